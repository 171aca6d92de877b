import Terrarium
import TerrariumLayout

/// Rituals' home-screen widget at the accessibility text sizes: the same box, today's ring
/// with its percentage, and fewer, larger words beside or under it (`RitualsWidgetTypeRules`
/// decides which). The words offer their forms richest first and the first that fits is
/// drawn, else the barest, whose text shrinks as far as it must; the ring takes what the
/// words leave.
extension RitualsWidgets {
    typealias Part = RitualsWidgetTypeRules.Part

    /// The home-screen family in its accessibility form.
    func largeTextLayout(_ family: WidgetFamily, forms: [[Part]]) -> LayoutNode {
        let card = ui.style.color(.card)
        let content: LayoutNode
        switch family {
        case .medium:
            // The ring on the left as below these sizes; the words take the rest of the width.
            let left = min(124, (size.width - 32) * 0.38)
            content = HStack(alignment: 0.5, spacing: 14) {
                ui.todayRing(rate, stroke: 10, font: .ringNumber, maxSide: left).frame(width: left).id("ring")
                words(forms, alignment: 0, oneLine: false).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            }
            .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        default:
            // The ring over the words, as large as the height they leave; in the small square
            // the ring keeps 0.6 of the height (French « 100 % » fits it) and the words one line, shrunk as they must.
            let large = family != .small
            let ring = ui.todayRing(rate, stroke: large ? 12 : 8, font: .ringNumber, maxSide: large ? 180 : 86)
                .frame(maxWidth: .infinity, maxHeight: .infinity).id("ring")
            content = VStack(alignment: 0.5, spacing: large ? 10 : 4) {
                if large { ring } else { ring.frame(height: (size.height * 0.6).rounded()) }
                words(forms, alignment: 0.5, oneLine: !large).frame(maxWidth: .infinity).layoutPriority(1)
            }
            .padding(large ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                           : EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12))
        }
        return content
            .frame(width: size.width, height: size.height)
            .background { rect in [.fill(.rect(rect), .solid(card))] }
    }

    /// The first of `forms`' words (the ring aside) that fits, each form a column.
    private func words(_ forms: [[Part]], alignment: Double, oneLine: Bool) -> LayoutNode {
        let due = rules.todayProgress.due
        return ViewThatFits(in: .both) {
            for form in forms {
                VStack(alignment: alignment, spacing: 4) {
                    // Nothing is done of nothing due: "0 of 0 done" is not said.
                    for part in form where part != .ring && (part != .done || due > 0) {
                        node(part, alignment: alignment, oneLine: oneLine)
                    }
                }
            }
        }
    }

    /// One piece, in the colours it has below these sizes, a line a word at most so that no
    /// word breaks (or with `oneLine` all on one line); a word too long for its line shrinks instead.
    private func node(_ part: Part, alignment: Double, oneLine: Bool) -> LayoutNode {
        let textAlignment: TextAlignment = alignment == 0 ? .leading : .center
        let hasRituals = !rules.input.rituals.isEmpty
        let progress = rules.todayProgress
        func words(_ string: String, _ font: RitualsStyle.FontToken, _ role: RitualsStyle.Role, id: String) -> LayoutNode {
            ui.label(string, font, role, alignment: textAlignment)
                .lineLimit(oneLine ? 1 : RitualsWidgetTypeRules.wholeWordLines(string)).minimumScaleFactor(0.5).id(id)
        }
        switch part {
        case .ring:
            // Every form has the ring; `largeTextLayout` draws it beside or over the words.
            return ui.todayRing(rate, stroke: 8, font: .ringNumber, maxSide: 86)
        case .streak:
            return words(hasRituals ? text.streak(rules.currentStreak) : text.noRituals, .footnote, .textSecondary, id: "footer")
        case .streakDays:
            return words(hasRituals ? text.days(rules.currentStreak) : text.noRitualsShort, .footnote, .textSecondary, id: "footer")
        case .done:
            return words(text.doneOf(progress.done, progress.due), .caption, .textSecondary, id: "done")
        case .timeOfDay:
            return ui.chip(slotName, icon: slotIcon)
        }
    }
}
