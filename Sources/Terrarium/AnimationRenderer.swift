import Foundation
internal import TerrariumCanvas

/// Draws an animated scene frame by frame, each frame the still at its time, so stills and
/// frames can never drift apart. Frames are drawn on several threads (a renderer each, sharing
/// one sprite store) into their own slots, so the result does not depend on the thread count.
public struct AnimationRenderer: Sendable {
    /// The most frames one animation may have (`APNGEncoder.maximumFrames`).
    public static let maximumFrames = APNGEncoder.maximumFrames
    /// The most pixel memory the frames `frames` returns may take together, 2 GiB of RGBA. The
    /// 30 s breath at 30 fps takes 1.4 GiB at @1x; at @3x it is refused (draw it at a smaller
    /// scale, or a part with --duration). `apng` holds a few frames at a time and has no such limit.
    public static let maximumFrameBytes = 2 << 30

    let registry: PluginRegistry
    let spriteStore: SpriteStore
    let threads: Int
    /// Kept across calls, so fonts are loaded once per drawing thread, not once per animation.
    private let renderers: RendererPool

    /// A renderer of `registry`'s scenes on `threads` threads (0: one per core).
    public init(registry: PluginRegistry, spriteStore: SpriteStore = SpriteStore(), threads: Int = 0) {
        self.registry = registry
        self.spriteStore = spriteStore
        self.threads = threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount
        renderers = RendererPool(registry: registry, spriteStore: spriteStore)
    }

    /// The frames of `job`'s scene at `times` (seconds into its animation), in order.
    public func frames(_ job: RenderRequest, at times: [Double]) throws -> [PixelBuffer] {
        try checkSize(job, frames: times.count)
        return try renderers.map(times.count, threads: threads) { renderer, index in
            var frame = job
            frame.time = times[index]
            return try renderer.renderPixels(frame)
        }
    }

    /// `job`'s scene at `times` as APNG, each frame shown `1 / fps` s, played forever when
    /// `loop`, else once; `metadata` as text chunks before the frames (batch's content key), in
    /// key order. Frames are drawn as the encoder takes them, so only a few are held at once:
    /// the size of an animation is bounded by the frame count, not by memory. `each` is
    /// handed every frame as it is drawn (for `--frames`), on the drawing threads; `renderer`
    /// draws every frame on the calling thread (a batch worker's, which keeps its core busy).
    public func apng(_ job: RenderRequest, at times: [Double], fps: Int, loop: Bool, options: PNGOptions = PNGOptions(),
                     metadata: [String: String] = [:], renderer: Renderer? = nil,
                     each: ((Int, PixelBuffer) throws -> Void)? = nil) throws -> Data {
        guard times.count <= Self.maximumFrames else {
            throw RenderError.timeOutOfRange(Double(times.count), duration: Double(Self.maximumFrames))
        }
        let source = APNGEncoder.FrameSource(count: times.count, threads: renderer == nil ? threads : 1) { [renderers] index in
            var frame = job
            frame.time = times[index]
            let pixels = try renderer?.renderPixels(frame) ?? renderers.withRenderer { try $0.renderPixels(frame) }
            try each?(index, pixels)
            return pixels
        }
        return try APNGEncoder.encode(source, delay: (1, fps), plays: loop ? 0 : 1, options: options, text: Self.text(metadata))
    }

    /// Refuses, before any is drawn, frames that would take more than `maximumFrameBytes`
    /// together (`frames` holds them all; `apng` does not).
    private func checkSize(_ job: RenderRequest, frames count: Int) throws {
        guard count <= Self.maximumFrames else {
            throw RenderError.timeOutOfRange(Double(count), duration: Double(Self.maximumFrames))
        }
        let size = try pixelSize(job)
        let bytes = size.width * size.height * 4 * count
        guard bytes <= Self.maximumFrameBytes else {
            throw RenderError.animationTooLarge(frames: count, width: size.width, height: size.height,
                                                limitBytes: Self.maximumFrameBytes)
        }
    }

    /// The pixel size of `job`'s frames: the device's, unless the first frame is laid out
    /// taller (a screen at an accessibility text size scrolls, and its frames keep one height).
    public func pixelSize(_ job: RenderRequest) throws -> (width: Int, height: Int) {
        var first = job
        first.time = first.time ?? 0
        let canvas = try renderers.withRenderer { try $0.layout(first).canvas }
        return (canvas.pixelWidth, canvas.pixelHeight)
    }

    /// The frame rate and frame times of `job`'s scene: `fps` frames a second for `duration`
    /// seconds, the scene's own by default. Throws for a still scene, a rate outside 1-60 or a
    /// length outside the animation.
    public func timing(_ job: RenderRequest, fps: Int? = nil, duration: Double? = nil) throws -> (fps: Int, times: [Double]) {
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
        try APNGEncoder.encode(frames, delay: (1, fps), plays: loop ? 0 : 1, options: options, text: Self.text(metadata))
    }

    /// `metadata` as the file's text chunks, in key order.
    private static func text(_ metadata: [String: String]) -> [PNGText] {
        metadata.sorted { $0.key < $1.key }.map { PNGText($0.key, $0.value) }
    }

    /// One frame as a PNG of its own, for `--frames`.
    public static func png(_ frame: PixelBuffer) throws -> Data {
        try PNGEncoder.encode(frame)
    }
}
