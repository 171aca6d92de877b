import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// Large sprites' decoded pixels kept on disk (DecodedSpriteCache): a file is taken only when it
/// holds exactly the PNG it was made from, anything else is a miss that decodes again, and no
/// failure to keep one is ever an error.
struct DecodedSpriteCacheTests {
    /// A folder of the test's own; each test removes it as it ends.
    struct Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-cache-\(UUID().uuidString)")
        var path: String { url.path }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// A PNG with detail and partial alpha in every pixel (so premultiplying shows), seeded.
    static func png(seed: UInt32, width: Int = 96, height: Int = 80) throws -> Data {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var state = seed
        for i in rgba.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            rgba[i] = UInt8(state >> 24)
        }
        return try PNGEncoder.encode(PixelBuffer(width: width, height: height, rgba: rgba))
    }

    static func bytes(_ pixels: ImagePixels) -> Data { Data(bytes: pixels.data, count: pixels.byteCount) }

    /// Every image kept (however small), in `scratch`'s folder.
    static func cache(_ scratch: Scratch, byteLimit: Int = 1 << 30) -> DecodedSpriteCache {
        DecodedSpriteCache(folder: scratch.path, byteLimit: byteLimit, minimumBytes: 1)
    }

    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    @Test func aKeptSpriteIsReadBackAsItsFileHoldsIt() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 1)
        let decoded = Self.bytes(try ImagePixels(png: png))
        #expect(Self.bytes(try cache.pixels(png: png)) == decoded)
        let path = cache.path(png: png)
        #expect(Self.size(path) == 4096 + 96 * 80 * 4 + png.count)
        #expect(Self.bytes(try cache.pixels(png: png)) == decoded)

        // The file is what the next read takes: a pixel changed in it comes back changed.
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try file.seek(toOffset: 4096)
        try file.write(contentsOf: [0x12, 0x34, 0x56, 0x78])
        try file.close()
        let read = Self.bytes(try cache.pixels(png: png))
        #expect(Array(read.prefix(4)) == [0x12, 0x34, 0x56, 0x78])
        #expect(read.dropFirst(4) == decoded.dropFirst(4))
    }

    @Test func aFileWhoseStoredPNGDiffersIsAMissAndIsReplaced() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 2)
        let decoded = Self.bytes(try ImagePixels(png: png))
        _ = try cache.pixels(png: png)
        let url = URL(fileURLWithPath: cache.path(png: png))
        // Right length, right header, blank pixels, and a stored PNG one bit off: as a file
        // made from another PNG of the same size and length (or a damaged one) would be.
        var file = try Data(contentsOf: url)
        file.replaceSubrange(4096..<4096 + decoded.count, with: Data(count: decoded.count))
        file[file.count - 20] ^= 1
        try file.write(to: url)
        #expect(Self.bytes(try cache.pixels(png: png)) == decoded)
        let rewritten = try Data(contentsOf: url)
        #expect(rewritten.suffix(png.count) == png)
        #expect(rewritten.dropFirst(4096).prefix(decoded.count) == decoded)
    }

    @Test(arguments: ["torn", "zeros", "empty", "longer"])
    func aDamagedFileIsAMissAndIsReplaced(_ damage: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 3)
        let decoded = Self.bytes(try ImagePixels(png: png))
        _ = try cache.pixels(png: png)
        let path = cache.path(png: png)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged: Data = switch damage {
        case "torn": whole.prefix(whole.count / 2)
        case "zeros": Data(count: whole.count)
        case "empty": Data()
        default: whole + Data([0])
        }
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect(Self.bytes(try cache.pixels(png: png)) == decoded)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole)
    }

    @Test func smallImagesAreDecodedEveryTime() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = DecodedSpriteCache(folder: scratch.path)   // 1 MiB and up: a 96x80 image is 30 KB
        let png = try Self.png(seed: 4)
        #expect(Self.bytes(try cache.pixels(png: png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    @Test func aFolderThatCannotBeWrittenOnlyMeansDecoding() throws {
        let cache = DecodedSpriteCache(folder: "/dev/null/sprites", minimumBytes: 1)
        let png = try Self.png(seed: 5)
        #expect(Self.bytes(try cache.pixels(png: png)) == Self.bytes(try ImagePixels(png: png)))
    }

    @Test func aDamagedPNGIsTheDecodersErrorAndKeepsNothing() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch)
        var png = try Self.png(seed: 6)
        png[png.count / 2] ^= 0xFF
        #expect(throws: CanvasError.self) { try cache.pixels(png: png) }
        #expect(!FileManager.default.fileExists(atPath: cache.path(png: png)))
    }

    @Test func theOldestFilesGoToStayUnderTheLimit() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let pngs = try (7...9).map { try Self.png(seed: UInt32($0)) }
        let fileBytes = 4096 + 96 * 80 * 4 + pngs[0].count
        // Room for two files (the PNGs' lengths differ by a few bytes).
        let cache = Self.cache(scratch, byteLimit: 2 * fileBytes + 64)
        for (age, png) in pngs.enumerated() {
            _ = try cache.pixels(png: png)
            // Ages set, not slept for: the first written is the oldest.
            let time = Date(timeIntervalSince1970: 1_000_000 + Double(age))
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: cache.path(png: png))
        }
        #expect(!FileManager.default.fileExists(atPath: cache.path(png: pngs[0])))
        #expect(FileManager.default.fileExists(atPath: cache.path(png: pngs[1])))
        #expect(FileManager.default.fileExists(atPath: cache.path(png: pngs[2])))
    }

    @Test func whereTheFilesGoAndTheSwitch() {
        #expect(DecodedSpriteCache.standard(["HOME": "/home/a"])?.folder == "/home/a/.cache/terrarium/sprites")
        #expect(DecodedSpriteCache.standard(["HOME": "/home/a", "XDG_CACHE_HOME": "/c"])?.folder == "/c/terrarium/sprites")
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(DecodedSpriteCache.standard(["HOME": "/home/a", "XDG_CACHE_HOME": "c"])?.folder == "/home/a/.cache/terrarium/sprites")
        #expect(DecodedSpriteCache.standard(["HOME": "/home/a", "TERRARIUM_SPRITE_CACHE": "off"]) == nil)
        #expect(DecodedSpriteCache.standard([:]) == nil)
        #expect(DecodedSpriteCache.standard(["HOME": "/home/a"])?.byteLimit == 256 << 20)
    }
}
