import Foundation
import Terrarium
import TerrariumLayout

/// Rituals (Andromida): a habit tracker built on time-bound ritual arcs (seed/001 PRD).
public struct RitualsPlugin: TypedPlugin {
    /// The plugin, for a registry.
    public init() {}

    public let id = "rituals"
    /// Its own Themes/rituals.json, in its bundle (the package's AppResources build plugin puts them there).
    public let assets = PluginAssets(resources: "Terrarium_Rituals", bundle: .module)
    public let summary = "Habit arcs: today's ring, streaks, next habits, history and insights, in three languages"
    public let defaultTheme = "rituals"
    public var themeSchema: ThemeSchema { RitualsStyle.schema }

    public let scenes = [
        SceneSpec(RitualsScene.widget.rawValue, "Home-screen widget: today's completion ring, streak, time of day, next habits, next ritual (iPad's extra large adds the week); on the lock screen, today's ring, habits done and streak; on Apple Watch, today's progress as complications",
                  layout: .widget([.small, .medium, .large, .extraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
                                   .accessoryCorner]),
                  typeSizes: .xSmall ... .accessibility5),
        SceneSpec(RitualsScene.history.rawValue, "Month calendars with a progress ring per day, 1 to 12 months, optionally one ritual; "
                      + "at the accessibility text sizes six months a page (--page)",
                  layout: .scroll, paged: true, adaptsToWideScreens: true, typeSizes: Self.screenTypeSizes),
        SceneSpec(RitualsScene.insights.rawValue, "The insight cards with week-over-week trends, a 7-day chart and a sparkline", layout: .scroll,
                  typeSizes: Self.screenTypeSizes),
        SceneSpec(RitualsScene.detail.rawValue,
                  "One ritual: badges, the arc's ring with its milestones, day count, days left, streak, milestones, each habit's rate",
                  layout: .scroll, typeSizes: Self.screenTypeSizes),
        SceneSpec(RitualsScene.today.rawValue,
                  "The Today tab: renewal prompts, the time-of-day filter, focus cards with today's ring and each habit's check-in, "
                      + "or which empty state; two columns on wide screens", layout: .scroll, adaptsToWideScreens: true,
                  typeSizes: Self.screenTypeSizes),
        SceneSpec(RitualsScene.day.rawValue,
                  "History's day detail sheet: the day's ring, against the weekly average, the streak around it, a message, "
                      + "its habits by ritual", layout: .scroll, adaptsToWideScreens: true, typeSizes: Self.screenTypeSizes),
    ]

    /// Every screen takes the reader's text size up to AX5, changing form at the accessibility
    /// sizes (`RitualsTypeRules`); so does the widget (`RitualsWidgetTypeRules`).
    static let screenTypeSizes: ClosedRange<TypeSize> = .xSmall ... .accessibility5

    public var examples: [Example] { RitualsExamples.all }
    public var stressExamples: [Example] { RitualsExamples.stress }
    /// Where titles at their limit once split emoji sequences and wrapped badly: Today on the
    /// smallest phone; and Today on the iPhone 17's 402 pt screen, added to the devices.
    public var pinnedGoldens: [RenderRequest] {
        [RenderRequest(plugin: id, scene: "today", input: .example("stress-titles"), scale: 2, device: "320x568"),
         RenderRequest(plugin: id, scene: "today", input: .example("afternoon-en-light"), scale: 3, device: "402x874")]
    }
    /// In StandBy at night: the dark appearance.
    public var drawsDarkAppearance: Bool { true }
    /// `lint` draws every example in each language and appearance.
    public var inputAxes: [InputAxis] {
        [InputAxis("locale", RitualsLocale.allCases.map(\.rawValue)), InputAxis("appearance", Appearance.allCases.map(\.rawValue))]
    }

