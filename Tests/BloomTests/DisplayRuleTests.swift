import Foundation
import Testing
import Terrarium
@testable import Bloom

private func input(_ fields: JSONValue) throws -> BloomInput { try BloomInput(json: fields) }

private func display(steps: Int = 4_250, stepsDate: String? = nil, now: String, zone: String? = nil,
                     access: String = "authorized") throws -> BloomDisplay {
    var fields: [String: JSONValue] = ["steps": .integer(steps), "now": .string(now), "healthAccess": .string(access)]
    if let stepsDate { fields["stepsDate"] = .string(stepsDate) }
    if let zone { fields["timeZone"] = .string(zone) }
    return BloomDisplay(try input(.object(fields)))
}

struct BackgroundRuleTests {
    @Test(arguments: [
        ("2026-11-22T05:59:00-08:00", Background.dusk),
        ("2026-11-22T06:00:00-08:00", .dawn),
        ("2026-11-22T12:00:00-08:00", .dawn),
        ("2026-11-22T17:59:59-08:00", .dawn),
        ("2026-11-22T18:00:00-08:00", .dusk),
        ("2026-11-22T23:59:00-08:00", .dusk),
        ("2026-11-22T00:00:00-08:00", .dusk),
    ])
    func byLocalTimeFromTheOffset(now: String, expected: Background) throws {
        #expect(try display(now: now).background == expected)
    }

    @Test(arguments: [
        // 21:00 UTC is 06:00 next day in Tokyo (dawn), 13:00 in Los Angeles (dawn in PST),
        // 22:00 in Paris (dusk), 02:30 in Kolkata (dusk).
        ("2026-11-21T21:00:00Z", "Asia/Tokyo", Background.dawn),
        ("2026-11-21T20:59:00Z", "Asia/Tokyo", .dusk),
        ("2026-11-21T21:00:00Z", "America/Los_Angeles", .dawn),
        ("2026-11-21T21:00:00Z", "Europe/Paris", .dusk),
        ("2026-11-21T21:00:00Z", "Asia/Kolkata", .dusk),
        // Summer time: 06:00 EDT is 10:00 UTC.
        ("2026-07-01T10:00:00Z", "America/New_York", .dawn),
        ("2026-07-01T09:59:00Z", "America/New_York", .dusk),
    ])
    func byTheNamedZone(now: String, zone: String, expected: Background) throws {
        #expect(try display(now: now, zone: zone).background == expected)
    }
}

struct MidnightResetTests {
    @Test func yesterdaysCountResetsToASeed() throws {
        let d = try display(steps: 8_200, stepsDate: "2026-11-21", now: "2026-11-22T00:00:00-08:00")
        #expect(d.didReset)
        #expect(d.steps == 0)
        #expect(d.stage == .seed)
    }

    @Test func todaysCountStands() throws {
        let d = try display(steps: 8_200, stepsDate: "2026-11-21", now: "2026-11-21T23:59:59-08:00")
        #expect(!d.didReset)
        #expect(d.stage == .prebloom)
    }

    @Test func localDateComesFromTheZoneNotUTC() throws {
        // 07:59 UTC on the 22nd is still 23:59 on the 21st in Los Angeles: no reset there...
        let la = try display(steps: 8_200, stepsDate: "2026-11-21", now: "2026-11-22T07:59:00Z", zone: "America/Los_Angeles")
        #expect(!la.didReset)
        // ...but one minute later it is midnight there, and the plant resets.
        let laNext = try display(steps: 8_200, stepsDate: "2026-11-21", now: "2026-11-22T08:00:00Z", zone: "America/Los_Angeles")
        #expect(laNext.didReset)
        // The same instant is already the 22nd in Tokyo: a count from the 21st resets.
        let tokyo = try display(steps: 8_200, stepsDate: "2026-11-21", now: "2026-11-22T07:59:00Z", zone: "Asia/Tokyo")
        #expect(tokyo.didReset)
    }

    @Test func noDateMeansTodaysCount() throws {
        #expect(try display(steps: 8_200, now: "2026-11-22T00:01:00-08:00").stage == .prebloom)
    }

    @Test func aCountFromALaterDayIsAnError() {
        #expect(throws: InputError.self) {
            try display(stepsDate: "2026-11-23", now: "2026-11-22T23:00:00-08:00")
        }
    }
}

struct AccessAndLabelTests {
    @Test func deniedShowsTheWiltedPlant() throws {
        let d = try display(now: "2026-11-22T09:00:00-08:00", access: "denied")
        #expect(d.stage == nil)
        #expect(d.asset == "plant_error")
        #expect(d.accessibilityLabel.contains("wilted"))
        #expect(d.accessibilityLabel.contains("Settings"))
    }

    @Test func notDeterminedWaitsAsASeed() throws {
        let d = try display(now: "2026-11-22T09:00:00-08:00", access: "notDetermined")
        #expect(d.stage == .seed)
    }

    @Test func labelNamesTheStageAndTheCount() throws {
        let d = try display(steps: 1_500, now: "2026-11-22T09:00:00-08:00")
        #expect(d.accessibilityLabel == "Plant is currently a small sprout. 1,500 of 10,000 steps today.")
        let bloom = try display(steps: 12_480, now: "2026-11-22T09:00:00-08:00")
        #expect(bloom.accessibilityLabel == "Plant is in full bloom. 12,480 of 10,000 steps today, goal reached.")
    }

