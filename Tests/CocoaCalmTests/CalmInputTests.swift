import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

struct CalmInputTests {
    static func expected(_ short: String) -> String {
        guard let colon = short.firstIndex(of: ":") else { return short }
        return "input field '\(short[..<colon])'\(short[short.index(after: colon)...])"
    }

    @Test(arguments: [
        (["t": -1] as JSONValue, false, "t: must be 0 or more seconds into the exercise (got -1.0)"),
        (["t": "soon"], false, "t: must be a number, not a string"),
        (["t": 90_000], false, "t: must be at most 86400 seconds"),
        (["now": "2026-11-22 08:00"], false, "now: needs a UTC offset"),
        (["now": "Sunday"], false, "now: must be an ISO 8601 date and time"),
        ([:], true, "now: is missing"),
        (["now": "2026-11-22T08:00:00Z", "timeZone": "Mars/Olympus"], true, "timeZone:"),
        (["name": .string(String(repeating: "a", count: 41))], false, "name: is 41 characters; the limit is 40"),
        (["mood": "anxious"], false, "mood: is not a known field"),
        (["playing": "yes"], false, "playing: must be true or false"),
        (["page": 0], false, "page: must be 1, 2 or 3 (the onboarding page) (got 0)"),
        (["page": 4], false, "page: must be 1, 2 or 3 (the onboarding page) (got 4)"),
        (["page": 1.5], false, "page:"),
        (["page": "two"], false, "page:"),
        (["plan": "weekly"], false, "plan: must be one of 'monthly', 'yearly'"),
        (["plan": 12], false, "plan:"),
    ] as [(JSONValue, Bool, String)])
    func badInput(_ json: JSONValue, needsDate: Bool, message: String) {
        #expect { try CalmInput(json: json, needsDate: needsDate) } throws: { error in
            "\(error)".hasPrefix(Self.expected(message))
        }
    }

    @Test func theAudioGuidePlaysUnlessToldNot() throws {
        #expect(try CalmInput(json: [:], needsDate: false).playing)
        #expect(try CalmInput(json: ["playing": false], needsDate: false).playing == false)
    }

    @Test func onboardingStartsOnPageOneAndThePaywallChoosesYearly() throws {
        let plain = try CalmInput(json: [:], needsDate: false)
        #expect(plain.page == 1 && plain.plan == .yearly)
        let chosen = try CalmInput(json: ["page": 3, "plan": "monthly"], needsDate: false)
        #expect(chosen.page == 3 && chosen.plan == .monthly)
    }

    @Test func exercisesNeedNoDateAndTDefaultsToZero() throws {
        let input = try CalmInput(json: [:], needsDate: false)
        #expect(input.t == 0 && input.now == nil && input.name == nil)
        let named = try CalmInput(json: ["name": "  Sarah ", "t": 12.5], needsDate: false)
        #expect(named.name == "Sarah" && named.t == 12.5)
    }

    @Test func theLocalDateComesFromTheTimeZone() throws {
        // 05:30 UTC on the 23rd is still the 22nd in Los Angeles.
        let input = try CalmInput(json: ["now": "2026-11-23T05:30:00Z", "timeZone": "America/Los_Angeles"], needsDate: true)
        #expect(input.local?.date == LocalDate(year: 2026, month: 11, day: 22))
        #expect(input.local?.hour == 21)
    }
}

struct CalmNameLineTests {
    @Test func aNameWithALineBreakIsRefusedNotDrawnOnTwoLines() {
        #expect { try CalmInput(json: ["name": "Sarah\r\nSmith"], needsDate: false) } throws: { error in
            "\(error)" == "input field 'name' contains the control character U+000D; names and titles are one line of text"
        }
    }
}
