import Foundation
import Terrarium

// The drawings. Coordinates are on the 24x24 grid (origin top-left, y down); angles are in
// degrees, 0 pointing right and 90 pointing down, as on screen. Everything stays within
// 2...22 (CalmIconTests checks 1.5 at the least, curve control points included). Review changes
// on a contact sheet at 16-64 pt: the numbers alone do not show whether an icon still reads at
// 16 pt.
//
// A glyph is one compound path filled with the nonzero winding rule, Cairo's default (the
// engine has no even-odd fill). Solid parts are all wound clockwise, so where they overlap they
// simply merge; a cut-out is wound the other way and removes one layer of solid, so a hole must
// sit inside exactly one solid part (the handle's hole may cross into the cup: there the cup
// still covers it). A cut that would reach outside the solid is traced into the outline instead
// (the page the pencil crosses in `logEntry`). Lines (steam, band, wind, cross) are outlined
// into filled shapes with round ends, so they merge with the solids like any other part.

extension CalmIcon {
    /// The icon on its 24x24 grid, as one path to fill.
    var shape: Path { Self.shapes[self] ?? drawing }

    /// Every icon's path, drawn once: the lines are outlined by sampling, so an icon is worth
    /// keeping rather than redrawing for every frame.
    private static let shapes = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.drawing) })

    private var drawing: Path {
        var g = Glyph()
        switch self {
        case .meditate: g.meditator()
        case .hotChocolate: g.cupAndSaucer()
        case .audio: g.headphones()
        case .logEntry: g.pageAndPencil()
        case .sos: g.wind()
        case .sparkles:
            g.sparkle(9.5, 13.5, 7)
            g.sparkle(17.25, 6.25, 3.75)
            g.sparkle(18.25, 17.5, 2.5)
        case .quote:
            g.quoteMark(7.25, 14.5)
            g.quoteMark(16.25, 14.5)
        case .close:
            g.line(width: 2.5) { s in s.m(6, 6); s.l(18, 18) }
            g.line(width: 2.5) { s in s.m(18, 6); s.l(6, 18) }
        case .play:
            g.add(.roundedPolygon([(6.5, 3.5, 2), (21.5, 12, 2), (6.5, 20.5, 2)]))
        case .checkmark:
            g.circle(12, 12, 10)
            // The check's corner is rounded (radius 1.6, wider than half the line), so the
            // outline's inner edge does not fold over itself at the bend.
            g.cutLine(width: 2.5) { s in
                s.m(7.5, 12.5); s.l(9.3225, 14.3225); s.a(10.4538, 13.1911, 1.6, 135, 42.71); s.l(16.5, 9)
            }
        case .leaf:
            g.leaf()
        }
        return g.path
    }
}

/// A glyph under construction: solid parts and cut-outs gathered into one path.
private struct Glyph {
    private(set) var path = Path()

    /// Adds `shape`'s subpaths as solid, each wound clockwise on screen.
    mutating func add(_ shape: Path) {
        for sub in shape.subpaths { path.append(sub.signedArea < 0 ? sub.reversed() : sub) }
    }

    /// Adds `shape`'s subpaths as cut-outs, each wound anticlockwise; see the note at the top.
    mutating func cut(_ shape: Path) {
        for sub in shape.subpaths { path.append(sub.signedArea > 0 ? sub.reversed() : sub) }
    }

    /// A line `width` wide along the spine `build` draws, with round ends, as a filled outline.
    /// Keep bends wider than half the width, or the inner edge folds over itself.
    mutating func line(width: Double = CalmIcon.lineWidth, _ build: (inout Spine) -> Void) {
        var spine = Spine()
        build(&spine)
        add(spine.outline(halfWidth: width / 2))
    }

    /// A line like `line`, cut out of the solid under it instead of added; it must lie inside
    /// exactly one solid part.
    mutating func cutLine(width: Double = CalmIcon.lineWidth, _ build: (inout Spine) -> Void) {
        var spine = Spine()
        build(&spine)
        cut(spine.outline(halfWidth: width / 2))
    }

