internal import CCairo
internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// A text chunk written into the PNG (iTXt, UTF-8), such as `Software` or `Description`.
package struct PNGText: Hashable, Sendable {
    /// The chunk's keyword (1-79 Latin-1 characters), such as `Software`.
    package var key: String
    /// The chunk's text, any UTF-8.
    package var text: String
    /// A text chunk of `key` and `text`.
    package init(_ key: String, _ text: String) { self.key = key; self.text = text }
}

/// Surfaces and pixel buffers to PNG bytes, through the engine's own writer (CPNGBridge).
package enum PNGEncoder {
    /// Whether the writer takes its shortcuts, as it does by default: rows converted with the
    /// processor's byte shuffles (SSSE3, AVX2) where it has them, and a row repeating the one
    /// above written as Up and zeros without being converted. Off, every row is converted with
    /// the x86-64 baseline's shifts and filtered, and the engine's PNG reader unfilters and
    /// premultiplies in plain C (an arm64 build's only way) instead of SSE2. The bytes and
    /// pixels are the same either way: tests turn it off to hold them to that. Process-wide.
    package static func allowShortcuts(_ allowed: Bool) { tpng_allow_shortcuts(allowed ? 1 : 0) }

    /// Encodes the surface's pixels. Opaque images are written as RGB, others as RGBA.
    package static func encode(_ surface: Surface, options: PNGOptions = PNGOptions(),
                              text: [PNGText] = []) throws(CanvasError) -> Data {
        var messageBuffer = [CChar](repeating: 0, count: 256)
        var buffer = tpng_buffer(data: nil, length: 0, capacity: 0)
        defer { tpng_buffer_free(&buffer) }
        let status = withTextChunks(text) { chunks in
            surface.withPixels { pixels, stride in
                var rows = tpng_rows(pixels: pixels, width: Int32(surface.width), height: Int32(surface.height),
                                     stride: Int32(stride), premultiplied: 1)
                return tpng_write(&rows, options.compression.code, options.filter.mask, Int32(clamping: options.threads),
                                  &chunks, Int32(chunks.count), &buffer, &messageBuffer, messageBuffer.count)
            }
        }
        guard status == 0 else { throw .png(message(from: messageBuffer)) }
        guard let bytes = buffer.data else { throw .png("libpng wrote no bytes") }
        return Data(bytes: bytes, count: buffer.length)
    }
}

extension PNGEncoder {
    /// `text` as the writer's C chunks, valid while `body` runs. PNG keywords are 1-79 Latin-1
    /// characters; texts are kept as UTF-8 C strings.
    static func withTextChunks<R, E: Error>(_ text: [PNGText], _ body: (inout [tpng_text]) throws(E) -> R) throws(E) -> R {
        let keys = text.map { strdup(String($0.key.prefix(79))) }
        let values = text.map { strdup($0.text) }
        defer { (keys + values).forEach { free($0) } }
        var chunks = zip(keys, values).map { tpng_text(key: $0, text: $1) }
        return try body(&chunks)
    }
}

extension PNGEncoder {
    /// Encodes straight RGBA pixels as they are (no premultiplied round trip): diff images,
    /// report panels and anything else built pixel by pixel.
    package static func encode(_ pixels: PixelBuffer, options: PNGOptions = PNGOptions(),
                              text: [PNGText] = []) throws(CanvasError) -> Data {
        var messageBuffer = [CChar](repeating: 0, count: 256)
        var buffer = tpng_buffer(data: nil, length: 0, capacity: 0)
        defer { tpng_buffer_free(&buffer) }
        let status = withTextChunks(text) { chunks in
            pixels.rgba.withUnsafeBufferPointer { bytes in
                var rows = tpng_rows(pixels: bytes.baseAddress, width: Int32(pixels.width), height: Int32(pixels.height),
                                     stride: Int32(pixels.width * 4), premultiplied: 0)
                return tpng_write(&rows, options.compression.code, options.filter.mask, Int32(clamping: options.threads),
                                  &chunks, Int32(chunks.count), &buffer, &messageBuffer, messageBuffer.count)
            }
        }
        guard status == 0 else { throw .png(message(from: messageBuffer)) }
        guard let bytes = buffer.data else { throw .png("libpng wrote no bytes") }
        return Data(bytes: bytes, count: buffer.length)
    }
}

extension PNGOptions.Compression {
    /// The writer's level argument: negative for the image-tuned deflater.
    var code: Int32 {
        switch self {
        case .imageTuned: -1
        case .level(let level): Int32(level)
        }
    }
}

extension PNGOptions.Filter {
    var mask: Int32 {
        switch self {
        case .none: Int32(TPNG_FILTER_NONE)
        case .sub: Int32(TPNG_FILTER_SUB)
        case .up: Int32(TPNG_FILTER_UP)
        case .average: Int32(TPNG_FILTER_AVG)
        case .paeth: Int32(TPNG_FILTER_PAETH)
        // Per row, the cheaper of Sub and Up: on rendered images the other three rarely win,
        // and scoring them tripled the time spent filtering a large widget.
        case .adaptive: Int32(TPNG_FILTER_SUB | TPNG_FILTER_UP)
        }
    }
}

extension PNGEncoder {
    /// The same pixels through Cairo's own PNG writer (libpng with zlib's defaults): the
    /// yardstick the issue sets for file sizes, used by a test and the benchmarks.
    package static func cairoWriterBytes(_ surface: Surface) throws(CanvasError) -> Int {
        var total = 0
        let status = withUnsafeMutablePointer(to: &total) { pointer in
            cairo_surface_write_to_png_stream(surface.pointer, { closure, _, length in
                closure?.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return total
    }
}
