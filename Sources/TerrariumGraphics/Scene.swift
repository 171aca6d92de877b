/// How an image is sampled when it is scaled.
public enum ImageSampling: Hashable, Sendable {
    /// Bilinear-or-better filtering, for smooth art.
    case smooth
    /// Nearest-neighbour, for pixel art: crisp at integer scales.
    case nearest
}

/// One drawing instruction. A scene is a list of these, painted in order.
public indirect enum DrawCommand: Hashable, Sendable {
    case fill(Path, Paint)
    case stroke(Path, Paint, StrokeStyle)
    /// A sprite, by its name in the sprite manifests, drawn to fill `frame`.
    case sprite(name: String, frame: Rect, sampling: ImageSampling)
    case text(TextBlock)
    /// Children drawn as one layer: clipped to `clip` when given, then blended at `opacity`.
    case group([DrawCommand], clip: Path?, opacity: Double)
}

/// A resolved picture: what a plugin's layout produces and the engine paints. Coordinates are
/// points; the engine applies the pixel scale.
public struct Scene: Hashable, Sendable {
    public var size: Size
    public var commands: [DrawCommand]

    public init(size: Size, commands: [DrawCommand] = []) {
        self.size = size
        self.commands = commands
    }

    public mutating func add(_ command: DrawCommand) { commands.append(command) }
    public mutating func fill(_ path: Path, _ paint: Paint) { commands.append(.fill(path, paint)) }
    public mutating func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle) {
        commands.append(.stroke(path, paint, style))
    }
    public mutating func sprite(_ name: String, in frame: Rect, sampling: ImageSampling = .smooth) {
        commands.append(.sprite(name: name, frame: frame, sampling: sampling))
    }
    public mutating func text(_ block: TextBlock) { commands.append(.text(block)) }
    public mutating func group(clip: Path? = nil, opacity: Double = 1, _ build: (inout Scene) -> Void) {
        var inner = Scene(size: size)
        build(&inner)
        commands.append(.group(inner.commands, clip: clip, opacity: opacity))
    }
}
