import Foundation

/// Foundation's formatters for each locale, made once per process: making one opens ICU's data
/// and costs more than laying out a whole widget. Batch workers share them, and a formatter is
/// not documented as safe to use from two threads at once, so every use holds the lock (each
/// is a few microseconds). Bounded: three locales and the two date templates RitualsText uses.
final class RitualsFormatters: @unchecked Sendable {
    static let shared = RitualsFormatters()

    private let lock = NSLock()
    private var numbers: [String: NumberFormatter] = [:]
    private var dates: [String: DateFormatter] = [:]
    private var weekdays: [RitualsLocale: [String]] = [:]

    func percent(_ fraction: Double, locale: RitualsLocale) -> String? {
        string(from: NSNumber(value: fraction), style: .percent, locale: locale)
    }

    func number(_ value: Int, locale: RitualsLocale) -> String? {
        string(from: NSNumber(value: value), style: .decimal, locale: locale)
    }

    /// Whole numbers, halves rounded up: "75%" for 0.745 (whole numbers are unaffected).
    private func string(from number: NSNumber, style: NumberFormatter.Style, locale: RitualsLocale) -> String? {
        lock.withLock {
            let key = "\(locale.rawValue) \(style.rawValue)"
            let formatter = numbers[key] ?? {
                let made = NumberFormatter()
                made.locale = locale.foundation
                made.numberStyle = style
                made.maximumFractionDigits = 0
                made.roundingMode = .halfUp
                numbers[key] = made
                return made
            }()
            return formatter.string(from: number)
        }
    }

    /// The day formatted in UTC with a localized template: the same calendar day on every machine.
    func date(_ date: Date, template: String, locale: RitualsLocale) -> String {
        lock.withLock {
            let key = locale.rawValue + " " + template
            let formatter = dates[key] ?? {
                let made = DateFormatter()
                made.locale = locale.foundation
                made.calendar = Calendar(identifier: .gregorian)
                made.timeZone = TimeZone(identifier: "UTC")
                made.setLocalizedDateFormatFromTemplate(template)
                dates[key] = made
                return made
            }()
            return formatter.string(from: date)
        }
    }

    /// One-letter weekday heads, Sunday first, upper-cased in the locale.
    func weekdayInitials(locale: RitualsLocale) -> [String] {
        lock.withLock {
            if let known = weekdays[locale] { return known }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale.foundation
            let initials = calendar.veryShortStandaloneWeekdaySymbols.map { $0.uppercased(with: locale.foundation) }
            weekdays[locale] = initials
            return initials
        }
    }
}
