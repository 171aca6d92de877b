import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// The image-tuned deflater (Sources/CPNGBridge/image_deflate.c) writes its own Huffman codes;
/// every file it makes must inflate, through libpng and zlib, to exactly the pixels given.
struct ImageDeflateTests {
    /// SplitMix64: the same pseudo-random pixels on every machine.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }

    enum Pattern: String, CaseIterable {
        case noise, flat, sparseNoise, tiles, farRepeats, gradient, translucentEdges
    }

    static func pixels(_ pattern: Pattern, width: Int, height: Int, seed: UInt64 = 1) -> PixelBuffer {
        var noise = Noise(state: seed)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let tile = (0..<(16 * 16 * 4)).map { _ in noise.byte() }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch pattern {
                case .noise:
                    for c in 0..<4 { rgba[i + c] = noise.byte() }
                case .flat:
                    rgba.replaceSubrange(i..<i + 4, with: [0x1A, 0x23, 0x7E, 0xFF])
                case .sparseNoise:
                    let hit = noise.next() % 97 == 0
                    rgba.replaceSubrange(i..<i + 4, with: hit ? [noise.byte(), noise.byte(), noise.byte(), 0xFF] : [0xF0, 0x62, 0x92, 0xFF])
                case .tiles:
                    let t = ((y % 16) * 16 + x % 16) * 4
                    rgba.replaceSubrange(i..<i + 4, with: tile[t..<t + 4])
                case .farRepeats:
                    // The same noisy band every 70 rows: matches from far back, past 4 KiB.
                    let band = y % 70 < 10 ? UInt64(y % 70) * 7919 + UInt64(x) : UInt64(y * width + x)
                    var local = Noise(state: band)
                    for c in 0..<3 { rgba[i + c] = local.byte() }
                    rgba[i + 3] = 0xFF
                case .gradient:
                    rgba.replaceSubrange(i..<i + 4, with: [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 0x80, 0xFF])
                case .translucentEdges:
                    let a: UInt8 = x == 0 || y == 0 ? UInt8(truncatingIfNeeded: x &+ y &* 7) : 0xFF
                    rgba.replaceSubrange(i..<i + 4, with: [0x42, 0xA5, 0xF5, a])
                }
            }
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    @Test(arguments: Pattern.allCases, PNGOptions.Filter.allCases)
    func everyPatternAndFilterInflatesToTheSamePixels(pattern: Pattern, filter: PNGOptions.Filter) throws {
        let original = Self.pixels(pattern, width: 301, height: 157)
        let png = try PNGEncoder.encode(original, options: PNGOptions(compression: .imageTuned, filter: filter))
        #expect(try PNGDecoder.decode(png) == original)
    }

    @Test(arguments: [(1, 1), (1, 300), (300, 1), (2, 2), (9000, 3), (2000, 700), (16384, 40)])
    func oddAndLargeSizesInflate(width: Int, height: Int) throws {
        // 9000 px rows are 36,000 bytes, beyond deflate's 32 KiB window, so the row above is
        // out of reach; 2000x700 spans many Huffman blocks and segments; 16384 px (the widest
        // allowed) puts four rows in a segment, each beyond the window.
        for pattern in [Pattern.sparseNoise, .gradient, .farRepeats] {
            let original = Self.pixels(pattern, width: width, height: height, seed: UInt64(width * 31 + height))
            let png = try PNGEncoder.encode(original, options: PNGOptions())
            #expect(try PNGDecoder.decode(png) == original, "\(pattern) \(width)x\(height)")
        }
    }

    @Test func theBytesAreTheSameOnAnyNumberOfThreads() throws {
        // 1200x900 RGBA is about 17 segments of 256 KiB, shared out differently each time.
        for pattern in [Pattern.farRepeats, .tiles, .translucentEdges] {
            let original = Self.pixels(pattern, width: 1200, height: 900)
            let alone = try PNGEncoder.encode(original, options: PNGOptions(threads: 1))
            for threads in [2, 3, 8, 0] {
                let shared = try PNGEncoder.encode(original, options: PNGOptions(threads: threads))
                #expect(shared == alone, "\(pattern) on \(threads) threads")
            }
            #expect(try PNGDecoder.decode(alone) == original)
        }
    }

