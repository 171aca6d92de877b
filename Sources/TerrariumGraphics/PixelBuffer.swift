/// Decoded pixels as straight-alpha RGBA bytes, row after row: what image comparison reads.
public struct PixelBuffer: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha per pixel, top row first.
    public let rgba: [UInt8]

    /// Pixels from bytes already in order. Traps when `rgba` is not `width * height * 4` bytes long.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA buffer does not match its size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The RGBA of the pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
