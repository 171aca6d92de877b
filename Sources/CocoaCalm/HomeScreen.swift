import Terrarium

/// The `home` scene: the greeting, the SOS button, the 2x2 quick actions and the daily quote,
/// on the blue-purple gradient (seed/003, "Home Screen").
struct HomeScreen {
    let input: CalmInput
    let size: Size

    /// The four quick actions, in the document's order, with their context colours.
    static let actions: [(title: String, detail: String, icon: CalmIcon, color: CalmStyle.Role)] = [
        ("Meditate", "Guided timer", .meditate, .actionBlue),
        ("Hot Chocolate", "Recipe guide", .hotChocolate, .actionBrown),
        ("HC Audio", "Narrated guide", .audio, .actionBrown),
        ("Log Entry", "Coming soon", .logEntry, .actionGreen),
    ]

    func scene(_ painter: inout CalmPainter) {
        let pad = CalmStyle.padding, width = size.width - 2 * pad
        let bounds = Rect(size: size)
        painter.fill(.rect(bounds), painter.style.calmBackground(bounds))
        var y = 64.0
        let welcome = input.name.map { "Welcome, \($0)" } ?? "Welcome"
        painter.text(welcome, .largeTitle, .textPrimary, Rect(x: pad, y: y, width: width, height: 44))
        y += 46
        painter.text(Self.greeting(hour: input.local?.hour ?? 9), .subheadline, .textSecondary,
                     Rect(x: pad, y: y, width: width, height: 20))
        y += 20 + 28

        // SOS: the most prominent thing on the screen.
        let sos = Rect(x: pad, y: y, width: width, height: 96)
        painter.fill(.roundedRect(sos, radius: 20), .sos)
        painter.icon(.sos, in: Rect(x: sos.minX + 22, y: sos.midY - 20, width: 40, height: 40), .onSos)
        painter.text("Feeling Anxious?", .title2, .onSos, Rect(x: sos.minX + 80, y: sos.minY + 22, width: sos.width - 100, height: 28))
        painter.text("Breathe, ground, or sip: relief in a minute", .subheadline, .onSos,
                     Rect(x: sos.minX + 80, y: sos.minY + 53, width: sos.width - 100, height: 20))
        y = sos.maxY + 32

        painter.text("Quick Actions", .title2, .textPrimary, Rect(x: pad, y: y, width: width, height: 28))
        y += 28 + 14
        let gap = 16.0, tileWidth = (width - gap) / 2, tileHeight = 128.0
        for (i, action) in Self.actions.enumerated() {
            let tile = Rect(x: pad + Double(i % 2) * (tileWidth + gap), y: y + Double(i / 2) * (tileHeight + gap),
                            width: tileWidth, height: tileHeight)
            painter.fill(.roundedRect(tile, radius: 20), .card)
            let badge = Rect(x: tile.minX + 16, y: tile.minY + 16, width: 48, height: 48)
            painter.fill(.circle(center: Point(badge.midX, badge.midY), radius: 24),
                         .solid(painter.style.color(action.color).withAlpha(0.15)))
            painter.icon(action.icon, in: badge.insetBy(dx: 10, dy: 10), action.color)
            painter.text(action.title, .headline, .textPrimary, Rect(x: tile.minX + 16, y: tile.minY + 76, width: tile.width - 32, height: 22))
            painter.text(action.detail, .footnote, .textSecondary, Rect(x: tile.minX + 16, y: tile.minY + 99, width: tile.width - 32, height: 18))
        }
        y += 2 * tileHeight + gap + 32

        painter.text("Daily Quote", .title2, .textPrimary, Rect(x: pad, y: y, width: width, height: 28))
        y += 28 + 14
        let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
        QuoteCard.draw(quote, in: Rect(x: pad, y: y, width: width, height: size.height - y - 44), painter: &painter, lines: 4)
    }

    /// A greeting for the local hour: morning until noon, afternoon until 17:00, then evening.
    static func greeting(hour: Int) -> String {
        switch hour {
        case 5..<12: "Good morning. A calm moment is always close."
        case 12..<17: "Good afternoon. Pause whenever you need to."
        default: "Good evening. Let the day settle."
        }
    }
}

/// The daily quote on a card: the quote mark, the words and who said them.
enum QuoteCard {
    static func draw(_ quote: DailyQuote, in rect: Rect, painter: inout CalmPainter, lines: Int, compact: Bool = false) {
        let inset = compact ? 14.0 : 20.0
        let iconSize = compact ? 18.0 : 24.0
        let textWidth = rect.width - 2 * inset
        let font: CalmStyle.FontToken = compact ? .subheadline : .body
        let textHeight = painter.height(quote.text, font, width: textWidth, lines: lines)
        let authorHeight = compact ? 16.0 : 20.0
        // A compact card (the widget's) fills its space; the home screen's fits its text.
        let height = compact ? rect.height : min(rect.height, inset + iconSize + 8 + textHeight + 8 + authorHeight + inset)
        let card = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
        painter.fill(.roundedRect(card, radius: 20), .card)
        painter.icon(.quote, in: Rect(x: card.minX + inset - 2, y: card.minY + inset, width: iconSize, height: iconSize), .actionBlue)
        let textTop = card.minY + inset + iconSize + 8
        painter.text(quote.text, font, .textPrimary, Rect(x: card.minX + inset, y: textTop, width: textWidth, height: textHeight),
                     lines: lines)
        // A long name may take a second line in the compact card rather than be cut short.
        painter.text("— " + quote.author, .footnote, .textSecondary,
                     Rect(x: card.minX + inset, y: textTop + textHeight + (compact ? 6 : 8), width: textWidth, height: authorHeight * 2),
                     lines: compact ? 2 : 1)
    }
}
