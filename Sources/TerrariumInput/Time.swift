import Foundation

/// An instant read from ISO 8601 text with its UTC offset kept, as inputs give `now`.
public struct Timestamp: Hashable, Sendable {
    /// The instant, independent of any zone.
    public let date: Date
    /// The offset the text was written in, in seconds east of UTC.
    public let offsetSeconds: Int

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM`. The offset is required:
    /// a time without one would have to be read in the machine's zone, which rendering never does.
    /// `field` is built only for an error: a history parses thousands of these.
    public static func parse(_ text: String, field: @autoclosure () -> String) throws(InputError) -> Timestamp {
        // A byte scanner rather than a regular expression: inputs carry thousands of timestamps
        // (a Forest history), and Swift's Regex took about 0.2 ms for each.
        guard let f = TimestampFields(text) else {
            let example = "as in 2026-11-22T08:15:00-08:00"
            let hint = text.wholeMatch(of: #/^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?$/#) != nil
                ? "needs a UTC offset (Z or ±HH:MM)" : "must be an ISO 8601 date and time"
            throw InputError(field: field(), "\(hint), \(example) (got \(UserText.quoted(text)))")
        }
        let (year, month, day, hour, minute, second) = (f.year, f.month, f.day, f.hour, f.minute, f.second)
        guard LocalDate.isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 60 else {
            throw InputError(field: field(), "is not a real date and time (got \(UserText.quoted(text)))")
        }
        guard LocalDate.supportedYears.contains(year) else { throw LocalDate.outOfRange(text, field: field()) }
        guard f.offsetHours <= 18, f.offsetMinutes < 60 else {
            throw InputError(field: field(), "has an impossible UTC offset '\(f.zone)'")
        }
        let offset = (f.offsetHours * 3600 + f.offsetMinutes * 60) * f.offsetSign
        let fraction = f.fraction.map { Double("0." + $0) ?? 0 } ?? 0
        let days = LocalDate(year: year, month: month, day: day).daysSinceEpoch
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Timestamp(date: Date(timeIntervalSince1970: seconds), offsetSeconds: offset)
    }

    /// The zone this timestamp was written in, used when an input names no IANA zone.
    public var fixedZone: TimeZone {
        // An offset within ±18 h always makes a zone; GMT is an unreachable fallback.
        TimeZone(secondsFromGMT: offsetSeconds) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    }
}

/// Time zones as inputs may name them.
public enum TimeZones {
    /// An IANA zone by name (`Europe/Paris`), or an error naming the field.
    public static func named(_ identifier: String, field: String) throws(InputError) -> TimeZone {
        // Foundation also accepts abbreviations such as "PST" whose meaning varies; only
        // names of the tz database's Area/Location form, and UTC, are taken.
        let looksIANA = identifier == "UTC" || identifier == "GMT" || identifier.contains("/")
        guard looksIANA, let zone = TimeZone(identifier: identifier) else {
            throw InputError(field: field, "is not a known IANA time zone such as 'America/New_York' (got \(UserText.quoted(identifier)))")
        }
        return zone
    }
}

/// A calendar day with no time or zone: `stepsDate`, completed days, etc.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, four digits in text (inputs allow `LocalDate.supportedYears`).
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// A date from its parts, unchecked: `parse` is what checks that a day exists.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses strict `YYYY-MM-DD` and checks that the day exists. `field` is built only for an
    /// error: a Rituals history parses hundreds of dates.
    public static func parse(_ text: String, field: @autoclosure () -> String) throws(InputError) -> LocalDate {
        // Bytes, not a Regex: a Rituals history holds hundreds of dates, and building Swift's
        // Regex for each one cost 0.5 ms, most of a widget's layout.
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            var value = 0
            for b in bytes[range] {
                guard b >= 48 && b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            return value
        }
        guard bytes.count == 10, bytes[4] == 45, bytes[7] == 45,
              let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10) else {
            throw InputError(field: field(), "must be a date as YYYY-MM-DD (got \(UserText.quoted(text)))")
        }
        guard isValid(year: year, month: month, day: day) else {
            throw InputError(field: field(), "is not a real date (got \(UserText.quoted(text)))")
        }
        guard supportedYears.contains(year) else { throw outOfRange(text, field: field()) }
        return LocalDate(year: year, month: month, day: day)
    }

    /// The years an input's dates may fall in. Days are counted on the proleptic Gregorian
    /// calendar here, but Foundation's calendar is Julian before 1582-10-15, so an older date
    /// was shown and compared as another day (`0000-01-01` drew as `0001-01-03`); nothing the
    /// apps track reaches back so far, or forward past 2200.
    public static let supportedYears = 1900...2200

    static func outOfRange(_ text: String, field: String) -> InputError {
        InputError(field: field, "is \(UserText.quoted(text)); dates from \(supportedYears.lowerBound)-01-01 to "
                   + "\(supportedYears.upperBound)-12-31 are supported")
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let length = switch month {
        case 2: leap ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
        return day <= length
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Hinnant's inverse of `daysSinceEpoch`).
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The date `days` later (earlier when negative), across months and years.
    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// 1 for Sunday through 7 for Saturday, as Foundation's Calendar numbers weekdays.
    public var weekday: Int { ((daysSinceEpoch % 7 + 7) % 7 + 4) % 7 + 1 }

    /// Earlier dates first.
    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// `YYYY-MM-DD`, zero-padded: the form inputs give and `--json` states write.
    public var description: String { "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))" }
}

/// A wall-clock moment in one zone: the date and time a person there would read.
public struct LocalTime: Hashable, Sendable {
    /// The calendar day in that zone.
    public let date: LocalDate
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...59.
    public let second: Int

    /// A wall-clock time from its parts, unchecked.
    public init(date: LocalDate, hour: Int, minute: Int, second: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// What a clock in `zone` reads at `instant`, daylight saving included.
    public init(_ instant: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        self.init(date: LocalDate(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1),
                  hour: c.hour ?? 0, minute: c.minute ?? 0, second: c.second ?? 0)
    }

    /// "08:05": the 24-hour clock, as `--json` states report it.
    public var clockText: String { "\(zeroPadded(hour, 2)):\(zeroPadded(minute, 2))" }

    /// Minutes since local midnight.
    public var minuteOfDay: Int { hour * 60 + minute }
}

/// The parts of `YYYY-MM-DD[T ]HH:MM[:SS[.f]]` followed by `Z`, `z` or `±HH[:]MM` (1-9
/// fraction digits), read byte by byte; nil for any other text.
private struct TimestampFields {
    var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
    var fraction: String?
    var offsetSign = 1, offsetHours = 0, offsetMinutes = 0
    var zone = ""

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var i = 0
        func number(_ count: Int) -> Int? {
            guard i + count <= bytes.count else { return nil }
            var value = 0
            for b in bytes[i..<(i + count)] {
                guard b >= 48 && b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            i += count
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
            return true
        }
        guard let y = number(4), take(45), let mo = number(2), take(45), let d = number(2),
              take(84) || take(32), let h = number(2), take(58), let mi = number(2) else { return nil }
        (year, month, day, hour, minute) = (y, mo, d, h, mi)
        if take(58) {
            guard let s = number(2) else { return nil }
            second = s
            if take(46) {
                let start = i
                while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }
                guard (1...9).contains(i - start) else { return nil }
                fraction = String(decoding: bytes[start..<i], as: UTF8.self)
            }
        }
        let zoneStart = i
        if take(90) || take(122) {  // Z or z
            // UTC
        } else {
            if take(43) { offsetSign = 1 } else if take(45) { offsetSign = -1 } else { return nil }
            guard let oh = number(2) else { return nil }
            _ = take(58)
            guard let om = number(2) else { return nil }
            (offsetHours, offsetMinutes) = (oh, om)
        }
        guard i == bytes.count else { return nil }
        zone = String(decoding: bytes[zoneStart..<i], as: UTF8.self)
    }
}

private func zeroPadded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A timer's reading, MM:SS (minutes keep counting past 59: 75:00). Negative shows 00:00.
public func countdownText(_ seconds: Int) -> String {
    let s = max(0, seconds)
    return "\(zeroPadded(s / 60, 2)):\(zeroPadded(s % 60, 2))"
}

