internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// Animated PNG (APNG 1.0) from frames of one size, written by the engine's own PNG writer.
///
/// The first frame is the file's default image, whole. Each later frame stores only the
/// rectangle that changed since the frame before (`fcTL` offsets, dispose op none, blend op
/// source: the rectangle replaces what was there), and a run of identical frames is one frame
/// shown for the run's whole time. Delays are exact fractions of a second, so 30 fps stays 1/30 s
/// a frame rather than rounding to 33 ms. Every frame has the colour type of the whole
/// animation (RGB when every pixel of every frame is opaque, RGBA otherwise). The same frames
/// give the same bytes, whatever the number of threads.
public enum APNGEncoder {
    /// The most frames an animation may hold: ten minutes at 60 fps.
    public static let maximumFrames = 36_000

    /// Encodes `frames`, each shown for `delay` seconds (`numerator / denominator`, both at most
    /// 65,535 and the denominator above 0), played `plays` times (0: forever).
    public static func encode(_ frames: [PixelBuffer], delay: (numerator: Int, denominator: Int), plays: Int = 0,
                              options: PNGOptions = PNGOptions()) throws(CanvasError) -> Data {
        guard let first = frames.first else { throw .png("an animation needs at least one frame") }
        guard first.width > 0, first.height > 0, first.width <= maximumImageSide, first.height <= maximumImageSide else {
            throw .imageTooLarge(width: first.width, height: first.height, limit: maximumImageSide)
        }
        guard frames.count <= maximumFrames else {
            throw .png("an animation of \(frames.count) frames; the limit is \(maximumFrames)")
        }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw .png("every frame of an animation must be \(first.width)x\(first.height) px")
        }
        guard (1...65_535).contains(delay.numerator), (1...65_535).contains(delay.denominator) else {
            throw .png("a frame delay is a fraction of whole numbers from 1 to 65535 (got \(delay.numerator)/\(delay.denominator))")
        }
        guard (0...Int(UInt32.max)).contains(plays) else { throw .png("plays must be from 0 (forever) to \(UInt32.max)") }
        let opaque = frames.allSatisfy(Self.isOpaque)

