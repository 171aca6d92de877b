import Terrarium

/// What the stats widget shows at the reader's text size, as a pure rule its layout follows.
///
/// Up to xLarge the card keeps its form: the title, the four stats two by two, the tree
/// (medium) or the week's bars (large). Its box is fixed, so from xxLarge
/// (`TypeSize.takesLargerWidgetForms`) it gives up what is not a stat first, as Apple's widgets do there: the "Forest" title, the
/// tree and the week's chart (decoration and a secondary view), then the stats in the reverse
/// of seed 002's order (FR-010: "total trees, total focus time, today's count, and daily
/// streak"), keeping the first, the total of trees, the forest's own number, to the last.
/// Focus time, the longest value ("41h 40m"), goes before today's count and the streak.
struct ForestStatsTypeRules {
    /// A stat, in the card's reading order (`ForestStatsCard.cells`).
    enum Stat: Int, CaseIterable, Sendable {
        case trees, focus, today, streak
    }

    let typeSize: TypeSize

    /// From xxLarge, the stats the card shows, richest first: the layout draws the first that
    /// fits at its natural size, else the last. Nil below.
    func stats(_ family: WidgetFamily) -> [[Stat]]? {
        guard typeSize.takesLargerWidgetForms else { return nil }
        switch family {
        // 141 pt square: a column of two at most.
        case .small: return [[.trees, .today], [.trees]]
        // Wide and short: a row.
        case .medium: return [[.trees, .today, .streak], [.trees, .today], [.trees]]
        // Two by two, else a column.
        default: return [[.trees, .focus, .today, .streak], [.trees, .today], [.trees]]
        }
    }

    /// A count's forms, longest first, where a card may not hold the whole number: grouped
    /// ("12,345"), then in thousands rounded down ("12.3K", "10K"), never more than there are.
    static func countForms(_ value: Int) -> [String] {
        let whole = ForestRules.groupThousands(value)
        guard value >= 10_000 else { return [whole] }
        let tenths = value / 100
        let compact = tenths % 10 == 0 || tenths >= 1_000 ? "\(tenths / 10)K" : "\(tenths / 10).\(tenths % 10)K"
        return [whole, compact]
    }
}
