@testable import Rooted
import Terrarium
import Testing

/// PRD 10, "Onboarding Flow": four screens in the document's order, with its words.
@Suite struct OnboardingTests {
    @Test func fourScreensInOrder() {
        #expect(OnboardingStep.allCases.map(\.scene.rawValue)
            == ["onboarding-welcome", "onboarding-account", "onboarding-friend", "onboarding-place"])
    }

    @Test(arguments: [
        (OnboardingCopy.welcomeTitle, "Welcome to Rooted"),
        (OnboardingCopy.welcomeSubtitle, "Your greenhouse for growing friendships."),
        (OnboardingCopy.getStarted, "Get Started"),
        (OnboardingCopy.accountTitle, "Create your account"),
        (OnboardingCopy.signUp, "Sign Up"),
        (OnboardingCopy.signInWithApple, "Sign in with Apple"),
        (OnboardingCopy.signInLink, "Already have an account? Sign in"),
        (OnboardingCopy.friendPrompt, "Plant your first friendship"),
        (OnboardingCopy.frequencyHint, "How often do you usually talk?"),
        (OnboardingCopy.startGardening, "Start Gardening"),
    ])
    func theDocumentsWords(shown: String, document: String) {
        #expect(shown == document)
    }

    @Test func theTutorialsThreeTips() {
        #expect(OnboardingCopy.tutorial == ["Tap any plant to see details", "Call or text to restore hydration",
                                            "Your plants need regular care to thrive"])
    }

    /// Screen 3 (issue 35.6): name and phone or email, the plants, the frequency with its hint,
    /// then a way on and the PRD's way past it; a choice made reads as chosen, not disabled:
    /// its label in the ink of the others (in the title's red it looked greyed out).
    @Test(arguments: ["cozy-afternoon", "moonlight-night"])
    func theFirstFriendScreenGoesOn(example: String) throws {
        let renderer = try Renderer(registry: PluginRegistry([RootedPlugin()]))
        let boxes = try renderer.inspect(RenderRequest(plugin: "rooted", scene: "onboarding-friend", input: .example(example)),
                                         pixels: .none).inspection.boxes
        func text(_ id: String) -> TextBlock? { boxes.first { $0.id == id }?.text }
        #expect(text("contact-label")?.text == "Phone or email (optional)")
        #expect(text("continue")?.text == "Continue")
        #expect(text("skip")?.text == "Skip for now")
        #expect(text("frequency-meaning")?.text.hasPrefix("Needs a call or text every ") == true)
        #expect(text("frequency-weekly")?.color == text("frequency-monthly")?.color)
        #expect(Set(PlantType.allCases.compactMap { text("plant-\($0.rawValue)")?.color }).count == 1)
        // The way on sits in the sheet's lower part, not under an empty 40 %.
        let sheet = try renderer.inspect(RenderRequest(plugin: "rooted", scene: "onboarding-friend", input: .example(example)),
                                         pixels: .none).canvas.size
        let button = try #require(boxes.first { $0.id == "continue" })
        #expect(button.rect.minY > sheet.height * 0.75)
    }

    @Test(arguments: [("", false), ("1234567", false), ("12345678", true), ("ábcdéfgh", true), ("🌱🌱🌱🌱🌱🌱🌱", false)])
    func aPasswordNeedsEightCharacters(password: String, ok: Bool) {
        #expect(OnboardingCopy.passwordLongEnough(password) == ok)
    }
}
