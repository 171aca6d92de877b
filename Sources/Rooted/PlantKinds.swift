/// The eight plant types a friend can be (PRD: Visual Design).
enum PlantType: String, CaseIterable, Sendable {
    case cactus, fern, succulent, ivy, sunflower, bonsai, rose, herbs
}

/// How often a friend is contacted; it sets how fast their plant dries out.
enum ContactFrequency: String, CaseIterable, Sendable {
    case weekly, biweekly, monthly

    var days: Int {
        switch self {
        case .weekly: 7
        case .biweekly: 14
        case .monthly: 30
        }
    }

    /// Hydration lost per day: `100 / frequency days` (PRD 3), so a full plant is dry after one
    /// contact window.
    var decayPerDay: Double { 100 / Double(days) }
}

/// A logged contact and the hydration it restores (PRD 3: call +40, text +20, manual +30).
enum InteractionKind: String, CaseIterable, Sendable {
    case call, text, manual

    var restores: Double {
        switch self {
        case .call: 40
        case .text: 20
        case .manual: 30
        }
    }
}

/// Evolution by streak (PRD 5): sprout for days 0-7, young for 8-30, mature from 31.
enum GrowthStage: String, CaseIterable, Sendable, Comparable {
    case sprout, young, mature

    static func forStreak(days: Int) -> GrowthStage {
        switch days {
        case ..<8: .sprout
        case 8...30: .young
        default: .mature
        }
    }

    /// A plant never de-evolves: the larger of the stage it reached and the streak's.
    static func current(stored: GrowthStage?, streakDays: Int) -> GrowthStage {
        max(stored ?? .sprout, forStreak(days: streakDays))
    }

    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    static func < (a: GrowthStage, b: GrowthStage) -> Bool { a.order < b.order }
}

/// How a plant looks after its hydration (PRD 2: healthy, thirsty, wilting, dead).
enum PlantState: String, CaseIterable, Sendable {
    case healthy, thirsty, wilting, dead
}