    /// Each thread keeps its deflater, whose hash table is not cleared between segments or
    /// images (what earlier ones left is out of reach by position): a thread that has just
    /// compressed other images writes the bytes a fresh thread does.
    @Test func aThreadThatCompressedOtherImagesWritesTheSameBytesAsAFreshOne() throws {
        let image = Self.pixels(.farRepeats, width: 700, height: 500, seed: 7)
        let others = [Self.pixels(.tiles, width: 1200, height: 900, seed: 3), Self.pixels(.noise, width: 640, height: 480, seed: 5),
                      Self.pixels(.farRepeats, width: 700, height: 500, seed: 8)]
        let fresh = try Self.onAFreshThread { try PNGEncoder.encode(image, options: PNGOptions(threads: 1)) }
        let used = try Self.onAFreshThread {
            for other in others { _ = try PNGEncoder.encode(other, options: PNGOptions(threads: 1)) }
            return try PNGEncoder.encode(image, options: PNGOptions(threads: 1))
        }
        #expect(used == fresh)
        #expect(try PNGDecoder.decode(fresh) == image)
    }

    /// Runs `body` on a thread of its own, which starts with no encoder memory.
    static func onAFreshThread(_ body: @escaping @Sendable () throws -> Data) throws -> Data {
        final class Outcome: @unchecked Sendable { var result: Result<Data, any Error>? }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Result { try body() }
            done.signal()
        }
        thread.start()
        done.wait()
        return try outcome.result?.get() ?? Data()
    }

    /// RGB is tried when the first and last rows are opaque, and the other rows are checked as
    /// they are converted: an image opaque there but not everywhere (one pixel in the second
    /// row, in the middle, in the next to last row, or in a later segment than the first; or in
    /// a run of repeated rows that starts a segment, rows 290-296 of a 300 px RGB image) is
    /// written again as RGBA, on one thread or several; an opaque one stays RGB.
    @Test func anImageOpaqueAtTopAndBottomButNotBetweenIsRGBA() throws {
        let width = 300, height = 700
        let base = Self.pixels(.farRepeats, width: width, height: height, seed: 4)
        let colourType = 25  // the IHDR byte after the signature, length, type, size and depth
        for threads in [1, 3] {
            let options = PNGOptions(threads: threads)
            #expect(try PNGEncoder.encode(base, options: options)[colourType] == 2, "opaque, \(threads) threads")
            for rows in [1...1, 350...350, 650...650, (height - 2)...(height - 2), 290...296] {
                var rgba = base.rgba
                for row in rows {
                    // A run: every row of it the first one's pixels, one of them translucent.
                    if row > rows.lowerBound { rgba.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: rgba[rows.lowerBound * width * 4..<(rows.lowerBound + 1) * width * 4]) }
                    rgba[(row * width + 17) * 4 + 3] = 200
                }
                let row = rows.lowerBound
                let pixels = PixelBuffer(width: width, height: height, rgba: rgba)
                for png in [try PNGEncoder.encode(pixels, options: options), try PNGEncoder.encode(Surface(pixels: pixels), options: options)] {
                    #expect(png[colourType] == 6, "a translucent pixel in row \(row), \(threads) threads")
                    #expect(try PNGDecoder.decode(png).rgba.enumerated().allSatisfy { i, byte in
                        i % 4 == 3 || abs(Int(byte) - Int(pixels.rgba[i])) <= 1  // premultiplied words round colours
                    })
                }
                #expect(try PNGDecoder.decode(PNGEncoder.encode(pixels, options: options)) == pixels)
            }
        }
    }

    @Test func callersOnManyThreadsAtOnceGetTheSameBytes() async throws {
        // The encoder's helper threads serve one caller at a time; the others compress alone.
        let original = Self.pixels(.farRepeats, width: 900, height: 700)
        let expected = try PNGEncoder.encode(original, options: PNGOptions(threads: 1))
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try PNGEncoder.encode(original, options: PNGOptions(threads: 0)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func incompressibleNoiseIsStoredNotInflated() throws {
        let original = Self.pixels(.noise, width: 256, height: 256)
        let png = try PNGEncoder.encode(original, options: PNGOptions(filter: .none))
        #expect(try PNGDecoder.decode(png) == original)
        // Stored blocks add 5 bytes per 64 KiB: the file is barely larger than the pixels.
        #expect(png.count < 256 * 257 * 4 + 200)
    }

    @Test func flatImagesCompressToAlmostNothing() throws {
        let original = Self.pixels(.flat, width: 1092, height: 1146)
        let png = try PNGEncoder.encode(original, options: PNGOptions())
        #expect(try PNGDecoder.decode(png) == original)
        #expect(png.count < 8_000, "\(png.count) bytes for one colour")
    }
}
