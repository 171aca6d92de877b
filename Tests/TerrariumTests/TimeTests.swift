import Foundation
import Testing
@testable import Terrarium

struct TimestampTests {
    @Test(arguments: [
        ("2026-11-22T08:15:00-08:00", 1_795_364_100.0, -28_800),
        ("2026-11-22T16:15:00Z", 1_795_364_100.0, 0),
        ("2026-11-22T16:15Z", 1_795_364_100.0, 0),
        ("2026-11-22T21:45:00+05:30", 1_795_364_100.0, 19_800),
        ("2026-11-22T21:45:00+0530", 1_795_364_100.0, 19_800),
        ("2026-11-22T16:15:00.250Z", 1_795_364_100.25, 0),
        ("1970-01-01T00:00:00Z", 0.0, 0),
        ("2024-02-29T12:00:00Z", 1_709_208_000.0, 0),
        ("2026-11-22 16:15:00z", 1_795_364_100.0, 0),
        ("2026-11-22T16:15:00.123456789Z", 1_795_364_100.123456789, 0),
    ])
    func parses(text: String, seconds: Double, offset: Int) throws {
        let timestamp = try Timestamp.parse(text, field: "now")
        #expect(timestamp.date.timeIntervalSince1970 == seconds)
        #expect(timestamp.offsetSeconds == offset)
    }

    @Test(arguments: [
        ("2026-11-22T08:15:00", "needs a UTC offset"),
        ("2026-11-22", "must be an ISO 8601"),
        ("tomorrow", "must be an ISO 8601"),
        ("2026-13-01T00:00:00Z", "not a real date"),
        ("2025-02-29T00:00:00Z", "not a real date"),
        ("2026-11-22T24:00:00Z", "not a real date"),
        ("2026-11-22T10:00:00+19:00", "impossible UTC offset"),
        ("٢٠٢٦-11-22T10:00:00Z", "must be an ISO 8601"),  // non-ASCII digits are not digits here
        ("2026-11-22T08:15:00.Z", "must be an ISO 8601"),
        ("2026-11-22T08:15:00.1234567890Z", "must be an ISO 8601"),
        ("2026-11-22T08:15:00+08", "must be an ISO 8601"),
        ("2026-11-22T08:15:00Z ", "must be an ISO 8601"),
        ("2026-11-22T8:15:00Z", "must be an ISO 8601"),
        ("2026-11-22T08:15.5Z", "must be an ISO 8601"),
        // Before 1900 Foundation's calendar drifts to Julian (0000-01-01 drew as 0001-01-03).
        ("0000-01-01T00:00:00Z", "is '0000-01-01T00:00:00Z'; dates from 1900-01-01 to 2200-12-31 are supported"),
        ("1582-10-10T12:00:00Z", "dates from 1900-01-01 to 2200-12-31 are supported"),
        ("1899-12-31T23:59:59Z", "dates from 1900-01-01 to 2200-12-31 are supported"),
        ("2201-01-01T00:00:00Z", "dates from 1900-01-01 to 2200-12-31 are supported"),
    ])
    func rejects(text: String, reason: String) {
        let error = #expect(throws: InputError.self) { try Timestamp.parse(text, field: "now") }
        #expect(error?.field == "now")
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }
}

struct LocalDateTests {
    @Test func epochDays() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(LocalDate(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(LocalDate(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
    }

    @Test func epochDaysRoundTripAndWeekdays() {
        // Every day from 1900 to 2100 survives the round trip, and days follow one another.
        var previous = LocalDate(daysSinceEpoch: -25_568)
        var broken: [Int] = []
        for days in -25_567...47_482 {
            let date = LocalDate(daysSinceEpoch: days)
            if date.daysSinceEpoch != days || !(previous < date) { broken.append(days) }
            previous = date
        }
        #expect(broken.isEmpty)
        #expect(LocalDate(year: 2024, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(year: 2026, month: 12, day: 31).adding(days: 1) == LocalDate(year: 2027, month: 1, day: 1))
        // Weekdays as Foundation numbers them: 1 is Sunday.
        #expect(LocalDate(year: 1970, month: 1, day: 1).weekday == 5)  // a Thursday
        #expect(LocalDate(year: 2026, month: 11, day: 22).weekday == 1)  // a Sunday
        #expect(LocalDate(year: 2026, month: 11, day: 28).weekday == 7)  // a Saturday
        #expect(LocalDate(year: 1969, month: 12, day: 31).weekday == 4)  // a Wednesday
    }

    @Test(arguments: [("1900-01-01", true), ("2200-12-31", true), ("1582-10-10", false), ("0000-01-01", false), ("9999-12-31", false)])
    func onlySupportedYearsParse(text: String, parses: Bool) {
        #expect(((try? LocalDate.parse(text, field: "stepsDate")) != nil) == parses)
    }

    @Test func parsesAndOrders() throws {
        let a = try LocalDate.parse("2026-11-21", field: "d")
        let b = try LocalDate.parse("2026-11-22", field: "d")
        #expect(a < b)
        #expect(b.description == "2026-11-22")
        #expect(throws: InputError.self) { try LocalDate.parse("2026-11-31", field: "d") }
        #expect(throws: InputError.self) { try LocalDate.parse("2026-1-5", field: "d") }
    }

    @Test func localTimeAcrossMidnightAndDST() throws {
        let la = try TimeZones.named("America/Los_Angeles", field: "tz")
        let before = LocalTime(Date(timeIntervalSince1970: 1_795_334_399), in: la)  // 2026-11-22T07:59:59Z
        #expect(before.date == LocalDate(year: 2026, month: 11, day: 21))
        #expect(before.hour == 23 && before.minute == 59)
        // 2026-03-08 10:30 UTC is 03:30 PDT (clocks went forward at 02:00 local).
        let spring = LocalTime(Date(timeIntervalSince1970: 1_772_965_800), in: la)
        #expect(spring.hour == 3 && spring.minute == 30)
    }

    @Test func zoneNames() {
        #expect(throws: InputError.self) { try TimeZones.named("Nowhere/Special", field: "tz") }
        #expect(throws: InputError.self) { try TimeZones.named("EST", field: "tz") }
        #expect((try? TimeZones.named("UTC", field: "tz")) != nil)
        #expect((try? TimeZones.named("Asia/Kolkata", field: "tz")) != nil)
    }
}
