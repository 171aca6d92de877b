import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Terrarium
import TerrariumPlugins
@testable import TerrariumServer

/// A real server on an ephemeral loopback port, and a client for it.
final class ServerHarness: @unchecked Sendable {
    // @unchecked: set once in `start`, read afterwards.
    let server: RenderServer
    private(set) var port = 0
    private var task: Task<Void, any Error>?
    private let stopper = ServerStopper()
    private let session: URLSession

    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
        var json: JSONValue? { try? JSONValue.parse(body) }

        /// One request to 127.0.0.1:`port` through `session`, answered whole.
        static func fetch(_ method: String, _ path: String, port: Int, headers: [String: String], body: Data?,
                          session: URLSession) async throws -> Answer {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            request.httpMethod = method
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            request.httpBody = body
            let (data, response) = try await session.data(for: request)
            let http = response as! HTTPURLResponse
            var fields: [String: String] = [:]
            for (name, value) in http.allHeaderFields { fields["\(name)"] = "\(value)" }
            return Answer(status: http.statusCode, headers: fields, body: data)
        }
        var errorCode: String? {
            guard case .object(let root)? = json, case .object(let error)? = root["error"], case .string(let code)? = error["code"] else { return nil }
            return code
        }
        var errorField: String? {
            guard case .object(let root)? = json, case .object(let error)? = root["error"], case .string(let field)? = error["field"] else { return nil }
            return field
        }
    }

    init(_ configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configure(&configuration)
        server = try RenderServer(registry: TerrariumPlugins.registry, configuration: configuration)
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = 60
        sessionConfiguration.httpMaximumConnectionsPerHost = 32
        session = URLSession(configuration: sessionConfiguration)
    }

    /// Starts the server and returns once it listens.
    func start() async throws -> ServerHarness {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = self.server
        let stopper = self.stopper
        task = Task { try await server.run(stopper: stopper) { port in continuation.yield(port) } }
        for await port in ports {
            self.port = port
            break
        }
        // Ready once every plugin has drawn once (the warm-up runs after the listener opens).
        for _ in 0..<600 {
            if (try? await get("/readyz").status) == 200 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return self
    }

    /// Stops it gracefully, as SIGTERM does, and waits until it has.
    func stop() async {
        await stopper.stop()
        _ = try? await task?.value
        session.invalidateAndCancel()
    }

    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> Answer {
        try await Answer.fetch(method, path, port: port, headers: headers, body: body, session: session)
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Answer {
        try await request("GET", path, headers: headers)
    }

    func post(_ path: String, json: String, headers: [String: String] = [:]) async throws -> Answer {
        try await request("POST", path, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: Data(json.utf8))
    }
}

/// Runs blocking work (a browser process, a socket wait) on a thread of its own and awaits it.
/// Swift's cooperative pool has one thread per core (two here); a test that blocked one while
/// the browser it waits for asks this process's server (whose handlers need that pool) could
/// deadlock the whole test process once two such tests ran at once.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
