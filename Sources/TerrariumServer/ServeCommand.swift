import ArgumentParser
import Foundation
import Logging
import Terrarium

/// `terrarium serve`: the command that starts `RenderServer`.
package struct ServeCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve renders over HTTP: the render API, cached images, share links, metrics and a playground.",
        discussion: "Binds to loopback unless told otherwise. SIGTERM, SIGINT or SIGHUP stops it: no new connections, the requests in flight finish within --grace-seconds, exit 0. README.md, section The HTTP service, documents the API.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port (0 picks a free one).")
    var port = 8080

    @Option(help: "The image cache's bound in MiB.")
    var cacheMb = 256

    @Option(help: "Renders at once (default: one per core).")
    var maxConcurrent: Int?

    @Option(help: "Requests that may wait for a render slot; more are refused with 503.")
    var maxQueued = 64

    @Option(help: "Seconds a request may wait for a render slot.")
    var deadlineSeconds = 10.0

    @Option(help: "Seconds a request body may take to arrive whole; a slower one is answered 408.")
    var bodyTimeoutSeconds = 10.0

    @Option(help: "Connections open at once; more are closed as they are accepted.")
    var maxConnections = 4096

    @Option(help: "Connections one client address may hold (0: no limit, as behind a proxy).")
    var maxConnectionsPerClient = 256

    @Option(help: "Request bodies one client address may send at once; more are answered 503 (0: no limit, as behind a proxy).")
    var maxBodiesPerClient = 8

    @Option(help: "A file holding the bearer token the render routes require.")
    var tokenFile: String?

    @Option(help: "A file holding the HMAC-SHA256 key (at least 32 bytes) that signs share links.")
    var signingKeyFile: String?

    @Option(help: "Seconds in-flight requests may take after SIGTERM.")
    var graceSeconds = 30.0

    @Option(help: "Seconds after SIGTERM during which /readyz answers 503 and requests are still served.")
    var drainSeconds = 0.0

    /// Parsed by ArgumentParser.
    package init() {}

    package func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
        guard (0...65_536).contains(cacheMb) else { throw ValidationError("--cache-mb must be from 0 to 65536 (got \(cacheMb))") }
        if let maxConcurrent, !(1...256).contains(maxConcurrent) {
            throw ValidationError("--max-concurrent must be from 1 to 256 (got \(maxConcurrent))")
        }
        guard (0...100_000).contains(maxQueued) else { throw ValidationError("--max-queued must be from 0 to 100000 (got \(maxQueued))") }
        guard deadlineSeconds > 0, deadlineSeconds <= 600 else { throw ValidationError("--deadline-seconds must be above 0 and at most 600") }
        guard bodyTimeoutSeconds > 0, bodyTimeoutSeconds <= 600 else { throw ValidationError("--body-timeout-seconds must be above 0 and at most 600") }
        guard (1...1_000_000).contains(maxConnections) else { throw ValidationError("--max-connections must be from 1 to 1000000 (got \(maxConnections))") }
        guard (0...1_000_000).contains(maxConnectionsPerClient) else {
            throw ValidationError("--max-connections-per-client must be from 0 to 1000000 (got \(maxConnectionsPerClient))")
        }
        guard (0...100_000).contains(maxBodiesPerClient) else {
            throw ValidationError("--max-bodies-per-client must be from 0 to 100000 (got \(maxBodiesPerClient))")
        }
        guard graceSeconds >= 0, graceSeconds <= 3600 else { throw ValidationError("--grace-seconds must be from 0 to 3600") }
        guard drainSeconds >= 0, drainSeconds <= 600 else { throw ValidationError("--drain-seconds must be from 0 to 600") }
    }

    package func run() throws {
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.cacheBytes = cacheMb << 20
        if let maxConcurrent { configuration.maxConcurrent = maxConcurrent }
        configuration.maxQueued = maxQueued
        configuration.deadline = .milliseconds(Int64(deadlineSeconds * 1000))
        configuration.bodyTimeout = .milliseconds(Int64(bodyTimeoutSeconds * 1000))
        configuration.maxConnections = maxConnections
        configuration.maxConnectionsPerClient = maxConnectionsPerClient
        configuration.maxBodiesPerClient = maxBodiesPerClient
        configuration.gracePeriod = .milliseconds(Int64(graceSeconds * 1000))
        configuration.drainDelay = .milliseconds(Int64(drainSeconds * 1000))
        if let tokenFile {
            let token = String(decoding: try Self.secret(tokenFile, option: "--token-file"), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty, !token.contains(where: \.isWhitespace) else {
                throw ValidationError("--token-file: \(tokenFile) must hold one token without spaces")
            }
            configuration.token = token
        }
        if let signingKeyFile {
            // The key's own bytes (a random key is not text); only a final newline is dropped.
            var key = try Self.secret(signingKeyFile, option: "--signing-key-file")
            if key.last == 0x0A { key.removeLast() }
            if key.last == 0x0D { key.removeLast() }
            guard key.count >= 32 else { throw ValidationError("--signing-key-file: the key must be at least 32 bytes (got \(key.count))") }
            configuration.signingKey = key
        }
        LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        if configuration.signingKey != nil, configuration.token == nil {
            // Anyone who can reach the server can then mint links: said, not refused (a
            // private network may mean it).
            Logger(label: "terrarium.serve").warning("--signing-key-file without --token-file: anyone who can reach this server can make share links")
        }
        let server = try RenderServer(registry: PluginRegistry.commandLine, configuration: configuration)
        // ArgumentParser runs this synchronously; the server is async and runs on its own
        // threads, so the main thread waits for it.
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do { try await server.run() } catch { failure.set(error) }
            done.signal()
        }
        done.wait()
        if let error = failure.error { throw error }
    }

    /// A secret file's bytes, read no further than 4 KiB. Only a regular file: a folder would
    /// fail with a raw system error, and a FIFO would hang the start until someone wrote to it.
    private static func secret(_ path: String, option: String) throws -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ValidationError("\(option): cannot read \(path): \(String(cString: strerror(errno)))") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw ValidationError("\(option): \(path) is \(kind); give a file that holds the secret")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ValidationError("\(option): cannot read \(path)") }
        defer { try? handle.close() }
        guard let data = try handle.read(upToCount: 4097), data.count <= 4096 else {
            throw ValidationError("\(option): \(path) is empty or over 4 KiB")
        }
        return data
    }
}

/// The server task's error, handed to the waiting thread (`serve`'s and `golden review`'s).
final class FailureBox: @unchecked Sendable {
    // @unchecked: `stored` is read and written only under `lock`.
    private let lock = NSLock()
    private var stored: (any Error)?
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { stored = error } }
}
