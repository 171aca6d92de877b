import Foundation
import Terrarium

/// A habit's share of the days of its arc so far (FR-DETAIL-05).
struct HabitPerformance: Sendable, Equatable {
    var habit: Habit
    /// Check-ins within the arc up to today.
    var done: Int
    /// Arc days up to today (today included): each could have had one.
    var days: Int
    var rate: Double? { days == 0 ? nil : Double(done) / Double(days) }
}

/// A milestone of the arc (PRD 6.2): the day that reaches it and whether today has.
struct MilestoneMark: Sendable, Equatable {
    var milestone: Milestone
    var day: Int
    var reached: Bool
    /// Where it sits on the arc's ring, from 0 (the first day begins) to 1 (the last day
    /// ends): the end of its day, so "Complete" is the ring's full turn.
    var fraction: Double
}

/// The ritual detail view's rules (PRD 3.2.1): which ritual, its arc's day count and what is
/// left, its own streak, the arc's check-ins and each habit's, and its milestones.
extension RitualsRules {
    /// The ritual the detail view shows: the one the input names, else the first (in sort
    /// order) with an arc running today, else the first.
    var detailRitual: Ritual? {
        if let id = input.detailRitual { return input.rituals.first { $0.id == id } }
        return input.rituals.first { $0.arc(on: today) != nil } ?? input.rituals.first
    }

    /// Consecutive days with at least one of `ritual`'s habits checked in, counted back from
    /// today, or from yesterday while today has none yet (FR-DETAIL-03: the ritual's own
    /// streak, where the widgets' counts every ritual).
    func streak(of ritual: Ritual) -> Int {
        func active(_ day: Int) -> Bool { ritual.habits.contains { $0.completedDays.contains(day) } }
        var day = active(today) ? today : today - 1
        var count = 0
        while active(day) {
            count += 1
            day -= 1
        }
        return count
    }

    /// The arc days from its start up to today (or its end, once over): the days a check-in
    /// could have been made so far.
    func daysSoFar(in arc: RitualArc) -> ClosedRange<Int>? {
        let last = min(today, arc.end.daysSinceEpoch)
        return last < arc.start.daysSinceEpoch ? nil : arc.start.daysSinceEpoch...last
    }

    /// Each habit's check-ins in the arc so far, in the ritual's order.
    func performance(of ritual: Ritual, in arc: RitualArc) -> [HabitPerformance] {
        let range = daysSoFar(in: arc)
        return ritual.habits.map { habit in
            HabitPerformance(habit: habit, done: range.map { r in habit.completedDays.filter { r.contains($0) }.count } ?? 0,
                             days: range?.count ?? 0)
        }
    }

    /// The arc's check-ins so far against those it could have had (FR-DETAIL-01's summary).
    func checkins(of ritual: Ritual, in arc: RitualArc) -> DayProgress {
        let habits = performance(of: ritual, in: arc)
        return DayProgress(due: habits.reduce(0) { $0 + $1.days }, done: habits.reduce(0) { $0 + $1.done })
    }

    /// The arc's milestones that it is long enough to have, in day order, each reached once
    /// today is its day or later (a finished arc has them all).
    func milestones(of status: ArcStatus) -> [MilestoneMark] {
        let length = status.arc.durationDays
        return Milestone.allCases.compactMap { milestone in
            milestone.day(in: status.arc).map { day in
                MilestoneMark(milestone: milestone, day: day, reached: status.milestones.contains(milestone),
                              fraction: Double(day) / Double(length))
            }
        }
        .sorted { ($0.day, $0.milestone.order) < ($1.day, $1.milestone.order) }
    }
}

extension Milestone {
    /// The document's order, which breaks ties when two fall on one day (a 7-day arc's week
    /// is also its end).
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
