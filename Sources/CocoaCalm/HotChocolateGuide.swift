import Terrarium

/// The `hot-chocolate` scene: the recipe guide on the warm orange-brown gradient, a scrolling
/// sheet captured whole (seed/003, HotChocolateGuideView): the header, the mindful framing, the
/// five numbered steps with their prompts, and the log button that is still to come.
struct HotChocolateGuide {
    let width: Double

    func scene(_ painter: inout CalmPainter) -> Size {
        let pad = CalmStyle.padding, inner = width - 2 * pad
        var content = CalmPainter(style: painter.style, measurer: painter.measurer)
        content.navigationBar("Hot Chocolate", width: width)
        var y = 118.0
        content.icon(.hotChocolate, in: Rect(x: width / 2 - 32, y: y, width: 64, height: 64), .actionBrown)
        y += 64 + 16
        y += content.text(RecipeStep.title, .largeTitle, .textPrimary, Rect(x: pad, y: y, width: inner, height: 88),
                          alignment: .center, lines: 2) + 12
        y += content.text(RecipeStep.intro, .body, .textSecondary, Rect(x: pad + 8, y: y, width: inner - 16, height: 120),
                          alignment: .center, lines: 5) + 32

        // The recipe card: steps 32 pt apart, the number in its own column.
        let cardTop = y
        var steps = CalmPainter(style: painter.style, measurer: painter.measurer)
        let inset = 20.0, numberColumn = 34.0
        let textX = pad + inset + numberColumn, textWidth = inner - 2 * inset - numberColumn
        y += inset + 4
        steps.text("Recipe", .title2, .textPrimary, Rect(x: pad + inset, y: y, width: inner - 2 * inset, height: 28))
        y += 28 + 20
        for (i, step) in RecipeStep.all.enumerated() {
            steps.text("\(i + 1).", .headline, .stepNumber, Rect(x: pad + inset, y: y, width: numberColumn, height: 22))
            y += steps.text(step.instruction, .body, .textPrimary, Rect(x: textX, y: y, width: textWidth, height: 66), lines: 3) + 6
            y += steps.text(step.prompt, .prompt, .textSecondary, Rect(x: textX, y: y, width: textWidth, height: 88), lines: 4)
            if i < RecipeStep.all.count - 1 { y += 28 }
        }
        y += inset + 8
        content.fill(.roundedRect(Rect(x: pad, y: cardTop, width: inner, height: y - cardTop), radius: 20), .card)
        y += 28

        // "Optional Actions: Log ritual button (future feature)": shown, and marked as coming.
        let button = Rect(x: pad, y: y, width: inner, height: 54)
        content.fill(.roundedRect(button, radius: 27), .track)
        content.text("Log Ritual · Coming soon", .headline, .textSecondary, button, alignment: .center, vertical: .center)
        y = button.maxY + 40

        let size = Size(width, y.rounded(.up))
        let bounds = Rect(size: size)
        painter.fill(.rect(bounds), painter.style.warmBackground(bounds))
        for command in content.commands + steps.commands { painter.add(command) }
        return size
    }
}
