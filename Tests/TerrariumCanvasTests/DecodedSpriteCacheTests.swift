import Foundation
import Testing
import TestTags
import TerrariumGraphics
@testable import TerrariumCanvas

/// Large sprites' decoded pixels kept on disk (DecodedSpriteCache): a file is taken only when it
/// holds exactly the PNG it was made from, anything else is a miss that decodes again, and no
/// failure to keep one is ever an error.
struct DecodedSpriteCacheTests {
    /// The cache's folder, not made yet (the cache makes it), inside a folder of the test's own
    /// that goes with it.
    struct Scratch {
        let parent: ScratchFolder
        let url: URL
        init() throws {
            parent = try ScratchFolder("sprite-cache")
            url = parent.url.appendingPathComponent("sprites")
        }
        var path: String { url.path }
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
        let scratch = try Scratch()
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

    /// Pixels read are the file's mapped pages: another file renamed over the name (as the
    /// cache replaces one) or the file removed leaves them as they were.
    @Test func pixelsReadStayAsTheyWereWhenTheFileIsReplacedOrRemoved() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = try Self.png(seed: 11)
        _ = try Self.load(cache, png)
        let pixels = try #require(cache.kept(png: png))
        let before = Self.bytes(pixels)
        let url = URL(fileURLWithPath: cache.path(png: png))
        var other = try Data(contentsOf: url)
        other.replaceSubrange(4096..<4096 + before.count, with: Data(repeating: 0xAB, count: before.count))
        let replacement = scratch.url.appendingPathComponent("replacement")
        try other.write(to: replacement)
        #expect(rename(replacement.path, url.path) == 0)
        #expect(Self.bytes(pixels) == before)
        #expect(Self.bytes(try #require(cache.kept(png: png))) == Data(repeating: 0xAB, count: before.count))
        try FileManager.default.removeItem(at: url)
        #expect(Self.bytes(pixels) == before)
    }

