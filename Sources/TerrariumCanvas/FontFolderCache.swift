internal import CPangoCairo
import Foundation

/// The faces of a font folder from fontconfig's own cache of it: the binary file fontconfig
/// keeps per folder (`fc-cache` writes the system's to /var/cache/fontconfig; a program writes
/// its own under ~/.cache/fontconfig), mapped instead of read from the font files.
///
/// Reading the catalogue's files walks every character map (DotGothic16 and the two Noto CJK
/// faces about 3 ms each, 3-4 ms of a cold `terrarium render` in all); their folders' caches
/// load in about 0.2 ms. The patterns are fontconfig's reading of the same files
/// (`FontFolderCacheTests` holds every catalogue face equal to `FcFreeTypeQueryAll`'s), so
/// pictures do not depend on whether a cache was there.
///
/// A cache is used only while fontconfig holds it valid for its folder (its recorded time is
/// the folder's: a file added, removed or renamed invalidates it) and every font file taken
/// from it is older than the cache file (a file rewritten in place does not touch its folder).
/// Otherwise, and for any file a cache lacks, the caller reads the file itself.
final class FontFolderCache {
    /// Where caches are looked for, in order; fontconfig writes to the first it can.
    let directories: [String]
    private let config: OpaquePointer?
    /// Each folder's faces, loaded once: nil where no cache could be used.
    private var folders: [String: Folder?] = [:]

    private struct Folder {
        /// Every face of the folder, in the cache's order; patterns of the cache's memory.
        var set: UnsafeMutablePointer<FcFontSet>
        /// When the cache file was written (nanoseconds since 1970); nil for a cache just made
        /// from the folder's files.
        var written: Int64?
    }

    /// The user's cache (`$XDG_CACHE_HOME/fontconfig`, else ~/.cache/fontconfig), then the
    /// system's; nil when `TERRARIUM_FONT_CACHE=off`, and every file is read from itself.
    static func standard(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FontFolderCache? {
        environment["TERRARIUM_FONT_CACHE"] == "off" ? nil : FontFolderCache(directories: ["xdg:fontconfig", "/var/cache/fontconfig"])
    }

    /// A cache over `directories`: absolute folders, or `xdg:NAME` for NAME under the user's
    /// cache folder as fontconfig finds it.
    init(directories: [String]) {
        self.directories = directories
        let entries = directories.map { directory in
            directory.hasPrefix("xdg:") ? "<cachedir prefix=\"xdg\">\(FontconfigXML.escaped(String(directory.dropFirst(4))))</cachedir>"
                : "<cachedir>\(FontconfigXML.escaped(directory))</cachedir>"
        }
        guard let made = FcConfigCreate() else {
            config = nil
            return
        }
        if FontconfigXML.load(FontconfigXML.document(entries.joined()), into: made) {
            config = made
        } else {
            FcConfigDestroy(made)
            config = nil
        }
    }

    deinit {
        for folder in folders.values { if let folder { FcFontSetDestroy(folder.set) } }
        if let config { FcConfigDestroy(config) }
    }

    /// The faces of the font file at `path` from its folder's cache, each a pattern of the
    /// caller's own (destroy it); nil when no valid cache holds the file. `scan`: where the
    /// folder has no valid cache, read all its files and write one (for the engine's own font
    /// folders, which hold nothing else); a system or user folder is never scanned, as that
    /// would read every file in it.
    func faces(of path: String, scan: Bool) -> [OpaquePointer]? {
        let directory = (path as NSString).deletingLastPathComponent
        guard config != nil, !directory.isEmpty, let stamp = Self.modified(path) else { return nil }
        var folder = folders[directory] ?? load(directory, scan: scan)
        // A file rewritten in place since the cache was written: read the folder again where
        // that is allowed, else leave the file to the caller.
        // At or after: file times are kept to the kernel's clock tick, so a file rewritten in
        // the tick the cache was written in has the same time.
        if let written = folder?.written, stamp >= written {
            if let stale = folder { FcFontSetDestroy(stale.set) }
            folder = scan ? read(directory, force: true) : nil
        }
        folders[directory] = .some(folder)
        guard let folder else { return nil }
        var found: [OpaquePointer] = []
        for index in 0..<Int(folder.set.pointee.nfont) {
            guard let pattern = folder.set.pointee.fonts[index], Self.file(of: pattern) == path else { continue }
            // A pattern of the cache's memory is copied to the heap: the caller's font set
            // then holds ordinary patterns (their character sets stay shared with the cache).
            guard let copy = FcPatternDuplicate(pattern) else { continue }
            found.append(copy)
        }
        return found.isEmpty ? nil : found
    }

    private func load(_ directory: String, scan: Bool) -> Folder? {
        var cacheFile: UnsafeMutablePointer<FcChar8>?
        let cache = directory.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: directory.utf8.count + 1) {
                FcDirCacheLoad($0, config, &cacheFile)
            }
        }
        defer { if let cacheFile { free(cacheFile) } }
        if let cache {
            defer { FcDirCacheUnload(cache) }
            guard let set = FcCacheCopySet(cache) else { return nil }
            return Folder(set: set, written: cacheFile.flatMap { Self.modified(String(cString: $0)) } ?? 0)
        }
        return scan ? read(directory, force: false) : nil
    }

    /// The folder read from its files, and its cache written; nil where no cache folder can
    /// be written (fontconfig would print an error on every run, and the files are then read
    /// one by one, only the catalogue's).
    private func read(_ directory: String, force: Bool) -> Folder? {
        guard writable else { return nil }
        let cache = directory.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: directory.utf8.count + 1) {
                FcDirCacheRead($0, force ? FcTrue : FcFalse, config)
            }
        }
        guard let cache else { return nil }
        defer { FcDirCacheUnload(cache) }
        return FcCacheCopySet(cache).map { Folder(set: $0, written: nil) }
    }

    /// Whether one of the cache folders can be written (made if missing), as fontconfig looks.
    private lazy var writable: Bool = directories.contains { directory in
        let path: String
        if directory.hasPrefix("xdg:") {
            guard let base = UserCacheFolder.path() else { return false }
            path = base + "/" + directory.dropFirst(4)
        } else {
            path = directory
        }
        if (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) == nil { return false }
        return access(path, W_OK) == 0
    }

    /// The later of a file's modification and status-change times, in nanoseconds.
    private static func modified(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        return max(modified, changed)
    }

    private static func file(of pattern: OpaquePointer) -> String? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
