import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Terrarium
import TerrariumGolden

/// The page `terrarium golden review` serves on loopback: the goldens under review, their
/// images, and the actions that accept, reject, delete and undo.
///
///     GET  /                      the page (with /review.js, /review.css, /favicon.svg)
///     GET  /v1/goldens            the items, counts and machine note, as JSON
///     GET  /report/{path}         a verify run's expected, actual and diff images
///     GET  /goldens/{golden}      a golden as it is on disk now
///     POST /v1/goldens/accept     {"golden", "expectedHash"}: the render written over the golden
///     POST /v1/goldens/delete     {"golden", "expectedHash"}: a stale golden removed
///     POST /v1/goldens/reject     {"golden"}: the golden kept (the code is to be fixed)
///     POST /v1/goldens/undo       {}: the last accept, delete or reject undone
///     POST /v1/goldens/verify     {}: every golden verified again
///
/// Only this machine's browser may use it: the server listens on 127.0.0.1, answers only a
/// `Host` of 127.0.0.1 or localhost (a DNS-rebinding page names its own host), and takes a
/// POST only as `application/json` from no origin or its own (a cross-site form cannot send
/// that type, and a script's request is refused before it is read).
struct GoldenReviewServer: Sendable {
    let session: GoldenReviewSession
    let page: ReviewPage
    let logger: Logger

    init(session: GoldenReviewSession, logger: Logger = Logger(label: "terrarium.golden-review")) throws {
        self.session = session
        self.page = try ReviewPage()
        self.logger = logger
    }

    /// Serves on 127.0.0.1:`port` until SIGINT or SIGTERM (or `stopper`).
    func run(port: Int, stopper: ServerStopper? = nil, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: ReviewMiddleware())
        add(to: router)
        let app = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: "terrarium-golden-review"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [.init(service: app)],
                                                                          gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        await stopper?.attach(group)
        try await group.run()
    }

    func add(to router: Router<BasicRequestContext>) {
        let session = self.session, page = self.page
        router.get("/") { _, _ in page.html() }
        router.get("/review.js") { _, _ in page.script() }
        router.get("/review.css") { _, _ in page.styles() }
        router.get("/favicon.svg") { _, _ in page.icon() }
        router.get("/v1/goldens") { _, _ in
            try await Self.json(session.perform { session.listing() })
        }
        router.get("/report/**") { request, _ in
            let path = Self.tail(request.uri.path, after: "/report/")
            guard let png = try await session.perform({ session.reportImage(path) }) else {
                throw ServiceError.notFound("no report image \(UserText.quoted(path))")
            }
            return Self.png(png)
        }
        router.get("/goldens/**") { request, _ in
            let path = Self.tail(request.uri.path, after: "/goldens/")
            guard let png = try await session.perform({ session.goldenImage(path) }) else {
                throw ServiceError.notFound("no golden \(UserText.quoted(path)) on disk")
            }
            return Self.png(png)
        }
        router.post("/v1/goldens/accept") { request, _ in
            let (golden, hash) = try await Self.goldenAndHash(request)
            return try await Self.act(session) { try session.accept(golden, expectedHash: hash) }
        }
        router.post("/v1/goldens/delete") { request, _ in
            let (golden, hash) = try await Self.goldenAndHash(request)
            return try await Self.act(session) { try session.delete(golden, expectedHash: hash) }
        }
        router.post("/v1/goldens/reject") { request, _ in
            let golden = try Self.field("golden", in: try await Self.body(request))
            return try await Self.act(session) { try session.reject(golden) }
        }
        router.post("/v1/goldens/undo") { request, _ in
            _ = try await Self.body(request)
            return try await Self.act(session) { try session.undo() }
        }
        router.post("/v1/goldens/verify") { request, _ in
            _ = try await Self.body(request)
            return try await Self.json(session.perform {
                try session.verify()
                return session.listing()
            })
        }
    }

    /// Runs an action on the session and answers the golden's new status, or the refusal.
    private static func act(_ session: GoldenReviewSession,
                            _ action: @escaping @Sendable () throws -> ReviewItem) async throws -> Response {
        do {
            return try await json(session.perform { session.answer(try action()) })
        } catch let refusal as GoldenAcceptance.Refusal {
            let status = switch refusal.code {
            case "outside-goldens": 403
            case "not-a-golden": 404
            case "changed-on-disk": 409
            default: 500
            }
            throw ServiceError(status: status, code: refusal.code, message: refusal.description, field: "golden")
        } catch let error as ReviewError {
            throw ServiceError(status: error.status, code: error.code, message: error.message, field: error.field)
        }
    }

    /// The JSON object a POST carries: `application/json`, at most 4 KiB.
    private static func body(_ request: Request) async throws -> [String: JSONValue] {
        let data = try await ServerRoutes.jsonBody(request, limit: 4096)
        if data.isEmpty { return [:] }
        let value: JSONValue
        do { value = try JSONValue.parse(data) } catch {
            throw ServiceError(status: 400, code: "input", message: "the body is not JSON: \(error.description)")
        }
        guard case .object(let fields) = value else {
            throw ServiceError(status: 400, code: "input", message: "the body must be a JSON object, not \(value.typeName)")
        }
        return fields
    }

    private static func field(_ name: String, in fields: [String: JSONValue]) throws -> String {
        guard case .string(let text)? = fields[name] else {
            throw ServiceError(status: 400, code: "input",
                               message: "'\(name)' must be a string\(name == "expectedHash" ? " (the golden's hash as the page listed it)" : "")",
                               field: name)
        }
        return text
    }

    private static func goldenAndHash(_ request: Request) async throws -> (String, String) {
        let fields = try await body(request)
        return (try field("golden", in: fields), try field("expectedHash", in: fields))
    }

    /// The rest of a path after its route's prefix, percent-decoded.
    private static func tail(_ path: String, after prefix: String) -> String {
        let rest = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : ""
        return rest.removingPercentEncoding ?? rest
    }

    private static func json(_ value: JSONValue) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.encoded())))
    }

    private static func png(_ data: Data) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "image/png"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// Around every review request: only this machine's browser (see `GoldenReviewServer`), and
