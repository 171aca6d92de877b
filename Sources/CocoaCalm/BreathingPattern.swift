import Foundation

/// The quick-reset breathing pattern of BreatheView (seed/003, "Animation Sequence"): three
/// short inhales, a pause, three exhales, repeated for about 30 seconds.
enum BreathingPattern {
    /// One step of the animation: the circle eases from the previous step's scale to `scale`
    /// over `duration` seconds.
    struct Step: Equatable, Sendable {
        var number: Int
        var instruction: String
        var scale: Double
        var duration: Double
    }

    static let steps = [
        Step(number: 1, instruction: "Inhale", scale: 1.2, duration: 0.165),
        Step(number: 2, instruction: "Inhale", scale: 1.35, duration: 0.165),
        Step(number: 3, instruction: "Inhale", scale: 1.5, duration: 0.165),
        Step(number: 4, instruction: "Hold", scale: 1.5, duration: 1.0),
        Step(number: 5, instruction: "Exhale", scale: 1.3, duration: 0.22),
        Step(number: 6, instruction: "Exhale", scale: 1.15, duration: 0.22),
        Step(number: 7, instruction: "Exhale", scale: 1.0, duration: 0.22),
    ]
    /// The circle's resting scale, where every repetition starts and ends.
    static let restingScale = 1.0
    /// One repetition: 3 x 0.165 + 1.0 + 3 x 0.22 = 2.155 s.
    static let cycle = steps.reduce(0) { $0 + $1.duration }
    /// "Repeat for ~30 seconds total": the whole number of repetitions nearest 30 s, 14 (30.17 s).
    static let repetitions = Int((30 / cycle).rounded())
    static let total = Double(repetitions) * cycle

    /// The exercise at `t` seconds from its start.
    struct Moment: Equatable, Sendable {
        /// The step (1-7) under way; 7 once the exercise is over.
        var step: Int
        var instruction: String
        var scale: Double
        /// The repetition (1-14) under way.
        var rep: Int
        var finished: Bool
    }

    /// Within a repetition, the circle eases through the steps' scales; each repetition starts
    /// from rest, which the last exhale has just reached. Time is counted in whole microseconds,
    /// so a keyframe's boundary (0.165 s, 2.155 s) falls exactly where the document puts it.
    static func moment(at t: Double) -> Moment {
        let micro = Int((max(0, t) * 1_000_000).rounded())
        let durations = steps.map { Int(($0.duration * 1_000_000).rounded()) }
        let cycle = durations.reduce(0, +)
        guard micro < cycle * repetitions else {
            return Moment(step: steps.count, instruction: "Well done", scale: restingScale, rep: repetitions, finished: true)
        }
        let rep = micro / cycle + 1
        var offset = micro % cycle
        var from = restingScale
        for (step, duration) in zip(steps, durations) {
            if offset < duration {
                let scale = from + (step.scale - from) * Easing.easeInOut(Double(offset) / Double(duration))
                return Moment(step: step.number, instruction: step.instruction, scale: scale, rep: rep, finished: false)
            }
            offset -= duration
            from = step.scale
        }
        // Unreachable: the offset is less than the cycle, the sum of the durations.
        return Moment(step: steps.count, instruction: "Exhale", scale: restingScale, rep: rep, finished: false)
    }
}

/// SwiftUI's `.easeInOut` timing curve: the cubic Bézier (0.42, 0) (0.58, 1), as CSS defines
/// `ease-in-out`.
enum Easing {
    /// The curve's height at horizontal position `x` in 0...1, found by bisection (deterministic,
    /// to well under a millionth).
    static func easeInOut(_ x: Double) -> Double {
        let clamped = min(1, max(0, x))
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < clamped { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
