import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Terrarium
import TerrariumCLI

/// `terrarium serve`: the HTTP render service over a registry's plugins. Stateless apart from
/// its cache, so any number of copies behind a load balancer answer the same request with the
/// same bytes and ETag.
public struct RenderServer: Sendable {
    let configuration: ServerConfiguration
    let service: RenderService
    let readiness = Readiness()
    let routes: ServerRoutes
    let logger: Logger

    /// A server for `registry`'s plugins. Loads the fonts, sprites and playground files, and
    /// renders each plugin's default scene once, so a mistake in any of them stops it here
    /// rather than on a client's request.
    public init(registry: PluginRegistry, configuration: ServerConfiguration, logger: Logger = Logger(label: "terrarium.serve")) throws {
        self.configuration = configuration
        self.logger = logger
        let metrics = ServerMetrics()
        service = try RenderService(registry: registry, configuration: configuration, metrics: metrics)
        routes = ServerRoutes(service: service, readiness: readiness,
                              shareLinks: configuration.signingKey.map { ShareLinks(key: $0) },
                              pluginList: PluginListDocument.make(registry).encoded(), playground: try Playground())
    }

    /// Warms every plugin up: one render of each one's default scene loads its sprites and the
    /// fonts its theme names. Then the server reports ready.
    func warmUp() throws {
        for plugin in service.registry.plugins {
            guard let scene = plugin.scenes.first else { continue }
            _ = try service.resolve(ServiceRequest(plugin: plugin.id, scene: scene.name, input: .example(nil)))
            let renderer = try Renderer(registry: service.registry, pngOptions: PNGOptions(threads: 1))
            _ = try renderer.render(RenderJob(plugin: plugin.id, scene: scene.name))
        }
        readiness.set(.ready)
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting connections, lets the requests in
    /// flight finish within the grace period, and returns.
    ///
    /// - Parameter onRunning: called with the bound port once the server listens.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestMiddleware(metrics: service.metrics, logger: logger))
        routes.add(to: router)
        let readiness = self.readiness
        let host = configuration.host, logger = self.logger
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port), serverName: configuration.serverName),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.notice("listening", metadata: ["address": "http://\(host):\(port)/"])
                await onRunning(port)
            },
            logger: logger
        )
        try warmUp()
        var group = ServiceGroupConfiguration(services: [.init(service: app),
                                                                         .init(service: DrainWatcher(readiness: readiness), successTerminationBehavior: .ignore)],
                                              gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = configuration.gracePeriod
        try await ServiceGroup(configuration: group).run()
        logger.notice("stopped")
    }
}
