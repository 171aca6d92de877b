import Foundation
import TerrariumGraphics

// The drawings. Coordinates are on the 24x24 grid (origin top-left, y down); angles are in
// degrees, 0 pointing right and 90 pointing down, as on screen. Stroke centre lines stay within
// 2.875...21.125 so that, with half the 1.75 stroke added, nothing comes closer than 2 units to
// the edge (RitualIconTests checks this). Review changes on a contact sheet at 16-60 px: the
// numbers alone do not show whether an icon still reads at 16 pt.

extension RitualIcon {
    /// The icon's marks on its 24x24 grid (origin top-left, y down).
    var marks: [IconMark] {
        var s = Sketch()
        switch self {
        case .morning:
            s.horizonSun(rays: [-150, -30])
            s.line((12, 11.5), (12, 4))
            s.line((9, 7), (12, 4), (15, 7))
        case .midday:
            s.line((3.5, 19.5), (20.5, 19.5))
            s.circle(12, 10.25, 3.5)
            s.rays(12, 10.25, inner: 5.75, outer: 7.25, at: [-180, -135, -90, -45, 0, 45, 135])
        case .afternoon:
            s.cloudWithSun()
        case .evening:
            s.horizonSun(rays: [-150, -30])
            s.line((12, 4), (12, 11.5))
            s.line((9, 8.5), (12, 11.5), (15, 8.5))
        case .night:
            s.crescent(outer: (11.25, 12.75, 7.5), cut: (16, 8.25, 6))
            s.sparkle(18.25, 5.5, 2.75, filled: true)
        case .anytime:
            s.circle(12, 12, 8.75)
            s.line((12, 7), (12, 12), (15.5, 14))
        case .health:
            s.heart(12, 12.25, scale: 1)
        case .productivity:
            for y in [6.0, 12, 18] {
                s.line((3.5, y), (5, y + 1.5), (7.75, y - 1.5))
                s.line((11.5, y), (20.5, y))
            }
        case .mindfulness:
            s.lotus()
        case .selfCare:
            s.sparkle(9.75, 13.75, 6.5)
            s.sparkle(17.5, 6.25, 3.25)
            s.sparkle(18, 18, 2.25, filled: true)
        case .water:
            s.drop()
        case .sun:
            s.circle(12, 12, 4)
            s.rays(12, 12, inner: 6.5, outer: 8.75, at: stride(from: 0, to: 360, by: 45).map { $0 })
        case .moon:
            s.crescent(outer: (12, 12, 8.25), cut: (17.75, 6.75, 7))
        case .book:
            s.path { p in
                p.m(12, 7)
                p.c(10, 5.25, 7, 4.75, 3.5, 5.25)
                p.l(3.5, 18.25)
                p.c(7, 17.75, 10, 18.25, 12, 20)
                p.l(12, 7)
                p.c(14, 5.25, 17, 4.75, 20.5, 5.25)
                p.l(20.5, 18.25)
                p.c(17, 17.75, 14, 18.25, 12, 20)
            }
        case .breath:
            s.path { p in
                p.m(3.5, 8.5)
                p.l(14.5, 8.5)
                p.a(14.5, 6, 2.5, 90, -160, clockwise: false)
            }
            s.line((3.5, 12.5), (20.25, 12.5))
            s.path { p in
                p.m(3.5, 16.5)
                p.l(11.5, 16.5)
                p.a(11.5, 18.5, 2, -90, 150)
            }
        case .movement:
            s.dot(14.5, 4.75, 2.25)
            s.line((13.25, 8.5), (11, 13.75))
            s.line((7.5, 11.5), (9.5, 8.75), (13.25, 8.5), (15.5, 11.25), (18.5, 11.5))
            s.line((5, 17.5), (8.75, 17.25), (11, 13.75), (14.5, 16), (14, 20.5))
        case .sleep:
            s.line((3.5, 5), (3.5, 19.5))
            s.path { p in
                p.m(3.5, 12)
                p.l(18, 12)
                p.a(18, 14.5, 2.5, -90, 0)
                p.l(20.5, 19.5)
            }
            s.line((3.5, 16.25), (20.5, 16.25))
            s.roundedRect(6.5, 7.75, 5, 4.25, 1.5)
        case .skincare:
            s.roundedRect(6.5, 10.25, 11, 10, 2.5)
            s.roundedRect(9.5, 7.25, 5, 3, 0.75)
            s.line((12, 7.25), (12, 3.75))
            s.line((8.5, 3.75), (15, 3.75), (16.5, 5.25))
        case .meditation:
            s.dot(12, 4.75, 2.25)
            s.line((4.5, 15.5), (8.25, 10.5), (12, 9), (15.75, 10.5), (19.5, 15.5))
            s.line((12, 9), (12, 15))
            s.path { p in // crossed legs, ankles meeting in front
                p.m(3.5, 18)
                p.c(6.5, 20.5, 9.5, 20.5, 12, 18.5)
                p.c(14.5, 20.5, 17.5, 20.5, 20.5, 18)
            }
        case .journal:
            s.path { p in // a page, open at the top right where the pencil crosses it
                p.m(12, 5.5)
                p.l(6.5, 5.5)
                p.a(6.5, 8.5, 3, -90, -180, clockwise: false)
                p.l(3.5, 17.5)
                p.a(6.5, 17.5, 3, 180, 90, clockwise: false)
                p.l(15.5, 20.5)
                p.a(15.5, 17.5, 3, 90, 0, clockwise: false)
                p.l(18.5, 12)
            }
            s.line((7.25, 5.5), (7.25, 20.5))
            s.pencil(at: (15.25, 8.75), tilt: 45)
        case .gratitude:
            s.circle(12, 12, 8.75)
            s.heart(12, 12.25, scale: 0.45)
        case .tea:
            s.path { p in
                p.m(4, 10.5)
                p.l(16, 10.5)
                p.l(16, 15.5)
                p.c(16, 18.25, 13.75, 20.5, 11, 20.5)
                p.l(9, 20.5)
                p.c(6.25, 20.5, 4, 18.25, 4, 15.5)
                p.close()
            }
            s.path { p in
                p.m(16, 12)
                p.l(17.75, 12)
                p.a(17.75, 14.25, 2.25, -90, 90)
                p.l(16, 16.5)
            }
            s.steam(x: 8, top: 3.5)
            s.steam(x: 12, top: 3.5)
        case .food:
            s.apple()
        case .walk:
            s.footprint(at: (8, 8.5), tilt: -6, mirrored: false)
            s.footprint(at: (16, 13), tilt: 6, mirrored: true)
        case .stretch:
            s.dot(12, 4.75, 2.25)
            s.line((5.5, 4), (12, 9.5), (18.5, 4))
            s.line((12, 9.5), (12, 14.5))
            s.line((7.5, 20.5), (12, 14.5), (16.5, 20.5))
        case .strength:
            s.line((8.5, 12), (15.5, 12))
            s.roundedRect(5.5, 6.5, 3, 11, 1.25)
            s.roundedRect(15.5, 6.5, 3, 11, 1.25)
            s.line((3.5, 9.5), (3.5, 14.5))
            s.line((20.5, 9.5), (20.5, 14.5))
        case .vitamins:
            s.capsule()
        case .focus:
            s.circle(12, 12, 8.5)
            s.circle(12, 12, 4.5)
            s.dot(12, 12, 1.5)
        case .review:
            s.roundedRect(3.75, 5, 16.5, 15.25, 3)
            s.line((3.75, 9.75), (20.25, 9.75))
            s.line((8, 3), (8, 6.5))
            s.line((16, 3), (16, 6.5))
            s.line((8.75, 15), (11, 17.25), (15.25, 13))
        case .screenOff:
            s.slashedPhone()
        case .music:
            s.dot(8.75, 17.25, 3)
            s.path { p in
                p.m(11.75, 16.75)
                p.l(11.75, 3.5)
                p.c(13.5, 6.5, 18.5, 6.5, 18.5, 11)
            }
        case .alarm:
            s.circle(12, 13, 7.5)
            s.line((12, 9.5), (12, 13), (14.5, 14.5))
            s.line((3.5, 6), (6, 3.5))
            s.line((18, 3.5), (20.5, 6))
            s.line((6.75, 18.75), (5, 20.5))
            s.line((17.25, 18.75), (19, 20.5))
        case .floss:
            s.tooth()
        case .shower:
            s.path { p in
                p.m(5, 13)
                p.c(5, 9.5, 8, 7.75, 12, 7.75)
                p.c(16, 7.75, 19, 9.5, 19, 13)
                p.close()
            }
            s.path { p in
                p.m(12, 7.75)
                p.l(12, 6.5)
                p.c(12, 5.25, 13, 4.5, 14.25, 4.5)
                p.l(18.5, 4.5)
            }
            for (x, y) in [(7.5, 16), (12, 16), (16.5, 16), (9.75, 19.5), (14.25, 19.5)] {
                s.dot(x, y, 1.1)
            }
        case .plant:
            s.line((12, 20.5), (12, 11))
            s.line((7.5, 20.5), (16.5, 20.5))
            s.leaf(from: (12, 13.5), to: (4.5, 7.5), bulge: 2.5)
            s.leaf(from: (12, 11), to: (19.5, 4.5), bulge: 2.75)
        case .neutral:
            s.dashedRing(12, 12, 8.5, dashes: 12)
            s.dot(12, 12, 1.5)
        }
        return s.marks
    }
}