    public func render(_ request: SceneRequest, scene name: RitualsScene, input: RitualsInput) throws -> SceneOutput {
        let rules = RitualsRules(input)
        if let height = Self.minimumHeight(name, rules: rules, width: request.canvas.size.width, typeSize: request.typeSize) {
            try request.refuseBeyondImageLimits(minimum: Size(request.canvas.size.width, height))
        }
        let text = RitualsText(input.locale)
        // In StandBy at night the widget is drawn from its dark appearance.
        let style = try RitualsStyle(theme: request.theme, appearance: request.inTheDark ? .dark : input.appearance, typeSize: request.typeSize)
        let ui = RitualsLayout(style: style, text: text, type: RitualsTypeRules(typeSize: request.typeSize),
                               bodyLine: try request.text.size(of: "Ag", font: style.font(.body)).height)
        let screenFrame = RitualsScreenFrame(width: request.canvas.size.width, safeArea: request.canvas.safeArea)
        let scene: Scene
        switch name {
        case .widget:
            let family = request.canvas.family ?? .medium
            // The lock screen's and the watch's fixed boxes stop growing at xxxLarge.
            let typeRules = RitualsWidgetTypeRules(typeSize: request.typeSize)
            let drawn = typeRules.drawnTypeSize(family)
            let capped = style.capped(at: drawn, from: request.typeSize)
            let widgetUI = drawn == request.typeSize ? ui
                : try RitualsLayout(style: capped, text: text, type: RitualsTypeRules(typeSize: drawn),
                                    bodyLine: request.text.size(of: "Ag", font: capped.font(.body)).height)
            var widgets = RitualsWidgets(rules: rules, size: request.canvas.size, ui: widgetUI, watch: request.canvas.device.idiom == .watch)
            widgets.typeRules = typeRules
            scene = try request.resolve(widgets.layout(family))
        case .history:
            let history = RitualsHistory(rules: rules, ui: ui, width: request.canvas.size.width, safeArea: request.canvas.safeArea,
                                         page: request.page)
            scene = try request.resolveScrolling(try history.layout())
            return SceneOutput(scene: scene, accessibilityLabel: Self.historyLabel(history, text: text) + Self.accessibilityLabel(rules, text: text),
                               state: try JSONValue(encoding: RitualsState(rules)))
        case .insights:
            scene = try request.resolveScrolling(RitualsInsightsScene(rules: rules, insights: Insights(rules), ui: ui).layout())
        case .detail:
            scene = try request.resolveScrolling(RitualDetailScene(rules: rules, ui: ui, width: request.canvas.size.width).layout())
        case .today:
            var today = RitualsTodayScene(rules: rules, ui: ui, frame: screenFrame)
            let first = try request.resolveScrolling(today.layout())
            // One card in a shorter form puts them all in it.
            let mixed = RitualsTodayScene.mixedForms(first.commands)
            if mixed.detail || mixed.count {
                (today.shortDetail, today.shortCount) = mixed
                scene = try request.resolveScrolling(today.layout())
            } else {
                scene = first
            }
        case .day:
            scene = try request.resolveScrolling(RitualsDaySheet(rules: rules, ui: ui, frame: screenFrame).layout())
        }
        return SceneOutput(scene: scene, accessibilityLabel: Self.accessibilityLabel(rules, text: text),
                           state: try JSONValue(encoding: RitualsState(rules)))
    }

    /// Today and the day sheet grow a 32-pt row (at least) for every habit they list, split
    /// over the grid's columns: 30 rituals of 20 habits are 19,200 pt tall on a phone, over the
    /// image limit at any scale, and are refused before any text is measured. The other
    /// screens are bounded by their inputs' limits (12 months, a ritual's 20 habits).
    static func minimumHeight(_ name: RitualsScene, rules: RitualsRules, width: Double, typeSize: TypeSize) -> Double? {
        let rows: Int
        switch name {
        case .today:
            guard case .cards(let cards) = rules.todayContent(rules.todayFilter) else { return nil }
            rows = cards.reduce(0) { $0 + $1.habits.count }
        case .day:
            rows = rules.groups(on: rules.sheetDay).reduce(0) { $0 + $1.habits.count }
        case .widget, .history, .insights, .detail:
            return nil
        }
        let columns = RitualsTypeRules(typeSize: typeSize).columns(width: width)
        return Double(rows) * RitualsLayout.checkRowMinimumHeight / Double(columns)
    }

    /// A History split into pages says which months its picture holds, newest first:
    /// "History, June 2026 – January 2026. "; nothing when one picture holds them all.
    static func historyLabel(_ history: RitualsHistory, text: RitualsText) -> String {
        let months = history.pageMonths
        guard history.ui.type.historyPages(months: history.rules.input.historyMonths) > 1,
              let newest = months.first, let oldest = months.last else { return "" }
        let range = newest.number == oldest.number ? text.monthTitle(year: newest.year, month: newest.month)
            : "\(text.monthTitle(year: newest.year, month: newest.month)) – \(text.monthTitle(year: oldest.year, month: oldest.month))"
        return "\(text.history), \(range). "
    }