        // Runs of identical frames become one frame each, as long as the run's delay still
        // fits 16 bits: numerator * length over the denominator, reduced.
        var runs: [(frame: Int, length: Int)] = []
        for (index, frame) in frames.enumerated() {
            if let last = runs.last, frames[last.frame].rgba == frame.rgba, (last.length + 1) * delay.numerator <= 65_535 {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((index, 1))
            }
        }

        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var sequence: UInt32 = 0
        for (position, run) in runs.enumerated() {
            let frame = frames[run.frame]
            let region = position == 0 ? PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
                                       : Self.changedRegion(from: frames[runs[position - 1].frame], to: frame)
            let png = try Self.encodeRegion(frame, region, opaque: opaque, options: options)
            let chunks = try Self.chunks(of: png)
            if position == 0 {
                guard let header = chunks.first(where: { $0.type == "IHDR" }) else { throw .png("the writer made no IHDR") }
                file.append(Self.chunk("IHDR", header.data))
                file.append(Self.chunk("acTL", Self.uint32(UInt32(runs.count)) + Self.uint32(UInt32(plays))))
            }
            let (numerator, denominator) = Self.reduced(run.length * delay.numerator, delay.denominator)
            var control = Self.uint32(sequence)
            control += Self.uint32(UInt32(region.width)) + Self.uint32(UInt32(region.height))
            control += Self.uint32(UInt32(region.x)) + Self.uint32(UInt32(region.y))
            control += Self.uint16(UInt16(numerator)) + Self.uint16(UInt16(denominator))
            control += Data([0, 0])  // dispose op none, blend op source
            file.append(Self.chunk("fcTL", control))
            sequence += 1
            for data in chunks where data.type == "IDAT" {
                if position == 0 {
                    file.append(Self.chunk("IDAT", data.data))
                } else {
                    file.append(Self.chunk("fdAT", Self.uint32(sequence) + data.data))
                    sequence += 1
                }
            }
        }
        file.append(Self.chunk("IEND", Data()))
        return file
    }

    /// The smallest rectangle holding every pixel that differs between two frames of one size;
    /// the top-left pixel when none does (a frame needs at least one).
    public static func changedRegion(from previous: PixelBuffer, to next: PixelBuffer) -> PixelRect {
        let width = next.width
        var minX = width, minY = next.height, maxX = -1, maxY = -1
        previous.rgba.withUnsafeBufferPointer { old in
            next.rgba.withUnsafeBufferPointer { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress, old.count == new.count else { return }
                for y in 0..<next.height {
                    let row = y * width * 4
                    // Whole rows first: most rows of a frame are as they were.
                    if memcmp(oldBase + row, newBase + row, width * 4) == 0 { continue }
                    var x = 0
                    while x < width, old[row + x * 4] == new[row + x * 4], old[row + x * 4 + 1] == new[row + x * 4 + 1],
                          old[row + x * 4 + 2] == new[row + x * 4 + 2], old[row + x * 4 + 3] == new[row + x * 4 + 3] { x += 1 }
                    var last = width - 1
                    while last > x, old[row + last * 4] == new[row + last * 4], old[row + last * 4 + 1] == new[row + last * 4 + 1],
                          old[row + last * 4 + 2] == new[row + last * 4 + 2], old[row + last * 4 + 3] == new[row + last * 4 + 3] { last -= 1 }
                    minX = min(minX, x); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private static func isOpaque(_ frame: PixelBuffer) -> Bool {
        var index = 3
        let bytes = frame.rgba
        while index < bytes.count {
            if bytes[index] != 255 { return false }
            index += 4
        }
        return true
    }

    /// One region of a frame as a PNG of the animation's colour type, through the writer's
    /// streaming interface (which takes the colour type as given).
    private static func encodeRegion(_ frame: PixelBuffer, _ region: PixelRect, opaque: Bool,
                                     options: PNGOptions) throws(CanvasError) -> Data {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            let source = ((region.y + row) * frame.width + region.x) * 4
            pixels.replaceSubrange(row * region.width * 4..<(row + 1) * region.width * 4,
                                   with: frame.rgba[source..<source + region.width * 4])
        }
        // An opaque animation's regions are all opaque, so the writer's own choice (RGB) is the
        // animation's, and any compression the options ask for can be used; otherwise the
        // streaming writer, which takes RGBA as given.
        if opaque {
            return try PNGEncoder.encode(PixelBuffer(width: region.width, height: region.height, rgba: pixels), options: options)
        }
        var messageBuffer = [CChar](repeating: 0, count: 256)
        var noText: [tpng_text] = []
        guard let stream = tpng_stream_new(Int32(region.width), Int32(region.height), opaque ? 1 : 0, options.filter.mask,
                                           Int32(clamping: options.threads), &noText, 0, &messageBuffer, messageBuffer.count) else {
            throw .png(TerrariumCanvas.message(from: messageBuffer))
        }
        defer { tpng_stream_free(stream) }
        var first: Int32 = 0, count: Int32 = 0
        while tpng_stream_next_strip(stream, 4 << 20, &first, &count) != 0 {
            let status = pixels.withUnsafeBufferPointer { bytes in
                var rows = tpng_rows(pixels: bytes.baseAddress.map { $0 + Int(first) * region.width * 4 },
                                     width: Int32(region.width), height: count, stride: Int32(region.width * 4), premultiplied: 0)
                return tpng_stream_write(stream, &rows, first, &messageBuffer, messageBuffer.count)
            }
            guard status == 0 else { throw .png(TerrariumCanvas.message(from: messageBuffer)) }
        }
        var buffer = tpng_buffer(data: nil, length: 0, capacity: 0)
        defer { tpng_buffer_free(&buffer) }
        guard tpng_stream_finish(stream, &buffer, &messageBuffer, messageBuffer.count) == 0, let bytes = buffer.data else {
            throw .png(TerrariumCanvas.message(from: messageBuffer))
        }
        return Data(bytes: bytes, count: buffer.length)
    }

    /// The chunks of a PNG the writer made: type and data, in order.
    static func chunks(of png: Data) throws(CanvasError) -> [(type: String, data: Data)] {
        var chunks: [(type: String, data: Data)] = []
        var offset = 8
        let bytes = [UInt8](png)
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard offset + 12 + length <= bytes.count else { throw .png("a chunk runs past the end of the file") }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// A chunk: length, type, data and the CRC of type and data.
    static func chunk(_ type: String, _ data: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(data)
        return uint32(UInt32(data.count)) + typed + uint32(CRC32.checksum(typed))
    }

    private static func uint32(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func uint16(_ value: UInt16) -> Data { Data([UInt8(value >> 8), UInt8(value & 0xFF)]) }

    private static func reduced(_ numerator: Int, _ denominator: Int) -> (Int, Int) {
        var a = numerator, b = denominator
        while b != 0 { (a, b) = (b, a % b) }
        return (numerator / a, denominator / a)
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
