import Terrarium
import TerrariumLayout

/// The `hot-chocolate` scene: the recipe guide on the warm orange-brown gradient, a scrolling
/// sheet captured whole (seed/003, HotChocolateGuideView): the header, the mindful framing, the
/// five numbered steps with their prompts, and the log button that is still to come. As tall as
/// its words at the screen's width.
struct HotChocolateGuide {
    /// Top to bottom: the sheet's bar, the mug, the title and the framing, the recipe card
    /// (each step's number in its own column), and the button.
    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style)
        let card = style.color(.card), track = style.color(.track)
        return VStack(alignment: 0.5, spacing: 0) {
            ui.navigationBar("Hot Chocolate")
            ui.icon(.hotChocolate, side: 64, .actionBrown).padding(EdgeInsets(top: 20, bottom: 16))
            ui.text(RecipeStep.title, .largeTitle, .textPrimary, alignment: .center).lineLimit(2).minimumScaleFactor(0.8)
                .id("title")
            ui.text(RecipeStep.intro, .body, .textSecondary, alignment: .center).lineLimit(5).balanced().id("intro")
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
            ui.text("Log Ritual · Coming soon", .headline, .textSecondary, alignment: .center).minimumScaleFactor(0.85).id("log")
                .frame(maxWidth: .infinity).frame(height: 54)
                .background { rect in [.fill(.roundedRect(rect, radius: 27), .solid(track))] }
                .padding(EdgeInsets(top: 28))
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(40, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        .background { rect in [.fill(.rect(rect), style.warmBackground(rect))] }
    }

    /// A step: its number in a 34 pt column, the instruction, and its mindful prompt below.
    private func step(_ step: RecipeStep, number: Int, _ ui: CalmLayout) -> LayoutNode {
        HStack(alignment: 0, spacing: 0) {
            ui.text("\(number).", .headline, .stepNumber).id("step-\(number)-number").frame(width: 34, alignment: .topLeading)
            VStack(alignment: 0, spacing: 6) {
                ui.text(step.instruction, .body, .textPrimary).lineLimit(8).id("step-\(number)")
                ui.text(step.prompt, .prompt, .textSecondary).lineLimit(10).id("step-\(number)-prompt")
            }
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
    }
}
