internal import CPNGBridge
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Large sprites' decoded pixels kept on disk, so that a new process reads them instead of
/// decoding the PNG again: a cold `terrarium render` of Bloom's widget spent about 5 ms of its
/// 24 inflating, checking and unfiltering the 1024 px plant. Used for the engine's sprites (`SpriteStore`), not for files users send.
///
/// A file is named by the PNG's CRC-32 and length and the decoder's version, and holds the
/// PNG's bytes as well as its pixels: it is taken only when those bytes equal the PNG's, so a
/// sprite changed in any way (or a name two PNGs share) decodes again and writes its own file.
/// Only what the engine's own PNG reader decodes is kept (its pixels are libpng's, premultiplied
/// as Cairo premultiplies: `PNGReaderAgreementTests`), never libpng's own output, which could
/// change with the installed library. The pixels in a file are trusted as they are: a file is
/// written whole (to a temporary name, synced, then renamed) and read with a length check, so a
/// torn or foreign file is a miss, but a pixel edited in place would be drawn.
///
/// Mapped read-only from the file: the pixels are the page cache's own pages, which a process
/// finds in about 0.2 ms. Reading them into new memory had the kernel find and clear 4 MiB
/// first: 0.7 ms, and 10 ms in about half the cold renders of some minutes on this VM, when the
/// host had taken free huge pages back (`strace -T` on the read, alternated with rsvg-convert).
/// A mapped file is the engine's as FreeType's mapped font files are: the cache never writes
/// one in place (a new file is renamed over it, and a mapping keeps the file it mapped), but a
/// file truncated or rewritten in place by hand under a running process, or a disk's I/O error,
/// reaches that process (SIGBUS, or the new bytes drawn), as it would with a font file. Nothing
/// writes to a sprite's pixels; the mapping being read-only makes sure of it.
///
/// Where: `TERRARIUM_SPRITE_CACHE` when it is an absolute folder; else the user's cache folder's
/// `terrarium/sprites` (`$XDG_CACHE_HOME`, else `~/.cache`); `off`, or any other value, keeps
/// nothing (`0`, a relative path and `~/x` too). Only images of at least `minimumBytes` decoded (Bloom's plant stages, 4 MiB each; the
/// rest decode in well under a millisecond). Before a file is written the folder's oldest files
/// (by when they were last written or, at most daily, read) are removed until it fits under
/// `byteLimit`; processes writing at once can pass it by a few files.
package struct DecodedSpriteCache: Sendable {
    /// The folder holding the files.
    package let folder: String
    /// What the folder's files may take in all.
    package let byteLimit: Int
    /// Images smaller than this, decoded, are decoded every time.
    package let minimumBytes: Int

    /// The version of what the engine's reader makes of a PNG. Raise it with any change to the
    /// pixels it gives (premultiplication's rounding, a colour conversion) or to this file's
    /// layout: files of another version are never read, and age out.
    static let version = 1

    package init(folder: String, byteLimit: Int = 256 << 20, minimumBytes: Int = 1 << 20) {
        self.folder = folder
        self.byteLimit = byteLimit
        self.minimumBytes = minimumBytes
    }

    /// The cache `TERRARIUM_SPRITE_CACHE` and the user's cache folder give, or nil.
    package static let standard: DecodedSpriteCache? = standard(ProcessInfo.processInfo.environment)

    package static func standard(_ environment: [String: String]) -> DecodedSpriteCache? {
        switch environment["TERRARIUM_SPRITE_CACHE"] {
        case nil, "": UserCacheFolder.path(environment).map { DecodedSpriteCache(folder: $0 + "/terrarium/sprites") }
        case let folder? where folder.hasPrefix("/"): DecodedSpriteCache(folder: folder)
        default: nil
        }
    }

    /// The file `png`'s pixels are kept in.
    package func path(png data: Data) -> String {
        folder + "/" + String(Checksum.crc32(data), radix: 16) + "-" + String(data.count) + "-v\(Self.version).argb"
    }

    /// `png`'s pixels from its file, or nil: not an image kept (too small, not one the engine's
    /// reader takes), no file, or a file that is not exactly this PNG's.
    package func kept(png data: Data) -> ImagePixels? {
        guard let size = keptSize(data) else { return nil }
        let pixelBytes = size.width * size.height * 4, fileBytes = Self.headerBytes + pixelBytes + data.count
        // Non-blocking and no symbolic link: a FIFO or a link at the name is a miss, not a hang.
        let descriptor = open(path(png: data), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == fileBytes,
              let mapping = mmap(nil, fileBytes, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else { return nil }
        let same = mapping.loadUnaligned(as: Header.self) == Header(width: size.width, height: size.height, pngBytes: data.count)
            && data.withUnsafeBytes { png in
                png.baseAddress.map { memcmp($0, mapping + Self.headerBytes + pixelBytes, data.count) == 0 } ?? false
            }
        guard same else {
            munmap(mapping, fileBytes)
            return nil
        }
        // A file read now and then is not the first to go when room is made (at most once a day).
        if Date().timeIntervalSince1970 - Double(info.st_mtim.tv_sec) > 86_400 { futimens(descriptor, nil) }
        // The surface owns the mapping from here, and unmaps it when Cairo destroys it.
        let memory = DecodeMemory.record(DecodeMemory(base: (mapping + Self.headerBytes).assumingMemoryBound(to: UInt8.self),
                                                      mapping: mapping, length: fileBytes))
        guard let surface = Surface.owning(memory, width: size.width, height: size.height) else { return nil }
        return try? ImagePixels(freezing: surface, decodedByEngineReader: true,
                                 readOnlyFileMapping: UnsafeRawBufferPointer(start: mapping, count: fileBytes))
    }

    /// Writes `pixels`, decoded from `png`, to `png`'s file for later processes, making room
    /// first. Nothing for an image not kept, or pixels the engine's own reader did not make (it
    /// can take a file's chunks and still leave its stream to libpng); any failure leaves no
    /// file behind and is otherwise ignored (the next process decodes again).
    package func keep(_ pixels: ImagePixels, png data: Data) {
        guard pixels.decodedByEngineReader, let size = keptSize(data), size.width == pixels.width,
              size.height == pixels.height, pixels.stride == pixels.width * 4 else { return }
        let pixelBytes = pixels.width * pixels.height * 4
        let fileBytes = Self.headerBytes + pixelBytes + data.count
        guard fileBytes <= byteLimit,
              (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])) != nil else { return }
        let final = path(png: data)
        makeRoom(for: fileBytes, replacing: final)
        let header = UnsafeMutableRawPointer.allocate(byteCount: Self.headerBytes, alignment: 16)
        defer { header.deallocate() }
        header.initializeMemory(as: UInt8.self, repeating: 0, count: Self.headerBytes)
        header.storeBytes(of: Header(width: pixels.width, height: pixels.height, pngBytes: data.count), as: Header.self)
        // Synced before the rename, so that after a crash the name holds the whole file or none.
        data.withUnsafeBytes { png in
            AtomicFile.write([UnsafeRawBufferPointer(start: header, count: Self.headerBytes),
                                       UnsafeRawBufferPointer(start: pixels.data, count: pixelBytes), png],
                                      to: final, durable: true, permissions: 0o600)
        }
    }

    // The file: a header page, then the pixels (premultiplied native-endian ARGB32 words, rows
    // of width * 4 bytes), then the PNG's bytes. The magic reads "TRRMSPS1" on a little-endian
    // machine; on one of the other order it differs, and the file is a miss, as it should be.
    private static let headerBytes = 4096
    private struct Header: Equatable {
        // No padding between or after the fields: the file's bytes are all written.
        var magic: UInt64 = 0x3153_5053_4D52_5254
        var pngBytes: UInt64
        var version = UInt32(DecodedSpriteCache.version)
        var width: UInt32
        var height: UInt32
        var reserved: UInt32 = 0

        init(width: Int, height: Int, pngBytes: Int) {
            self.width = UInt32(width)
            self.height = UInt32(height)
            self.pngBytes = UInt64(pngBytes)
        }
    }

    /// Width and height of a PNG the engine's own reader takes (its chunks walked and their
    /// CRCs checked, within the size limits), when it is large enough to keep.
    private func keptSize(_ data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { raw -> (width: Int, height: Int)? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, let plan = PNGDecoder.fastPlan(base, raw.count) else { return nil }
            let width = Int(plan.width), height = Int(plan.height)
            return width * height * 4 >= minimumBytes ? (width, height) : nil
        }
    }

    /// Whether `name` is one of the cache's files (`<hex>-<length>-v<version>.argb`, any
    /// version): only those are counted and removed, whatever else the folder holds.
    static func isKept(_ name: String) -> Bool {
        guard name.hasSuffix(".argb") else { return false }
        let parts = name.dropLast(5).split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && digits(parts[0], hex: true) && digits(parts[1]) && parts[2].first == "v" && digits(parts[2].dropFirst())
    }

    /// One or more ASCII digits (or hexadecimal digits).
    private static func digits(_ text: Substring, hex: Bool = false) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("0"..."9").contains(scalar) || hex && (("a"..."f").contains(scalar) || ("A"..."F").contains(scalar))
        }
    }

    /// Removes the folder's oldest files until `bytes` more fit under the limit (the file the
    /// new one replaces is not counted). Leftovers of writes that never finished (a process
    /// killed mid-write, AtomicFile's temporary names) go once they are an hour old.
    private func makeRoom(for bytes: Int, replacing: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = Date().timeIntervalSince1970
        var files: [(path: String, bytes: Int, modified: Double)] = []
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard path != replacing, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if AtomicFile.isTemporary(name) {
                if now - modified > 3600 { unlink(path) }
            } else if Self.isKept(name) {
                files.append((path, Int(info.st_size), modified))
            }
        }
        var total = files.reduce(0) { $0 + $1.bytes }
        for file in files.sorted(by: { $0.modified < $1.modified }) where total + bytes > byteLimit {
            if unlink(file.path) == 0 { total -= file.bytes }
        }
    }
}
