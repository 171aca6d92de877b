import Foundation
import Terrarium

/// Bloom's plant, drawn as smooth vector art: one pot, one soil line, and a plant that grows
/// through the stages by reusing the same few helpers (stem, leaf, bud, flower) with bigger
/// parameters. Light always comes from the upper left. Every colour is a palette colour or a
/// mix of palette colours with each other, black or white.
enum PlantArt {
    static let canvasSize = 1024
    /// The centre of the soil line at the pot's top. Identical for every sprite, so the pot
    /// never jumps when the app swaps one stage for the next.
    static let anchor = Point(512, 722)

    static func scene(for sprite: PlantSprite, palette: PlantPalette) -> Scene {
        var art = PlantPainter(palette: palette)
        art.groundShadow()
        art.pot()
        switch sprite {
        case .seed:
            art.seed()
        case .wilted:
            art.wiltedPlant()
        case .sprout, .seedling, .vegetative, .bud, .prebloom, .bloom:
            art.healthyPlant(Growth.of(sprite))
        }
        return art.scene
    }
}

// MARK: - Growth: what each stage shows

/// Where one leaf sits and how it is held.
private struct LeafSpec {
    var t: Double        // position along the stem, 0 = soil, 1 = top
    var side: Double     // -1 left, +1 right
    var lift: Double     // degrees above horizontal at the base
    var length: Double
    var droop: Double    // how much the leaf bends down under its own weight (see leaf(at:...))
}

/// What crowns the stem.
private enum Crown {
    case none
    case bud(size: Double)
    case openingBud(size: Double)
    case flower(radius: Double)
}

/// One healthy stage: the stem's height and thickness, its leaves and its crown.
private struct Growth {
    var height: Double
    var baseWidth: Double
    var tipWidth: Double
    var leaves: [LeafSpec]
    var crown: Crown

    /// The mature foliage shared by the last three stages, so the flower is what changes.
    private static func matureLeaves(scale s: Double) -> [LeafSpec] {
        [LeafSpec(t: 0.14, side: -1, lift: 10, length: 196 * s, droop: 0.26),
         LeafSpec(t: 0.22, side: 1, lift: 14, length: 206 * s, droop: 0.26),
         LeafSpec(t: 0.34, side: -1, lift: 20, length: 188 * s, droop: 0.22),
         LeafSpec(t: 0.46, side: 1, lift: 24, length: 176 * s, droop: 0.2),
         LeafSpec(t: 0.58, side: -1, lift: 30, length: 150 * s, droop: 0.16),
         LeafSpec(t: 0.68, side: 1, lift: 28, length: 130 * s, droop: 0.14)]
    }

    /// The healthy stages only; the seed and the wilted plant have their own helpers.
    static func of(_ sprite: PlantSprite) -> Growth {
        switch sprite {
        case .sprout:
            // A short shoot whose first two leaves are still folded upwards.
            return Growth(height: 118, baseWidth: 16, tipWidth: 10, leaves: [
                LeafSpec(t: 1, side: -1, lift: 50, length: 76, droop: 0.02),
                LeafSpec(t: 1, side: 1, lift: 42, length: 82, droop: 0.02),
            ], crown: .none)
        case .seedling:
            // The two seed leaves have opened out flat.
            return Growth(height: 210, baseWidth: 18, tipWidth: 11, leaves: [
                LeafSpec(t: 1, side: -1, lift: 24, length: 150, droop: 0.16),
                LeafSpec(t: 1, side: 1, lift: 20, length: 160, droop: 0.16),
            ], crown: .none)
        case .vegetative:
            return Growth(height: 360, baseWidth: 22, tipWidth: 11, leaves: [
                LeafSpec(t: 0.30, side: 1, lift: 16, length: 170, droop: 0.22),
                LeafSpec(t: 0.44, side: -1, lift: 20, length: 164, droop: 0.22),
                LeafSpec(t: 0.62, side: 1, lift: 28, length: 134, droop: 0.16),
                LeafSpec(t: 0.78, side: -1, lift: 34, length: 110, droop: 0.12),
                LeafSpec(t: 1, side: 1, lift: 52, length: 74, droop: 0.04),
                LeafSpec(t: 1, side: -1, lift: 62, length: 60, droop: 0.02),
            ], crown: .none)
        case .bud:
            return Growth(height: 400, baseWidth: 24, tipWidth: 12,
                          leaves: matureLeaves(scale: 1), crown: .bud(size: 150))
        case .prebloom:
            return Growth(height: 420, baseWidth: 25, tipWidth: 12,
                          leaves: matureLeaves(scale: 1.06), crown: .openingBud(size: 172))
        case .bloom:
            return Growth(height: 456, baseWidth: 27, tipWidth: 13,
                          leaves: matureLeaves(scale: 1.12), crown: .flower(radius: 150))
        case .seed, .wilted:
            preconditionFailure("\(sprite) is drawn by seed() / wiltedPlant(), not from a Growth")
        }
    }
}

// MARK: - Colours

/// Three shades of one material, lit from the upper left.
private struct Tone {
    var light: Color
    var mid: Color
    var dark: Color

    init(_ base: Color, light: Double = 0.28, shade: Color, dark: Double = 0.35) {
        self.light = base.mixed(with: .white, light)
        mid = base
        self.dark = base.mixed(with: shade, dark)
    }
}

// MARK: - The painter

