import Terrarium
import TerrariumLayout

/// Cocoa Calm's layout pieces in its type scale and colours: text, icons, the modal
/// navigation bar and the quote card, as `TerrariumLayout` nodes the screens compose.
struct CalmLayout {
    let style: CalmStyle
    /// At an accessibility text size: texts wrap, rows turn into columns (`CalmTypeRules`).
    var accessible = false

    /// A text of at most `lines` lines (nil: any number), shrinking to `shrink` of its size
    /// before it is cut; `balanced`, its lines evened out; `truncatable`, it may end in an
    /// ellipsis (a user's name). At an accessibility size it may take a line a word and is drawn
    /// at the largest size at which its longest word fits a line (`wordsFit`), unless `wraps`
    /// is false: then it keeps to its lines and shrinks (a clock, a price, a tag); `steady`,
    /// its words change with the time, and it keeps its full line's height however it shrinks.
    func text(_ string: String, _ font: CalmStyle.FontToken, _ color: CalmStyle.Role, alignment: TextAlignment = .leading,
              lines: Int? = 1, shrink: Double = 1, wraps: Bool = true, balanced: Bool = false,
              truncatable: Bool = false, steady: Bool = false) -> LayoutNode {
        let limit = CalmTypeRules.lineLimit(string, lines: lines, accessible: accessible, wraps: wraps)
        let scale = CalmTypeRules.minimumScale(shrink, accessible: accessible)
        let base = style.font(font)
        guard accessible else {
            return plain(string, base, color, alignment, limit: limit, shrink: scale, balanced: balanced, truncatable: truncatable)
        }
        guard wraps, limit != 1 else {
            // A screen that scrolls is captured at its content's ideal height, and its stack
            // then shares that height out again: a line that may shrink would be squeezed
            // (a spacer's room taken from it), so it shrinks to fit its width only. A steady one
            // is as tall as its line at full size, shrunk or not (a hidden "0" holds the
            // height), so a line whose words change with the time ("Rep: 9/14", "Rep: 10/14")
            // keeps an animated screen one height.
            let line = plain(string, base, color, alignment, limit: limit, shrink: scale, balanced: false, truncatable: truncatable)
                .fixedSize(horizontal: false, vertical: true)
            guard steady else { return line }
            return ZStack(alignment: .center) {
                Text("0", font: base, color: style.color(color)).hidden()
                line
            }
        }
        // The text may shrink as far as its minimum allows the engine (over the growth up to
        // xxxLarge), in steps; no further, so the last step may still break a word.
        let floor = scale / TypeSize.accessibility1.fitGrowth
        let frame: Alignment = switch alignment {
        case .leading: .topLeading
        case .center: .top
        case .trailing: .topTrailing
        }
        return ViewThatFits(in: .horizontal) {
            for factor in CalmTypeRules.accessibleScales(down: floor) {
                // Not balanced: narrowing the lines to even them could break the longest word.
                wordsFit(string, base.withSize(base.size * factor), color, frame,
                         plain(string, base.withSize(base.size * factor), color, alignment, limit: limit, shrink: 1,
                               balanced: false, truncatable: truncatable))
            }
        }
    }

    /// `text` as wide as it is offered, which the layout asks no more of than the width of
    /// `string`'s longest word in `font` (and a point): a `ViewThatFits` over sizes takes the
    /// largest at which every word fits a line whole, where Pango would otherwise break the
    /// longest in two ("Welcom-e"). The words are the engine's unbreakable pieces, so a span
    /// its line breaking keeps together ("— Confucius", "3 of 5") fits a line too.
    private func wordsFit(_ string: String, _ font: Font, _ color: CalmStyle.Role, _ alignment: Alignment,
                          _ text: LayoutNode) -> LayoutNode {
        // The distinct words a line each: one measurement, as wide as the widest, no height.
        var seen: Set<Substring> = []
        let words = LineBreakRules.unbreakablePieces(string).filter { seen.insert(Substring($0)).inserted }.joined(separator: "\n")
        return ZStack(alignment: .topLeading) {
            Text(words, font: font, color: style.color(color)).lineLimit(nil).padding(EdgeInsets(trailing: 1))
                .frame(height: 0).hidden()
            text.frame(idealWidth: 0, maxWidth: .infinity, alignment: alignment)
        }
    }

    private func plain(_ string: String, _ font: Font, _ color: CalmStyle.Role, _ alignment: TextAlignment, limit: Int?,
                       shrink: Double, balanced: Bool, truncatable: Bool) -> LayoutNode {
        var node = Text(string, font: font, color: style.color(color), alignment: alignment)
        if limit != 1 { node = node.lineLimit(limit) }
        if shrink < 1 { node = node.minimumScaleFactor(shrink) }
        if balanced { node = node.balanced() }
        if truncatable { node = node.truncatable() }
        return node
    }

    /// Rows of a badge and its words at an accessibility size (home's quick actions, the SOS
    /// options, the paywall's features), all arranged alike: the badges beside the words while
    /// every title fits whole on one line beside its badge, else each badge above its words.
    /// `rows` builds them for one arrangement: beside when given true.
    func iconRows(spacing: Double, _ rows: (_ beside: Bool) -> [LayoutNode]) -> LayoutNode {
        ViewThatFits(in: .horizontal) {
            VStack(alignment: 0, spacing: spacing) { for row in rows(true) { row } }
            VStack(alignment: 0, spacing: spacing) { for row in rows(false) { row } }
        }
    }

