import Terrarium
import TerrariumLayout

/// The `widget` scene: quick access to SOS relief and the day's quote, small and medium.
///
/// The quote is the app's copy and is never cut: where the day's words do not fit a widget,
/// the widget gives up, in turn, the quote mark, the larger type, the author, and finally the
/// quote itself, leaving the SOS button whole (`ViewThatFits` takes the first that fits).
struct CalmWidget {
    let input: CalmInput
    let size: Size
    /// The reader's text size: at the accessibility sizes the widget keeps the SOS card alone
    /// (`CalmWidgetTypeRules`).
    var typeSize: TypeSize = .large

    static let inset = 12.0

    func layout(_ family: WidgetFamily, style: CalmStyle) -> LayoutNode {
        let ui = CalmLayout(style: style)
        let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
        let background = style.calmBackground(Rect(size: size))
        let forms = CalmWidgetTypeRules.forms(family, typeSize: typeSize)
        let content: LayoutNode = if let forms { largeTextSOS(forms, style: style) } else { switch family {
        case .small: small(ui, quote)
        case .medium, .large: medium(ui, quote)
        default: small(ui, quote)  // families the scene does not declare never reach here
        } }
        return content
            .padding(Self.inset)
            .frame(width: size.width, height: size.height)
            .background { rect in [.fill(.rect(rect), background)] }
    }

    private func small(_ ui: CalmLayout, _ quote: DailyQuote) -> LayoutNode {
        ViewThatFits(in: .vertical) {
            for showsMark in [true, false] {
                VStack(alignment: 0, spacing: 8) {
                    sosPill(ui)
                    if showsMark { ui.icon(.quote, side: 14, .actionBlue).padding(EdgeInsets(leading: 2)) }
                    ui.text(quote.text, .footnote, .textPrimary).lineLimit(5).balanced().id("quote").padding(EdgeInsets(horizontal: 2))
                    Spacer(minLength: 0)
                }
            }
            sosCard(ui)
        }
    }

    private func medium(_ ui: CalmLayout, _ quote: DailyQuote) -> LayoutNode {
        let sosWidth = min(140, (size.width - 2 * Self.inset) * 0.42)
        let forms: [(mark: Bool, font: CalmStyle.FontToken, author: Bool)] = [
            (true, .subheadline, true), (false, .subheadline, true), (false, .footnote, true), (false, .footnote, false),
        ]
        return ViewThatFits(in: .vertical) {
            for form in forms {
                HStack(alignment: 0.5, spacing: 10) {
                    sosCard(ui).frame(width: sosWidth)
                    quoteCard(ui, quote, mark: form.mark, font: form.font, author: form.author)
                }
            }
            sosCard(ui)
        }
    }

    /// The small widget's SOS button: the wind and the question, two lines at most.
    private func sosPill(_ ui: CalmLayout) -> LayoutNode {
        let sos = ui.style.color(.sos)
        return HStack(alignment: 0.5, spacing: 8) {
            ui.icon(.sos, side: 26, .onSos)
            ui.text("Feeling Anxious?", .subheadline, .onSos).lineLimit(2).minimumScaleFactor(0.85).id("sos-title")
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { rect in [.fill(.roundedRect(rect, radius: 14), .solid(sos))] }
        .id("sos")
    }

    /// The SOS button as a card that fills its height: the wind at the top, the question and
    /// "Tap to breathe" at the bottom.
    private func sosCard(_ ui: CalmLayout) -> LayoutNode {
        let sos = ui.style.color(.sos)
        // Below 155 pt (375x667 and smaller) the wind shrinks so two lines of the question fit.
        let compact = size.height < 155
        return VStack(alignment: 0, spacing: 0) {
            ui.icon(.sos, side: compact ? 24 : 34, .onSos)
            Spacer(minLength: 8)
            ui.text("Feeling Anxious?", .headline, .onSos).lineLimit(2).minimumScaleFactor(0.8).id("sos-title")
            ui.text("Tap to breathe", .footnote, .onSos).minimumScaleFactor(0.85).id("sos-detail").padding(EdgeInsets(top: 4))
        }
        .padding(compact ? 12 : 14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(sos))] }
        .id("sos")
    }

    /// The SOS card alone at an accessibility size: the wind, the question a word a line at
    /// most and shrunk only as far as its longest word needs, then "Tap to breathe" where it fits.
    private func largeTextSOS(_ forms: [[CalmWidgetTypeRules.Part]], style: CalmStyle) -> LayoutNode {
        var ui = CalmLayout(style: style)
        ui.accessible = true
        let sos = style.color(.sos)
        let oneLine = size.width > size.height
        return ViewThatFits(in: .both) {
            for form in forms {
                VStack(alignment: 0, spacing: 0) {
                    ui.icon(.sos, side: 24, .onSos)
                    Spacer(minLength: 6)
                    // A word a line in the small square; one line across the medium, whose
                    // height two lines at the reader's size would overrun.
                    ui.text("Feeling Anxious?", .headline, .onSos, lines: oneLine ? 1 : 2, shrink: 0.45, wraps: !oneLine)
                        .id("sos-title")
                    if form.contains(.sosDetail) {
                        ui.text("Tap to breathe", .footnote, .onSos, lines: 1, shrink: 0.85, wraps: false).id("sos-detail")
                            .padding(EdgeInsets(top: 4))
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(sos))] }
                .id("sos")
            }
        }
    }

    /// The quote on a card that fills the widget's height, its words at the top.
    private func quoteCard(_ ui: CalmLayout, _ quote: DailyQuote, mark: Bool, font: CalmStyle.FontToken,
                           author: Bool) -> LayoutNode {
        let card = ui.style.color(.card)
        return VStack(alignment: 0, spacing: 6) {
            if mark { ui.icon(.quote, side: 18, .actionBlue) }
            ui.text(quote.text, font, .textPrimary).lineLimit(6).balanced().id("quote")
            if author { ui.text("— " + quote.author, .footnote, .textSecondary).lineLimit(2).id("author") }
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(maxHeight: .infinity, alignment: .top)
        .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(card))] }
        .id("quote-card")
    }
}
