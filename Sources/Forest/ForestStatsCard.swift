import Foundation
import Terrarium
import TerrariumLayout

/// The `stats` scene: total trees, total focus time, today's count and the daily streak as a
/// card, in the small, medium and large widget families.
struct ForestStatsCard {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    var size: Size
    /// The reader's text size: at the accessibility sizes the card takes its larger-text form
    /// (`ForestStatsTypeRules`).
    var typeSize: TypeSize = .large
    /// The scale every value of the 2x2 grid is drawn at: one size for the four, the size the
    /// widest needs (`ForestPlugin` measures it), so the cards keep one height and their
    /// numbers one size, where each shrinking on its own made "10,000" smaller than "25".
    var valueScale = 1.0
    /// What the small widget on the same screen and text size drew for each value and label,
    /// by id ("value-4": "251", "label-4": "streak"): a larger family writes a stat in that
    /// form or a longer one only where the small had the same, so a screen's widgets never
    /// say "10,000" in one and "10K" in another, or "streak" beside "day streak" (issue 35.6).
    var smallWidgetForms: [String: String] = [:]

    /// The four stats in reading order: the forms of a value, longest first (the card shows
    /// the first that fits), and its label. The small family's focus time is always compact.
    func cells(_ family: WidgetFamily) -> [(values: [String], label: String)] {
        let s = state.stats
        let compact = ForestRules.compactDuration(s.totalFocusSeconds)
        let focus = family == .small ? [compact] : [ForestRules.duration(s.totalFocusSeconds), compact]
        return [
            ([ForestRules.groupThousands(s.totalTrees)], s.totalTrees == 1 ? "tree" : "trees"),
            (focus, "focused"),
            ([ForestRules.groupThousands(s.todayCount)], "today"),
            ([ForestRules.groupThousands(s.streak)], "day streak"),
        ]
    }