/// An icon under construction. Every stroked outline goes into one path, so a translucent
/// colour does not darken where lines meet or cross; fills stay separate marks.
private struct Sketch {
    private var strokes = Path()
    private var fills: [Path] = []

    var marks: [IconMark] {
        (strokes.elements.isEmpty ? [] : [.stroke(strokes)]) + fills.map { .fill($0) }
    }

    /// Adds `path` as new stroked subpaths. A subpath that opens with an arc gets a move to the
    /// arc's start first; otherwise Cairo would join it to the end of the previous subpath.
    mutating func stroke(_ path: Path) {
        if case .arc(let c, let r, let start, _, _) = path.elements.first {
            strokes.move(to: Point(c.x + r * cos(start), c.y + r * sin(start)))
        }
        strokes.append(path)
    }

    mutating func fill(_ path: Path) { fills.append(path) }

    mutating func path(_ build: (inout Path) -> Void) { stroke(Path(build)) }

    mutating func line(_ points: (Double, Double)...) {
        stroke(Path { p in
            for (i, point) in points.enumerated() {
                i == 0 ? p.m(point.0, point.1) : p.l(point.0, point.1)
            }
        })
    }

    mutating func circle(_ x: Double, _ y: Double, _ r: Double) {
        stroke(.circle(center: Point(x, y), radius: r))
    }

