import CPNGBridge
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1
import Terrarium

/// What every connection shares: how many are open, in all and per client address, and how
/// many request bodies each address is sending at once. A client that opens thousands of idle
/// connections, or trickles bodies into every one, holds at most its share; the rest of the
/// server (and `/healthz`) stays reachable to everyone else. As nginx's `limit_conn`, keyed by
/// the peer's address: behind a proxy every client is the proxy, so set the per-client caps
/// to 0 (off) there and let the proxy limit them.
final class ConnectionLimits: @unchecked Sendable {
    // @unchecked: the counters are read and written only under `lock`.
    let maxConnections: Int
    let maxConnectionsPerClient: Int
    let maxBodiesPerClient: Int
    let bodyTimeout: TimeAmount
    /// The largest body the routes read: a larger declared one is not asked for with 100 Continue.
    let maxBodyBytes: Int
    let readiness: Readiness
    private let lock = NSLock()
    private var open = 0
    private var peak = 0
    private var connections: [String: Int] = [:]
    private var bodies: [String: Int] = [:]

    init(configuration: ServerConfiguration, readiness: Readiness) {
        maxConnections = configuration.maxConnections
        maxConnectionsPerClient = configuration.maxConnectionsPerClient
        maxBodiesPerClient = configuration.maxBodiesPerClient
        bodyTimeout = .nanoseconds(Int64(configuration.bodyTimeout.components.seconds) * 1_000_000_000
            + configuration.bodyTimeout.components.attoseconds / 1_000_000_000)
        maxBodyBytes = configuration.maxBodyBytes
        self.readiness = readiness
    }

    /// Whether the server is shutting down: every answer then says `Connection: close`.
    var draining: Bool { readiness.state == .draining }

    /// Counts a new connection from `client`, or says it is one too many.
    func openConnection(from client: String) -> Bool {
        lock.withLock {
            let mine = connections[client, default: 0]
            guard open < maxConnections, maxConnectionsPerClient == 0 || mine < maxConnectionsPerClient else { return false }
            open += 1
            peak = max(peak, open)
            connections[client] = mine + 1
            return true
        }
    }

    func closeConnection(from client: String) {
        let trim = lock.withLock { () -> Bool in
            open -= 1
            let mine = connections[client, default: 1] - 1
            connections[client] = mine > 0 ? mine : nil
            // Thousands of connections' buffers, once they are gone, are handed back to the
            // system rather than kept in glibc's free lists for good.
            guard open == 0, peak >= 256 else { return false }
            peak = 0
            return true
        }
        if trim { Self.giveMemoryBack() }
    }

    /// Counts a body `client` starts to send, or says it sends as many as it may already.
    func startBody(from client: String) -> Bool {
        lock.withLock {
            let mine = bodies[client, default: 0]
            guard maxBodiesPerClient == 0 || mine < maxBodiesPerClient else { return false }
            bodies[client] = mine + 1
            return true
        }
    }

    func endBody(from client: String) {
        lock.withLock {
            let mine = bodies[client, default: 1] - 1
            bodies[client] = mine > 0 ? mine : nil
        }
    }

    private static func giveMemoryBack() {
        tpng_give_free_memory_back()
    }
}

/// Hummingbird's HTTP/1 channel with `HTTPConnectionGuard` in front of it: a connection over
/// the limits is closed as it is accepted, and every request passes the guard.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value
    let inner: HTTP1Channel
    let limits: ConnectionLimits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let client = Self.clientAddress(channel)
        guard limits.openConnection(from: client) else {
            logger.debug("connection refused: over the connection limits", metadata: ["client": .string(client)])
            return channel.close().flatMapThrowing { throw ChannelError.alreadyClosed }
        }
        let limits = self.limits
        channel.closeFuture.whenComplete { _ in limits.closeConnection(from: client) }
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Before the codec that turns HTTP/1 into version-less HTTP types: the guard needs
            // the request's version (HTTP/1.0 closes unless it asks to be kept alive).
            let codec = try channel.pipeline.syncOperations.handler(type: HTTP1ToHTTPServerCodec.self)
            try channel.pipeline.syncOperations.addHandler(HTTPConnectionGuard(limits: limits, client: client), position: .before(codec))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }

    /// The peer's IP address (its port left out: one client, many ports).
    static func clientAddress(_ channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 behind `HTTPConnectionGuard`.
    static func guardedHTTP1(configuration: HTTP1Channel.Configuration, limits: ConnectionLimits) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(inner: HTTP1Channel(responder: responder, configuration: configuration), limits: limits)
        }
    }
}

