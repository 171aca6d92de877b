import Terrarium

/// How Cocoa Calm's screens change at the accessibility text sizes (AX1-AX5), as iOS apps do
/// there: texts wrap rather than shrink back or cut, rows of side-by-side pieces become
/// columns, and the screen scrolls (the engine captures it whole). At every other size the
/// rules give exactly what the screens drew before they took the accessibility sizes.
enum CalmTypeRules {
    /// The lines a text may take. At the regular sizes, `lines` (nil: no limit). At an
    /// accessibility size at least a line a word, so a title or a line of body text wraps
    /// instead of being cut; no more than that, so a word too long for a line makes the text
    /// shrink (down to its minimum) rather than break mid-word. `wraps: false` keeps a text
    /// that must read as one line (a clock, a price) to its `lines`.
    static func lineLimit(_ text: String, lines: Int?, accessible: Bool, wraps: Bool = true) -> Int? {
        guard accessible, wraps, let lines else { return lines }
        return max(lines, words(text))
    }

    /// How far a text may shrink to fit: `shrink` at the regular sizes; at an accessibility size
    /// every text may shrink to 0.75 of its size (over the growth up to xxxLarge: at AX5 a 17 pt
    /// body is never below 29 pt, larger than xxxLarge's 23), which is what lets a word longer
    /// than a card's width ("accomplished." in a quote, "acknowledge" on the dial's screen) keep
    /// whole. Only a word that does not fit makes a text shrink.
    static func minimumScale(_ shrink: Double, accessible: Bool) -> Double {
        accessible ? min(shrink, accessibleShrink) : shrink
    }

    static let accessibleShrink = 0.75

    /// The sizes, as fractions of its own, an accessibility size tries a wrapping text at,
    /// largest first: from 1 down by twentieths to `floor`, and `floor` last.
    static func accessibleScales(down floor: Double) -> [Double] {
        let bottom = min(1, max(0.1, floor))
        var scales: [Double] = []
        var step = 20
        while Double(step) / 20 > bottom + 1e-9 { scales.append(Double(step) / 20); step -= 1 }
        return scales + [bottom]
    }

    /// The words of `text`, split at whitespace: at least one.
    static func words(_ text: String) -> Int { max(1, text.split(whereSeparator: \.isWhitespace).count) }

    /// How a group of pieces that sit side by side at the regular sizes is arranged.
    enum Arrangement: Equatable { case row, column }

    /// Side by side at the regular sizes; one under another at the accessibility sizes, each as
    /// wide as the screen (home's quick actions, the paywall's plans).
    static func arrangement(_ typeSize: TypeSize) -> Arrangement { typeSize.isAccessibilitySize ? .column : .row }
}

/// What the quick-access widget keeps from xxLarge (`TypeSize.takesLargerWidgetForms`), where
/// its fixed box cannot hold every word at the reader's size. The document asks first for "quick access to SOS
/// relief" (the home screen's "Feeling Anxious?"); the daily quote, the "Tap to breathe" line
/// and the glyphs are secondary and go first, as Apple's widgets give up their secondary text.
enum CalmWidgetTypeRules {
    /// A piece the widget may show.
    enum Part: Equatable, Sendable {
        /// The SOS card's question, "Feeling Anxious?".
        case sosTitle
        /// The SOS card's "Tap to breathe".
        case sosDetail
        /// The lock screen's "Quick breath".
        case breathTitle
        /// The lock screen's "Tap to breathe".
        case breathAction
    }

    /// From xxLarge, what `family` shows, richest first (the first that fits at its natural
    /// size is drawn, else the last); nil below and for the circle and
    /// the inline line, whose fixed sizes hold at every size.
    static func forms(_ family: WidgetFamily, typeSize: TypeSize) -> [[Part]]? { ladder.forms(family, at: typeSize) }

    private static let ladder = WidgetForms<Part>([
        .small: [[.sosTitle]],
        .medium: [[.sosTitle, .sosDetail], [.sosTitle]],
        .accessoryRectangular: [[.breathTitle, .breathAction], [.breathTitle]],
    ])
}
