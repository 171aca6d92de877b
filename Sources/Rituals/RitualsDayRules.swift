import Foundation
import Terrarium

/// How a day compares with the weekly average (FR-HISTORY-05).
enum DayComparison: Sendable, Equatable {
    /// Whole percentage points above or below the average.
    case above(points: Int), below(points: Int)
    /// Within `sameWithin` points either way.
    case same
    /// No average to compare with, or nothing due on the day.
    case none

    /// The document gives no threshold: Terrarium's choice is the one the Insights tab's trend
    /// arrows use (FR-INSIGHTS-10, 5 points), so the sheet and the arrows agree on what a
    /// change is. Points are the rounded difference of the two percentages.
    static let sameWithin = 5

    static func of(_ rate: Double?, average: Double?) -> DayComparison {
        guard let rate, let average else { return .none }
        let points = Int((rate * 100).rounded()) - Int((average * 100).rounded())
        if abs(points) < sameWithin { return .same }
        return points > 0 ? .above(points: points) : .below(points: -points)
    }
}

/// Where the day stands in the run of active days around it (FR-HISTORY-05, streak context).
enum DayStreak: Sendable, Equatable {
    /// The day had a check-in: it is day `day` of a run `length` days long (through today).
    case within(day: Int, length: Int)
    /// Today, no check-in yet, and yesterday ended a run of `length` days that today can extend.
    case keepGoing(length: Int)
    /// A past day without a check-in that ended a run of `length` days.
    case ended(length: Int)
    /// No check-in on the day and no run before it.
    case none
}

/// The sheet's motivational message (FR-HISTORY-05): picked by the day's completion, with the
/// History ring's thresholds (FR-HISTORY-02: all done, half or more, less).
enum DayMood: String, Sendable, Equatable, CaseIterable {
    /// Nothing was due: no arc ran that day.
    case rest
    /// Every habit done.
    case perfect
    /// Today, not all done yet: the day is not over.
    case stillTime
    /// Half or more done.
    case strong
    /// Some done, under half.
    case started
    /// Habits were due and none was done.
    case missed

    static func of(_ progress: DayProgress, isToday: Bool) -> DayMood {
        guard let rate = progress.rate else { return .rest }
        if rate >= 1 { return .perfect }
        if isToday { return .stillTime }
        if rate >= 0.5 { return .strong }
        return progress.done > 0 ? .started : .missed
    }
}

/// One ritual's habits on the day, as the sheet groups them.
struct DayGroup: Sendable, Equatable {
    var ritual: Ritual
    var progress: DayProgress
    var habits: [Habit]
    var done: [Bool]
}

/// The day detail sheet's rules (FR-HISTORY-05), for any day up to today.
extension RitualsRules {
    /// The day the sheet shows: `day.date`, else today.
    var sheetDay: Int { input.dayDate?.daysSinceEpoch ?? today }

    /// The mean of the daily rates of the seven days ending with `day` (days with nothing due
    /// left out): the Insights tab's "7-Day Avg" (FR-INSIGHTS-07) as it stood that day, so on
    /// today both say the same number.
    func weeklyAverage(endingOn day: Int) -> Double? {
        Insights.mean((0..<7).map { progress(on: day - 6 + $0).rate })
    }

    /// The run of active days around `day`.
    func streakContext(on day: Int) -> DayStreak {
        if isActive(day) {
            var first = day
            while isActive(first - 1) { first -= 1 }
            var last = day
            while last < today && isActive(last + 1) { last += 1 }
            return .within(day: day - first + 1, length: last - first + 1)
        }
        let before = isActive(day - 1) ? streak(endingOn: day - 1) : 0
        guard before > 0 else { return .none }
        return day == today ? .keepGoing(length: before) : .ended(length: before)
    }

    /// The rituals with an arc running on `day` and habits to do, in their order, each with its habits.
    func groups(on day: Int) -> [DayGroup] {
        input.rituals.compactMap { ritual in
            // A ritual without habits had nothing to do that day: not a "0/0" group, in the
            // colour of a finished one.
            guard ritual.arc(on: day) != nil, !ritual.habits.isEmpty else { return nil }
            let done = ritual.habits.map { $0.completedDays.contains(day) }
            return DayGroup(ritual: ritual, progress: DayProgress(due: done.count, done: done.filter { $0 }.count),
                            habits: ritual.habits, done: done)
        }
    }
}
