internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// Animated PNG (APNG 1.0) from frames of one size, written by the engine's own PNG writer.
///
/// The first frame is the file's default image, whole. Each later frame stores only the
/// rectangle that changed since the frame before (`fcTL` offsets, dispose op none), and a run of
/// identical frames is one frame shown for the run's whole time. Inside a rectangle, the pixels
/// that did not change are stored as fully transparent and the rectangle is blended over the
/// frame before (blend op over), as ffmpeg's encoder does: runs of one value compress far better
/// than the picture they stand for. An opaque animation stays RGB for that: an unused colour is
/// made transparent with a `tRNS` chunk, and it stands for "unchanged". A frame whose changed
/// pixels are not all opaque is stored as it is instead (blend op source), since blending a
/// translucent pixel over the old one would not give it back. Delays are exact fractions of a
/// second, so 30 fps stays 1/30 s a frame rather than rounding to 33 ms. Every frame has the
/// colour type of the whole animation (RGB when every pixel of every frame is opaque, RGBA
/// otherwise). The same frames give the same bytes, whatever the number of threads.
public enum APNGEncoder {
    /// The most frames an animation may hold: ten minutes at 60 fps.
    public static let maximumFrames = 36_000

    /// Colours tried in turn as an opaque animation's "unchanged" key: odd ones, which a
    /// rendered picture almost never holds exactly. A key that a frame does hold is dropped for
    /// the next; with none left, every rectangle is stored as it is.
    static let keyCandidates: [(UInt8, UInt8, UInt8)] = [(1, 254, 3), (254, 3, 253), (3, 1, 252), (252, 255, 1)]

    /// Encodes `frames`, each shown for `delay` seconds (`numerator / denominator`, both at most
    /// 65,535 and the denominator above 0), played `plays` times (0: forever).
    /// `text` is written as iTXt chunks before the image data, where a reader of text alone
    /// (batch's up-to-date check) finds it without reading the frames.
    public static func encode(_ frames: [PixelBuffer], delay: (numerator: Int, denominator: Int), plays: Int = 0,
                              options: PNGOptions = PNGOptions(), text: [PNGText] = []) throws(CanvasError) -> Data {
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
        let animation = Animation(frames: frames, runs: runs, opaque: opaque, delay: delay, plays: plays, options: options,
                                  text: text)
        if opaque, runs.count > 1 {
            for key in keyCandidates {
                if let file = try animation.assemble(key: key) { return file }
            }
        }
        guard let file = try animation.assemble(key: nil) else { throw .png("an animation could not be assembled") }
        return file
    }

    /// The frames, their runs and how to write them: one file per choice of key colour.
    private struct Animation {
        let frames: [PixelBuffer]
        let runs: [(frame: Int, length: Int)]
        let opaque: Bool
        let delay: (numerator: Int, denominator: Int)
        let plays: Int
        let options: PNGOptions
        let text: [PNGText]

        /// The file, with `key` as an opaque animation's transparent "unchanged" colour (nil: a
        /// translucent animation, or an opaque one stored without a key); nil when a frame
        /// holds the key itself.
        ///
        /// Each frame's rectangle depends only on it and the frame before, so the rectangles are
        /// found, keyed and compressed on every core (one writer thread each), then joined in
        /// order: the same bytes as one after another.
        func assemble(key: (UInt8, UInt8, UInt8)?) throws(CanvasError) -> Data? {
            let keyWord = key.map { APNGEncoder.word($0.0, $0.1, $0.2, 255) }
            if let keyWord, APNGEncoder.contains(frames[runs[0].frame], keyWord) { return nil }
            let parts = Parts(count: runs.count)
            var single = options
            single.threads = 1
            let perFrame = single
            DispatchQueue.concurrentPerform(iterations: runs.count) { position in
                guard !parts.stopped else { return }
                do {
                    parts.set(position, try part(position, key: keyWord, options: perFrame))
                } catch {
                    parts.fail(error)
                }
            }
            guard let stored = try parts.result() else { return nil }

            var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var sequence: UInt32 = 0
            for (position, run) in runs.enumerated() {
                let part = stored[position]
                if position == 0 {
                    guard let header = part.chunks.first(where: { $0.type == "IHDR" }) else { throw .png("the writer made no IHDR") }
                    file.append(APNGEncoder.chunk("IHDR", header.data))
                    file.append(APNGEncoder.chunk("acTL", APNGEncoder.uint32(UInt32(runs.count)) + APNGEncoder.uint32(UInt32(plays))))
                    if let key {
                        // tRNS for colour type 2: the one colour, as three 16-bit samples.
                        file.append(APNGEncoder.chunk("tRNS", Data([0, key.0, 0, key.1, 0, key.2])))
                    }
                    for entry in text { file.append(APNGEncoder.chunk("iTXt", APNGEncoder.internationalText(entry))) }
                }
                let region = part.region
                let (numerator, denominator) = APNGEncoder.reduced(run.length * delay.numerator, delay.denominator)
                var control = APNGEncoder.uint32(sequence)
                control += APNGEncoder.uint32(UInt32(region.width)) + APNGEncoder.uint32(UInt32(region.height))
                control += APNGEncoder.uint32(UInt32(region.x)) + APNGEncoder.uint32(UInt32(region.y))
                control += APNGEncoder.uint16(UInt16(numerator)) + APNGEncoder.uint16(UInt16(denominator))
                control += Data([0, part.blendOver ? 1 : 0])  // dispose op none; blend op over or source
                file.append(APNGEncoder.chunk("fcTL", control))
                sequence += 1
                for data in part.chunks where data.type == "IDAT" {
                    if position == 0 {
                        file.append(APNGEncoder.chunk("IDAT", data.data))
                    } else {
                        file.append(APNGEncoder.chunk("fdAT", APNGEncoder.uint32(sequence) + data.data))
                        sequence += 1
                    }
                }
            }
            file.append(APNGEncoder.chunk("IEND", Data()))
            return file
        }

