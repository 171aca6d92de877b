import Foundation

/// The sunbeams falling through the glass, and the dust floating in them (seed 004: "gentle
/// dust motes floating in sunbeams (animated particles)"). Pure geometry in art pixels.
enum Sunbeams {
    /// Where each beam's top row starts, before its lean.
    static let starts = [70, 104, 138]
    static let top = 52
    static let bottom = 176
    static let width = 12

    /// How far the beams lean away from the sun, in half pixels per row: none at night.
    static func lean(_ time: TimeOfDay) -> Double? {
        switch time {
        case .morning: 1.0
        case .midday: 0.35
        case .evening: -1.0
        case .night: nil
        }
    }

    /// The beam's left edge on row `y`.
    static func left(beam: Int, row y: Int, lean: Double) -> Int {
        starts[beam] + Int((Double(y - top) * lean * 0.5).rounded(.down)) - (lean < 0 ? 40 : 20)
    }

    /// The still's five motes a beam, from the generator the still has always used, each
    /// given a path of its own by a hash of its place in the list.
    static let motes: [DustMote] = {
        var motes: [DustMote] = []
        var seed: UInt32 = 7_919
        for beam in starts.indices {
            for index in 0..<5 {
                seed = seed &* 1_103_515_245 &+ 12_345
                let row = top + 10 + Int(seed >> 16) % (bottom - top - 20)
                let inset = 2 + Int(seed >> 8) % (width - 4)
                let path = IdleLoop.hash("dust-\(beam)-\(index)")
                motes.append(DustMote(beam: beam, inset: inset, row: row,
                                      rise: 8 + Int(path % 5),
                                      start: 0.3 + 0.1 * Double(path / 5 % 5),
                                      swayCycles: 1 + Int(path / 25 % 2),
                                      swayDirection: path / 50 % 2 == 0 ? 1 : -1))
            }
        }
        return motes
    }()
}

/// One speck of dust: where it shows in the still, and how it drifts through the loop.
struct DustMote: Sendable, Equatable {
    var beam: Int
    /// Pixels from the beam's left edge, on any row.
    var inset: Int
    /// Its row in the still.
    var row: Int
    /// Pixels it rises in one loop; it sinks back while hidden.
    var rise: Int
    /// How far through its life it is in the still: always while fully shown.
    var start: Double
    /// Sways a loop (1 or 2), and which way first.
    var swayCycles: Int
    var swayDirection: Int

    /// Where it is and how strongly it shows: `level` 3 is the still's dust colour, 2 and 1
    /// fade it in thirds, 0 hides it.
    struct Place: Sendable, Equatable {
        var x: Int
        var y: Int
        var level: Int
    }

    /// Its place at `time` (nil: the still) in beams leaning `lean`. Each mote is born at the
    /// bottom of its drift, rises and sways, and fades out before it sinks back unseen, so the
    /// loop has no jump; the still is mid-life, so t = 0 is the still.
    func place(at time: Double?, lean: Double) -> Place {
        guard let time else {
            return Place(x: Sunbeams.left(beam: beam, row: row, lean: lean) + inset, y: row, level: 3)
        }
        var life = IdleLoop.phase(time) + start
        if life >= 1 { life -= 1 }
        let y = row - Int((Double(rise) * (life - start)).rounded())
        // 1.6 px: a mote rests a moment at two pixels out, and never leaves the beam's width.
        let sway = Int((1.6 * sin(2 * Double.pi * IdleLoop.phase(time, cycles: swayCycles))).rounded()) * swayDirection
        return Place(x: Sunbeams.left(beam: beam, row: y, lean: lean) + inset + sway, y: y, level: Self.level(life: life))
    }

    /// Hidden for the first and last 6% of its life, which is when it wraps; a third, two
    /// thirds, then fully shown, in steps of about a third of a second.
    static func level(life: Double) -> Int {
        let edge = min(life, 1 - life)
        return edge < 0.06 ? 0 : edge < 0.14 ? 1 : edge < 0.22 ? 2 : 3
    }
}