    mutating func dot(_ x: Double, _ y: Double, _ r: Double) {
        fill(.circle(center: Point(x, y), radius: r))
    }

    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        stroke(.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: r))
    }

    /// Short rays around a sun at (x, y), one per angle.
    mutating func rays(_ x: Double, _ y: Double, inner: Double, outer: Double, at angles: [Double]) {
        for angle in angles {
            let (dx, dy) = (cos(radians(angle)), sin(radians(angle)))
            line((x + inner * dx, y + inner * dy), (x + outer * dx, y + outer * dy))
        }
    }

    /// The horizon and half sun that sunrise and sunset share (the arrow tells them apart).
    mutating func horizonSun(rays angles: [Double]) {
        line((3.5, 19.5), (20.5, 19.5))
        path { p in p.a(12, 19.5, 5, 180, 360) }
        rays(12, 19.5, inner: 7.25, outer: 9, at: angles)
    }

    /// A four-pointed star with softly pinched sides.
    mutating func sparkle(_ x: Double, _ y: Double, _ r: Double, filled: Bool = false) {
        let pinch = r * 0.12
        let star = Path { p in
            p.m(x, y - r)
            p.q(x + pinch, y - pinch, x + r, y)
            p.q(x + pinch, y + pinch, x, y + r)
            p.q(x - pinch, y + pinch, x - r, y)
            p.q(x - pinch, y - pinch, x, y - r)
            p.close()
        }
        filled ? fill(star) : stroke(star)
    }

    /// A crescent: the `outer` disc (x, y, radius) with the `cut` disc taken out of it.
    mutating func crescent(outer: (Double, Double, Double), cut: (Double, Double, Double)) {
        let (o, ro) = (Point(outer.0, outer.1), outer.2)
        let (c, rc) = (Point(cut.0, cut.1), cut.2)
        guard let (a, b) = intersections(o, ro, c, rc) else { return }
        // Around the outer circle the long way (away from the cut), back around the cut's rim.
        let outerArc = sweep(o, a, b, avoiding: c)
        let innerArc = sweep(c, b, a, through: o)
        path { p in
            p.a(o.x, o.y, ro, outerArc.start, outerArc.end, clockwise: outerArc.clockwise)
            p.a(c.x, c.y, rc, innerArc.start, innerArc.end, clockwise: innerArc.clockwise)
            p.close()
        }
    }

    /// A heart centred on (x, y); `scale` 1 spans 17 units across.
    mutating func heart(_ x: Double, _ y: Double, scale k: Double) {
        func pt(_ dx: Double, _ dy: Double) -> (Double, Double) { (x + dx * k, y + dy * k) }
        path { p in
            let start = pt(0, -4.75)
            p.m(start.0, start.1)
            for (c1, c2, end) in [(pt(-1.25, -7), pt(-3.25, -8), pt(-5, -8)),
                                  (pt(-7.25, -8), pt(-8.5, -6.25), pt(-8.5, -3.75)),
                                  (pt(-8.5, 0.75), pt(-3, 4.75), pt(0, 7.5)),
                                  (pt(3, 4.75), pt(8.5, 0.75), pt(8.5, -3.75)),
                                  (pt(8.5, -6.25), pt(7.25, -8), pt(5, -8)),
                                  (pt(3.25, -8), pt(1.25, -7), pt(0, -4.75))] {
                p.c(c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            }
            p.close()
        }
    }

    /// Three petals from one base: a calm, open flower (mindfulness, not meditation's figure).
    mutating func lotus() {
        path { p in // centre petal
            p.m(12, 18.5)
            p.c(9, 16, 8.75, 9.5, 12, 5.5)
            p.c(15.25, 9.5, 15, 16, 12, 18.5)
        }
        path { p in // left petal
            p.m(12, 18.5)
            p.c(7, 18.5, 3.5, 15.5, 3.5, 10.75)
            p.c(6, 10.75, 8, 11.75, 9.5, 13)
        }
        path { p in // right petal
            p.m(12, 18.5)
            p.c(17, 18.5, 20.5, 15.5, 20.5, 10.75)
            p.c(18, 10.75, 16, 11.75, 14.5, 13)
        }
    }

    /// A drop: a point at the top, a round bottom drawn as a true half circle.
    mutating func drop() {
        path { p in
            p.m(12, 3.25)
            p.c(10, 6, 5.75, 10.25, 5.75, 14.25)
            p.a(12, 14.25, 6.25, 180, 0, clockwise: false)
            p.c(18.25, 10.25, 14, 6, 12, 3.25)
            p.close()
        }
    }

    /// A sun half hidden behind a cloud, with a small gap where the cloud passes in front.
    mutating func cloudWithSun() {
        let base = 20.0
        let left = (Point(8.5, base - 3.25), 3.25)
        let top = (Point(13.5, 13.25), 4.75)
        let right = (Point(17.5, base - 3.25), 3.25)
        guard let (leftTop, _) = intersections(left.0, left.1, top.0, top.1),
              let (topRight, _) = intersections(top.0, top.1, right.0, right.1) else { return }
        path { p in
            p.m(left.0.x, base)
            p.a(left.0.x, left.0.y, left.1, 90, after(90, angle(left.0, leftTop)))
            let topStart = angle(top.0, leftTop)
            p.a(top.0.x, top.0.y, top.1, topStart, after(topStart, angle(top.0, topRight)))
            let rightStart = angle(right.0, topRight)
            p.a(right.0.x, right.0.y, right.1, rightStart, after(rightStart, 90))
            p.close()
        }
        let sun = Point(9.5, 9.5)
        visibleArc(sun, 3.25, outside: [(left.0, left.1 + 2.5), (top.0, top.1 + 2.5)])
        rays(sun.x, sun.y, inner: 5.25, outer: 6.5, at: [-180, -135, -90, -45])
    }

    /// The parts of the circle (center, r) outside every one of `circles`, as arcs.
    mutating func visibleArc(_ center: Point, _ r: Double, outside circles: [(Point, Double)]) {
        func visible(_ degrees: Double) -> Bool {
            let p = Point(center.x + r * cos(radians(degrees)), center.y + r * sin(radians(degrees)))
            return circles.allSatisfy { hypot(p.x - $0.0.x, p.y - $0.0.y) >= $0.1 }
        }
        // Half-degree steps from a hidden angle, so each visible run is found whole.
        guard let hidden = stride(from: 0.0, to: 360, by: 0.5).first(where: { !visible($0) }) else {
            circle(center.x, center.y, r)
            return
        }
        var runStart: Double?
        for step in 0...720 {
            let angle = hidden + Double(step) * 0.5
            if visible(angle) {
                if runStart == nil { runStart = angle }
            } else if let start = runStart {
                path { p in p.a(center.x, center.y, r, start, angle - 0.5) }
                runStart = nil
            }
        }
    }

    /// Two wisps of steam rising from a cup.
    mutating func steam(x: Double, top: Double) {
        path { p in
            p.m(x, top + 4.5)
            p.c(x - 1.25, top + 3.25, x + 1.25, top + 1.25, x, top)
        }
    }

    /// An apple with a stem and leaf (an apple reads as food at any size; a plate does not).
    mutating func apple() {
        path { p in
            p.m(12, 8)
            p.c(9.5, 6.25, 4.25, 6.5, 4.25, 12)
            p.c(4.25, 16.5, 6.75, 20.5, 9, 20.5)
            p.c(10.25, 20.5, 10.75, 19.75, 12, 19.75)
            p.c(13.25, 19.75, 13.75, 20.5, 15, 20.5)
            p.c(17.25, 20.5, 19.75, 16.5, 19.75, 12)
            p.c(19.75, 6.5, 14.5, 6.25, 12, 8)
            p.close()
        }
        path { p in
            p.m(12, 8)
            p.c(12, 6, 12.5, 4.5, 13.5, 3.5)
        }
        leaf(from: (13, 6.25), to: (17, 4.75), bulge: 1.1)
    }

    /// One shoe print centred on `at`, turned by `tilt` degrees: the sole, broad at the toe
    /// and straighter on the outer side (a left foot unless `mirrored`), and a separate heel.
    mutating func footprint(at c: (Double, Double), tilt: Double, mirrored: Bool) {
        let m = mirrored ? -1.0 : 1.0
        let sole = Path { p in
            p.m(0, -5.25)
            p.c(2 * m, -5.25, 3 * m, -3.75, 3 * m, -2.25)
            p.c(3 * m, -0.25, 2.25 * m, 2.5, 0.25 * m, 2.5)
            p.c(-1.5 * m, 2.5, -2.5 * m, 0.5, -2.5 * m, -1.75)
            p.c(-2.5 * m, -4, -1.75 * m, -5.25, 0, -5.25)
            p.close()
        }
        let heel = Path.ellipse(in: Rect(x: -2 + 0.25 * m, y: 4.25, width: 4, height: 2.75))
        stroke(sole.rotated(by: tilt, then: c))
        stroke(heel.rotated(by: tilt, then: c))
    }

    /// A pencil centred on `at`, turned `tilt` degrees from upright, point first.
    mutating func pencil(at c: (Double, Double), tilt: Double) {
        let body = Path { p in
            p.m(-1.5, -5.5)
            p.l(-1.5, 3)
            p.l(0, 5.75)
            p.l(1.5, 3)
            p.l(1.5, -5.5)
            p.close()
        }
        stroke(body.rotated(by: tilt, then: c))
    }

    /// A capsule lying on the diagonal, split in two halves.
    mutating func capsule() {
        let r = 4.0
        let (lower, upper) = (Point(8.5, 15.5), Point(15.5, 8.5))
        path { p in
            p.a(upper.x, upper.y, r, -135, 45)
            p.a(lower.x, lower.y, r, 45, 225)
            p.close()
        }
        let d = r * sqrt(0.5)
        line((12 - d, 12 - d), (12 + d, 12 + d))
    }

    /// A phone crossed by a slash, its outline broken where the slash passes.
    mutating func slashedPhone() {
        let (a, b) = (Point(3.75, 7), Point(20.25, 17))
        let (left, right, top, bottom, r) = (6.75, 17.25, 3.0, 21.0, 2.75)
        // Where the slash crosses each side, and how far along the side to stop so the strokes
        // stay 2.5 units apart centre to centre (a 0.75 unit gap). Both crossings fall on the
        // straight part of the sides, so the corners stay whole.
        let slope = (b.y - a.y) / (b.x - a.x)
        let halfGap = 2.5 * (1 + slope * slope).squareRoot()
        let (leftCut, rightCut) = (a.y + (left - a.x) * slope, a.y + (right - a.x) * slope)
        path { p in
            p.m(left, leftCut + halfGap)
            p.l(left, bottom - r)
            p.a(left + r, bottom - r, r, 180, 90, clockwise: false)
            p.l(right - r, bottom)
            p.a(right - r, bottom - r, r, 90, 0, clockwise: false)
            p.l(right, rightCut + halfGap)
        }
        path { p in
            p.m(right, rightCut - halfGap)
            p.l(right, top + r)
            p.a(right - r, top + r, r, 0, -90, clockwise: false)
            p.l(left + r, top)
            p.a(left + r, top + r, r, -90, -180, clockwise: false)
            p.l(left, leftCut - halfGap)
        }
        line((a.x, a.y), (b.x, b.y))
        line((10.75, 6), (13.25, 6))
    }

    /// A molar: two rounded cusps and two roots, for flossing.
    mutating func tooth() {
        path { p in
            p.m(12, 6.5)
            p.c(10.5, 5, 8.75, 4, 7, 4.25)
            p.c(5, 4.5, 4, 6.25, 4, 8.5)
            p.c(4, 11.5, 5.5, 13, 6, 15)
            p.c(6.5, 17.25, 7, 20, 8.5, 20)
            p.c(9.75, 20, 10, 17.5, 10.25, 16.25)
            p.c(10.5, 15, 11.25, 14.5, 12, 14.5)
            p.c(12.75, 14.5, 13.5, 15, 13.75, 16.25)
            p.c(14, 17.5, 14.25, 20, 15.5, 20)
            p.c(17, 20, 17.5, 17.25, 18, 15)
            p.c(18.5, 13, 20, 11.5, 20, 8.5)
            p.c(20, 6.25, 19, 4.5, 17, 4.25)
            p.c(15.25, 4, 13.5, 5, 12, 6.5)
            p.close()
        }
    }

    /// An almond-shaped leaf between two points, bowed `bulge` units to each side.
    mutating func leaf(from a: (Double, Double), to b: (Double, Double), bulge: Double) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let length = (dx * dx + dy * dy).squareRoot()
        // A cubic's control points sit 4/3 as far out as the bow they make.
        let (nx, ny) = (-dy / length * bulge * 4 / 3, dx / length * bulge * 4 / 3)
        func at(_ t: Double, _ side: Double) -> (Double, Double) {
            (a.0 + dx * t + nx * side, a.1 + dy * t + ny * side)
        }
        path { p in
            p.m(a.0, a.1)
            let (c1, c2, d1, d2) = (at(0.25, 1), at(0.75, 1), at(0.75, -1), at(0.25, -1))
            p.c(c1.0, c1.1, c2.0, c2.1, b.0, b.1)
            p.c(d1.0, d1.1, d2.0, d2.1, a.0, a.1)
            p.close()
        }
    }

    /// A ring of `dashes` dashes, half dash and half gap, starting at the top.
    mutating func dashedRing(_ x: Double, _ y: Double, _ r: Double, dashes: Int) {
        let step = 360 / Double(dashes)
        for i in 0..<dashes {
            let start = Double(i) * step - 90 + step * 0.25
            path { p in p.a(x, y, r, start, start + step * 0.5) }
        }
    }
}

