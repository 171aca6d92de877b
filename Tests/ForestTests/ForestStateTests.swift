import Foundation
import Terrarium
import Testing
@testable import Forest

/// The session as the rules resolve it, and the input's errors, each naming its field.
struct ForestStateTests {
    static let now = "2026-11-22T10:30:00-08:00"

    static func state(_ session: JSONValue?, sessions: [JSONValue] = []) throws -> ForestState {
        var fields: [String: JSONValue] = ["now": .string(now), "timeZone": "America/Los_Angeles", "sessions": .array(sessions)]
        if let session { fields["session"] = session }
        return ForestState(try ForestInput(json: .object(fields)))
    }

    /// "field: message" as InputError words it.
    static func expected(_ short: String) -> String {
        guard let colon = short.firstIndex(of: ":") else { return short }
        return "input field '\(short[..<colon])'\(short[short.index(after: colon)...])"
    }

    @Test(arguments: [
        // start, status, pausedSeconds, pausedAt, endTime -> status, stage, remaining, withered
        ("10:18:00", "running", 0, nil, nil, "running", 3, 780, false),
        ("10:05:00", "running", 300, nil, nil, "running", 5, 300, false),
        ("10:05:00", "running", 0, nil, nil, "completed", 5, 0, false),  // 25:00 reached: grown
        ("10:00:00", "paused", 120, "10:20:00", nil, "paused", 4, 420, false),  // 18:00 of focus
        ("10:00:00", "completed", 0, nil, nil, "completed", 5, 0, false),
        ("10:20:00", "abandoned", 0, nil, "10:27:00", "abandoned", 2, 1080, true),
        ("10:20:00", "abandoned", 0, nil, nil, "abandoned", 3, 900, true),  // abandoned now
    ] as [(String, String, Int, String?, String?, String, Int, Int, Bool)])
    func session(start: String, status: String, paused: Int, pausedAt: String?, end: String?,
                 expectStatus: String, stage: Int, remaining: Int, withered: Bool) throws {
        var fields: [String: JSONValue] = ["startTime": .string("2026-11-22T\(start)-08:00"), "status": .string(status),
                                           "pausedSeconds": .integer(paused)]
        if let pausedAt { fields["pausedAt"] = .string("2026-11-22T\(pausedAt)-08:00") }
        if let end { fields["endTime"] = .string("2026-11-22T\(end)-08:00") }
        let session = try #require(try Self.state(.object(fields)).session)
        #expect(session.status.rawValue == expectStatus)
        #expect(session.stage == stage)
        #expect(session.remaining == remaining)
        #expect(session.withered == withered)
    }

    @Test func aFinishedCurrentSessionJoinsTheForestAndTheStats() throws {
        let past: JSONValue = ["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:25:00-08:00", "status": "completed"]
        let grown = try Self.state(["startTime": "2026-11-22T10:00:00-08:00", "status": "completed"], sessions: [past])
        #expect(grown.trees.count == 2)
        #expect(grown.stats == ForestStats(totalTrees: 2, totalFocusSeconds: 3000, todayCount: 1, streak: 2))
        let running = try Self.state(["startTime": "2026-11-22T10:20:00-08:00", "status": "running"], sessions: [past])
        #expect(running.trees.count == 1)
        #expect(running.stats.streak == 1)  // counted from yesterday: today has none yet
        let withered = try Self.state(["startTime": "2026-11-22T10:20:00-08:00", "status": "abandoned"], sessions: [past])
        #expect(withered.trees.map(\.completed) == [true, false])
        #expect(withered.stats.totalTrees == 1)
    }

    @Test func treesAreInTheOrderTheyEnded() throws {
        let a: JSONValue = ["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:25:00-08:00", "status": "completed"]
        let b: JSONValue = ["startTime": "2026-11-20T09:00:00-08:00", "endTime": "2026-11-20T09:05:00-08:00", "status": "abandoned"]
        let state = try Self.state(nil, sessions: [a, b])
        #expect(state.trees.map(\.completed) == [false, true])
    }

    @Test(arguments: [
        (["startTime": "yesterday", "status": "running"] as JSONValue, "session.startTime: must be an ISO 8601 date and time"),
        (["startTime": "2026-11-22T10:00:00", "status": "running"], "session.startTime: needs a UTC offset"),
        (["startTime": "2026-11-22T11:00:00-08:00", "status": "running"], "session.startTime: is after now"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "growing"], "session.status: must be one of 'running', 'paused', 'completed', 'abandoned' (got 'growing')"),
        (["startTime": "2026-11-22T10:00:00-08:00"], "session.status: is missing"),
        (["status": "running"], "session.startTime: is missing"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "paused"], "session.pausedAt: is missing"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "running", "pausedAt": "2026-11-22T10:10:00-08:00"], "session.pausedAt: is only for a paused session"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "paused", "pausedAt": "2026-11-22T09:10:00-08:00"], "session.pausedAt: is before startTime"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "running", "pausedSeconds": -4], "session.pausedSeconds: must be 0 or more seconds"),
        (["startTime": "2026-11-22T10:20:00-08:00", "status": "running", "pausedSeconds": 900], "session.pausedSeconds: is 900 s, longer than the 600 s since startTime"),
        (["startTime": "2026-11-22T10:20:00-08:00", "status": "completed"], "session.status: says completed, but the session has not had its 25:00 of focus by now"),
        (["startTime": "2026-11-22T10:20:00-08:00", "status": "abandoned", "endTime": "2026-11-22T10:10:00-08:00"], "session.endTime: is before startTime"),
        (["startTime": "2026-11-22T10:20:00-08:00", "status": "running", "endTime": "2026-11-22T10:25:00-08:00"], "session.endTime: is only for a completed or abandoned session"),
        (["startTime": "2026-11-22T10:20:00-08:00", "status": "running", "mood": "calm"], "session.mood: is not a known field"),
    ] as [(JSONValue, String)])
    func badSession(_ session: JSONValue, message: String) {
        #expect { try Self.state(session) } throws: { error in
            "\(error)".hasPrefix(Self.expected(message))
        }
    }

    @Test(arguments: [
        (["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T08:00:00-08:00", "status": "completed"] as JSONValue,
         "sessions[0].endTime: is before startTime"),
        (["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:10:00-08:00", "status": "completed"],
         "sessions[0].endTime: ends a completed session less than 25:00 after it started"),
        (["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:30:00-08:00", "status": "running"],
         "sessions[0].status: must be 'completed' or 'abandoned' for a past session"),
        (["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:30:00-08:00", "status": "done"],
         "sessions[0].status: must be one of"),
        (["startTime": "2026-11-21T09:00:00-08:00", "status": "completed"], "sessions[0].endTime: is missing"),
        (["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-23T09:30:00-08:00", "status": "completed"],
         "sessions[0].endTime: is after now"),
        ("a session", "sessions[0]: must be a JSON object, not a string"),
    ] as [(JSONValue, String)])
    func badPastSession(_ session: JSONValue, message: String) {
        #expect { try Self.state(nil, sessions: [session]) } throws: { error in
            "\(error)".hasPrefix(Self.expected(message))
        }
    }

    @Test func tooManySessionsIsAnErrorNamingTheLimit() {
        let one: JSONValue = ["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:30:00-08:00", "status": "completed"]
        let many = Array(repeating: one, count: ForestInput.maximumSessions + 1)
        #expect { try Self.state(nil, sessions: many) } throws: { error in
            "\(error)" == Self.expected("sessions: has 10001 sessions; the limit is 10000")
        }
    }
}
