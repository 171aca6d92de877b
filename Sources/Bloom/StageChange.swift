import Terrarium

/// The dashboard's animation (seed 000, 2.2): the plant reaching its stage from the one before,
/// with SwiftUI's `.spring(response: 0.6, dampingFraction: 0.7)` driving an opacity transition,
/// never a hard cut. One second at 30 fps; its last frame is the still.
enum StageChange {
    /// One second: the spring is within 1% by 0.63 s, and within an 8-bit step by 1 s. Keyframe
    /// goldens: the stage before alone (0 s), the crossfade under way (0.15 s) and the
    /// overshoot, held at full opacity (0.4 s).
    static let animation = AnimationSpec(duration: 1, framesPerSecond: 30, keyframes: [0, 0.15, 0.4], transition: true)

    /// The incoming stage's opacity at `time`: the spring's value, at most 1, and 1 once it is
    /// closer than one 8-bit step of opacity (so the end of the animation is the still).
    static func opacity(at time: Double) -> Double {
        let value = min(1, max(0, Spring.bloomStageChange.value(at: time)))
        return 1 - value < 1.0 / 510 ? 1 : value
    }

    /// The image of the stage before the display's, for a plant that has grown past the seed;
    /// nil for the seed and the error plant (nothing to fade from).
    static func previousAsset(_ display: BloomDisplay) -> String? {
        guard let stage = display.stage, let previous = PlantStage(rawValue: stage.rawValue - 1) else { return nil }
        return previous.asset
    }
}
