import Terrarium

/// What Rituals' pages do at the reader's text size, as pure rules the scenes follow. Up to
/// xxxLarge every page keeps its layout and its text grows. At the five accessibility sizes
/// (SwiftUI's `dynamicTypeSize.isAccessibilitySize`) the pages change form as iOS apps do
/// there: a label beside its value goes under it, cards side by side take one column, a
/// line limited to one or two wraps instead of being cut, a decorative icon gives way before
/// words do, History's month grid shows its weeks as rows of rings, and display type (a page's
/// title, the number in a ring, a statistic) grows as iOS's Large Title style grows rather
/// than as body text, so a title keeps its words whole and a number stays inside its ring.
struct RitualsTypeRules {
    /// How History shows a month.
    enum MonthForm: Equatable {
        /// Seven columns of day numbers, each in its ring.
        case calendar
        /// A row per week: the week's dates, then its seven rings without numbers (a day's
        /// number at an accessibility size does not fit a seventh of a phone's width).
        case weeks
    }

    let typeSize: TypeSize

    /// Whether the pages take their accessibility forms.
    var isAccessibilityLayout: Bool { typeSize.isAccessibilitySize }

    /// Cards side by side on a screen `width` points wide: one column at the accessibility sizes.
    func columns(width: Double) -> Int { isAccessibilityLayout ? 1 : AdaptiveColumns.count(width: width) }

    /// History's month form.
    var monthForm: MonthForm { isAccessibilityLayout ? .weeks : .calendar }

    /// The months one History picture holds: all twelve the input may ask for up to xxxLarge
    /// (a year of calendars is about 4,000 pt), half a year at the accessibility sizes. A year
    /// of week rows at AX5 is about 7,200 pt, over the 5,461 pt a picture may be at @3x
    /// (16,384 px); six months are about 3,800 pt, within it on every phone at @3x. The rest
    /// are the next pages (`--page`), newest first, as the tab scrolls on.
    var historyMonthsPerPage: Int { isAccessibilityLayout ? 6 : 12 }

    /// How many pages `months` months of History take.
    func historyPages(months: Int) -> Int {
        max(1, (months + historyMonthsPerPage - 1) / historyMonthsPerPage)
    }

    /// The months (counted back from the current one, 0 the current) on `page`, from 1.
    func historyMonths(_ months: Int, page: Int) -> Range<Int> {
        let first = min(months, (page - 1) * historyMonthsPerPage)
        return first..<min(months, first + historyMonthsPerPage)
    }

    /// The lines a text limited to `lines` may take: no limit at the accessibility sizes (the
    /// page scrolls; a cut line would hide the words the reader enlarged).
    func lines(_ lines: Int?) -> Int? { isAccessibilityLayout ? nil : lines }

    /// The lines a display text may take at an accessibility size so that no word is broken
    /// and no number parted from its word: `LineBreakRules.wholePieceLines`.
    static func wholeWordLines(_ text: String) -> Int { LineBreakRules.wholePieceLines(text) }

    /// iOS's Large Title at xxxLarge and at the five accessibility sizes, in points (Apple's
    /// Typography table): 40, then 44, 48, 52, 56, 60.
    static func largeTitlePointSize(_ size: TypeSize) -> Double {
        switch size {
        case .accessibility1: 44
        case .accessibility2: 48
        case .accessibility3: 52
        case .accessibility4: 56
        case .accessibility5: 60
        default: 40
        }
    }

    /// The factor on a display font as the theme scaled it (by the body's growth): 1 up to
    /// xxxLarge, so those pages are unchanged; at an accessibility size, the Large Title's
    /// growth from xxxLarge over the body's (at AX5 60/40 over 53/23: 0.65, so Rituals' 28 pt
    /// title is 56.75 pt where body text is 53 / 17 x 15 = 46.75).
    static func displayFactor(_ size: TypeSize) -> Double {
        guard size.isAccessibilitySize else { return 1 }
        return (largeTitlePointSize(size) / largeTitlePointSize(.xxxLarge)) / (size.scale / TypeSize.xxxLarge.scale)
    }
}
