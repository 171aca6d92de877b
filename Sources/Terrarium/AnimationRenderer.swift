import Foundation
internal import TerrariumCanvas

/// Draws an animated scene frame by frame, each frame the still at its time, so stills and
/// frames can never drift apart. Frames are drawn on several threads (a renderer each, sharing
/// one sprite store) into their own slots, so the result does not depend on the thread count.
public struct AnimationRenderer: Sendable {
    /// The most frames one animation may have (`APNGEncoder.maximumFrames`).
    public static let maximumFrames = APNGEncoder.maximumFrames
    /// The most pixel memory one animation's frames may take together, 2 GiB of RGBA: the
    /// frames are held until the file is written. The 30 s breath at 30 fps takes 1.4 GiB at
    /// @1x; at @3x it is refused (draw it at a smaller scale, or a part with --duration).
    public static let maximumFrameBytes = 2 << 30

    let registry: PluginRegistry
    let spriteStore: SpriteStore
    let threads: Int

    /// A renderer of `registry`'s scenes on `threads` threads (0: one per core).
    public init(registry: PluginRegistry, spriteStore: SpriteStore = SpriteStore(), threads: Int = 0) {
        self.registry = registry
        self.spriteStore = spriteStore
        self.threads = threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount
    }

    /// The frames of `job`'s scene at `times` (seconds into its animation), in order.
    public func frames(_ job: RenderJob, at times: [Double]) throws -> [PixelBuffer] {
        try checkSize(job, frames: times.count)
        let slots = FrameSlots(count: times.count)
        let workers = max(1, min(threads, times.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer: Renderer
            do {
                renderer = try Renderer(registry: registry, spriteStore: spriteStore, pngOptions: PNGOptions(threads: 1))
            } catch {
                slots.fail(error)
                return
            }
            while let index = slots.next() {
                var frame = job
                frame.time = times[index]
                do { slots.set(index, try renderer.renderPixels(frame)) } catch { slots.fail(error) }
            }
        }
        return try slots.result()
    }

    /// The frames of `job`'s scene at `times`, drawn one after another by `renderer` on the
    /// calling thread: for a batch worker, which already keeps a core busy.
    public func frames(_ job: RenderJob, at times: [Double], renderer: Renderer) throws -> [PixelBuffer] {
        try checkSize(job, frames: times.count)
        return try times.map { time in
            var frame = job
            frame.time = time
            return try renderer.renderPixels(frame)
        }
    }

    /// Refuses, before any is drawn, frames that would take more than `maximumFrameBytes`
    /// together. The canvas is resolved from the scene's spec alone (animated scenes are
    /// screens and images, whose size does not wait for their layout).
    private func checkSize(_ job: RenderJob, frames count: Int) throws {
        guard count <= Self.maximumFrames else {
            throw RenderError.timeOutOfRange(Double(count), duration: Double(Self.maximumFrames))
        }
        let canvas = try registry.plugin(job.plugin).scene(job.scene).canvas(family: job.family, scale: job.scale, device: job.device)
        let bytes = canvas.pixelWidth * canvas.pixelHeight * 4 * count
        guard bytes <= Self.maximumFrameBytes else {
            throw RenderError.animationTooLarge(frames: count, width: canvas.pixelWidth, height: canvas.pixelHeight,
                                                limitBytes: Self.maximumFrameBytes)
        }
    }

    /// The frame rate and frame times of `job`'s scene: `fps` frames a second for `duration`
    /// seconds, the scene's own by default. Throws for a still scene, a rate outside 1-60 or a
    /// length outside the animation.
    public func timing(_ job: RenderJob, fps: Int? = nil, duration: Double? = nil) throws -> (fps: Int, times: [Double]) {
        let plugin = try registry.plugin(job.plugin)
        let spec = try plugin.scene(job.scene)
        guard let animation = spec.animation else { throw RenderError.timeOnStillScene(scene: spec.name) }
        let rate = fps ?? animation.framesPerSecond
        guard (1...60).contains(rate) else { throw RenderError.framesPerSecondOutOfRange(rate) }
        let length = duration ?? animation.duration
        guard length.isFinite, length > 0, length <= animation.duration else {
            throw RenderError.timeOutOfRange(length, duration: animation.duration)
        }
        return (rate, AnimationSpec.frameTimes(duration: length, framesPerSecond: rate))
    }

    /// Frames shown `1 / fps` s each as APNG, played forever when `loop`, else once; `metadata`
    /// as text chunks before the frames (batch's content key), in key order.
    public static func apng(_ frames: [PixelBuffer], fps: Int, loop: Bool, options: PNGOptions = PNGOptions(),
                            metadata: [String: String] = [:]) throws -> Data {
        try APNGEncoder.encode(frames, delay: (1, fps), plays: loop ? 0 : 1, options: options,
                               text: metadata.sorted { $0.key < $1.key }.map { PNGText($0.key, $0.value) })
    }

    /// One frame as a PNG of its own, for `--frames`.
    public static func png(_ frame: PixelBuffer) throws -> Data {
        try PNGEncoder.encode(frame)
    }
}

/// The frames being drawn: the next index to draw, each frame's pixels, the first error.
private final class FrameSlots: @unchecked Sendable {
    // @unchecked: every property is read and written only under `lock`.
    private let lock = NSLock()
    private var frames: [PixelBuffer?]
    private var cursor = 0
    private var error: (any Error)?

    init(count: Int) { frames = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard error == nil, cursor < frames.count else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func set(_ index: Int, _ pixels: PixelBuffer) { lock.withLock { frames[index] = pixels } }
    func fail(_ error: any Error) { lock.withLock { if self.error == nil { self.error = error } } }

    func result() throws -> [PixelBuffer] {
        try lock.withLock {
            if let error { throw error }
            return frames.compactMap { $0 }
        }
    }
}
