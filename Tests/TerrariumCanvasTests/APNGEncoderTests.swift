import Foundation
import TestTags
import Testing
@testable import TerrariumCanvas
import TerrariumGraphics

/// APNG files read back frame by frame with an independent reader (below): each stored region
/// is wrapped as a PNG of its own, decoded, and pasted at its offsets, as a viewer does.
struct APNGEncoderTests {
    /// A frame: a background and a square at (x, y) of the given colour.
    private func frame(width: Int = 40, height: Int = 30, squareAt x: Int, _ y: Int, side: Int = 6,
                       color: (UInt8, UInt8, UInt8, UInt8) = (200, 40, 40, 255), background: UInt8 = 255) -> PixelBuffer {
        var rgba = [UInt8](repeating: background, count: width * height * 4)
        for row in y..<min(height, y + side) {
            for column in x..<min(width, x + side) {
                let index = (row * width + column) * 4
                rgba[index] = color.0; rgba[index + 1] = color.1; rgba[index + 2] = color.2; rgba[index + 3] = color.3
            }
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    struct Decoded {
        var plays: UInt32
        var frames: [(pixels: PixelBuffer, numerator: Int, denominator: Int, region: PixelRect)]
        var sequence: [UInt32]
        /// Each frame's blend op (0 source, 1 over), and the tRNS chunk's data if there is one.
        var blends: [UInt8] = []
        var transparency: Data?
    }

    /// An APNG reader of the test's own: acTL, fcTL and fdAT read by the specification.
    private func decode(_ file: Data) throws -> Decoded {
        let chunks = try APNGEncoder.chunks(of: file)
        func u32(_ data: Data, _ at: Int) -> UInt32 { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func u16(_ data: Data, _ at: Int) -> Int { Int(data[data.startIndex + at]) << 8 | Int(data[data.startIndex + at + 1]) }
        let header = try #require(chunks.first { $0.type == "IHDR" }).data
        let animation = try #require(chunks.first { $0.type == "acTL" }).data
        #expect(chunks.map(\.type).firstIndex(of: "acTL")! < chunks.map(\.type).firstIndex(of: "IDAT")!)
        let width = Int(u32(header, 0)), height = Int(u32(header, 4))
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: Decoded = Decoded(plays: u32(animation, 4), frames: [], sequence: [])
        var control: Data?
        var pending: [Data] = []
        let transparency = chunks.first { $0.type == "tRNS" }?.data
        func finish() throws {
            guard let control else { return }
            let w = Int(u32(control, 4)), h = Int(u32(control, 8)), x = Int(u32(control, 12)), y = Int(u32(control, 16))
            var ihdr = header
            ihdr.replaceSubrange(ihdr.startIndex..<ihdr.startIndex + 8, with: [UInt8(w >> 24), UInt8(w >> 16 & 255), UInt8(w >> 8 & 255), UInt8(w & 255),
                                                                               UInt8(h >> 24), UInt8(h >> 16 & 255), UInt8(h >> 8 & 255), UInt8(h & 255)])
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + APNGEncoder.chunk("IHDR", ihdr)
            if let transparency { png += APNGEncoder.chunk("tRNS", transparency) }
            for data in pending { png += APNGEncoder.chunk("IDAT", data) }
            png += APNGEncoder.chunk("IEND", Data())
            let region = try PNGDecoder.decode(png)
            let dispose = control[control.startIndex + 24], blend = control[control.startIndex + 25]
            #expect(dispose == 0, "dispose none")
            #expect(blend == 0 || blend == 1, "blend source or over")
            for row in 0..<h {
                for column in 0..<w {
                    let from = (row * w + column) * 4, to = ((y + row) * width + x + column) * 4
                    let alpha = region.rgba[from + 3]
                    // Over: a transparent pixel leaves the canvas as it was, an opaque one
                    // replaces it (the encoder blends only rectangles of those two kinds).
                    if blend == 1 {
                        #expect(alpha == 0 || alpha == 255, "only transparent and opaque pixels are blended over")
                        if alpha == 0 { continue }
                    }
                    for channel in 0..<4 { canvas[to + channel] = region.rgba[from + channel] }
                }
            }
            frames.blends.append(blend)
            frames.frames.append((PixelBuffer(width: width, height: height, rgba: canvas), u16(control, 20), u16(control, 22),
                                  PixelRect(x: x, y: y, width: w, height: h)))
            pending = []
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                frames.sequence.append(u32(chunk.data, 0))
                control = chunk.data
            case "IDAT": pending.append(chunk.data)
            case "fdAT":
                frames.sequence.append(u32(chunk.data, 0))
                pending.append(chunk.data.dropFirst(4))
            default: break
            }
        }
        try finish()
        #expect(Int(u32(animation, 0)) == frames.frames.count, "acTL counts the frames")
        frames.transparency = transparency
        return frames
    }

    @Test func framesComeBackExactlyWithOnlyTheChangedRegionsStored() throws {
        let frames = (0..<6).map { frame(squareAt: 2 + $0 * 5, 4 + $0) }
        let file = try APNGEncoder.encode(frames, delay: (1, 30))
        let decoded = try decode(file)
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.sequence == Array(0..<UInt32(decoded.sequence.count)), "fcTL and fdAT share one sequence from 0")
        #expect(decoded.frames.allSatisfy { $0.numerator == 1 && $0.denominator == 30 })
        #expect(decoded.frames[0].region == .init(x: 0, y: 0, width: 40, height: 30), "the first frame is whole")
        // The square moves 5 right and 1 down: old and new square together.
        #expect(decoded.frames[1].region == .init(x: 2, y: 4, width: 11, height: 7))
        #expect(decoded.plays == 0, "forever by default")
        #expect(try APNGEncoder.encode(frames, delay: (1, 30)) == file, "the same frames give the same bytes")
    }

    @Test func identicalFramesBecomeOneLongerFrameWithAnExactDelay() throws {
        let still = frame(squareAt: 10, 10), moved = frame(squareAt: 12, 10)
        let file = try APNGEncoder.encode([still, still, still, moved, moved, still], delay: (1, 30), plays: 3)
        let decoded = try decode(file)
        #expect(decoded.frames.map(\.pixels) == [still, moved, still])
        #expect(decoded.frames.map { "\($0.numerator)/\($0.denominator)" } == ["1/10", "1/15", "1/30"], "3/30, 2/30, 1/30 reduced")
        #expect(decoded.plays == 3)
    }

    @Test func translucentFramesKeepAlphaInEveryRegion() throws {
        let clear = frame(squareAt: 0, 0, side: 0, background: 0)
        let frames = [clear, frame(squareAt: 5, 5, color: (10, 120, 200, 128), background: 0)]
        let decoded = try decode(try APNGEncoder.encode(frames, delay: (1, 12)))
        #expect(decoded.frames.map(\.pixels) == frames)
    }

    /// An opaque animation stays RGB: the unchanged pixels of a later rectangle can be one
    /// unused colour, made transparent by tRNS, blended over the frame before. That is how a
    /// rectangle whose unchanged pixels are costly (noise between two changes far apart) is
    /// stored, since it is the smaller.
    @Test func unchangedPixelsOfAnOpaqueAnimationAreAKeyColourBlendedOverWhereThatIsSmaller() throws {
        var noise = [UInt8](repeating: 255, count: 40 * 30 * 4)
        var seed: UInt32 = 12_345
        for index in noise.indices where index % 4 != 3 {
            seed = seed &* 1_103_515_245 &+ 12_345
            noise[index] = UInt8(truncatingIfNeeded: seed >> 16)
        }
        // Two corners change in each frame; the noise between them does not.
        let frames = (0..<3).map { step -> PixelBuffer in
            var rgba = noise
            for (x, y) in [(1 + step, 1), (33 - step, 23)] {
                for row in y..<(y + 6) {
                    for column in x..<(x + 6) { rgba.replaceSubrange((row * 40 + column) * 4 ..< (row * 40 + column) * 4 + 4, with: [200, 40, 40, 255]) }
                }
            }
            return PixelBuffer(width: 40, height: 30, rgba: rgba)
        }
        let file = try APNGEncoder.encode(frames, delay: (1, 30))
        let decoded = try decode(file)
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.transparency == Data([0, 1, 0, 254, 0, 3]), "the first candidate key, (1, 254, 3)")
        #expect(decoded.blends == [0, 1, 1])
        let header = try #require(try APNGEncoder.chunks(of: file).first { $0.type == "IHDR" }).data
        #expect(header[header.startIndex + 9] == 2, "colour type 2: RGB")
    }