/// Accumulates the draw list. Each helper draws one element in its final place.
private struct PlantPainter {
    let palette: PlantPalette
    var scene = Scene(size: Size(Double(PlantArt.canvasSize), Double(PlantArt.canvasSize)))

    let leafTone: Tone
    let petalTone: Tone
    let potTone: Tone
    let wiltTone: Tone
    let wiltPetalTone: Tone

    init(palette: PlantPalette) {
        self.palette = palette
        leafTone = Tone(palette.stem, light: 0.30, shade: palette.soil, dark: 0.38)
        petalTone = Tone(palette.petal, light: 0.38, shade: palette.soil, dark: 0.22)
        potTone = Tone(palette.pot, light: 0.22, shade: palette.soil, dark: 0.55)
        // Dead foliage keeps a trace of green so it still reads as a plant, not as wood.
        wiltTone = Tone(palette.wilt.mixed(with: palette.stem, 0.12), light: 0.22,
                        shade: palette.soil, dark: 0.42)
        wiltPetalTone = Tone(palette.petal.mixed(with: palette.wilt, 0.62), light: 0.2,
                             shade: palette.soil, dark: 0.3)
    }

    // MARK: Pot

    /// Pot geometry: a short cylinder seen slightly from above, so every horizontal circle
    /// is an ellipse with this height-to-width ratio.
    private static let rimRadius = 186.0
    private static let rimDepth = 56.0
    private static let ellipseRatio = 0.15
    private static let soilRadius = 162.0
    private static let baseY = 938.0
    private static let baseRadius = 132.0

    /// A soft contact shadow under the pot, built from stacked faint ellipses because the
    /// radial paint is circular and the shadow has to be flat.
    mutating func groundShadow() {
        let centre = Point(PlantArt.anchor.x, Self.baseY + Self.baseRadius * Self.ellipseRatio + 4)
        for i in 0..<16 {
            let k = Double(i) / 15
            let rx = 226 - 90 * k, ry = 30 - 14 * k
            scene.fill(.ellipse(in: Rect(x: centre.x - rx, y: centre.y - ry, width: 2 * rx, height: 2 * ry)),
                       .solid(palette.soil.withAlpha(0.022)))
        }
    }

    mutating func pot() {
        let cx = PlantArt.anchor.x
        let rimY = PlantArt.anchor.y
        let r = Self.rimRadius, e = Self.ellipseRatio
        let rimBottom = rimY + Self.rimDepth
        let bodyTop = r - 16

        // Body: tapers from under the rim to a rounded base.
        let body = Path { p in
            p.move(to: Point(cx - bodyTop, rimBottom))
            p.curve(to: Point(cx - Self.baseRadius, Self.baseY),
                    control1: Point(cx - bodyTop + 4, rimBottom + 70),
                    control2: Point(cx - Self.baseRadius - 10, Self.baseY - 50))
            p.append(halfEllipse(centre: Point(cx, Self.baseY), rx: Self.baseRadius, ry: Self.baseRadius * e, lower: true, leftToRight: true, continuing: true))
            p.curve(to: Point(cx + bodyTop, rimBottom),
                    control1: Point(cx + Self.baseRadius + 10, Self.baseY - 50),
                    control2: Point(cx + bodyTop - 4, rimBottom + 70))
            p.close()
        }
        scene.fill(body, horizontalShade(cx - bodyTop, cx + bodyTop, potTone))
        scene.group(clip: body) { s in
            // The rim throws a shadow onto the body just below it.
            s.fill(.rect(Rect(x: cx - r, y: rimBottom - 4, width: 2 * r, height: 60)),
                   .linear(from: Point(0, rimBottom + 10), to: Point(0, rimBottom + 54),
                           stops: [GradientStop(0, potTone.dark.withAlpha(0.75)),
                                   GradientStop(1, potTone.dark.withAlpha(0))]))
            // A soft vertical sheen on the lit side, fading out at both edges.
            let sheen = Rect(x: cx - 140, y: rimBottom + 26, width: 46, height: 132)
            s.fill(.roundedRect(sheen, radius: 23),
                   .linear(from: Point(sheen.minX, 0), to: Point(sheen.maxX, 0),
                           stops: [GradientStop(0, Color.white.withAlpha(0)),
                                   GradientStop(0.45, Color.white.withAlpha(0.16)),
                                   GradientStop(1, Color.white.withAlpha(0))]))
            // The base turns away from the light.
            s.fill(.rect(Rect(x: cx - r, y: Self.baseY - 70, width: 2 * r, height: 100)),
                   .linear(from: Point(0, Self.baseY - 70), to: Point(0, Self.baseY + 20),
                           stops: [GradientStop(0, potTone.dark.withAlpha(0)),
                                   GradientStop(1, potTone.dark.withAlpha(0.5))]))
        }

        // Rim front band: the lower halves of two stacked ellipses.
        let band = Path { p in
            p.append(halfEllipse(centre: Point(cx, rimY), rx: r, ry: r * e, lower: true, leftToRight: true))
            p.line(to: Point(cx + r, rimBottom - 6))
            p.append(halfEllipse(centre: Point(cx, rimBottom - 6), rx: r, ry: r * e, lower: true, leftToRight: false, continuing: true))
            p.close()
        }
        let rimShade = Tone(palette.pot.mixed(with: .white, 0.06), light: 0.26, shade: palette.soil, dark: 0.45)
        scene.fill(band, horizontalShade(cx - r, cx + r, rimShade))
        // A pale lip along the band's lower edge lifts it off the darker body.
        scene.stroke(halfEllipse(centre: Point(cx, rimBottom - 7), rx: r - 6, ry: (r - 6) * e, lower: true, leftToRight: true),
                     .linear(from: Point(cx - r, 0), to: Point(cx + r, 0),
                             stops: [GradientStop(0, Color.white.withAlpha(0.18)),
                                     GradientStop(0.6, Color.white.withAlpha(0.04)),
                                     GradientStop(1, Color.white.withAlpha(0))]),
                     StrokeStyle(width: 3))

        // The rim's top surface: the lightest part of the pot, so it reads on the night sky.
        let rimTop = Path.ellipse(in: Rect(x: cx - r, y: rimY - r * e, width: 2 * r, height: 2 * r * e))
        scene.fill(rimTop, .linear(from: Point(cx - r, rimY), to: Point(cx + r, rimY),
                                   stops: [GradientStop(0, palette.pot.mixed(with: .white, 0.42)),
                                           GradientStop(0.5, palette.pot.mixed(with: .white, 0.28)),
                                           GradientStop(1, palette.pot.mixed(with: .white, 0.12))]))

        // Soil: darker at the back, where the rim shades it.
        let sr = Self.soilRadius
        let soilTop = rimY - sr * e + 3
        let soil = Path.ellipse(in: Rect(x: cx - sr, y: soilTop, width: 2 * sr, height: 2 * sr * e))
        scene.fill(soil, .linear(from: Point(cx, soilTop), to: Point(cx, soilTop + 2 * sr * e),
                                 stops: [GradientStop(0, palette.soil.mixed(with: .black, 0.35)),
                                         GradientStop(0.55, palette.soil),
                                         GradientStop(1, palette.soil.mixed(with: palette.pot, 0.3))]))
        // A few crumbs, hand-placed so every stage shows the same soil.
        let crumbs: [(Double, Double, Double)] = [(-112, 8, 5), (-66, 14, 3.5), (-30, 4, 4), (64, 12, 4.5),
                                                  (110, 4, 3.5), (132, 10, 3), (-138, 2, 3), (20, 16, 3)]
        for (dx, dy, rad) in crumbs {
            scene.fill(.ellipse(in: Rect(x: cx + dx - rad, y: rimY + dy - rad * 0.6, width: 2 * rad, height: 1.2 * rad)),
                       .solid(palette.soil.mixed(with: palette.pot, 0.6).withAlpha(0.7)))
        }
    }

