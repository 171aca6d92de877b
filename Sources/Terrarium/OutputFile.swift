import Foundation
internal import TerrariumCanvas
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees half of one: bytes go to a temporary file in the
/// same folder, which is then renamed over the target (atomic on one file system).
public enum OutputFile {
    /// Why a file could not be written, in one line naming the path.
    public struct WriteError: Error, CustomStringConvertible {
        /// The message, starting `output:`, naming the path and what is wrong with it.
        public var description: String
    }

    /// Writes `data` to `path` atomically. With `durable`, the bytes reach the disk before the
    /// rename, so the file survives a power cut once this returns. A batch passes false and calls
    /// `flushFileSystem(containing:)` once at the end: with a flush per file, each worker spent
    /// part of every image asleep, waiting for the disk.
    ///
    /// `-` is standard output. What is already at `path` decides the rest: a regular file (or
    /// nothing) is replaced atomically; a character device or a FIFO (`/dev/null`, a pipe, a
    /// terminal) is written through, never replaced by a file; a folder, a socket or a block
    /// device is refused.
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(description: "output: the path is empty; name a .png file, or - for standard output") }
        if path == "-" {
            if let reason = data.withUnsafeBytes({ AtomicFile.writeAll([$0], to: STDOUT_FILENO) }) {
                throw WriteError(description: "output: cannot write to standard output (\(reason))")
            }
            return
        }
        var status = stat()
        if stat(path, &status) == 0 {
            let shown = UserText.quoted(path)
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFCHR, S_IFIFO:
                return try writeThrough(data, to: path)
            case S_IFDIR:
                throw WriteError(description: "output: \(shown) is a folder; name a file in it")
            case S_IFSOCK:
                throw WriteError(description: "output: \(shown) is a socket, not a file; it is left as it is")
            default:
                throw WriteError(description: "output: \(shown) is a device, not a file; it is left as it is")
            }
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(description: "output: folder \(folder.path) does not exist")
        }
        switch data.withUnsafeBytes({ AtomicFile.write([$0], to: url.path, durable: durable) }) {
        case nil: return
        case .cannotCreate(let reason)?: throw WriteError(description: "output: cannot write into \(folder.path) (\(reason))")
        case .cannotWrite(let reason)?: throw WriteError(description: "output: cannot write \(path) (\(reason))")
        }
    }

    /// Writes into what is already there (a device, a pipe): it is opened, not created or
    /// replaced, and no temporary file is made beside it.
    private static func writeThrough(_ data: Data, to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw WriteError(description: "output: cannot open \(UserText.quoted(path)) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        if let reason = data.withUnsafeBytes({ AtomicFile.writeAll([$0], to: descriptor) }) {
            throw WriteError(description: "output: cannot write \(UserText.quoted(path)) (\(reason))")
        }
    }

    /// Makes everything written so far on the file system holding `folder` reach the disk (one
    /// `syncfs`): the end of a batch whose files were written with `durable: false`. Returns the
    /// reason it could not, or nil.
    @discardableResult
    public static func flushFileSystem(containing folder: URL) -> String? {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        // syncfs is a GNU extension the Glibc module does not declare: look it up.
        typealias SyncFS = @convention(c) (Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "syncfs") else {
            sync()
            return nil
        }
        return unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }
}
