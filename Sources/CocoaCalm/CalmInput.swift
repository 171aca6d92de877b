import Foundation
import Terrarium

/// Cocoa Calm's input, validated: every error names its field.
///
/// ```json
/// {"now": "2026-11-22T08:15:00-08:00", "timeZone": "America/Los_Angeles", "name": "Sarah", "t": 12.5}
/// ```
/// `now` picks the daily quote and the greeting (home, widget); `t` is the time into the
/// breathing exercise or the meditation, in seconds.
public struct CalmInput: Sendable {
    public var now: Date?
    public var timeZone: TimeZone?
    public var name: String?
    public var t: Double

    public static let maximumNameLength = 40
    /// A day: far past the end of either exercise, which then shows its finished state.
    public static let maximumT = 86_400.0
    static let fields = ["now", "timeZone", "name", "t"]

    public init(json: JSONValue, needsDate: Bool) throws(InputError) {
        let object = try InputObject(json)
        try object.check(allowed: Self.fields)
        if needsDate || object.has("now") {
            let clock = try object.clock()
            (now, timeZone) = (clock.now, clock.timeZone)
        } else if object.has("timeZone") {
            timeZone = try object.string("timeZone").map { name throws(InputError) in try TimeZones.named(name, field: "timeZone") }
        }
        if let name = try object.line("name", limit: Self.maximumNameLength, allowsEmpty: true) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            self.name = trimmed.isEmpty ? nil : trimmed
        }
        let t = try object.number("t") ?? 0
        guard t.isFinite, t >= 0 else {
            throw InputError(field: "t", "must be 0 or more seconds into the exercise (got \(t))")
        }
        guard t <= Self.maximumT else {
            throw InputError(field: "t", "must be at most \(Int(Self.maximumT)) seconds (got \(t))")
        }
        self.t = t
    }

    /// The local date and hour of `now`, for the quote and the greeting.
    public var local: LocalTime? {
        guard let now else { return nil }
        return LocalTime(now, in: timeZone ?? .gmt)
    }
}
