import Terrarium
import TerrariumLayout

/// The `home` scene: the greeting, the SOS button, the 2x2 quick actions and the daily quote,
/// on the blue-purple gradient (seed/003, "Home Screen").
struct HomeScreen {
    let input: CalmInput
    let size: Size
    /// The reader's text size: at the accessibility sizes the quick actions are one column.
    var typeSize: TypeSize = .large

    /// The four quick actions, in the document's order, with their context colours.
    static let actions: [(title: String, detail: String, icon: CalmIcon, color: CalmStyle.Role)] = [
        ("Meditate", "Guided timer", .meditate, .actionBlue),
        ("Hot Chocolate", "Recipe guide", .hotChocolate, .actionBrown),
        ("HC Audio", "Narrated guide", .audio, .actionBrown),
        ("Log Entry", "Coming soon", .logEntry, .actionGreen),
    ]

    /// How roomy the screen is: the grid's tiles and the gaps between sections shrink, the
    /// grid becomes one row, then the section headers go, before anything is cut
    /// (`ViewThatFits` picks the first that fits).
    /// `quoteless`, last, is for large text on a small screen: the day's quote, the one thing
    /// the screen can do without, goes before the SOS button or an action would be cut.
    enum Density: CaseIterable { case regular, compact, tight, headless, quoteless }

