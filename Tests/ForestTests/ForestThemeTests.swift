import Foundation
import Terrarium
import Testing
@testable import Forest

/// Text meets WCAG AA (4.5:1) on the background, cards and the soft accent; button text on
/// the accent, paused and withered fills too.
struct ForestThemeTests {
    static let themeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes/forest.json")

    @Test func textMeetsAA() throws {
        let style = try ForestStyle(theme: Theme.load(Self.themeURL, plugin: "forest", schema: ForestStyle.schema))
        let surfaces: [ForestStyle.Role] = [.backgroundTop, .backgroundBottom, .card, .accentSoft]
        for text in [ForestStyle.Role.textPrimary, .textSecondary, .accent, .paused, .withered] {
            for surface in surfaces {
                let ratio = style.color(text).contrastRatio(with: style.color(surface))
                #expect(ratio >= 4.5, "\(text) on \(surface): \(ratio)")
            }
        }
        for fill in [ForestStyle.Role.accent, .paused] {
            #expect(style.color(.onAccent).contrastRatio(with: style.color(fill)) >= 4.5, "button text on \(fill)")
        }
        // The progress ring against its track and the card it surrounds: 3:1 for a graphic.
        for ring in [ForestStyle.Role.accent, .paused, .withered] {
            #expect(style.color(ring).contrastRatio(with: style.color(.backgroundTop)) >= 3)
        }
        // The Live Activity's island: text and the progress ring on the island's black.
        let black = Color(red: 0, green: 0, blue: 0)
        for text in [ForestStyle.Role.islandText, .islandSecondary, .islandAccent, .islandPaused, .islandWithered] {
            let color = style.color(text)
            let ink = color.alpha < 1 ? black.mixed(with: color.withAlpha(1), color.alpha) : color
            #expect(ink.contrastRatio(with: black) >= 4.5, "\(text) on the island")
        }
        #expect(style.font(.countdown).tabularDigits)
    }
}