    /// Half of an axis-aligned ellipse as a path, the lower or upper half, in either direction.
    private func halfEllipse(centre c: Point, rx: Double, ry: Double, lower: Bool,
                             leftToRight: Bool, continuing: Bool = false) -> Path {
        let k = 0.5522847498
        let sy = lower ? 1.0 : -1.0
        let sx = leftToRight ? 1.0 : -1.0
        let start = Point(c.x - sx * rx, c.y)
        let bottom = Point(c.x, c.y + sy * ry)
        let end = Point(c.x + sx * rx, c.y)
        return Path { p in
            if continuing { p.line(to: start) } else { p.move(to: start) }
            p.curve(to: bottom, control1: Point(start.x, c.y + sy * k * ry), control2: Point(c.x - sx * k * rx, bottom.y))
            p.curve(to: end, control1: Point(c.x + sx * k * rx, bottom.y), control2: Point(end.x, c.y + sy * k * ry))
        }
    }

    /// A left-to-right shade: lit left edge, the plain colour, and a darker turned-away right.
    private func horizontalShade(_ minX: Double, _ maxX: Double, _ tone: Tone) -> Paint {
        .linear(from: Point(minX, 0), to: Point(maxX, 0),
                stops: [GradientStop(0, tone.mid.mixed(with: tone.light, 0.55)),
                        GradientStop(0.28, tone.light),
                        GradientStop(0.55, tone.mid),
                        GradientStop(1, tone.dark)])
    }

    /// A little heap of loose soil, hiding where a stem or the seed meets the surface.
    private mutating func soilMound(at c: Point, width w: Double, height: Double? = nil) {
        let h = height ?? w * 0.32
        let mound = smoothShape([
            cubic(Point(c.x - w / 2, c.y + h * 0.35), Point(c.x - w * 0.3, c.y - h * 0.2),
                  Point(c.x - w * 0.18, c.y - h * 0.75), Point(c.x, c.y - h * 0.75)),
            cubic(Point(c.x, c.y - h * 0.75), Point(c.x + w * 0.18, c.y - h * 0.75),
                  Point(c.x + w * 0.3, c.y - h * 0.2), Point(c.x + w / 2, c.y + h * 0.35)),
            cubic(Point(c.x + w / 2, c.y + h * 0.35), Point(c.x + w * 0.2, c.y + h * 0.6),
                  Point(c.x - w * 0.2, c.y + h * 0.6), Point(c.x - w / 2, c.y + h * 0.35)),
        ])
        scene.fill(mound, .linear(from: Point(c.x - w / 2, c.y - h), to: Point(c.x + w / 2, c.y + h),
                                  stops: [GradientStop(0, palette.soil.mixed(with: palette.pot, 0.55)),
                                          GradientStop(1, palette.soil.mixed(with: .black, 0.1))]))
    }

