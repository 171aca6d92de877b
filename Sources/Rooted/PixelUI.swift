import Terrarium
import TerrariumGraphics

/// Sizes for a pixel-art surface: how many points one device pixel is, so art pixels and the
/// pixel font's dots both land on whole device pixels at any scale.
struct PixelUI {
    /// Points per device pixel of the base design (1 for image scenes, 1/scale for widgets).
    let unit: Double
    let theme: Theme

    /// A layer of art pixels, `k` device pixels each, with its top-left at device pixel (x, y).
    func layer(width: Int, height: Int, x: Int, y: Int, k: Int, _ commands: [DrawCommand]) -> DrawCommand {
        .pixelArt(PixelArtLayer(width: width, height: height, origin: Point(Double(x) * unit, Double(y) * unit),
                                pixelSize: Double(k) * unit, commands: commands))
    }

    /// The pixel font at `dots` device pixels per font pixel (DotGothic16 is drawn on a 16-dot em).
    func font(dots: Int) throws -> Font {
        try theme.font("pixel").withSize(16 * Double(dots) * unit)
    }

    /// Pixel text, its top at device pixel y: one line unless `lines` allows it to wrap, each
    /// `lineDots` font dots high (20: the pixel font's line; 24 leaves room for colour emoji,
    /// which sit lower and reach further than the pixel font's glyphs). A user's name is
    /// `truncatable`: it may end in an ellipsis.
    func text(_ string: String, x: Int, y: Int, width: Int, dots: Int, color: Color,
              alignment: TextAlignment = .leading, lines: Int = 1, lineDots: Int = 20,
              truncatable: Bool = false) throws -> DrawCommand {
        var block = TextBlock(string, font: try font(dots: dots), color: color,
                              frame: Rect(x: Double(x) * unit, y: Double(y) * unit, width: Double(width) * unit,
                                          height: Double(lineDots * dots * lines) * unit),
                              alignment: alignment, maxLines: lines)
        block.allowsTruncation = truncatable
        return .text(block)
    }

    /// A filled rectangle in art pixels, inside a layer.
    static func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) -> DrawCommand {
        .fill(Path.rect(Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))), .solid(color))
    }

    /// A one-art-pixel outline of the rectangle, inside a layer.
    static func outline(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) -> [DrawCommand] {
        [rect(x, y, w, 1, color), rect(x, y + h - 1, w, 1, color), rect(x, y + 1, 1, h - 2, color), rect(x + w - 1, y + 1, 1, h - 2, color)]
    }

    /// A chunky pixel frame: a dark edge, a light inner line top and left, a shade bottom and right.
    func panel(_ x: Int, _ y: Int, _ w: Int, _ h: Int) throws -> [DrawCommand] {
        Self.panel(x, y, w, h, try panelColors())
    }

    /// The panel's four colours, read once for art drawn when its size is known (a box whose
    /// height grows with its text).
    struct PanelColors: Sendable {
        var edge, light, shade, fill: Color
    }

    func panelColors() throws -> PanelColors {
        PanelColors(edge: try theme.color(RootedColor.panelEdge), light: try theme.color(RootedColor.panelLight),
                    shade: try theme.color(RootedColor.panelShade), fill: try theme.color(RootedColor.panel))
    }

    static func panel(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ c: PanelColors) -> [DrawCommand] {
        [
            rect(x + 1, y, w - 2, h, c.edge), rect(x, y + 1, w, h - 2, c.edge),
            rect(x + 1, y + 1, w - 2, h - 2, c.fill),
            rect(x + 1, y + 1, w - 3, 1, c.light), rect(x + 1, y + 1, 1, h - 3, c.light),
            rect(x + 2, y + h - 2, w - 3, 1, c.shade), rect(x + w - 2, y + 2, 1, h - 3, c.shade),
        ]
    }

    /// Art pixels of `k` device pixels (`unit` points each) filling `rect` (whole art pixels:
    /// the boxes drawn this way are laid out in steps of one), its top-left at the rectangle's;
    /// `commands` draws them for the art's width and height.
    static func artLayer(in rect: Rect, k: Int, unit: Double,
                         _ commands: (_ width: Int, _ height: Int) -> [DrawCommand]) -> DrawCommand {
        let size = Double(k) * unit
        let (w, h) = (Int((rect.width / size).rounded()), Int((rect.height / size).rounded()))
        return .pixelArt(PixelArtLayer(width: w, height: h, origin: rect.origin, pixelSize: size, commands: commands(w, h)))
    }

    /// The chunky hydration bar: `segments` cells, the lit ones in the level's colour (red,
    /// yellow, green; orange, sand, blue in colour-blind mode), in art pixels.
    func hydrationBar(level: Double, x: Int, y: Int, segments: Int, cell: Int, height: Int,
                      colorBlind: Bool) throws -> [DrawCommand] {
        try hydrationBarPaint(level: level, colorBlind: colorBlind)
            .bar(x: x, y: y, segments: segments, width: segments * (cell + 1) + 1, height: height)
    }

    /// The bar's colours for `level`, read from the theme up front, so a bar can be drawn to a
    /// width only known where it is placed.
    func hydrationBarPaint(level: Double, colorBlind: Bool) throws -> HydrationBarPaint {
        let token: RootedColor = switch (HydrationBand(level: level), colorBlind) {
        case (.low, false): .barLow
        case (.mid, false): .barMid
        case (.high, false): .barHigh
        case (.low, true): .barLowCB
        case (.mid, true): .barMidCB
        case (.high, true): .barHighCB
        }
        return HydrationBarPaint(level: level, on: try theme.color(token), off: try theme.color(RootedColor.barEmpty),
                                 edge: try theme.color(RootedColor.panelEdge))
    }
}

/// A hydration bar's colours and level, ready to draw at any width.
struct HydrationBarPaint: Sendable {
    let level: Double
    let on: Color, off: Color, edge: Color

    /// The bar `width` art pixels wide: a 1-pixel edge around `segments` cells with 1-pixel
    /// dividers, the inner width shared out in whole pixels (cells differ by at most one), so
    /// a bar fills whatever width its column has.
    func bar(x: Int, y: Int, segments: Int, width: Int, height: Int) -> [DrawCommand] {
        let lit = CareRules.litSegments(level: level, segments: segments)
        func left(_ i: Int) -> Int { x + 1 + i * (width - 1) / segments }
        var out = [PixelUI.rect(x, y, width, height + 2, edge)]
        for i in 0..<segments {
            out.append(PixelUI.rect(left(i), y + 1, left(i + 1) - left(i) - 1, height, i < lit ? on : off))
        }
        return out
    }
}

/// The bar's colour band, matching the plant states' thresholds.
enum HydrationBand: Equatable {
    case low, mid, high
    init(level: Double) {
        self = level > 60 ? .high : level >= 20 ? .mid : .low
    }
}
