import Foundation
import Terrarium

/// Forest's display rules (seed/002), pure functions of the input.
enum ForestRules {
    /// The stage a tree has reached after `elapsed` seconds of focus:
    /// min(5, floor(elapsed / 25 min * 5) + 1), so each stage lasts 5 minutes and the fifth
    /// begins at 20:00.
    static func stage(elapsed: TimeInterval) -> Int {
        let fraction = max(0, elapsed) / FocusSession.length
        return min(FocusSession.stages, Int((fraction * Double(FocusSession.stages)).rounded(.down)) + 1)
    }

    /// Whole seconds left on the 25:00 timer, counting paused time out; never below zero.
    /// Rounded up, as a countdown shows it: 0.2 s left still reads 00:01.
    static func remaining(elapsed: TimeInterval) -> Int {
        max(0, Int((FocusSession.length - max(0, elapsed)).rounded(.up)))
    }

    /// Seconds of focus a session has had: time since the start, up to `reference`, less pauses.
    static func focusElapsed(start: Date, reference: Date, pausedSeconds: TimeInterval) -> TimeInterval {
        max(0, reference.timeIntervalSince(start) - pausedSeconds)
    }

    /// A countdown as the timer shows it, MM:SS.
    static func countdown(_ seconds: Int) -> String { countdownText(seconds) }

    /// Total focus time as a short duration: "0m", "25m", "1h 15m", "1,234h 5m".
    static func duration(_ seconds: Int) -> String {
        let minutes = max(0, seconds) / 60
        guard minutes >= 60 else { return "\(minutes)m" }
        let hours = minutes / 60, rest = minutes % 60
        let grouped = groupThousands(hours)
        return rest == 0 ? "\(grouped)h" : "\(grouped)h \(rest)m"
    }

    /// Total focus time for a small space, at most five characters below 100,000 hours:
    /// minutes under an hour ("25m"), hours to a tenth under ten ("4.5h"), whole hours from
    /// ten ("55h"). Always rounded down, so it never claims time not yet focused.
    static func compactDuration(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        if seconds < 3600 { return duration(seconds) }
        if seconds < 36_000 {
            let tenths = seconds / 360
            return tenths % 10 == 0 ? "\(tenths / 10)h" : "\(tenths / 10).\(tenths % 10)h"
        }
        return "\(groupThousands(seconds / 3600))h"
    }

    /// 1234567 as "1,234,567": fixed English grouping, independent of the machine's locale.
    static func groupThousands(_ value: Int) -> String { groupedThousands(value) }

    /// Consecutive local days with at least one completed session, counted back from today,
    /// or from yesterday when today has none yet (a streak is not lost until the day is over).
    static func streak(days: Set<LocalDate>, today: LocalDate) -> Int {
        var day = days.contains(today) ? today : today.adding(days: -1)
        var count = 0
        while days.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }
}

/// The four numbers of the stats card.
struct ForestStats: Equatable, Sendable {
    /// Completed sessions: grown trees.
    var totalTrees: Int
    /// 25 minutes for every completed session: focus that was given up is not counted.
    var totalFocusSeconds: Int
    /// Completed sessions that ended today, local time.
    var todayCount: Int
    var streak: Int

    init(totalTrees: Int, totalFocusSeconds: Int, todayCount: Int, streak: Int) {
        self.totalTrees = totalTrees
        self.totalFocusSeconds = totalFocusSeconds
        self.todayCount = todayCount
        self.streak = streak
    }

    /// The stats of a forest's finished sessions, on `today` in `zone`.
    init(_ finished: [PastSession], today: LocalDate, zone: TimeZone) {
        var total = 0, todayCount = 0
        var days = Set<LocalDate>()
        for session in finished where session.completed {
            total += 1
            let day = LocalTime(session.end, in: zone).date
            days.insert(day)
            if day == today { todayCount += 1 }
        }
        self.init(totalTrees: total, totalFocusSeconds: total * Int(FocusSession.length), todayCount: todayCount,
                  streak: ForestRules.streak(days: days, today: today))
    }
}

extension ForestRules {
    /// Completed sessions per local day for the `days` days ending on `last`, oldest first.
    static func dailyCounts(_ sessions: [PastSession], endingOn last: LocalDate, days: Int,
                                   zone: TimeZone) -> [(date: LocalDate, count: Int)] {
        let first = last.adding(days: -(days - 1))
        var counts = Array(repeating: 0, count: days)
        for session in sessions where session.completed {
            let offset = LocalTime(session.end, in: zone).date.daysSinceEpoch - first.daysSinceEpoch
            if offset >= 0 && offset < days { counts[offset] += 1 }
        }
        return counts.enumerated().map { (first.adding(days: $0.offset), $0.element) }
    }
}
