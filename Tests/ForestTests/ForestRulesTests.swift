import Foundation
import Terrarium
import Testing
@testable import Forest

/// The display rules against the formulas, at every stage boundary.
struct ForestRulesTests {
    @Test(arguments: [
        // elapsed seconds, stage: min(5, floor(elapsed / 25 min * 5) + 1)
        (0.0, 1), (1, 1), (299, 1), (299.9, 1), (300, 2), (599, 2), (600, 3), (899, 3), (900, 4),
        (1199, 4), (1200, 5), (1499, 5), (1500, 5), (3600, 5), (-5, 1),
    ])
    func stage(elapsed: Double, expected: Int) {
        #expect(ForestRules.stage(elapsed: elapsed) == expected)
    }

    @Test(arguments: [
        (0.0, 1500), (1, 1499), (0.2, 1500), (299, 1201), (300, 1200), (1499, 1), (1499.8, 1), (1500, 0), (2000, 0),
    ])
    func remaining(elapsed: Double, expected: Int) {
        #expect(ForestRules.remaining(elapsed: elapsed) == expected)
    }

    @Test(arguments: [(1500, "25:00"), (1201, "20:01"), (59, "00:59"), (0, "00:00"), (600, "10:00"), (-3, "00:00")])
    func countdown(seconds: Int, text: String) {
        #expect(ForestRules.countdown(seconds) == text)
    }

    @Test(arguments: [
        (0, "0m"), (59, "0m"), (1500, "25m"), (3600, "1h"), (4500, "1h 15m"), (90_000, "25h"),
        (1500 * 2400, "1,000h"), (1500 * 2401, "1,000h 25m"),
    ])
    func duration(seconds: Int, text: String) {
        #expect(ForestRules.duration(seconds) == text)
    }

    @Test(arguments: [(0, "0m"), (1500, "25m"), (3599, "59m"), (3600, "1h"), (3959, "1h"), (3960, "1.1h"),
                      (16_500, "4.5h"), (16_559, "4.5h"), (35_999, "9.9h"), (36_000, "10h"), (201_000, "55h"),
                      (1500 * 2304, "960h"), (36_000_000, "10,000h")])
    func compactDuration(seconds: Int, text: String) {
        #expect(ForestRules.compactDuration(seconds) == text)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-1200, "-1,200")])
    func grouping(value: Int, text: String) {
        #expect(ForestRules.groupThousands(value) == text)
    }

    static let today = LocalDate(year: 2026, month: 11, day: 22)

    @Test(arguments: [
        ([0], 1), ([0, -1, -2], 3), ([-1, -2], 2), ([-2, -3], 0), ([0, -2], 1), ([Int](), 0), ([0, -1, -3, -4], 2),
        ([1], 0),
    ])
    func streak(daysAgo: [Int], expected: Int) {
        let days = Set(daysAgo.map { Self.today.adding(days: $0) })
        #expect(ForestRules.streak(days: days, today: Self.today) == expected)
    }

    @Test func statsCountOnlyCompletedSessionsAndTodayIsLocal() throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        func at(_ text: String) throws -> Date { try Timestamp.parse(text, field: "t").date }
        let sessions = [
            // Ends 23:40 local on the 21st, which is 07:40 UTC on the 22nd: yesterday, not today.
            PastSession(start: try at("2026-11-21T23:10:00-08:00"), end: try at("2026-11-21T23:40:00-08:00"), completed: true),
            PastSession(start: try at("2026-11-22T08:00:00-08:00"), end: try at("2026-11-22T08:25:00-08:00"), completed: true),
            PastSession(start: try at("2026-11-22T09:00:00-08:00"), end: try at("2026-11-22T09:10:00-08:00"), completed: false),
            PastSession(start: try at("2026-11-19T09:00:00-08:00"), end: try at("2026-11-19T09:30:00-08:00"), completed: true),
        ]
        let stats = ForestStats(sessions, today: Self.today, zone: zone)
        #expect(stats == ForestStats(totalTrees: 3, totalFocusSeconds: 4500, todayCount: 1, streak: 2))
    }

    @Test func dailyCountsCoverTheLastSevenDaysOldestFirst() throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let end = try Timestamp.parse("2026-11-20T10:00:00-08:00", field: "t").date
        let sessions = [PastSession(start: end.addingTimeInterval(-1500), end: end, completed: true),
                        PastSession(start: end.addingTimeInterval(-1500), end: end, completed: true),
                        PastSession(start: end.addingTimeInterval(-1500), end: end, completed: false)]
        let counts = ForestRules.dailyCounts(sessions, endingOn: Self.today, days: 7, zone: zone)
        #expect(counts.map(\.count) == [0, 0, 0, 0, 2, 0, 0])
        #expect(counts.first?.date == LocalDate(year: 2026, month: 11, day: 16))
        #expect(counts.last?.date == Self.today)
    }
}