/// every failure as the API's JSON error.
struct ReviewMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            try Self.checkCaller(request)
            return try await next(request, context)
        } catch {
            let failure: ServiceError
            if let error = error as? ServiceError {
                failure = error
            } else if let error = error as? HTTPError, error.status == .notFound {
                failure = .notFound("no route here; the review page is GET /, its data GET /v1/goldens")
            } else if let error = error as? HTTPError {
                failure = ServiceError(status: Int(error.status.code), code: "http", message: error.body ?? error.status.reasonPhrase)
            } else {
                failure = ServiceError(status: 500, code: "review", message: "\(error)")
            }
            return RequestMiddleware.response(for: failure)
        }
    }

    /// Refuses a `Host` other than loopback's names, and a POST from another origin.
    static func checkCaller(_ request: Request) throws {
        let host = request.head.authority ?? ""
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        guard ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased()) else {
            throw ServiceError(status: 403, code: "forbidden", message: "the review page answers only on 127.0.0.1 or localhost (Host was \(UserText.quoted(host)))")
        }
        if request.method == .post, let origin = request.headers[.origin], origin != "http://" + host {
            throw ServiceError(status: 403, code: "forbidden", message: "a POST from another origin (\(UserText.quoted(origin))) is refused")
        }
    }
}

/// The review page's three files, shipped as the module's resources (no build step, nothing
/// fetched from elsewhere).
struct ReviewPage: Sendable {
    private let files: [String: Data]

    init() throws {
        var files: [String: Data] = [:]
        for (name, type) in [("index", "html"), ("review", "js"), ("review", "css"), ("favicon", "svg")] {
            guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "ReviewPage") else {
                throw ServiceError(status: 500, code: "review", message: "the review page's \(name).\(type) is missing from the package")
            }
            files["\(name).\(type)"] = try Data(contentsOf: url)
        }
        self.files = files
    }

    func html() -> Response { response("index.html", type: "text/html; charset=utf-8") }
    func script() -> Response { response("review.js", type: "text/javascript; charset=utf-8") }
    func styles() -> Response { response("review.css", type: "text/css; charset=utf-8") }
    func icon() -> Response { response("favicon.svg", type: "image/svg+xml") }

    private func response(_ name: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: files[name] ?? Data())))
    }
}