    mutating func circle(_ x: Double, _ y: Double, _ r: Double) {
        add(.circle(center: Point(x, y), radius: r))
    }

    // MARK: The drawings

    /// A figure seated cross-legged: head, then shoulders flowing into arms that reach down
    /// to rest on the knees, the legs a wide crossed base.
    mutating func meditator() {
        circle(12, 4.5, 2.5)
        add(Path { p in // body and arms, the hands sunk into the knees
            p.m(12, 8.25)
            p.mirrored(aboutX: 12) { p in
                p.l(13.25, 8.25)
                p.c(15.25, 8.25, 16.5, 9, 17.25, 10.5)
                p.c(18.25, 12.5, 19.5, 15, 20, 17)
                p.l(17.75, 17)
                p.c(17, 15, 16.25, 13.25, 15.25, 11.75)
                p.c(14, 13, 13.25, 14.75, 13.25, 17)
                p.l(12, 17)
            }
            p.close()
        })
        add(Path { p in // crossed legs: knees out to the sides, feet tucked in the middle
            p.m(2.75, 17.75)
            p.c(3.75, 15.5, 8, 15.25, 12, 16.25)
            p.c(16, 15.25, 20.25, 15.5, 21.25, 17.75)
            p.c(21.75, 19.75, 19.25, 20.75, 16, 20.5)
            p.l(12, 19.75)
            p.l(8, 20.5)
            p.c(4.75, 20.75, 2.25, 19.75, 2.75, 17.75)
            p.close()
        })
    }

    /// A round-bellied cup with a ring handle on a flat saucer, two wisps of steam above.
    mutating func cupAndSaucer() {
        add(Path { p in
            p.m(10, 10.5)
            p.polyline([(16, 10.5, 0.75), (16, 13, 0)])
            p.c(16, 15.5, 14, 17.25, 11.5, 17.25)
            p.l(8.5, 17.25)
            p.c(6, 17.25, 4, 15.5, 4, 13)
            p.polyline([(4, 10.5, 0.75), (10, 10.5, 0)])
            p.close()
        })
        circle(17.25, 13, 2.75)
        cut(.circle(center: Point(17.25, 13), radius: 1.25))
        add(.roundedPolygon([(2.5, 18.5, 1), (21.5, 18.5, 1), (21.5, 20.5, 1), (2.5, 20.5, 1)]))
        for x in [8.0, 12.0] {
            line { s in s.m(x, 8.5); s.c(x - 1.25, 7, x + 1.25, 5.25, x, 3.5) }
        }
    }

    /// A headband arching over two tall ear cups.
    mutating func headphones() {
        line { s in
            s.m(4, 15)
            s.l(4, 12)
            s.a(12, 12, 8, 180, 360)
            s.l(20, 15)
        }
        add(.roundedPolygon([(3, 12, 2), (8, 12, 2), (8, 20.5, 2), (3, 20.5, 2)]))
        add(.roundedPolygon([(16, 12, 2), (21, 12, 2), (21, 20.5, 2), (16, 20.5, 2)]))
    }

    /// A page with a pencil lying across its top right corner, the page cut back around it.
    mutating func pageAndPencil() {
        // The pencil, drawn along its own axis: `s` from the tip towards the end, `a` across.
        let tip = Point(9.5, 14.5)
        let (u, n) = (Point(sqrt(0.5), -sqrt(0.5)), Point(sqrt(0.5), sqrt(0.5)))
        func world(_ s: Double, _ a: Double) -> Point { Point(tip.x + s * u.x + a * n.x, tip.y + s * u.y + a * n.y) }
        let (half, taper, length, gap) = (1.75, 3.25, 14.0, 1.0)
        let pencil: [(Double, Double, Double)] = [(0, 0, 0.4), (taper, -half, 0.25), (length, -half, 1),
                                                  (length, half, 1), (taper, half, 0.25)]
        add(.roundedPolygon(pencil.map { let p = world($0.0, $0.1); return (p.x, p.y, $0.2) }))

        // The page, traced around the pencil `gap` away from it: the outline of the pencil
        // grown by `gap` (corners grow by `gap` too) from where it enters the top edge to where
        // it leaves the right edge.
        let (left, top, right, bottom, r) = (3.5, 6.0, 18.0, 20.5, 3.0)
        let grown = offsetPolygon(pencil.map { Point($0.0, $0.1) }, by: gap).map { world($0.x, $0.y) }
        // grown: tip, taper and end on the upper side, end and taper on the lower side.
        let enter = intersect(grown[1], grown[2], horizontal: top)
        let leave = intersect(grown[4], grown[3], vertical: right)
        add(Path { p in
            p.m(left + r, top)
            p.polyline([(enter.x, enter.y, 0), (grown[1].x, grown[1].y, 0.25 + gap),
                        (grown[0].x, grown[0].y, 0.4 + gap), (grown[4].x, grown[4].y, 0.25 + gap),
                        (leave.x, leave.y, 0)])
            p.polyline([(right, bottom, r), (left, bottom, r), (left, top, r), (left + r, top, 0)])
            p.close()
        })
    }

