internal import CPangoCairo
import Foundation

/// The fontconfig patterns of the catalogue's files (each face's family, style and the set of
/// characters it draws), read once per process and shared by every library: from fontconfig's
/// cache of the file's folder where it has a valid one (FontFolderCache), else from the file.
///
/// Reading a face means walking its whole character map (`FcFreeTypeCharSet`), and
/// `FcConfigAppFontAddFile` does that for every face of a file, for every configuration, with no
/// cache: Noto CJK's two collections of ten faces each took 77 ms of a cold render's 170, and
/// every font library a worker made paid it again. Here a collection is read only for the
/// face the catalogue names, and each file once per process; a library's configuration then
/// holds references to the same patterns, which fontconfig only reads.
enum FontPatterns {
    /// One file to add: every face in it, or only the faces of `family` where the catalogue
    /// names one (a collection such as NotoSansCJK-Regular.ttc holds ten families).
    struct File: Hashable {
        var path: String
        /// The family to keep from a collection; nil keeps every face.
        var family: String? = nil
        /// Where `family` is in the collection, to read only that face; checked, and every face
        /// read if the file has another there.
        var face: Int? = nil
        /// Whether the file's folder is one of the engine's own, holding only catalogue fonts:
        /// its fontconfig cache may then be made by reading the whole folder (FontFolderCache).
        var ownFolder = false
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var read: [File: [OpaquePointer]] = [:]
    /// Fontconfig's caches of the files' folders, used under `lock`.
    nonisolated(unsafe) private static var folderCache = FontFolderCache.standard()

    /// Adds the faces of `files` that exist to `config`'s application fonts, in order, as
    /// `FcConfigAppFontAddFile` would. The configurations here hold no `target="scan"` rules,
    /// so a pattern read once is the one every configuration would have read.
    static func add(_ files: [File], to config: OpaquePointer) {
        let patterns = files.flatMap(patterns(of:))
        guard let set = applicationFonts(of: config) else {
            // A fontconfig that made no set for the empty name: add the files as before.
            for file in files { addFile(file.path, to: config) }
            return
        }
        for pattern in patterns {
            FcPatternReference(pattern)
            if FcFontSetAdd(set, pattern) == FcFalse { FcPatternDestroy(pattern) }
        }
    }

    /// The faces of `file` (none if it does not exist or fontconfig cannot read it), read once.
    /// A file with no faces is not remembered: a package installed while a service runs is
    /// found by the next library made. (A file replaced at the same path keeps the faces read
    /// first, until the process restarts.)
    static func patterns(of file: File) -> [OpaquePointer] {
        lock.lock()
        defer { lock.unlock() }
        if let known = read[file] { return known }
        let found = query(file)
        // Once text may be drawn on several threads, before any configuration holds them.
        if everyFaceLocked { found.forEach(FontFacePins.pin) }
        if !found.isEmpty { read[file] = found }
        return found
    }

    /// Whether every face read is locked open in Cairo (FontFacePins), as new ones will be.
    nonisolated(unsafe) private static var everyFaceLocked = false

    /// Whether `lockEveryFace` has locked them (it does so holding `lock`, so once this reads
    /// true every face is locked).
    static var everyFaceIsLocked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return everyFaceLocked
    }

    /// Locks every face read so far open in Cairo, and every face read from now on (FontFacePins).
    static func lockEveryFace() {
        lock.lock()
        defer { lock.unlock() }
        guard !everyFaceLocked else { return }
        everyFaceLocked = true
        for patterns in read.values { patterns.forEach(FontFacePins.pin) }
    }

    /// The faces of `file` fontconfig reads from it, kept as the catalogue asks: from its
    /// folder's cache where one is valid (FontFolderCache), else from the file.
    private static func query(_ file: File) -> [OpaquePointer] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let cached = folderCache?.faces(of: file.path, scan: file.ownFolder)
        // Face `id` of the file (every face for UInt32.max), each pattern referenced for the
        // caller (the cache's copies are already on the heap).
        func faces(_ id: UInt32) -> [OpaquePointer] {
            guard let cached else { return Self.faces(in: file.path, id: id) }
            return cached.filter { id == .max || index(of: $0) == Int(id) }.map { pattern in
                FcPatternReference(pattern)
                return pattern
            }
        }
        defer { cached?.forEach { FcPatternDestroy($0) } }
        if let face = file.face, let family = file.family {
            let one = faces(UInt32(face))
            if !one.isEmpty, one.allSatisfy({ has(family, $0) }) { return one }
            one.forEach { FcPatternDestroy($0) }
        }
        let all = faces(UInt32.max)   // -1: every face
        guard let family = file.family else { return all }
        let kept = all.filter { has(family, $0) }
        // A file without the family named (another package's layout): keep it all, as before.
        guard !kept.isEmpty else { return all }
        all.filter { !has(family, $0) }.forEach { FcPatternDestroy($0) }
        return kept
    }

    static func faces(in path: String, id: UInt32) -> [OpaquePointer] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        _ = path.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcFreeTypeQueryAll($0, id, nil, nil, set)
            }
        }
        var found: [OpaquePointer] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            FcPatternReference(pattern)   // kept past the set's destruction
            found.append(pattern)
        }
        return found
    }

    private static func index(of pattern: OpaquePointer) -> Int? {
        var index: Int32 = 0
        return FcPatternGetInteger(pattern, FC_INDEX, 0, &index) == FcResultMatch ? Int(index) : nil
    }

    private static func has(_ family: String, _ pattern: OpaquePointer) -> Bool {
        var index: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, index, &name) == FcResultMatch, let name {
            if String(cString: name) == family { return true }
            index += 1
        }
        return false
    }

    /// The configuration's application font set, made if it has none. Fontconfig has no public
    /// call that only makes it; adding a file with an empty name makes the set, then finds no
    /// file to read.
    private static func applicationFonts(of config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = FcConfigGetFonts(config, FcSetApplication) { return set }
        addFile("", to: config)
        return FcConfigGetFonts(config, FcSetApplication)
    }

    private static func addFile(_ path: String, to config: OpaquePointer) {
        _ = path.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
        }
    }
}
