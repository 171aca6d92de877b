import Foundation
import Terrarium

/// How `terrarium serve` runs: where it listens, how much it caches and renders at once, how
/// long a request may wait, and its optional secrets. Every limit is stated in the README.
package struct ServerConfiguration: Sendable {
    /// The address to bind; loopback unless told otherwise.
    package var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (tests).
    package var port = 8080
    /// The image cache's bound, in bytes of PNG data.
    package var cacheBytes = 256 << 20
    /// Renders running at once: one per core.
    package var maxConcurrent = ProcessInfo.processInfo.activeProcessorCount
    /// Requests that may wait for a render slot; beyond it a request is refused with 503.
    package var maxQueued = 64
    /// How long a request may wait for a render slot before it is answered 503.
    package var deadline: Duration = .seconds(10)
    /// Connections open at once; one more is closed as it is accepted.
    package var maxConnections = 4096
    /// Connections one client address may hold open at once (0: no limit, behind a proxy).
    package var maxConnectionsPerClient = 256
    /// Request bodies one client address may be sending at once (0: no limit, behind a proxy);
    /// one more is answered 503.
    package var maxBodiesPerClient = 8
    /// How long a request body may take to arrive, whole; after it the request is answered
    /// 408 and its connection closed.
    package var bodyTimeout: Duration = .seconds(10)
    /// The largest request body accepted: the engine's input limit.
    package var maxBodyBytes = maximumInputBytes
    /// The bearer token the render routes require; nil for none.
    package var token: String?
    /// The HMAC-SHA256 key of share links; nil turns `/v1/share` off.
    package var signingKey: Data?
    /// The longest a share link may be valid for when it is made.
    package var maxShareLifetime: Duration = .seconds(366 * 24 * 3600)
    /// After SIGTERM, how long `/readyz` answers 503 while the server still serves, before it
    /// stops accepting connections.
    package var drainDelay: Duration = .zero
    /// After SIGTERM (and the drain delay), how long in-flight requests may take before the
    /// server stops anyway.
    package var gracePeriod: Duration = .seconds(30)
    /// The `Server` header and the access log's label.
    package var serverName = "terrarium/\(TerrariumVersion.current)"

    /// The defaults above.
    package init() {}
}