    @Test func progressStopsAtTheGoal() throws {
        #expect(try display(steps: 4_250, now: "2026-11-22T09:00:00-08:00").progress == 0.425)
        #expect(try display(steps: 25_000, now: "2026-11-22T09:00:00-08:00").progress == 1)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (4_250, "4,250"), (10_000, "10,000"), (9_999_999, "9,999,999")])
    func groupedNumbers(value: Int, text: String) {
        #expect(grouped(value) == text)
    }

    @Test func greetingFollowsLocalTime() throws {
        #expect(try display(now: "2026-11-22T08:00:00-08:00").greeting == "Good Morning")
        #expect(try display(now: "2026-11-22T13:00:00-08:00").greeting == "Good Afternoon")
        #expect(try display(now: "2026-11-22T19:00:00-08:00").greeting == "Good Evening")
        #expect(try display(now: "2026-11-22T23:30:00-08:00").greeting == "Good Night")
    }

    @Test func longDates() {
        #expect(longDate(LocalDate(year: 2026, month: 11, day: 22)) == "Sunday, November 22")
        #expect(longDate(LocalDate(year: 2024, month: 2, day: 29)) == "Thursday, February 29")
        #expect(longDate(LocalDate(year: 1969, month: 12, day: 31)) == "Wednesday, December 31")
    }
}

struct BloomInputErrorTests {
    @Test(arguments: [
        (#"{"steps": -5, "now": "2026-11-22T10:00:00Z"}"#, "steps"),
        (#"{"steps": 12.5, "now": "2026-11-22T10:00:00Z"}"#, "steps"),
        (#"{"steps": "many", "now": "2026-11-22T10:00:00Z"}"#, "steps"),
        (#"{"now": "2026-11-22T10:00:00Z"}"#, "steps"),
        (#"{"steps": 10000000, "now": "2026-11-22T10:00:00Z"}"#, "steps"),
        (#"{"steps": 5, "goal": 0, "now": "2026-11-22T10:00:00Z"}"#, "goal"),
        (#"{"steps": 5, "goal": -3, "now": "2026-11-22T10:00:00Z"}"#, "goal"),
        (#"{"steps": 5}"#, "now"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00"}"#, "now"),
        (#"{"steps": 5, "now": "yesterday"}"#, "now"),
        (#"{"steps": 5, "now": "2026-02-30T10:00:00Z"}"#, "now"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00Z", "timeZone": "Mars/Olympus"}"#, "timeZone"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00Z", "timeZone": "PST"}"#, "timeZone"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00Z", "stepsDate": "22/11/2026"}"#, "stepsDate"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00Z", "healthAccess": "maybe"}"#, "healthAccess"),
        (#"{"steps": 5, "now": "2026-11-22T10:00:00Z", "step": 5}"#, "step"),
    ])
    func badInputNamesTheField(json: String, field: String) throws {
        let value = try JSONValue.parse(Data(json.utf8))
        let error = #expect(throws: InputError.self) { try BloomInput(json: value) }
        #expect(error?.field == field)
    }

    @Test func defaults() throws {
        let value = try JSONValue.parse(Data(#"{"steps": 5, "now": "2026-11-22T10:00:00+05:30"}"#.utf8))
        let input = try BloomInput(json: value)
        #expect(input.goal == 10_000)
        #expect(input.healthAccess == .authorized)
        #expect(input.timeZone.secondsFromGMT() == 19_800)
    }
}

/// The lock screen's words: the circle's short count, the line beside the date and the
/// rectangle's caption, against the document's stages and goal.
struct LockScreenTextTests {
    @Test(arguments: [
        (0, "0"), (1, "1"), (4_250, "4,250"), (9_999, "9,999"),
        (10_000, "10K"), (12_480, "12.4K"), (12_499, "12.4K"), (99_999, "99.9K"), (100_000, "100K"), (123_456, "123K"),
        (999_999, "999K"), (1_000_000, "1M"), (1_250_000, "1.2M"), (9_999_999, "9.9M"),
    ])
    func circleCountIsShortAndNeverRoundsUp(steps: Int, expected: String) {
        #expect(compactSteps(steps) == expected)
    }

    @Test(arguments: [
        (600, "authorized", "600 steps · Seed"),
        (1, "authorized", "1 step · Seed"),
        (4_250, "authorized", "4,250 steps · Growing"),
        (6_800, "authorized", "6,800 steps · Budding"),
        (12_480, "authorized", "12,480 steps · In bloom"),
        (0, "denied", "Steps unavailable"),
        (0, "notDetermined", "Connect Health"),
    ])
    func inlineLine(steps: Int, access: String, expected: String) throws {
        #expect(try display(steps: steps, now: "2026-11-22T15:30:00-08:00", access: access).inlineText == expected)
    }

    @Test(arguments: [
        (4_250, ["42% of your goal · Growing", "42% · Growing"]),
        (9_999, ["99% of your goal · Opening", "99% · Opening"]),
        (10_000, ["Goal reached · In bloom", "In bloom"]),
        (12_480, ["Goal reached · In bloom", "In bloom"]),
    ])
    func rectangleCaption(steps: Int, expected: [String]) throws {
        #expect(try display(steps: steps, now: "2026-11-22T15:30:00-08:00").goalCaptions == expected)
    }
}