    // MARK: Seed

    mutating func seed() {
        let c = Point(PlantArt.anchor.x + 6, PlantArt.anchor.y - 30)
        let tone = Tone(palette.seed, light: 0.35, shade: palette.soil, dark: 0.4)
        // A faint glow of promise, kept above the rim so it never tints the pot.
        let aboveRim = Path { p in
            p.append(.rect(Rect(x: 0, y: 0, width: Double(PlantArt.canvasSize), height: PlantArt.anchor.y)))
            let r = Self.rimRadius, e = Self.ellipseRatio
            p.append(.ellipse(in: Rect(x: PlantArt.anchor.x - r, y: PlantArt.anchor.y - r * e, width: 2 * r, height: 2 * r * e)))
        }
        scene.group(clip: aboveRim) { s in
            s.fill(.circle(center: c, radius: 130),
                   .radial(center: c, radius: 130, stops: [GradientStop(0, palette.pollen.withAlpha(0.28)),
                                                          GradientStop(1, palette.pollen.withAlpha(0))]))
        }
        // An egg shape, tilted as if it had just settled, pointed end up and to the right.
        let place: (Point) -> Point = { c + $0.rotated(-0.42) }
        let (a, b) = (60.0, 40.0)
        let outline = [cubic(Point(-a, 0), Point(-a, -b * 1.32), Point(a * 0.55, -b * 1.2), Point(a, 0)),
                       cubic(Point(a, 0), Point(a * 0.55, b * 1.2), Point(-a, b * 1.32), Point(-a, 0))]
            .map { $0.map(place) }
        scene.fill(smoothShape(outline), diagonalShade(bounds(outline.flatMap { $0 }), tone))
        // The seam down its length, and a glossy spot on the lit shoulder.
        scene.stroke(smoothShape([cubic(Point(-a * 0.75, 2), Point(-a * 0.2, 9), Point(a * 0.4, 7), Point(a * 0.88, 0))
                                    .map(place)], closed: false),
                     .solid(tone.dark.withAlpha(0.5)), StrokeStyle(width: 3))
        scene.fill(Path.ellipse(in: Rect(x: -a * 0.5, y: -b * 0.8, width: a * 0.72, height: b * 0.36)).transformed(place),
                   .solid(Color.white.withAlpha(0.4)))
        // Loose soil heaped against its lower side: the seed is planted, not lying on top.
        soilMound(at: Point(c.x - 4, PlantArt.anchor.y + 6), width: 200, height: 18)
    }

    // MARK: Healthy plant

    mutating func healthyPlant(_ growth: Growth) {
        let base = Point(PlantArt.anchor.x, PlantArt.anchor.y + 8)
        let h = growth.height
        // A gentle S-curve: a living stem is never ruler-straight.
        let top = Point(base.x + 8, base.y - h)
        let stem = Stem(segments: [(base, Point(base.x - 0.06 * h, base.y - 0.38 * h),
                                    Point(top.x + 0.07 * h, base.y - 0.74 * h), top)])

        if case .flower(let radius) = growth.crown { halo(at: top, radius: radius) }
        // Leaves first, so the stem covers their bases and they seem to grow out of it.
        for spec in growth.leaves { leaf(spec, on: stem, tone: leafTone) }
        drawStem(stem, baseWidth: growth.baseWidth, tipWidth: growth.tipWidth, tone: leafTone)
        let crownAngle = stem.direction(at: 1)
        switch growth.crown {
        case .none:
            break
        case .bud(let size):
            bud(at: top, angle: crownAngle, size: size, tone: petalTone, sepals: leafTone)
        case .openingBud(let size):
            openingBud(at: top, angle: crownAngle, size: size, tone: petalTone, sepals: leafTone)
        case .flower(let radius):
            flower(at: Point(top.x, top.y - radius * 0.12), radius: radius)
            particles(around: Point(top.x, top.y - radius * 0.12), radius: radius)
        }
        soilMound(at: Point(base.x + 2, base.y - 2), width: growth.baseWidth * 3.6)
    }

    // MARK: Wilted plant

    /// The error state: the same plant grown to the bud stage, but the stem has given way
    /// and arcs over, the leaves hang limp and the flower head points at the soil.
    mutating func wiltedPlant() {
        let base = Point(PlantArt.anchor.x, PlantArt.anchor.y + 8)
        let stem = Stem(segments: [
            (base, Point(base.x - 14, base.y - 150), Point(base.x - 22, base.y - 280), Point(base.x + 10, base.y - 370)),
            (Point(base.x + 10, base.y - 370), Point(base.x + 44, base.y - 456),
             Point(base.x + 150, base.y - 452), Point(base.x + 178, base.y - 350)),
        ])
        // Limp leaves: each still leaves the stem reaching outwards, then folds down
        // under its own weight, so the whole outline sags.
        let leaves: [LeafSpec] = [
            LeafSpec(t: 0.14, side: 1, lift: 8, length: 150, droop: 0.9),
            LeafSpec(t: 0.22, side: -1, lift: 12, length: 170, droop: 0.95),
            LeafSpec(t: 0.36, side: 1, lift: 14, length: 150, droop: 0.95),
            LeafSpec(t: 0.44, side: -1, lift: 16, length: 150, droop: 0.95),
            LeafSpec(t: 0.6, side: -1, lift: 20, length: 120, droop: 0.9),
        ]
        // Narrower than the healthy leaves: they have shrivelled.
        for spec in leaves { leaf(spec, on: stem, tone: wiltTone, widthRatio: 0.34) }
        let stemTone = Tone(palette.wilt.mixed(with: palette.stem, 0.22), light: 0.22, shade: palette.soil, dark: 0.4)
        drawStem(stem, baseWidth: 22, tipWidth: 11, tone: stemTone)
        openingBud(at: stem.point(at: 1), angle: stem.direction(at: 1), size: 150,
                   tone: wiltPetalTone, sepals: wiltTone, wilted: true)
        soilMound(at: Point(base.x + 2, base.y - 2), width: 80)
        // One petal has already dropped onto the soil.
        petal(from: Point(PlantArt.anchor.x - 112, PlantArt.anchor.y + 4), angle: -0.25, length: 58, width: 34,
              tone: wiltPetalTone, flatten: 0.45)
    }

