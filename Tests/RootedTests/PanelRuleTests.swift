@testable import Rooted
import Testing

/// PRD 7 ("Interaction Buttons") and 8 ("Remove Friend", "Plant Death Handling").
@Suite struct PanelRuleTests {
    @Test(arguments: [
        (PlantState.healthy, [PanelAction.call, .text, .log, .edit, .remove]),
        (.thirsty, [.call, .text, .log, .edit, .remove]),
        (.wilting, [.call, .text, .log, .edit, .remove]),
        (.dead, [.revive, .remove]),
    ])
    func aPlantOffers(state: PlantState, actions: [PanelAction]) {
        #expect(PanelRules.actions(state) == actions)
    }

    @Test(arguments: [
        (PanelAction.call, "Call Olivia"), (.text, "Text Olivia"), (.log, "Log Interaction"), (.edit, "Edit"),
        (.remove, "Remove"), (.revive, "Revive"),
    ])
    func buttonWords(action: PanelAction, label: String) {
        #expect(PanelRules.label(action, name: "Olivia") == label)
    }

    @Test(arguments: [
        ("Olivia", "Remove Olivia's plant?"),
        ("Zoë Ångström", "Remove Zoë Ångström's plant?"),
        // 20 characters show whole; 21 are cut to 19 and an ellipsis.
        ("ABCDEFGHIJKLMNOPQRST", "Remove ABCDEFGHIJKLMNOPQRST's plant?"),
        ("ABCDEFGHIJKLMNOPQRSTU", "Remove ABCDEFGHIJKLMNOPQRS…'s plant?"),
        // An emoji ZWJ family is one character.
        ("Sam 👩‍👩‍👧‍👦🌿", "Remove Sam 👩‍👩‍👧‍👦🌿's plant?"),
        ("김서연", "Remove 김서연's plant?"),
    ])
    func theConfirmationsQuestion(name: String, question: String) {
        #expect(PanelRules.confirmQuestion(name: name) == question)
    }

    @Test func theConfirmationsWords() {
        #expect(PanelRules.confirmWarning == "This cannot be undone.")
        #expect(PanelRules.confirmButtons == ["Remove", "Cancel"])
    }
}
