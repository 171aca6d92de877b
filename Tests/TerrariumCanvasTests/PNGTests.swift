import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

struct PNGRoundTripTests {
    private func surface(_ draw: (Canvas) throws -> Void, width: Int = 8, height: Int = 4) throws -> Surface {
        let surface = try Surface(width: width, height: height)
        try draw(Canvas(surface: surface))
        return surface
    }

    @Test func opaquePixelsSurviveExactlyAndAreWrittenAsRGB() throws {
        let s = try surface { canvas in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(Color(hex: "#3E2723")!))
            canvas.fill(.rect(Rect(x: 4, y: 0, width: 4, height: 4)), with: .solid(Color(hex: "#66BB6A")!))
        }
        let png = try PNGEncoder.encode(s)
        #expect(png[25] == 2, "colour type byte of IHDR: 2 is RGB")
        let decoded = try Image(png: png).pixelBuffer()
        #expect(decoded == s.pixelBuffer())
        #expect(decoded.pixel(0, 0) == (0x3E, 0x27, 0x23, 255))
        #expect(decoded.pixel(7, 3) == (0x66, 0xBB, 0x6A, 255))
    }

    @Test func transparentPixelsAreWrittenAsRGBA() throws {
        let s = try surface { canvas in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        }
        let png = try PNGEncoder.encode(s)
        #expect(png[25] == 6, "colour type 6 is RGBA")
        let decoded = try Image(png: png).pixelBuffer()
        #expect(decoded.pixel(7, 0).a == 0)
        let half = decoded.pixel(0, 0)
        #expect(half.a == 128 && half.r == 255 && half.g == 0)
    }

    @Test(arguments: PNGOptions.Filter.allCases)
    func everyFilterDecodesToTheSamePixels(filter: PNGOptions.Filter) throws {
        let s = try surface({ canvas in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 64)),
                        with: .linear(from: Point(0, 0), to: Point(64, 64), stops: [GradientStop(0, .white), GradientStop(1, .black)]))
        }, width: 64, height: 64)
        for level in [0, 1, 6, 9] {
            let png = try PNGEncoder.encode(s, options: PNGOptions(compressionLevel: level, filter: filter))
            #expect(try Image(png: png).pixelBuffer() == s.pixelBuffer())
        }
    }

    @Test func metadataIsWrittenAsUTF8Text() throws {
        let s = try surface { _ in }
        let png = try PNGEncoder.encode(s, text: [PNGText("Software", "Terrarium 0.1.0"),
                                                 PNGText("Description", "Plant is currently a small sprout — 1,500 steps")])
        let chunks = textChunks(png)
        #expect(chunks["Software"] == "Terrarium 0.1.0")
        #expect(chunks["Description"] == "Plant is currently a small sprout — 1,500 steps")
    }

    /// iTXt chunks of a PNG, read with no library: keyword, NUL, flags, language, NUL, key, NUL, text.
    private func textChunks(_ png: Data) -> [String: String] {
        var result: [String: String] = [:]
        var offset = 8
        let bytes = [UInt8](png)
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            if type == "iTXt" {
                let parts = body.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(decoding: parts[0], as: UTF8.self)
                let rest = Array(parts[1].dropFirst(2))  // compression flag and method
                let fields = rest.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
                result[key] = String(decoding: fields[2], as: UTF8.self)
            }
            offset += 12 + length
        }
        return result
    }
}