    // MARK: Stem

    /// Fills a tapered stem and gives it a lit left flank and a shaded right flank.
    private mutating func drawStem(_ stem: Stem, baseWidth: Double, tipWidth: Double, tone: Tone) {
        let width: (Double) -> Double = { t in baseWidth + (tipWidth - baseWidth) * pow(t, 0.8) }
        scene.fill(stem.ribbon(from: -1, to: 1, width: width, roundTip: true), .solid(tone.mid))
        scene.fill(stem.ribbon(from: -1, to: -0.3, width: width, roundTip: false), .solid(tone.dark.withAlpha(0.55)))
        scene.fill(stem.ribbon(from: 0.25, to: 0.7, width: width, roundTip: false, end: 0.97),
                   .solid(tone.light.withAlpha(0.7)))
    }

    // MARK: Leaf

    /// A leaf placed on a stem as `spec` describes.
    private mutating func leaf(_ spec: LeafSpec, on stem: Stem, tone: Tone, widthRatio: Double = 0.4) {
        let lift = spec.lift * .pi / 180
        leaf(at: stem.point(at: spec.t), angle: spec.side > 0 ? -lift : .pi + lift,
             length: spec.length, droop: spec.droop, tone: tone, widthRatio: widthRatio)
    }

    /// A pointed leaf from `base` along `angle` (radians, screen space, 0 = right). Its midrib
    /// bends downwards along an even arc, turning by `droop` × 1.5 radians from base to tip,
    /// so a small droop is a healthy arch and a large one a limp, hanging leaf. The half turned
    /// away from the light is shaded and a pale midrib runs down the centre.
    private mutating func leaf(at base: Point, angle: Double, length l: Double, droop: Double,
                               tone: Tone, widthRatio: Double = 0.4) {
        let h = l * widthRatio / 2
        // "Down" is clockwise for a leaf pointing right and anticlockwise for one pointing left.
        let curvature = (cos(angle) >= 0 ? 1.0 : -1.0) * droop * 1.5 / l
        let place: (Point) -> Point = { p in
            // Walk p.x along the bent midrib, then step p.y across it.
            let heading = angle + curvature * p.x
            let spine = abs(curvature) < 1e-9
                ? Point(cos(angle), sin(angle)) * p.x
                : Point(sin(heading) - sin(angle), cos(angle) - cos(heading)) * (1 / curvature)
            return base + spine + Point(-sin(heading), cos(heading)) * p.y
        }
        let upper = cubic(Point(0, 0), Point(0.2 * l, -1.3 * h), Point(0.62 * l, -1.2 * h), Point(l, 0)).map(place)
        let lower = cubic(Point(l, 0), Point(0.62 * l, 1.2 * h), Point(0.2 * l, 1.3 * h), Point(0, 0)).map(place)
        let midrib = cubic(Point(0, 0), Point(l / 3, 0), Point(2 * l / 3, 0), Point(l, 0)).map(place)

        scene.fill(smoothShape([upper, lower]), diagonalShade(bounds(upper + lower), tone))
        // Shade whichever half faces away from the upper-left light.
        let upperNormal = place(Point(l / 2, -h)) - place(Point(l / 2, 0))
        let upperLit = upperNormal.x + upperNormal.y < 0
        let shaded = upperLit ? [Array(lower.reversed()), Array(midrib.reversed())] : [upper, Array(midrib.reversed())]
        scene.fill(smoothShape(shaded), .solid(tone.dark.withAlpha(0.3)))
        let rib = Array(midrib[2..<(midrib.count - 5)])
        scene.stroke(smoothShape([rib], closed: false), .solid(tone.light.withAlpha(0.6)),
                     StrokeStyle(width: max(2, l * 0.02)))
    }

    // MARK: Petal