    /// Where the rectangle as it is compresses smaller (a small square moving on white), it is
    /// stored so (blend source), as ffmpeg stores every rectangle: never larger than ffmpeg's.
    @Test func aRectangleIsStoredAsItIsWhereThatIsSmaller() throws {
        let frames = (0..<3).map { frame(squareAt: 2 + $0 * 5, 4 + $0) }
        let decoded = try decode(try APNGEncoder.encode(frames, delay: (1, 30)))
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.blends == [0, 0, 0])
    }

    /// A frame that holds a key colour itself cannot use it: the next candidate is taken, and
    /// with every candidate held the rectangles are stored as they are (blend source, no tRNS).
    @Test func aKeyColourAFrameHoldsIsNotUsed() throws {
        let keys = APNGEncoder.keyCandidates
        let second = frame(squareAt: 12, 6, color: (keys[0].0, keys[0].1, keys[0].2, 255))
        let decoded = try decode(try APNGEncoder.encode([frame(squareAt: 2, 4), second], delay: (1, 30)))
        #expect(decoded.frames.map(\.pixels) == [frame(squareAt: 2, 4), second])
        #expect(decoded.transparency == Data([0, keys[1].0, 0, keys[1].1, 0, keys[1].2]))

        var everyKey = frame(squareAt: 2, 4)
        var bytes = everyKey.rgba
        for (index, key) in keys.enumerated() {
            bytes[index * 4] = key.0; bytes[index * 4 + 1] = key.1; bytes[index * 4 + 2] = key.2
        }
        everyKey = PixelBuffer(width: everyKey.width, height: everyKey.height, rgba: bytes)
        let moved = PixelBuffer(width: everyKey.width, height: everyKey.height, rgba: {
            var copy = bytes; copy[40 * 4 * 20] = 7; return copy }())
        let plain = try decode(try APNGEncoder.encode([everyKey, moved], delay: (1, 30)))
        #expect(plain.frames.map(\.pixels) == [everyKey, moved])
        #expect(plain.transparency == nil)
        #expect(plain.blends == [0, 0])
    }

    /// In a translucent animation, a rectangle whose changed pixels are all opaque is blended
    /// over with its unchanged pixels transparent; one with a translucent change replaces.
    @Test func aTranslucentAnimationBlendsOverOnlyOpaqueChanges() throws {
        let clear = frame(squareAt: 0, 0, side: 0, background: 0)
        let opaqueSquare = frame(squareAt: 5, 5, background: 0)
        let translucentSquare = frame(squareAt: 9, 9, color: (10, 120, 200, 128), background: 0)
        let frames = [clear, opaqueSquare, translucentSquare]
        let decoded = try decode(try APNGEncoder.encode(frames, delay: (1, 12)))
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.blends == [0, 1, 0])
        #expect(decoded.transparency == nil)
    }

    /// Frames drawn as the encoder asks for them, a window at a time: the same bytes whatever
    /// the number of threads (and so the window), each frame drawn once.
    @Test func framesFromASourceGiveTheSameBytesAtAnyThreadCount() throws {
        let frames = (0..<23).map { frame(squareAt: ($0 * 3) % 30, ($0 * 2) % 20) }
        let reference = try APNGEncoder.encode(frames, delay: (1, 30))
        #expect(try decode(reference).frames.map(\.pixels).count == 23)
        for threads in [1, 2, 5] {
            let calls = Calls()
            let source = APNGEncoder.FrameSource(count: frames.count, threads: threads) { index in
                calls.add(index)
                return frames[index]
            }
            #expect(try APNGEncoder.encode(source, delay: (1, 30)) == reference, "\(threads) threads")
            #expect(calls.sorted == Array(0..<23), "each frame drawn once (\(threads) threads)")
        }
    }

    /// A translucent frame after opaque ones (in a later window) starts the file again as
    /// RGBA: the colour type holds for every frame, as if the encoder had seen them all first.
    @Test func aLaterTranslucentFrameMakesTheWholeAnimationRGBA() throws {
        var frames = (0..<10).map { frame(squareAt: $0 * 3, 4) }
        frames.append(frame(squareAt: 20, 10, color: (10, 120, 200, 128)))
        let source = APNGEncoder.FrameSource(count: frames.count, threads: 1) { frames[$0] }
        let file = try APNGEncoder.encode(source, delay: (1, 30))
        let decoded = try decode(file)
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.transparency == nil)
        let header = try #require(try APNGEncoder.chunks(of: file).first { $0.type == "IHDR" }).data
        #expect(header[header.startIndex + 9] == 6, "colour type 6: RGBA")
    }

    /// A key colour that appears in a changed pixel of a later window: the file starts again
    /// with the next candidate.
    @Test func aKeyColourInALaterFrameTakesTheNextCandidate() throws {
        let keys = APNGEncoder.keyCandidates
        var frames = (0..<9).map { frame(squareAt: $0 * 3, 4) }
        frames.append(frame(squareAt: 25, 20, color: (keys[0].0, keys[0].1, keys[0].2, 255)))
        let source = APNGEncoder.FrameSource(count: frames.count, threads: 1) { frames[$0] }
        let decoded = try decode(try APNGEncoder.encode(source, delay: (1, 30)))
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.transparency == Data([0, keys[1].0, 0, keys[1].1, 0, keys[1].2]))
    }

    /// A source's own error comes out as it is.
    @Test func aSourceErrorIsThrownAsItIs() {
        struct Broken: Error {}
        let source = APNGEncoder.FrameSource(count: 12, threads: 2) { index in
            if index == 7 { throw Broken() }
            return self.frame(squareAt: index, 4)
        }
        #expect(throws: Broken.self) { try APNGEncoder.encode(source, delay: (1, 30)) }
    }

    @Test(arguments: [
        ([PixelBuffer](), "at least one frame"),
        ([PixelBuffer(width: 2, height: 2, rgba: .init(repeating: 0, count: 16)), PixelBuffer(width: 3, height: 2, rgba: .init(repeating: 0, count: 24))],
         "every frame of an animation must be 2x2 px"),
    ])
    func badFramesAreRefused(frames: [PixelBuffer], message: String) {
        let error = #expect(throws: CanvasError.self) { try APNGEncoder.encode(frames, delay: (1, 30)) }
        #expect("\(error.map { "\($0)" } ?? "")".contains(message))
    }

    @Test func aDelayMustFitTheFormat() {
        let one = [frame(squareAt: 0, 0)]
        #expect(throws: CanvasError.self) { try APNGEncoder.encode(one, delay: (0, 30)) }
        #expect(throws: CanvasError.self) { try APNGEncoder.encode(one, delay: (1, 70_000)) }
    }

    /// A Python that can import Pillow, if this machine has one.
    static let pillowPython: String? = ["/root/.pyenv/shims/python3", "/usr/local/bin/python3", "/usr/bin/python3"].first { path in
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: path)
        probe.arguments = ["-c", "import PIL"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    /// A second reader, not ours: Pillow's APNG decoder must see the same frames, in the same
    /// order, for the same times.
    @Test(.tags(.externalTool), .tiered, .enabled(if: pillowPython != nil, "no Python with Pillow on this machine"))
    func pillowReadsTheSameFrames() throws {
        let python = try #require(Self.pillowPython)
        let still = frame(squareAt: 10, 10), moved = frame(squareAt: 14, 12, color: (20, 160, 90, 255))
        let frames = [still, still, moved, frame(squareAt: 30, 20), moved]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        try APNGEncoder.encode(frames, delay: (1, 20)).write(to: path)
        let script = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        for i in range(im.n_frames):
            im.seek(i)
            print(im.info.get("duration"), im.convert("RGBA").tobytes().hex())
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, path.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        let expected = [(still, 100.0), (moved, 50.0), (frame(squareAt: 30, 20), 50.0), (moved, 50.0)]
        #expect(lines.count == expected.count, "\(text.prefix(200))")
        for (line, (pixels, duration)) in zip(lines, expected) {
            let parts = line.split(separator: " ")
            #expect(Double(parts[0]) == duration)
            #expect(String(parts[1]) == pixels.rgba.map { String(format: "%02x", $0) }.joined())
        }
    }
}

/// The frame indices a source was asked for, from several threads.
private final class Calls: @unchecked Sendable {
    // @unchecked: `indices` is read and written only under `lock`.
    private let lock = NSLock()
    private var indices: [Int] = []
    func add(_ index: Int) { lock.withLock { indices.append(index) } }
    var sorted: [Int] { lock.withLock { indices.sorted() } }
}
