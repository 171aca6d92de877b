import TerrariumGraphics

/// A small RGBA image being drawn pixel by pixel.
public struct PixelGrid {
    /// Width in art pixels.
    public let width: Int
    /// Height in art pixels.
    public let height: Int
    /// Row after row, top first; nil is a transparent pixel.
    public private(set) var pixels: [Color?]

    /// A transparent grid of `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: nil, count: width * height)
    }

    /// A frame of a pixel map: each key looked up in `palette`, `.` left transparent, as wide as
    /// the first row. Throws a `ForgeError` naming `place` for a key the palette lacks.
    public init(rows: [[Character]], palette: Palette, place: String) throws {
        self.init(width: rows.first?.count ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, key) in row.enumerated() where key != "." {
                pixels[y * width + x] = try palette.color(key, in: place)
            }
        }
    }

    /// The pixel at (x, y), nil when transparent. Outside the grid it reads nil and writing does
    /// nothing, so shapes may be drawn partly off the edge.
    public subscript(x: Int, y: Int) -> Color? {
        get { x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : nil }
        set { if x >= 0 && y >= 0 && x < width && y < height { pixels[y * width + x] = newValue } }
    }

    /// Paints a `w` x `h` rectangle from (x, y) in `color`, clipped to the grid.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: Color) {
        for yy in y..<(y + h) { for xx in x..<(x + w) { self[xx, yy] = color } }
    }

    /// Pastes `other` at (x, y); its transparent pixels leave these alone.
    public mutating func paste(_ other: PixelGrid, x: Int, y: Int) {
        for yy in 0..<other.height {
            for xx in 0..<other.width {
                if let color = other[xx, yy] { self[x + xx, y + yy] = color }
            }
        }
    }

    /// The grid as straight-alpha RGBA bytes (transparent pixels all zero), ready to encode.
    public var pixelBuffer: PixelBuffer {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for (i, color) in pixels.enumerated() {
            guard let color else { continue }
            rgba[i * 4] = byte(color.red)
            rgba[i * 4 + 1] = byte(color.green)
            rgba[i * 4 + 2] = byte(color.blue)
            rgba[i * 4 + 3] = byte(color.alpha)
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    private func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
}
