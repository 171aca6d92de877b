public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color
    public init(_ offset: Double, _ color: Color) { self.offset = offset; self.color = color }
}

/// How a shape is filled or stroked.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(from: Point, to: Point, stops: [GradientStop])
    case radial(center: Point, radius: Double, stops: [GradientStop])

    /// A vertical gradient filling `rect` from `top` to `bottom`.
    public static func vertical(_ rect: Rect, _ top: Color, _ bottom: Color) -> Paint {
        .linear(from: Point(rect.minX, rect.minY), to: Point(rect.minX, rect.maxY),
                stops: [GradientStop(0, top), GradientStop(1, bottom)])
    }
}

public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: Sendable { case butt, round, square }
    public enum Join: Sendable { case miter, round, bevel }
    public var width: Double
    public var cap: Cap
    public var join: Join
    public init(width: Double, cap: Cap = .round, join: Join = .round) {
        self.width = width
        self.cap = cap
        self.join = join
    }
}
