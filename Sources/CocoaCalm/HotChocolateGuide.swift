import Terrarium
import TerrariumLayout

/// The `hot-chocolate` scene: the recipe guide on the warm orange-brown gradient, a scrolling
/// sheet captured whole (seed/003, HotChocolateGuideView): the header, the mindful framing, the
/// five numbered steps with their prompts, and the log button that is still to come. As tall as
/// its words at the screen's width.
struct HotChocolateGuide {
    /// The reader's text size: at the accessibility sizes a step's number stands above its words.
    var typeSize: TypeSize = .large

    /// Top to bottom: the sheet's bar, the mug, the title and the framing, the recipe card
    /// (each step's number in its own column), and the button.
    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let card = style.color(.card), track = style.color(.track)
        return VStack(alignment: 0.5, spacing: 0) {
            ui.navigationBar("Hot Chocolate")
            ui.icon(.hotChocolate, side: 64, .actionBrown).padding(EdgeInsets(top: 20, bottom: 16))
            // "Chocolate" alone is wider than a small screen at AX5's 106 pt: the title may
            // shrink further there than its 0.8.
            ui.text(RecipeStep.title, .largeTitle, .textPrimary, alignment: .center, lines: 2, shrink: ui.accessible ? 0.6 : 0.8)
                .id("title")
            ui.text(RecipeStep.intro, .body, .textSecondary, alignment: .center, lines: 5, balanced: true).id("intro")
                .padding(EdgeInsets(top: 12, leading: 8, bottom: 32, trailing: 8))
            VStack(alignment: 0, spacing: 20) {
                ui.text("Recipe", .title2, .textPrimary).id("recipe")
                VStack(alignment: 0, spacing: 28) {
                    for (index, step) in RecipeStep.all.enumerated() { self.step(step, number: index + 1, ui) }
                }
            }
            .padding(EdgeInsets(top: 24, leading: 20, bottom: 28, trailing: 20))
            .frame(maxWidth: .infinity, alignment: .topLeading)
            .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
            .id("recipe-card")
            // "Optional Actions: Log ritual button (future feature)": shown, and marked as coming.
            logLabel(ui)
                .background { rect in [.fill(.roundedRect(rect, radius: 27), .solid(track))] }
                .padding(EdgeInsets(top: 28))
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(40, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        .background { rect in [.fill(.rect(rect), style.warmBackground(rect))] }
    }

    /// The button still to come, 54 pt; at an accessibility size its words may wrap, and it grows.
    private func logLabel(_ ui: CalmLayout) -> LayoutNode {
        let label = ui.text("Log Ritual · Coming soon", .headline, .textSecondary, alignment: .center, shrink: 0.85).id("log")
        return ui.accessible
            ? label.padding(EdgeInsets(horizontal: 16, vertical: 12)).frame(maxWidth: .infinity, minHeight: 54)
            : label.frame(maxWidth: .infinity).frame(height: 54)
    }

    /// A step's mindful prompt, in italics. At an accessibility size a line's last letter may
    /// lean past the line's end (by a point at AX5): declared, not a defect.
    private func prompt(_ prompt: String, number: Int, _ ui: CalmLayout) -> LayoutNode {
        let text = ui.text(prompt, .prompt, .textSecondary, lines: 10).id("step-\(number)-prompt")
        return ui.accessible ? text.mayOverflow() : text
    }

    /// A step: its number in a 34 pt column, the instruction, and its mindful prompt below; at
    /// an accessibility size the number stands above them, so the words have the card's width.
    private func step(_ step: RecipeStep, number: Int, _ ui: CalmLayout) -> LayoutNode {
        let numeral = ui.text("\(number).", .headline, .stepNumber, wraps: false).id("step-\(number)-number")
        let words = VStack(alignment: 0, spacing: 6) {
            ui.text(step.instruction, .body, .textPrimary, lines: 8).id("step-\(number)")
            prompt(step.prompt, number: number, ui)
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        if ui.accessible {
            return VStack(alignment: 0, spacing: 4) { numeral; words }
        }
        return HStack(alignment: 0, spacing: 0) {
            numeral.frame(width: 34, alignment: .topLeading)
            words
        }
    }
}