// MARK: - Geometry

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

/// `end` moved by whole turns to within one turn after `start`, for a clockwise arc.
private func after(_ start: Double, _ end: Double) -> Double {
    var end = end
    while end < start { end += 360 }
    while end >= start + 360 { end -= 360 }
    return end
}

/// The angle, in degrees, of `p` seen from `center`.
private func angle(_ center: Point, _ p: Point) -> Double { degrees(atan2(p.y - center.y, p.x - center.x)) }

/// Where two circles cross, ordered so the first point is on the left of the line from `c1`
/// to `c2` as seen on screen (y down): nil when they do not cross.
private func intersections(_ c1: Point, _ r1: Double, _ c2: Point, _ r2: Double) -> (Point, Point)? {
    let (dx, dy) = (c2.x - c1.x, c2.y - c1.y)
    let d = (dx * dx + dy * dy).squareRoot()
    guard d > 0, d < r1 + r2, d > abs(r1 - r2) else { return nil }
    let along = (d * d + r1 * r1 - r2 * r2) / (2 * d)
    let h = (r1 * r1 - along * along).squareRoot()
    let (mx, my) = (c1.x + dx * along / d, c1.y + dy * along / d)
    return (Point(mx + dy * h / d, my - dx * h / d), Point(mx - dy * h / d, my + dx * h / d))
}

