import Foundation
import Testing
import TestTags
@testable import Terrarium
#if canImport(Glibc)
import Glibc
#endif

/// What `-o` names decides how it is written: a file is replaced atomically, a device or a pipe
/// is written through and never replaced, a folder or a socket is refused.
struct OutputTargetTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("terrarium-targets")
    }

    func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func theNullDeviceIsWrittenThroughNotReplaced() throws {
        // As root the atomic rename used to put a regular file where /dev/null was.
        try OutputFile.write(Data("png".utf8), to: "/dev/null")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        // The reader is a thread of its own, not a task: opening a FIFO blocks until the other
        // end opens, and in the full suite the cooperative pool's two threads can be held by
        // other tests, so a task reader may not start until long after the write gave up waiting.
        let box = ResultBox<Data>()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            box.value = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
        reader.start()
        try OutputFile.write(Data("hello through a pipe".utf8), to: path)
        #expect(done.wait(timeout: .now() + 60) == .success, "the reader got the bytes")
        let received = try #require(box.value)
        #expect(String(decoding: received, as: UTF8.self) == "hello through a pipe")
        #expect(kind(path) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])  // no temporary left
    }

    @Test func aFolderASocketAndNoPathAreRefused() throws {
        #expect(throws: OutputFile.WriteError.self) { try OutputFile.write(Data(), to: folder.path) }
        do { try OutputFile.write(Data(), to: folder.path) } catch {
            #expect(error.description.hasSuffix("is a folder; name a file in it"))
        }
        let socketPath = folder.appendingPathComponent("sock").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        do { try OutputFile.write(Data(), to: socketPath); Issue.record("a socket was written") } catch {
            #expect(error.description.hasSuffix("is a socket, not a file; it is left as it is"))
        }
        #expect(kind(socketPath) == S_IFSOCK)
        do { try OutputFile.write(Data(), to: ""); Issue.record("an empty path was written") } catch {
            #expect(error.description == "output: the path is empty; name a .png file, or - for standard output")
        }
    }

    @Test func aRegularFileIsStillReplacedAtomically() throws {
        let path = folder.appendingPathComponent("a.png").path
        try OutputFile.write(Data("one".utf8), to: path)
        try OutputFile.write(Data("two".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(kind(path) == S_IFREG)
    }
}

/// The reader thread's bytes, read after its semaphore is signalled.
private final class ResultBox<T>: @unchecked Sendable { var value: T? }
