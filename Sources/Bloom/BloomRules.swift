import Foundation
import Terrarium

/// The seven growth stages (PRD 2.1) and the wilted plant shown without Health access.
enum PlantStage: Int, CaseIterable, Sendable, Comparable {
    case seed = 0, sprout, seedling, vegetative, bud, prebloom, bloom

    /// The lowest percentage of the goal at which each stage begins.
    static let thresholds: [(percent: Int, stage: PlantStage)] = [
        (100, .bloom), (80, .prebloom), (60, .bud), (40, .vegetative), (25, .seedling), (10, .sprout), (0, .seed),
    ]

    /// The stage for a step count. Exact integer arithmetic: 9.99% of the goal is still the seed.
    static func forSteps(_ steps: Int, goal: Int) -> PlantStage {
        // steps / goal >= percent / 100  <=>  steps * 100 >= goal * percent (no rounding).
        thresholds.first { steps * 100 >= goal * $0.percent }?.stage ?? .seed
    }

    var asset: String {
        switch self {
        case .seed: "plant_00_seed"
        case .sprout: "plant_01_sprout"
        case .seedling: "plant_02_seedling"
        case .vegetative: "plant_03_vegetative"
        case .bud: "plant_04_bud"
        case .prebloom: "plant_05_prebloom"
        case .bloom: "plant_06_bloom"
        }
    }

    /// How the plant is described to VoiceOver.
    var spokenDescription: String {
        switch self {
        case .seed: "a seed in the soil"
        case .sprout: "a small sprout"
        case .seedling: "a seedling with two leaves"
        case .vegetative: "a young plant growing taller"
        case .bud: "a plant with a closed flower bud"
        case .prebloom: "a plant with its petals showing"
        case .bloom: "in full bloom"
        }
    }

    var title: String {
        switch self {
        case .seed: "Seed"
        case .sprout: "Sprout"
        case .seedling: "Seedling"
        case .vegetative: "Growing"
        case .bud: "Budding"
        case .prebloom: "Opening"
        case .bloom: "In bloom"
        }
    }

    static func < (a: PlantStage, b: PlantStage) -> Bool { a.rawValue < b.rawValue }
}

enum Background: String, Sendable, Codable {
    case dawn, dusk

    /// 06:00-17:59 local is dawn (soft blue to white); 18:00-05:59 is dusk (indigo to black).
    static func at(_ time: LocalTime) -> Background {
        (6..<18).contains(time.hour) ? .dawn : .dusk
    }
}

/// What Bloom shows, derived from the input by the rules alone.
struct BloomDisplay: Sendable, Equatable {
    var stage: PlantStage?
    var healthAccess: HealthAccess
    /// The count shown: zero after the midnight reset.
    var steps: Int
    var goal: Int
    var background: Background
    var local: LocalTime
    /// The count belongs to an earlier local day, so the plant has reset to a seed.
    var didReset: Bool

    init(_ input: BloomInput) {
        let local = LocalTime(input.now, in: input.timeZone)
        self.local = local
        background = .at(local)
        healthAccess = input.healthAccess
        goal = input.goal
        let reset = input.stepsDate.map { $0 < local.date } ?? false
        didReset = reset
        let shown = reset ? 0 : input.steps
        steps = shown
        // Without access the plant wilts; before the question is asked, it waits as a seed.
        switch input.healthAccess {
        case .authorized: stage = PlantStage.forSteps(shown, goal: input.goal)
        case .notDetermined: stage = .seed
        case .denied: stage = nil
        }
    }

    var asset: String { stage?.asset ?? "plant_error" }

    /// Progress toward the goal for the bar: 0...1, full at the goal and beyond.
    var progress: Double { min(1, Double(steps) / Double(goal)) }

    /// Whole percent of the goal reached, rounded down (as the stage thresholds are).
    var percent: Int { steps * 100 / goal }

    var greeting: String {
        switch local.hour {
        case 5..<12: "Good Morning"
        case 12..<17: "Good Afternoon"
        case 17..<22: "Good Evening"
        default: "Good Night"
        }
    }

    var accessibilityLabel: String {
        let count = "\(grouped(steps)) of \(grouped(goal)) steps today"
        switch healthAccess {
        case .denied:
            return "Plant is wilted because Bloom cannot read your steps. Open Settings to allow Health access."
        case .notDetermined:
            return "Plant is a seed waiting to grow. Connect Health to count your steps."
        case .authorized:
            let plant = stage == .bloom ? "Plant is in full bloom" : "Plant is currently \(stage?.spokenDescription ?? "")"
            let goalReached = steps >= goal ? ", goal reached" : ""
            return "\(plant). \(count)\(goalReached)."
        }
    }
}

/// The lock screen's words (Bloom is English-only in V1, PRD 5): the document's count and
/// stage names, short enough for a 26 pt line and a 68 pt circle.
extension BloomDisplay {
    /// "4,250 steps", "1 step".
    var stepsText: String { steps == 1 ? "1 step" : "\(grouped(steps)) steps" }

    /// The inline family's one line: "4,250 steps · Growing", or why there is no count.
    var inlineText: String {
        switch healthAccess {
        case .denied: "Steps unavailable"
        case .notDetermined: "Connect Health"
        case .authorized: "\(stepsText) · \(stage?.title ?? "")"
        }
    }

    /// The rectangular family's caption under the bar, longest first (the first that fits is
    /// drawn): "42% of your goal · Growing", "42% · Growing"; "Goal reached · In bloom".
    var goalCaptions: [String] {
        let stage = stage?.title ?? ""
        if steps >= goal { return ["Goal reached · \(stage)", stage] }
        return ["\(percent)% of your goal · \(stage)", "\(percent)% · \(stage)"]
    }
}

/// A count short enough for the lock screen's circle: grouped up to 9,999, then thousands
/// and millions with at most one decimal ("12.4K", "123K", "9.9M"), always rounded down so
/// the circle never says more steps than were walked.
func compactSteps(_ value: Int) -> String {
    func scaled(_ unit: Int, _ suffix: String) -> String {
        let tenths = value * 10 / unit
        if tenths >= 1_000 || tenths % 10 == 0 { return "\(tenths / 10)\(suffix)" }
        return "\(tenths / 10).\(tenths % 10)\(suffix)"
    }
    switch value {
    case ..<10_000: return grouped(value)
    case ..<1_000_000: return scaled(1_000, "K")
    default: return scaled(1_000_000, "M")
    }
}

/// "4,250": digits grouped by thousands with commas (Bloom is English-only in V1).
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(character)
    }
    return value < 0 ? "-" + out : out
}
