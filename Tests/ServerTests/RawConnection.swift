import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to the server that sends exactly the bytes a test gives it, from any
/// loopback address (127.0.0.2 is another client to the server, on the same machine): how the
/// attacks of issue 38 were sent, byte by byte.
final class RawConnection {
    private let socket: Int32

    /// Connects to 127.0.0.1:`port` from `source` (any 127.x address).
    init(port: Int, from source: String = "127.0.0.1") throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RawError("socket: \(errno)") }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let bound = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0 else { close(socket); throw RawError("bind \(source): \(errno)") }
        let connected = withUnsafePointer(to: &remote) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { close(socket); throw RawError("connect: \(errno)") }
    }

    deinit { close(socket) }

    /// Sends `text`'s bytes as they are.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw RawError("send: \(errno)") }
            sent += n
        }
    }

    /// What arrives within `seconds`, up to the server closing the connection (`closed`) or
    /// `enough` saying so of what has come. Waits on a thread of its own (`offThePool`).
    func receive(within seconds: Double, until enough: @escaping @Sendable (String) -> Bool = { _ in false }) async -> (text: String, closed: Bool) {
        let box = UncheckedBox(self)
        return (try? await offThePool { box.value.blockingReceive(within: seconds, until: enough) }) ?? ("", false)
    }

    /// The status line's code of what has arrived within `seconds`; nil for nothing.
    func status(within seconds: Double) async -> Int? {
        let text = await receive(within: seconds) { $0.contains("\r\n") }.text
        return text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    }

    /// Each connection's status code, waited for all at once (nil where none came in `seconds`).
    static func statuses(_ connections: [RawConnection], within seconds: Double) async -> [Int?] {
        await withTaskGroup(of: (Int, Int?).self) { group in
            for (index, connection) in connections.enumerated() {
                let box = UncheckedBox(connection)
                group.addTask { (index, await box.value.status(within: seconds)) }
            }
            var codes = [Int?](repeating: nil, count: connections.count)
            for await (index, code) in group { codes[index] = code }
            return codes
        }
    }

    private func blockingReceive(within seconds: Double, until enough: (String) -> Bool) -> (text: String, closed: Bool) {
        var data = [UInt8]()
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (String(decoding: data, as: UTF8.self), false) }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { return (String(decoding: data, as: UTF8.self), false) }
            let n = recv(socket, &buffer, buffer.count, 0)
            if n <= 0 { return (String(decoding: data, as: UTF8.self), true) }
            data += buffer[0..<n]
            if enough(String(decoding: data, as: UTF8.self)) { return (String(decoding: data, as: UTF8.self), false) }
        }
    }

}

/// A connection handed to a waiting thread; each is read by one waiter at a time.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

struct RawError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
