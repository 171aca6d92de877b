/// The greenhouse's 2:1 projection, in art pixels (DESIGN, "Isometric greenhouse").
///
/// A tile is a 16x16 floor unit drawn as a 32x16 px diamond. Columns run down-right on screen,
/// rows down-left, so the tile nearest the viewer is (5, 5) at the bottom. Heights (`z`) are in
/// art pixels above the floor. Every position is a whole pixel: the scene never lands between
/// two art pixels, so it stays crisp at every integer scale.
public enum IsoGrid {
    public static let size = 6
    public static let tileWidth = 32
    public static let tileHeight = 16
    /// The back walls' height above the floor.
    public static let wallHeight = 64
    /// The floor platform's visible thickness at its front edges.
    public static let platformDepth = 6
    /// The garden's art canvas: 216 px square, which is 1080 px at 5x.
    public static let artWidth = 216
    public static let artHeight = 216
    /// The top corner of tile (0, 0), the back corner of the floor.
    public static let originX = 108
    public static let originY = 84

    /// The screen point of floor position (col, row) at height z, on the whole-pixel grid.
    /// Corners of tiles are whole numbers; tile centres are (col + 0.5, row + 0.5).
    public static func screen(col: Double, row: Double, z: Int = 0) -> (x: Int, y: Int) {
        let x = (col - row) * Double(tileWidth / 2)
        let y = (col + row) * Double(tileHeight / 2)
        return (originX + Int(x.rounded(.down)), originY + Int(y.rounded(.down)) - z)
    }

    /// Half the width of a floor tile's diamond on pixel row `y` (0-15). Rows step two pixels,
    /// so neighbouring tiles share their edge pixels, which are the grid lines.
    public static func diamondHalfWidth(row y: Int) -> Int {
        y < 8 ? 2 * (y + 1) : 2 * (16 - y)
    }

    /// The centre of a tile on the floor.
    public static func center(col: Int, row: Int) -> (x: Int, y: Int) {
        screen(col: Double(col) + 0.5, row: Double(row) + 0.5)
    }
}
