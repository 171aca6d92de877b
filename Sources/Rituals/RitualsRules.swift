import Foundation
import Terrarium

/// One day's due and completed habits.
struct DayProgress: Sendable, Equatable {
    var due: Int
    var done: Int
    /// done / due; nil on a day with nothing due.
    var rate: Double? { due == 0 ? nil : Double(done) / Double(due) }
}

/// A habit in its ritual, as the widgets list it.
struct HabitRef: Sendable, Equatable {
    var ritual: Ritual
    var habit: Habit
}

/// Why the list of next habits is empty, so the widget can say which (FR-TODAY-04).
enum EmptyReason: String, Sendable, Codable {
    /// No ritual has an arc running today.
    case noRituals
    /// Habits are due today, all done.
    case allDone
    /// Habits are still open today, but only in slots that have passed.
    case noneForNow
}

/// The milestones of an arc (PRD 6.2, Milestone), with the arc day each is reached on.
enum Milestone: String, CaseIterable, Sendable, Codable {
    case firstDay, oneWeek, halfway, threeWeeks, complete

    /// The arc day that reaches it; nil when the arc is too short to have it.
    func day(in arc: RitualArc) -> Int? {
        let length = arc.durationDays
        let day = switch self {
        case .firstDay: 1
        case .oneWeek: 7
        case .halfway: (length + 1) / 2
        case .threeWeeks: 21
        case .complete: length
        }
        return day <= length ? day : nil
    }
}

/// Where a ritual stands today: its arc, the arc's day, what is left.
struct ArcStatus: Sendable, Equatable {
    var arc: RitualArc
    /// The arc day today is (1-based), capped at its length once the arc is over.
    var dayIndex: Int
    /// Days after today until the arc's last day: 0 on the last day.
    var daysRemaining: Int
    /// The arc ended before today and no later arc has started: time to renew (FR-RENEWAL-04).
    var isComplete: Bool
    var milestones: [Milestone]
}

/// Rituals' display rules: pure functions of the validated input.
struct RitualsRules: Sendable {
    let input: RitualsInput
    let today: Int
    let slot: DaySlot

    init(_ input: RitualsInput) {
        self.input = input
        let local = LocalTime(input.now, in: input.timeZone)
        today = local.date.daysSinceEpoch
        slot = DaySlot(hour: local.hour)
    }

    var todayDate: LocalDate { LocalDate(daysSinceEpoch: today) }

    /// Habits due on `day`: every habit of every ritual with an arc containing that day.
    func due(on day: Int, ritual filter: String? = nil) -> [HabitRef] {
        input.rituals.filter { filter == nil || $0.id == filter }.flatMap { ritual in
            ritual.arc(on: day) == nil ? [] : ritual.habits.map { HabitRef(ritual: ritual, habit: $0) }
        }
    }

    func progress(on day: Int, ritual filter: String? = nil) -> DayProgress {
        let due = due(on: day, ritual: filter)
        return DayProgress(due: due.count, done: due.filter { $0.habit.completedDays.contains(day) }.count)
    }

    var todayProgress: DayProgress { progress(on: today) }

    /// Whether at least one due habit was completed on `day` (completions always fall in an arc).
    func isActive(_ day: Int) -> Bool {
        input.activeDays.contains(day)
    }

    /// Consecutive active days counted back from today, or from yesterday when today has no
    /// check-in yet (the day is not over, so it does not break the streak).
    var currentStreak: Int { streak(endingOn: today) }

    func streak(endingOn day: Int) -> Int {
        var day = isActive(day) ? day : day - 1
        var count = 0
        while isActive(day) {
            count += 1
            day -= 1
        }
        return count
    }

    /// The longest run of consecutive active days up to today.
    var longestStreak: Int {
        let days = activeDays.sorted()
        var longest = 0, run = 0, previous = Int.min
        for day in days {
            run = day == previous + 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }
        return longest
    }

    /// Every day with at least one check-in.
    var activeDays: Set<Int> {
        input.rituals.reduce(into: Set<Int>()) { days, ritual in
            for habit in ritual.habits { days.formUnion(habit.completedDays) }
        }
    }

    /// Up to `limit` habits due today and not yet done, from the current slot onward (anytime
    /// counts as now), then by the habit's sort index; ties by ritual order, then id.
    func nextHabits(limit: Int = 4) -> [HabitRef] {
        let open = due(on: today).filter { !$0.habit.completedDays.contains(today) && $0.ritual.time.slot(now: slot) >= slot }
        let sorted = open.sorted { a, b in
            let ka = (a.ritual.time.slot(now: slot).rawValue, a.habit.sortIndex, a.ritual.sortIndex, a.ritual.id, a.habit.id)
            let kb = (b.ritual.time.slot(now: slot).rawValue, b.habit.sortIndex, b.ritual.sortIndex, b.ritual.id, b.habit.id)
            return ka < kb
        }
        return Array(sorted.prefix(max(0, limit)))
    }

    /// Why `nextHabits` is empty (nil when it is not).
    var emptyReason: EmptyReason? {
        guard nextHabits(limit: 1).isEmpty else { return nil }
        let progress = todayProgress
        if progress.due == 0 { return .noRituals }
        return progress.done == progress.due ? .allDone : .noneForNow
    }

    /// The ritual the first next habit belongs to.
    var nextRitual: Ritual? { nextHabits(limit: 1).first?.ritual }

    /// Where `ritual` stands today: its running arc, else its latest arc that has ended (to
    /// renew), else nil (its arcs have not started).
    func status(of ritual: Ritual) -> ArcStatus? {
        if let arc = ritual.arc(on: today) {
            let index = arc.dayIndex(today)
            return ArcStatus(arc: arc, dayIndex: index, daysRemaining: arc.end.daysSinceEpoch - today, isComplete: false,
                             milestones: Milestone.allCases.filter { ($0.day(in: arc) ?? .max) <= index })
        }
        guard let ended = ritual.arcs.last(where: { $0.end.daysSinceEpoch < today }),
              !ritual.arcs.contains(where: { $0.start.daysSinceEpoch > today }) else { return nil }
        return ArcStatus(arc: ended, dayIndex: ended.durationDays, daysRemaining: 0, isComplete: true,
                         milestones: Milestone.allCases.filter { $0.day(in: ended) != nil })
    }

    /// Rituals whose arc ended and wait to be renewed.
    var completedArcs: [(Ritual, ArcStatus)] {
        input.rituals.compactMap { ritual in status(of: ritual).flatMap { $0.isComplete ? (ritual, $0) : nil } }
    }
}