struct PNGSuiteTests {
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("pngsuite").path)
        .filter { $0.hasSuffix(".png") }.sorted()) ?? []

    @Test func suiteIsPresent() {
        #expect(Self.files.count == 175)
    }

    @Test(arguments: files.filter { !$0.hasPrefix("x") })
    func validFilesDecodeToRGBAAtTheirSize(name: String) throws {
        let pixels = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(name)")))
        #expect(pixels.rgba.count == pixels.width * pixels.height * 4)
        // Files named sNN... are NNxNN; cdfn/cdhn/cdsn are 8x32, 32x8, 8x8; the logo is 256x256;
        // the rest of the suite is 32x32.
        let sizes = ["cdfn2c08.png": (8, 32), "cdhn2c08.png": (32, 8), "cdsn2c08.png": (8, 8), "PngSuite.png": (256, 256)]
        if name.hasPrefix("s"), let side = Int(name.dropFirst().prefix(2)) {
            #expect(pixels.width == side && pixels.height == side)
        } else {
            let (width, height) = sizes[name] ?? (32, 32)
            #expect(pixels.width == width && pixels.height == height)
        }
    }

    /// Adam7 interlacing changes how pixels are stored, never which: every interlaced file
    /// decodes to exactly the pixels of its plain twin.
    @Test(arguments: files.filter { $0.hasPrefix("basi") || ($0.hasPrefix("s") && $0.dropFirst(3).hasPrefix("i")) })
    func interlacedFilesMatchTheirPlainTwins(name: String) throws {
        let plainName = name.hasPrefix("basi") ? "basn" + name.dropFirst(4) : String(name.prefix(3)) + "n" + name.dropFirst(4)
        let interlaced = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(name)")))
        let plain = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(plainName)")))
        #expect(interlaced == plain)
    }

    /// Samples are the file's own values: a gAMA chunk does not convert them. (Expected values
    /// read with Pillow, an independent decoder that also leaves samples alone.)
    @Test(arguments: [("g03n2c08.png", 226), ("g10n2c08.png", 180), ("g25n2c08.png", 108)])
    func gammaChunksDoNotAlterSamples(name: String, red: Int) throws {
        let pixels = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(name)")))
        #expect(pixels.pixel(5, 9) == (UInt8(red), 0, 0, 255))
        #expect(pixels.pixel(0, 0) == (255, 0, 0, 255))
    }

    @Test func transparencyChunksBecomeAlpha() throws {
        // tbbn3p08 is a palette image with tRNS: its corners are fully transparent.
        let pixels = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/tbbn3p08.png")))
        #expect(pixels.pixel(0, 0).a == 0)
        // tp0n3p08 is the same kind of image with no tRNS: every pixel is opaque.
        let opaque = try PNGDecoder.decode(Data(contentsOf: fixtures.appendingPathComponent("pngsuite/tp0n3p08.png")))
        #expect(opaque.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test(arguments: files.filter { $0.hasPrefix("x") })
    func corruptFilesAreErrorsNotCrashes(name: String) throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/\(name)"))
        #expect(throws: CanvasError.self) { try Image(png: data) }
    }

    @Test func truncatedAndEmptyDataAreErrors() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/basn6a08.png"))
        // Cuts inside the signature, header or pixel data. (A file cut inside its final IEND
        // chunk still holds every pixel; libpng, like most decoders, accepts it.)
        for cut in [0, 7, 8, 20, 33, data.count / 2, data.count - 20] {
            #expect(throws: CanvasError.self, "cut at \(cut)") { try Image(png: data.prefix(cut)) }
        }
        let notPNG = #expect(throws: CanvasError.self) { try Image(png: Data("not a png at all".utf8)) }
        #expect(notPNG == .png("not a PNG file (the 8-byte PNG signature is missing)"))
    }

    /// A file cut at any byte is an error or (cut inside the trailing IEND) the whole picture,
    /// never a crash or an abort.
    @Test func cuttingAFileAtEveryByteNeverCrashes() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/basi6a08.png"))
        let whole = try PNGDecoder.decode(data)
        for cut in 0..<data.count {
            if let pixels = try? PNGDecoder.decode(data.prefix(cut)) {
                #expect(pixels == whole, "cut at \(cut) of \(data.count)")
            }
        }
    }

    /// Flipping any single byte (every CRC catches it, or libpng reports the damage) is an
    /// error, never a crash.
    @Test func damagingAnyByteNeverCrashes() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/basn3p02.png"))
        for offset in 0..<data.count {
            var damaged = data
            damaged[offset] ^= 0x5A
            _ = try? PNGDecoder.decode(damaged)
        }
    }

    /// Image data that goes on past the header's size (a decompression bomb: 200 KB that inflate
    /// to 200 MiB behind a 64x64 header) is refused before it is inflated; data that stops short
    /// is refused too.
    @Test func imageDataLongerOrShorterThanTheHeaderSaysIsRefused() throws {
        let bomb = try Data(contentsOf: fixtures.appendingPathComponent("hostile/idat-bomb-64x64.png"))
        let long = #expect(throws: CanvasError.self) { try PNGDecoder.decode(bomb) }
        #expect(long == .png("the image data goes on past the size its header declares"))
        let short = try Data(contentsOf: fixtures.appendingPathComponent("hostile/idat-short-64x64.png"))
        let cut = #expect(throws: CanvasError.self) { try PNGDecoder.decode(short) }
        #expect(cut == .png("Not enough image data"))
    }

    /// Image data cut short where the bits that are not there, read as zeros, decode as
    /// literals: the reader's check of the deflate stream looped on them for ever (this 576-byte
    /// file, a fuzzed Rooted sprite, hung `terrarium diff`). It is refused at once, as libpng
    /// refuses it, and as a sprite or an input image it would be.
    @Test(.timeLimit(.minutes(1))) func imageDataEndingInZeroBitLiteralsIsRefusedAtOnce() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("hostile/literal-past-end-48x32.png"))
        let refused = #expect(throws: CanvasError.self) { try PNGDecoder.decode(data) }
        #expect(refused == .png("bad adaptive filter value"))
        #expect(throws: CanvasError.self) { try Image(png: data) }
    }

    @Test func aWholeFileIsIntactAndAnyDamageIsSeen() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("pngsuite/basn6a08.png"))
        #expect(PNGDecoder.chunksAreIntact(data))
        for offset in stride(from: 8, to: data.count, by: 7) {
            var damaged = data
            damaged[offset] ^= 0x01
            #expect(!PNGDecoder.chunksAreIntact(damaged), "byte \(offset)")
        }
        #expect(!PNGDecoder.chunksAreIntact(data.prefix(data.count - 1)))
        #expect(!PNGDecoder.chunksAreIntact(data + Data([0])))
        #expect(!PNGDecoder.chunksAreIntact(Data()))
    }

    @Test func theLimitThatFailedIsTheOneNamed() {
        // 16384x16384 keeps to the side limit; it is the area that is too large.
        let area = CanvasError.imageTooLarge(width: 16_384, height: 16_384, limit: maximumImageSide).description
        #expect(area == "image is 16384x16384 px, 268,435,456 pixels; the limit is 67,108,864 pixels in all")
        let side = CanvasError.imageTooLarge(width: 20_000, height: 10, limit: maximumImageSide).description
        #expect(side == "image is 20000x10 px; a side may be at most 16,384 px")
    }

    @Test func hugeDeclaredSizesAreRefusedBeforeAllocating() throws {
        // A valid header claiming 100000x100000 pixels (CRCs recomputed), a token IDAT and IEND:
        // libpng reads chunks up to the first IDAT before it reports the size.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        var ihdr: [UInt8] = Array("IHDR".utf8) + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]
        ihdr += Self.crc32(ihdr)
        header += ihdr
        let idat: [UInt8] = Array("IDAT".utf8) + [0x78, 0x9C]
        header += [0, 0, 0, 2] + idat + Self.crc32(idat)
        let iend: [UInt8] = Array("IEND".utf8)
        header += [0, 0, 0, 0] + iend + Self.crc32(iend)
        let error = #expect(throws: CanvasError.self) { try Image(png: Data(header)) }
        #expect(error == .imageTooLarge(width: 100_000, height: 100_000, limit: maximumImageSide))
    }

    /// A PNG chunk's CRC (over its type and data), big-endian, as a test that edits chunks needs.
    static func crc32(_ bytes: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
