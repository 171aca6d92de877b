import Foundation
import NIOCore
import Terrarium
import TerrariumBatch

/// A PNG the service has made or found, with what describes it.
package struct RenderedImage: Sendable {
    /// How the image was obtained, for the access log and the metrics.
    package enum Outcome: String, Sendable {
        /// Found in the cache.
        case hit
        /// Rendered for this request.
        case miss
        /// Rendered for another request asking for the same key at the same moment.
        case shared
    }

    /// The content key: the ETag, and the name under `/v1/images/`.
    package var key: String
    /// The PNG bytes, as the buffer a response is written from.
    package var png: ByteBuffer
    /// How it was obtained.
    package var outcome: Outcome
    /// Milliseconds spent rendering (0 for a hit).
    package var renderMilliseconds: Double
}

/// The service's core, apart from HTTP: resolves a request to its content key, answers from
/// the byte-bounded cache, renders a key once however many requests ask for it at the same
/// moment, and renders on the bounded pool. One per server.
package final class RenderService: @unchecked Sendable {
    // @unchecked: `inFlight`, `admitted` and `themeFiles` are touched only under `lock`; the
    // rest is immutable or thread-safe (the cache, the pools, the metrics).
    let registry: PluginRegistry
    let configuration: ServerConfiguration
    let cache: ImageCache
    let pool: RenderPool
    let metrics: ServerMetrics
    /// The renderers the render threads take (the engine's pool; `pool` decides when a render
    /// may start, this gives it a renderer of its own).
    private let renderers: RendererPool
    private let registeredFonts = Fonts.registeredDigest
    private let lock = NSLock()
    private var inFlight: [String: Task<RenderedImage, any Error>] = [:]
    /// Requests with a body being read or held (POST routes): at most `maxConcurrent +
    /// maxQueued`, so slow or many uploads cannot hold more than that many bodies.
    private var admitted = 0
    private var themeFiles: [String: Data?] = [:]
    /// Renders that failed, by key, until their time is up: a request that cannot be drawn (a
    /// picture over the image limits found after layout, an engine failure) is answered again
    /// from here rather than costing the CPU again.
    private var failures: [String: (error: ServiceError, until: ContinuousClock.Instant)] = [:]
    /// How long a failure is remembered, and how many at most.
    static let failureLifetime: Duration = .seconds(60)
    static let failureCapacity = 1024

    /// A service over `registry`'s plugins. Throws what `Renderer` throws: a registry that
    /// breaks the plugin contract, or fonts that cannot be loaded.
    package init(registry: PluginRegistry, configuration: ServerConfiguration, metrics: ServerMetrics) throws {
        self.registry = registry
        self.configuration = configuration
        self.cache = ImageCache(capacity: configuration.cacheBytes)
        self.pool = RenderPool(limit: configuration.maxConcurrent, queueLimit: configuration.maxQueued)
        self.metrics = metrics
        self.renderers = RendererPool(registry: registry)
        // One renderer made now: fonts load before the server says it is ready.
        try renderers.withRenderer { _ in }
    }

    /// Renders every plugin's first scene from its default example with the service's own
    /// renderer and sprite store, so fonts and sprites are loaded before the first request.
    func warmUp() throws {
        try withRenderer { renderer in
            for plugin in registry.plugins {
                guard let scene = plugin.scenes.first else { continue }
                _ = try renderer.render(resolve(RenderRequest(plugin: plugin.id, scene: scene.name)).job)
            }
        }
    }

    /// The cached PNG for `key`, if this instance holds it. Not counted as a cache hit or miss:
    /// those count renders asked for, and an image URL is a render already made.
    package func cachedImage(_ key: String) -> ByteBuffer? {
        cache.image(key)
    }

    /// Runs a request that reads a body, or refuses it with 503 when as many are already held as
    /// the pool can run and queue: a body is read only when it has a place.
    package func admitting<T>(_ body: () async throws -> T) async throws -> T {
        let limit = configuration.maxConcurrent + configuration.maxQueued
        let admittedNow = lock.withLock { () -> Bool in
            guard admitted < limit else { return false }
            admitted += 1
            return true
        }
        guard admittedNow else {
            metrics.rejected()
            throw ServiceError.overloaded("\(limit) requests with bodies are already being served; try again shortly")
        }
        defer { lock.withLock { admitted -= 1 } }
        return try await body()
    }

    /// Takes an idle renderer (or makes one) for `body`, and gives it back.
    func withRenderer<T>(_ body: (Renderer) throws -> T) throws -> T {
        try renderers.withRenderer(body)
    }

    /// The image for `request`: from the cache, from a render already under way for the same
    /// key, or rendered now (waiting for a slot until the deadline).
    package func image(for request: RenderRequest) async throws(ServiceError) -> RenderedImage {
        let resolved: (job: RenderRequest, key: String)
        do { resolved = try resolve(request) } catch { throw ServiceError.from(error, request: request) }
        return try await image(resolved)
    }

    /// The image for a request already resolved (`resolve`), so a caller that needed its key
    /// first resolves it once.
    func image(_ resolved: (job: RenderRequest, key: String)) async throws(ServiceError) -> RenderedImage {
        if let failure = rememberedFailure(resolved.key) {
            metrics.failureHit()
            throw failure
        }
        if let png = cache.image(resolved.key) {
            metrics.cacheLookup(hit: true)
            return RenderedImage(key: resolved.key, png: png, outcome: .hit, renderMilliseconds: 0)
        }
        let deadline = ContinuousClock.now.advanced(by: configuration.deadline)
        let (task, started) = lock.withLock { () -> (Task<RenderedImage, any Error>, Bool) in
            if let running = inFlight[resolved.key] { return (running, false) }
            // A render of this key may have finished (and left `inFlight`) since the lookup above.
            if let png = cache.image(resolved.key) {
                return (Task { RenderedImage(key: resolved.key, png: png, outcome: .hit, renderMilliseconds: 0) }, false)
            }
            let task = Task { try await self.render(resolved.job, key: resolved.key, deadline: deadline) }
            inFlight[resolved.key] = task
            return (task, true)
        }
        do {
            var image = try await task.value
            if !started, image.outcome == .miss { image.outcome = .shared }
            // A miss is counted once it is served: a request refused for overload is counted
            // as rejected, not as a miss the cache could have answered.
            metrics.cacheLookup(hit: image.outcome == .hit)
            return image
        } catch let refusal as RenderPool.Refusal {
            metrics.rejected()
            throw ServiceError.overloaded(refusal == .queueFull
                ? "every render slot is busy and \(configuration.maxQueued) requests are waiting; try again shortly"
                : "no render slot came free within \(configuration.deadline); try again shortly")
        } catch {
            let failure = ServiceError.from(error, request: resolved.job)
            remember(failure, for: resolved.key)
            throw failure
        }
    }

    private func rememberedFailure(_ key: String) -> ServiceError? {
        lock.withLock {
            guard let entry = failures[key] else { return nil }
            guard entry.until > .now else {
                failures[key] = nil
                return nil
            }
            return entry.error
        }
    }

    private func remember(_ failure: ServiceError, for key: String) {
        let now = ContinuousClock.now
        lock.withLock {
            if failures.count >= Self.failureCapacity {
                // Expired ones first; if none, the lot (they are cheap to learn again).
                failures = failures.filter { $0.value.until > now }
                if failures.count >= Self.failureCapacity { failures.removeAll(keepingCapacity: true) }
            }
            failures[key] = (failure, now.advanced(by: Self.failureLifetime))
        }
    }

    private func render(_ job: RenderRequest, key: String, deadline: ContinuousClock.Instant) async throws -> RenderedImage {
        defer { lock.withLock { inFlight[key] = nil } }
        let (png, milliseconds) = try await pool.run(deadline: deadline) { [self] in
            metrics.renderStarted()
            defer { metrics.renderFinished() }
            let start = ContinuousClock.now
            let result = try withRenderer { try $0.render(job, metadata: [ContentKey.pngTextKey: key]) }
            let elapsed = ContinuousClock.now - start
            metrics.renderTook(elapsed)
            return (ByteBuffer(bytes: result.png), Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        let insertion = cache.insert(png, for: key)
        metrics.cached(insertion, bytes: cache.bytes)
        return RenderedImage(key: key, png: png, outcome: .miss, renderMilliseconds: milliseconds)
    }

    /// The render job and content key of a request, every name checked as the renderer checks
    /// it, so a mistake is answered before anything is rendered.
    func resolve(_ request: RenderRequest) throws -> (job: RenderRequest, key: String) {
        let plugin = try registry.plugin(request.plugin)
        let spec = try plugin.scene(request.scene)
        let canvas = try spec.canvas(family: request.family, scale: request.scale, device: request.device)
        for (name, value) in request.axes {
            guard let axis = plugin.inputAxes.first(where: { $0.field == name }) else {
                throw RenderError.unknownAxis(name, plugin: plugin.id, known: plugin.inputAxes.map(\.field))
            }
            guard axis.values.contains(value) else { throw RenderError.unknownAxisValue(value, axis: name, known: axis.values) }
        }
        let input: RenderRequest.Input
        let inputTheme: String?
        switch request.input {
        case .defaultExample, .example:
            let name: String? = if case .example(let name) = request.input { name } else { nil }
            let example = try name.map { try plugin.example($0, scene: spec.name) } ?? plugin.defaultExample(scene: spec.name)
            input = .example(example.name)
            inputTheme = ContentKey.themeNamed(in: example.input)
        case .json(let data):
            guard data.count <= maximumInputBytes else {
                throw RenderError.inputTooLarge(bytes: data.count, limit: maximumInputBytes)
            }
            let document = try JSONValue.parse(data)
            input = .json(data)
            inputTheme = ContentKey.themeNamed(in: document)
        }
        // Names only: the renderer also takes a path for a theme, which a client must never
        // reach (a theme file anywhere on the server's disk, a device, a pipe).
        for (field, name) in [("theme", request.theme), ("theme", inputTheme)] {
            if let name, !Self.isThemeName(name) {
                throw RequestError.usage(field, "must be a theme's name: 1 to 64 letters, digits, '-' or '_' (got \(UserText.quoted(name)))")
            }
        }
        var job = request
        job.plugin = plugin.id
        job.scene = spec.name
        job.input = input
        job.family = canvas.variant
        job.scale = canvas.scale
        let key = ContentKey(plugin: plugin, request: job, inputTheme: inputTheme, registeredFonts: registeredFonts,
                             themes: nil, themeBytes: themeFile)
        return (job, key.hex)
    }

    static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    private func themeFile(_ name: String, folder: URL) -> Data? {
        let path = folder.appendingPathComponent(name + ".json").path
        if let cached = lock.withLock({ themeFiles[path] }) { return cached }
        let bytes = name.contains("/") ? nil : FileManager.default.contents(atPath: path)
        // Only files that exist are remembered: names are the client's, and unbounded.
        if let bytes { lock.withLock { themeFiles[path] = bytes } }
        return bytes
    }
}