    #if os(Linux)
    /// Kilobytes of the mapping holding `address` this process has resident (its smaps `Rss`).
    static func residentKilobytes(around address: UnsafeRawPointer) throws -> Int {
        let target = UInt(bitPattern: address)
        var inside = false
        // Read to the end: /proc's files report a size of 0.
        let smaps = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() ?? Data()
        for line in String(decoding: smaps, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let ends = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = ends.count == 2 && ends[0] <= target && target < ends[1]
            } else if inside, fields.first == "Rss:", fields.count > 1, let kilobytes = Int(fields[1]) {
                return kilobytes
            }
        }
        throw CanvasError.cairo("no mapping holds \(address)")
    }

    /// Kept pixels mapped from their file, every page read (and checked against `expected`),
    /// with the kilobytes of their mapping resident then.
    static func keptAndRead(_ cache: DecodedSpriteCache, _ png: Data, expected: Data) throws -> (ImagePixels, Int) {
        let kept = try #require(cache.kept(png: png))
        #expect(kept.mappedFromFile)
        // Compared as a Bool: Swift Testing would spend minutes listing two megabytes' differences.
        let same = bytes(kept) == expected
        #expect(same)
        return (kept, try residentKilobytes(around: kept.data))
    }

    /// A plant mapped from its file lets go of its pages once a patch is made of it (a batch
    /// draws the patch from then on): they leave the process's resident memory and read back
    /// the same. Decoded pixels (the process's own memory, where letting go would lose them)
    /// are left as they are.
    @Test func keptPixelsLetGoOfTheirPagesOnceAPatchIsMade() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = try Self.png(seed: 21, width: 800, height: 800)
        let pixelKilobytes = 800 * 800 * 4 / 1024
        let decoded = try ImagePixels(png: png)
        let decodedBytes = Self.bytes(decoded)
        #expect(!decoded.mappedFromFile)
        decoded.releaseResidentPages()
        let decodedKept = Self.bytes(decoded) == decodedBytes
        #expect(decodedKept)
        cache.keep(decoded, png: png)

        // Asked directly.
        let (kept, before) = try Self.keptAndRead(cache, png, expected: decodedBytes)
        kept.releaseResidentPages()
        let after = try Self.residentKilobytes(around: kept.data)
        #expect(before - after >= pixelKilobytes, "resident \(before) KB before, \(after) KB after")
        let readAgain = Self.bytes(kept) == decodedBytes
        #expect(readAgain)

        // As a batch draws it: smaller, through a patch.
        let (drawn, beforeDrawing) = try Self.keptAndRead(cache, png, expected: decodedBytes)
        let surface = try Surface(width: 100, height: 100)
        try Canvas(surface: surface, scale: 1).draw(Image(sharing: drawn), in: Rect(x: 0, y: 0, width: 100, height: 100),
                                                    sampling: .smooth)
        let afterDrawing = try Self.residentKilobytes(around: drawn.data)
        #expect(beforeDrawing - afterDrawing >= pixelKilobytes, "resident \(beforeDrawing) KB before, \(afterDrawing) KB after")
    }
    #endif

    @Test func aFileWhoseStoredPNGDiffersIsAMissAndIsReplaced() throws {
        let scratch = try Scratch()
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
        let scratch = try Scratch()
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
        let scratch = try Scratch()
        let cache = DecodedSpriteCache(folder: scratch.path)   // 1 MiB and up: a 96x80 image is 30 KB
        let png = try Self.png(seed: 4)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    /// libpng's own output (a palette, 16 bits a channel, interlacing) could change with the
    /// installed library, so only the engine's reader's is kept.
    @Test(arguments: ["basn3p08.png", "basn6a16.png", "basi6a08.png"])
    func onlyTheEngineReadersPixelsAreKept(_ name: String) throws {
        let scratch = try Scratch()
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
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = try Self.png(seed: 12)
        // A folder where the file would go: the rename fails, and the written file is removed.
        try FileManager.default.createDirectory(atPath: cache.path(png: png), withIntermediateDirectories: true)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(try ImagePixels(png: png)))
        #expect(scratch.names == [URL(fileURLWithPath: cache.path(png: png)).lastPathComponent])
        #expect(cache.kept(png: png) == nil)
    }

    @Test func aDamagedPNGIsTheDecodersErrorAndKeepsNothing() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch)
        var png = try Self.png(seed: 6)
        png[png.count / 2] ^= 0xFF
        #expect(throws: CanvasError.self) { try Self.load(cache, png) }
        #expect(scratch.names.isEmpty)
    }

    @Test func theOldestFilesGoToStayUnderTheLimit() throws {
        let scratch = try Scratch()
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

    /// A PNG whose chunks the engine's reader takes but whose stream it leaves to libpng: a
    /// zlib header naming a 512-byte window, smaller than the image (stored blocks, which
    /// libpng reads). Its pixels are libpng's, and are not kept.
    static func smallWindowPNG(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += [UInt8(x & 255), UInt8(y & 255), UInt8((x + y) & 255), 200] }
        }
        var zlib: [UInt8] = [0x18]   // deflate, a 2^(1+8) = 512-byte window
        zlib.append(UInt8(31 - (0x18 * 256) % 31))
        var offset = 0
        while offset < raw.count {
            let length = min(65_535, raw.count - offset)
            zlib.append(offset + length == raw.count ? 1 : 0)
            zlib += [UInt8(length & 255), UInt8(length >> 8), UInt8(~length & 255), UInt8((~length >> 8) & 255)]
            zlib += raw[offset..<offset + length]
            offset += length
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let adler = b << 16 | a
        zlib += [UInt8(adler >> 24), UInt8((adler >> 16) & 255), UInt8((adler >> 8) & 255), UInt8(adler & 255)]
        func be(_ value: Int) -> [UInt8] { [UInt8((value >> 24) & 255), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(body.count) + typed + be(Int(Checksum.crc32(Data(typed))))
        }
        let header = be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    @Test func pixelsTheEngineReaderLeftToLibpngAreNotKept() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = Self.smallWindowPNG(width: 64, height: 48)
        #expect(Surface.decoding(png: png) == nil)   // the engine's reader declines the stream...
        let pixels = try ImagePixels(png: png)       // ...and libpng reads it
        #expect(!pixels.decodedByEngineReader)
        cache.keep(pixels, png: png)
        #expect(scratch.names.isEmpty)
        #expect(Self.bytes(try Self.load(cache, png)) == Self.bytes(pixels))
        #expect(scratch.names.isEmpty)
    }

    /// The files' version names what the engine's reader makes of a PNG. Version 1: 8-bit RGBA
    /// premultiplied as c * a / 255 to the nearest, every value and alpha. A change to that fails
    /// here: raise `DecodedSpriteCache.version` with it, so no file of the old pixels is read.
    @Test func theVersionNamesThePixelsKept() throws {
        var rgba: [UInt8] = []
        for alpha in 0...255 { for value in 0...255 { rgba += [UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(alpha)] } }
        let png = try PNGEncoder.encode(PixelBuffer(width: 256, height: 256, rgba: rgba))
        let words = try #require(Surface.decoding(png: png)).premultipliedPixels().words
        let expected = premultipliedByTheRule(PixelBuffer(width: 256, height: 256, rgba: rgba))
        let wrong = words.indices.first { words[$0] != expected[$0] }
        #expect(wrong == nil, "the reader's pixels changed: raise DecodedSpriteCache.version and write the new rule here")
        #expect(DecodedSpriteCache.version == 1)
    }

    @Test func aFileReadIsTouchedAtMostDaily() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = try Self.png(seed: 13)
        _ = try Self.load(cache, png)
        let path = cache.path(png: png)
        func modified() throws -> Date { try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) }
        let hourAgo = Date().addingTimeInterval(-3600), twoDaysAgo = Date().addingTimeInterval(-2 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: path)
        _ = try #require(cache.kept(png: png))
        #expect(abs(try modified().timeIntervalSince(hourAgo)) < 1)
        try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: path)
        _ = try #require(cache.kept(png: png))
        #expect(try modified() > hourAgo)
    }

    @Test func aFIFOOrALinkAtTheNameIsAMiss() throws {
        let scratch = try Scratch()
        let cache = Self.cache(scratch), png = try Self.png(seed: 14)
        _ = try Self.load(cache, png)
        let path = cache.path(png: png), elsewhere = scratch.path + "/elsewhere"
        try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
        // A link to a good file: not followed.
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        #expect(cache.kept(png: png) == nil)
        try FileManager.default.removeItem(atPath: path)
        // A FIFO: opening it for reading would wait for a writer for ever.
        #expect(mkfifo(path, 0o600) == 0)
        #expect(cache.kept(png: png) == nil)
    }

    @Test func theFolderIsTheUsersAloneAndOnlyTheCachesFilesGo() throws {
        let scratch = try Scratch()
        let pngs = try (15...17).map { try Self.png(seed: UInt32($0)) }
        let cache = Self.cache(scratch, byteLimit: 4096 + 96 * 80 * 4 + pngs[0].count + 64)   // room for one
        _ = try Self.load(cache, pngs[0])
        let mode = try #require(FileManager.default.attributesOfItem(atPath: scratch.path)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        let others = ["notes.argb", "ab-12.argb", "x-1-v1.argb", ".writing-later", "photo.png"]
        for name in others { try Data(count: 100_000).write(to: scratch.url.appendingPathComponent(name)) }
        for png in pngs.dropFirst() { _ = try Self.load(cache, png) }
        #expect(Set(scratch.names) == Set(others + [URL(fileURLWithPath: cache.path(png: pngs[2])).lastPathComponent]))
    }

    @Test func theCachesOwnNames() {
        #expect(DecodedSpriteCache.isKept("2ceee915-197089-v1.argb"))
        #expect(DecodedSpriteCache.isKept("ABCDEF01-1-v12.argb"))
        for name in ["2ceee915-197089.argb", "2ceee915-197089-v.argb", "xyz-1-v1.argb", "-1-v1.argb", "a-1-v1.png", "a-١-v1.argb", "a-1-v1-2.argb"] {
            #expect(!DecodedSpriteCache.isKept(name), "\(name)")
        }
        // What a write left half done is named by AtomicFile, which every atomic write uses.
        #expect(AtomicFile.isTemporary(".2ceee915-197089-v1.argb.tmp-123-4567"))
        for name in [".a.argb.tmp-123", ".a.argb.tmp-a-1", "a.argb.tmp-1-2", ".a.argb.tmp--1"] {
            #expect(!AtomicFile.isTemporary(name), "\(name)")
        }
    }
}