        /// Run `position`'s rectangle, as stored and compressed; nil when it holds the key.
        private func part(_ position: Int, key: UInt32?, options: PNGOptions) throws(CanvasError) -> Part? {
            let frame = frames[runs[position].frame]
            var region = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
            let stored: Stored
            if position == 0 {
                stored = Stored(pixels: APNGEncoder.copy(frame, region), blendOver: false)
            } else {
                let previous = frames[runs[position - 1].frame]
                region = APNGEncoder.changedRegion(from: previous, to: frame)
                guard let delta = APNGEncoder.delta(from: previous, to: frame, in: region, opaque: opaque, key: key) else {
                    return nil
                }
                stored = delta
            }
            let png = try APNGEncoder.encodeRegion(stored.pixels, region, opaque: opaque, options: options)
            return Part(region: region, blendOver: stored.blendOver, chunks: try APNGEncoder.chunks(of: png))
        }
    }

    /// One run's frame as it goes into the file.
    private struct Part: Sendable {
        var region: PixelRect
        var blendOver: Bool
        var chunks: [(type: String, data: Data)]
    }

    /// The parts being made on several threads: each in its own slot, the first error, and
    /// whether a part held the key (then the others need not be made).
    private final class Parts: @unchecked Sendable {
        // @unchecked: every property is read and written only under `lock`.
        private let lock = NSLock()
        private var parts: [Part?]
        private var error: CanvasError?
        private var collided = false

        init(count: Int) { parts = Array(repeating: nil, count: count) }

        var stopped: Bool { lock.withLock { error != nil || collided } }

        func set(_ index: Int, _ part: Part?) {
            lock.withLock {
                if let part { parts[index] = part } else { collided = true }
            }
        }

        func fail(_ error: any Error) {
            lock.withLock {
                if self.error == nil { self.error = error as? CanvasError ?? .png("\(error)") }
            }
        }

        /// Every part in order; nil when one held the key.
        func result() throws(CanvasError) -> [Part]? {
            let (error, collided, parts) = lock.withLock { (self.error, self.collided, self.parts) }
            if let error { throw error }
            if collided { return nil }
            return parts.compactMap { $0 }
        }
    }

    /// A frame's rectangle as it is stored, and whether it is blended over the frame before.
    private struct Stored {
        var pixels: [UInt8]
        var blendOver: Bool
    }

    /// An uncompressed iTXt chunk's data: keyword (at most 79 bytes), NUL, no compression, no
    /// language or translated keyword, then the text as UTF-8.
    static func internationalText(_ entry: PNGText) -> Data {
        var data = Data(entry.key.utf8.prefix(79))
        data.append(contentsOf: [0, 0, 0, 0, 0])
        data.append(contentsOf: Array(entry.text.utf8))
        return data
    }

    /// One pixel's four bytes as the word they make in memory.
    static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Whether any pixel of `frame` is `word`.
    private static func contains(_ frame: PixelBuffer, _ word: UInt32) -> Bool {
        frame.rgba.withUnsafeBytes { bytes in bytes.bindMemory(to: UInt32.self).contains(word) }
    }

    /// `region` of `frame`, row by row.
    private static func copy(_ frame: PixelBuffer, _ region: PixelRect) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            let source = ((region.y + row) * frame.width + region.x) * 4
            pixels.replaceSubrange(row * region.width * 4..<(row + 1) * region.width * 4,
                                   with: frame.rgba[source..<source + region.width * 4])
        }
        return pixels
    }

    /// `region` of `next` as it is stored after `previous`: with a key (an opaque animation),
    /// unchanged pixels become the key and the rectangle is blended over (nil when a changed
    /// pixel is the key itself); in a translucent animation, unchanged pixels become transparent
    /// when every changed one is opaque, and otherwise the rectangle is stored as it is.
    private static func delta(from previous: PixelBuffer, to next: PixelBuffer, in region: PixelRect, opaque: Bool,
                              key: UInt32?) -> Stored? {
        if opaque && key == nil { return Stored(pixels: copy(next, region), blendOver: false) }
        let transparent = key ?? 0
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        let usable = pixels.withUnsafeMutableBytes { out -> Bool in
            let output = out.bindMemory(to: UInt32.self)
            return previous.rgba.withUnsafeBytes { old in
                next.rgba.withUnsafeBytes { new in
                    let before = old.bindMemory(to: UInt32.self), after = new.bindMemory(to: UInt32.self)
                    for row in 0..<region.height {
                        let source = (region.y + row) * next.width + region.x, target = row * region.width
                        for column in 0..<region.width {
                            let value = after[source + column]
                            if value == before[source + column] {
                                output[target + column] = transparent
                            } else if key != nil ? value == transparent : value >> 24 != 255 {
                                return false
                            } else {
                                output[target + column] = value
                            }
                        }
                    }
                    return true
                }
            }
        }
        if usable { return Stored(pixels: pixels, blendOver: true) }
        return key == nil ? Stored(pixels: copy(next, region), blendOver: false) : nil
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
    private static func encodeRegion(_ pixels: [UInt8], _ region: PixelRect, opaque: Bool,
                                     options: PNGOptions) throws(CanvasError) -> Data {
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

    static func uint32(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    static func uint16(_ value: UInt16) -> Data { Data([UInt8(value >> 8), UInt8(value & 0xFF)]) }

    static func reduced(_ numerator: Int, _ denominator: Int) -> (Int, Int) {
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
