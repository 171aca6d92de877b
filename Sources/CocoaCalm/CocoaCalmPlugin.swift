import Foundation
import Terrarium

/// Cocoa Calm: quick mindfulness tools — SOS relief, breathing, meditation, a hot chocolate
/// ritual (seed/003).
public struct CocoaCalmPlugin: TypedPlugin {
    /// The plugin, for a registry.
    public init() {}

    public let id = "cocoa-calm"
    /// Its own Themes/cocoa-calm.json, in its bundle (the package's AppResources build plugin puts them there).
    public let assets = PluginAssets(resources: "Terrarium_CocoaCalm", bundle: .module)
    public let summary = "Mindfulness: home with SOS and quick actions, the SOS modal, breathing, meditation timer, hot chocolate guide, onboarding, premium paywall"
    public let defaultTheme = "cocoa-calm"
    public var themeSchema: ThemeSchema { CalmStyle.schema }

    /// The screens take every text size up to AX5: at the accessibility sizes their rows turn
    /// into columns, their words wrap, and a screen taller than the device scrolls
    /// (`CalmTypeRules`).
    static let screenTypeSizes: ClosedRange<TypeSize> = .xSmall ... .accessibility5

    public let scenes = [
        SceneSpec(CalmScene.home.rawValue, "Welcome, the Feeling Anxious? button, 2x2 quick actions and the daily quote", layout: .screen, typeSizes: CocoaCalmPlugin.screenTypeSizes),
        // The quick reset's 14 repetitions (30.17 s) at 30 fps, and the meditation's whole
        // session at 10 fps (its countdown changes once a second). Keyframe goldens: the first
        // inhale half eased (0.0825 s), the hold reached (0.495 s) and the second exhale half
        // eased (1.825 s); the meditation's core practice beginning (70 s).
        SceneSpec(CalmScene.breathe.rawValue, "The breathing circle at time t of the quick-reset pattern, its instruction and rep", layout: .screen,
                  animation: AnimationSpec(duration: BreathingPattern.total, framesPerSecond: 30, keyframes: [0.0825, 0.495, 1.825]),
                  typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.meditate.rawValue, "The meditation timer at time t: phase 1-8, the light monospaced countdown, the instruction",
                  layout: .screen, animation: AnimationSpec(duration: Double(MeditationPlan.total), framesPerSecond: 10, keyframes: [70]),
                  typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.hotChocolate.rawValue, "The mindful hot chocolate recipe guide on the warm gradient", layout: .scroll, typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.widget.rawValue, "Quick access to SOS and the daily quote; on the lock screen, the quick breath",
                  layout: .widget([.small, .medium] + WidgetFamily.accessories), typeSizes: .xSmall ... .accessibility5),
        // The player's swirl loops every 6 s at 20 fps while the guide plays on from `t`.
        SceneSpec(CalmScene.audio.rawValue, "The hot chocolate audio guide playing from t: swirling brown circles, play/pause, time and progress",
                  layout: .screen, animation: AnimationSpec(duration: AudioSwirl.loop, framesPerSecond: AudioSwirl.framesPerSecond,
                                                            keyframes: [1.5]),
                  typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.sos.rawValue, "The SOS modal: Choose Relief Method, with Breathe, Quick Grounding (coming soon) and Mindful Sip Prep",
                  layout: .screen, typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.onboarding.rawValue, "First-launch onboarding, page 1-3: Welcome, Discover Quick Relief, Ready to Begin? with Get Started",
                  layout: .screen, typeSizes: CocoaCalmPlugin.screenTypeSizes),
        SceneSpec(CalmScene.paywall.rawValue, "The premium paywall sheet: the 7-day free trial, $4.99/month or $29.99/year, Start Free Trial",
                  layout: .screen, typeSizes: CocoaCalmPlugin.screenTypeSizes),
        // The meditation's session as a Live Activity, on the meditate screen's clock.
        SceneSpec(CalmScene.liveActivity.rawValue, "The meditation timer running at time t: a Live Activity on the lock screen and in "
                  + "the Dynamic Island (compact, minimal, expanded), the swirling circles behind it",
                  layout: .widget(WidgetFamily.liveActivity),
                  animation: AnimationSpec(duration: Double(MeditationPlan.total), framesPerSecond: 10, keyframes: [70]),
                  typeSizes: .xSmall ... .accessibility5),
    ]

