import Foundation
import Terrarium

/// Whether Bloom may read the step count (HealthKit's authorisation states).
enum HealthAccess: String, CaseIterable, Sendable, Codable {
    case authorized, denied, notDetermined
}

/// The system appearance the app is shown in. Bloom draws the same in both (see
/// `BloomPlugin.inputAxes`); it is read so that an input may say it.
enum BloomAppearance: String, CaseIterable, Sendable, Codable {
    case light, dark
}

/// Bloom's input, validated.
public struct BloomInput: Sendable, Equatable {
    var steps: Int
    var goal: Int
    /// The local day the count belongs to; nil means today.
    var stepsDate: LocalDate?
    var healthAccess: HealthAccess
    var now: Date
    var timeZone: TimeZone
    /// The system appearance; nothing Bloom draws depends on it.
    var appearance: BloomAppearance = .light

    /// Step counts above this are refused: no one walks ten million steps in a day, and the
    /// counter must stay legible.
    public static let maximumSteps = 9_999_999
    /// The largest daily goal a user can set.
    public static let maximumGoal = 1_000_000
    static let defaultGoal = 10_000


    init(steps: Int, goal: Int = defaultGoal, stepsDate: LocalDate? = nil,
                healthAccess: HealthAccess = .authorized, now: Date, timeZone: TimeZone) {
        self.steps = steps
        self.goal = goal
        self.stepsDate = stepsDate
        self.healthAccess = healthAccess
        self.now = now
        self.timeZone = timeZone
    }

    /// Decodes and checks an input document (`StrictInputDecoder`).
    public init(json: JSONValue) throws(InputError) {
        self = try StrictInputDecoder.decode(BloomInput.self, from: json)
    }
}

extension BloomInput: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case steps, goal, stepsDate, healthAccess, now, timeZone, appearance
    }

    /// Reads the steps, the goal, the day they were counted on, health access and the clock
    /// with the engine's rules.
    public init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        healthAccess = try fields.choice(.healthAccess, as: HealthAccess.self) ?? .authorized
        // Steps are only meaningful with access; without it they may be absent.
        let stepsRule = "a whole number from 0 to \(Self.maximumSteps)"
        if let steps = try fields.integer(.steps, in: 0...Self.maximumSteps, rule: stepsRule) {
            self.steps = steps
        } else if healthAccess == .authorized {
            throw InputError(field: "steps", "is missing; give the day's step count (\(stepsRule))")
        } else {
            self.steps = 0
        }
        goal = try fields.integer(.goal, in: 1...Self.maximumGoal, rule: "a whole number from 1 to \(Self.maximumGoal)")
            ?? Self.defaultGoal
        stepsDate = try fields.date(.stepsDate)
        appearance = try fields.choice(.appearance, as: BloomAppearance.self) ?? .light
        (now, timeZone) = try fields.clock(now: .now, timeZone: .timeZone)
        let today = LocalTime(now, in: timeZone).date
        if let stepsDate, stepsDate > today {
            throw InputError(field: "stepsDate", "is \(stepsDate), after today's local date \(today) (from now and timeZone)")
        }
    }
}
