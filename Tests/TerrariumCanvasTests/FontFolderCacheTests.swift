import CPangoCairo
import Foundation
import Testing
@testable import TerrariumCanvas

/// The catalogue's faces come from fontconfig's caches of their folders where those are valid
/// (FontFolderCache): pictures must not depend on whether a cache was there, so every face
/// from a cache must be the face fontconfig reads from the file, and a stale cache never used.
struct FontFolderCacheTests {
    /// A folder of the test's own; each test removes it as it ends (`defer { scratch.remove() }`).
    struct Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("font-cache-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func remove() { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    static func equal(_ a: [OpaquePointer], _ b: [OpaquePointer]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { FcPatternEqual($0, $1) == FcTrue }
    }

    static func family(_ pattern: OpaquePointer) -> String? {
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }

    static func release(_ patterns: [OpaquePointer]?) { patterns?.forEach { FcPatternDestroy($0) } }

    static func index(_ pattern: OpaquePointer) -> Int? {
        var index: Int32 = 0
        return FcPatternGetInteger(pattern, FC_INDEX, 0, &index) == FcResultMatch ? Int(index) : nil
    }

    @Test func everyCatalogueFaceFromAFolderCacheIsTheFilesOwnReading() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let catalog = FontCatalog.standard
        let bundled = catalog.faces.map(\.path)
        let system = catalog.fallbacks.flatMap(\.paths).filter { FileManager.default.fileExists(atPath: $0) }
        // Made, then loaded back from the files written, by a second cache over the same folders.
        for round in ["made", "loaded"] {
            let cache = FontFolderCache(directories: [scratch.url.path, "/var/cache/fontconfig"])
            for path in bundled + system {
                let own = bundled.contains(path)
                let cached = cache.faces(of: path, scan: own)
                defer { Self.release(cached) }
                let read = FontPatterns.faces(in: path, id: UInt32.max)
                defer { Self.release(read) }
                #expect(!read.isEmpty, "\(path)")
                if own { #expect(cached != nil, "\(round): the engine's own folder of \(path) has a cache") }
                if let cached {
                    #expect(Self.equal(cached, read), "\(round): \(path) from its folder's cache")
                    // The one face a collection is read for (FallbackFont.face): picked from
                    // the cache by its index, as FontPatterns does, against that face's reading.
                    if let face = catalog.fallbacks.first(where: { $0.paths.contains(path) })?.face {
                        let picked = cached.filter { Self.index($0) == face }
                        let one = FontPatterns.faces(in: path, id: UInt32(face))
                        defer { Self.release(one) }
                        #expect(picked.count == 1 && Self.equal(picked, one), "\(round): face \(face) of \(path)")
                    }
                }
            }
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.contains(".cache-") }
        #expect(written.count == Set(bundled.map { ($0 as NSString).deletingLastPathComponent }).count)
    }

    /// A font file rewritten in place leaves its folder's time alone, so fontconfig still holds
    /// the folder's cache valid: the file being newer than the cache must send it back to the file.
    @Test func aFileRewrittenInPlaceIsNotTakenFromTheCache() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fonts = scratch.path("fonts"), caches = scratch.path("caches")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let face = fonts + "/face.ttf"
        let quicksand = try #require(FontCatalog.bundled.first { $0.family == "Quicksand" }).path
        let inter = try #require(FontCatalog.bundled.first { $0.family == "Inter" }).path
        try FileManager.default.copyItem(atPath: quicksand, toPath: face)

        let first = FontFolderCache(directories: [caches])
        let before = try #require(first.faces(of: face, scan: true))
        defer { Self.release(before) }
        #expect(before.compactMap(Self.family).allSatisfy { $0.hasPrefix("Quicksand") } && before.count == 1)

        // The same path, other bytes, written in place; its time set past the cache's.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: face))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(contentsOf: URL(fileURLWithPath: inter)))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: face)

        #expect(FontFolderCache(directories: [caches]).faces(of: face, scan: false) == nil,
                "a folder that may not be read again leaves the file to be read itself")
        let after = try #require(FontFolderCache(directories: [caches]).faces(of: face, scan: true))
        defer { Self.release(after) }
        let read = FontPatterns.faces(in: face, id: UInt32.max)
        defer { Self.release(read) }
        #expect(after.compactMap(Self.family) == ["Inter"])
        #expect(Self.equal(after, read))
    }

    @Test func aFolderWithoutACacheIsReadOnlyWhenItIsTheEnginesOwn() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fonts = scratch.path("fonts"), caches = scratch.path("caches")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let face = fonts + "/face.ttf"
        try FileManager.default.copyItem(atPath: FontCatalog.bundled[0].path, toPath: face)
        let cache = FontFolderCache(directories: [caches])
        #expect(cache.faces(of: face, scan: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: caches), "nothing written for a folder not scanned")
        #expect(cache.faces(of: fonts + "/missing.ttf", scan: true) == nil)
    }

    /// A cache folder that cannot be made (its parent is a file): the folder is not read (the
    /// caller reads the file), and fontconfig is not asked to write, which prints an error.
    @Test func aCacheThatCannotBeWrittenIsNotMade() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fonts = scratch.path("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let face = fonts + "/face.ttf"
        try FileManager.default.copyItem(atPath: FontCatalog.bundled[0].path, toPath: face)
        try Data("not a folder".utf8).write(to: scratch.url.appendingPathComponent("file"))
        #expect(FontFolderCache(directories: [scratch.path("file") + "/caches"]).faces(of: face, scan: true) == nil)
    }

    @Test func theCacheCanBeTurnedOff() {
        #expect(FontFolderCache.standard(["TERRARIUM_FONT_CACHE": "off"]) == nil)
        #expect(FontFolderCache.standard([:])?.directories == ["xdg:fontconfig", "/var/cache/fontconfig"])
    }
}
