import Foundation

/// Pixels as the canvas holds them: one native-endian word per pixel, alpha in the top byte and
/// red, green and blue below it already multiplied by alpha (Cairo's ARGB32). What `lint` reads:
/// copying these is a `memcpy`, where straight RGBA costs a pass over every pixel, and a check
/// reads a few thousand of them at most.
public struct PremultipliedPixels: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` words, top row first.
    public let words: [UInt32]

    /// Traps when `words` is not `width * height` long.
    public init(width: Int, height: Int, words: [UInt32]) {
        precondition(words.count == width * height, "pixel words do not match their size")
        self.width = width
        self.height = height
        self.words = words
    }

    /// No pixels.
    public static let empty = PremultipliedPixels(width: 0, height: 0, words: [])

    /// The straight (not premultiplied) RGBA of one word, rounded as the PNG writer rounds, so
    /// a check sees the colours the file stores.
    @inline(__always)
    public static func straight(_ word: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = word >> 24, r = word >> 16 & 0xFF, g = word >> 8 & 0xFF, b = word & 0xFF
        guard a != 0 && a != 255 else { return (UInt8(r), UInt8(g), UInt8(b), UInt8(a)) }
        return (UInt8((r * 255 + a / 2) / a), UInt8((g * 255 + a / 2) / a), UInt8((b * 255 + a / 2) / a), UInt8(a))
    }

    /// The straight RGBA of the pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        Self.straight(words[y * width + x])
    }

    /// Whether every pixel is the same. Premultiplying is one-to-one for each alpha, so this is
    /// also whether every straight pixel is the same.
    public var isUniform: Bool {
        // Every word equals the next exactly when the buffer equals itself shifted by one
        // word: one memcmp, where a loop a pixel is slow in a debug build.
        words.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 4 else { return true }
            return memcmp(base, base + 4, bytes.count - 4) == 0
        }
    }
}
