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

    /// One tree giving way to another on whole art rows, so on whole device pixels at every
    /// step, with no blended colours: the new tree rises from the ground, below a line that
    /// climbs over the rows either tree paints (so every step shows), the old one above it.
    /// Withering rises the same way: from the top down, a large withered crown would first
    /// float above a small tree.
    func change(_ change: ForestTimeLapse.Change, x: Int, y: Int) throws -> [DrawCommand] {
        let from = try sprites.info("forest/" + change.from.sprite), to = try sprites.info("forest/" + change.to.sprite)
        let rows = max(Self.paintedRows(change.from.sprite), Self.paintedRows(change.to.sprite))
        let risen = Int((min(1, max(0, change.progress)) * Double(rows)).rounded(.down))
        // The two sprites' boxes together, both standing on (x, y), split at the line.
        let line = y + 1 - risen
        let left = x - Int(max(from.anchorX, to.anchorX).rounded(.down))
        let top = y - Int(max(from.anchorY, to.anchorY).rounded(.down))
        let width = max(from.width, to.width), bottom = top + max(from.height, to.height)
        let above = Rect(x: Double(left), y: Double(top), width: Double(width), height: Double(line - top))
        let below = Rect(x: Double(left), y: Double(line), width: Double(width), height: Double(bottom - line))
        return [.group([try stand(change.from.sprite, x: x, y: y)], clip: .rect(above), opacity: 1),
                .group([try stand(change.to.sprite, x: x, y: y)], clip: .rect(below), opacity: 1)]
    }

    /// A session's tree on its own ground tile, as art pixels (the session screen's ring and
    /// the Live Activity): a 32 x (47 + 16 + sides) block, the tree rising 47 px above the
    /// tile's centre. With no session, the bare tile; in a time-lapse frame, the tree changing.
    func sessionTile(_ session: ForestState.Session?, change: ForestTimeLapse.Change?) throws -> TreeArt {
        let rise = Self.treeRise, tileTop = rise - 8
        let width = IsometricGrid.tileWidth, height = tileTop + 16 + Self.sideDepth
        let grid = IsometricGrid(columns: 1, rows: 1, originX: width / 2, originY: tileTop)
        var commands = try ground(grid)
        if let session {
            let (x, y) = grid.center(col: 0, row: 0)
            if let change {
                commands += try self.change(change, x: x, y: y)
            } else {
                commands.append(try stand(Self.treeSprite(stage: session.stage, withered: session.withered), x: x, y: y))
            }
        }
        return TreeArt(width: width, height: height, commands: commands)
    }

    /// How many rows a tree's paint takes, from its base row (the anchor's) up to its topmost
    /// painted row: src/trees.txt's maps, checked against the PNGs by a test. A sprite not
    /// listed counts as its whole 48 rows.
    static func paintedRows(_ sprite: String) -> Int {
        ["tree-1": 8, "tree-2": 13, "tree-3": 25, "tree-4": 30, "tree-5": 45, "tree-withered": 48][sprite] ?? 48
    }

    /// Pixels the ground's soil edge adds below the floor's diamond.
    static let sideDepth = 6
    /// Pixels a tree rises above the centre of its tile (the sprites are 48 tall, anchored on
    /// their bottom row).
    static let treeRise = 47
}
