/// The 2:1 isometric projection that pixel-art scenes share (Rooted's greenhouse, Forest's plots),
/// in art pixels.
///
/// A tile is a floor unit drawn as a `tileWidth` x `tileHeight` diamond. Columns run down-right
/// on screen and rows down-left, so tile (0, 0) is the back corner. Every position is a whole art
/// pixel, so a scene never lands between two pixels and stays crisp at every integer scale.
public struct IsometricGrid: Hashable, Sendable {
    /// Tiles along the column axis, which runs down-right on screen.
    public var columns: Int
    /// Tiles along the row axis, which runs down-left on screen.
    public var rows: Int
    /// The x of tile (0, 0)'s top corner, in art pixels from the left of the picture.
    public var originX: Int
    /// The y of tile (0, 0)'s top corner, in art pixels from the top of the picture.
    public var originY: Int
    /// A floor tile's diamond width, in art pixels.
    public static let tileWidth = 32
    /// A floor tile's diamond height, in art pixels: half its width, the 2:1 projection.
    public static let tileHeight = 16

    /// A floor of `columns` x `rows` tiles, tile (0, 0)'s top corner at (`originX`, `originY`).
    public init(columns: Int, rows: Int, originX: Int, originY: Int) {
        self.columns = columns
        self.rows = rows
        self.originX = originX
        self.originY = originY
    }

    /// The screen point of floor position (col, row) at height z. Corners of tiles are whole
    /// numbers; tile centres are (col + 0.5, row + 0.5).
    public func screen(col: Double, row: Double, z: Int = 0) -> (x: Int, y: Int) {
        let x = (col - row) * Double(Self.tileWidth / 2)
        let y = (col + row) * Double(Self.tileHeight / 2)
        return (originX + Int(x.rounded(.down)), originY + Int(y.rounded(.down)) - z)
    }

    /// The centre of a tile on the floor: where something standing on it has its anchor.
    public func center(col: Int, row: Int) -> (x: Int, y: Int) {
        screen(col: Double(col) + 0.5, row: Double(row) + 0.5)
    }

    /// The top-left corner of a tile's `tileWidth` x `tileHeight` sprite.
    public func tileOrigin(col: Int, row: Int) -> (x: Int, y: Int) {
        (originX + (col - row) * Self.tileWidth / 2 - Self.tileWidth / 2, originY + (col + row) * Self.tileHeight / 2)
    }

    /// Every tile once, back to front: single-tile items drawn in this order overlap correctly
    /// (multi-tile items need a real depth sort).
    public var tilesBackToFront: [(col: Int, row: Int)] {
        var tiles: [(col: Int, row: Int)] = []
        tiles.reserveCapacity(columns * rows)
        for sum in 0..<max(0, columns + rows - 1) {
            for col in 0..<columns {
                let row = sum - col
                if row >= 0 && row < rows { tiles.append((col, row)) }
            }
        }
        return tiles
    }

    /// The art-pixel width the floor's diamond covers.
    public var floorWidth: Int { (columns + rows) * Self.tileWidth / 2 }
    /// The art-pixel height the floor's diamond covers.
    public var floorHeight: Int { (columns + rows) * Self.tileHeight / 2 }

    /// Half the width of a floor tile's diamond on pixel row `y` (0-15). Rows step two pixels,
    /// so neighbouring tiles share their edge pixels, which are the grid lines.
    public static func diamondHalfWidth(row y: Int) -> Int {
        y < 8 ? 2 * (y + 1) : 2 * (16 - y)
    }
}
