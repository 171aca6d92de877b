import Terrarium
import TerrariumLayout

/// Bloom's widgets at the accessibility text sizes: the same boxes, the same plant, fewer and
/// larger words (`BloomTypeRules` decides which). Each widget offers its forms richest first
/// and draws the first whose text fits at its natural size, else the barest; text that still
/// does not fit shrinks, never below its xxxLarge size (`TypeSize.fitGrowth`).
extension BloomLayout {
    typealias Part = BloomTypeRules.Part

    var typeRules: BloomTypeRules { BloomTypeRules(typeSize: typeSize) }

    /// The widget of `family` in its accessibility form; nil below the accessibility sizes.
    func largeTextWidget(_ family: WidgetFamily) throws -> LayoutNode? {
        guard let all = typeRules.parts(family, counting: accessPrompt == nil) else { return nil }
        // "12,480 / 10,000" is the whole number: not beside a small widget's "12.4K".
        let whole = all.filter { !$0.contains(.counter) }
        let forms = compactCount && !whole.isEmpty ? whole : all
        switch family {
        case .small:
            let plant = try plant()
            let body = VStack(alignment: 0.5, spacing: 4) { plant; choice(forms, alignment: 0.5, family: family) }
            return widget(body, padding: EdgeInsets(top: 8, leading: 14, bottom: 12, trailing: 14))
        case .medium:
            // The plant gives the words a little more of the width than below these sizes.
            let side = min(size.height - 16, ((size.width - 26) * 0.4).rounded())
            let plant = try plant().frame(width: side, height: side)
            let body = HStack(alignment: 0.5, spacing: 12) {
                plant
                choice(forms, alignment: 0, family: family).frame(maxWidth: .infinity, alignment: .leading)
            }
            return widget(body, padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 18))
        case .accessoryCircular:
            let stroke = (size.width / 12).rounded()
            // Three points more than below these sizes: the count, as wide as the line
            // allows, keeps clear of the ring where the circle narrows above and below its middle.
            return choice(forms, alignment: 0.5, family: family).padding(stroke + 6)
                .frame(width: size.width, height: size.height)
                .background { rect in gaugeCommands(rect, stroke: stroke) }
        case .accessoryRectangular:
            return choice(forms, alignment: 0, family: family).frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2))
                .frame(width: size.width, height: size.height)
        case .accessoryInline:
            return inlineChoice(forms).frame(maxWidth: .infinity, alignment: .leading)
                .frame(width: size.width, height: size.height)
        default:
            let plant = try plant()
            let body = VStack(alignment: 0.5, spacing: 10) {
                plant
                choice(forms, alignment: 0.5, family: family).frame(maxWidth: .infinity)
            }
            return widget(body, padding: EdgeInsets(top: 14, leading: 24, bottom: 18, trailing: 24))
        }
    }

    /// The first of `forms` that fits the room the widget leaves, each a column of its parts.
    private func choice(_ forms: [[Part]], alignment: Double, family: WidgetFamily) -> LayoutNode {
        ViewThatFits(in: .both) {
            for form in forms {
                VStack(alignment: alignment, spacing: family.isAccessory ? 2 : 4) {
                    for part in form { node(part, alignment: alignment, family: family) }
                }
            }
        }
    }

    /// The inline line: the count with the stage's name, else the count alone, else the prompt.
    private func inlineChoice(_ forms: [[Part]]) -> LayoutNode {
        let font = style.stat.withSize(15 * typeRules.accessoryGrowth)
        let lines = forms.map { form -> String in
            if form.contains(.title) { return display.inlineText }
            return form.contains(.stage) ? display.inlineText : display.stepsText
        }
        return ViewThatFits(in: .horizontal) {
            for line in lines { text(line, font, AccessoryInk.primary, alignment: .leading, minimumScale: 0.8).id("line") }
        }
    }

    /// One part, in the fonts and colours it has below these sizes; the lock screen's in its ink.
    private func node(_ part: Part, alignment: Double, family: WidgetFamily) -> LayoutNode {
        let textAlignment: TextAlignment = alignment == 0 ? .leading : .center
        let accessory = family.isAccessory
        let growth = typeRules.accessoryGrowth
        let primary = accessory ? AccessoryInk.primary : style.primary
        let secondary = accessory ? AccessoryInk.secondary : style.secondary
        let captionFont = accessory ? style.caption.withSize(13 * growth) : style.caption
        let prompt = accessPrompt
        switch part {
        case .count:
            let font = accessory ? style.stat.withSize(17 * growth) : style.stat
            let choices = family == .accessoryRectangular ? [display.stepsText]
                : compactCount ? [compactSteps(display.steps)] : BloomTypeRules.countChoices(display.steps)
            let shown = display.healthAccess == .authorized ? choices : ["—"]
            return ViewThatFits(in: .horizontal) {
                for choice in shown { text(choice, font, primary, alignment: textAlignment, minimumScale: 0.6).id("steps") }
            }
        case .counter: return text(counter, style.stat, primary, alignment: textAlignment).id("counter")
        case .goal: return text("of \(grouped(display.goal)) steps", captionFont, secondary, alignment: textAlignment).id("goal")
        case .stage: return text(display.stage?.title ?? "", captionFont, secondary, alignment: textAlignment).id("stage")
        case .caption: return text(progressCaption, captionFont, secondary, alignment: textAlignment).id("caption")
        case .shortCaption:
            return text(display.goalCaptions.last ?? "", captionFont, secondary, alignment: textAlignment).id("caption")
        case .bar:
            let bar = accessory ? accessoryBar(height: 6) : progressBar(height: family == .small ? 6 : 8)
            return bar.padding(EdgeInsets(top: accessory ? 3 : 6))
        case .title:
            let title = prompt?.title ?? ""
            // The small widget's title is in the caption's size, as below these sizes: a
            // word as long as "unavailable" then fits its 113 pt line.
            let font = accessory ? style.stat.withSize(17 * growth) : family == .small ? style.caption : style.stat
            return text(title, font, primary, alignment: textAlignment, minimumScale: 0.5)
                .wrapping(BloomTypeRules.wholeWordLines(title)).id("title")
        case .hint:
            return text(prompt?.hint ?? "", captionFont, secondary, alignment: textAlignment, minimumScale: 0.6)
                .wrapping(BloomTypeRules.wholeWordLines(prompt?.hint ?? "")).id("hint")
        case .detail:
            return text(prompt?.detail ?? "", captionFont, secondary, alignment: textAlignment).wrapping(nil).id("detail")
        case .button:
            return button(prompt?.action ?? "", font: style.caption).padding(EdgeInsets(top: 6))
        }
    }
}
