import Terrarium

/// The greenhouse at rest (seed 004: "2-4 frame idle loops"): every sprite with idle frames
/// (plants swaying, creatures fluttering) steps through its two frames, some at 2 frames a
/// second and some at 1.5, picked by the object's id, so neighbours drift in and out of step
/// instead of swaying as one. At t = 0 every object shows its first frame, which is the still,
/// and the whole loop repeats every 4 s (the least common multiple of the two periods, 1 s and
/// 4/3 s).
enum IdleLoop {
    /// The loop's length in seconds.
    static let duration = 4.0
    /// The garden's natural frame rate: every frame change of both rates falls on a frame.
    static let framesPerSecond = 12
    /// The garden and share scenes' animation: the loop, at its natural rate.
    /// Keyframe goldens: a quarter-loop in (0.5 s: half the sprites on their second frame,
    /// the motes risen, the creatures off their spots) and the middle of the loop (2.25 s).
    static let animation = AnimationSpec(duration: duration, framesPerSecond: framesPerSecond, keyframes: [0.5, 2.25])

    /// The frame (0 or 1 of a two-frame sheet; 0 of a still) `id` shows at `time`, or the
    /// first frame for a still (`time` nil).
    static func frame(for id: String, at time: Double?, frames: Int) -> Int {
        guard let time, frames > 1 else { return 0 }
        // An exact product where frames fall (multiples of 1/12 s), rounded down after a tiny
        // nudge so 11/12 s * 1.5 does not land a hair below a whole step.
        let steps = Int((time * rate(for: id) + 1e-9).rounded(.down))
        return steps % frames
    }

    /// 2 or 1.5 frames a second, by a stable hash of the id (FNV-1a), the same on any machine.
    static func rate(for id: String) -> Double {
        hash(id) % 2 == 0 ? 2 : 1.5
    }

    /// A stable hash of `text` (FNV-1a), the same on any machine: the seed of an object's paths.
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// Steps of the clock the ambient paths read: 1/1200 s divides every frame time at 12, 24,
    /// 30 or 60 frames a second, so a frame's time and the same time one loop later fall on
    /// the same step although their doubles differ in the last bits.
    static let ticksPerSecond = 1_200
    static let loopTicks = Int(duration) * ticksPerSecond

    /// How far through `cycles` repeats of the loop `time` is, from 0 up to 1: exactly equal
    /// at `time` and `time` plus any whole number of loops.
    static func phase(_ time: Double, cycles: Int = 1) -> Double {
        guard time.isFinite, abs(time) < 1e9 else { return 0 } // the renderer admits only 0...duration
        let ticks = Int((time * Double(ticksPerSecond)).rounded()) % loopTicks
        let inLoop = ticks < 0 ? ticks + loopTicks : ticks
        return Double(inLoop * cycles % loopTicks) / Double(loopTicks)
    }
}
