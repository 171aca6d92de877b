import Foundation
import Testing
import Terrarium
@testable import Rituals

struct DaySlotTests {
    @Test(arguments: [
        (0, 0, DaySlot.morning), (10, 59, .morning), (11, 0, .midday), (13, 59, .midday), (14, 0, .afternoon),
        (16, 59, .afternoon), (17, 0, .evening), (20, 59, .evening), (21, 0, .night), (23, 59, .night),
    ])
    func slotByLocalTime(hour: Int, minute: Int, slot: DaySlot) {
        #expect(DaySlot(hour: hour) == slot)
    }

    @Test func theSlotComesFromLocalTimeInTheInputsZone() throws {
        // 22:30 UTC is 14:30 in Los Angeles: afternoon, not night.
        let rules = try Fixture.rules(now: "2026-11-22T22:30:00Z", [])
        #expect(rules.slot == .afternoon)
        #expect(rules.todayDate == LocalDate(year: 2026, month: 11, day: 22))
    }
}

struct CompletionTests {
    @Test func completedOverDueCountsOnlyArcsThatContainToday() throws {
        let rules = try Fixture.rules([
            Fixture.ritual("open", habits: [.init(id: "a", days: Fixture.november(22)), .init(id: "b")]),
            Fixture.ritual("over", arcs: [("2026-11-01", "2026-11-20")], habits: [.init(id: "c", days: Fixture.november(20))]),
        ])
        #expect(rules.todayProgress == DayProgress(due: 2, done: 1))
        #expect(rules.todayProgress.rate == 0.5)
    }

    @Test func nothingDueHasNoRate() throws {
        let rules = try Fixture.rules([])
        #expect(rules.todayProgress.rate == nil)
    }
}

struct StreakTests {
    @Test(arguments: [
        ([18, 19, 20, 21], 4, 4),  // today has no check-in yet: count from yesterday
        ([19, 20, 21, 22], 4, 4),  // today counts once checked in
        ([18, 19, 21], 1, 2),  // a missed day breaks it
        ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 19, 20, 21], 4, 10),
        ([Int](), 0, 0),
        ([20], 0, 1),  // the day before yesterday is too old
    ])
    func currentAndLongest(days: [Int], current: Int, longest: Int) throws {
        let rules = try Fixture.rules([Fixture.ritual("r", habits: [.init(id: "h", days: days.map { String(format: "2026-11-%02d", $0) })])])
        #expect(rules.currentStreak == current)
        #expect(rules.longestStreak == longest)
    }

    @Test func aDayWithNothingDueBreaksTheStreak() throws {
        // Arc 1 ends on the 10th, arc 2 starts on the 12th: nothing is due on the 11th.
        let days = Fixture.november(8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21)
        let rules = try Fixture.rules([Fixture.ritual("r", arcs: [("2026-11-01", "2026-11-10"), ("2026-11-12", "2026-11-30")],
                                                      habits: [.init(id: "h", days: days)])])
        #expect(rules.currentStreak == 10)
        #expect(rules.longestStreak == 10)
    }

    @Test func anyRitualKeepsTheDay() throws {
        let rules = try Fixture.rules([
            Fixture.ritual("a", habits: [.init(id: "x", days: Fixture.november(20, 21))]),
            Fixture.ritual("b", habits: [.init(id: "y", days: Fixture.november(19))]),
        ])
        #expect(rules.currentStreak == 3)
    }
}

struct NextHabitTests {
    /// At 15:00 (afternoon): morning and midday have passed.
    static let day: [JSONValue] = [
        Fixture.ritual("m", time: "morning", habits: [.init(id: "m1")]),
        Fixture.ritual("d", time: "midday", habits: [.init(id: "d1")]),
        Fixture.ritual("a", time: "afternoon", sort: 1, habits: [.init(id: "a1", sort: 1), .init(id: "a2", sort: 0, days: Fixture.november(22))]),
        Fixture.ritual("e", time: "evening", habits: [.init(id: "e1")]),
        Fixture.ritual("x", time: "anytime", sort: 2, habits: [.init(id: "x1", sort: 2), .init(id: "x0", sort: 0)]),
        Fixture.ritual("n", time: "night", habits: [.init(id: "n1")]),
    ]

    @Test func fromTheCurrentSlotOnwardThenBySortIndex() throws {
        let rules = try Fixture.rules(Self.day)
        // Afternoon first (anytime counts as now), by sort index: x0 (0), a1 (1), x1 (2); then evening, night.
        #expect(rules.nextHabits().map(\.habit.id) == ["x0", "a1", "x1", "e1"])
        #expect(rules.nextHabits(limit: 10).map(\.habit.id) == ["x0", "a1", "x1", "e1", "n1"])
        #expect(rules.nextRitual?.id == "x")
    }

