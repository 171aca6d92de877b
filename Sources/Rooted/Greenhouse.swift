import Terrarium

/// One object in the greenhouse, placed: which sprite, where its anchor lands (art pixels),
/// and its box for depth sorting. Pure layout: no pixels.
struct PlacedObject: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case plant, decoration, artifact, wallItem }
    /// The id `drawOrder` reports: a friend's or decoration's id, or `<plantId>/<artifact>`.
    var id: String
    var kind: Kind
    var sprite: String
    var anchorX: Int
    var anchorY: Int
    var box: Box
    /// A soft shadow on the floor under it, centred at (x, y), `width` by `height` px.
    var shadow: Shadow?
}

struct Shadow: Sendable, Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// Where everything in the greenhouse goes.
enum Greenhouse {
    /// Art pixels up from the floor: a table's top, and where wall items hang.
    static let tableTop = 10
    static let shelfHeight = 26
    static let paintingHeight = 36

    /// Every object, in paint order, at `time` seconds into the idle loop (nil: the still):
    /// creatures are where their flight (`InsectFlight`) has taken them, and sorted there.
    static func objects(_ garden: GardenState, at time: Double? = nil) -> [PlacedObject] {
        guard let drop = garden.input.drop, let moved = dragged(drop, in: garden.input) else { return sorted(garden, at: time) }
        return dragPreview(GardenState(moved.input), lifted: moved.ids, at: time)
    }

    /// Art pixels the dragged item is held above the floor, under the finger.
    static let dragLift = 10

    /// Edit mode's drag preview: the greenhouse with the dragged item moved to the tile under the
    /// finger (`moved`), the item and what it carries (a plant's creatures; a table's plants and
    /// theirs) lifted `dragLift` pixels and painted over everything, as a dragged node is; each
    /// one's shadow stays on the floor below it, smaller and so softer, showing where it lands.
    static func dragPreview(_ moved: GardenState, lifted: Set<String>, at time: Double?) -> [PlacedObject] {
        let all = sorted(moved, at: time)
        func isLifted(_ object: PlacedObject) -> Bool {
            lifted.contains(object.id) || lifted.contains(String(object.id.split(separator: "/").first ?? ""))
        }
        let up = all.filter(isLifted).map { object -> PlacedObject in
            var object = object
            object.anchorY -= dragLift
            if var shadow = object.shadow {
                shadow.width = max(3, shadow.width - 4)
                shadow.height = max(2, shadow.height - 1)
                object.shadow = shadow
            }
            return object
        }
        return all.filter { !isLifted($0) } + up
    }

    /// The input with the dragged item moved onto the drop's tile, and the ids that move with
    /// it: a plant (off its table, if it stood on one), or a floor decoration and, for a table,
    /// the plants on it. Nil for a wall item, which is not dragged across the floor.
    static func dragged(_ drop: DropInput, in input: RootedInput) -> (input: RootedInput, ids: Set<String>)? {
        var moved = input
        if let i = moved.friends.firstIndex(where: { $0.id == drop.item }) {
            moved.friends[i].place = .tile(drop.tile)
            return (moved, [drop.item])
        }
        guard let i = moved.decorations.firstIndex(where: { $0.id == drop.item }),
              case .floor(_, let columns, let rows) = moved.decorations[i].place else { return nil }
        moved.decorations[i].place = .floor(drop.tile, columns: columns, rows: rows)
        let carried = input.friends.filter { $0.place == .on(drop.item) }.map(\.id)
        return (moved, Set([drop.item] + carried))
    }

    /// Every object in depth order.
    static func sorted(_ garden: GardenState, at time: Double?) -> [PlacedObject] {
        var objects: [PlacedObject] = []
        let decorations = garden.input.decorations
        for decoration in decorations {
            objects.append(place(decoration))
        }
        for plant in garden.plants {
            let (x, y, z, box): (Int, Int, Int, Box)
            switch plant.friend.place {
            case .tile(let tile):
                let centre = IsoGrid.center(col: tile.col, row: tile.row)
                (x, y, z) = (centre.x, centre.y + 3, 0)
                box = Box(c0: Double(tile.col), c1: Double(tile.col + 1), r0: Double(tile.row), r1: Double(tile.row + 1),
                          z0: 0, z1: Double(plant.height))
            case .on(let tableId):
                let slot = tableSlot(for: plant.friend.id, on: tableId, garden: garden)
                let point = IsoGrid.screen(col: slot.c, row: slot.r, z: tableTop)
                (x, y, z) = (point.x, point.y, tableTop)
                box = Box(c0: slot.c0, c1: slot.c1, r0: slot.r0, r1: slot.r1,
                          z0: Double(tableTop), z1: Double(tableTop + plant.height))
            }
            let onFloor = z == 0
            let wide = plant.stage == .mature && plant.state != .dead
            objects.append(PlacedObject(id: plant.friend.id, kind: .plant, sprite: plant.sprite, anchorX: x, anchorY: y,
                                        box: box, shadow: onFloor ? Shadow(x: x, y: y - 1, width: wide ? 18 : 14, height: wide ? 7 : 6) : nil))
            guard plant.state != .dead else { continue } // creatures leave a dead plant
            let centreC = (box.c0 + box.c1) / 2, centreR = (box.r0 + box.r1) / 2
            for artifact in plant.friend.artifacts {
                let id = "\(plant.friend.id)/\(artifact.rawValue)"
                let offset = artifact.offset, flight = InsectFlight.offset(artifact, id: id, at: time)
                let ax = x + offset.x + flight.x, ay = y - plant.height + offset.y + flight.y
                // The box sits where the sprite shows: a sideways offset of dx pixels is dx/32
                // of a tile along the column and against the row.
                // Boxes must not intersect, so each kind has its own layer of air above the plant.
                let dc = Double(offset.x) / 32
                let layer = Double(z + plant.height + 6 * (PlantArtifact.allCases.firstIndex(of: artifact) ?? 0))
                let spot = Box(c0: centreC + dc - 0.12, c1: centreC + dc + 0.12,
                               r0: centreR - dc - 0.12, r1: centreR - dc + 0.12, z0: layer, z1: layer + 6)
                let artifactBox = InsectFlight.box(spot, sideways: flight.x, within: box)
                objects.append(PlacedObject(id: id, kind: .artifact,
                                            sprite: artifact.rawValue, anchorX: ax, anchorY: ay, box: artifactBox,
                                            shadow: onFloor ? Shadow(x: ax, y: y - 3, width: 5, height: 2) : nil))
            }
        }
        let order = DepthSort.order(objects.map { DepthSort.Item(id: $0.id, box: $0.box) })
        let byId = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return order.compactMap { byId[$0.id] }
    }

