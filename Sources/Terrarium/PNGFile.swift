import Foundation
import TerrariumGraphics
internal import TerrariumCanvas

/// PNG reading and writing for code outside the canvas: goldens, diffs, tools and tests.
public enum PNGFile {
    /// Straight RGBA with the file's own sample values; a damaged file is a `PNGReadError`.
    public static func decode(_ data: Data) throws(PNGReadError) -> PixelBuffer {
        do { return try PNGDecoder.decode(data) } catch { throw PNGReadError(message: error.description) }
    }

    /// Reads and decodes a file; the error names the file.
    public static func read(_ path: String) throws(PNGReadError) -> PixelBuffer {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw PNGReadError(message: exists ? "\(path): cannot be read" : "\(path): no such file")
        }
        do { return try decode(data) } catch { throw PNGReadError(message: "\(path): \(error.message)") }
    }

    /// Whether `data` is a whole PNG as written (every chunk's CRC right, IEND last), read in
    /// full but not decoded.
    public static func isIntact(_ data: Data) -> Bool { PNGDecoder.chunksAreIntact(data) }

    /// Encodes straight RGBA pixels as they are, with the engine's image-tuned writer (RGB when
    /// every pixel is opaque); `options` as a render's (`threads: 1` as a batch worker encodes).
    /// Throws if the writer fails.
    public static func encode(_ pixels: PixelBuffer, options: PNGOptions = PNGOptions()) throws -> Data {
        try PNGEncoder.encode(pixels, options: options)
    }
}

/// A PNG that could not be read: missing, damaged, truncated, not a PNG, or too large.
public struct PNGReadError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the file when there is one.
    public var message: String
    /// The message as it is.
    public var description: String { message }
}
