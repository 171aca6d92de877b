import Terrarium

/// Forest's pixel art as art-pixel commands for a `PixelArtLayer`: ground tiles in the engine's
/// isometric projection, and trees standing on their tiles' centres.
struct ForestArt {
    let sprites: any SpriteCatalog

    /// The sprite a tree shows: its stage (1-5), or the withered tree.
    static func treeSprite(stage: Int, withered: Bool) -> String {
        withered ? "tree-withered" : "tree-\(min(FocusSession.stages, max(1, stage)))"
    }

    /// A sprite's first frame, 1:1, its top-left corner at art pixel (x, y).
    func stamp(_ name: String, x: Int, y: Int) throws -> DrawCommand {
        let frame = try sprites.info("forest/" + name).firstFrame
        return .spriteRegion(name: "forest/" + name,
                             source: Rect(x: Double(frame.x), y: Double(frame.y), width: Double(frame.width), height: Double(frame.height)),
                             frame: Rect(x: Double(x), y: Double(y), width: Double(frame.width), height: Double(frame.height)),
                             sampling: .nearest)
    }

    /// A sprite placed by its anchor.
    func stand(_ name: String, x: Int, y: Int) throws -> DrawCommand {
        let info = try sprites.info("forest/" + name)
        return try stamp(name, x: x - Int(info.anchorX.rounded(.down)), y: y - Int(info.anchorY.rounded(.down)))
    }

    /// The plot's ground: every tile in a checker of two grass tiles, and the soil edge along
    /// the two front sides.
    func ground(_ grid: IsometricGrid) throws -> [DrawCommand] {
        var out: [DrawCommand] = []
        for (col, row) in grid.tilesBackToFront {
            let (x, y) = grid.tileOrigin(col: col, row: row)
            out.append(try stamp((col + row) % 2 == 0 ? "ground-a" : "ground-b", x: x, y: y))
            if row == grid.rows - 1 { out.append(try stamp("ground-side-left", x: x, y: y + 8)) }
            if col == grid.columns - 1 { out.append(try stamp("ground-side-right", x: x + 16, y: y + 8)) }
        }
        return out
    }

    /// Pixels the ground's soil edge adds below the floor's diamond.
    static let sideDepth = 6
    /// Pixels a tree rises above the centre of its tile (the sprites are 48 tall, anchored on
    /// their bottom row).
    static let treeRise = 47
}