    /// A rounded petal from `base` along `angle`. `flatten` squashes it vertically (a petal
    /// seen edge-on, or lying on the soil).
    private mutating func petal(from base: Point, angle: Double, length l: Double, width w: Double,
                                tone: Tone, flatten: Double = 1) {
        let h = w / 2
        let place: (Point) -> Point = { p in
            let q = p.rotated(angle)
            return base + Point(q.x, q.y * flatten)
        }
        let outline = [cubic(Point(0, 0), Point(0.22 * l, -0.9 * h), Point(0.5 * l, -1.1 * h), Point(0.78 * l, -0.95 * h))
                       + cubic(Point(0.78 * l, -0.95 * h), Point(0.95 * l, -0.85 * h), Point(l, -0.4 * h), Point(l, 0)).dropFirst()
                       + cubic(Point(l, 0), Point(l, 0.4 * h), Point(0.95 * l, 0.85 * h), Point(0.78 * l, 0.95 * h)).dropFirst()
                       + cubic(Point(0.78 * l, 0.95 * h), Point(0.5 * l, 1.1 * h), Point(0.22 * l, 0.9 * h), Point(0, 0)).dropFirst()]
            .map { $0.map(place) }
        let tip = place(Point(l, 0))
        // Deeper colour at the heart of the flower, paler at the tip.
        scene.fill(smoothShape(outline),
                   .linear(from: base, to: tip, stops: [GradientStop(0, tone.dark), GradientStop(0.45, tone.mid),
                                                        GradientStop(1, tone.light)]))
        // A faint crease down the middle.
        scene.stroke(smoothShape([cubic(Point(0.18 * l, 0), Point(0.4 * l, 0), Point(0.55 * l, 0), Point(0.72 * l, 0)).map(place)],
                                 closed: false),
                     .solid(tone.dark.withAlpha(0.28)), StrokeStyle(width: max(1.5, w * 0.035)))
    }

    // MARK: Crowns

    /// Closed bud: a pink teardrop held by three green sepals, pointing along `angle`.
    private mutating func bud(at base: Point, angle: Double, size s: Double, tone: Tone, sepals: Tone) {
        let turn = angle + .pi / 2        // local shapes are drawn pointing up (-y)
        let place: (Point) -> Point = { base + $0.rotated(turn) }
        let w = 0.38 * s
        let right = cubic(Point(0, 0), Point(w * 1.25, -0.06 * s), Point(w * 1.05, -0.62 * s), Point(0, -s))
        let left = right.reversed().map { Point(-$0.x, $0.y) }
        let body = [right.map(place), left.map(place)]
        scene.fill(smoothShape(body), diagonalShade(bounds(body.flatMap { $0 }), tone))
        // Wrapped petals: a highlight panel on the lit side and a seam where they overlap.
        scene.fill(smoothShape([cubic(Point(0, -s), Point(-0.3 * s, -0.7 * s), Point(-0.36 * s, -0.3 * s), Point(-0.12 * s, -0.1 * s)).map(place),
                                cubic(Point(-0.12 * s, -0.1 * s), Point(-0.2 * s, -0.35 * s), Point(-0.14 * s, -0.72 * s), Point(0, -s)).map(place)]),
                   .solid(tone.light.withAlpha(0.45)))
        scene.stroke(smoothShape([cubic(Point(0.02 * s, -0.97 * s), Point(0.14 * s, -0.6 * s), Point(0.12 * s, -0.3 * s), Point(-0.04 * s, -0.06 * s)).map(place)],
                                 closed: false),
                     .solid(tone.dark.withAlpha(0.5)), StrokeStyle(width: s * 0.025))
        budSepals(at: base, turn: turn, size: s, tone: sepals, spread: 0.3, reach: 0.58)
    }

