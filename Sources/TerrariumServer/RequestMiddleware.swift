import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Terrarium

/// Around every request: turns every failure into the API's JSON error (and the router's
/// "no such route" into 404 or 405 with `Allow`), counts the answer by route and status, and
/// writes one access-log line with its latency and cache outcome.
struct RequestMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let metrics: ServerMetrics
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let route = ServerRoutes.route(of: request.uri.path)
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = Self.response(for: Self.serviceError(error, method: request.method.rawValue, route: route))
        }
        let elapsed = ContinuousClock.now - start
        let status = response.status.code
        metrics.request(route: route?.label ?? "unmatched", status: status)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        logger.info("request", metadata: [
            "method": .string(request.method.rawValue),
            "path": .string(request.uri.path),
            "status": .stringConvertible(status),
            "ms": .string(String(format: "%.2f", milliseconds)),
            "cache": .string(response.headers[ServerRoutes.cacheHeader] ?? "-"),
        ])
        return response
    }

    static func serviceError(_ error: any Error, method: String, route: (label: String, methods: [String])?) -> ServiceError {
        if let error = error as? ServiceError { return error }
        if let error = error as? HTTPError, error.status == .notFound {
            if let route, !route.methods.contains(method) {
                var error = ServiceError(status: 405, code: "method_not_allowed",
                                         message: "\(route.label) answers \(route.methods.joined(separator: ", ")), not \(method)")
                // Hummingbird answers HEAD wherever it answers GET.
                error.allow = route.methods.contains("GET") ? route.methods + ["HEAD"] : route.methods
                return error
            }
            return ServiceError.notFound("no route here; the API is GET /v1/plugins, POST or GET /v1/render/{plugin}/{scene}, GET /v1/images/{key}.png")
        }
        if let error = error as? HTTPError {
            return ServiceError(status: Int(error.status.code), code: "http", message: error.body ?? error.status.reasonPhrase)
        }
        return ServiceError.from(error)
    }

    static func response(for error: ServiceError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if let seconds = error.retryAfter { headers[.retryAfter] = String(seconds) }
        if let allow = error.allow { headers[.allow] = allow.joined(separator: ", ") }
        if let challenge = error.challenge { headers[.wwwAuthenticate] = challenge }
        return Response(status: HTTPResponse.Status(code: error.status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: error.body.encoded())))
    }
}

/// HEAD answered as GET without its body (RFC 9110, 9.3.2), on every GET route: the same
/// status and headers, with the length the body would have. Around the router, since it routes
/// by method before any middleware runs; monitors that probe with HEAD get what GET gets.
struct HeadAsGet<Inner: HTTPResponder>: HTTPResponder {
    typealias Context = Inner.Context
    let inner: Inner

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .head else { return try await inner.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        var response = try await inner.respond(to: Request(head: head, body: request.body), context: context)
        // A body that declares the GET's length and writes nothing (Hummingbird sets
        // Content-Length from the body).
        response.body = ResponseBody(contentLength: response.body.contentLength) { _ in }
        return response
    }
}
