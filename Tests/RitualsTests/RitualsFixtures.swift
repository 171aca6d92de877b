import Foundation
import Terrarium
@testable import Rituals

/// Small hand-made inputs: each test states the rituals it needs.
enum Fixture {
    struct H {
        var id: String
        var sort = 0
        var days: [String] = []
        var symbol = "drop"
    }

    static func ritual(_ id: String, time: String = "anytime", sort: Int = 0,
                       arcs: [(String, String)] = [("2026-11-01", "2026-11-30")], habits: [H]) -> JSONValue {
        .object([
            "id": .string(id), "title": .string(id.capitalized), "category": "health", "timeOfDay": .string(time),
            "icon": "drop", "sortIndex": .integer(sort),
            "arcs": .array(arcs.enumerated().map { ["number": .integer($0 + 1), "startDate": .string($1.0), "endDate": .string($1.1)] }),
            "habits": .array(habits.map { h in
                ["id": .string(h.id), "title": .string(h.id), "symbol": .string(h.symbol), "sortIndex": .integer(h.sort),
                 "completedDays": .array(h.days.map(JSONValue.string))]
            }),
        ])
    }

    static func json(now: String = "2026-11-22T15:00:00-08:00", locale: String = "en", rituals: [JSONValue],
                     extra: [String: JSONValue] = [:]) -> JSONValue {
        var fields: [String: JSONValue] = ["now": .string(now), "timeZone": "America/Los_Angeles", "locale": .string(locale),
                                           "rituals": .array(rituals)]
        for (key, value) in extra { fields[key] = value }
        return .object(fields)
    }

    static func rules(now: String = "2026-11-22T15:00:00-08:00", _ rituals: [JSONValue]) throws -> RitualsRules {
        RitualsRules(try RitualsInput(json: json(now: now, rituals: rituals)))
    }

    /// "2026-11-DD" for each day.
    static func november(_ days: Int...) -> [String] { days.map { String(format: "2026-11-%02d", $0) } }
}