    /// Three sepals hugging the bottom of a bud or flower head; `spread` opens them outwards.
    private mutating func budSepals(at base: Point, turn: Double, size s: Double, tone: Tone,
                                    spread: Double, reach: Double, droop: Double = 0) {
        let up = turn - .pi / 2
        leaf(at: base, angle: up - spread, length: s * reach, droop: droop, tone: tone, widthRatio: 0.42)
        leaf(at: base, angle: up + spread, length: s * reach, droop: droop, tone: tone, widthRatio: 0.42)
        leaf(at: base, angle: up, length: s * reach * 0.8, droop: droop * 0.5, tone: tone, widthRatio: 0.5)
        // The swollen receptacle where the stem widens into the flower.
        let rx = s * 0.085, ry = s * 0.06
        let cup = Path.ellipse(in: Rect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry)).transformed { base + $0.rotated(turn) }
        scene.fill(cup, .radial(center: base + Point(-rx * 0.4, -ry * 0.6), radius: rx * 1.4,
                                stops: [GradientStop(0, tone.light), GradientStop(1, tone.mid)]))
    }

    /// An opening bud, seen from the side: a tulip-like cup of petals with stamens peeking
    /// out. `wilted` lets the petals flop open and the sepals curl back.
    private mutating func openingBud(at base: Point, angle: Double, size s: Double, tone: Tone,
                                     sepals: Tone, wilted: Bool = false) {
        let turn = angle + .pi / 2        // local offsets are written pointing up (-y)
        let up = angle                    // petals point along the stem's direction
        let splay = wilted ? 0.62 : 0.36
        // Back petal, then the two side petals, then the stamens, then the front petal.
        petal(from: base, angle: up, length: s, width: s * 0.55,
              tone: Tone(tone.dark, light: 0.3, shade: palette.soil, dark: 0.1))
        petal(from: base, angle: up - splay, length: s * 0.92, width: s * 0.52, tone: tone)
        petal(from: base, angle: up + splay, length: s * 0.92, width: s * 0.52, tone: tone)
        if !wilted {
            let stamens: [(Double, Double)] = [(-0.16, -0.78), (0, -0.86), (0.15, -0.77), (-0.07, -0.7), (0.08, -0.68)]
            for (x, y) in stamens {
                let p = base + Point(x * s, y * s).rotated(turn)
                scene.stroke(smoothShape([[base + Point(x * s * 0.4, -0.4 * s).rotated(turn), p]], closed: false),
                             .solid(palette.pollen.mixed(with: palette.pot, 0.25).withAlpha(0.8)), StrokeStyle(width: s * 0.016))
                pollenDot(at: p, radius: s * 0.032)
            }
        }
        petal(from: base + Point(0, s * 0.02).rotated(turn), angle: up, length: s * 0.74, width: s * 0.5,
              tone: Tone(tone.light, light: 0.2, shade: tone.mid, dark: 0.5))
        budSepals(at: base, turn: turn, size: s, tone: sepals, spread: wilted ? 1.2 : 0.7,
                  reach: 0.42, droop: wilted ? 0.5 : 0.12)
    }

    /// The full bloom, face on and tipped slightly towards the viewer: two rings of petals
    /// around a golden centre.
    private mutating func flower(at c: Point, radius r: Double) {
        let tilt = 0.9
        // Petals are placed on a flat disc, then the disc is squashed a little (the tilt).
        func ringPetal(_ a: Double, length: Double, width: Double, tone: Tone) {
            let base = Point(c.x + cos(a) * r * 0.06, c.y + sin(a) * r * 0.06 * tilt)
            petal(from: base, angle: atan2(sin(a) * tilt, cos(a)), length: length * (cos(a) * cos(a) + sin(a) * sin(a) * tilt),
                  width: width, tone: tone)
        }
        let back = Tone(palette.petal.mixed(with: palette.soil, 0.12), light: 0.3, shade: palette.soil, dark: 0.25)
        for i in 0..<6 { ringPetal(Double(i) * .pi / 3 + .pi / 6 - .pi / 2, length: r, width: r * 0.72, tone: back) }
        for i in 0..<6 { ringPetal(Double(i) * .pi / 3 - .pi / 2, length: r * 0.86, width: r * 0.66, tone: petalTone) }

        // The petals deepen in colour where they crowd into the heart of the flower.
        scene.fill(.circle(center: c, radius: r * 0.5),
                   .radial(center: c, radius: r * 0.5, stops: [GradientStop(0, palette.petal.mixed(with: palette.soil, 0.2).withAlpha(0.5)),
                                                              GradientStop(1, palette.petal.withAlpha(0))]))

        // Golden centre, lit from the upper left.
        let cr = r * 0.25
        let disc = Path.ellipse(in: Rect(x: c.x - cr, y: c.y - cr * tilt, width: 2 * cr, height: 2 * cr * tilt))
        scene.fill(disc, .radial(center: Point(c.x - cr * 0.35, c.y - cr * 0.4), radius: cr * 1.5,
                                 stops: [GradientStop(0, palette.pollen.mixed(with: .white, 0.45)),
                                         GradientStop(0.5, palette.pollen),
                                         GradientStop(1, palette.pollen.mixed(with: palette.pot, 0.4))]))
        // Florets packed on the golden angle, as in a real flower head: even, never a grid.
        let florets = 40
        for i in 1...florets {
            let k = Double(i) / Double(florets)
            let a = Double(i) * 2.39996
            let p = Point(c.x + cos(a) * cr * 0.82 * k.squareRoot(), c.y + sin(a) * cr * 0.82 * k.squareRoot() * tilt)
            scene.fill(.circle(center: p, radius: cr * (0.05 + 0.03 * k)),
                       .solid(palette.pollen.mixed(with: palette.pot, 0.5 - 0.25 * k).withAlpha(0.75)))
        }
        scene.fill(.ellipse(in: Rect(x: c.x - cr * 0.55, y: c.y - cr * 0.62, width: cr * 0.55, height: cr * 0.32)),
                   .solid(Color.white.withAlpha(0.4)))
    }

    /// A soft warm halo behind the bloom, so it glows on the night sky and lifts off the day one.
    private mutating func halo(at c: Point, radius r: Double) {
        let centre = Point(c.x, c.y - r * 0.12)
        scene.fill(.circle(center: centre, radius: r * 1.45),
                   .radial(center: centre, radius: r * 1.45, stops: [GradientStop(0, palette.pollen.withAlpha(0.3)),
                                                                 GradientStop(0.45, palette.petal.withAlpha(0.1)),
                                                                 GradientStop(1, palette.petal.withAlpha(0))]))
    }

    /// One glowing grain of pollen: a bright core in a soft halo.
    private mutating func pollenDot(at p: Point, radius r: Double) {
        scene.fill(.circle(center: p, radius: r * 2.6),
                   .radial(center: p, radius: r * 2.6, stops: [GradientStop(0, palette.pollen.withAlpha(0.55)),
                                                              GradientStop(1, palette.pollen.withAlpha(0))]))
        scene.fill(.circle(center: p, radius: r),
                   .radial(center: Point(p.x - r * 0.3, p.y - r * 0.3), radius: r * 1.3,
                           stops: [GradientStop(0, palette.pollen.mixed(with: .white, 0.6)),
                                   GradientStop(1, palette.pollen)]))
    }

    /// A four-pointed twinkle with a glow, for the bloom's particles.
    private mutating func sparkle(at p: Point, radius r: Double) {
        scene.fill(.circle(center: p, radius: r * 1.4),
                   .radial(center: p, radius: r * 1.4, stops: [GradientStop(0, palette.pollen.withAlpha(0.5)),
                                                              GradientStop(1, palette.pollen.withAlpha(0))]))
        let star = Path { path in
            path.move(to: Point(p.x, p.y - r))
            for i in 1...4 {
                let a = Double(i) * .pi / 2 - .pi / 2
                path.quadCurve(to: Point(p.x + cos(a) * r, p.y + sin(a) * r), control: p)
            }
            path.close()
        }
        scene.fill(star, .radial(center: p, radius: r, stops: [GradientStop(0, palette.pollen.mixed(with: .white, 0.75)),
                                                              GradientStop(0.45, palette.pollen),
                                                              GradientStop(1, palette.pollen.mixed(with: palette.petal, 0.3))]))
    }

    /// The bloom's floating particles: a fixed, hand-placed scatter (offsets in flower radii)
    /// so the sprite is identical on every run.
    private mutating func particles(around c: Point, radius r: Double) {
        let dots: [(Double, Double, Double)] = [(-1.4, -0.5, 9), (1.25, -0.8, 7), (-0.8, -1.05, 6),
                                                (1.55, 0.3, 10), (-1.65, 0.6, 7), (0.6, -1.12, 8),
                                                (1.3, 1.25, 6), (-1.3, 1.5, 8)]
        for (x, y, size) in dots { pollenDot(at: Point(c.x + x * r, c.y + y * r), radius: size) }
        let twinkles: [(Double, Double, Double)] = [(-1.1, -0.85, 22), (1.5, -0.3, 26), (-0.1, -1.2, 15), (-1.75, 0.1, 16),
                                                    (1.0, 0.75, 14)]
        for (x, y, size) in twinkles { sparkle(at: Point(c.x + x * r, c.y + y * r), radius: size) }
    }

    /// Lit from the upper left: light at the top-left corner of `box`, dark at the bottom right.
    private func diagonalShade(_ box: Rect, _ tone: Tone) -> Paint {
        .linear(from: Point(box.minX, box.minY), to: Point(box.maxX, box.maxY),
                stops: [GradientStop(0, tone.light), GradientStop(0.5, tone.mid), GradientStop(1, tone.dark)])
    }
}