    /// Three breaths of wind: a short line curling up, a long one, a short one curling down.
    mutating func wind() {
        line { s in s.m(3, 8.25); s.l(11, 8.25); s.a(11, 5.75, 2.5, 90, -160) }
        line { s in s.m(3, 12.25); s.l(17.5, 12.25); s.a(17.5, 9.75, 2.5, 90, -160) }
        line { s in s.m(3, 16.25); s.l(9.5, 16.25); s.a(9.5, 18.5, 2.25, -90, 160) }
    }

    /// A leaf pointing up to the right, its stem reaching down to the left and its vein cut
    /// from near the stem towards the tip.
    mutating func leaf() {
        add(Path { p in
            p.m(7, 17.5)
            p.c(4.5, 10.5, 10, 3.5, 20.5, 3.5)
            p.c(21, 13.5, 14.5, 20, 7, 17.5)
            p.close()
        })
        line { s in s.m(7.5, 17); s.l(3.5, 21) }
        cutLine(width: 1.5) { s in s.m(9.5, 15); s.l(16.5, 8) }
    }

    /// A four-pointed star centred on (x, y), `r` from the centre to each point, its sides
    /// curving in.
    mutating func sparkle(_ x: Double, _ y: Double, _ r: Double) {
        let k = 0.5 * r
        add(Path { p in
            p.m(x, y - r)
            p.c(x, y - k, x + k, y, x + r, y)
            p.c(x + k, y, x, y + k, x, y + r)
            p.c(x, y + k, x - k, y, x - r, y)
            p.c(x - k, y, x, y - k, x, y - r)
            p.close()
        })
    }

    /// One opening quotation mark: a ball with a tail sweeping up to the right, like a "6".
    mutating func quoteMark(_ x: Double, _ y: Double) {
        circle(x, y, 3.5)
        add(Path { p in
            p.m(x - 3.5, y)
            p.c(x - 3.5, y - 4.5, x - 1, y - 7.5, x + 3, y - 8.5)
            p.c(x + 3.6, y - 8.65, x + 4, y - 8.2, x + 4, y - 7.6)
            p.c(x + 4, y - 7.1, x + 3.7, y - 6.8, x + 3.3, y - 6.65)
            p.c(x + 0.8, y - 5.8, x - 0.5, y - 4.2, x - 0.3, y - 3)
            p.l(x, y)
            p.close()
        })
    }
}

/// The centre line of a stroke, sampled densely so `outline` can offset it.
private struct Spine {
    private(set) var points: [Point] = []
    private let step = 0.2

    mutating func m(_ x: Double, _ y: Double) { points = [Point(x, y)] }

    mutating func l(_ x: Double, _ y: Double) {
        guard let from = points.last else { return m(x, y) }
        let count = max(1, Int((hypot(x - from.x, y - from.y) / step).rounded(.up)))
        for i in 1...count {
            let t = Double(i) / Double(count)
            points.append(Point(from.x + (x - from.x) * t, from.y + (y - from.y) * t))
        }
    }

