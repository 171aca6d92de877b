import Foundation
internal import TerrariumCanvas

/// The engine's one pool of renderers, for every program that draws on several threads:
/// animation frames, `lint`'s cases and the service's renders take their renderers here. A
/// renderer (its own fonts and Cairo state: Pango's font maps must not be shared across threads)
/// is used by one thread at a time, the one that took it, and given back after; there are as
/// many as threads drawing at once, all sharing one sprite store, so each sprite is decoded once.
///
/// `batch` keeps its own threads (`BatchPipeline`): a manifest is a stream of unknown length,
/// read ahead into a bounded queue, and each worker owns a `BatchJobRunner` with its renderer and
/// caches for the whole run; a pool that maps over a known count does not fit it.
public final class RendererPool: @unchecked Sendable {
    // @unchecked: `idle` is read and written only under `lock`; a `Renderer` (Cairo and Pango
    // objects, not Sendable) is handed to one thread at a time and back, never shared.
    private let lock = NSLock()
    private var idle: [Renderer] = []
    /// The plugins its renderers draw.
    public let registry: PluginRegistry
    /// The sprite store its renderers share.
    public let spriteStore: SpriteStore
    private let pngOptions: PNGOptions

    /// A pool of renderers of `registry`'s plugins. Each encodes on one thread by default: the
    /// pool already keeps every core busy.
    public init(registry: PluginRegistry, spriteStore: SpriteStore = SpriteStore(), pngOptions: PNGOptions = PNGOptions(threads: 1)) {
        self.registry = registry
        self.spriteStore = spriteStore
        self.pngOptions = pngOptions
    }

    /// Takes an idle renderer (or makes one) for `body`, and gives it back. Throws what
    /// `Renderer.init` throws (fonts that cannot be loaded, a registry that breaks the contract).
    public func withRenderer<T>(_ body: (Renderer) throws -> T) throws -> T {
        let renderer = try lock.withLock { idle.popLast() }
            ?? Renderer(registry: registry, spriteStore: spriteStore, pngOptions: pngOptions)
        defer { lock.withLock { idle.append(renderer) } }
        return try body(renderer)
    }

    /// `body` for each index `0..<count` on up to `threads` threads, each call with a renderer
    /// of its own; the results in index order, the same whatever the number of threads. The
    /// first error stops the work soon and is the one thrown.
    public func map<T>(_ count: Int, threads: Int, _ body: (Renderer, Int) throws -> T) throws -> [T] {
        try ParallelMap.map(count, threads: threads) { index in
            try withRenderer { try body($0, index) }
        }
    }

    /// For a process that draws many pictures in a row (`lint`): canvases of megabytes are
    /// reused from the heap instead of being mapped afresh for each (glibc's default), whose page
    /// faults and zeroing were a third of lint's time (948 cases on one thread: 15.9 s before,
    /// 10.5 s after, 2026-11-27). Process-wide.
    public static func keepCanvasesInTheHeap() {
        HeapTuning.keepCanvasesInTheHeap()
    }

    /// For a batch (and the benchmarks that stand for its workers): large freed buffers are
    /// reused up to a bound, and only ones larger than any widget or ordinary screen are mapped
    /// afresh (`HeapTuning.boundFreedMemory` gives the measurements). Process-wide.
    public static func boundFreedMemory() {
        HeapTuning.boundFreedMemory()
    }
}