    /// A badge and its words, `beside` them or above; `title` on one line when beside (its
    /// width is what decides, see `iconRows`), else wrapping; `words` wrap under it.
    func iconRow(beside: Bool, _ badge: LayoutNode, spacing: Double, title: LayoutNode, words: LayoutNode) -> LayoutNode {
        // A width of 0 asked for its ideal: the lines under the title, which wrap, never make
        // the row too wide to stand beside the badge.
        let column = VStack(alignment: 0, spacing: 0) {
            title
            words.frame(idealWidth: 0, maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return beside ? HStack(alignment: 0.5, spacing: spacing) { badge; column }
            : VStack(alignment: 0, spacing: 8) { badge; column }
    }

    /// An icon in a square of `side` points.
    func icon(_ icon: CalmIcon, side: Double, _ role: CalmStyle.Role) -> LayoutNode {
        let color = style.color(role)
        return Shape { rect in icon.commands(in: rect, color: color) }.frame(width: side, height: side)
    }

    /// An icon on a circle of its colour at 15 %, the quick actions' badge; the glyph takes
    /// 28/48 of the circle, as the 48 pt badge's 28 pt icon.
    func badge(_ icon: CalmIcon, side: Double, _ role: CalmStyle.Role) -> LayoutNode {
        badgeShape(icon, role, ideal: nil).frame(width: side, height: side)
    }

    /// The badge as large as it is given, square, up to `side`: it shrinks on a short screen.
    func flexibleBadge(_ icon: CalmIcon, side: Double, _ role: CalmStyle.Role) -> LayoutNode {
        badgeShape(icon, role, ideal: Size(side, side)).aspectRatio(1).frame(maxWidth: side, maxHeight: side)
    }

    private func badgeShape(_ icon: CalmIcon, _ role: CalmStyle.Role, ideal: Size?) -> LayoutNode {
        let color = style.color(role)
        let draw: DrawInRect = { rect in
            let side = min(rect.width, rect.height)
            let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            let inset = side * 10 / 48
            return [.fill(.circle(center: Point(square.midX, square.midY), radius: side / 2), .solid(color.withAlpha(0.15)))]
                + icon.commands(in: square.insetBy(dx: inset, dy: inset), color: color)
        }
        return Shape(ideal: ideal, draw)
    }

    /// `shown` in the room the largest of `others` takes too, at an accessibility size: an
    /// animated screen's words that change with the time (a phase's name) then wrap to more
    /// or fewer lines, and its frames must all be one height. At the other sizes, `shown`.
    func reserving(_ shown: LayoutNode, for others: [LayoutNode], alignment: Alignment = .top) -> LayoutNode {
        guard accessible else { return shown }
        return ZStack(alignment: alignment) {
            for other in others { other.hidden() }
            shown
        }
    }

    /// A modal screen: the navigation bar with `title`, then the first of the bodies, from
    /// roomiest to tightest, that fits the height below it (the SOS modal and the paywall give
    /// up pieces on a small screen rather than clip), on `background` edge to edge, inside the
    /// safe area. `background` paints the rectangle the screen is laid out in: the device's, or the whole
    /// content's when a large text size makes it scroll.
    func modalScreen(title: String, safeArea: ScreenInsets, alignment: Double, background: @escaping @Sendable (Rect) -> Paint,
                     bodies: [LayoutNode]) -> LayoutNode {
        VStack(alignment: alignment, spacing: 0) {
            navigationBar(title)
            ViewThatFits(in: .vertical) {
                for body in bodies { body }
            }
            .layoutPriority(1)
            Spacer()
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(20, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        .background { rect in [.fill(.rect(rect), background(rect))] }
    }

    /// A modal sheet's inline navigation bar, 44 pt: the title centred, the × dismiss button
    /// at the trailing edge and an empty square of its size at the leading one, so the title
    /// stays centred on the screen (seed/003, "Navigation Pattern").
    func navigationBar(_ title: String) -> LayoutNode {
        let track = style.color(.track), cross = style.color(.textSecondary)
        let bar = HStack(spacing: 8) {
            Spacer().frame(width: 30, height: 30)
            text(title, .headline, .textPrimary, alignment: .center, shrink: 0.8).id("navigation-title")
                .frame(maxWidth: .infinity)
            Shape { rect in
                [.fill(.circle(center: Point(rect.midX, rect.midY), radius: rect.width / 2), .solid(track))]
                    + CalmIcon.close.commands(in: rect.insetBy(dx: 7, dy: 7), color: cross)
            }.frame(width: 30, height: 30).id("close")
        }
        // At an accessibility size the title may wrap, and the bar grows with it.
        return accessible ? bar.frame(minHeight: 44) : bar.frame(height: 44)
    }

    /// The daily quote on a card: the quote mark, the words and who said them. `lines` is as
    /// many as the words may take; a compact card (small screens, the widget) is tighter.
    func quoteCard(_ quote: DailyQuote, lines: Int, compact: Bool = false) -> LayoutNode {
        let card = style.color(.card)
        return VStack(alignment: 0, spacing: compact ? 6 : 8) {
            icon(.quote, side: compact ? 18 : 24, .actionBlue)
            text(quote.text, compact ? .subheadline : .body, .textPrimary, lines: lines, shrink: 0.85, balanced: true).id("quote")
            text("— " + quote.author, .footnote, .textSecondary, lines: compact ? 2 : 1, shrink: 0.85).id("author")
        }
        .padding(compact ? 14 : 20)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
        .id("quote-card")
    }
}