    public var examples: [Example] { CalmExamples.all }
    public var stressExamples: [Example] { CalmExamples.stress }
    /// Where an emoji sequence (🧘🏽‍♀️) once split into two fonts: the welcome at AX5 on the
    /// smallest phone.
    public var pinnedGoldens: [RenderRequest] {
        var home = RenderRequest(plugin: id, scene: "home", input: .example("emoji-name"), scale: 2, device: "320x568")
        home.typeSize = .accessibility5
        return [home]
    }

    public func render(_ request: SceneRequest, scene: CalmScene, input: CalmInput) throws -> SceneOutput {
        try input.requireDate(scene == .home || scene == .widget)
        let style = try CalmStyle(theme: request.theme)
        let size = request.canvas.size
        var state = CalmState()
        let label: String
        let resolved: Scene
        let safeArea = request.canvas.device.safeArea
        let typeSize = request.typeSize
        // An animation frame's time, else the still's `t` from the input (the audio guide's
        // animation plays on from its `t` instead).
        let t = request.time ?? input.t
        switch scene {
        case .breathe:
            let moment = BreathingPattern.moment(at: t)
            resolved = try request.resolve(BreatheScreen(moment: moment, t: t, size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            state = CalmState(phase: moment.step, instruction: moment.instruction,
                              scale: (moment.scale * 10_000).rounded() / 10_000, rep: moment.rep,
                              reps: BreathingPattern.repetitions, finished: moment.finished)
            label = "Breathe: \(moment.instruction), rep \(moment.rep) of \(BreathingPattern.repetitions)."
        case .meditate:
            let moment = MeditationPlan.moment(at: t)
            resolved = try request.resolve(MeditateScreen(moment: moment, t: t, size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            let instruction = moment.finished ? "Session complete" : moment.phase.instruction
            state = CalmState(phase: moment.phase.number, instruction: instruction, remaining: moment.remaining,
                              phaseRemaining: moment.phaseRemaining, finished: moment.finished)
            label = "Meditate, phase \(moment.phase.number) of 8: \(instruction). \(MeditationPlan.clock(moment.remaining)) remaining."
        case .hotChocolate:
            resolved = try request.resolveScrolling(HotChocolateGuide(typeSize: typeSize).layout(style: style, safeArea: safeArea))
            label = "\(RecipeStep.title): \(RecipeStep.all.count) steps, each with a mindful prompt."
        case .widget where request.canvas.family?.isAccessory == true:
            var breath = CalmQuickBreath(size: size, style: style)
            breath.typeSize = typeSize
            resolved = try request.resolve(breath.layout(request.canvas.family ?? .accessoryRectangular))
            label = "Quick breath: 3 inhales, 3 exhales, about \(CalmActivityRules.breathSeconds) seconds. Tap to breathe."
        case .liveActivity:
            let moment = MeditationPlan.moment(at: t)
            let family = request.canvas.family ?? .activityLockScreen
            var activity = CalmLiveActivity(moment: moment, t: t, size: size, style: style)
            activity.typeSize = typeSize
            let node = activity.layout(family)
            resolved = try family.hasFlexibleHeight ? request.resolveScrolling(node) : request.resolve(node)
            let instruction = CalmActivityRules.instruction(moment)
            state = CalmState(phase: moment.phase.number, instruction: instruction,
                              remaining: moment.remaining, phaseRemaining: moment.phaseRemaining, finished: moment.finished)
            label = moment.finished ? "Meditation complete." : "Meditate, phase \(moment.phase.number) of 8, \(moment.phase.name): "
                + "\(instruction). \(MeditationPlan.clock(moment.remaining)) remaining."
        case .widget:
            var widget = CalmWidget(input: input, size: size)
            widget.typeSize = typeSize
            resolved = try request.resolve(widget.layout(request.canvas.family ?? .small, style: style))
            let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
            state = CalmState(quote: quote.text)
            label = "Feeling anxious? Tap for quick relief. Today's quote: \(quote.text) — \(quote.author)"
        case .audio:
            // While it plays, the animation's time moves the circles and the clock; paused,
            // nothing moves. The swirl's loop starts where the still's `t` leaves it.
            let moving = input.playing ? (request.time ?? 0) : 0
            let screen = AudioGuideScreen(elapsed: input.t + moving, playing: input.playing, size: size, typeSize: typeSize)
            resolved = try request.resolve(screen.layout(style: style, safeArea: safeArea))
            let remaining = AudioGuideScreen.length - screen.heard
            state = CalmState(remaining: remaining, finished: screen.finished)
            let status = screen.finished ? "finished" : input.playing ? "playing" : "paused"
            label = "Hot chocolate audio guide, \(status): \(MeditationPlan.clock(screen.heard)) of \(MeditationPlan.clock(AudioGuideScreen.length))."
        case .sos:
            resolved = try request.resolve(SOSScreen(size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            let options = ReliefOption.all.map { $0.available ? $0.title : "\($0.title) (coming soon)" }
            label = "\(SOSScreen.title) \(SOSScreen.heading): \(options.joined(separator: ", "))."
        case .onboarding:
            let page = OnboardingPage.all[input.page - 1]
            resolved = try request.resolve(OnboardingScreen(page: input.page, size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            state = CalmState(page: input.page)
            label = "Page \(input.page) of \(OnboardingPage.all.count). \(page.title) \(page.message)." + (page.action.map { " \($0)." } ?? "")
        case .paywall:
            resolved = try request.resolve(PaywallScreen(plan: input.plan, size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            state = CalmState(plan: input.plan.rawValue)
            label = "\(PaywallScreen.title). \(PaywallScreen.subtitle). \(input.plan.name), \(input.plan.priceLabel), chosen. "
                + "\(PaywallScreen.action). \(input.plan.terms)"
        case .home:
            resolved = try request.resolve(HomeScreen(input: input, size: size, typeSize: typeSize).layout(style: style, safeArea: safeArea))
            let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
            state = CalmState(quote: quote.text)
            label = "Welcome. Feeling anxious? Quick actions: Meditate, Hot Chocolate, HC Audio, Log Entry. Today's quote: \(quote.text) — \(quote.author)"
        }
        let decided = state
        return SceneOutput(scene: resolved, accessibilityLabel: label,
                           state: try JSONValue(encoding: decided))
    }
}

/// Cocoa Calm's scenes.
public enum CalmScene: String, CaseIterable, Sendable {
    /// Welcome, the SOS button, quick actions and the daily quote.
    case home
    /// The breathing circle at time t.
    case breathe
    /// The meditation timer at time t.
    case meditate
    /// The mindful hot chocolate guide.
    case hotChocolate = "hot-chocolate"
    /// The quick-access widget, small or medium.
    case widget
    /// The hot chocolate audio guide's player, its brown circles swirling while it plays.
    case audio
    /// The SOS modal: the three relief methods.
    case sos
    /// The first-launch onboarding, one of its three pages.
    case onboarding
    /// The premium paywall sheet.
    case paywall
    /// The meditation timer as a Live Activity: lock screen and Dynamic Island.
    case liveActivity = "live-activity"
}

/// The `--json` state: for `breathe` the step (1-7), instruction, circle scale and rep; for
/// `meditate` the phase (1-8), instruction and seconds remaining; for home and the widget the
/// day's quote; for `onboarding` the page; for `paywall` the chosen plan. Keys that do not
/// apply are null.
struct CalmState: Encodable {
    var phase: Int?
    var instruction: String?
    var scale: Double?
    var remaining: Int?
    var phaseRemaining: Int?
    var rep: Int?
    var reps: Int?
    var finished: Bool?
    var quote: String?
    var page: Int?
    var plan: String?

    enum CodingKeys: String, CodingKey {
        case phase, instruction, scale, remaining, phaseRemaining, rep, reps, finished, quote, page, plan
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(phase, forKey: .phase)
        try c.encode(instruction, forKey: .instruction)
        try c.encode(scale, forKey: .scale)
        try c.encode(remaining, forKey: .remaining)
        try c.encode(phaseRemaining, forKey: .phaseRemaining)
        try c.encode(rep, forKey: .rep)
        try c.encode(reps, forKey: .reps)
        try c.encode(finished, forKey: .finished)
        try c.encode(quote, forKey: .quote)
        try c.encode(page, forKey: .page)
        try c.encode(plan, forKey: .plan)
    }
}
