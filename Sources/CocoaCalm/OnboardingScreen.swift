import Terrarium
import TerrariumLayout

/// One page of the first-launch onboarding (seed/003, "Onboarding Experience", Content
/// Structure): its title, icon and message, word for word.
struct OnboardingPage: Equatable, Sendable {
    var title: String
    var icon: CalmIcon
    var message: String
    /// The page's button, if it has one: only the last ("Action: "Get Started" button").
    var action: String?

    /// Welcome → Features → Getting Started.
    static let all = [
        OnboardingPage(title: "Welcome to Cocoa Calm", icon: .sparkles,
                       message: "Companion for finding peace and managing anxiety"),
        OnboardingPage(title: "Discover Quick Relief", icon: .meditate,
                       message: "Breathing exercises, mindful guides, meditation timers"),
        OnboardingPage(title: "Ready to Begin?", icon: .checkmark,
                       message: "Explore and start your mindful journey", action: "Get Started"),
    ]

    /// The page indicators for page `page` (1-based): one dot a page, true where it is the
    /// current one. A page outside 1...count lights none (input checking refuses it first).
    static func dots(current page: Int, count: Int = all.count) -> [Bool] {
        (1...max(1, count)).map { $0 == page }
    }
}

/// The `onboarding` scene: one of the three pages, swiped between, with the page indicators
/// at the bottom, on the calm blue-purple gradient.
///
/// The document gives each page's title, SF Symbol and message, the swipe navigation with page
/// indicators, and the last page's "Get Started" button; it is silent on colours and sizes.
/// Terrarium's choices: the icon on a 15 % circle in system blue (as the quick actions' badges,
/// here 140 pt), the 34 pt bold main title, the message in 17 pt secondary text, a 50 pt
/// button in blue darkened for AA with its white label, and iOS's page control (8 pt dots,
/// 8 pt apart, the current one blue). Pages 1 and 2 have no button, as the document says
/// (swipe to go on), but keep its room, and every page keeps room for two lines of title and
/// two of message, so the icon and title stay put as the pages swipe.
struct OnboardingScreen {
    let page: Int
    let size: Size
    /// The reader's text size: at the accessibility sizes the words wrap as long as they need.
    var typeSize: TypeSize = .large

    static let buttonHeight = 50.0
    /// Two lines of the 34 pt title, the 12 pt gap and two lines of 17 pt body, with a little over.
    static let wordsHeight = 140.0

    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let content = OnboardingPage.all[min(max(page, 1), OnboardingPage.all.count) - 1]
        let button = style.color(.button)
        return VStack(alignment: 0.5, spacing: 0) {
            Spacer(minLength: 16)
            // The badge gives way first on a short screen.
            ui.flexibleBadge(content.icon, side: 140, .actionBlue).layoutPriority(1).id("icon")
            Spacer(minLength: 20).frame(maxHeight: 40)
            // Room for a two-line title and a two-line message on every page, the words at its
            // top, so a page with shorter words does not move the icon.
            VStack(alignment: 0.5, spacing: 0) {
                ui.text(content.title, .largeTitle, .textPrimary, alignment: .center, lines: 2, shrink: 0.7, balanced: true)
                    .id("title")
                ui.text(content.message, .body, .textSecondary, alignment: .center, lines: 3, shrink: 0.9, balanced: true)
                    .id("message").padding(EdgeInsets(top: 12, leading: 12, trailing: 12))
            }
            .frame(maxWidth: .infinity, minHeight: Self.wordsHeight, alignment: .top)
            Spacer(minLength: 24)
            if let action = content.action {
                actionLabel(action, ui)
                    .frame(maxWidth: .infinity, minHeight: Self.buttonHeight)
                    .background { rect in [.fill(.roundedRect(rect, radius: 14), .solid(button))] }
                    .id("action")
            } else {
                Spacer().frame(height: Self.buttonHeight)
            }
            dots(style).padding(EdgeInsets(top: 24))
        }
        .padding(EdgeInsets(top: safeArea.top + 12, leading: CalmStyle.padding, bottom: max(20, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        // The whole screen, or the whole content when a large text size makes it scroll.
        .background { rect in [.fill(.rect(rect), style.calmBackground(rect))] }
    }

    /// The button's label; wrapped at an accessibility size, it keeps a margin inside the button.
    private func actionLabel(_ action: String, _ ui: CalmLayout) -> LayoutNode {
        let label = ui.text(action, .headline, .onAccent, alignment: .center, shrink: 0.8)
        return ui.accessible ? label.padding(EdgeInsets(horizontal: 12, vertical: 10)) : label
    }

    /// iOS's page control: 8 pt dots, 8 pt apart, centred.
    private func dots(_ style: CalmStyle) -> LayoutNode {
        let lit = OnboardingPage.dots(current: page)
        let on = style.color(.progress), off = style.color(.pageDot)
        let side = 8.0, gap = 8.0
        let width = Double(lit.count) * side + Double(lit.count - 1) * gap
        return Shape(ideal: Size(width, side)) { rect in
            let left = rect.midX - width / 2
            return lit.enumerated().map { i, current in
                .fill(.circle(center: Point(left + Double(i) * (side + gap) + side / 2, rect.midY), radius: side / 2),
                      .solid(current ? on : off))
            }
        }
        .frame(width: width, height: side).id("page-dots")
    }
}