    /// Top to bottom inside the safe area: the greeting, the SOS button, the quick actions and
    /// the quote. Nothing has a fixed y.
    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let welcome = input.name.map { "Welcome, \(TextDirection.isolated($0))" } ?? "Welcome"
        return VStack(alignment: 0, spacing: 0) {
            // The name is the user's: it may be cut short, after shrinking.
            ui.text(welcome, .largeTitle, .textPrimary, shrink: 0.7, truncatable: true).id("welcome")
            ui.text(Self.greeting(hour: input.local?.hour ?? 9), .subheadline, .textSecondary, lines: 2, shrink: 0.9, balanced: true)
                .id("greeting").padding(EdgeInsets(top: 2))
            ViewThatFits(in: .vertical) {
                for density in Density.allCases { body(density, ui) }
            }
            .layoutPriority(1)
            Spacer()
        }
        .padding(EdgeInsets(top: safeArea.top + 5, leading: CalmStyle.padding, bottom: max(16, safeArea.bottom),
                            trailing: CalmStyle.padding))
        // The whole screen, or the whole content when a large text size makes it scroll.
        .background { rect in [.fill(.rect(rect), style.calmBackground(rect))] }
    }

    private func body(_ density: Density, _ ui: CalmLayout) -> LayoutNode {
        let gap: Double = switch density {
        case .regular: 32
        case .compact: 16
        case .tight, .headless, .quoteless: 12
        }
        let quote = input.local.map { DailyQuote.of($0.date) } ?? DailyQuote.all[0]
        return VStack(alignment: 0, spacing: 0) {
            Spacer().frame(height: density == .regular ? 28 : gap)
            sosButton(ui, compact: density != .regular)
            Spacer().frame(height: gap)
            if density != .headless, density != .quoteless {
                ui.text("Quick Actions", .title2, .textPrimary, shrink: 0.8).id("actions-header")
                    .padding(EdgeInsets(bottom: density == .regular ? 14 : 10))
            }
            quickActions(ui, density)
            if density != .quoteless {
                Spacer().frame(height: gap)
                if density != .headless {
                    ui.text("Daily Quote", .title2, .textPrimary, shrink: 0.8).id("quote-header")
                        .padding(EdgeInsets(bottom: density == .regular ? 14 : 10))
                }
                ui.quoteCard(quote, lines: density == .regular ? 4 : 5, compact: density != .regular)
            }
        }
    }

    /// "Feeling Anxious?": the most prominent thing on the screen.
    private func sosButton(_ ui: CalmLayout, compact: Bool) -> LayoutNode {
        let sos = ui.style.color(.sos)
        let icon = ui.icon(.sos, side: compact ? 32 : 40, .onSos)
        let detail = ui.text("Breathe, ground, or sip: relief in a minute", .subheadline, .onSos, lines: 2, shrink: 0.9)
            .id("sos-detail")
        func button(_ content: LayoutNode) -> LayoutNode {
            content
                .padding(EdgeInsets(top: 16, leading: compact ? 18 : 22, bottom: 16, trailing: 18))
                .frame(maxWidth: .infinity, minHeight: compact ? 80 : 96, alignment: .leading)
                .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(sos))] }
                .id("sos")
        }
        guard ui.accessible else {
            return button(HStack(alignment: 0.5, spacing: compact ? 14 : 18) {
                icon
                VStack(alignment: 0, spacing: 4) {
                    ui.text("Feeling Anxious?", .title2, .onSos, shrink: 0.8).id("sos-title")
                    detail
                }
            })
        }
        return ui.iconRows(spacing: 0) { beside in
            [button(ui.iconRow(beside: beside, icon, spacing: compact ? 14 : 18,
                               title: ui.text("Feeling Anxious?", .title2, .onSos, shrink: 0.8, wraps: !beside).id("sos-title"),
                               words: detail.padding(EdgeInsets(top: 4))))]
        }
    }

    /// The quick actions: on a regular screen a 2x2 grid of 128 pt tiles with a 48 pt badge; on
    /// a smaller one tighter tiles with a 36 pt badge; on the smallest one row of badges with
    /// their titles under them, on one card.
    private func quickActions(_ ui: CalmLayout, _ density: Density) -> LayoutNode {
        if CalmTypeRules.arrangement(typeSize) == .column { return actionColumn(ui) }
        if density == .tight || density == .headless || density == .quoteless {
            let card = ui.style.color(.card)
            return HStack(alignment: 0, spacing: 4) {
                for (i, action) in Self.actions.enumerated() {
                    VStack(alignment: 0.5, spacing: 6) {
                        ui.badge(action.icon, side: 44, action.color)
                        // A line per word at most: a one-word title shrinks rather than breaks
                        // mid-word ("Medita-te") when the text is large.
                        ui.text(action.title, .footnote, .textPrimary, alignment: .center,
                                lines: min(2, action.title.split(separator: " ").count), shrink: 0.85)
                    }
                    .frame(maxWidth: .infinity, alignment: .top).id("action-\(i + 1)")
                }
            }
            .padding(EdgeInsets(horizontal: 4, vertical: 12))
            .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
        }
        let gap = density == .regular ? 16.0 : 12.0
        return VStack(spacing: gap) {
            for row in 0..<2 {
                HStack(alignment: 0, spacing: gap) {
                    for column in 0..<2 { tile(Self.actions[row * 2 + column], ui, density).id("action-\(row * 2 + column + 1)") }
                }
            }
        }
    }

    /// A tile of fixed height, so the stack gives any room left to the spacer below the quote.
    private func tile(_ action: (title: String, detail: String, icon: CalmIcon, color: CalmStyle.Role), _ ui: CalmLayout,
                      _ density: Density) -> LayoutNode {
        let card = ui.style.color(.card)
        let regular = density == .regular
        return VStack(alignment: 0, spacing: 0) {
            ui.badge(action.icon, side: regular ? 48 : 36, action.color).padding(EdgeInsets(bottom: 8))
            ui.text(action.title, .headline, .textPrimary, shrink: 0.75)
            ui.text(action.detail, .footnote, .textSecondary, shrink: 0.85).padding(EdgeInsets(top: 2))
        }
        .padding(regular ? 16 : 12)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(height: regular ? 128 : nil)
        .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
    }

    /// The quick actions at an accessibility text size: one column of cards as wide as the
    /// screen, the badges beside the titles while each fits on a line beside its badge, else
    /// above them (`CalmLayout.iconRows`), the details wrapping.
    private func actionColumn(_ ui: CalmLayout) -> LayoutNode {
        let card = ui.style.color(.card)
        return ui.iconRows(spacing: 12) { beside in
            Self.actions.enumerated().map { i, action in
                ui.iconRow(beside: beside, ui.badge(action.icon, side: 48, action.color), spacing: 14,
                           title: ui.text(action.title, .headline, .textPrimary, shrink: 0.75, wraps: !beside),
                           words: ui.text(action.detail, .footnote, .textSecondary, shrink: 0.85).padding(EdgeInsets(top: 2)))
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background { rect in [.fill(.roundedRect(rect, radius: 20), .solid(card))] }
                    .id("action-\(i + 1)")
            }
        }
    }

    /// A greeting for the local hour: morning until noon, afternoon until 17:00, then evening.
    static func greeting(hour: Int) -> String {
        switch hour {
        case 5..<12: "Good morning. A calm moment is always close."
        case 12..<17: "Good afternoon. Pause whenever you need to."
        default: "Good evening. Let the day settle."
        }
    }
}
