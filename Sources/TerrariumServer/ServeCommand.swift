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
        discussion: "Binds to loopback unless told otherwise. SIGTERM or SIGINT stops it: no new connections, the requests in flight finish within --grace-seconds, exit 0. README.md, section The HTTP service, documents the API.")

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

    /// A secret file's bytes, read no further than 4 KiB.
    private static func secret(_ path: String, option: String) throws -> Data {
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
