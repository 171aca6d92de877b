/// One colour of a gradient and where along it it falls.
public struct GradientStop: Hashable, Sendable {
    /// Where the colour lies along the gradient: 0 at its start, 1 at its end.
    public var offset: Double
    /// The colour at `offset`; between stops colours mix in sRGB.
    public var color: Color
    /// A stop of `color` at `offset` (0...1).
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

/// How a path's outline is drawn: its width and the shape of its ends and corners.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape of an open path's ends, as Cairo draws them.
    public enum Cap: Sendable { case butt, round, square }
    /// The shape of the corners where segments meet. A miter may reach up to 10 half-widths out.
    public enum Join: Sendable { case miter, round, bevel }
    /// Line width in points, centred on the path.
    public var width: Double
    /// How open ends are drawn.
    public var cap: Cap
    /// How corners are drawn.
    public var join: Join
    /// A stroke `width` points wide; round ends and corners unless asked otherwise.
    public init(width: Double, cap: Cap = .round, join: Join = .round) {
        self.width = width
        self.cap = cap
        self.join = join
    }
}