/// One connection's guard, on HTTP/1 messages as they are parsed, before the application sees
/// them. It does what nginx and Envoy do for a server:
///
/// - A request body must arrive whole within the body timeout (nginx's `client_body_timeout`,
///   as a total): a client that trickles a byte a second is answered 408 and disconnected.
/// - A client address sends at most `maxBodiesPerClient` bodies at once; one more is answered
///   503 with `Retry-After` before it reaches the render queue.
/// - `Expect: 100-continue` is answered `100 Continue` when the body is to be read (a client
///   then sends it at once rather than after a second's wait); a body declared over the limit is
///   answered 413 at once instead.
/// - The connection closes after an answer, saying `Connection: close`, when the request asked
///   for it (HTTP/1.0 without keep-alive, or `Connection: close`), when the server is shutting
///   down, or when the answer came before its request's body was read (a refused upload).
final class HTTPConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limits: ConnectionLimits
    private let client: String
    private var keepAlive = true
    /// A body is being received and counted against the client.
    private var readingBody = false
    /// This request's parts are dropped: it was answered here.
    private var swallowing = false
    /// The answer under way ends with the connection.
    private var closeAfterAnswer = false
    /// An answer was written here (408, 503): the application's later one is dropped.
    private var answeredHere = false
    /// The application's answer has begun (its head is written) and not ended.
    private var answering = false
    private var bodyDeadline: Scheduled<Void>?

    init(limits: ConnectionLimits, client: String) {
        self.limits = limits
        self.client = client
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(var head):
            keepAlive = head.isKeepAlive
            if !keepAlive {
                // Hummingbird closes after the answer to a request that says exactly this.
                head.headers.replaceOrAdd(name: "connection", value: "close")
            }
            if Self.hasBody(head) {
                guard limits.startBody(from: client) else {
                    swallowing = true
                    answer(context, status: .serviceUnavailable, code: "overloaded", retryAfter: 1,
                           message: "this client already sends \(limits.maxBodiesPerClient) request bodies at once; try again shortly")
                    return
                }
                readingBody = true
                let limits = self.limits
                bodyDeadline = context.eventLoop.scheduleTask(in: limits.bodyTimeout) { [weak self] in
                    self?.bodyTimedOut(context)
                }
                if head.headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" }) {
                    head.headers.remove(name: "expect")
                    // A body declared over the limit is not asked for: the 413 comes at once, and
                    // the client is spared the upload.
                    let declared = head.headers[canonicalForm: "content-length"].first.flatMap { Int($0) } ?? 0
                    if declared <= limits.maxBodyBytes {
                        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))), promise: nil)
                    }
                }
            }
            context.fireChannelRead(wrapInboundOut(.head(head)))
        case .body:
            if swallowing { return }
            context.fireChannelRead(data)
        case .end:
            finishBody()
            if swallowing {
                swallowing = false
                return
            }
            context.fireChannelRead(data)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        finishBody()
        context.fireChannelInactive()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if answeredHere {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(var head) where head.status.code >= 200:
            answering = true
            if !keepAlive || readingBody || limits.draining || head.headers[canonicalForm: "connection"].contains("close") {
                closeAfterAnswer = true
                head.headers.replaceOrAdd(name: "connection", value: "close")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where closeAfterAnswer:
            answering = false
            closeAfterAnswer = false
            context.writeAndFlush(data).whenComplete { _ in context.close(promise: nil) }
            promise?.succeed()
        case .end:
            answering = false
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    private func bodyTimedOut(_ context: ChannelHandlerContext) {
        guard readingBody else { return }
        // An answer already under way cannot be replaced: the connection just ends.
        if answering {
            finishBody()
            context.close(promise: nil)
            return
        }
        let seconds = limits.bodyTimeout.nanoseconds / 1_000_000_000
        answer(context, status: .requestTimeout, code: "request_timeout", retryAfter: nil,
               message: "the request's body did not arrive within \(seconds) s")
    }

    private func finishBody() {
        bodyDeadline?.cancel()
        bodyDeadline = nil
        if readingBody {
            readingBody = false
            limits.endBody(from: client)
        }
    }

    /// Writes an error answer in the API's shape and closes the connection.
    private func answer(_ context: ChannelHandlerContext, status: HTTPResponseStatus, code: String, retryAfter: Int?, message: String) {
        finishBody()
        let body = JSONValue.object(["error": .object(["code": .string(code), "field": .null, "message": .string(message)])]).encoded()
        var head = HTTPResponseHead(version: .http1_1, status: status)
        head.headers.add(name: "content-type", value: "application/json")
        head.headers.add(name: "content-length", value: String(body.count))
        head.headers.add(name: "connection", value: "close")
        if let retryAfter { head.headers.add(name: "retry-after", value: String(retryAfter)) }
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
        answeredHere = true
    }

    private static func hasBody(_ head: HTTPRequestHead) -> Bool {
        if head.headers.contains(name: "transfer-encoding") { return true }
        return head.headers[canonicalForm: "content-length"].contains { (Int($0) ?? 1) > 0 }
    }
}
