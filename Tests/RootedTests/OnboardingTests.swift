@testable import Rooted
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

    @Test(arguments: [("", false), ("1234567", false), ("12345678", true), ("ábcdéfgh", true), ("🌱🌱🌱🌱🌱🌱🌱", false)])
    func aPasswordNeedsEightCharacters(password: String, ok: Bool) {
        #expect(OnboardingCopy.passwordLongEnough(password) == ok)
    }
}
