import Foundation

// Path geometry the apps' drawings share (icons, plant art): one element walker
// (`transformed`), running a path backwards, its subpaths and winding, rounded polygons and
// their offsets, mirrored halves, and SVG-style shorthands so a drawing reads like path data.

extension Path {
    /// A path of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        for element in elements { append(element) }
    }

    /// Adds one element.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .curve(let c1, let c2, let p): curve(to: p, control1: c1, control2: c2)
        case .arc(let center, let r, let start, let end, let clockwise):
            arc(center: center, radius: r, start: start, end: end, clockwise: clockwise)
        case .close: close()
        }
    }

    /// The one walker over a path's elements: every point moved by `transform` (lines and
    /// curves exactly, as an affine map moves them), an arc's centre moved, its radius times
    /// `radiusScale` and its angles turned by `rotation` radians: the scales, moves and
    /// rotations icons and art are placed with.
    public func transformed(_ transform: (Point) -> Point, radiusScale: Double = 1, rotation: Double = 0) -> Path {
        Path(elements.map { element -> Element in
            switch element {
            case .move(let p): .move(transform(p))
            case .line(let p): .line(transform(p))
            case .curve(let c1, let c2, let p): .curve(transform(c1), transform(c2), transform(p))
            case .arc(let center, let radius, let start, let end, let clockwise):
                .arc(center: transform(center), radius: radius * radiusScale, start: start + rotation, end: end + rotation,
                     clockwise: clockwise)
            case .close: .close
            }
        })
    }

    /// Where the path's last move, line or curve ends; nil when it ends in an arc, a close or nothing.
    public var lastPoint: Point? {
        switch elements.last {
        case .move(let p), .line(let p), .curve(_, _, let p): p
        default: nil
        }
    }

    /// The separate shapes of the path, each from its move.
    public var subpaths: [Path] {
        var result: [Path] = []
        var current = Path()
        for element in elements {
            if case .move = element, !current.elements.isEmpty {
                result.append(current)
                current = Path()
            }
            current.append(element)
        }
        if !current.elements.isEmpty { result.append(current) }
        return result
    }

    /// Twice the area enclosed, positive when the path runs clockwise on screen (y down).
    /// Curves are measured along their control polygons, close enough to tell the direction.
    public var signedArea: Double {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let c1, let c2, let p): points += [c1, c2, p]
            case .arc(let center, let r, let start, let end, _):
                for i in 0...8 {
                    let angle = start + (end - start) * Double(i) / 8
                    points.append(Point(center.x + r * cos(angle), center.y + r * sin(angle)))
                }
            case .close: break
            }
        }
        var sum = 0.0
        for i in points.indices {
            let (a, b) = (points[i], points[(i + 1) % points.count])
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    /// The path run backwards: one subpath of moves, lines and curves (an arc has no reverse
    /// here; build it from curves, as `a(_:_:_:_:_:)` does, to reverse it).
    public func reversed() -> Path {
        var start: Point?
        var segments: [(from: Point, element: Element)] = []
        var current: Point?
        var closed = false
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(_, _, let p):
                if let from = current { segments.append((from, element)) }
                current = p
            case .close: closed = true
            case .arc: assertionFailure("reversed() takes no arcs")
            }
        }
        guard let start, let end = current else { return self }
        var out = Path()
        if closed, end != start {
            out.move(to: start)
            out.line(to: end)
        } else {
            out.move(to: end)
        }
        for (from, element) in segments.reversed() {
            if case .curve(let c1, let c2, _) = element {
                out.curve(to: from, control1: c2, control2: c1)
            } else {
                out.line(to: from)
            }
        }
        if closed { out.close() }
        return out
    }

    /// A closed polygon through `corners` (x, y, radius), each corner rounded to a circular
    /// arc of its radius (0 for a sharp one), drawn with curves.
    public static func roundedPolygon(_ corners: [(Double, Double, Double)]) -> Path {
        guard let first = corners.first, let last = corners.last else { return Path() }
        // Start halfway along the closing edge, so every corner has an edge on both sides.
        let start = ((last.0 + first.0) / 2, (last.1 + first.1) / 2, 0.0)
        return Path { p in
            p.m(start.0, start.1)
            p.polyline(corners + [start])
            p.close()
        }
    }

    /// Lines on from the current point through `corners` (x, y, radius), each corner rounded
    /// to a circular arc of its radius; the last point is reached exactly, unrounded.
    public mutating func polyline(_ corners: [(Double, Double, Double)]) {
        guard var previous = lastPoint else { return }
        for (i, corner) in corners.enumerated() {
            let here = Point(corner.0, corner.1)
            defer { previous = here }
            guard corner.2 > 0, i + 1 < corners.count else {
                l(here.x, here.y)
                continue
            }
            let next = Point(corners[i + 1].0, corners[i + 1].1)
            let (u1, u2) = (Point.unit(from: here, towards: previous), Point.unit(from: here, towards: next))
            let inside = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
            let reach = corner.2 / tan(inside / 2)
            let handle = 4 / 3 * tan((Double.pi - inside) / 4) * corner.2
            let (t1, t2) = (Point(here.x + u1.x * reach, here.y + u1.y * reach),
                            Point(here.x + u2.x * reach, here.y + u2.y * reach))
            l(t1.x, t1.y)
            c(t1.x - u1.x * handle, t1.y - u1.y * handle, t2.x - u2.x * handle, t2.y - u2.y * handle, t2.x, t2.y)
        }
    }

    /// Draws the right half of a symmetric outline with `build`, then the same moves mirrored
    /// about x = `axis` and in reverse, back to where it started: the left half.
    public mutating func mirrored(aboutX axis: Double, _ build: (inout Path) -> Void) {
        guard let start = lastPoint else { return }
        var half = Path()
        half.m(start.x, start.y)
        build(&half)
        append(Path(half.elements.dropFirst()))
        append(Path(half.reversed().elements.dropFirst()).transformed { Point(2 * axis - $0.x, $0.y) })
    }

    // SVG-style shorthands, so each drawing reads like the path data it would be in an SVG file.
    /// Moves to (x, y).
    public mutating func m(_ x: Double, _ y: Double) { move(to: Point(x, y)) }
    /// A line to (x, y).
    public mutating func l(_ x: Double, _ y: Double) { line(to: Point(x, y)) }
    /// A cubic curve to (x, y) with control points (x1, y1) and (x2, y2).
    public mutating func c(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        curve(to: Point(x, y), control1: Point(x1, y1), control2: Point(x2, y2))
    }
    /// A quadratic curve to (x, y) with control point (cx, cy).
    public mutating func q(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        quadCurve(to: Point(x, y), control: Point(cx, cy))
    }
}

