import Foundation
import Terrarium

/// Forest's scenes.
public enum ForestScene: String, CaseIterable, Sendable {
    /// The focus session's countdown and tree.
    case session
    /// Every tree on isometric plots, a page at a time.
    case forest
    /// The stats widget, small, medium or large.
    case stats
    /// The session under way as a Live Activity (lock screen, Dynamic Island) and as the lock
    /// screen's accessory widgets.
    case liveActivity = "live-activity"
}

/// Forest: a 25-minute focus session grows a tree through 5 stages (seed/002).
public struct ForestPlugin: TypedPlugin {
    /// The plugin, for a registry.
    public init() {}

    public let id = "forest"
    /// Its own Sprites/forest/ and Themes/forest.json, in its bundle (the package's AppResources build plugin puts them there).
    public let assets = PluginAssets(resources: "Terrarium_Forest", bundle: .module)
    public let summary = "Focus sessions that grow trees: the session countdown, the forest, and stats"
    public let defaultTheme = "forest"
    public var themeSchema: ThemeSchema { ForestStyle.schema }

    public let scenes = [
        SceneSpec(ForestScene.session.rawValue, "The focus session: countdown, the tree at its stage, paused, grown or withered; "
                  + "animated, a time-lapse of the session", layout: .screen, animation: ForestTimeLapse.animation,
                  typeSizes: .xSmall ... .accessibility5),
        SceneSpec(ForestScene.forest.rawValue, "Every tree, grown and withered, on isometric plots; 1,000 trees a page (--page)",
                  layout: .scroll, paged: true, typeSizes: .xSmall ... .accessibility5),
        SceneSpec(ForestScene.stats.rawValue, "Total trees, focus time, today's count and the daily streak", layout: .widget([.small, .medium, .large]),
                  typeSizes: .xSmall ... .accessibility5),
        // The same time-lapse as the session screen: the countdown steps and the tree grows.
        SceneSpec(ForestScene.liveActivity.rawValue, "The session under way: a Live Activity on the lock screen and in the Dynamic Island "
                  + "(compact, minimal, expanded), and the lock screen's accessory widgets; animated, a time-lapse of the session",
                  layout: .widget(WidgetFamily.liveActivity + WidgetFamily.accessories), animation: ForestTimeLapse.animation,
                  typeSizes: .xSmall ... .accessibility5),
    ]

    public var examples: [Example] { ForestExamples.all }
    public var stressExamples: [Example] { ForestExamples.stress }
    /// Where the small stats' tiles once differed in height and "4,166h" touched its tile: the
    /// largest counts on the smallest phone.
    public var pinnedGoldens: [RenderRequest] {
        [RenderRequest(plugin: id, scene: "stats", input: .example("maximum"), family: "small", scale: 2, device: "320x568")]
    }

    public func render(_ request: SceneRequest, scene name: ForestScene, input: ForestInput) throws -> SceneOutput {
        let still = ForestState(input)
        // A frame of the session's time-lapse (`--at`, `--animate`; only `session` is animated):
        // the session as it was, or will be, at that moment of its focus.
        let abandonedAt = still.session.flatMap { $0.withered ? $0.focus : nil }
        let moment = name == .session || name == .liveActivity ? request.time.map { ForestTimeLapse.moment(at: $0, abandonedAt: abandonedAt) } : nil
        let state = moment.map { still.replayed(at: $0) } ?? still
        let style = try ForestStyle(theme: request.theme)
        let art = ForestArt(sprites: request.sprites)
        let scene: Scene
        switch name {
        case .stats:
            var card = ForestStatsCard(state: state, style: style, art: art, size: request.canvas.size)
            card.typeSize = request.typeSize
            let family = request.canvas.family ?? .medium
            if family != .small, let small = request.inFamily(.small) {
                var smallCard = card
                smallCard.size = small.canvas.size
                card.smallWidgetForms = ForestStatsCard.drawnForms(in: try small.resolve(try smallCard.layout(.small, scale: small.canvas.scale)).commands)
            }
            let first = try request.resolve(try card.layout(family, scale: request.canvas.scale))
            // The four values at one size: the least any of them shrank to, laid out again.
            let least = try ForestStatsCard.leastValueScale(in: first.commands) { try request.text.metrics(of: $0) }
            if least < 1 {
                card.valueScale = least
                scene = try request.resolve(try card.layout(family, scale: request.canvas.scale))
            } else {
                scene = first
            }
        case .forest:
            var plots = ForestPlots(state: state, style: style, art: art, page: request.page)
            plots.typeSize = request.typeSize
            scene = try request.resolveScrolling(try plots.layout(safeArea: request.canvas.device.safeArea,
                                                                       width: request.canvas.size.width, scale: request.canvas.scale))
        case .liveActivity:
            guard let session = state.session else {
                throw InputError(field: "session", "is missing; a Live Activity shows a session under way")
            }
            var activity = ForestLiveActivity(session: session, style: style, art: art, size: request.canvas.size,
                                              scale: request.canvas.scale, change: moment?.change)
            activity.typeSize = request.typeSize
            let family = request.canvas.family ?? .activityLockScreen
            let node = try activity.layout(family)
            scene = try family.hasFlexibleHeight ? request.resolveScrolling(node) : request.resolve(node)
        case .session:
            scene = try ForestSessionScreen(state: state, style: style, art: art, size: request.canvas.size,
                                            safeArea: request.canvas.device.safeArea, change: moment?.change,
                                            timeLapseEnd: moment.map { _ in abandonedAt == nil ? .completed : .abandoned },
                                            typeSize: request.typeSize)
                .scene(scale: request.canvas.scale, request: request)
        }
        let page = name == .forest ? request.page : nil
        return SceneOutput(scene: scene, accessibilityLabel: Self.accessibilityLabel(state, scene: name, page: request.page),
                           state: try JSONValue(encoding: ForestDisplayState(state, page: page)))
    }

