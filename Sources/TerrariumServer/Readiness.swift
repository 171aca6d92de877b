import Foundation
import ServiceLifecycle

/// Whether the server should be sent traffic (`GET /readyz`): not while fonts and sprites load,
/// and not once it has been told to stop, so a load balancer drains it before it goes.
final class Readiness: @unchecked Sendable {
    // @unchecked: `current` is read and written only under `lock`.
    enum State: Equatable { case starting, ready, draining }

    private let lock = NSLock()
    private var current = State.starting

    var state: State { lock.withLock { current } }
    func set(_ state: State) { lock.withLock { current = state } }
}

/// A service that marks the server draining as soon as graceful shutdown begins (SIGTERM), then
/// waits `delay` before letting the shutdown go on. The group shuts its services down last to
/// first, so the HTTP server, listed before this, keeps serving during the delay while
/// `/readyz` answers 503: a load balancer that polls it stops sending before the listener closes.
struct DrainWatcher: Service {
    let readiness: Readiness
    var delay: Duration = .zero

    func run() async throws {
        // Returns when shutdown is asked for, or throws when the task is cancelled.
        do { try await gracefulShutdown() } catch { return }
        readiness.set(.draining)
        if delay > .zero { try? await Task.sleep(for: delay) }
    }
}