extension Point {
    /// The unit vector pointing from `a` towards `b`.
    public static func unit(from a: Point, towards b: Point) -> Point {
        let length = hypot(b.x - a.x, b.y - a.y)
        return Point((b.x - a.x) / length, (b.y - a.y) / length)
    }
}

/// A convex polygon's sharp corners moved `distance` outwards, each edge staying parallel to
/// itself: with every corner radius grown by `distance` too, the outline of the rounded polygon
/// grown by `distance`.
public func offsetPolygon(_ corners: [Point], by distance: Double) -> [Point] {
    let n = corners.count
    var area = 0.0
    for i in 0..<n {
        let (a, b) = (corners[i], corners[(i + 1) % n])
        area += a.x * b.y - b.x * a.y
    }
    let outward = area > 0 ? 1.0 : -1.0
    func normal(_ a: Point, _ b: Point) -> Point {
        let length = hypot(b.x - a.x, b.y - a.y)
        return Point(outward * (b.y - a.y) / length, -outward * (b.x - a.x) / length)
    }
    return (0..<n).map { i in
        let (prev, here, next) = (corners[(i + n - 1) % n], corners[i], corners[(i + 1) % n])
        let (n1, n2) = (normal(prev, here), normal(here, next))
        let scale = distance / (1 + n1.x * n2.x + n1.y * n2.y)
        return Point(here.x + (n1.x + n2.x) * scale, here.y + (n1.y + n2.y) * scale)
    }
}
