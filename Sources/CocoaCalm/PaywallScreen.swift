import Terrarium
import TerrariumLayout

/// A premium subscription plan (seed/003, "Subscription Implementation": "Pricing: $4.99/month
/// or $29.99/year", "Free Trial: 7-day trial period").
public enum PremiumPlan: String, CaseIterable, Sendable {
    case monthly, yearly

    /// The price in US cents, kept whole so no rounding can creep in.
    var cents: Int {
        switch self {
        case .monthly: 499
        case .yearly: 2999
        }
    }

    /// The document names prices, not plans: "Monthly" and "Yearly" are Terrarium's names.
    var name: String {
        switch self {
        case .monthly: "Monthly"
        case .yearly: "Yearly"
        }
    }

    var period: String {
        switch self {
        case .monthly: "month"
        case .yearly: "year"
        }
    }

    /// "$4.99/month", "$29.99/year": the document's own spelling.
    var priceLabel: String { "\(Self.dollars(cents))/\(period)" }

    /// The trial's length in days.
    static let trialDays = 7

    /// `cents` as US dollars with two decimals: 499 → "$4.99", 2999 → "$29.99", 500 → "$5.00".
    static func dollars(_ cents: Int) -> String {
        let whole = cents / 100, rest = cents % 100
        return "$\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }

    /// What a year of this plan saves against twelve months, in whole percent rounded down, so
    /// the badge never claims more than is true: the yearly plan costs $29.99 against $59.88,
    /// 49.9 % less, so it says 49 %. Nil when there is nothing saved (the monthly plan).
    var savingsPercent: Int? {
        let year = self == .yearly ? cents : cents * 12
        let monthly = PremiumPlan.monthly.cents * 12
        guard year < monthly else { return nil }
        return (monthly - year) * 100 / monthly
    }

    /// The terms under the button, for the chosen plan.
    var terms: String { termLines.joined(separator: " ") }

    /// The terms as drawn: a line a sentence, so the price is never broken at its slash.
    var termLines: [String] { ["Free for \(Self.trialDays) days, then \(priceLabel).", "Cancel anytime."] }
}

/// The `paywall` scene: the premium sheet the hot chocolate audio guide presents to someone
/// not subscribed (seed/003, "Paywall System": "Modal presentation with trial offer";
/// Subscription Flow: "[Not Subscribed] → Paywall Modal → Start Free Trial → Unlock Content").
///
/// From the document: the modal with the × (Navigation Pattern), the Premium Tier's "Audio
/// guides, extended sessions, advanced features", the 7-day trial, both prices, and "Start
/// Free Trial". Where it is silent, Terrarium's choices, as a careful designer would make
/// them: the warm hot-chocolate gradient and the audio guide's own brown for the button and
/// the chosen plan, since the sheet sells the guide; each feature's line is taken from the
/// document's other words for it (line 84's "narrated experiences for deeper relaxation", the
/// future list's "custom session lengths" and "themes, progress tracking"); the plans in the
/// document's order, the yearly one chosen unless the input says otherwise, with a "Save 49%"
/// tag (rounded down); the terms for the chosen plan under the button; and "Restore
/// Purchases", which the App Store requires of any app that sells subscriptions.
struct PaywallScreen {
    let plan: PremiumPlan
    let size: Size
    /// The reader's text size: at the accessibility sizes the plans are stacked.
    var typeSize: TypeSize = .large

    static let navigationTitle = "Premium"
    static let title = "Cocoa Calm Premium"
    static let subtitle = "Start with a \(PremiumPlan.trialDays)-day free trial"
    static let action = "Start Free Trial"
    static let restore = "Restore Purchases"
    static let features: [(title: String, detail: String, icon: CalmIcon)] = [
        ("Audio guides", "Narrated experiences for deeper relaxation", .audio),
        ("Extended sessions", "Custom session lengths", .meditate),
        ("Advanced features", "Themes, progress tracking and insights", .sparkles),
    ]

    /// Roomy; then without the cup; then features without their lines; then no features at
    /// all (the price, the button and the terms are never dropped).
    enum Density: CaseIterable { case regular, detailed, compact, tight }

    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        return ui.modalScreen(title: Self.navigationTitle, safeArea: safeArea, alignment: 0.5,
                              background: { style.warmBackground($0) }, bodies: Density.allCases.map { body($0, ui) })
    }

