internal import CPNGBridge
import Foundation
import TerrariumGraphics

extension PNGEncoder {
    /// Draws a `width` x `height` picture in horizontal strips of about `stripBytes` of pixels
    /// and encodes each strip as soon as it is drawn, so only one strip is held at a time: a
    /// year of history is 63 MB of pixels whole, and a few megabytes this way. `draw` paints
    /// the picture on a canvas at `scale` (in the whole picture's coordinates, `firstRow` taking
    /// care of the strip's place) and may skip what cannot reach `rows`, the strip's rows in points.
    ///
    /// The file is the one `encode` makes of the whole picture's surface, as long as drawing a
    /// strip gives the pixels the whole picture has there. The colour type is promised before
    /// the first row: RGB, and if a strip turns out not to be opaque the picture is drawn again
    /// as RGBA, as `encode` would have chosen.
    package static func encodeInStrips(width: Int, height: Int, scale: Double, stripBytes: Int,
                                      options: PNGOptions = PNGOptions(), text: [PNGText] = [],
                                      draw: (Canvas, ClosedRange<Double>) throws -> Void) throws -> Data {
        guard width > 0, height > 0, width <= maximumImageSide, height <= maximumImageSide,
              width * height <= maximumImagePixels else {
            throw CanvasError.imageTooLarge(width: width, height: height, limit: maximumImageSide)
        }
        return try withTextChunks(text) { chunks in
            try encodeInStrips(width: width, height: height, scale: scale, stripBytes: stripBytes, options: options,
                               chunks: &chunks, draw: draw)
        }
    }

    private static func encodeInStrips(width: Int, height: Int, scale: Double, stripBytes: Int, options: PNGOptions,
                                       chunks: inout [tpng_text], draw: (Canvas, ClosedRange<Double>) throws -> Void) throws -> Data {
        var messageBuffer = [CChar](repeating: 0, count: 256)
        let memo = PatchMemo()
        for opaque: Int32 in [1, 0] {
            guard let stream = tpng_stream_new(Int32(width), Int32(height), opaque, options.filter.mask,
                                               Int32(clamping: options.threads), &chunks, Int32(chunks.count),
                                               &messageBuffer, messageBuffer.count) else {
                throw CanvasError.png(message(from: messageBuffer))
            }
            defer { tpng_stream_free(stream) }
            var first: Int32 = 0, count: Int32 = 0
            var status: Int32 = 0
            while status == 0, tpng_stream_next_strip(stream, max(1, stripBytes), &first, &count) != 0 {
                let surface = try Surface(width: width, height: Int(count))
                do {  // the context goes before the pixels are read
                    let canvas = try Canvas(surface: surface, scale: scale, firstRow: Int(first))
                    canvas.patchMemo = memo
                    try draw(canvas, (Double(first) / scale)...(Double(first + count) / scale))
                    try canvas.checkStatus()
                }
                status = surface.withPixels { pixels, stride in
                    var rows = tpng_rows(pixels: pixels, width: Int32(width), height: count,
                                         stride: Int32(stride), premultiplied: 1)
                    return tpng_stream_write(stream, &rows, first, &messageBuffer, messageBuffer.count)
                }
            }
            if status == 2 { continue }  // not opaque after all: again, as RGBA
            guard status == 0 else { throw CanvasError.png(message(from: messageBuffer)) }
            var buffer = tpng_buffer(data: nil, length: 0, capacity: 0)
            defer { tpng_buffer_free(&buffer) }
            guard tpng_stream_finish(stream, &buffer, &messageBuffer, messageBuffer.count) == 0 else {
                throw CanvasError.png(message(from: messageBuffer))
            }
            guard let bytes = buffer.data else { throw CanvasError.png("the PNG writer wrote no bytes") }
            return Data(bytes: bytes, count: buffer.length)
        }
        throw CanvasError.png("a strip was not opaque when written as RGBA")  // status 2 needs opaque 1
    }
}
