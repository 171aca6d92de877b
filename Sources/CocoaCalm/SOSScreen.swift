import Terrarium
import TerrariumLayout

/// One of the SOS modal's relief methods (seed/003, "SOS Emergency Mode", Options, and the
/// Emergency Flow's "Choose Relief Method").
struct ReliefOption: Equatable, Sendable {
    var title: String
    var detail: String
    var icon: CalmIcon
    var color: CalmStyle.Role
    /// The screen it opens as its own modal; nil for the document's "[Future Feature]".
    var opens: CalmScene?

    var available: Bool { opens != nil }

    /// The document's three options, in its order. The details are its own descriptions:
    /// "3 inhales, 3 exhales pattern" and "Hot chocolate preparation" word for word; for
    /// Quick Grounding its "Future sensory grounding exercise" without "Future", which is not
    /// for the user: the card says "Coming soon" instead, as Log Entry's tile does on home.
    static let all = [
        ReliefOption(title: "Breathe", detail: "3 inhales, 3 exhales pattern", icon: .sos, color: .actionBlue, opens: .breathe),
        ReliefOption(title: "Quick Grounding", detail: "Sensory grounding exercise", icon: .leaf, color: .actionGreen, opens: nil),
        ReliefOption(title: "Mindful Sip Prep", detail: "Hot chocolate preparation", icon: .hotChocolate, color: .actionBrown,
                     opens: .hotChocolate),
    ]
}

/// The `sos` scene: the modal "Feeling Anxious?" opens (seed/003, Emergency Flow and "SOS
/// Emergency Mode"): the inline title and the × that dismisses it at once, "Choose Relief
/// Method", and the three options, each a large card that opens its exercise as a further
/// modal (flat, no nested navigation), on the calm gradient.
///
/// The document is silent on the modal's look. Terrarium's choices: the title is the
/// button's own words, so the sheet answers the tap; the heading is the Emergency Flow's
/// "Choose Relief Method" in the 34 pt bold main title; one calming line under it (our words,
/// an invitation rather than a claim such as "you are safe", which the app cannot know); cards of at least 88 pt (twice the 44 pt touch target) in the quick actions'
/// style, their badges in the context colours (blue breath, green grounding, brown cocoa);
/// Quick Grounding, not built yet, is shown but muted with a "Coming soon" tag rather than
/// hidden, as the document lists it.
struct SOSScreen {
    let size: Size
    /// The reader's text size: at the accessibility sizes each card's badge may go above its words.
    var typeSize: TypeSize = .large

    static let title = "Feeling Anxious?"
    static let heading = "Choose Relief Method"
    static let reassurance = "Take one slow breath, then choose what helps right now."

    /// Roomiest first. `minimal` is for large text on a small screen: the secondary lines (the
    /// reassurance, each option's detail) go before anything primary would be cut.
    enum Density: CaseIterable { case regular, compact, minimal }

    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        return ui.modalScreen(title: Self.title, safeArea: safeArea, alignment: 0,
                              background: { style.calmBackground($0) }, bodies: Density.allCases.map { body($0, ui) })
    }

    private func body(_ density: Density, _ ui: CalmLayout) -> LayoutNode {
        let regular = density == .regular
        return VStack(alignment: 0, spacing: 0) {
            Spacer().frame(height: regular ? 28 : 12)
            ui.text(Self.heading, .largeTitle, .textPrimary, lines: 2, shrink: 0.7, balanced: true).id("heading")
            if density != .minimal {
                ui.text(Self.reassurance, .body, .textSecondary, lines: 3, shrink: 0.9, balanced: true).id("reassurance")
                    .padding(EdgeInsets(top: 8))
            }
            Spacer().frame(height: regular ? 32 : 16)
            if ui.accessible {
                ui.iconRows(spacing: regular ? 16 : 12) { beside in
                    ReliefOption.all.enumerated().map { i, option in
                        card(option, ui, regular: regular, detail: density != .minimal, beside: beside).id("option-\(i + 1)")
                    }
                }
            } else {
                VStack(spacing: regular ? 16 : 12) {
                    for (i, option) in ReliefOption.all.enumerated() {
                        card(option, ui, regular: regular, detail: density != .minimal).id("option-\(i + 1)")
                    }
                }
            }
        }
    }

    /// An option's card: its badge beside its words, or at an accessibility size `beside` them
    /// or above (`CalmLayout.iconRows`).
    private func card(_ option: ReliefOption, _ ui: CalmLayout, regular: Bool, detail: Bool, beside: Bool = true) -> LayoutNode {
        let card = ui.style.color(.card), track = ui.style.color(.track)
        let title: CalmStyle.Role = option.available ? .textPrimary : .textSecondary
        let badge = ui.badge(option.icon, side: regular ? 52 : 44, option.color)
        let name = ui.text(option.title, .headline, title, shrink: 0.8, wraps: !beside).id("title")
        let detailLine: LayoutNode? = detail
            ? ui.text(option.detail, .subheadline, .textSecondary, lines: 2, shrink: 0.9).id("detail") : nil
        let soon: LayoutNode? = option.available ? nil
            : ui.text("Coming soon", .footnote, .textSecondary, shrink: 0.9, wraps: false)
                .padding(EdgeInsets(horizontal: 8, vertical: 2))
                .background { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(track))] }
                .padding(EdgeInsets(top: 4)).id("coming-soon")
        let content = ui.accessible
            ? ui.iconRow(beside: beside, badge, spacing: 16, title: name,
                         words: VStack(alignment: 0, spacing: 2) { detailLine; soon }.padding(EdgeInsets(top: 2)))
            : HStack(alignment: 0.5, spacing: 16) {
                badge
                VStack(alignment: 0, spacing: 2) { name; detailLine; soon }.frame(maxWidth: .infinity, alignment: .leading)
            }
        return content
            .padding(EdgeInsets(horizontal: 16, vertical: 14))
            .frame(maxWidth: .infinity, minHeight: regular ? 88 : 72, alignment: .leading)
            .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
    }
}
