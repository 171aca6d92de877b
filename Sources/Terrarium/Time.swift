import Foundation

/// An instant read from ISO 8601 text with its UTC offset kept, as inputs give `now`.
public struct Timestamp: Hashable, Sendable {
    public let date: Date
    /// The offset the text was written in, in seconds east of UTC.
    public let offsetSeconds: Int

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM`. The offset is required:
    /// a time without one would have to be read in the machine's zone, which rendering never does.
    public static func parse(_ text: String, field: String) throws(InputError) -> Timestamp {
        let example = "as in 2026-11-22T08:15:00-08:00"
        let pattern = #/^([0-9]{4})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,9}))?)?(Z|z|[+-][0-9]{2}:?[0-9]{2})$/#
        guard let match = text.wholeMatch(of: pattern) else {
            let hint = text.wholeMatch(of: #/^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?$/#) != nil
                ? "needs a UTC offset (Z or ±HH:MM)" : "must be an ISO 8601 date and time"
            throw InputError(field: field, "\(hint), \(example) (got '\(text)')")
        }
        let (year, month, day) = (asciiInteger(match.1), asciiInteger(match.2), asciiInteger(match.3))
        let (hour, minute) = (asciiInteger(match.4), asciiInteger(match.5))
        let second = match.6.map { asciiInteger($0) } ?? 0
        guard LocalDate.isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 60 else {
            throw InputError(field: field, "is not a real date and time (got '\(text)')")
        }
        var offset = 0
        let zone = String(match.8)
        if zone != "Z" && zone != "z" {
            let digits = zone.dropFirst().filter(\.isNumber)
            let hours = asciiInteger(digits.prefix(2)), minutes = asciiInteger(digits.suffix(2))
            guard hours <= 18, minutes < 60 else {
                throw InputError(field: field, "has an impossible UTC offset '\(zone)'")
            }
            offset = (hours * 3600 + minutes * 60) * (zone.hasPrefix("-") ? -1 : 1)
        }
        let fraction = match.7.map { (Double("0." + $0) ?? 0) } ?? 0
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

public enum TimeZones {
    /// An IANA zone by name (`Europe/Paris`), or an error naming the field.
    public static func named(_ identifier: String, field: String) throws(InputError) -> TimeZone {
        // Foundation also accepts abbreviations such as "PST" whose meaning varies; only
        // names of the tz database's Area/Location form, and UTC, are taken.
        let looksIANA = identifier == "UTC" || identifier == "GMT" || identifier.contains("/")
        guard looksIANA, let zone = TimeZone(identifier: identifier) else {
            throw InputError(field: field, "is not a known IANA time zone such as 'America/New_York' (got '\(identifier)')")
        }
        return zone
    }
}

/// A calendar day with no time or zone: `stepsDate`, completed days, etc.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses strict `YYYY-MM-DD` and checks that the day exists.
    public static func parse(_ text: String, field: String) throws(InputError) -> LocalDate {
        guard let match = text.wholeMatch(of: #/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/#) else {
            throw InputError(field: field, "must be a date as YYYY-MM-DD (got '\(text)')")
        }
        let (year, month, day) = (asciiInteger(match.1), asciiInteger(match.2), asciiInteger(match.3))
        guard isValid(year: year, month: month, day: day) else {
            throw InputError(field: field, "is not a real date (got '\(text)')")
        }
        return LocalDate(year: year, month: month, day: day)
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
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

    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// 1 for Sunday through 7 for Saturday, as Foundation's Calendar numbers weekdays.
    public var weekday: Int { ((daysSinceEpoch % 7 + 7) % 7 + 4) % 7 + 1 }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public var description: String { "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))" }
}

/// A wall-clock moment in one zone: the date and time a person there would read.
public struct LocalTime: Hashable, Sendable {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init(date: LocalDate, hour: Int, minute: Int, second: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

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

/// The value of ASCII digits the patterns above already matched.
private func asciiInteger(_ digits: some StringProtocol) -> Int { Int(digits) ?? 0 }

private func zeroPadded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A timer's reading, MM:SS (minutes keep counting past 59: 75:00). Negative shows 00:00.
public func countdownText(_ seconds: Int) -> String {
    let s = max(0, seconds)
    return "\(zeroPadded(s / 60, 2)):\(zeroPadded(s % 60, 2))"
}
