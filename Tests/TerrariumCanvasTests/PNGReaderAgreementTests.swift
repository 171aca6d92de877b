import Foundation
import Testing
import TerrariumGraphics
import TestTags
@testable import TerrariumCanvas

/// The engine's own PNG reader (png_reader.c) is an accelerator for the files it takes, never a
/// second judge: whatever it reads, libpng reads to the same pixels, and whatever it leaves,
/// libpng answers, so a damaged file gets libpng's message either way.
struct PNGReaderAgreementTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every PNG under `folder`, by path relative to the repository.
    private static func pngs(under folder: String) -> [String] {
        let root = repository.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The same answer from `decode` (the engine's reader first) as from libpng alone: the same
    /// pixels, or the same error.
    private func expectSameAnswer(_ data: Data, _ what: String) {
        let ours = Result { () throws(CanvasError) in try PNGDecoder.decode(data) }
        let libpng = Result { () throws(CanvasError) in try PNGDecoder.decodeWithLibpng(data) }
        switch (ours, libpng) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(what): different pixels")
        case (.failure(let a), .failure(let b)): #expect(a == b, "\(what): different errors")
        default: Issue.record("\(what): \(ours) against libpng's \(libpng)")
        }
    }

    @Test(arguments: PNGSuiteTests.files)
    func pngSuiteFilesGetLibpngsAnswer(name: String) throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(name)"))
        expectSameAnswer(data, name)
        if let fast = PNGDecoder.fastDecode(data) {
            #expect(fast == (try PNGDecoder.decodeWithLibpng(data)), "\(name)")
        }
    }

    /// Which of the suite the reader takes: 8-bit RGB and RGBA, not interlaced, no tRNS or
    /// palette, and no chunk libpng checks (most of the suite carries gAMA, so libpng reads it):
    /// the filter files, the compression-level files and the suite's own logo.
    @Test func theReaderTakesThePlainTrueColourFiles() throws {
        let taken = try PNGSuiteTests.files.filter { PNGDecoder.fastDecode(try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\($0)"))) != nil }
        #expect(taken == ["PngSuite.png", "f00n2c08.png", "f01n2c08.png", "f02n2c08.png", "f03n2c08.png", "f04n2c08.png",
                          "z00n2c08.png", "z03n2c08.png", "z06n2c08.png", "z09n2c08.png"])
    }

    /// Every sprite and every golden, the files decoding is for, are read by the engine's reader
    /// (not handed to libpng) to libpng's pixels. The goldens (680 files, a minute in a debug
    /// build) in the full tier; the fast tier's golden checks read each of them through it too.
    @Test func everySpriteIsReadToLibpngsPixels() throws { try expectReadToLibpngsPixels(under: "Sprites", atLeast: 100) }

    @Test(.tags(.slow), .tiered)
    func everyGoldenIsReadToLibpngsPixels() throws { try expectReadToLibpngsPixels(under: "Goldens", atLeast: 600) }

    private func expectReadToLibpngsPixels(under folder: String, atLeast minimum: Int) throws {
        let files = Self.pngs(under: folder)
        #expect(files.count >= minimum)
        for file in files {
            let data = try Data(contentsOf: Self.repository.appendingPathComponent(file))
            let fast = PNGDecoder.fastDecode(data)
            #expect(fast != nil, "\(file) was left to libpng")
            #expect(fast == (try PNGDecoder.decodeWithLibpng(data)), "\(file)")
        }
    }

    /// A sprite is decoded straight into its surface, premultiplied on the way: the same words
    /// as libpng's straight pixels premultiplied afterwards.
    @Test func spritesDecodedIntoTheirSurfaceMatchLibpngsPremultiplied() throws {
        for file in Self.pngs(under: "Sprites") + ["f02n2c08.png", "f04n2c08.png", "PngSuite.png"].map({ "Tests/Fixtures/pngsuite/\($0)" }) {
            let data = try Data(contentsOf: Self.repository.appendingPathComponent(file))
            let direct = try #require(Surface.decoding(png: data), "\(file)")
            let viaLibpng = try Surface(pixels: PNGDecoder.decodeWithLibpng(data))
            #expect(direct.premultipliedPixels() == viaLibpng.premultipliedPixels(), "\(file)")
        }
    }

    /// Premultiplying (SSE2, four pixels at a time, and the scalar tail) is c * a / 255 to the
    /// nearest, for every colour value and alpha.
    @Test func premultiplyingRoundsEveryValueToTheNearest() throws {
        var rgba: [UInt8] = []
        for alpha in 0...255 { for value in 0...255 { rgba += [UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(alpha)] } }
        // 257 wide, so each row ends in a tail the four-pixel loop leaves.
        let pixels = PixelBuffer(width: 257, height: 255, rgba: Array(rgba.prefix(257 * 255 * 4)))
        let words = try Surface(pixels: pixels).premultipliedPixels().words
        for (index, (word, expected)) in zip(words, premultipliedByTheRule(pixels)).enumerated() where word != expected {
            Issue.record("pixel \(index): \(String(word, radix: 16)), not \(String(expected, radix: 16))")
            return
        }
    }

    /// Damage a file as a disk, a network or an attacker would, fixing up each chunk's CRC so
    /// the damage reaches the image data: the answer is libpng's every time.
    @Test func damagedImageDataGetsLibpngsAnswer() throws {
        // A sprite: RGBA, deflated by zlib at its best (Huffman codes and matches to damage).
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Sprites/forest/tree-5.png"))
        #expect(PNGDecoder.fastDecode(data) != nil)
        let idat = try #require(chunks(of: data).first { $0.type == "IDAT" })
        for offset in idat.body {
            for flip: UInt8 in [0x01, 0x80] {
                var damaged = data
                damaged[offset] ^= flip
                expectSameAnswer(refreshingCRCs(damaged), "byte \(offset) ^ \(flip)")
            }
        }
    }

    @Test func streamsItDoesNotCheckAreLeftToLibpng() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/f02n2c08.png"))
        #expect(PNGDecoder.fastDecode(data) != nil)
        let idat = try #require(chunks(of: data).first { $0.type == "IDAT" })
        // A zlib header naming a 256-byte window for 3,104 bytes of rows (zlib holds the stream
        // to it; libdeflate does not).
        var window = data
        window[idat.body.lowerBound] = 0x08
        window[idat.body.lowerBound + 1] = UInt8(31 - (0x08 * 256 % 31))
        window = refreshingCRCs(window)
        #expect(PNGDecoder.fastDecode(window) == nil)
        expectSameAnswer(window, "256-byte window")
        // Bytes after IEND, and a chunk libpng reads (gAMA) before the image data.
        #expect(PNGDecoder.fastDecode(data + Data([0])) == nil)
        let gamma = Data(data[..<idat.start]) + chunk("gAMA", [0, 0, 0xB1, 0x8F]) + Data(data[idat.start...])
        #expect(PNGDecoder.fastDecode(gamma) == nil)
        expectSameAnswer(gamma, "gAMA")
        // An unknown ancillary chunk is skipped by both; a compressed iTXt is left to libpng.
        let unknown = Data(data[..<idat.start]) + chunk("prVt", [1, 2, 3]) + Data(data[idat.start...])
        #expect(PNGDecoder.fastDecode(unknown) == (try PNGDecoder.decodeWithLibpng(data)))
        let compressed = Data(data[..<idat.start]) + chunk("iTXt", Array("Title".utf8) + [0, 1, 0, 0, 0, 0x78, 0x9C, 3, 0, 0, 0, 0, 1])
            + Data(data[idat.start...])
        #expect(PNGDecoder.fastDecode(compressed) == nil)
        expectSameAnswer(compressed, "compressed iTXt")
        // A row filter type past Paeth.
        let badFilter = png(width: 2, height: 2, channels: 3, rows: [5, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6])
        #expect(PNGDecoder.fastDecode(badFilter) == nil)
        expectSameAnswer(badFilter, "filter type 5")
    }

    /// Deflate data libdeflate forgives and zlib refuses (found in review): a fixed-Huffman
    /// block using length symbol 286, which libdeflate reads as a 258-byte match. libpng says
    /// "invalid literal/length code"; the engine's reader must leave the file to it.
    @Test func deflateDataZlibRefusesIsLeftToLibpng() throws {
        var bits = BitWriter()
        bits.field(1, 1)              // the last block
        bits.field(1, 2)              // fixed Huffman codes
        bits.code(0b0011_0000, 8)     // literal 0
        bits.code(0b0011_0000, 8)     // literal 0
        bits.code(0b1100_0110, 8)     // length symbol 286: no such length in deflate
        bits.code(0, 5)               // distance 1
        bits.code(0, 7)               // end of block
        let rows = [UInt8](repeating: 0, count: 260)   // 43x2 RGB: two rows of a filter byte and 129
        let file = png(width: 43, height: 2, channels: 3, rows: rows, stream: [0x78, 0x01] + bits.bytes + adler32(rows))
        #expect(PNGDecoder.fastDecode(file) == nil)
        let error = #expect(throws: CanvasError.self) { try PNGDecoder.decode(file) }
        #expect(error == .png("IDAT: invalid literal/length code"))
    }

    /// A stream that goes on past what its image needs before the last row (20,000 empty
    /// stored blocks ahead of a 1x1 image's row, found in review): the libpng bridge refuses it
    /// as a stream going on past its image, and the engine's reader leaves it to the bridge.
    @Test func aStreamLongerThanItsImageIsLeftToTheBridge() throws {
        let row: [UInt8] = [0, 10, 20, 30]
        var stream: [UInt8] = [0x78, 0x01]
        for _ in 0..<20_000 { stream += [0, 0, 0, 0xFF, 0xFF] }   // not last, stored, 0 bytes
        stream += [1, 4, 0, 0xFB, 0xFF] + row + adler32(row)
        let file = png(width: 1, height: 1, channels: 3, rows: row, stream: stream)
        #expect(PNGDecoder.fastDecode(file) == nil)
        let error = #expect(throws: CanvasError.self) { try PNGDecoder.decode(file) }
        #expect(error == .png("the image data goes on past the size its header declares"))
    }

    /// Rows of random bytes under random filters, RGB and RGBA, one pixel wide to forty: the
    /// unfiltering (SSE2, three and four bytes a pixel) gives libpng's pixels for every one.
    @Test func everyRowFilterUnfiltersAsLibpngDoes() throws {
        var random = ImageDeflateTests.Noise(state: 37)
        for trial in 0..<400 {
            let channels = trial % 2 == 0 ? 3 : 4
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 6)
            var rows: [UInt8] = []
            for _ in 0..<height {
                rows.append(UInt8(random.next() % 5))
                // Bytes drawn from a few values, so Paeth's ties (left, then up) come up often.
                rows += (0..<(width * channels)).map { _ in [0, 1, 127, 128, 255, UInt8(truncatingIfNeeded: random.next())][Int(random.next() % 6)] }
            }
            let file = png(width: width, height: height, channels: channels, rows: rows)
            let fast = try #require(PNGDecoder.fastDecode(file), "trial \(trial)")
            #expect(fast == (try PNGDecoder.decodeWithLibpng(file)), "trial \(trial): \(width)x\(height), \(channels) channels")
        }
    }

    /// Image data split over many IDAT chunks (as large files are) reads the same.
    @Test func imageDataInManyChunksReadsTheSame() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/f04n2c08.png"))
        let idat = try #require(chunks(of: data).first { $0.type == "IDAT" })
        var split = Data(data[..<idat.start])
        for piece in stride(from: idat.body.lowerBound, to: idat.body.upperBound, by: 97) {
            split += chunk("IDAT", Array(data[piece..<min(piece + 97, idat.body.upperBound)]))
        }
        split += Data(data[idat.end...])
        #expect(try PNGDecoder.fastDecode(split) == PNGDecoder.decodeWithLibpng(data))
    }

    // MARK: - files

    /// An 8-bit RGB or RGBA PNG of `rows` (each a filter type and its bytes), stored in zlib's
    /// uncompressed blocks so a test controls every filtered byte.
    private func png(width: Int, height: Int, channels: Int, rows: [UInt8], stream given: [UInt8]? = nil) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, channels == 4 ? 6 : 2, 0, 0, 0])
            + chunk("IDAT", given ?? stored(rows)) + chunk("IEND", [])
    }

    /// A zlib stream of `bytes` in uncompressed blocks.
    private func stored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let piece = Array(bytes[at..<min(at + 65_535, bytes.count)])
            at += piece.count
            stream += [at == bytes.count ? 1 : 0, UInt8(piece.count & 0xFF), UInt8(piece.count >> 8),
                       UInt8(~piece.count & 0xFF), UInt8(~piece.count >> 8 & 0xFF)] + piece
        } while at < bytes.count
        return stream + adler32(bytes)
    }

    private func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private func adler32(_ bytes: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return bigEndian(Int(b << 16 | a))
    }

    /// Deflate's bit order: fields from their lowest bit, Huffman codes from their highest.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var used = 0
        mutating func bit(_ value: Int) {
            if used % 8 == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8(value & 1) << (used % 8)
            used += 1
        }
        mutating func field(_ value: Int, _ count: Int) { for i in 0..<count { bit(value >> i) } }
        mutating func code(_ value: Int, _ count: Int) { for i in (0..<count).reversed() { bit(value >> i) } }
    }

    // MARK: - chunks

    private struct Chunk { var type: String; var start: Int; var body: Range<Int>; var end: Int }

    private func chunks(of data: Data) -> [Chunk] {
        var found: [Chunk] = [], offset = 8
        while offset + 12 <= data.count {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            found.append(Chunk(type: type, start: offset, body: (offset + 8)..<(offset + 8 + length), end: offset + 12 + length))
            offset += 12 + length
        }
        return found
    }

    private func refreshingCRCs(_ data: Data) -> Data {
        var fixed = data
        for chunk in chunks(of: data) {
            let crc = PNGSuiteTests.crc32(Array(data[(chunk.start + 4)..<chunk.body.upperBound]))
            fixed.replaceSubrange(chunk.body.upperBound..<chunk.end, with: crc)
        }
        return fixed
    }

    private func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let count = UInt32(body.count)
        let typed = Array(type.utf8) + body
        return Data([UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + typed + PNGSuiteTests.crc32(typed))
    }
}
