import Foundation
import Terrarium

/// Cocoa Calm's input, validated: every error names its field.
///
/// ```json
/// {"now": "2026-11-22T08:15:00-08:00", "timeZone": "America/Los_Angeles", "name": "Sarah", "t": 12.5}
/// ```
/// `now` picks the daily quote and the greeting (home, widget); `t` is the time into the
/// breathing exercise, the meditation or the audio guide, in seconds; `playing` (true by
/// default) says whether the audio guide plays or is paused; `page` (1-3, default 1) is the
/// onboarding page; `plan` (`monthly` or `yearly`, default `yearly`) the paywall's chosen plan.
///
/// The onboarding page is an input field rather than the engine's `--page`: that splits
/// content too long for one image (Forest's trees), while which onboarding page someone has
/// swiped to is the app's state, as `t` is the exercise's.
public struct CalmInput: Sendable {
    var now: Date?
    var timeZone: TimeZone?
    var name: String?
    var t: Double
    var playing = true
    var page = 1
    var plan = PremiumPlan.yearly

    /// The longest name the greeting takes, in characters.
    public static let maximumNameLength = 40
    /// A day: far past the end of either exercise, which then shows its finished state.
    public static let maximumT = 86_400.0
    /// Decodes and checks an input document (`StrictInputDecoder`); `needsDate` for the
    /// scenes that show the day (home, widget), which then require `now`.
    public init(json: JSONValue, needsDate: Bool) throws(InputError) {
        self = try StrictInputDecoder.decode(CalmInput.self, from: json)
        try requireDate(needsDate)
    }

    /// The home screen and the widget show the day's quote and greeting: they need `now`.
    func requireDate(_ needed: Bool) throws(InputError) {
        guard needed, now == nil else { return }
        throw InputError.missingNow(field: "now")
    }

    /// The local date and hour of `now`, for the quote and the greeting.
    var local: LocalTime? {
        guard let now else { return nil }
        return LocalTime(now, in: timeZone ?? .gmt)
    }
}

extension CalmInput: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case now, timeZone, name, t, playing, page, plan
    }

    /// Reads the clock, the name and t with the engine's rules.
    public init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        if fields.has(.now) {
            (now, timeZone) = try fields.clock(now: .now, timeZone: .timeZone)
        } else if let zone = try fields.string(.timeZone) {
            timeZone = try TimeZones.named(zone, field: fields.field(.timeZone))
        }
        if let name = try fields.line(.name, limit: Self.maximumNameLength, allowsEmpty: true) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            self.name = trimmed.isEmpty ? nil : trimmed
        }
        let t = try fields.number(.t) ?? 0
        guard t.isFinite, t >= 0 else {
            throw InputError(field: "t", "must be 0 or more seconds into the exercise (got \(t))")
        }
        guard t <= Self.maximumT else {
            throw InputError(field: "t", "must be at most \(Int(Self.maximumT)) seconds (got \(t))")
        }
        self.t = t
        playing = try fields.bool(.playing) ?? true
        page = try fields.integer(.page, in: 1...OnboardingPage.all.count, rule: "1, 2 or 3 (the onboarding page)") ?? 1
        plan = try fields.choice(.plan, as: PremiumPlan.self) ?? .yearly
    }
}