    private func body(_ density: Density, _ ui: CalmLayout) -> LayoutNode {
        let regular = density == .regular
        let details = density == .regular || density == .detailed
        let gap: Double = regular ? 28 : details ? 20 : 10
        let brown = ui.style.color(.audioTop)
        return VStack(alignment: 0.5, spacing: 0) {
            Spacer().frame(height: regular ? 20 : details ? 12 : 4)
            if regular { ui.badge(.hotChocolate, side: 72, .audioTop).padding(EdgeInsets(bottom: 14)) }
            ui.text(Self.title, .largeTitle, .textPrimary, alignment: .center, lines: 2, shrink: 0.7, balanced: true)
                .id("title")
            ui.text(Self.subtitle, .body, .textSecondary, alignment: .center, lines: 2, shrink: 0.9, balanced: true)
                .id("subtitle").padding(EdgeInsets(top: 6))
            if density != .tight {
                Spacer().frame(height: gap)
                features(ui, regular: regular, details: details)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Spacer().frame(height: gap)
            plans(ui)
            Spacer().frame(height: details ? 24 : 12)
            actionLabel(ui)
                .frame(maxWidth: .infinity, minHeight: 50)
                .background { rect in [.fill(.roundedRect(rect, radius: 14), .solid(brown))] }
                .id("action")
            VStack(alignment: 0.5, spacing: 2) {
                for (i, line) in plan.termLines.enumerated() {
                    ui.text(line, .footnote, .textSecondary, alignment: .center, shrink: 0.85).id("terms-\(i + 1)")
                }
            }
            .padding(EdgeInsets(top: 10))
            ui.text(Self.restore, .footnote, .stepNumber, alignment: .center, shrink: 0.9)
                .frame(minHeight: 44).id("restore")
        }
    }

    /// The button's label; wrapped at an accessibility size, it keeps a margin inside the button.
    private func actionLabel(_ ui: CalmLayout) -> LayoutNode {
        let label = ui.text(Self.action, .headline, .onAudio, alignment: .center, shrink: 0.8)
        return ui.accessible ? label.padding(EdgeInsets(horizontal: 12, vertical: 10)) : label
    }

    /// The features, one under another; at an accessibility size their badges beside their
    /// words or above them (`CalmLayout.iconRows`).
    private func features(_ ui: CalmLayout, regular: Bool, details: Bool) -> LayoutNode {
        let spacing: Double = regular ? 14 : details ? 12 : 6
        guard ui.accessible else {
            return VStack(alignment: 0, spacing: spacing) {
                for (i, feature) in Self.features.enumerated() {
                    self.feature(feature, ui, details: details).id("feature-\(i + 1)")
                }
            }
        }
        return ui.iconRows(spacing: spacing) { beside in
            Self.features.enumerated().map { i, feature in self.feature(feature, ui, details: details, beside: beside).id("feature-\(i + 1)") }
        }
    }

    /// A feature: its badge and title, and the line under them while there is room.
    private func feature(_ feature: (title: String, detail: String, icon: CalmIcon), _ ui: CalmLayout, details: Bool,
                         beside: Bool = true) -> LayoutNode {
        let badge = ui.badge(feature.icon, side: details ? 40 : 26, .stepNumber)
        let title = ui.text(feature.title, .headline, .textPrimary, shrink: 0.85, wraps: !beside)
        let detail: LayoutNode? = details ? ui.text(feature.detail, .subheadline, .textSecondary, lines: 2, shrink: 0.9) : nil
        if ui.accessible {
            return ui.iconRow(beside: beside, badge, spacing: 12, title: title,
                              words: VStack(alignment: 0, spacing: 0) { detail }.padding(EdgeInsets(top: 1)))
        }
        return HStack(alignment: 0.5, spacing: 12) {
            badge
            VStack(alignment: 0, spacing: 1) { title; detail }.frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// The plans side by side, as tall as the taller; stacked at the accessibility sizes
    /// (`CalmTypeRules.arrangement`), each as wide as the sheet.
    private func plans(_ ui: CalmLayout) -> LayoutNode {
        switch CalmTypeRules.arrangement(typeSize) {
        case .row:
            HStack(alignment: 0, spacing: 12) {
                for option in PremiumPlan.allCases { planCard(option, ui).id("plan-\(option.rawValue)") }
            }
            .fixedSize(horizontal: false, vertical: true)
        case .column:
            VStack(alignment: 0, spacing: 12) {
                for option in PremiumPlan.allCases { planCard(option, ui).id("plan-\(option.rawValue)") }
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }

    /// A plan's card: a check when chosen (an empty ring when not), its name and price, and
    /// what a year saves. The chosen card is outlined in the button's brown.
    private func planCard(_ option: PremiumPlan, _ ui: CalmLayout) -> LayoutNode {
        let chosen = option == plan
        let card = ui.style.color(.card), brown = ui.style.color(.audioTop), ring = ui.style.color(.textSecondary)
        return VStack(alignment: 0, spacing: 2) {
            HStack(alignment: 0.5, spacing: 6) {
                if chosen {
                    ui.icon(.checkmark, side: 24, .audioTop).id("chosen")
                } else {
                    Shape { rect in
                        [.stroke(.circle(center: Point(rect.midX, rect.midY), radius: rect.width * 10 / 24),
                                 .solid(ring), StrokeStyle(width: 1.5))]
                    }.frame(width: 24, height: 24)
                }
                Spacer(minLength: 0)
                if let percent = option.savingsPercent {
                    ui.text("Save \(percent)%", .footnote, .onAudio, shrink: 0.85, wraps: false)
                        .padding(EdgeInsets(horizontal: 8, vertical: 3))
                        .background { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(brown))] }
                        .id("savings")
                }
            }
            .padding(EdgeInsets(bottom: 6))
            ui.text(option.name, .headline, .textPrimary, shrink: 0.85).id("name")
            ui.text(option.priceLabel, .body, .textPrimary, shrink: 0.8).id("price")
        }
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background { rect in
            var commands: [DrawCommand] = [.fill(.roundedRect(rect, radius: 16), .solid(card))]
            if chosen {
                commands.append(.stroke(.roundedRect(rect.insetBy(dx: 1, dy: 1), radius: 15), .solid(brown), StrokeStyle(width: 2)))
            }
            return commands
        }
    }
}
