import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// The SOS modal's, onboarding's and the paywall's rules and copy (seed/003).
struct CalmScreensTests {
    // MARK: Onboarding

    @Test(arguments: [
        (1, [true, false, false]),
        (2, [false, true, false]),
        (3, [false, false, true]),
        (0, [false, false, false]),
        (4, [false, false, false]),
    ])
    func pageDots(page: Int, lit: [Bool]) {
        #expect(OnboardingPage.dots(current: page) == lit)
    }

    @Test func oneDotForASinglePage() {
        #expect(OnboardingPage.dots(current: 1, count: 1) == [true])
    }

    @Test func theDocumentsThreePagesWordForWord() {
        #expect(OnboardingPage.all.map(\.title) == ["Welcome to Cocoa Calm", "Discover Quick Relief", "Ready to Begin?"])
        #expect(OnboardingPage.all.map(\.icon) == [.sparkles, .meditate, .checkmark])
        #expect(OnboardingPage.all.map(\.message) == [
            "Companion for finding peace and managing anxiety",
            "Breathing exercises, mindful guides, meditation timers",
            "Explore and start your mindful journey",
        ])
        // Only the last page has a button.
        #expect(OnboardingPage.all.map(\.action) == [nil, nil, "Get Started"])
    }

    // MARK: SOS

    @Test func theReliefMethodsInTheDocumentsOrder() {
        #expect(ReliefOption.all.map(\.title) == ["Breathe", "Quick Grounding", "Mindful Sip Prep"])
        #expect(ReliefOption.all.map(\.detail) == ["3 inhales, 3 exhales pattern", "Sensory grounding exercise", "Hot chocolate preparation"])
        // Each opens its own modal; grounding is the document's future feature.
        #expect(ReliefOption.all.map(\.opens) == [.breathe, nil, .hotChocolate])
        #expect(ReliefOption.all.map(\.available) == [true, false, true])
        #expect(SOSScreen.title == "Feeling Anxious?" && SOSScreen.heading == "Choose Relief Method")
    }

    // MARK: Paywall

    @Test(arguments: [(499, "$4.99"), (2999, "$29.99"), (500, "$5.00"), (5, "$0.05"), (0, "$0.00"), (10_000, "$100.00")])
    func dollars(cents: Int, text: String) {
        #expect(PremiumPlan.dollars(cents) == text)
    }

    @Test(arguments: [
        (PremiumPlan.monthly, "Monthly", "$4.99/month", nil as Int?, "Free for 7 days, then $4.99/month. Cancel anytime."),
        (.yearly, "Yearly", "$29.99/year", 49, "Free for 7 days, then $29.99/year. Cancel anytime."),
    ])
    func plans(plan: PremiumPlan, name: String, price: String, savings: Int?, terms: String) {
        #expect(plan.name == name)
        #expect(plan.priceLabel == price)
        #expect(plan.savingsPercent == savings)
        #expect(plan.terms == terms)
        #expect(plan.termLines == [String(terms.dropLast(" Cancel anytime.".count)), "Cancel anytime."])
    }

    /// $29.99 against 12 x $4.99 = $59.88 is 49.92 % less: rounded down, never up to 50.
    @Test func savingsAreRoundedDown() {
        #expect(PremiumPlan.yearly.cents * 100 / (PremiumPlan.monthly.cents * 12) == 50)
        #expect(PremiumPlan.yearly.savingsPercent == 49)
    }

    @Test func thePaywallsWords() {
        #expect(PaywallScreen.action == "Start Free Trial")
        #expect(PaywallScreen.subtitle == "Start with a 7-day free trial")
        #expect(PaywallScreen.features.map(\.title) == ["Audio guides", "Extended sessions", "Advanced features"])
        #expect(PremiumPlan.allCases == [.monthly, .yearly])
    }

    // MARK: Rendering

    @Test(arguments: [
        ("onboarding", #"{"page": 2}"#, "page", JSONValue.integer(2)),
        ("onboarding", "{}", "page", .integer(1)),
        ("paywall", #"{"plan": "monthly"}"#, "plan", .string("monthly")),
        ("paywall", "{}", "plan", .string("yearly")),
        ("sos", "{}", "plan", .null),
    ])
    func theStateSaysWhatWasChosen(scene: String, input: String, key: String, expected: JSONValue) throws {
        let job = RenderRequest(plugin: "cocoa-calm", scene: scene, input: .json(Data(input.utf8)), scale: 1, device: "375x812")
        let result = try Renderer(registry: PluginRegistry([CocoaCalmPlugin()])).render(job)
        guard case .object(let state) = try result.state else { Issue.record("the state is not an object"); return }
        #expect(state[key] == expected, "\(state)")
    }
}
