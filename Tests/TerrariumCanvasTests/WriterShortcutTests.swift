import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// The PNG writer's shortcuts (SSSE3 byte shuffles, rows repeating the one above written without
/// being converted) against the plain way, which must give the same bytes, and the reader's
/// SSE2 steps against its plain C ones (the only ones an arm64 build has), which must read the
/// same pixels. The switch between them is process-wide, so these tests run one at a time and
/// are the only ones that turn it off.
@Suite(.serialized)
struct WriterShortcutTests {
    /// Rows are converted from Cairo's words with AVX2's and SSSE3's byte shuffles where the
    /// processor has them, and with the baseline's shifts otherwise, and filtered with costs
    /// summed 32, 16 or one byte at a time: the same bytes, at every width (the shuffles take
    /// eight pixels, then four, at a time and leave the rest), opaque (RGB) or not (RGBA), with
    /// partly transparent pixels everywhere, nowhere, or one a row in a different place.
    @Test(arguments: [1, 3, 4, 5, 7, 8, 9, 12, 13, 15, 16, 17, 20, 33, 301])
    func rowsConvertToTheSameBytesWithAndWithoutSIMD(width: Int) throws {
        defer { PNGEncoder.allowShortcuts(true) }
        var noise = ImageDeflateTests.Noise(state: UInt64(width))
        let height = 23
        func image(_ alpha: (Int, Int) -> UInt8) -> PixelBuffer {
            var rgba: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width { rgba += [noise.byte(), noise.byte(), noise.byte(), alpha(x, y)] }
            }
            return PixelBuffer(width: width, height: height, rgba: rgba)
        }
        let cases = ["opaque": image { _, _ in 255 }, "cut out": image { _, _ in noise.next() % 3 == 0 ? 0 : 255 },
                     "translucent": image { _, _ in noise.byte() },
                     "one translucent a row": image { x, y in x == (y * 5) % width ? 128 : 255 }]
        for (name, pixels) in cases.sorted(by: { $0.key < $1.key }) {
            let surface = try Surface(pixels: pixels)
            PNGEncoder.allowShortcuts(true)
            let shuffled = try PNGEncoder.encode(surface)
            PNGEncoder.allowShortcuts(false)
            let shifted = try PNGEncoder.encode(surface)
            #expect(shuffled == shifted, "\(name), \(width) wide")
        }
    }

    /// Pixel art enlarged by a whole factor and flat bands repeat rows, and a row repeating
    /// the one above is written as Up and zeros without being converted: the bytes of
    /// converting and filtering every row, with every filter, on one thread or several, opaque
    /// or not, from Cairo's words or straight pixels. One run of repeats crosses the first row
    /// of a segment (a 300 px RGB row makes segments of 290 rows).
    @Test(arguments: PNGOptions.Filter.allCases)
    func rowsRepeatingTheRowAboveGiveTheSameBytesAsConvertedOnes(filter: PNGOptions.Filter) throws {
        defer { PNGEncoder.allowShortcuts(true) }
        let width = 300, height = 700
        func image(seed: UInt64, alpha: @escaping (inout ImageDeflateTests.Noise) -> UInt8) -> PixelBuffer {
            var noise = ImageDeflateTests.Noise(state: seed)
            var rgba: [UInt8] = [], row: [UInt8] = []
            for y in 0..<height {
                let fresh = y == 0 || y == 286 || (!(286...294).contains(y) && (y % 7 == 0 || y % 11 == 3))
                if fresh { row = (0..<width).flatMap { _ in [noise.byte(), noise.byte(), noise.byte(), alpha(&noise)] } }
                rgba += row
            }
            return PixelBuffer(width: width, height: height, rgba: rgba)
        }
        let cases = ["opaque": image(seed: 1) { _ in 255 }, "translucent": image(seed: 2) { $0.byte() }]
        for (name, pixels) in cases.sorted(by: { $0.key < $1.key }) {
            let surface = try Surface(pixels: pixels)
            for threads in [1, 3] {
                let options = PNGOptions(filter: filter, threads: threads)
                PNGEncoder.allowShortcuts(true)
                let (fromWords, fromStraight) = (try PNGEncoder.encode(surface, options: options), try PNGEncoder.encode(pixels, options: options))
                PNGEncoder.allowShortcuts(false)
                #expect(fromWords == (try PNGEncoder.encode(surface, options: options)), "\(name), \(filter), \(threads) threads, from Cairo's words")
                #expect(fromStraight == (try PNGEncoder.encode(pixels, options: options)), "\(name), \(filter), \(threads) threads, from straight pixels")
                #expect(try PNGDecoder.decode(fromStraight) == pixels, "\(name), \(filter), \(threads) threads")
            }
        }
    }

    /// The reader's plain C steps (shortcuts off; an arm64 build's only ones) read every filter
    /// to libpng's pixels, straight and premultiplied, at widths around SSE2's 16 bytes and a
    /// pixel at a time, RGB and RGBA; so do its SSE2 ones, the default. (scripts/sanitize reads
    /// hundreds more both ways under the sanitizers.)
    @Test(arguments: [1, 2, 3, 5, 6, 15, 16, 17, 33, 301])
    func theReaderReadsEveryFilterToLibpngsPixelsWithAndWithoutSIMD(width: Int) throws {
        defer { PNGEncoder.allowShortcuts(true) }
        var noise = ImageDeflateTests.Noise(state: UInt64(width) &* 31)
        let height = 9
        // Rows that repeat and rows of noise, so that every filter's arithmetic wraps both ways.
        func image(opaque: Bool) -> PixelBuffer {
            var rgba: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let flat = y % 3 == 1 && x % 4 < 2
                    rgba += flat ? [200, 100, 50, opaque ? 255 : 180]
                        : [noise.byte(), noise.byte(), noise.byte(), opaque ? 255 : noise.byte()]
                }
            }
            return PixelBuffer(width: width, height: height, rgba: rgba)
        }
        for opaque in [true, false] {
            let pixels = image(opaque: opaque)
            for filter in PNGOptions.Filter.allCases {
                let png = try PNGEncoder.encode(pixels, options: PNGOptions(filter: filter, threads: 1))
                let libpng = try PNGDecoder.decodeWithLibpng(png)
                #expect(libpng == pixels)
                let premultiplied = premultipliedByTheRule(libpng)
                for shortcuts in [false, true] {
                    PNGEncoder.allowShortcuts(shortcuts)
                    let what = "\(filter), \(opaque ? "RGB" : "RGBA"), \(width) wide, shortcuts \(shortcuts)"
                    #expect(PNGDecoder.fastDecode(png) == libpng, "\(what)")
                    // A Bool: Swift Testing would list thousands of words' differences.
                    let same = try #require(Surface.decoding(png: png), "\(what)").premultipliedPixels().words == premultiplied
                    #expect(same, "\(what)")
                }
            }
        }
    }

    /// The same for the suite's filter files (one filter each; PngSuite.png mixes None, Sub and
    /// Paeth) and Bloom's plant, 1024 px of real art (Sub and Up).
    @Test func theReaderReadsRealFilesToLibpngsPixelsWithoutSIMD() throws {
        defer { PNGEncoder.allowShortcuts(true) }
        PNGEncoder.allowShortcuts(false)
        let repository = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        let files = ["f00n2c08.png", "f01n2c08.png", "f02n2c08.png", "f03n2c08.png", "f04n2c08.png", "PngSuite.png"]
            .map { fixtures.appendingPathComponent("pngsuite/\($0)") } + [repository.appendingPathComponent("Sprites/bloom/plant_06_bloom.png")]
        for file in files {
            let png = try Data(contentsOf: file)
            let libpng = try PNGDecoder.decodeWithLibpng(png)
            let same = PNGDecoder.fastDecode(png) == libpng
            #expect(same, "\(file.lastPathComponent)")
            let premultiplied = try #require(Surface.decoding(png: png)).premultipliedPixels().words == premultipliedByTheRule(libpng)
            #expect(premultiplied, "\(file.lastPathComponent)")
        }
    }
}
