internal import CPNGBridge
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Large sprites' decoded pixels kept on disk, so that a new process reads them instead of
/// decoding the PNG again: a cold `terrarium render` of Bloom's widget spent about 5 ms of its
/// 24 inflating, checking and unfiltering the 1024 px plant, and maps the same pixels in about
/// 0.2 ms. Used for the engine's sprites (`SpriteStore`), not for files users send.
///
/// A file is named by the PNG's CRC-32 and length and holds the PNG's bytes as well as its
/// pixels: it is taken only when those bytes equal the PNG's, so a sprite changed in any way
/// (or a name two PNGs share) decodes again and writes its own file, and pictures never depend
/// on whether a file was there. Written whole (to a temporary name, synced, then renamed) and
/// read with a length check, so a torn or foreign file is a miss, not an error. A file is
/// never rewritten in place (a new one is renamed over it), so a process's mapping of it stays
/// whole; truncating one by hand under a running process would fault it, as with any mapped file.
///
/// Where: `$XDG_CACHE_HOME/terrarium/sprites`, else `~/.cache/terrarium/sprites`; off with
/// `TERRARIUM_SPRITE_CACHE=off`. Only images of at least `minimumBytes` decoded (Bloom's plant
/// stages, 4 MiB each; the rest decode in well under a millisecond), and the folder is kept
/// under `byteLimit` by removing its oldest files before a new one is written.
package struct DecodedSpriteCache: Sendable {
    /// The folder holding the files.
    package let folder: String
    /// What the folder's files may take in all.
    package let byteLimit: Int
    /// Images smaller than this, decoded, are decoded every time.
    package let minimumBytes: Int

    package init(folder: String, byteLimit: Int = 256 << 20, minimumBytes: Int = 1 << 20) {
        self.folder = folder
        self.byteLimit = byteLimit
        self.minimumBytes = minimumBytes
    }

    /// The user's cache folder, or nil when `TERRARIUM_SPRITE_CACHE=off` or there is no home.
    package static let standard: DecodedSpriteCache? = standard(ProcessInfo.processInfo.environment)

    package static func standard(_ environment: [String: String]) -> DecodedSpriteCache? {
        guard environment["TERRARIUM_SPRITE_CACHE"] != "off" else { return nil }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
        return base.map { DecodedSpriteCache(folder: $0 + "/terrarium/sprites") }
    }

    /// `png`'s pixels: from its file here when there is one, else decoded (and, if large
    /// enough, written here for the next process). Errors are the decoder's.
    package func pixels(png data: Data) throws(CanvasError) -> ImagePixels {
        guard let size = Self.size(of: data), size.width * size.height * 4 >= minimumBytes else {
            return try ImagePixels(png: data)
        }
        if let cached = read(png: data, width: size.width, height: size.height) { return cached }
        let pixels = try ImagePixels(png: data)
        write(pixels, png: data)
        return pixels
    }

    /// The file `png`'s pixels are kept in.
    package func path(png data: Data) -> String {
        let crc = data.withUnsafeBytes { tpng_crc32($0.baseAddress, $0.count) }
        return folder + "/" + String(crc, radix: 16) + "-" + String(data.count) + ".argb"
    }

    // The file: a header page, then the pixels (premultiplied native-endian ARGB32 words, rows
    // of width * 4 bytes, page-aligned), then the PNG's bytes. A new magic for any change of
    // layout or of what the decoder makes of a PNG.
    private static let magic: UInt64 = 0x3153_5053_4D52_5254   // "TRRMSPS1" in memory
    private static let headerBytes = 4096
    private struct Header {
        var magic: UInt64
        var width: UInt32
        var height: UInt32
        var pngBytes: UInt64
    }

    /// Width and height from a PNG's header, if it starts as one.
    private static func size(of data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        return data.withUnsafeBytes { raw -> (width: Int, height: Int)? in
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard raw.prefix(8).elementsEqual(signature), raw[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
            func word(_ at: Int) -> Int { raw[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let width = word(16), height = word(20)
            guard width > 0, height > 0, width <= maximumImageSide, height <= maximumImageSide,
                  width * height <= maximumImagePixels else { return nil }
            return (width, height)
        }
    }

    /// The pixels from `png`'s file, or nil if there is none or it is not exactly what this
    /// PNG decodes to (another PNG's, torn, foreign).
    ///
    /// Mapped, not read: the pixels are the page cache's own pages, where reading them into
    /// new memory had the kernel find and clear 4 MiB first (0.5 ms, and up to 9 ms when the
    /// host had taken the pages back). Private, so nothing written to them reaches the file.
    private func read(png data: Data, width: Int, height: Int) -> ImagePixels? {
        let pixelBytes = width * height * 4, fileBytes = Self.headerBytes + pixelBytes + data.count
        let descriptor = open(path(png: data), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        let mapping = fstat(descriptor, &info) == 0 && Int(info.st_size) == fileBytes
            ? mmap(nil, fileBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0) : MAP_FAILED
        close(descriptor)   // the mapping stays
        guard let mapping, mapping != MAP_FAILED else { return nil }
        let fields = mapping.loadUnaligned(as: Header.self)
        let same = fields.magic == Self.magic && Int(fields.width) == width && Int(fields.height) == height
            && Int(fields.pngBytes) == data.count
            && data.withUnsafeBytes { png in
                png.baseAddress.map { memcmp($0, mapping + Self.headerBytes + pixelBytes, data.count) == 0 } ?? false
            }
        guard same else {
            munmap(mapping, fileBytes)
            return nil
        }
        let memory = DecodeMemory.record(DecodeMemory(base: (mapping + Self.headerBytes).assumingMemoryBound(to: UInt8.self),
                                                      mapping: mapping, length: fileBytes))
        guard let surface = Surface.owning(memory, width: width, height: height) else { return nil }
        return try? ImagePixels(freezing: surface)
    }

    /// Writes `pixels`' file for `png`, making room first; any failure leaves no file behind
    /// and is otherwise ignored (the next process decodes again).
    private func write(_ pixels: ImagePixels, png data: Data) {
        let pixelBytes = pixels.width * pixels.height * 4
        let fileBytes = Self.headerBytes + pixelBytes + data.count
        guard pixels.stride == pixels.width * 4, fileBytes <= byteLimit,
              (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        makeRoom(for: fileBytes)
        let final = path(png: data)
        let temporary = folder + "/.writing-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let header = UnsafeMutableRawPointer.allocate(byteCount: Self.headerBytes, alignment: 16)
        defer { header.deallocate() }
        header.initializeMemory(as: UInt8.self, repeating: 0, count: Self.headerBytes)
        header.storeBytes(of: Header(magic: Self.magic, width: UInt32(pixels.width), height: UInt32(pixels.height),
                                     pngBytes: UInt64(data.count)), as: Header.self)
        let written = data.withUnsafeBytes { png -> Bool in
            var parts = [iovec(iov_base: header, iov_len: Self.headerBytes),
                         iovec(iov_base: pixels.data, iov_len: pixelBytes),
                         iovec(iov_base: UnsafeMutableRawPointer(mutating: png.baseAddress), iov_len: data.count)]
            return parts.withUnsafeMutableBufferPointer { Self.writeAll(descriptor, $0) } == fileBytes
        }
        // Synced before the rename, so that after a crash the name holds the whole file or none.
        let kept = written && fsync(descriptor) == 0
        close(descriptor)
        if !kept || rename(temporary, final) != 0 { unlink(temporary) }
    }

    /// Writes every part (writev may write less than asked); the bytes written.
    private static func writeAll(_ descriptor: Int32, _ parts: UnsafeMutableBufferPointer<iovec>) -> Int {
        guard let first = parts.baseAddress else { return 0 }
        var total = 0, index = 0
        while index < parts.count {
            let wrote = writev(descriptor, first + index, Int32(parts.count - index))
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return total }
            total += wrote
            var left = wrote
            while index < parts.count, left >= parts[index].iov_len {
                left -= parts[index].iov_len
                index += 1
            }
            if index < parts.count, left > 0 {
                parts[index].iov_base += left
                parts[index].iov_len -= left
            }
        }
        return total
    }

    /// Removes the folder's oldest files until `bytes` more fit under the limit. Leftovers of
    /// writes that never finished (a process killed mid-write) go once they are an hour old.
    private func makeRoom(for bytes: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = Date().timeIntervalSince1970
        var files: [(path: String, bytes: Int, modified: Double)] = []
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if name.hasPrefix(".writing-") {
                if now - modified > 3600 { unlink(path) }
            } else if name.hasSuffix(".argb") {
                files.append((path, Int(info.st_size), modified))
            }
        }
        var total = files.reduce(0) { $0 + $1.bytes }
        for file in files.sorted(by: { $0.modified < $1.modified }) where total + bytes > byteLimit {
            if unlink(file.path) == 0 { total -= file.bytes }
        }
    }
}
