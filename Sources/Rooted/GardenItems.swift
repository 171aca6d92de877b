/// Furniture and garden artifacts a greenhouse can hold (PRD 6 and 9).
enum DecorationItem: String, CaseIterable, Sendable {
    case table, shelf, wateringCan, bench
    case windChime, birdFeeder, painting, cat, gnome

    /// Wall items hang on a back wall and take no floor tile.
    var onWall: Bool { self == .shelf || self == .painting }

    /// The sprite's name in Sprites/rooted (the left-wall or column-axis drawing).
    var sprite: String {
        switch self {
        case .table: "table"
        case .shelf: "shelf"
        case .wateringCan: "watering-can"
        case .bench: "bench"
        case .windChime: "wind-chime"
        case .birdFeeder: "bird-feeder"
        case .painting: "painting"
        case .cat: "cat"
        case .gnome: "gnome"
        }
    }

    /// Height above the floor in art pixels, for depth sorting.
    var height: Int {
        switch self {
        case .table: 12
        case .shelf, .painting: 16
        case .wateringCan, .cat, .gnome: 12
        case .bench: 12
        case .windChime, .birdFeeder: 28
        }
    }

    /// Wall items' width in wall tiles.
    var wallSpan: Int { self == .shelf ? 2 : 1 }
}

/// Creatures a plant earns by its streak (PRD 6), drawn hovering above it.
enum PlantArtifact: String, CaseIterable, Sendable {
    case butterfly, bee, hummingbird, firefly, dragonfly

    /// The streak that earns it (days).
    var streakDays: Int {
        switch self {
        case .butterfly: 7
        case .bee: 14
        case .hummingbird: 30
        case .firefly: 60
        case .dragonfly: 90
        }
    }

    /// Where it hovers, from the plant's anchor, in art pixels: each kind has its own spot so
    /// several stack on one plant without covering each other.
    var offset: (x: Int, y: Int) {
        switch self {
        case .butterfly: (-9, -4)
        case .bee: (8, -6)
        case .hummingbird: (-11, 6)
        case .firefly: (2, -10)
        case .dragonfly: (10, 5)
        }
    }
}

/// Which back wall a wall item hangs on: `left` runs along the rows (col 0), `right` along
/// the columns (row 0).
enum Wall: String, CaseIterable, Sendable {
    case left, right
}

/// A floor tile.
struct Tile: Hashable, Sendable, Comparable, CustomStringConvertible {
    var col: Int
    var row: Int
    init(_ col: Int, _ row: Int) {
        self.col = col
        self.row = row
    }
    static func < (a: Tile, b: Tile) -> Bool { (a.row, a.col) < (b.row, b.col) }
    var description: String { "[\(col), \(row)]" }

    /// The tiles a `columns` x `rows` footprint covers from this corner (some may be off the floor).
    func footprint(columns: Int, rows: Int) -> [Tile] {
        (0..<rows).flatMap { r in (0..<columns).map { c in Tile(col + c, row + r) } }
    }
}