    @Test(arguments: [
        ("2026-11-22T08:00:00-08:00", ["m1", "x0", "x1", "d1"]),  // anytime joins the morning
        ("2026-11-22T22:00:00-08:00", ["n1", "x0", "x1"]),  // ties by ritual order
    ])
    func otherTimesOfDay(now: String, expected: [String]) throws {
        #expect(try Fixture.rules(now: now, Self.day).nextHabits().map(\.habit.id) == expected)
    }

    @Test func emptyStatesSayWhy() throws {
        #expect(try Fixture.rules([]).emptyReason == .noRituals)
        let finished = try Fixture.rules([Fixture.ritual("r", arcs: [("2026-10-01", "2026-10-30")], habits: [.init(id: "h")])])
        #expect(finished.emptyReason == .noRituals)
        let missed = try Fixture.rules(now: "2026-11-22T20:30:00-08:00", [Fixture.ritual("m", time: "morning", habits: [.init(id: "h")])])
        #expect(missed.emptyReason == .noneForNow)
        let done = try Fixture.rules([Fixture.ritual("r", time: "morning", habits: [.init(id: "h", days: Fixture.november(22))])])
        #expect(done.emptyReason == .allDone)
        #expect(try Fixture.rules(Self.day).emptyReason == nil)
    }
}

struct ArcTests {
    func status(_ arc: (String, String)) throws -> ArcStatus? {
        let rules = try Fixture.rules([Fixture.ritual("r", arcs: [arc], habits: [.init(id: "h")])])
        return rules.status(of: rules.input.rituals[0])
    }

    @Test func aRunningArc() throws {
        let running = try #require(try status(("2026-11-01", "2026-11-30")))
        #expect(running.dayIndex == 22 && running.daysRemaining == 8 && !running.isComplete)
        #expect(running.milestones == [.firstDay, .oneWeek, .halfway, .threeWeeks])
    }

    @Test func shortArcsHaveOnlyTheirMilestones() throws {
        let short = try #require(try status(("2026-11-20", "2026-11-24")))  // 5 days: halfway is day 3
        #expect(short.dayIndex == 3 && short.daysRemaining == 2)
        #expect(short.milestones == [.firstDay, .halfway])
        let lastDay = try #require(try status(("2026-11-16", "2026-11-22")))
        #expect(lastDay.daysRemaining == 0)
        #expect(lastDay.milestones == [.firstDay, .oneWeek, .halfway, .complete])
    }

    @Test func anArcThatEndedWaitsForRenewal() throws {
        let ended = try #require(try status(("2026-11-01", "2026-11-21")))
        #expect(ended.isComplete && ended.dayIndex == 21)
        #expect(ended.milestones == [.firstDay, .oneWeek, .halfway, .threeWeeks, .complete])
        #expect(try status(("2026-11-25", "2026-12-24")) == nil, "not started yet")
    }
}

struct InsightTests {
    @Test func trendsCompareWeekOverWeek() {
        #expect(Trend.rates(0.80, 0.70) == .up)
        #expect(Trend.rates(0.70, 0.66) == .stable)
        #expect(Trend.rates(0.60, 0.70) == .down)
        #expect(Trend.rates(nil, 0.5) == .stable)
        #expect(Trend.counts(3, 2) == .up && Trend.counts(2, 2) == .stable && Trend.counts(1, 2) == .down)
    }

    @Test func cardsFromAHandMadeWeek() throws {
        // Two rituals of one habit each. "a" done every day from the 9th; "b" on four days.
        let aDays = (9...22).map { String(format: "2026-11-%02d", $0) }
        let rules = try Fixture.rules([
            Fixture.ritual("a", habits: [.init(id: "a1", days: aDays)]),
            Fixture.ritual("b", sort: 1, habits: [.init(id: "b1", days: Fixture.november(16, 18, 20, 22))]),
        ])
        let insights = Insights(rules)
        #expect(insights.activeRituals.map(\.id) == ["a", "b"])
        #expect(insights.today == DayProgress(due: 2, done: 2))
        #expect(insights.lastSevenRates == [1, 0.5, 1, 0.5, 1, 0.5, 1])  // the 16th to the 22nd
        #expect(insights.totalCheckins == 14 + 4)
        #expect(insights.daysActive == 14)
        #expect(insights.currentStreak == 14 && insights.longestStreak == 14)
        #expect(insights.checkinsTrend == .up)  // 7 + 4 this week against 7 the week before
        #expect(insights.bestRitual?.ritual.id == "a")
        // a: 14 of 22 arc days so far; b: 4 of 22.
        #expect(insights.bestRitual?.rate == 14.0 / 22.0)
        let average = try #require(insights.sevenDayAverage)
        #expect(abs(average - 5.5 / 7) < 1e-12)
        #expect(insights.averageTrend == .up)  // the week before: 7 of 14 due
    }
}
