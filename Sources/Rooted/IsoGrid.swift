import Terrarium

/// The greenhouse's floor in the engine's 2:1 projection (`IsometricGrid`), in art pixels
/// (DESIGN, "Isometric greenhouse").
///
/// A tile is a 16x16 floor unit drawn as a 32x16 px diamond, 6 by 6. The tile nearest the viewer
/// is (5, 5) at the bottom. Heights (`z`) are in art pixels above the floor.
///
/// Shared with `RootedSpriteForge`, which draws the floor and walls to the same geometry, as
/// SPI: `@_spi(SpriteForge) import Rooted`.
@_spi(SpriteForge) public enum IsoGrid {
    /// Tiles along each side of the floor.
    public static let size = 6
    /// A floor tile's diamond width in art pixels.
    public static let tileWidth = IsometricGrid.tileWidth
    /// A floor tile's diamond height in art pixels.
    public static let tileHeight = IsometricGrid.tileHeight
    /// The back walls' height above the floor.
    public static let wallHeight = 64
    /// The floor platform's visible thickness at its front edges.
    public static let platformDepth = 6
    /// The garden's art canvas: 216 px square, which is 1080 px at 5x.
    public static let artWidth = 216
    /// The garden's art canvas height in art pixels.
    public static let artHeight = 216
    /// The top corner of tile (0, 0), the back corner of the floor.
    public static let originX = 108
    /// The top corner's row: the back walls stand above it.
    public static let originY = 84
    /// The floor's grid, for its screen positions.
    public static let grid = IsometricGrid(columns: size, rows: size, originX: originX, originY: originY)

    /// The screen point of floor position (col, row) at height z, on the whole-pixel grid.
    public static func screen(col: Double, row: Double, z: Int = 0) -> (x: Int, y: Int) {
        grid.screen(col: col, row: row, z: z)
    }

    /// Half the width of a floor tile's diamond on pixel row `y` (0-15).
    public static func diamondHalfWidth(row y: Int) -> Int { IsometricGrid.diamondHalfWidth(row: y) }

    /// The centre of a tile on the floor.
    public static func center(col: Int, row: Int) -> (x: Int, y: Int) { grid.center(col: col, row: row) }
}