    static func accessibilityLabel(_ state: ForestState, scene: ForestScene, page: Int = 1) -> String {
        let s = state.stats
        let stats = "\(ForestRules.groupThousands(s.totalTrees)) \(s.totalTrees == 1 ? "tree" : "trees"), "
            + "\(ForestRules.duration(s.totalFocusSeconds)) of focus, "
            + "\(ForestRules.groupThousands(s.todayCount)) today, a \(ForestRules.groupThousands(s.streak))-day streak."
        // The forest shows one page of trees: the label says which, as the picture does.
        if scene == .forest, ForestPlots.pages(trees: state.trees.count) > 1 {
            let pages = ForestPlots.pages(trees: state.trees.count)
            let plots = ForestPlots.plots(trees: state.trees.count, page: page)
            let from = (plots.first?.trees.lowerBound ?? 0) + 1, to = plots.last?.trees.upperBound ?? 0
            return "Forest, page \(page) of \(pages): trees \(ForestRules.groupThousands(from)) to \(ForestRules.groupThousands(to)) "
                + "of \(ForestRules.groupThousands(state.trees.count)). " + stats
        }
        guard scene == .session || scene == .liveActivity else { return "Forest: " + stats }
        guard let session = state.session else { return "Focus: ready to plant a tree. " + stats }
        let clock = "\(session.remaining / 60) minutes \(session.remaining % 60) seconds left"
        return switch session.status {
        case .running: "Focus: stage \(session.stage) of 5, \(clock)."
        case .paused: "Focus paused: stage \(session.stage) of 5, \(clock)."
        case .completed: "Focus complete: a grown tree. " + stats
        case .abandoned: "Session abandoned: the tree withered. " + stats
        }
    }
}

/// The `--json` state: the session's stage, time left and whether it withered, and the stats.
struct ForestDisplayState: Encodable {
    var status: String?
    var stage: Int?
    var remaining: Int?
    var withered: Bool?
    var totalTrees: Int
    var totalFocusSeconds: Int
    var todayCount: Int
    var streak: Int
    var trees: Int
    var witheredTrees: Int
    var page: Int?
    var pages: Int

    enum CodingKeys: String, CodingKey {
        case status, stage, remaining, withered, totalTrees, totalFocusSeconds, todayCount, streak, trees, witheredTrees, page, pages
    }

    init(_ state: ForestState, page: Int?) {
        status = state.session?.status.rawValue
        stage = state.session?.stage
        remaining = state.session?.remaining
        withered = state.session?.withered
        totalTrees = state.stats.totalTrees
        totalFocusSeconds = state.stats.totalFocusSeconds
        todayCount = state.stats.todayCount
        streak = state.stats.streak
        trees = state.trees.count
        witheredTrees = state.trees.lazy.filter { !$0.completed }.count
        self.page = page
        pages = ForestPlots.pages(trees: state.trees.count)
    }

    /// Absent values are written as null, so every key is always there.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(status, forKey: .status)
        try c.encode(stage, forKey: .stage)
        try c.encode(remaining, forKey: .remaining)
        try c.encode(withered, forKey: .withered)
        try c.encode(totalTrees, forKey: .totalTrees)
        try c.encode(totalFocusSeconds, forKey: .totalFocusSeconds)
        try c.encode(todayCount, forKey: .todayCount)
        try c.encode(streak, forKey: .streak)
        try c.encode(trees, forKey: .trees)
        try c.encode(witheredTrees, forKey: .witheredTrees)
        try c.encode(page, forKey: .page)
        try c.encode(pages, forKey: .pages)
    }
}
