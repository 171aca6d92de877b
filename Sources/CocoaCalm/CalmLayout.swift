import Terrarium
import TerrariumLayout

/// Cocoa Calm's layout pieces in its type scale and colours: text, icons, the modal
/// navigation bar and the quote card, as `TerrariumLayout` nodes the screens compose.
struct CalmLayout {
    let style: CalmStyle

    func text(_ string: String, _ font: CalmStyle.FontToken, _ color: CalmStyle.Role,
              alignment: TextAlignment = .leading) -> LayoutNode {
        Text(string, font: style.font(font), color: style.color(color), alignment: alignment)
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

    /// A modal screen: the navigation bar with `title`, then the first of the bodies, from
    /// roomiest to tightest, that fits the height below it (the SOS modal and the paywall give
    /// up pieces on a small screen rather than clip), on `background` edge to edge, inside the
    /// safe area.
    func modalScreen(title: String, size: Size, safeArea: ScreenInsets, alignment: Double, background: Paint,
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
        .background { _ in [.fill(.rect(Rect(size: size)), background)] }
    }

    /// A modal sheet's inline navigation bar, 44 pt: the title centred, the × dismiss button
    /// at the trailing edge and an empty square of its size at the leading one, so the title
    /// stays centred on the screen (seed/003, "Navigation Pattern").
    func navigationBar(_ title: String) -> LayoutNode {
        let track = style.color(.track), cross = style.color(.textSecondary)
        return HStack(spacing: 8) {
            Spacer().frame(width: 30, height: 30)
            text(title, .headline, .textPrimary, alignment: .center).minimumScaleFactor(0.8).id("navigation-title")
                .frame(maxWidth: .infinity)
            Shape { rect in
                [.fill(.circle(center: Point(rect.midX, rect.midY), radius: rect.width / 2), .solid(track))]
                    + CalmIcon.close.commands(in: rect.insetBy(dx: 7, dy: 7), color: cross)
            }.frame(width: 30, height: 30).id("close")
        }
        .frame(height: 44)
    }

    /// The daily quote on a card: the quote mark, the words and who said them. `lines` is as
    /// many as the words may take; a compact card (small screens, the widget) is tighter.
    func quoteCard(_ quote: DailyQuote, lines: Int, compact: Bool = false) -> LayoutNode {
        let card = style.color(.card)
        return VStack(alignment: 0, spacing: compact ? 6 : 8) {
            icon(.quote, side: compact ? 18 : 24, .actionBlue)
            text(quote.text, compact ? .subheadline : .body, .textPrimary).lineLimit(lines).minimumScaleFactor(0.85).balanced().id("quote")
            text("— " + quote.author, .footnote, .textSecondary).lineLimit(compact ? 2 : 1).minimumScaleFactor(0.85).id("author")
        }
        .padding(compact ? 14 : 20)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
        .id("quote-card")
    }
}
