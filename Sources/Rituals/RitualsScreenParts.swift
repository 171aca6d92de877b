import Foundation
import Terrarium
import TerrariumLayout

/// Pieces the Today tab and the day detail sheet share: a card, a habit's check-in row, a
/// centred empty state and the adaptive grid of cards.
extension RitualsLayout {
    /// Content on the card surface with rounded corners, as wide as offered and as tall as a
    /// grid row gives it.
    func card(id: String, padding: Double = 16, _ content: () -> LayoutNode) -> LayoutNode {
        let surface = style.color(.card)
        return content()
            .padding(padding)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(surface))] }
            .id(id)
    }

    /// A check-in circle's side at the default text size, in points.
    static let checkSide = 24.0

    /// A check-in's circle: filled green with a tick once done, an open grey ring while not.
    func check(_ done: Bool, side: Double) -> LayoutNode {
        let filled = style.color(.success), open = style.color(.ringLow), tickColor = style.color(.textInverse)
        return Shape { rect in
            let center = Point(rect.midX, rect.midY), r = rect.width / 2
            // 2 pt at the default 24 pt, and as much thicker as the circle is larger.
            let line = 2 * rect.width / Self.checkSide
            guard done else {
                return [.stroke(.circle(center: center, radius: r - line / 2), .solid(open), StrokeStyle(width: line))]
            }
            let tick = Path { p in
                p.move(to: Point(rect.minX + r * 0.55, center.y))
                p.line(to: Point(rect.minX + r * 0.85, center.y + r * 0.32))
                p.line(to: Point(rect.minX + r * 1.45, center.y - r * 0.35))
            }
            return [.fill(.circle(center: center, radius: r), .solid(filled)),
                    .stroke(tick, .solid(tickColor), StrokeStyle(width: line, cap: .round, join: .round))]
        }
        .frame(width: side, height: side)
    }

    /// A habit with its check-in state (FR-TODAY-02): the circle a tap fills, its symbol and its
    /// title (the user's, so it may be cut); a done habit's title steps back to secondary.
    /// At the accessibility sizes the habit's symbol gives its room to the title, which wraps
    /// to four lines. The circle is a scaled metric (24 pt at the default size, growing with
    /// the text up to the 44 pt of a comfortable tap target) and, like the symbol, sits on the
    /// title's first line, as a list's controls do beside a wrapped title.
    /// A habit's row is never shorter: Today's and the day sheet's lower bound before layout
    /// (`RitualsPlugin.minimumSize`) counts on it.
    static let checkRowMinimumHeight = 32.0

    func checkRow(_ habit: Habit, done: Bool, id: String) -> LayoutNode {
        let side = type.typeSize.scaledMetric(Self.checkSide, maximum: 44)
        // The band of the first line: the circle's height, or the line's where that is taller.
        let band = max(side, bodyLine)
        return HStack(alignment: 0, spacing: 10) {
            check(done, side: side).scaledControl().id("\(id)-check").frame(height: band)
            if !isAccessibilityLayout { icon(habit.symbol, side: 20, done ? .textTertiary : .accent).frame(height: band) }
            (isAccessibilityLayout ? accessibleTitle(habit.title, .body, done ? .textSecondary : .textPrimary)
                : label(habit.title, .body, done ? .textSecondary : .textPrimary).truncatable()).id(id)
                .padding(EdgeInsets(top: (band - bodyLine) / 2))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minHeight: Self.checkRowMinimumHeight)
        .id("\(id)-row")
    }

    /// A centred empty state: a badge, what is missing and what to do.
    func emptyState(symbol: String, title: String, detail: String, id: String) -> LayoutNode {
        VStack(alignment: 0.5, spacing: 8) {
            badge(symbol, side: 72).id("\(id)-icon").padding(EdgeInsets(bottom: 8))
            label(title, .headline, .textPrimary, alignment: .center).lineLimit(type.lines(2)).balanced().id("\(id)-title")
            label(detail, .body, .textSecondary, alignment: .center).lineLimit(type.lines(3)).balanced().id("\(id)-detail")
        }
        .padding(EdgeInsets(top: 64, bottom: 64))
        .frame(maxWidth: .infinity)
        .id(id)
    }

    /// Items in `columns` columns, row by row; the cards of a row share its height.
    func grid(_ items: [LayoutNode], columns: Int, spacing: Double) -> LayoutNode {
        let columns = max(1, columns)
        return VStack(alignment: 0, spacing: spacing) {
            for start in stride(from: 0, to: items.count, by: columns) {
                HStack(alignment: 0, spacing: spacing) {
                    for index in start..<(start + columns) {
                        if index < items.count {
                            items[index]
                        } else {
                            Spacer(minLength: 0).frame(maxWidth: .infinity)
                        }
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
            }
        }
    }

    /// A screen's content: `padding` on each side inside the screen's safe area (a phone on its
    /// side has its sensor housing at one edge), at most `AdaptiveColumns.maxContentWidth` wide
    /// and centred beyond it, on the page background, which runs under the safe area.
    func screen(_ content: LayoutNode, padding: Double, top: Double = 24, safeArea: ScreenInsets) -> LayoutNode {
        let background = style.color(.background)
        return content
            .frame(maxWidth: AdaptiveColumns.maxContentWidth, alignment: .topLeading)
            .padding(EdgeInsets(top: top, leading: padding + safeArea.leading, bottom: padding,
                                trailing: padding + safeArea.trailing))
            .frame(maxWidth: .infinity, alignment: .top)
            .background { rect in [.fill(.rect(rect), .solid(background))] }
    }
}
