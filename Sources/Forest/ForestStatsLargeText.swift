import Terrarium
import TerrariumLayout

/// The stats widget at the accessibility text sizes: the same box, only stat cards, fewer and
/// larger (`ForestStatsTypeRules` decides which). The value may shrink to 60 % of its size
/// (never below its xxxLarge size, `TypeSize.fitGrowth`), a label to 80 %, before the card
/// gives up a stat.
extension ForestStatsCard {
    func largeTextLayout(_ family: WidgetFamily, forms: [[ForestStatsTypeRules.Stat]], background: Paint) -> LayoutNode {
        // A count too long for its card at these sizes compacts ("10K") rather than be cut.
        let counts = [state.stats.totalTrees, nil, state.stats.todayCount, state.stats.streak]
        let cells = zip(cells(family), counts).map { cell, count in
            (values: count.map(ForestStatsTypeRules.countForms) ?? cell.values, label: cell.label)
        }
        let card = style.color(.card), valueFont = style.font(.statValue)
        func cardNode(_ stat: ForestStatsTypeRules.Stat) -> LayoutNode {
            statCard(cells[stat.rawValue], number: stat.rawValue + 1, valueFont: valueFont, card: card, labelScale: 0.8)
        }
        let content = ViewThatFits(in: .both) {
            for form in forms {
                switch (family, form.count) {
                case (.medium, _):
                    HStack(alignment: 0.5, spacing: 6) { for stat in form { cardNode(stat) } }
                case (.large, 4):
                    VStack(spacing: 6) {
                        HStack(alignment: 0.5, spacing: 6) { cardNode(form[0]); cardNode(form[1]) }
                        HStack(alignment: 0.5, spacing: 6) { cardNode(form[2]); cardNode(form[3]) }
                    }
                default:
                    VStack(spacing: 6) { for stat in form { cardNode(stat) } }
                }
            }
        }
        let bounds = Rect(size: size)
        return content.padding(12)
            .frame(width: size.width, height: size.height)
            .background { _ in [.fill(.rect(bounds), background)] }
    }
}
