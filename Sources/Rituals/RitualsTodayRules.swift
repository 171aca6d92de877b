import Foundation
import Terrarium

/// The Today tab's time-of-day filter (FR-TODAY-03): every ritual, or one of the six times
/// of PRD 6.2's TimeOfDay.
enum TodayFilter: String, CaseIterable, Sendable, Codable {
    case all, morning, midday, afternoon, evening, night, anytime

    init(slot: DaySlot) {
        switch slot {
        case .morning: self = .morning
        case .midday: self = .midday
        case .afternoon: self = .afternoon
        case .evening: self = .evening
        case .night: self = .night
        }
    }

    /// The ritual time it picks; nil for `all`.
    var time: RitualTime? { RitualTime(rawValue: rawValue) }

    /// Whether a ritual scheduled at `time` shows under this filter: `all` shows every one;
    /// a part of the day shows its own rituals and the anytime ones (anytime belongs to every
    /// part of the day, as the widgets count it); `anytime` shows only those.
    func shows(_ time: RitualTime) -> Bool {
        switch self {
        case .all: true
        case .anytime: time == .anytime
        default: time == self.time || time == .anytime
        }
    }
}

/// A ritual's card on the Today tab: its arc today and its habits' check-ins (FR-TODAY-01, 02).
struct TodayCard: Sendable, Equatable {
    var ritual: Ritual
    var status: ArcStatus
    /// Today's check-ins of the ritual's habits.
    var progress: DayProgress
    /// The habits in the ritual's order, each with whether it is checked in today.
    var habits: [(habit: Habit, done: Bool)]

    static func == (a: TodayCard, b: TodayCard) -> Bool {
        a.ritual == b.ritual && a.status == b.status && a.progress == b.progress
            && a.habits.map(\.habit) == b.habits.map(\.habit) && a.habits.map(\.done) == b.habits.map(\.done)
    }
}

/// What the Today tab shows below its renewal prompts (FR-TODAY-04).
enum TodayContent: Sendable, Equatable {
    /// No ritual has an arc running today (a fresh install, FR-TODAY-07, or every arc over).
    case noRituals
    /// Rituals run today, but none at the filter's time; `elsewhere` is how many run at others.
    case noneForTime(elsewhere: Int)
    /// The focus cards, in the rituals' order.
    case cards([TodayCard])
}

/// The Today tab's rules: the filter, the cards, the empty states, the renewal prompts and the
/// columns.
extension RitualsRules {
    /// The filter the input picks (`today.filter`), else the part of the day it is now: the
    /// Today tab opens on what is due now (the PRD's 1.1 revision fixes the Today view's
    /// time-of-day refresh, so it follows the clock).
    var todayFilter: TodayFilter { input.todayFilter ?? TodayFilter(slot: slot) }

    /// Rituals with an arc running today, in their order: the ones Today can show.
    var runningToday: [Ritual] { input.rituals.filter { $0.arc(on: today) != nil } }

    /// The focus cards for `filter`, or why there are none.
    func todayContent(_ filter: TodayFilter) -> TodayContent {
        let running = runningToday
        guard !running.isEmpty else { return .noRituals }
        let shown = running.filter { filter.shows($0.time) }
        guard !shown.isEmpty else { return .noneForTime(elsewhere: running.count) }
        return .cards(shown.compactMap { ritual in
            guard let status = status(of: ritual) else { return nil }
            let habits = ritual.habits.map { (habit: $0, done: $0.completedDays.contains(today)) }
            return TodayCard(ritual: ritual, status: status,
                             progress: DayProgress(due: habits.count, done: habits.filter(\.done).count), habits: habits)
        })
    }

    /// The rituals whose arc is over and that wait to be renewed (FR-TODAY-05, FR-RENEWAL-04),
    /// shown above the cards whatever the filter: renewing is about the ritual, not the hour.
    var renewalPrompts: [(Ritual, ArcStatus)] { completedArcs }
}

/// Columns for a screen's width (FR-TODAY-06, FR-HISTORY-06, PRD 7.4). The document asks for
/// two columns "on iPad and landscape" and a maximum content width, without numbers; these are
/// Terrarium's: every iPhone held upright is at most 430 pt wide and every phone on its side
/// (the smallest, 568 pt) or iPad is wider than 540, so 540 splits them; content stops
/// growing at 960 pt and is centred beyond.
enum AdaptiveColumns {
    static let twoColumnWidth = 540.0
    static let maxContentWidth = 960.0

    /// 1 or 2 columns for `width` points of screen.
    static func count(width: Double) -> Int { width >= twoColumnWidth ? 2 : 1 }

    /// The content's width on a screen `width` points wide with `padding` on each side.
    static func contentWidth(screen width: Double, padding: Double) -> Double {
        min(max(0, width - 2 * padding), maxContentWidth)
    }
}
