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
        var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? [] }
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

    /// What SpriteStore does: the kept pixels, else decoded and kept.
    static func load(_ cache: DecodedSpriteCache, _ png: Data) throws -> ImagePixels {
        if let kept = cache.kept(png: png) { return kept }
        let pixels = try ImagePixels(png: png)
        cache.keep(pixels, png: png)
        return pixels
    }

    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    @Test func aKeptSpriteIsReadBackAsItsFileHoldsIt() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 1)
        let decoded = Self.bytes(try ImagePixels(png: png))
        #expect(cache.kept(png: png) == nil)
        #expect(Self.bytes(try Self.load(cache, png)) == decoded)
        let path = cache.path(png: png)
        #expect(path.hasSuffix("-v\(DecodedSpriteCache.version).argb"))
        #expect(Self.size(path) == 4096 + 96 * 80 * 4 + png.count)
        #expect(Self.bytes(try #require(cache.kept(png: png))) == decoded)

        // The file is what the next read takes: a pixel changed in it comes back changed.
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try file.seek(toOffset: 4096)
        try file.write(contentsOf: [0x12, 0x34, 0x56, 0x78])
        try file.close()
        let read = Self.bytes(try #require(cache.kept(png: png)))
        #expect(Array(read.prefix(4)) == [0x12, 0x34, 0x56, 0x78])
        #expect(read.dropFirst(4) == decoded.dropFirst(4))
    }

    @Test func pixelsReadStayAsTheyWereWhenTheFileIsReplacedOrRemoved() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 11)
        _ = try Self.load(cache, png)
        let pixels = try #require(cache.kept(png: png))
        let before = Self.bytes(pixels)
        let url = URL(fileURLWithPath: cache.path(png: png))
        // Rewritten in place (not as the cache writes, but as a hand might), then removed.
        let file = try FileHandle(forUpdating: url)
        try file.write(contentsOf: Data(repeating: 0xAB, count: 4096 + 96 * 80 * 4))
        try file.truncate(atOffset: 100)
        try file.close()
        #expect(Self.bytes(pixels) == before)
        try FileManager.default.removeItem(at: url)
        #expect(Self.bytes(pixels) == before)
    }

    @Test func aFileWhoseStoredPNGDiffersIsAMissAndIsReplaced() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 2)
        let decoded = Self.bytes(try ImagePixels(png: png))
        _ = try Self.load(cache, png)
        let url = URL(fileURLWithPath: cache.path(png: png))
        // Right length, right header, blank pixels, and a stored PNG one bit off: as a file
        // made from another PNG of the same size and length (or a damaged one) would be.
        var file = try Data(contentsOf: url)
        file.replaceSubrange(4096..<4096 + decoded.count, with: Data(count: decoded.count))
        file[file.count - 20] ^= 1
        try file.write(to: url)
        #expect(cache.kept(png: png) == nil)
        #expect(Self.bytes(try Self.load(cache, png)) == decoded)
        let rewritten = try Data(contentsOf: url)
        #expect(rewritten.suffix(png.count) == png)
        #expect(rewritten.dropFirst(4096).prefix(decoded.count) == decoded)
    }

    @Test(arguments: ["torn", "zeros", "empty", "longer", "another version"])
    func aDamagedFileIsAMissAndIsReplaced(_ damage: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 3)
        let decoded = Self.bytes(try ImagePixels(png: png))
        _ = try Self.load(cache, png)
        let path = cache.path(png: png)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        var damaged: Data
        switch damage {
        case "torn": damaged = whole.prefix(whole.count / 2)
        case "zeros": damaged = Data(count: whole.count)
        case "empty": damaged = Data()
        case "longer": damaged = whole + Data([0])
        default: damaged = whole; damaged[16] &+= 1   // the header's version field
        }
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect(cache.kept(png: png) == nil)
        #expect(Self.bytes(try Self.load(cache, png)) == decoded)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole)
    }

    @Test func smallImagesAreDecodedEveryTime() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = DecodedSpriteCache(folder: scratch.path)   // 1 MiB and up: a 96x80 image is 30 KB
        let png = try Self.png(seed: 4)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    /// libpng's own output (a palette, 16 bits a channel, interlacing) could change with the
    /// installed library, so only the engine's reader's is kept.
    @Test(arguments: ["basn3p08.png", "basn6a16.png", "basi6a08.png"])
    func onlyTheEngineReadersPixelsAreKept(_ name: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pngsuite")
        let png = try Data(contentsOf: fixtures.appendingPathComponent(name))
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(scratch.names.isEmpty)
        #expect(cache.kept(png: png) == nil)
    }

    @Test func aFolderThatCannotBeMadeOnlyMeansDecoding() throws {
        let cache = DecodedSpriteCache(folder: "/dev/null/sprites", minimumBytes: 1)
        let png = try Self.png(seed: 5)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
    }

    @Test func aNameThatCannotBeWrittenLeavesNoFileBehind() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch), png = try Self.png(seed: 12)
        // A folder where the file would go: the rename fails, and the written file is removed.
        try FileManager.default.createDirectory(atPath: cache.path(png: png), withIntermediateDirectories: true)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(scratch.names == [URL(fileURLWithPath: cache.path(png: png)).lastPathComponent])
        #expect(cache.kept(png: png) == nil)
    }

    @Test func aDamagedPNGIsTheDecodersErrorAndKeepsNothing() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let cache = Self.cache(scratch)
        var png = try Self.png(seed: 6)
        png[png.count / 2] ^= 0xFF
        #expect(throws: CanvasError.self) { try Self.load(cache, png) }
        #expect(scratch.names.isEmpty)
    }

    @Test func theOldestFilesGoToStayUnderTheLimit() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let pngs = try (7...10).map { try Self.png(seed: UInt32($0)) }
        let fileBytes = 4096 + 96 * 80 * 4 + pngs[0].count
        // Room for two files (the PNGs' lengths differ by a few bytes).
        let limit = 2 * fileBytes + 64
        let cache = Self.cache(scratch, byteLimit: limit)
        for (age, png) in pngs.enumerated() {
            _ = try Self.load(cache, png)
            // Ages set, not slept for: the first written is the oldest.
            let time = Date(timeIntervalSince1970: 1_000_000 + Double(age))
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: cache.path(png: png))
            let total = scratch.names.compactMap { Self.size(scratch.path + "/" + $0) }.reduce(0, +)
            #expect(total <= limit)
        }
        #expect(scratch.names.count == 2)
        #expect(FileManager.default.fileExists(atPath: cache.path(png: pngs[2])))
        #expect(FileManager.default.fileExists(atPath: cache.path(png: pngs[3])))
    }

    @Test func whereTheFilesGoAndTheSwitch() {
        let home = ["HOME": "/home/a"]
        #expect(DecodedSpriteCache.standard(home)?.folder == "/home/a/.cache/terrarium/sprites")
        #expect(DecodedSpriteCache.standard(home.merging(["XDG_CACHE_HOME": "/c"]) { $1 })?.folder == "/c/terrarium/sprites")
        // A relative or empty XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(DecodedSpriteCache.standard(home.merging(["XDG_CACHE_HOME": "c"]) { $1 })?.folder == "/home/a/.cache/terrarium/sprites")
        #expect(DecodedSpriteCache.standard(home.merging(["XDG_CACHE_HOME": ""]) { $1 })?.folder == "/home/a/.cache/terrarium/sprites")
        #expect(DecodedSpriteCache.standard(home.merging(["TERRARIUM_SPRITE_CACHE": "/tmp/kept"]) { $1 })?.folder == "/tmp/kept")
        #expect(DecodedSpriteCache.standard(home.merging(["TERRARIUM_SPRITE_CACHE": ""]) { $1 })?.folder == "/home/a/.cache/terrarium/sprites")
        for off in ["off", "0", "false", "relative/folder"] {
            #expect(DecodedSpriteCache.standard(home.merging(["TERRARIUM_SPRITE_CACHE": off]) { $1 }) == nil)
        }
        #expect(DecodedSpriteCache.standard(["HOME": "relative"]) == nil)
        #expect(DecodedSpriteCache.standard([:]) == nil)
        #expect(DecodedSpriteCache.standard(home)?.byteLimit == 256 << 20)
    }
}
