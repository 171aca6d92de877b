import Foundation

/// One logged contact at an instant.
struct Interaction: Hashable, Sendable {
    var kind: InteractionKind
    var at: Date
    init(_ kind: InteractionKind, at: Date) {
        self.kind = kind
        self.at = at
    }
}

/// A plant's hydration brought forward to `now`.
struct Hydration: Hashable, Sendable {
    /// 0...100.
    var level: Double
    /// When it last reached 0 and stayed there, if it is at 0 now.
    var emptySince: Date?
    var state: PlantState

    init(level: Double, emptySince: Date?, state: PlantState) {
        self.level = level
        self.emptySince = emptySince
        self.state = state
    }

    /// The level as the state JSON shows it: one decimal, halves away from zero.
    var rounded: Double { (level * 10).rounded(.toNearestOrAwayFromZero) / 10 }
}

/// Decay, restoration and death (PRD 2 and 3), as pure functions of their inputs.
///
/// Where the document leaves gaps, Terrarium closes them so (README, Rooted):
/// - Hydration is continuous, so the PRD's whole-number ranges get real-number edges: healthy
///   above 60, thirsty from 20 to 60 inclusive, wilting above 0 and below 20, and a plant at
///   exactly 0 is wilting through its 24-hour grace period and dead only after more than 24 hours.
/// - A stored hydration of 0 is taken to have reached 0 at `lastHydrationUpdate`.
/// - Interactions restore hydration only when logged after `lastHydrationUpdate` (earlier ones
///   are already in the stored level) and before the plant died: a dead plant needs a revive,
///   which is outside this engine, so watering it changes nothing.
enum HydrationRules {
    static let graceSeconds: TimeInterval = 24 * 60 * 60

    static func state(level: Double, emptyFor seconds: TimeInterval?) -> PlantState {
        if level > 60 { return .healthy }
        if level >= 20 { return .thirsty }
        if level > 0 { return .wilting }
        if let seconds, seconds > graceSeconds { return .dead }
        return .wilting
    }

    /// Decays `level` from `lastUpdate` to `now` at `frequency`'s rate, applying interactions in
    /// time order on the way. `now` must not be before `lastUpdate` (the input checks it).
    static func project(level start: Double, lastUpdate: Date, now: Date,
                               frequency: ContactFrequency, interactions: [Interaction] = []) -> Hydration {
        let perSecond = frequency.decayPerDay / 86_400
        var level = min(100, max(0, start))
        var clock = lastUpdate
        var emptySince: Date? = level == 0 ? lastUpdate : nil
        var dead = false

        func advance(to time: Date) {
            let elapsed = time.timeIntervalSince(clock)
            guard elapsed > 0 else { return }
            if level > 0 {
                let secondsToEmpty = level / perSecond
                if elapsed >= secondsToEmpty {
                    emptySince = clock.addingTimeInterval(secondsToEmpty)
                    level = 0
                } else {
                    level -= elapsed * perSecond
                }
            }
            if let emptySince, time.timeIntervalSince(emptySince) > graceSeconds { dead = true }
            clock = time
        }

        let logged = interactions.filter { $0.at > lastUpdate && $0.at <= now }
            .sorted { ($0.at, $0.kind.restores) < ($1.at, $1.kind.restores) }
        for interaction in logged {
            advance(to: interaction.at)
            guard !dead else { break }
            level = min(100, level + interaction.kind.restores)
            emptySince = nil
        }
        advance(to: now)
        let emptyFor = emptySince.map { now.timeIntervalSince($0) }
        return Hydration(level: level, emptySince: emptySince, state: state(level: level, emptyFor: emptyFor))
    }
}
