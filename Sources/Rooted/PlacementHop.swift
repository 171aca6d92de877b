/// The bounce of a plant just set down (seed 004: "isometric bounce/hop animations for plant
/// placement"): it crouches, hops up to seven pixels, lands flattened, bounces once more and
/// settles, in 0.78 s from the loop's start. Whole pixels throughout; before it starts and
/// after it ends the plant is exactly as the still draws it.
enum PlacementHop {
    /// How far the plant is off its stand (art pixels), and its squash: 1 or 2 flattens and
    /// widens it, -1 stretches it taller and narrower, 0 is its own shape.
    struct Pose: Sendable, Equatable {
        var lift = 0
        var squash = 0
        static let rest = Pose()
    }

    /// When the hop is over, in seconds.
    static let end = 0.78

    /// The pose at `time` (nil: the still).
    static func pose(at time: Double?) -> Pose {
        guard let time else { return .rest }
        switch time {
        case 0.06..<0.12: return Pose(squash: 1) // the crouch before the jump
        case 0.12..<0.44: return Pose(lift: arc(time, from: 0.12, to: 0.44, height: 7), squash: time < 0.22 ? -1 : 0)
        case 0.44..<0.56: return Pose(squash: 2) // landing
        case 0.56..<0.72: return Pose(lift: arc(time, from: 0.56, to: 0.72, height: 2))
        case 0.72..<end: return Pose(squash: 1)
        default: return .rest
        }
    }

    /// A throw's height on whole pixels: a parabola from `from` to `to` peaking at `height`.
    private static func arc(_ time: Double, from: Double, to: Double, height: Double) -> Int {
        let u = (time - from) / (to - from)
        return Int((height * 4 * u * (1 - u)).rounded())
    }

    /// A sprite `height` pixels tall squashed by `squash`, its base's middle kept where it was:
    /// the pixels its frame loses at the top and gains on each side. A step of squash is a
    /// sixteenth of the sprite's height (a pixel for a sprout, two for a mature plant).
    static func reshape(height: Int, squash: Int) -> (shorter: Int, wider: Int) {
        let step = max(1, height / 16)
        return squash >= 0 ? (squash * step, squash * step) : (squash * step, squash)
    }
}
