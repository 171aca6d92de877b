import Terrarium

/// The `widget` scene: quick access to SOS relief and the day's quote, small and medium.
struct CalmWidget {
    let input: CalmInput
    let size: Size

    func scene(_ family: WidgetFamily, _ painter: inout CalmPainter) {
        let bounds = Rect(size: size)
        painter.fill(.rect(bounds), painter.style.calmBackground(bounds))
        let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
        let inset = 12.0
        switch family {
        case .medium, .large:
            let sos = Rect(x: inset, y: inset, width: 140, height: size.height - 2 * inset)
            painter.fill(.roundedRect(sos, radius: 16), .sos)
            painter.icon(.sos, in: Rect(x: sos.minX + 14, y: sos.minY + 14, width: 34, height: 34), .onSos)
            painter.text("Feeling Anxious?", .headline, .onSos,
                         Rect(x: sos.minX + 14, y: sos.maxY - 76, width: sos.width - 24, height: 44), lines: 2)
            painter.text("Tap to breathe", .footnote, .onSos, Rect(x: sos.minX + 14, y: sos.maxY - 30, width: sos.width - 24, height: 18))
            QuoteCard.draw(quote, in: Rect(x: sos.maxX + 10, y: inset, width: size.width - sos.maxX - 10 - inset,
                                           height: size.height - 2 * inset),
                           painter: &painter, lines: 4, compact: true)
        case .small:
            let sos = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: 60)
            painter.fill(.roundedRect(sos, radius: 14), .sos)
            painter.icon(.sos, in: Rect(x: sos.minX + 10, y: sos.midY - 13, width: 26, height: 26), .onSos)
            painter.text("Feeling Anxious?", .subheadline, .onSos,
                         Rect(x: sos.minX + 44, y: sos.minY + 8, width: sos.width - 52, height: 44), vertical: .center, lines: 2)
            painter.icon(.quote, in: Rect(x: inset + 2, y: sos.maxY + 10, width: 14, height: 14), .actionBlue)
            // No room for the author here without cutting the name short; medium shows it.
            painter.text(quote.text, .footnote, .textPrimary,
                         Rect(x: inset + 2, y: sos.maxY + 28, width: size.width - 2 * inset - 4, height: 64), lines: 4)
        }
    }
}
