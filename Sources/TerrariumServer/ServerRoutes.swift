import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Terrarium

/// The API's routes, each a thin translation between HTTP and `RenderService`.
struct ServerRoutes: Sendable {
    let service: RenderService
    let readiness: Readiness
    let shareLinks: ShareLinks?
    let pluginList: Data
    let playground: Playground

    /// The routes' patterns and the methods each answers, for 405's `Allow` and the metrics'
    /// route label (a pattern, so a label per image key cannot blow up the metrics).
    static let table: [(pattern: [String], methods: [String])] = [
        ([""], ["GET"]),
        (["playground.js"], ["GET"]),
        (["playground.css"], ["GET"]),
        (["healthz"], ["GET"]),
        (["readyz"], ["GET"]),
        (["metrics"], ["GET"]),
        (["v1", "plugins"], ["GET"]),
        (["v1", "plugins", "{plugin}", "examples", "{example}"], ["GET"]),
        (["v1", "inspect", "{plugin}", "{scene}"], ["GET", "POST"]),
        (["v1", "render", "{plugin}", "{scene}"], ["GET", "POST"]),
        (["v1", "images", "{image}"], ["GET"]),
        (["v1", "share-links", "{plugin}", "{scene}"], ["POST"]),
        (["v1", "share", "{link}"], ["GET"]),
    ]

