import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Terrarium

/// `terrarium serve`: the HTTP render service over a registry's plugins. Stateless apart from
/// its cache, so any number of copies behind a load balancer answer the same request with the
/// same bytes and ETag.
package struct RenderServer: Sendable {
    let configuration: ServerConfiguration
    let service: RenderService
    let readiness = Readiness()
    let routes: ServerRoutes
    let logger: Logger

    /// A server for `registry`'s plugins. Loads the fonts, sprites and playground files, and
    /// renders each plugin's default scene once, so a mistake in any of them stops it here
    /// rather than on a client's request.
    package init(registry: PluginRegistry, configuration: ServerConfiguration, logger: Logger = Logger(label: "terrarium.serve")) throws {
        self.configuration = configuration
        self.logger = logger
        let metrics = ServerMetrics()
        service = try RenderService(registry: registry, configuration: configuration, metrics: metrics)
        routes = ServerRoutes(service: service, readiness: readiness,
                              shareLinks: configuration.signingKey.map { ShareLinks(key: $0) },
                              pluginList: PluginListDocument.make(registry).encoded(), playground: try Playground())
    }

    /// Warms every plugin up on a render thread once the server listens: one render of each
    /// one's default scene loads its sprites and the fonts its theme names. `/readyz` says
    /// "starting" until then, and stays so (with the error logged) if a plugin cannot draw.
    func warmUp() {
        let service = self.service, readiness = self.readiness, logger = self.logger
        DispatchQueue.global(qos: .userInitiated).async {
            do {
                try service.warmUp()
                if readiness.state == .starting { readiness.set(.ready) }
                logger.notice("ready")
            } catch {
                logger.error("warm-up failed: the server stays not ready", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Serves until SIGTERM, SIGINT or SIGHUP, then stops accepting connections, lets the
    /// requests in flight finish within the grace period, and returns. (SIGHUP drains as SIGTERM
    /// does: the server has nothing to reload, and a terminal closing should not cut requests.)
    ///
    /// - Parameters:
    ///   - stopper: stops the server from code, as SIGTERM does.
    ///   - onRunning: called with the bound port once the server listens.
    package func run(stopper: ServerStopper? = nil, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestMiddleware(metrics: service.metrics, logger: logger))
        routes.add(to: router)
        let readiness = self.readiness
        let host = configuration.host, logger = self.logger
        let limits = ConnectionLimits(configuration: configuration, readiness: readiness)
        let app = Application(
            responder: HeadAsGet(inner: router.buildResponder()),
            // An idle connection is closed after 30 s: a client that opens one and sends nothing
            // holds no resources for long. The guard limits connections and slow bodies.
            server: .guardedHTTP1(configuration: .init(idleTimeout: .seconds(30)), limits: limits),
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port), serverName: configuration.serverName),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.notice("listening", metadata: ["address": "http://\(host):\(port)/"])
                warmUp()
                await onRunning(port)
            },
            logger: logger
        )
        var group = ServiceGroupConfiguration(services: [.init(service: app),
                                                                         .init(service: DrainWatcher(readiness: readiness, delay: configuration.drainDelay),
                                                                               successTerminationBehavior: .ignore)],
                                              gracefulShutdownSignals: [.sigterm, .sigint, .sighup], logger: logger)
        group.maximumGracefulShutdownDuration = configuration.gracePeriod
        let serviceGroup = ServiceGroup(configuration: group)
        await stopper?.attach(serviceGroup)
        try await serviceGroup.run()
        logger.notice("stopped")
    }
}

/// Stops a running `RenderServer` as SIGTERM would: no new connections, the requests in flight
/// finish, then `run` returns. For embedding and tests.
package final class ServerStopper: @unchecked Sendable {
    // @unchecked: `group` and `stopped` are read and written only under `lock`.
    private let lock = NSLock()
    private var group: ServiceGroup?
    private var stopped = false

    /// A stopper not yet attached to a server.
    package init() {}

    func attach(_ group: ServiceGroup) async {
        let stopNow = lock.withLock { () -> Bool in
            self.group = group
            return stopped
        }
        if stopNow { await group.triggerGracefulShutdown() }
    }

    /// Begins the graceful shutdown (or, before the server runs, makes it stop at once).
    package func stop() async {
        let group = lock.withLock { () -> ServiceGroup? in
            stopped = true
            return self.group
        }
        await group?.triggerGracefulShutdown()
    }
}
