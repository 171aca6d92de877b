/// The weights a scene may ask for, light (300) to bold (700), ordered by their numeric weight.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Comparable {
    case light, regular, medium, semibold, bold

    /// CSS / OpenType numeric weight.
    public var value: Int {
        switch self {
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    /// Lighter before heavier, by `value`.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}

/// A font as a scene names it: a family the engine knows, a weight and a size in points.
public struct Font: Hashable, Sendable {
    /// The family, as the engine's font catalog names it (for example "Inter").
    public var family: String
    /// The weight; where the family has no face of it, the catalog picks one by the CSS
    /// font-matching rule.
    public var weight: FontWeight
    /// Size in points, before the pixel scale and before any `minimumScaleFactor` shrinking.
    public var size: Double
    /// Digits of equal width (OpenType `tnum`), so counters do not jitter as they change.
    public var tabularDigits: Bool
    /// The family's italic face (Inter has one; a family without one draws upright).
    public var italic: Bool

    /// A font in `family` at `weight` and `size` points; proportional digits and upright unless asked.
    public init(family: String, weight: FontWeight, size: Double, tabularDigits: Bool = false, italic: Bool = false) {
        self.family = family
        self.weight = weight
        self.size = size
        self.tabularDigits = tabularDigits
        self.italic = italic
    }

    /// The same font at another size in points.
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.size = size
        return font
    }

    /// The same font with digits of equal width.
    public func withTabularDigits() -> Font {
        var font = self
        font.tabularDigits = true
        return font
    }

    /// The same font in its family's italic face.
    public func withItalic() -> Font {
        var font = self
        font.italic = true
        return font
    }
}

/// Where each line sits across the block's frame (leading is left, as the engine lays out
/// left-to-right text).
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
/// Where the lines sit in the block's frame when they are shorter than it.
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom }

/// A block of text laid out inside `frame`: wrapped to its width up to `maxLines` lines, the
/// last one ending in an ellipsis when the text does not fit.
public struct TextBlock: Hashable, Sendable {
    /// The text to draw, wrapped and cut as the block's limits say.
    public var text: String
    /// The font asked for; it may shrink down to `minimumScaleFactor` of its size to fit.
    public var font: Font
    /// The text's colour.
    public var color: Color
    /// The box the text is laid out in, in points: lines wrap at its width and are aligned in it.
    public var frame: Rect
    /// Where each line sits across the frame.
    public var alignment: TextAlignment
    /// Where the lines sit in the frame's height.
    public var verticalAlignment: VerticalAlignment
    /// The most lines the text may take, at least 1; the last is cut with an ellipsis beyond that.
    public var maxLines: Int
    /// The text's language as a BCP 47 tag ("en", "es-MX", "fr-CA"): it picks language-specific
    /// shaping and line-break rules. An input, never the machine's locale.
    public var language: String
    /// How far the font may shrink (0 < factor <= 1) before the text is cut with an ellipsis:
    /// SwiftUI's `minimumScaleFactor`. 1: never shrink.
    public var minimumScaleFactor: Double
    /// Whether an ellipsis is an acceptable outcome. Copy the plugin wrote ("Today", "100 %")
    /// must fit, so `lint` reports it when cut; a user's name or title may be cut.
    public var allowsTruncation: Bool

    /// A text block. `maxLines` is raised to at least 1 and `minimumScaleFactor` kept in 0.1...1.
    public init(_ text: String, font: Font, color: Color, frame: Rect,
                alignment: TextAlignment = .leading, verticalAlignment: VerticalAlignment = .top,
                maxLines: Int = 1, language: String = "en", minimumScaleFactor: Double = 1,
                allowsTruncation: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.maxLines = max(1, maxLines)
        self.language = language
        self.minimumScaleFactor = min(1, max(0.1, minimumScaleFactor))
        self.allowsTruncation = allowsTruncation
    }
}

/// What laying out a text block gave: its size, and whether it had to shrink or be cut.
public struct TextMetrics: Hashable, Sendable {
    /// The logical size of the laid-out text, in points (line height times lines; the width
    /// of the widest line).
    public var size: Size
    /// Where the glyphs' ink falls, relative to the block's frame origin; nil for no ink.
    public var ink: Rect?
    /// How many lines the text took (at most the block's `maxLines`).
    public var lines: Int
    /// The text as drawn: with the ellipsis, when it was cut.
    public var drawnText: String
    /// Whether the text was cut with an ellipsis because it did not fit in `maxLines` lines.
    public var truncated: Bool
    /// The font size used over the one asked for (1, or down to the minimum scale factor).
    public var scaledBy: Double
    /// Characters no font in the engine's list could draw (each a box in the picture).
    public var missingGlyphs: Int
    /// Whether a word too long for a line was broken between its characters (hyphenated): a
    /// text that may shrink shrinks first.
    public var brokenWord: Bool
    /// Each line as drawn (with the ellipsis where it was cut, without the spaces at its ends);
    /// empty where a measurement did not say.
    public var lineTexts: [String]
    /// Grapheme clusters whose pieces were drawn by more than one font (an emoji sequence
    /// come apart): each should be one picture.
    public var splitClusters: Int
    /// The pixel grid the face is drawn on, in device pixels per em (a pixel font's dots: 16
    /// for DotGothic16); nil for a face drawn smoothly at any size.
    public var pixelGrid: Int?

    /// Metrics as a measurement found them; the defaults describe one line drawn whole at full size.
    public init(size: Size, ink: Rect? = nil, lines: Int = 1, drawnText: String, truncated: Bool = false,
                scaledBy: Double = 1, missingGlyphs: Int = 0, brokenWord: Bool = false, lineTexts: [String] = [],
                splitClusters: Int = 0, pixelGrid: Int? = nil) {
        self.size = size
        self.ink = ink
        self.lines = lines
        self.drawnText = drawnText
        self.truncated = truncated
        self.scaledBy = scaledBy
        self.missingGlyphs = missingGlyphs
        self.brokenWord = brokenWord
        self.lineTexts = lineTexts
        self.splitClusters = splitClusters
        self.pixelGrid = pixelGrid
    }
}