    /// The pattern a path matches, as `/v1/render/{plugin}/{scene}`; nil for none.
    static func route(of path: String) -> (label: String, methods: [String])? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        for (pattern, methods) in table where pattern.count == parts.count {
            if zip(pattern, parts).allSatisfy({ $0.hasPrefix("{") ? !$1.isEmpty : $0 == $1 }) {
                return ("/" + pattern.joined(separator: "/"), methods)
            }
        }
        return nil
    }

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in playground.page() }
        router.get("/playground.js") { _, _ in playground.script() }
        router.get("/playground.css") { _, _ in playground.styles() }
        router.get("/healthz") { _, _ in Self.text("ok\n") }
        router.get("/readyz") { _, _ in
            switch readiness.state {
            case .ready: return Self.text("ready\n")
            case .starting: throw ServiceError(status: 503, code: "starting", message: "fonts and sprites are still loading", retryAfter: 1)
            case .draining: throw ServiceError(status: 503, code: "draining", message: "the server is shutting down")
            }
        }
        router.get("/metrics") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: service.metrics.text(queued: service.pool.queued))))
        }
        router.get("/v1/plugins") { _, _ in Self.json(pluginList) }
        router.get("/v1/plugins/:plugin/examples/:example") { _, context in
            try Self.json(service.exampleInput(plugin: context.parameters.get("plugin") ?? "",
                                                example: context.parameters.get("example") ?? "").encoded(pretty: true))
        }
        router.get("/v1/inspect/:plugin/:scene") { request, context in
            try authorize(request)
            let render = try Self.serviceRequest(request, context, input: Self.query(request, "example").map(RenderRequest.Input.example) ?? .defaultExample)
            return try await Self.json(service.inspection(for: render).encoded())
        }
        router.post("/v1/inspect/:plugin/:scene") { request, context in
            try authorize(request)
            return try await service.admitting {
                let body = try await Self.jsonBody(request, limit: service.configuration.maxBodyBytes)
                let render = try Self.serviceRequest(request, context, input: .json(body))
                return try await Self.json(service.inspection(for: render).encoded())
            }
        }
        router.get("/v1/render/:plugin/:scene") { request, context in
            try authorize(request)
            let render = try Self.serviceRequest(request, context, input: Self.query(request, "example").map(RenderRequest.Input.example) ?? .defaultExample)
            return try await answer(render, request: request)
        }
        router.post("/v1/render/:plugin/:scene") { request, context in
            try authorize(request)
            return try await service.admitting {
                let body = try await Self.jsonBody(request, limit: service.configuration.maxBodyBytes)
                let render = try Self.serviceRequest(request, context, input: .json(body))
                return try await answer(render, request: request)
            }
        }
        router.get("/v1/images/:image") { request, context in
            let name = context.parameters.get("image") ?? ""
            guard name.hasSuffix(".png"), let png = service.cachedImage(String(name.dropLast(4))) else {
                throw ServiceError.notFound("no image \(UserText.quoted(name)) here: images are kept while they fit the cache; render it again with POST /v1/render")
            }
            let key = String(name.dropLast(4))
            if Self.matches(request.headers[.ifNoneMatch], key: key) { return Self.notModified(key: key, immutable: true) }
            var headers = Self.imageHeaders(key: key)
            headers[.cacheControl] = "public, max-age=31536000, immutable"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: png))
        }
        router.post("/v1/share-links/:plugin/:scene") { request, context in
            try authorize(request)
            guard let shareLinks else {
                throw ServiceError.notFound("share links are off: start the server with --signing-key-file")
            }
            return try await service.admitting {
                // An example by name (`?example=`), else the body's input.
                let input: RenderRequest.Input = if let example = Self.query(request, "example") {
                    .example(example)
                } else {
                    .json(try await Self.jsonBody(request, limit: service.configuration.maxBodyBytes))
                }
                let render = try Self.serviceRequest(request, context, input: input)
                let seconds = try Self.integer(request, "expires", in: 1...Int(service.configuration.maxShareLifetime.components.seconds)) ?? 7 * 24 * 3600
                // Rendered now (and cached), so a link never points at a render that cannot succeed.
                _ = try await service.image(for: render)
                let expiry = Date().addingTimeInterval(Double(seconds))
                let link = try shareLinks.link(for: render, expiry: expiry)
                return Self.json(JSONValue.object(["url": .string(link), "expires": .integer(Int(expiry.timeIntervalSince1970))]).encoded())
            }
        }
        router.get("/v1/share/:link") { request, context in
            guard let shareLinks else {
                throw ServiceError.notFound("share links are off: start the server with --signing-key-file")
            }
            let name = context.parameters.get("link") ?? ""
            guard name.hasSuffix(".png") else { throw ServiceError.notFound("a share link ends in .png") }
            let render = try shareLinks.request(payload: String(name.dropLast(4)), signature: Self.query(request, "sig"), now: Date())
            return try await answer(render, request: request)
        }
    }

    /// An image response, or 304 when the client already holds that key.
    private func answer(_ render: RenderRequest, request: Request) async throws -> Response {
        let resolved = try Self.resolving { try service.resolve(render) }
        // 304 answers GET and HEAD only (RFC 9110, 13.1.2); a POST always gets its image.
        // `*` matches only an image known to exist (drawn and cached): a request that would fail
        // must not be answered 304.
        if request.method == .get || request.method == .head,
           Self.matches(request.headers[.ifNoneMatch], key: resolved.key, anyMatches: service.cachedImage(resolved.key) != nil) {
            return Self.notModified(key: resolved.key, immutable: false)
        }
        let image = try await service.image(resolved)
        var headers = Self.imageHeaders(key: image.key)
        headers[.location] = "/v1/images/\(image.key).png"
        headers[.cacheControl] = "no-cache"
        headers[Self.cacheHeader] = image.outcome.rawValue
        headers[Self.serverTimingHeader] = String(format: "render;dur=%.2f", image.renderMilliseconds)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: image.png))
    }

    private func authorize(_ request: Request) throws {
        guard let token = service.configuration.token else { return }
        let given = request.headers[.authorization] ?? ""
        // The scheme is case-insensitive (RFC 7235); the token is compared in full whatever the
        // first difference, so timing does not reveal a prefix.
        let parts = given.split(separator: " ", maxSplits: 1)
        let scheme = parts.first.map { $0.lowercased() } ?? ""
        let expected = Array(token.utf8), actual = parts.count == 2 && scheme == "bearer" ? Array(parts[1].utf8) : []
        var difference = UInt8(expected.count == actual.count ? 0 : 1)
        for index in expected.indices { difference |= expected[index] ^ (index < actual.count ? actual[index] : 0) }
        guard difference == 0 else {
            var error = ServiceError(status: 401, code: "unauthorized", message: "this route needs 'Authorization: Bearer <token>' with the server's token")
            error.challenge = #"Bearer realm="terrarium""#
            throw error
        }
    }

    static let cacheHeader = HTTPField.Name("X-Terrarium-Cache")!
    static let serverTimingHeader = HTTPField.Name("Server-Timing")!

    static func imageHeaders(key: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = "image/png"
        headers[.eTag] = "\"\(key)\""
        return headers
    }

    static func notModified(key: String, immutable: Bool) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = "\"\(key)\""
        headers[.cacheControl] = immutable ? "public, max-age=31536000, immutable" : "no-cache"
        return Response(status: .notModified, headers: headers)
    }

    /// Whether an `If-None-Match` value names `key` (a list, weak tags and `*` included; `*`
    /// counts only where `anyMatches`, the image known to exist).
    static func matches(_ header: String?, key: String, anyMatches: Bool = true) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            var tag = part.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return anyMatches }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == "\"\(key)\""
        }
    }

    static func text(_ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ data: Data) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The request body, which must be JSON and at most `limit` bytes.
    static func jsonBody(_ request: Request, limit: Int) async throws -> Data {
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            throw ServiceError(status: 415, code: "unsupported_media_type",
                               message: "the body must be JSON, sent with 'Content-Type: application/json' (got \(type.map { UserText.quoted($0) } ?? "none"))")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw ServiceError(status: 413, code: "too_large", message: "the body is \(length) bytes; the limit is \(limit)", field: "input")
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw ServiceError(status: 413, code: "too_large", message: "the body is over the limit of \(limit) bytes", field: "input")
        } catch {
            // The client's framing (a chunk size that is not hexadecimal, a body cut short), not
            // the server's failure: 400, so a client cannot raise the 5xx rate alerts watch.
            throw ServiceError(status: 400, code: "bad_request", message: "the request's body cannot be read: \(UserText.line(String(describing: error)))")
        }
    }

    /// The render request a route and its query describe: the query's fields read by
    /// `RequestReader`, as the CLI's flags and a manifest's are; any other parameter is an
    /// input axis (`locale`, `appearance`), checked against the plugin's.
    static func serviceRequest(_ request: Request, _ context: BasicRequestContext, input: RenderRequest.Input) throws -> RenderRequest {
        var parameters: [String: String] = [:]
        var axes: [String: String] = [:]
        let known = Set(RequestReader.fields + ["example", "expires", "sig"])
        for (name, value) in request.uri.queryParameters {
            if known.contains(String(name)) { parameters[String(name)] = String(value) } else { axes[String(name)] = String(value) }
        }
        var render = try resolving {
            try RequestReader(text: parameters).request(plugin: context.parameters.get("plugin") ?? "",
                                                       scene: context.parameters.get("scene") ?? "", input: input)
        }
        render.axes = axes
        return render
    }

    static func query(_ request: Request, _ name: String) -> String? {
        request.uri.queryParameters[name[...]].map { String($0) }
    }

    static func integer(_ request: Request, _ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = query(request, name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let bounds = range == Int.min...Int.max ? "" : " from \(range.lowerBound) to \(range.upperBound)"
            throw ServiceError(status: 400, code: "usage", message: "\(name) must be a whole number\(bounds) (got \(UserText.quoted(text)))", field: name)
        }
        return value
    }

    /// A number of seconds, 0 or more (whether it falls inside the animation is the
    /// renderer's check, which knows the scene).
    static func seconds(_ request: Request, _ name: String) throws -> Double? {
        guard let text = query(request, name) else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw ServiceError(status: 400, code: "usage", message: "\(name) must be a number of seconds, 0 or more (got \(UserText.quoted(text)))", field: name)
        }
        return value
    }

    static func resolving<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw ServiceError.from(error) }
    }
}
