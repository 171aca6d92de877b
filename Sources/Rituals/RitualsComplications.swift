import Foundation
import Terrarium
import TerrariumLayout

/// Rituals' watch complications (seed 001, 9.2, Watch App: "show today's progress on watch
/// face"): today's habits done of those due, in each family that shows progress. watchOS draws
/// a complication in the face's one tint, as iOS draws the lock screen's widgets, so these are
/// white at `AccessoryInk`'s opacities over a transparent background, like those. Lines are
/// 3 pt or more: the HIG asks a complication for two at least, to be seen at a glance. The
/// inline family is the lock screen's line (`RitualsWidgets`), one line of text on a watch too.
struct RitualsComplications {
    let rules: RitualsRules
    let size: Size
    let ui: RitualsLayout
    /// Whether the prompt without rituals may give up its hint (`RitualsWidgetTypeRules`).
    var promptMayDropHint = false

    private var text: RitualsText { ui.text }
    private var progress: DayProgress { rules.todayProgress }
    private var fraction: Double { progress.rate ?? 0 }
    /// "3/5", or a dash on a day with nothing due.
    private var count: String { progress.due > 0 ? text.doneFraction(progress.done, progress.due) : text.noData }

    /// A closed gauge: today's ring, the count inside it.
    func circular() -> LayoutNode {
        let stroke = max(3, (size.width / 11).rounded())
        // The count sits inside the ring, not a square: its line may be as wide as the ring's
        // inner circle is at the line's top and bottom (a line about 0.36 of the width tall),
        // less 2 pt of air, so its ends do not touch the stroke.
        let inner = size.width / 2 - stroke, halfLine = size.width * 0.18
        let halfWidth = max(0, (inner * inner - halfLine * halfLine).squareRoot() - 2)
        return ui.label(count, .footnote, ink: AccessoryInk.primary, alignment: .center)
            .minimumScaleFactor(0.5).id("count")
            .padding(EdgeInsets(horizontal: max(stroke + 2, size.width / 2 - halfWidth), vertical: stroke + 2))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { rect in
                RitualsMarks.ring(in: rect, stroke: stroke, fraction: fraction, track: AccessoryInk.track, color: AccessoryInk.primary)
            }
            .id("ring")
    }

    /// The corner: a gauge curved along the circle's outer side (the bezel's, drawn here for
    /// the top-leading corner), filling from its lower end, and the count in the middle.
    func corner() -> LayoutNode {
        let stroke = max(3, (size.width / 10).rounded())
        return ui.label(count, .caption, ink: AccessoryInk.primary, alignment: .center)
            .minimumScaleFactor(0.5).id("count")
            .padding(stroke + 2)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { rect in
                RitualsMarks.arcGauge(in: rect, stroke: stroke, towards: 1.25 * .pi, span: 2 * .pi / 3, fraction: fraction,
                                      track: AccessoryInk.track, color: AccessoryInk.primary)
            }
            .id("gauge")
    }

    /// "Today", a bar of the habits done, and "3 of 5 habits" (or, where that does not fit,
    /// "3/5"); without rituals, how to begin.
    func rectangular() -> LayoutNode {
        guard !rules.input.rituals.isEmpty else {
            let title = ui.label(text.noRituals, .headline, ink: AccessoryInk.primary).lineLimit(2).minimumScaleFactor(0.8).id("title")
            let prompt = VStack(alignment: 0, spacing: 2) {
                title
                ui.label(text.createRitual, .footnote, ink: AccessoryInk.secondary).lineLimit(2).minimumScaleFactor(0.8).id("hint")
            }
            // At the larger text sizes the hint goes where both would be cut.
            let body: LayoutNode = promptMayDropHint ? ViewThatFits(in: .both) { prompt; title } : prompt
            return body
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2))
        }
        let counts = progress.due > 0 ? [text.habitsOf(progress.done, progress.due), text.doneFraction(progress.done, progress.due)]
            : [text.noMoreToday]
        return VStack(alignment: 0, spacing: 5) {
            ui.label(text.today, .footnote, ink: AccessoryInk.secondary).minimumScaleFactor(0.8).id("title")
            Shape { rect in
                RitualsMarks.bar(in: rect, fraction: fraction, track: AccessoryInk.track, color: AccessoryInk.primary)
            }
            .frame(height: 4).id("bar")
            ViewThatFits(in: .horizontal) {
                for (index, line) in counts.enumerated() {
                    let label = ui.label(line, .headline, ink: AccessoryInk.primary).id("count")
                    if index == counts.count - 1 { label.minimumScaleFactor(0.8) } else { label }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2))
    }
}
