internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// Animated PNG (APNG 1.0) from frames of one size, written by the engine's own PNG writer.
///
/// The first frame is the file's default image, whole. Each later frame stores only the
/// rectangle that changed since the frame before (`fcTL` offsets, dispose op none), and a run of
/// identical frames is one frame shown for the run's whole time. A rectangle is stored whichever
/// way is smaller: its unchanged pixels as fully transparent, blended over the frame before
/// (blend op over: runs of one value compress far better than the picture they stand for), or
/// as it is (blend op source, as ffmpeg's encoder stores every one); each filtered and not, and
/// the first frame and small rectangles with libdeflate's slowest levels too, so a file is never
/// larger than ffmpeg's of the same frames. An opaque animation stays RGB for blending: an unused
/// colour is made transparent with a `tRNS` chunk, and it stands for "unchanged". A frame whose
/// changed pixels are not all opaque is stored as it is, since blending a translucent pixel over
/// the old one would not give it back. Delays are exact fractions of a
/// second, so 30 fps stays 1/30 s a frame rather than rounding to 33 ms. Every frame has the
/// colour type of the whole animation (RGB when every pixel of every frame is opaque, RGBA
/// otherwise). The same frames give the same bytes, whatever the number of threads.
///
/// Frames are drawn as the encoder goes (`FrameSource`), a few per thread at a time, and each
/// is let go once the next one is compared with it: a 30 s animation holds a handful of frames
/// in memory, not 900, and no time goes to faulting in memory for frames already written.
/// Whether the animation is opaque, and which colour is free for the key, are guessed from the
/// first frame; a later frame that proves the guess wrong starts the file again with the right
/// choice, so the bytes are those of an encoder that knew every frame beforehand.
package enum APNGEncoder {
    /// The most frames an animation may hold: ten minutes at 60 fps.
    package static let maximumFrames = 36_000

    /// Colours tried in turn as an opaque animation's "unchanged" key: odd ones, which a
    /// rendered picture almost never holds exactly. A key that a frame does hold is dropped for
    /// the next; with none left, every rectangle is stored as it is.
    static let keyCandidates: [(UInt8, UInt8, UInt8)] = [(1, 254, 3), (254, 3, 253), (3, 1, 252), (252, 255, 1)]

    /// An animation's frames as the encoder asks for them: `count` frames, frame `i` made by
    /// `frame(i)`, which is called on up to `threads` threads at once (each index once, or
    /// once more when the file has to start again).
    package struct FrameSource {
        package var count: Int
        package var threads: Int
        package var frame: (Int) throws -> PixelBuffer

        package init(count: Int, threads: Int, frame: @escaping (Int) throws -> PixelBuffer) {
            self.count = count
            self.threads = max(1, threads)
            self.frame = frame
        }
    }

    /// Encodes `frames`, each shown for `delay` seconds (`numerator / denominator`, both at most
    /// 65,535 and the denominator above 0), played `plays` times (0: forever).
    /// `text` is written as iTXt chunks before the image data, where a reader of text alone
    /// (batch's up-to-date check) finds it without reading the frames.
    package static func encode(_ frames: [PixelBuffer], delay: (numerator: Int, denominator: Int), plays: Int = 0,
                              options: PNGOptions = PNGOptions(), text: [PNGText] = []) throws(CanvasError) -> Data {
        let threads = options.threads > 0 ? options.threads : ProcessInfo.processInfo.activeProcessorCount
        do {
            return try encode(FrameSource(count: frames.count, threads: threads) { frames[$0] }, delay: delay, plays: plays,
                              options: options, text: text)
        } catch let error as CanvasError {
            throw error
        } catch {
            throw .png("\(error)")
        }
    }

    /// Encodes the frames `source` draws, as `encode(_:delay:plays:options:text:)` does; errors
    /// from `source` are thrown as they are.
    package static func encode(_ source: FrameSource, delay: (numerator: Int, denominator: Int), plays: Int = 0,
                              options: PNGOptions = PNGOptions(), text: [PNGText] = []) throws -> Data {
        guard source.count > 0 else { throw CanvasError.png("an animation needs at least one frame") }
        guard source.count <= maximumFrames else {
            throw CanvasError.png("an animation of \(source.count) frames; the limit is \(maximumFrames)")
        }
        guard (1...65_535).contains(delay.numerator), (1...65_535).contains(delay.denominator) else {
            throw CanvasError.png("a frame delay is a fraction of whole numbers from 1 to 65535 (got \(delay.numerator)/\(delay.denominator))")
        }
        guard (0...Int(UInt32.max)).contains(plays) else { throw CanvasError.png("plays must be from 0 (forever) to \(UInt32.max)") }
        let first = try source.frame(0)
        guard first.width > 0, first.height > 0, first.width <= maximumImageSide, first.height <= maximumImageSide else {
            throw CanvasError.imageTooLarge(width: first.width, height: first.height, limit: maximumImageSide)
        }
        var mode = Mode.start(first)
        while true {
            let writer = Writer(source: source, first: first, mode: mode, delay: delay, plays: plays, options: options, text: text)
            switch try writer.run() {
            case .file(let file): return file
            case .translucentFrame: mode = .translucent
            case .keyTaken: mode = mode.nextKey(first)
            }
        }
    }

    /// How unchanged pixels are stored.
    enum Mode: Equatable {
        /// Opaque: `keyCandidates[index]` stands for "unchanged".
        case keyed(Int)
        /// Opaque, every key taken: rectangles stored as they are.
        case opaque
        /// Some pixel is not opaque: "unchanged" is transparent where every changed pixel is opaque.
        case translucent

        static func start(_ first: PixelBuffer) -> Mode {
            APNGFramePixels.isOpaque(first) ? key(after: -1, first) : .translucent
        }

        /// The next mode once this one's key turned up in a changed pixel.
        func nextKey(_ first: PixelBuffer) -> Mode {
            if case .keyed(let index) = self { return Self.key(after: index, first) }
            return self
        }

        /// The first candidate after `index` that the first frame does not hold.
        private static func key(after index: Int, _ first: PixelBuffer) -> Mode {
            for next in index + 1..<keyCandidates.count {
                let (r, g, b) = keyCandidates[next]
                if !APNGFramePixels.contains(first, word(r, g, b, 255)) { return .keyed(next) }
            }
            return .opaque
        }
    }

    /// One pass over the frames in one mode.
    private struct Writer {
        let source: FrameSource
        let first: PixelBuffer
        let mode: Mode
        let delay: (numerator: Int, denominator: Int)
        let plays: Int
        let options: PNGOptions
        let text: [PNGText]

        enum Outcome {
            case file(Data)
            /// A frame is not opaque: the animation must be RGBA throughout.
            case translucentFrame
            /// A changed pixel is the key colour: the next key must be tried.
            case keyTaken
        }

        var opaque: Bool { mode != .translucent }

        var key: (UInt8, UInt8, UInt8)? {
            if case .keyed(let index) = mode { return keyCandidates[index] }
            return nil
        }

        /// Draws the frames a window at a time, on `source.threads` threads: each window's
        /// frames, then which of them repeat the frame before, then the rectangles of those that
        /// start a run, found, keyed and compressed (one writer thread each). Only the window
        /// and the frame before it are held.
        func run() throws -> Outcome {
            var single = options
            single.threads = 1
            let perFrame = single
            let keyWord = key.map { word($0.0, $0.1, $0.2, 255) }
            let whole = PixelRect(x: 0, y: 0, width: first.width, height: first.height)
            var parts = [try smallest([(APNGFramePixels.copy(first, whole), false)], whole, options: perFrame)]
            var runs: [(frame: Int, length: Int)] = [(0, 1)]
            var previous = first
            var start = 1
            let threads = source.threads, window = source.threads * 4
            while start < source.count {
                let end = min(source.count, start + window)
                let drawn = try ParallelMap.map(end - start, threads: threads) { offset -> (PixelBuffer, Bool) in
                    let frame = try source.frame(start + offset)
                    guard frame.width == first.width, frame.height == first.height else {
                        throw CanvasError.png("every frame of an animation must be \(first.width)x\(first.height) px")
                    }
                    return (frame, !opaque || APNGFramePixels.isOpaque(frame))
                }
                if drawn.contains(where: { !$0.1 }) { return .translucentFrame }
                let frames = drawn.map(\.0)
                let before = previous
                func frame(before offset: Int) -> PixelBuffer { offset == 0 ? before : frames[offset - 1] }
                let same = try ParallelMap.map(frames.count, threads: threads) { APNGFramePixels.same(frame(before: $0), frames[$0]) }
                // Runs of identical frames become one frame each, as long as the run's delay
                // still fits 16 bits: numerator * length over the denominator, reduced.
                var starting: [Int] = []
                for offset in frames.indices {
                    if same[offset], (runs[runs.count - 1].length + 1) * delay.numerator <= 65_535 {
                        runs[runs.count - 1].length += 1
                    } else {
                        runs.append((start + offset, 1))
                        starting.append(offset)
                    }
                }
                let made = try ParallelMap.map(starting.count, threads: threads) { index -> Part? in
                    let offset = starting[index]
                    return try change(from: frame(before: offset), to: frames[offset], key: keyWord, options: perFrame)
                }
                let stored = made.compactMap { $0 }
                guard stored.count == made.count else { return .keyTaken }
                parts += stored
                previous = frames[frames.count - 1]
                start = end
            }
            // A single frame needs no key: it is written whole, as RGB.
            return .file(try assemble(parts, runs, key: runs.count > 1 ? key : nil))
        }

        /// The rectangle of `frame` that changed since `previous`, as stored; nil when a
        /// changed pixel is the key. The rectangle is stored whichever way is smaller: its
        /// unchanged pixels as the key (or transparent) blended over the frame before, or the
        /// rectangle as it is (blend op source), as ffmpeg's encoder stores every one.
        private func change(from previous: PixelBuffer, to frame: PixelBuffer, key: UInt32?,
                            options: PNGOptions) throws -> Part? {
            let region = APNGFramePixels.changedRegion(from: previous, to: frame)
            var candidates: [(pixels: [UInt8], blendOver: Bool)] = []
            if let key {
                guard let pixels = APNGFramePixels.delta(from: previous, to: frame, in: region, unchanged: key, keyed: true) else {
                    return nil
                }
                candidates.append((pixels, true))
            } else if !opaque, let pixels = APNGFramePixels.delta(from: previous, to: frame, in: region, unchanged: 0, keyed: false) {
                candidates.append((pixels, true))
            }
            candidates.append((APNGFramePixels.copy(frame, region), false))
            return try smallest(candidates, region, options: options)
        }

        /// The smallest encoding of the candidates (the first of equals). A large rectangle (a
        /// frame whose change spans most of it) is written once, the first way with the
        /// options' filter, as a still is: a second encoding of a megapixel would cost more
        /// than drawing the frame. The first frame is also tried unfiltered (a gradient's rows
        /// compress best so, as ffmpeg writes them); a rectangle of at most 256x256 px also
        /// each other way and unfiltered; one of at most 64x64 px also with libdeflate's
        /// slowest level, where a 4x6 blink's stream header is most of its bytes.
        private func smallest(_ candidates: [(pixels: [UInt8], blendOver: Bool)], _ region: PixelRect,
                              options: PNGOptions) throws -> Part {
            let area = region.width * region.height
            let isWhole = region.width == first.width && region.height == first.height
            var compressors = [options]
            var tried = candidates
            // (A translucent animation's regions go through the streaming writer, which takes
            // the image-tuned deflater only.)
            if opaque, options.compression == .imageTuned, isWhole || area <= Self.mediumRegion {
                var unfiltered = options
                unfiltered.filter = .none
                compressors.append(unfiltered)
                if !isWhole, area <= Self.smallRegion {
                    compressors += [PNGOptions(compression: .level(12), filter: .none, threads: options.threads),
                                    PNGOptions(compression: .level(12), filter: options.filter, threads: options.threads)]
                }
            } else {
                tried = Array(candidates.prefix(1))
            }
            var best: Part?
            for candidate in tried {
                for compressor in compressors {
                    let made = try part(candidate.pixels, region, blendOver: candidate.blendOver, options: compressor)
                    if best.map({ made.bytes < $0.bytes }) ?? true { best = made }
                }
            }
            guard let best else { throw CanvasError.png("no way to store a frame's rectangle") }
            return best
        }

        /// Rectangles of at most this many pixels are tried every way.
        static let mediumRegion = 256 * 256
        /// Rectangles of at most this many pixels are tried with libdeflate's slowest level too.
        static let smallRegion = 64 * 64

        private func part(_ pixels: [UInt8], _ region: PixelRect, blendOver: Bool, options: PNGOptions) throws -> Part {
            let png = try APNGEncoder.encodeRegion(pixels, region, opaque: opaque, options: options)
            return Part(region: region, blendOver: blendOver, chunks: try APNGEncoder.chunks(of: png))
        }

        /// The file: signature, header, animation control, the key's tRNS, the text, then each
        /// run's frame control and data, in order.
        private func assemble(_ parts: [Part], _ runs: [(frame: Int, length: Int)],
                              key: (UInt8, UInt8, UInt8)?) throws(CanvasError) -> Data {
            var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var sequence: UInt32 = 0
            for (position, run) in runs.enumerated() {
                let part = parts[position]
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
    }

    /// One run's frame as it goes into the file.
    private struct Part {
        var region: PixelRect
        var blendOver: Bool
        var chunks: [(type: String, data: Data)]
        /// The image data it adds to the file.
        var bytes: Int { chunks.reduce(0) { $0 + ($1.type == "IDAT" ? $1.data.count : 0) } }
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
