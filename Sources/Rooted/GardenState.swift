import Foundation
import Terrarium

/// A friend's plant as it is at `now`: the display rules applied.
struct PlantStatus: Sendable, Equatable {
    var friend: FriendInput
    var hydration: Hydration
    var stage: GrowthStage
    var state: PlantState { hydration.state }

    /// The sprite: the type's dead drawing whatever the stage, else the stage drawn healthy,
    /// thirsty or wilting.
    var sprite: String {
        let base = "\(friend.plant.rawValue)-\(stage.rawValue)"
        switch state {
        case .dead: return "\(friend.plant.rawValue)-dead"
        case .healthy: return base
        case .thirsty: return base + "-thirsty"
        case .wilting: return base + "-wilting"
        }
    }

    /// Height above its stand, art pixels, for depth sorting.
    var height: Int {
        if state == .dead { return 20 }
        switch stage {
        case .sprout: return 16
        case .young: return 24
        case .mature: return 32
        }
    }
}

/// The whole greenhouse at `now`.
struct GardenState: Sendable {
    var input: RootedInput
    var plants: [PlantStatus]

    init(_ input: RootedInput) {
        self.input = input
        plants = input.friends.map { friend in
            let hydration = HydrationRules.project(level: friend.hydration, lastUpdate: friend.lastHydrationUpdate,
                                                   now: input.now, frequency: friend.frequency,
                                                   interactions: friend.interactions)
            return PlantStatus(friend: friend, hydration: hydration,
                               stage: GrowthStage.current(stored: friend.stage, streakDays: friend.streakDays))
        }
    }

    /// The mean of the plants' hydration, 0 for an empty greenhouse.
    var averageHydration: Double {
        plants.isEmpty ? 0 : plants.map(\.hydration.level).reduce(0, +) / Double(plants.count)
    }

    /// Healthy plants: the share image's "thriving" count.
    var thrivingCount: Int { plants.filter { $0.state == .healthy }.count }

    /// Plants that need water, driest first (ties by name), for widgets.
    var needingWater: [PlantStatus] {
        plants.filter { $0.state == .thirsty || $0.state == .wilting }
            .sorted { ($0.hydration.level, $0.friend.name, $0.friend.id) < ($1.hydration.level, $1.friend.name, $1.friend.id) }
    }

    var timeOfDay: TimeOfDay { TimeOfDay(LocalTime(input.now, in: input.timeZone)) }
}

/// The greenhouse light, from the local time (PRD, "Time-of-day lighting").
enum TimeOfDay: String, CaseIterable, Sendable {
    case morning, midday, evening, night

    /// Morning from 05:00, midday from 11:00, evening from 16:00, night from 20:00 to 05:00.
    init(_ time: LocalTime) {
        switch time.hour {
        case 5..<11: self = .morning
        case 11..<16: self = .midday
        case 16..<20: self = .evening
        default: self = .night
        }
    }
}

/// Plant-card figures.
enum CareRules {
    /// Whole days until the plant leaves healthy (hydration reaches 60) at its decay rate,
    /// rounded down; 0 when it already needs water. A dead plant has none (nil).
    static func daysUntilWatering(_ plant: PlantStatus) -> Int? {
        guard plant.state != .dead else { return nil }
        let above = plant.hydration.level - 60
        guard above > 0 else { return 0 }
        return Int((above / plant.friend.frequency.decayPerDay).rounded(.down))
    }

    /// The plant card's and panel's second line: its type and stage, or that it is dead.
    static func kindText(_ plant: PlantStatus) -> String {
        plant.state == .dead ? "\(plant.friend.plant.displayName) · Dead"
            : "\(plant.friend.plant.displayName) · \(plant.stage.displayName)"
    }

    /// When it next needs water, in words (`daysUntilWatering`).
    static func wateringText(_ plant: PlantStatus) -> String {
        switch daysUntilWatering(plant) {
        case nil: "Needs reviving"
        case 0?: "Needs water now"
        case 1?: "Water in 1 day"
        case let days?: "Water in \(days) days"
        }
    }

    /// How many of the bar's `segments` chunks are lit: every started chunk counts, so any
    /// water at all shows one chunk and only 100 fills the bar.
    static func litSegments(level: Double, segments: Int) -> Int {
        guard level > 0 else { return 0 }
        return min(segments, max(1, Int((level / 100 * Double(segments)).rounded(.up))))
    }
}