    static func accessibilityLabel(_ rules: RitualsRules, text: RitualsText) -> String {
        let progress = rules.todayProgress
        guard progress.due > 0 else { return "\(text.today): \(text.noRituals)" }
        return "\(text.today): \(text.doneOf(progress.done, progress.due)), "
            + "\(progress.rate.map(text.percent) ?? text.noData). \(text.streak(rules.currentStreak))."
    }
}

/// Rituals' scenes.
public enum RitualsScene: String, CaseIterable, Sendable {
    /// The home-screen widget, small, medium or large.
    case widget
    /// Month calendars of daily progress.
    case history
    /// The insight cards.
    case insights
    /// One ritual's detail view.
    case detail
    /// The Today tab.
    case today
    /// History's day detail sheet.
    case day
}

/// The `--json` state: what the rules decided.
struct RitualsState: Encodable {
    struct RitualStatus: Encodable {
        var id: String
        var arc: Int?
        var dayIndex: Int?
        var daysRemaining: Int?
        var complete: Bool
        var milestones: [Milestone]
    }

    var localDate: String
    var timeOfDay: String
    var completionRate: Double?
    var dueToday: Int
    var doneToday: Int
    var streak: Int
    var longestStreak: Int
    var nextHabits: [String]
    var emptyReason: EmptyReason?
    var nextRitual: String?
    var rituals: [RitualStatus]
    /// Symbols the icon set does not have: they draw the neutral glyph.
    var unknownSymbols: [String]
    /// The Today tab's filter, as given or from the time of day.
    var todayFilter: String
    /// The Insights tab's tip (FR-INSIGHTS-11).
    var insightTip: String

    enum CodingKeys: String, CodingKey {
        case localDate, timeOfDay, completionRate, dueToday, doneToday, streak, longestStreak, nextHabits, emptyReason,
             nextRitual, rituals, unknownSymbols, todayFilter, insightTip
    }

    /// Absent values are written as null, so every key is always there.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(localDate, forKey: .localDate)
        try c.encode(timeOfDay, forKey: .timeOfDay)
        try c.encode(completionRate, forKey: .completionRate)
        try c.encode(dueToday, forKey: .dueToday)
        try c.encode(doneToday, forKey: .doneToday)
        try c.encode(streak, forKey: .streak)
        try c.encode(longestStreak, forKey: .longestStreak)
        try c.encode(nextHabits, forKey: .nextHabits)
        try c.encode(emptyReason, forKey: .emptyReason)
        try c.encode(nextRitual, forKey: .nextRitual)
        try c.encode(rituals, forKey: .rituals)
        try c.encode(unknownSymbols, forKey: .unknownSymbols)
        try c.encode(todayFilter, forKey: .todayFilter)
        try c.encode(insightTip, forKey: .insightTip)
    }

    init(_ rules: RitualsRules) {
        let progress = rules.todayProgress
        localDate = rules.todayDate.description
        timeOfDay = rules.slot.name
        completionRate = progress.rate.map { ($0 * 10_000).rounded() / 10_000 }
        dueToday = progress.due
        doneToday = progress.done
        streak = rules.currentStreak
        longestStreak = rules.longestStreak
        nextHabits = rules.nextHabits().map(\.habit.id)
        emptyReason = rules.emptyReason
        nextRitual = rules.nextRitual?.id
        rituals = rules.input.rituals.map { ritual in
            let status = rules.status(of: ritual)
            return RitualStatus(id: ritual.id, arc: status?.arc.number, dayIndex: status?.dayIndex,
                                daysRemaining: status?.daysRemaining, complete: status?.isComplete ?? false,
                                milestones: status?.milestones ?? [])
        }
        let symbols = rules.input.rituals.flatMap { [$0.icon] + $0.habits.map(\.symbol) }
        unknownSymbols = Array(Set(symbols.filter { RitualIcon.named($0) == nil })).sorted()
        todayFilter = rules.todayFilter.rawValue
        insightTip = InsightTip.choose(Insights(rules)).rawValue
    }
}
