import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file written so that no reader ever sees half of it: the bytes go to a new temporary file
/// beside the target (`.<name>.tmp-<pid>-<n>`, made with O_EXCL so nothing already at that
/// name is written through), synced if asked, then renamed over the target (atomic on one file
/// system). Every failure removes the temporary file. OutputFile (a render's output) and the
/// cache of decoded sprites both write this way.
package enum AtomicFile {
    package enum Failure {
        /// The temporary file could not be made in the folder (its reason).
        case cannotCreate(String)
        /// Writing, syncing, closing or renaming failed (its reason).
        case cannotWrite(String)
    }

    /// Writes `parts`, in order, to `path` as a whole; what failed, or nil.
    @discardableResult
    package static func write(_ parts: [UnsafeRawBufferPointer], to path: String, durable: Bool,
                              permissions: mode_t = 0o666) -> Failure? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { return .cannotCreate(String(cString: strerror(errno))) }
        func failure(_ reason: String) -> Failure {
            unlink(temporary)
            return .cannotWrite(reason)
        }
        if let reason = writeAll(parts, to: descriptor) ?? (durable && fsync(descriptor) != 0 ? String(cString: strerror(errno)) : nil) {
            close(descriptor)
            return failure(reason)
        }
        guard close(descriptor) == 0 else { return failure(String(cString: strerror(errno))) }
        guard rename(temporary, path) == 0 else { return failure(String(cString: strerror(errno))) }
        return nil
    }

    /// Writes every byte of `parts` to `descriptor` (a write may take fewer, or be interrupted);
    /// the reason on failure.
    package static func writeAll(_ parts: [UnsafeRawBufferPointer], to descriptor: Int32) -> String? {
        for part in parts {
            guard let base = part.baseAddress else { continue }  // no bytes: nothing to write
            var offset = 0
            while offset < part.count {
                let written = Glibc.write(descriptor, base + offset, part.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
        }
        return nil
    }

    /// Whether `name` is a temporary file `write` makes (a process killed mid-write leaves one).
    package static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return false }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
    }
}
