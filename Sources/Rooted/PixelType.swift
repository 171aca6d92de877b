import Terrarium

/// How Rooted's pixel font follows the reader's text size (seed 004: Dynamic Type for all
/// text), in whole dots.
///
/// DotGothic16 is drawn on a 16-dot em, each font dot a whole number of base pixels, so its
/// glyphs stay crisp: every dot is the same square of pixels (nearest-neighbour, an integer
/// scale), never a blurred 2.35 pixels. A text set at `base` dots at `large` is drawn at the
/// whole number of dots nearest to base x the size's scale (the body style's size over its
/// 17 pt: Apple's table, as the engine scales every theme's fonts), and at least 1:
/// - nearest rather than up or down: the drawn size is never more than half a dot from the size
///   SwiftUI would draw the font at, at any size on either side of `large`;
/// - from `large` up a text never shrinks (base x scale is at least base), below it never
///   grows, and no size draws it smaller than a smaller size does (the scale rises with the
///   size);
/// - neighbouring sizes may share a count: a whole-dot font cannot draw 19/17 of 3 dots, so a
///   3-dot line stays 3 dots from small to xLarge (2.65 to 3.35) and grows at xxLarge; no
///   size lands halfway between two counts (17 is prime, so base x size / 17 is never n + 1/2).
enum PixelType {
    /// The dots of a text set at `base` dots at `large`, at `typeSize`.
    static func dots(_ base: Int, at typeSize: TypeSize) -> Int {
        max(1, Int((Double(base) * typeSize.scale).rounded(.toNearestOrAwayFromZero)))
    }

    /// A length that goes with a text (the room under a line, a row's pitch): `length` base
    /// pixels beside a text of `base` dots, beside the same text at `dots` dots scaled as the
    /// text is, in whole art pixels of `k` base pixels; `length` itself at the same dots.
    static func scaled(_ length: Int, base: Int, dots: Int, k: Int) -> Int {
        guard dots != base, base > 0, k > 0 else { return length }
        return k * Int((Double(length * dots) / Double(base * k)).rounded(.toNearestOrAwayFromZero))
    }
}
