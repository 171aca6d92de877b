/// A vector path as a value: built by plugins, turned into Cairo calls by the canvas.
public struct Path: Hashable, Sendable {
    /// One step of a path, in the order Cairo replays them. Curve control points come first, the
    /// end point last.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        /// An arc around `center`, angles in radians, clockwise on screen (y down) when
        /// `clockwise` is true.
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        case close
    }

    /// The steps, in order; changed only through the building methods.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made by `build`, which calls `move`, `line`, `curve` and the rest on it.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// A straight line from the current point to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// A cubic Bézier from the current point to `p`, pulled toward `control1` then `control2`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    /// A quadratic Bézier, stored as the equivalent cubic.
    public mutating func quadCurve(to p: Point, control c: Point) {
        guard let start = lastPoint else { move(to: p); return }
        let c1 = Point(start.x + 2 / 3 * (c.x - start.x), start.y + 2 / 3 * (c.y - start.y))
        let c2 = Point(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
        elements.append(.curve(c1, c2, p))
    }
    /// An arc of `radius` around `center` from angle `start` to `end` (radians, 0 pointing right),
    /// clockwise on screen by default. Cairo draws a line from the current point to its start.
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double,
                             clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end,
                             clockwise: clockwise))
    }
    /// Closes the current subpath with a straight line back to its start.
    public mutating func close() { elements.append(.close) }
    /// Adds `other`'s steps after this path's, as further subpaths.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// The path scaled by `factor` about the origin, then moved by `offset`: icons are drawn
    /// once on their own grid and placed at any size.
    public func scaled(by factor: Double, offset: Point = Point(0, 0)) -> Path {
        transformed({ Point($0.x * factor + offset.x, $0.y * factor + offset.y) }, radiusScale: abs(factor))
    }

    /// The outline of `r`, clockwise from its top-left corner.
    public static func rect(_ r: Rect) -> Path {
        Path { p in
            p.move(to: r.origin)
            p.line(to: Point(r.maxX, r.minY))
            p.line(to: Point(r.maxX, r.maxY))
            p.line(to: Point(r.minX, r.maxY))
            p.close()
        }
    }

    /// `r` with corners rounded to `radius`, at most half the shorter side; a radius of 0 or less
    /// gives the plain rectangle.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else { return rect(r) }
        let pi = Double.pi
        return Path { p in
            p.arc(center: Point(r.maxX - radius, r.minY + radius), radius: radius, start: -pi / 2, end: 0)
            p.arc(center: Point(r.maxX - radius, r.maxY - radius), radius: radius, start: 0, end: pi / 2)
            p.arc(center: Point(r.minX + radius, r.maxY - radius), radius: radius, start: pi / 2, end: pi)
            p.arc(center: Point(r.minX + radius, r.minY + radius), radius: radius, start: pi, end: 3 * pi / 2)
            p.close()
        }
    }

    /// The ellipse inscribed in `r`, as four cubic quarter arcs (close to, not exactly, a true ellipse).
    public static func ellipse(in r: Rect) -> Path {
        // Four cubic quarter-arcs; kappa makes them round.
        let k = 0.5522847498
        let (rx, ry, cx, cy) = (r.width / 2, r.height / 2, r.midX, r.midY)
        return Path { p in
            p.move(to: Point(cx + rx, cy))
            p.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
            p.curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
            p.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
            p.curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
            p.close()
        }
    }

    /// A circle of `radius` around `center` (an `ellipse(in:)` of its bounding square).
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
}

extension Path {
    /// A rectangle holding every point the path can reach: its points, its curves' control
    /// points (a Bézier curve stays inside their hull) and whole circles for arcs. nil for an
    /// empty path.
    public var bounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .curve(let a, let b, let p): include(a); include(b); include(p)
            case .arc(let center, let radius, _, _, _):
                include(Point(center.x - abs(radius), center.y - abs(radius)))
                include(Point(center.x + abs(radius), center.y + abs(radius)))
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
