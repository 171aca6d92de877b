import Foundation
import Testing
import Terrarium
@testable import Rituals

/// Both appearances meet WCAG AA: text 4.5:1 and rings, bars and arrows 3:1 (non-text
/// contrast) on the background and on cards.
struct RitualsThemeTests {
    static let themeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes/rituals.json")

    func style(_ appearance: Appearance) throws -> RitualsStyle {
        try RitualsStyle(theme: Theme.load(Self.themeURL, plugin: "rituals", schema: RitualsStyle.schema), appearance: appearance)
    }

    @Test(arguments: Appearance.allCases)
    func textMeetsAA(appearance: Appearance) throws {
        let style = try style(appearance)
        for text in [RitualsStyle.Role.textPrimary, .textSecondary, .textTertiary, .accentDark] {
            for surface in [RitualsStyle.Role.background, .card, .backgroundAlt] where !(text == .accentDark) {
                let ratio = style.color(text).contrastRatio(with: style.color(surface))
                #expect(ratio >= 4.5, "\(appearance) \(text) on \(surface): \(ratio)")
            }
        }
        // Chips: accent-dark words on the soft accent.
        #expect(style.color(.accentDark).contrastRatio(with: style.color(.accentSoft)) >= 4.5)
        // Captions drawn in the secondary accent (a finished arc).
        #expect(style.color(.accentSecondary).contrastRatio(with: style.color(.backgroundAlt)) >= 4.5)
    }

    /// The widget's "Next ritual" panel (backgroundAlt) must read as a panel on the widget's
    /// card in both appearances: light's is 1.20:1 (warm paper on white). Dark's was once
    /// 1.08:1, darker than the card and all but invisible; iOS raises a dark panel above its
    /// container instead, and so does this theme.
    @Test(arguments: Appearance.allCases)
    func panelStandsOutFromTheCard(appearance: Appearance) throws {
        let style = try style(appearance)
        let ratio = style.color(.backgroundAlt).contrastRatio(with: style.color(.card))
        #expect(ratio >= 1.15, "\(appearance) panel on card: \(ratio)")
        if appearance == .dark {
            #expect(style.color(.backgroundAlt).relativeLuminance > style.color(.card).relativeLuminance)
        }
    }

    @Test(arguments: Appearance.allCases)
    func marksMeetNonTextContrast(appearance: Appearance) throws {
        let style = try style(appearance)
        for mark in [RitualsStyle.Role.accent, .success, .error, .ringLow, .textTertiary] {
            for surface in [RitualsStyle.Role.background, .card] {
                let ratio = style.color(mark).contrastRatio(with: style.color(surface))
                #expect(ratio >= 3, "\(appearance) \(mark) on \(surface): \(ratio)")
            }
        }
    }

    @Test func historyRingColours() throws {
        let style = try style(.light)
        #expect(style.ringColor(rate: 1) == style.color(.success))
        #expect(style.ringColor(rate: 0.5) == style.color(.accent))
        #expect(style.ringColor(rate: 0.99) == style.color(.accent))
        #expect(style.ringColor(rate: 0.49) == style.color(.ringLow))
        #expect(style.color(.success) != style.color(.accent))
    }
}