    mutating func c(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        guard let p0 = points.last else { return m(x, y) }
        let rough = hypot(x1 - p0.x, y1 - p0.y) + hypot(x2 - x1, y2 - y1) + hypot(x - x2, y - y2)
        let count = max(4, Int((rough / step).rounded(.up)))
        for i in 1...count {
            let t = Double(i) / Double(count), s = 1 - t
            let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            points.append(Point(a * p0.x + b * x1 + c * x2 + d * x,
                                a * p0.y + b * y1 + c * y2 + d * y))
        }
    }

    /// An arc around (cx, cy) from `start` to `end` degrees, the way the numbers run (increasing
    /// is clockwise on screen), joined by a line from where the spine was.
    mutating func a(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double) {
        let count = max(2, Int((abs(end - start) * .pi / 180 * r / step).rounded(.up)))
        for i in 0...count {
            let angle = radians(start + (end - start) * Double(i) / Double(count))
            let p = Point(cx + r * cos(angle), cy + r * sin(angle))
            if let last = points.last, hypot(p.x - last.x, p.y - last.y) < 1e-9 { continue }
            points.isEmpty ? m(p.x, p.y) : points.append(p)
        }
    }

    /// The outline of the spine `halfWidth` out on each side, with half-circle ends.
    func outline(halfWidth h: Double) -> Path {
        guard points.count >= 2 else { return Path() }
        let normals = points.indices.map { i -> Point in
            let (a, b) = (points[max(0, i - 1)], points[min(points.count - 1, i + 1)])
            let length = hypot(b.x - a.x, b.y - a.y)
            return Point(-(b.y - a.y) / length, (b.x - a.x) / length)
        }
        func side(_ i: Int, _ sign: Double) -> Point {
            Point(points[i].x + sign * h * normals[i].x, points[i].y + sign * h * normals[i].y)
        }
        func angle(_ v: Point) -> Double { atan2(v.y, v.x) * 180 / .pi }
        let (first, last) = (0, points.count - 1)
        return Path { p in
            p.m(side(first, 1).x, side(first, 1).y)
            for i in points.indices.dropFirst() { p.l(side(i, 1).x, side(i, 1).y) }
            let endAngle = angle(normals[last])
            p.a(points[last].x, points[last].y, h, endAngle, endAngle - 180)
            for i in points.indices.reversed().dropFirst() { p.l(side(i, -1).x, side(i, -1).y) }
            let startAngle = angle(normals[first]) + 180
            p.a(points[first].x, points[first].y, h, startAngle, startAngle - 180)
            p.close()
        }
    }
}

// MARK: - Geometry

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Where the line through `a` and `b` crosses y = `horizontal`.
private func intersect(_ a: Point, _ b: Point, horizontal y: Double) -> Point {
    Point(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
}

/// Where the line through `a` and `b` crosses x = `vertical`.
private func intersect(_ a: Point, _ b: Point, vertical x: Double) -> Point {
    Point(x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
}

private extension Path {
    /// An arc around (cx, cy) from `start` to `end` degrees, the way the numbers run, as cubic
    /// curves (so the path can be reversed and measured); a line joins it from the current point.
    mutating func a(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double) {
        let pieces = max(1, Int((abs(end - start) / 90).rounded(.up)))
        let sweep = radians(end - start) / Double(pieces)
        let handle = 4 / 3 * tan(sweep / 4) * r
        var angle = radians(start)
        let from = Point(cx + r * cos(angle), cy + r * sin(angle))
        if let last = lastPoint {
            if hypot(from.x - last.x, from.y - last.y) > 1e-9 { l(from.x, from.y) }
        } else {
            m(from.x, from.y)
        }
        for _ in 0..<pieces {
            let next = angle + sweep
            let (p0, p1) = (Point(cx + r * cos(angle), cy + r * sin(angle)),
                            Point(cx + r * cos(next), cy + r * sin(next)))
            c(p0.x - handle * sin(angle), p0.y + handle * cos(angle),
              p1.x + handle * sin(next), p1.y - handle * cos(next), p1.x, p1.y)
            angle = next
        }
    }
}
