import Foundation

/// How a plant's creatures move about their spot above it through the idle loop (seed 004,
/// "Artifact Types"), in whole art pixels from where the still shows them. Every path starts
/// at the still's spot and repeats a whole number of times a loop; all but the firefly's
/// orbit and the hummingbird's darts are centred on that spot. A hash
/// of the creature's id (`<plantId>/<artifact>`) picks which way round it goes, so two
/// butterflies in one greenhouse do not fly as one.
enum InsectFlight {
    /// The offset of `artifact` with id `id` at `time`; none for the still.
    static func offset(_ artifact: PlantArtifact, id: String, at time: Double?) -> (x: Int, y: Int) {
        guard let time else { return (0, 0) }
        let seed = IdleLoop.hash(id)
        let sx = seed & 1 == 0 ? 1.0 : -1.0, sy = seed & 2 == 0 ? 1.0 : -1.0
        func wave(_ amplitude: Double, cycles: Int) -> Double {
            amplitude * sin(2 * Double.pi * IdleLoop.phase(time, cycles: cycles))
        }
        let (x, y): (Double, Double) = switch artifact {
        // "Gently flutters around the plant": a slow figure of eight, three pixels each side.
        case .butterfly: (sx * wave(3.4, cycles: 1), sy * wave(1.6, cycles: 2))
        // "Hovers near flowers": a small, quicker hover.
        case .bee: (sx * wave(2.4, cycles: 2), sy * wave(1.4, cycles: 4))
        // "Quick darting movements near blooms": holds still, then darts.
        case .hummingbird: dart(time, sx: sx, sy: sy)
        // "Orbits plant": a flat ellipse once a loop, rising from its spot and back (an
        // orbit cannot be centred on a spot it passes through).
        case .firefly: (sx * wave(3.4, cycles: 1), -1.7 * (1 - cos(2 * Double.pi * IdleLoop.phase(time))))
        // "Graceful flight patterns": a wide, slow glide.
        case .dragonfly: (sx * wave(4.4, cycles: 1), sy * wave(1.4, cycles: 2))
        }
        return (Int(x.rounded()), Int(y.rounded()))
    }

    /// The hummingbird's spots, one a second, from the still's; it darts to the next in the
    /// last twelfth of a second, drawn halfway there (each halfway point a whole pixel, and
    /// none the spot it leaves).
    static let spots: [(x: Double, y: Double)] = [(0, 0), (-4, -2), (2, -2), (-2, 2)]

    private static func dart(_ time: Double, sx: Double, sy: Double) -> (Double, Double) {
        let along = IdleLoop.phase(time) * Double(spots.count)
        let index = min(spots.count - 1, Int(along.rounded(.down)))
        let from = spots[index], to = spots[(index + 1) % spots.count]
        // A hair early, so a frame time that lands a rounding error short of 11/12 still darts.
        let share = along - Double(index) >= 11.0 / 12 - 1e-9 ? 0.5 : 0
        return (sx * (from.x + (to.x - from.x) * share), sy * (from.y + (to.y - from.y) * share))
    }
}

extension InsectFlight {
    /// The creature's box for depth sorting, moved with it: a sideways step of `dx` pixels is
    /// dx/32 of a tile along the column and against the row, as its spot is placed. Its height
    /// stays its own layer of air above the plant, so two creatures of one plant never share
    /// space whichever way each is flying; and the move is held within the plant's footprint
    /// (or no further out than the still's box already reaches), so it never enters the space
    /// of the next tile's objects. At rest it is the still's box.
    static func box(_ still: Box, sideways dx: Int, within plant: Box) -> Box {
        guard dx != 0 else { return still }
        let lowest = max(plant.c0 - still.c0, still.r1 - plant.r1)
        let highest = min(plant.c1 - still.c1, still.r0 - plant.r0)
        let shift = min(max(Double(dx) / 32, min(0, lowest)), max(0, highest))
        var moved = still
        moved.c0 += shift
        moved.c1 += shift
        moved.r0 -= shift
        moved.r1 -= shift
        return moved
    }
}