// MARK: - Stem geometry

/// A stem as a chain of cubic Bézier segments, parameterised 0 (soil) to 1 (top).
private struct Stem {
    var segments: [(Point, Point, Point, Point)]

    func point(at t: Double) -> Point {
        let (i, u) = locate(t)
        let (a, b, c, d) = segments[i]
        return bezierPoint(a, b, c, d, u)
    }

    /// Direction of travel at `t`, in radians.
    func direction(at t: Double) -> Double {
        let d = point(at: min(1, t + 0.002)) - point(at: max(0, t - 0.002))
        return atan2(d.y, d.x)
    }

    private func locate(_ t: Double) -> (Int, Double) {
        let scaled = min(max(t, 0), 1) * Double(segments.count)
        let i = min(Int(scaled), segments.count - 1)
        return (i, scaled - Double(i))
    }

    /// The band between two offsets across the stem (-1 = right flank, +1 = left flank, seen
    /// walking up the stem), tapering with `width`. Drawn from the soil to `end`.
    func ribbon(from a: Double, to b: Double, width: (Double) -> Double, roundTip: Bool, end: Double = 1) -> Path {
        let n = 80 * segments.count
        var left: [Point] = [], right: [Point] = []
        for i in 0...n {
            let t = Double(i) / Double(n) * end
            let p = point(at: t)
            let angle = direction(at: t)
            let normal = Point(sin(angle), -cos(angle))   // the left-hand side of travel
            let half = width(t) / 2
            left.append(p + normal * (b * half))
            right.append(p + normal * (a * half))
        }
        var runs = [left]
        if roundTip {
            // A semicircular cap from the left flank over the top to the right flank.
            let tip = point(at: end), angle = direction(at: end), half = width(end) / 2
            runs.append((0...12).map { k in
                let a = angle - .pi / 2 + Double(k) / 12 * .pi
                return tip + Point(cos(a), sin(a)) * half
            })
        }
        runs.append(right.reversed())
        return smoothShape(runs)
    }
}

// MARK: - Curve helpers

private func bezierPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
}

/// Samples a cubic densely, so shapes can be bent point by point and then re-smoothed.
private func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, steps: Int = 24) -> [Point] {
    (0...steps).map { bezierPoint(p0, p1, p2, p3, Double($0) / Double(steps)) }
}

/// Turns runs of sampled points into one path. Each run is drawn as a smooth Catmull-Rom
/// curve; where one run meets the next the corner stays sharp (leaf tips, petal bases).
private func smoothShape(_ runs: [[Point]], closed: Bool = true) -> Path {
    Path { path in
        for (index, run) in runs.enumerated() where !run.isEmpty {
            if index == 0 { path.move(to: run[0]) } else { path.line(to: run[0]) }
            guard run.count > 1 else { continue }
            for i in 0..<(run.count - 1) {
                let p0 = run[max(i - 1, 0)], p1 = run[i], p2 = run[i + 1], p3 = run[min(i + 2, run.count - 1)]
                path.curve(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
            }
        }
        if closed { path.close() }
    }
}

private func bounds(_ points: [Point]) -> Rect {
    let xs = points.map(\.x), ys = points.map(\.y)
    let minX = xs.min() ?? 0, minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
}

private extension Point {
    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

    func rotated(_ angle: Double) -> Point {
        Point(x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle))
    }
}