    /// The card for a family: the title, the four stats as a 2x2 grid of cards that share
    /// the room left, with the tree beside them (medium) or the week below (large). Nothing
    /// has a fixed y, so a 141 pt widget shrinks the cards instead of cutting their labels.
    func layout(_ family: WidgetFamily, scale: Int) throws -> LayoutNode {
        let bounds = Rect(size: size)
        let background = Paint.vertical(bounds, style.color(.backgroundTop), style.color(.backgroundBottom))
        if let forms = ForestStatsTypeRules(typeSize: typeSize).stats(family) {
            return largeTextLayout(family, forms: forms, background: background)
        }
        let tile = try treeTile()
        let content: LayoutNode = switch family {
        case .medium:
            HStack(alignment: 0.5, spacing: 12) {
                tree(tile, maxPixel: 2, scale: scale).frame(width: min(112, size.width * 0.32))
                VStack(alignment: 0, spacing: 6) {
                    title(.headline, color: .accent).padding(EdgeInsets(leading: 6))
                    grid(cells(family), big: size.height >= 160)
                }
            }
            .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 12))
        case .large:
            VStack(alignment: 0, spacing: 10) {
                HStack(alignment: 0.5, spacing: 8) {
                    title(.title, color: .textPrimary).padding(EdgeInsets(leading: 6))
                    Spacer(minLength: 0)
                    tree(tile, maxPixel: 1, scale: scale).frame(width: 40, height: 62)
                }
                // The grid and the week share the height: the grid up to 140 pt, the week's
                // bars at least what keeps a day's count readable.
                grid(cells(family), big: false).frame(minHeight: 96, maxHeight: 140)
                week().frame(minHeight: 110)
            }
            .padding(14)
        default:  // small; families the scene does not declare never reach here
            VStack(alignment: 0, spacing: 6) {
                title(.headline, color: .accent).padding(EdgeInsets(leading: 4))
                grid(cells(family), big: false)
            }
            .padding(12)
        }
        return content
            .frame(width: size.width, height: size.height)
            .background { _ in [.fill(.rect(bounds), background)] }
    }

    private func title(_ font: ForestStyle.FontToken, color: ForestStyle.Role) -> LayoutNode {
        Text("Forest", font: style.font(font), color: style.color(color)).minimumScaleFactor(0.8).id("title")
    }

    /// The stats in cards, two across; a card's value shrinks to 60 % before it is cut, and
    /// "day streak" becomes "streak" where the longer label does not fit.
    private func grid(_ cells: [(values: [String], label: String)], big: Bool) -> LayoutNode {
        let card = style.color(.card)
        let font = big ? style.font(.statValue).withSize(28) : style.font(.statValue)
        // To a quarter point, as the theme rounds its scaled sizes.
        let valueFont = valueScale < 1 ? font.withSize((font.size * valueScale * 4).rounded(.down) / 4) : font
        return VStack(spacing: 6) {
            for row in 0..<2 {
                HStack(alignment: 0.5, spacing: 6) {
                    for column in 0..<2 {
                        statCard(cells[row * 2 + column], number: row * 2 + column + 1, valueFont: valueFont, card: card)
                    }
                }
            }
        }
    }

    /// One stat's card: its value over its label, the `number`th in reading order.
    /// A label may shrink to `labelScale` (by default it keeps its size and gives way to a
    /// shorter form).
    func statCard(_ cell: (values: [String], label: String), number: Int, valueFont: Font, card: Color,
                  labelScale: Double = 1) -> LayoutNode {
        let values = Self.forms(cell.values, from: smallWidgetForms["value-\(number)"])
        let labels = Self.forms(Self.labels(cell.label), from: smallWidgetForms["label-\(number)"])
        return VStack(alignment: 0.5, spacing: 0) {
            ViewThatFits(in: .horizontal) {
                for value in values {
                    Text(value, font: valueFont, color: style.color(.textPrimary), alignment: .center)
                        .minimumScaleFactor(0.6).id("value-\(number)")
                }
            }
            ViewThatFits(in: .horizontal) {
                for label in labels {
                    statLabel(label, number: number, minimumScale: labelScale)
                }
            }
        }
        // 6 pt in from the card's sides: at 3, "4,166h" touched the rounded corners.
        .padding(EdgeInsets(horizontal: 6, vertical: 4))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { rect in [.fill(.roundedRect(rect, radius: 12), .solid(card))] }
    }

    private func statLabel(_ label: String, number: Int, minimumScale: Double) -> LayoutNode {
        let text = Text(label, font: style.font(.statLabel), color: style.color(.textSecondary), alignment: .center)
        return (minimumScale < 1 ? text.minimumScaleFactor(minimumScale) : text).id("label-\(number)")
    }

    /// The least scale the grid's values were drawn at in `scene` (each value shrinks on its
    /// own to fit its card): the one scale `valueScale` then draws all four at. 1 when none shrank.
    static func leastValueScale(in commands: [DrawCommand], measure: (TextBlock) throws -> TextMetrics) rethrows -> Double {
        try commands.markedTexts().filter { $0.id.hasPrefix("value-") }.reduce(1.0) { least, text in
            min(least, try measure(text.block).scaledBy)
        }
    }

    /// `forms` (longest first) from the one the small widget drew; all of them where it drew
    /// none of them (a stat its accessibility form left out).
    static func forms(_ forms: [String], from shown: String?) -> [String] {
        guard let shown, let index = forms.firstIndex(of: shown) else { return forms }
        return Array(forms[index...])
    }

    /// The values and labels a laid-out card drew, by id: what `smallWidgetForms` holds.
    static func drawnForms(in commands: [DrawCommand]) -> [String: String] {
        Dictionary(commands.markedTexts().filter { $0.id.hasPrefix("value-") || $0.id.hasPrefix("label-") }
            .map { ($0.id, $0.block.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// A label and its shorter forms, longest first.
    static func labels(_ label: String) -> [String] {
        label == "day streak" ? ["day streak", "streak"] : [label]
    }

    /// The last seven days, a bar for each day's trees grown (completed sessions; the caption
    /// says so, as a bare "Last 7 days" did not), today's letter in the
    /// accent colour. The bars take the height the card has left.
    private func week() -> LayoutNode {
        let counts = ForestRules.dailyCounts(state.trees, endingOn: state.today, days: 7, zone: state.input.timeZone)
        let letters = ["S", "M", "T", "W", "T", "F", "S"]
        let maxCount = max(1, counts.map(\.count).max() ?? 1)
        let card = style.color(.card), accent = style.color(.accent), track = style.color(.ringTrack)
        return VStack(alignment: 0, spacing: 6) {
            Text("Trees grown, last 7 days", font: style.font(.caption), color: style.color(.textSecondary)).id("week-title")
            HStack(alignment: 1, spacing: 0) {
                for (i, day) in counts.enumerated() {
                    let isToday = i == counts.count - 1
                    VStack(alignment: 0.5, spacing: 2) {
                        Shape { rect in
                            let width = min(18, rect.width - 16)
                            let height = max(4, rect.height * Double(day.count) / Double(maxCount))
                            let bar = Rect(x: rect.midX - width / 2, y: rect.maxY - height, width: width, height: height)
                            return [.fill(.roundedRect(bar, radius: min(width / 2, height / 2, 6)), .solid(day.count > 0 ? accent : track))]
                        }
                        .frame(minHeight: 4, maxHeight: .infinity).padding(EdgeInsets(bottom: 2))
                        Text(String(day.count), font: style.font(.statLabel), color: style.color(.textPrimary), alignment: .center)
                            .minimumScaleFactor(0.8)
                        Text(letters[day.date.weekday - 1], font: style.font(isToday ? .headline : .caption).withSize(12),
                             color: style.color(isToday ? .accent : .textSecondary), alignment: .center)
                    }
                    .frame(maxWidth: .infinity).id("day-\(i + 1)")
                }
            }
        }
        .padding(EdgeInsets(top: 10, leading: 14, bottom: 8, trailing: 14))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 12), .solid(card))] }
        .id("week")
    }

    /// The tree tile, placed at the largest whole number of device pixels per art pixel
    /// that fits its box, up to `maxPixel` points.
    private func tree(_ tile: TreeArt, maxPixel: Double, scale: Int) -> LayoutNode {
        Picture { rect in
            [tile.placed(in: rect, scale: Double(scale), maxPixel: maxPixel)]
        }
        .id("tree")
    }

    /// A grown tree on its tile once a session has been completed; before that, the bare
    /// tile, as the session screen shows before the first tree is planted.
    func treeTile() throws -> TreeArt {
        let rise = ForestArt.treeRise, tileTop = rise - 8
        let width = IsometricGrid.tileWidth, height = tileTop + 16 + ForestArt.sideDepth
        let grid = IsometricGrid(columns: 1, rows: 1, originX: width / 2, originY: tileTop)
        var commands = try art.ground(grid)
        if state.stats.totalTrees > 0 {
            let (x, y) = grid.center(col: 0, row: 0)
            commands.append(try art.stand("tree-5", x: x, y: y))
        }
        return TreeArt(width: width, height: height, commands: commands)
    }
}
