import Foundation

/// The burst around a plant that has just reached a new stage (seed 004: "sparkles on
/// evolution"): eight pixel-art twinkles on a ring round the plant, lit one after another in
/// a scattered order, each growing from a dot to a five-pixel star and back in half a second
/// while it drifts up a pixel. None at t = 0, none from `end` on: the still either side.
enum EvolutionSparkles {
    /// One twinkle: its middle, and its size, 1 (a dot), 2 (a plus) or 3 (a star).
    struct Sparkle: Sendable, Equatable {
        var x: Int
        var y: Int
        var size: Int
    }

    static let count = 8
    /// Seconds between one twinkle lighting and the next, the first's start, and each one's life.
    static let stagger = 0.06
    static let first = 0.04
    static let life = 0.5
    /// When the last twinkle has gone out.
    static let end = first + Double(count - 1) * stagger + life

    /// Sizes through a twinkle's life, in equal steps (a step a frame at 12 frames a second).
    static let sizes = [1, 2, 3, 3, 2, 1]

    /// The twinkles lit at `time` (nil: the still, none) round a plant whose sprite's middle
    /// is (`x`, `y`) and which reaches `halfWidth` and `halfHeight` from it. A hash of the
    /// plant's id turns the ring and sets how far out each twinkle sits.
    static func sparkles(id: String, x: Int, y: Int, halfWidth: Int, halfHeight: Int, at time: Double?) -> [Sparkle] {
        guard let time, time > 0, time < end else { return [] }
        let seed = IdleLoop.hash(id)
        let turn = Double(seed % 16) / 16
        var out: [Sparkle] = []
        for i in 0..<count {
            // Three is prime to eight, so consecutive twinkles are not neighbours on the ring.
            let start = first + Double(i * 3 % count) * stagger
            let age = (time - start) / life
            guard age >= 0, age < 1 else { continue }
            let angle = 2 * Double.pi * (Double(i) + turn) / Double(count)
            let reach = [1.0, 0.8, 1.1][Int(seed >> (4 + 2 * UInt32(i))) % 3]
            let sx = x + Int((Double(halfWidth) * reach * cos(angle)).rounded())
            let sy = y + Int((Double(halfHeight) * reach * sin(angle)).rounded()) - (age >= 0.5 ? 1 : 0)
            out.append(Sparkle(x: sx, y: sy, size: sizes[min(sizes.count - 1, Int(age * Double(sizes.count)))]))
        }
        return out
    }

    /// A twinkle's pixels: its middle and arms reaching `size - 1` out; the middle (and the
    /// star's inner arms) in the bright core colour, the rest in the sparkle colour.
    static func pixels(_ sparkle: Sparkle) -> [(x: Int, y: Int, core: Bool)] {
        let (x, y) = (sparkle.x, sparkle.y)
        switch sparkle.size {
        case 1: return [(x, y, false)]
        case 2: return [(x, y, true), (x - 1, y, false), (x + 1, y, false), (x, y - 1, false), (x, y + 1, false)]
        default:
            var out: [(x: Int, y: Int, core: Bool)] = [(x, y, true)]
            for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                out.append((x + dx, y + dy, true))
                out.append((x + 2 * dx, y + 2 * dy, false))
            }
            return out
        }
    }
}