/// An arc around `center` from `a` to `b`, in whichever direction keeps clear of (`avoiding`)
/// or passes (`through`) the direction of a given point.
private func sweep(_ center: Point, _ a: Point, _ b: Point, avoiding: Point? = nil, through: Point? = nil)
    -> (start: Double, end: Double, clockwise: Bool) {
    let start = angle(center, a)
    var end = angle(center, b)
    while end < start { end += 360 }
    let target = avoiding ?? through ?? b
    var t = angle(center, target)
    while t < start { t += 360 }
    let clockwiseContains = t <= end
    let clockwise = avoiding != nil ? !clockwiseContains : clockwiseContains
    return clockwise ? (start, end, true) : (start, end - 360, false)
}

private extension Path {
    /// The path turned `degrees` about the grid origin, then moved to `offset`: drawings made
    /// upright around (0, 0) and placed at an angle.
    func rotated(by degrees: Double, then offset: (Double, Double)) -> Path {
        let (c, s) = (cos(radians(degrees)), sin(radians(degrees)))
        return transformed({ Point($0.x * c - $0.y * s + offset.0, $0.x * s + $0.y * c + offset.1) }, rotation: radians(degrees))
    }
}

/// The arc shorthand in degrees, beside TerrariumGraphics' SVG-style `m`, `l`, `c` and `q`.
private extension Path {
    /// An arc with its angles in degrees.
    mutating func a(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double,
                    clockwise: Bool = true) {
        arc(center: Point(cx, cy), radius: r, start: radians(start), end: radians(end), clockwise: clockwise)
    }
}
