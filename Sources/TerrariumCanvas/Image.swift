internal import CCairo
internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// A decoded bitmap that can be drawn: a sprite or any PNG.
public final class Image {
    let surface: Surface
    public var width: Int { surface.width }
    public var height: Int { surface.height }

    /// Decodes PNG bytes. Any colour type, bit depth, palette or transparency libpng reads is
    /// accepted; a damaged or oversized file is an error, never a crash.
    public init(png data: Data) throws(CanvasError) {
        surface = try PNGDecoder.decode(data)
    }

    /// Wraps pixels already drawn.
    public init(wrapping surface: Surface) {
        self.surface = surface
    }

    public convenience init(contentsOf url: URL) throws(CanvasError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .png("cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(png: data)
    }

    public func pixelBuffer() -> PixelBuffer { surface.pixelBuffer() }
}

enum PNGDecoder {
    static func decode(_ data: Data) throws(CanvasError) -> Surface {
        var width: UInt32 = 0, height: UInt32 = 0
        var messageBuffer = [CChar](repeating: 0, count: 256)
        let headerStatus = data.withUnsafeBytes { raw in
            tpng_read_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height,
                           &messageBuffer, messageBuffer.count)
        }
        guard headerStatus == 0 else { throw .png(message(from: messageBuffer)) }
        guard width <= maximumImageSide, height <= maximumImageSide else {
            throw .imageTooLarge(width: Int(width), height: Int(height), limit: maximumImageSide)
        }
        let surface = try Surface(width: Int(width), height: Int(height))
        let status = surface.withPixels { pixels, stride in
            data.withUnsafeBytes { raw in
                tpng_decode_argb32(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels,
                                   Int32(stride), &messageBuffer, messageBuffer.count)
            }
        }
        guard status == 0 else { throw .png(message(from: messageBuffer)) }
        return surface
    }
}
