import PixelForge
/// Sprites the forge derives from drawn ones, so every derived pixel follows its source.
enum Variants {
    /// The first row of the shared pot for a plant stage (pots.txt): rows above it are the plant.
    static func potTop(stage: String) -> Int {
        switch stage {
        case "sprout": 26
        case "mature": 24
        default: 25
        }
    }

    /// Leaf and petal colours as a plant dries: thirsty leaves turn sage, wilting ones olive and
    /// brown. Pot colours (K b o O T t) are never remapped.
    static let thirstyColors: [Character: Character] = [
        "H": "J", "h": "j", "f": "Z", "e": "Z", "Y": "y", "I": "i",
    ]
    static let wiltingColors: [Character: Character] = [
        "H": "y", "h": "y", "f": "B", "e": "B", "d": "b", "Y": "y", "J": "y", "j": "B", "Z": "B", "z": "b",
        "i": "B", "I": "y", "G": "m", "F": "m", "X": "F", "V": "m", "+": "n", "=": "n", "9": "8", "L": "n",
        "E": "v", "w": "v", "D": "s", "C": "v", "6": "2", "Q": "0",
    ]

    /// Thirsty: leaf tips at the plant's sides sag by a pixel, colours go sage.
    static func thirsty(_ rows: [[Character]], potTop: Int) -> [[Character]] {
        let drooped = droop(rows, potTop: potTop) { distance in distance >= 5 ? 1 : 0 }
        return recolor(drooped, thirstyColors)
    }

    /// Wilting: the plant slumps (every third row above the pot folds away), its sides sag by up
    /// to two pixels, and its colours go olive and brown.
    static func wilting(_ rows: [[Character]], potTop: Int) -> [[Character]] {
        let slumped = slump(rows, potTop: potTop)
        let drooped = droop(slumped, potTop: potTop) { distance in distance >= 8 ? 2 : distance >= 4 ? 1 : 0 }
        return recolor(drooped, wiltingColors)
    }

    /// The idle sway frame: the top third of the plant leans a pixel to the right.
    static func sway(_ rows: [[Character]], potTop: Int) -> [[Character]] {
        guard let top = rows.firstIndex(where: { $0.contains { $0 != "." } }), top < potTop else { return rows }
        let end = top + max(1, (potTop - top) / 3)
        var out = rows
        for y in top..<end {
            out[y] = ["."] + rows[y].dropLast()
        }
        return out
    }

    /// The wilting idle frame: too limp to sway, the plant's crown sinks a pixel and rises
    /// again, a tired breath. The top third of the plant (as `sway` leans) moves down one row;
    /// the row it lands on, the first below it, is covered, not shifted, so the stem below and
    /// the pot stay exactly where they are.
    static func sag(_ rows: [[Character]], potTop: Int) -> [[Character]] {
        guard let top = rows.firstIndex(where: { $0.contains { $0 != "." } }), top < potTop else { return rows }
        let end = top + max(1, (potTop - top) / 3)
        var out = rows
        out[top] = Array(repeating: ".", count: rows[top].count)
        for y in top..<end where y + 1 < potTop {
            // Drawn pixels of the row above win; where it is empty, what was there shows through.
            out[y + 1] = zip(rows[y], rows[y + 1]).map { above, here in above != "." ? above : (y + 1 == end ? here : ".") }
        }
        return out
    }

    /// Mirrors left to right (a wall item for the other wall, furniture along the other axis).
    static func mirrored(_ source: SpriteSource, name: String) -> SpriteSource {
        var copy = source
        copy.name = name
        copy.frames = source.frames.map { $0.map { Array($0.reversed()) } }
        copy.anchorX = Double(source.width) - source.anchorX
        copy.footprint = source.footprint.map { [$0[1], $0[0]] }
        return copy
    }

    private static func recolor(_ rows: [[Character]], _ map: [Character: Character]) -> [[Character]] {
        rows.map { $0.map { map[$0] ?? $0 } }
    }

    /// Moves each column's plant pixels (rows above `potTop`) down by `shift(distance from the
    /// middle)`; what would fall into the pot is dropped.
    private static func droop(_ rows: [[Character]], potTop: Int, shift: (Int) -> Int) -> [[Character]] {
        guard let width = rows.first?.count else { return rows }
        var out = rows
        for x in 0..<width {
            let distance = abs(2 * x + 1 - width) / 2
            let d = shift(distance)
            guard d > 0 else { continue }
            for y in 0..<potTop { out[y][x] = "." }
            for y in 0..<potTop where y + d < potTop {
                out[y + d][x] = rows[y][x]
            }
        }
        return out
    }

    /// Removes every third row of the plant above the pot, counted up from the pot, and lets
    /// the rows above settle down.
    private static func slump(_ rows: [[Character]], potTop: Int) -> [[Character]] {
        guard let width = rows.first?.count else { return rows }
        var kept: [[Character]] = []
        for (step, y) in (0..<potTop).reversed().enumerated() where step % 3 != 2 {
            kept.append(rows[y])
        }
        var out = rows
        for y in 0..<potTop { out[y] = Array(repeating: ".", count: width) }
        for (step, row) in kept.enumerated() { out[potTop - 1 - step] = row }
        return out
    }
}
