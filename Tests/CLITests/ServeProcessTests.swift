import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestTags
import Testing

/// `terrarium serve` as a process: the bytes `batch` writes, and SIGTERM with renders in flight.
@Suite(.serialized, .tags(.process), .tiered) struct ServeProcessTests {
    /// The tool started with `arguments`, its port read from its "listening" log line.
    final class Server: @unchecked Sendable {
        // @unchecked: `log` is written only by the test that owns the server, between requests.
        let process = Process()
        let port: Int
        private let errors = Pipe()
        private let lock = NSLock()
        private var log = ""
        var output: String { lock.withLock { log } }

        init(_ arguments: [String]) throws {
            process.executableURL = CLI.binary
            process.arguments = ["serve", "--port", "0"] + arguments
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
                if let range = text.range(of: #"address=http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                    let digits = text[range].split(separator: ":").last.map { String($0.prefix { $0.isNumber }) } ?? ""
                    port = Int(digits) ?? 0
                    log = text
                    // The access log is read as it comes, so the server never blocks on a full pipe.
                    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                        let chunk = handle.availableData
                        guard let self, !chunk.isEmpty else { return }
                        self.lock.withLock { self.log += String(decoding: chunk, as: UTF8.self) }
                    }
                    return
                }
            }
            process.terminate()
            throw CLIError("the server did not say where it listens: \(text)")
        }

        func terminate() -> Int32 {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            errors.fileHandleForReading.readabilityHandler = nil
            let rest = errors.fileHandleForReading.readDataToEndOfFile()
            lock.withLock { log += String(decoding: rest, as: UTF8.self) }
            return process.terminationStatus
        }

        /// Sends SIGTERM without waiting for the process to end.
        func signalTerm() { kill(process.processIdentifier, SIGTERM) }

        /// Waits until `/readyz` answers 200 (the warm-up runs once the listener is open).
        func waitUntilReady() async throws {
            for _ in 0..<600 {
                if (try? await get("/readyz").status) == 200 { return }
                try await Task.sleep(for: .milliseconds(50))
            }
            throw CLIError("the server never became ready: \(output)")
        }

        func post(_ path: String, body: Data) async throws -> (status: Int, body: Data) {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
            let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
        }

        func get(_ path: String) async throws -> (status: Int, body: Data) {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.httpMaximumConnectionsPerHost = 16
            let session = URLSession(configuration: configuration)
            defer { session.finishTasksAndInvalidate() }
            let (data, response) = try await session.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
        }
    }

    struct CLIError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func theServerAnswersWithBatchsBytes() async throws {
        let server = try Server([])
        defer { _ = server.terminate() }
        try await server.waitUntilReady()
        let served = try await server.get("/v1/render/bloom/widget?family=small")
        #expect(served.status == 200)
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"plugin": "bloom", "scene": "widget", "family": "small", "output": "w.png"}"#.utf8)
            .write(to: folder.appendingPathComponent("jobs.jsonl"))
        let batch = try CLI.run(["batch", "jobs.jsonl", "--out", "out"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("out/w.png").path) == served.body,
                "the same job gives the same bytes, content key included")
    }

    @Test(.tags(.slow)) func sigtermLetsTheRendersInFlightFinishThenExitsZero() async throws {
        let server = try Server(["--max-concurrent", "1", "--grace-seconds", "30"])
        try await server.waitUntilReady()
        // Six distinct renders of the longest screen, one at a time: most are still waiting
        // or drawing when SIGTERM arrives.
        let devices = ["320x568", "375x667", "390x844", "414x896", "428x926", "430x932"]
        let requests = devices.map { device in
            Task { try await server.get("/v1/render/cocoa-calm/hot-chocolate?device=\(device)") }
        }
        // SIGTERM only once all six have arrived (each has missed the cache): a request not yet
        // sent would find the listener closed. Ideally one is drawing and the others wait behind
        // it; but in the full suite this process's two cooperative threads can be held by other
        // tests for seconds, and the renders (a tenth of a second each) may all be done before
        // this poll sees them. That precondition is recorded as an intermittent known issue; the
        // shutdown's own promises (every request answered 200, exit status 0) must hold either way.
        var arrived = false, drawing = false
        for _ in 0..<2_000 where !arrived {
            let metrics = String(decoding: (try? await server.get("/metrics").body) ?? Data(), as: UTF8.self)
            // Drawn, drawing or waiting for the slot: each has reached the server.
            func value(_ name: String) -> Int {
                metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.split(separator: " ")[1]) }.map(Int.init) ?? 0
            }
            arrived = value("terrarium_render_seconds_count") + value("terrarium_renders_in_flight") + value("terrarium_renders_queued") == devices.count
            drawing = arrived && metrics.contains("terrarium_renders_in_flight 1")
            if !arrived { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(arrived, "all six requests reached the server")
        withKnownIssue("the renders can all be done before a starved poll sees one in flight", isIntermittent: true) {
            #expect(drawing, "a render was in flight when SIGTERM was sent")
        }
        let status = server.terminate()
        var answered: [Int] = []
        for request in requests { answered.append((try? await request.value.status) ?? -1) }
        #expect(status == 0, "\(server.output)")
        #expect(answered == Array(repeating: 200, count: devices.count), "\(answered)\n\(server.output)")
        #expect(server.output.contains("stopped"))
    }

    @Test(.tags(.slow)) func duringTheDrainDelayReadinessIs503AndRequestsAreStillServed() async throws {
        let server = try Server(["--drain-seconds", "2"])
        try await server.waitUntilReady()
        server.signalTerm()
        var readiness = 0
        for _ in 0..<100 where readiness != 503 {
            readiness = (try? await server.get("/readyz").status) ?? 0
            if readiness != 503 { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(readiness == 503, "draining")
        #expect(try await server.get("/v1/render/bloom/widget?family=small").status == 200, "still serving while draining")
        #expect(server.terminate() == 0)
    }

    @Test func sighupDrainsAsSigtermDoes() async throws {
        let server = try Server([])
        try await server.waitUntilReady()
        #expect(try await server.get("/healthz").status == 200)
        kill(server.process.processIdentifier, SIGHUP)
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0, "\(server.output)")
        #expect(server.terminate() == 0)
        #expect(server.output.contains("stopped"), "a graceful stop, not death by signal: \(server.output)")
    }

    @Test func aSigningKeyWithoutATokenIsWarnedAbout() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key")
        try Data(repeating: 0x41, count: 40).write(to: key)
        let server = try Server(["--signing-key-file", key.path])
        defer { _ = server.terminate() }
        #expect(server.output.contains("anyone who can reach this server can make share links"), "\(server.output)")
    }

    @Test func aFolderOrAFIFOAsTokenFileIsRefusedInOneLine() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let asFolder = try CLI.run(["serve", "--port", "0", "--token-file", folder.path])
        #expect(asFolder.status == 64)
        #expect(asFolder.stderr == "error: --token-file: \(folder.path) is a folder; give a file that holds the secret\n", "\(asFolder.stderr)")
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A FIFO would block the read until someone wrote to it: refused before it is opened.
        let asFIFO = try CLI.run(["serve", "--port", "0", "--token-file", fifo])
        #expect(asFIFO.status == 64)
        #expect(asFIFO.stderr.contains("is not a regular file"), "\(asFIFO.stderr)")
    }
}
