import Foundation
import Terrarium

/// Named inputs that between them show every stage and its boundaries, a paused, a grown and a
/// withered tree, the ready screen, empty, small, full and paged forests, and the stats from
/// nothing to a heavy user's. They drive the goldens, `terrarium render --example` and the README.
enum ForestExamples {
    static let zone = "America/Los_Angeles"
    /// Sunday 22 November 2026, 10:30 in Los Angeles.
    static let now = Date(timeIntervalSince1970: 1_795_372_200)

    /// `date` as ISO 8601 in Los Angeles' November offset, as an app would write it.
    static func iso(_ date: Date) -> String {
        let t = LocalTime(date, in: TimeZone(secondsFromGMT: -8 * 3600) ?? .gmt)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(t.date)T\(two(t.hour)):\(two(t.minute)):\(two(t.second))-08:00"
    }

    static func input(session: JSONValue? = nil, history: [JSONValue] = []) -> JSONValue {
        var fields: [String: JSONValue] = ["now": .string(iso(now)), "timeZone": .string(zone), "sessions": .array(history)]
        if let session { fields["session"] = session }
        return .object(fields)
    }

    /// A session `elapsed` seconds of focus in, with `paused` seconds of pause behind it.
    static func running(_ elapsed: Int, paused: Int = 0) -> JSONValue {
        ["startTime": .string(iso(now.addingTimeInterval(-Double(elapsed + paused)))), "status": "running",
         "pausedSeconds": .integer(paused)]
    }

    /// `count` past sessions, newest ending `daysBack` days ago, a few a day; every `witherEvery`-th
    /// one abandoned 7-20 minutes in. Deterministic (a fixed linear congruential sequence).
    static func history(_ count: Int, startingDaysBack daysBack: Int = 0, witherEvery: Int = 9) -> [JSONValue] {
        var seed: UInt32 = 2_024
        var out: [JSONValue] = []
        var day = daysBack
        var slot = 0
        let today = now.addingTimeInterval(-(10.5 * 3600))  // local midnight
        while out.count < count {
            seed = seed &* 1_103_515_245 &+ 12_345
            let perDay = 1 + Int(seed >> 16) % 4
            if slot >= perDay || (day == 0 && slot >= 1) {
                day += 1
                slot = 0
                continue
            }
            let start = today.addingTimeInterval(Double(-day * 86_400 + (day == 0 ? 8 * 3600 : (9 + slot * 2) * 3600)))
            let abandoned = (out.count + 1) % witherEvery == 0
            let length = abandoned ? Double(7 + Int(seed >> 20) % 13) * 60 : FocusSession.length + Double(Int(seed >> 24) % 4) * 60
            out.append(["startTime": .string(iso(start)), "endTime": .string(iso(start.addingTimeInterval(length))),
                        "status": abandoned ? "abandoned" : "completed"])
            slot += 1
        }
        return out.reversed()
    }

    static let sessionOnly = ["session"]
    /// The session screen and its Live Activity: the session's edges (its first and last
    /// second, the timer's zero, a pause, an early end).
    static let sessionAndActivity = ["session", "live-activity"]

    // Built once: examples are looked up on every render.
    static let all: [Example] = { [
        Example("growing", "Stage 3 of 5, twelve minutes in, with a month of history", isDefault: true,
                input: input(session: running(12 * 60), history: history(40))),
        Example("ready", "No session yet: the ready screen with its bare tile", scenes: sessionOnly,
                input: input(history: history(5))),
        Example("stage-1-start", "The first second: stage 1, 25:00 left", scenes: sessionAndActivity, input: input(session: running(0))),
        Example("stage-1-end", "4:59 in: still stage 1, 20:01 left", scenes: sessionOnly, input: input(session: running(299))),
        Example("stage-2-start", "5:00 in: stage 2, 20:00 left", scenes: sessionOnly, input: input(session: running(300))),
        Example("stage-3-start", "10:00 in after a 2-minute pause: stage 3", scenes: sessionOnly,
                input: input(session: running(600, paused: 120))),
        Example("stage-4-start", "15:00 in: stage 4", scenes: sessionOnly, input: input(session: running(900))),
        Example("stage-5-start", "20:00 in: stage 5, the last five minutes", scenes: sessionOnly, input: input(session: running(1200))),
        Example("last-second", "24:59 in: stage 5, 00:01 left", scenes: sessionAndActivity, input: input(session: running(1499))),
        Example("timer-zero", "25:00 in, still marked running: the timer reached zero, the tree is grown", scenes: sessionAndActivity,
                input: input(session: running(1500), history: history(3))),
        Example("paused", "Paused at 13:20 of focus, stage 3, after an earlier 3-minute pause", scenes: sessionAndActivity,
                input: input(session: ["startTime": .string(iso(now.addingTimeInterval(-30 * 60))), "status": "paused",
                                       "pausedSeconds": 180, "pausedAt": .string(iso(now.addingTimeInterval(-(30 * 60 - 980))))])),
        Example("completed", "A completed session: the grown tree joins the forest", scenes: sessionOnly,
                input: input(session: ["startTime": .string(iso(now.addingTimeInterval(-26 * 60))), "status": "completed",
                                       "pausedSeconds": 60], history: history(8))),
        Example("withered", "Abandoned at 11 minutes: a withered tree", scenes: sessionAndActivity,
                input: input(session: ["startTime": .string(iso(now.addingTimeInterval(-20 * 60))), "status": "abandoned",
                                       "endTime": .string(iso(now.addingTimeInterval(-9 * 60)))], history: history(8))),
        Example("empty", "A new user: no trees, every stat zero", scenes: ["forest", "stats"], input: input()),
        Example("first-tree", "One grown tree", scenes: ["forest", "stats"], input: input(history: history(1))),
        Example("small-forest", "Twelve trees, one of them withered", scenes: ["forest", "stats"], input: input(history: history(12))),
        Example("streak-from-yesterday", "Nothing yet today: the streak counts back from yesterday", scenes: ["stats"],
                input: input(history: history(20, startingDaysBack: 1))),
        Example("full-forest", "150 trees on two plots", scenes: ["forest", "stats"], input: input(history: history(150))),
        Example("heavy-user", "2,400 trees: three pages of forest; the first is drawn", scenes: ["forest", "stats"],
                input: input(history: history(2_400, witherEvery: 25))),
    ] }()

    /// Lint-only inputs: the input's maximum, 10,000 completed sessions back to back, forty a
    /// day, up to now: the largest counts, streak and focus time the stats can be asked to show;
    /// and the largest forest that is one plot.
    static let stress: [Example] = {
        let midnight = now.addingTimeInterval(-(10.5 * 3600))
        var sessions: [JSONValue] = []
        var index = 0
        while sessions.count < ForestInput.maximumSessions {
            let start = midnight.addingTimeInterval(Double(-(index / 40) * 86_400 + (index % 40) * 1500))
            index += 1
            guard start.addingTimeInterval(FocusSession.length) <= now else { continue }
            sessions.append(["startTime": .string(iso(start)), "endTime": .string(iso(start.addingTimeInterval(FocusSession.length))),
                             "status": "completed"])
        }
        return [Example("maximum", "10,000 trees, forty a day: the largest counts", scenes: ["forest", "stats"],
                        input: input(history: sessions)),
                // The widest plot drawn with large art pixels: 6 x 6 tiles, which must still
                // leave its margins on the narrowest screen.
                Example("largest-small-forest", "36 trees, the most that share one plot of large art pixels", scenes: ["forest"],
                        input: input(history: history(ForestPlots.smallForest)))]
    }()
}
