internal import CCairo
internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// A decoded bitmap that can be drawn: a sprite or any PNG. One thread's handle: an image
/// shared between threads is shared as `ImagePixels`, each thread drawing through an `Image` of
/// its own over them.
package final class Image {
    let surface: Surface
    /// Width in pixels.
    package var width: Int { surface.width }
    /// Height in pixels.
    package var height: Int { surface.height }
    /// Which pixels these are: the key of their resampled patches (see Canvas+ScaledImage.swift),
    /// the same in every thread's `Image` over the same shared pixels.
    let pixelsID: UInt64

    /// Decodes PNG bytes. Any colour type, bit depth, palette or transparency libpng reads is
    /// accepted; a damaged or oversized file is an error, never a crash.
    package convenience init(png data: Data) throws(CanvasError) {
        try self.init(sharing: ImagePixels(png: data))
    }

    /// Draws `pixels`, which other threads may be drawing at the same time.
    package init(sharing pixels: ImagePixels) throws(CanvasError) {
        surface = try Surface(viewing: pixels)
        pixelsID = pixels.id
    }

    /// Wraps pixels already drawn.
    package init(wrapping surface: Surface) {
        self.surface = surface
        pixelsID = ImagePixels.newID()
    }

    /// Reads and decodes a PNG file. Throws `CanvasError.png` when the file cannot be read or is
    /// not a PNG, `imageTooLarge` past the size limits.
    package convenience init(contentsOf url: URL) throws(CanvasError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .png("cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(png: data)
    }

    /// A copy of the pixels as straight-alpha RGBA.
    package func pixelBuffer() -> PixelBuffer { surface.pixelBuffer() }
}

/// PNG bytes to straight RGBA pixels, with the file's own sample values.
package enum PNGDecoder {
    /// Whether `data` is a whole PNG as written: every chunk's CRC right and IEND last. Reads
    /// every byte and decodes nothing: a damaged byte anywhere, even in the image data, fails it.
    package static func chunksAreIntact(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return false }
            return tpng_chunks_intact(base, raw.count) == 1
        }
    }

    /// Decodes any PNG libpng reads (every colour type, bit depth, palette, tRNS, interlacing).
    /// A damaged, truncated or non-PNG file is an error naming what is wrong, never a crash;
    /// an image over the size limits is refused before its pixels are allocated.
    ///
    /// 8-bit RGB and RGBA files without palette, tRNS or interlacing (every golden and sprite)
    /// are read by the engine's own reader, png_reader.c (3 to 7 times libpng's speed here); it takes
    /// only files libpng reads without complaint, and hands every other file to libpng.
    package static func decode(_ data: Data) throws(CanvasError) -> PixelBuffer {
        if let fast = fastDecode(data) { return fast }
        return try decodeWithLibpng(data)
    }

    /// The engine's reader alone: nil for a file it leaves to libpng (for tests that hold the
    /// two readers to the same pixels).
    package static func fastDecode(_ data: Data) -> PixelBuffer? {
        data.withUnsafeBytes { raw -> PixelBuffer? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, var plan = fastPlan(base, raw.count) else { return nil }
            let rgbaCount = Int(plan.width) * Int(plan.height) * 4
            var decoded = true
            // Decoded straight into the array's storage: no copy of the pixels.
            let rgba = [UInt8](unsafeUninitializedCapacity: plan.buffer_bytes) { buffer, count in
                decoded = buffer.baseAddress.map { tpng_fast_decode(base, raw.count, &plan, $0) == Int32(TPNG_FAST_OK) } ?? false
                count = decoded ? rgbaCount : 0
            }
            return decoded ? PixelBuffer(width: Int(plan.width), height: Int(plan.height), rgba: rgba) : nil
        }
    }

    /// The engine's reader's plan for a file (its chunks walked, every CRC checked, within the
    /// size limits), or nil for a file it leaves to libpng.
    static func fastPlan(_ base: UnsafePointer<UInt8>, _ count: Int) -> tpng_fast_plan? {
        var plan = tpng_fast_plan()
        let taken = tpng_fast_header(base, count, UInt32(maximumImageSide), UInt64(maximumImagePixels), &plan)
        return taken == Int32(TPNG_FAST_OK) ? plan : nil
    }

    /// libpng alone, for every file.
    package static func decodeWithLibpng(_ data: Data) throws(CanvasError) -> PixelBuffer {
        var width: UInt32 = 0, height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var messageBuffer = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            tpng_decode_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                              UInt32(maximumImageSide), UInt64(maximumImagePixels),
                              &pixels, &width, &height, &messageBuffer, messageBuffer.count)
        }
        defer { tpng_pixels_free(pixels) }
        switch status {
        case 0: break
        case 2: throw .imageTooLarge(width: Int(width), height: Int(height), limit: maximumImageSide)
        default: throw .png(message(from: messageBuffer))
        }
        guard let pixels else { throw .png("libpng returned no pixels") }
        let count = Int(width) * Int(height) * 4
        return PixelBuffer(width: Int(width), height: Int(height),
                           rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