    static func place(_ decoration: DecorationInput) -> PlacedObject {
        let item = decoration.item
        switch decoration.place {
        case .floor(let tile, let columns, let rows):
            let c = Double(tile.col), r = Double(tile.row)
            let centre = IsoGrid.screen(col: c + Double(columns) / 2, row: r + Double(rows) / 2)
            let box = Box(c0: c, c1: c + Double(columns), r0: r, r1: r + Double(rows), z0: 0,
                          z1: Double(item == .table ? tableTop : item.height))
            let sprite = item == .table && rows == 2 ? "table-row" : item.sprite
            let small = item != .table && item != .bench
            let y = centre.y + (small ? 2 : 0)
            let shadow = switch item {
            case .table: Shadow(x: centre.x, y: centre.y, width: 40, height: 14)
            case .bench: Shadow(x: centre.x, y: centre.y, width: 24, height: 9)
            default: Shadow(x: centre.x, y: y - 1, width: 12, height: 5)
            }
            return PlacedObject(id: decoration.id, kind: .decoration, sprite: sprite, anchorX: centre.x, anchorY: y,
                                box: box, shadow: shadow)
        case .wall(let wall, let at):
            let middle = Double(at) + Double(item.wallSpan) / 2
            let height = item == .shelf ? shelfHeight : paintingHeight
            let point = wall == .left ? IsoGrid.screen(col: 0, row: middle, z: height)
                                      : IsoGrid.screen(col: middle, row: 0, z: height)
            let span = (Double(at), Double(at + item.wallSpan))
            let box = wall == .left
                ? Box(c0: -0.3, c1: 0, r0: span.0, r1: span.1, z0: Double(height - 8), z1: Double(height + 8))
                : Box(c0: span.0, c1: span.1, r0: -0.3, r1: 0, z0: Double(height - 8), z1: Double(height + 8))
            return PlacedObject(id: decoration.id, kind: .wallItem, sprite: wall == .left ? item.sprite : item.sprite + "-right",
                                anchorX: point.x, anchorY: point.y, box: box, shadow: nil)
        }
    }

    /// A plant's spot on its table: the table's plants, in input order, spread evenly along
    /// its length. Returns the spot's centre and its share of the table's box.
    static func tableSlot(for plantId: String, on tableId: String, garden: GardenState)
        -> (c: Double, r: Double, c0: Double, c1: Double, r0: Double, r1: Double) {
        let sharing = garden.input.friends.filter { $0.place == .on(tableId) }.map(\.id)
        let index = Double(sharing.firstIndex(of: plantId) ?? 0)
        let count = Double(max(1, sharing.count))
        guard let table = garden.input.decorations.first(where: { $0.id == tableId }),
              case .floor(let tile, let columns, _) = table.place else {
            return (0.5, 0.5, 0, 1, 0, 1) // validated input always names a floor table
        }
        let c = Double(tile.col), r = Double(tile.row)
        if columns == 2 {
            let c0 = c + 2 * index / count, c1 = c + 2 * (index + 1) / count
            return ((c0 + c1) / 2, r + 0.5, c0, c1, r, r + 1)
        }
        let r0 = r + 2 * index / count, r1 = r + 2 * (index + 1) / count
        return (c + 0.5, (r0 + r1) / 2, c, c + 1, r0, r1)
    }

    /// Whether the item being dragged may be dropped on `tile`: everything it would cover is
    /// on the floor and free (or its own), or, for a plant, the tile holds a table with room.
    static func dropIsValid(_ drop: DropInput, garden: GardenState) -> Bool {
        let input = garden.input
        var owner: [Tile: String] = [:]
        for decoration in input.decorations { for tile in decoration.tiles { owner[tile] = decoration.id } }
        for friend in input.friends { if case .tile(let tile) = friend.place { owner[tile] = friend.id } }
        if let decoration = input.decorations.first(where: { $0.id == drop.item }) {
            guard case .floor(_, let columns, let rows) = decoration.place else { return false }
            let covered = drop.tile.footprint(columns: columns, rows: rows)
            return covered.allSatisfy { tile in
                tile.col < IsoGrid.size && tile.row < IsoGrid.size && (owner[tile] == nil || owner[tile] == drop.item)
            }
        }
        guard let holder = owner[drop.tile], holder != drop.item else { return true }
        guard let table = input.decorations.first(where: { $0.id == holder }), table.item == .table else { return false }
        let others = input.friends.filter { $0.place == .on(table.id) && $0.id != drop.item }.count
        return others < RootedInput.tableCapacity
    }
}
