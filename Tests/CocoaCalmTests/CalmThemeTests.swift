import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// Text meets WCAG AA (4.5:1) on every background it is drawn on, translucent colours composited
/// as they are drawn; the theme keeps the document's colours where it names them.
struct CalmThemeTests {
    static let themeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes/cocoa-calm.json")

    static func style() throws -> CalmStyle {
        try CalmStyle(theme: Theme.load(themeURL, plugin: "cocoa-calm", schema: CalmStyle.schema))
    }

    /// `top` drawn over `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    @Test func textMeetsAAOnEveryBackground() throws {
        let s = try Self.style()
        let calm = [s.color(.backgroundTop), s.color(.backgroundBottom)]
        let warm = [s.color(.warmTop), s.color(.warmBottom)]
        let calmSurfaces = calm + calm.map { Self.over(s.color(.card), $0) }
        let warmSurfaces = warm + warm.map { Self.over(s.color(.card), $0) }
        for surface in calmSurfaces + warmSurfaces {
            for text in [CalmStyle.Role.textPrimary, .textSecondary] {
                #expect(s.color(text).contrastRatio(with: surface) >= 4.5, "\(text) on \(surface)")
            }
        }
        for surface in warmSurfaces {
            #expect(s.color(.stepNumber).contrastRatio(with: surface) >= 4.5, "step number on \(surface)")
        }
        // The audio guide's cream text on its brown gradient, where the swirl's circles lie
        // over it too (up to two at once).
        for bottom in [s.color(.audioTop), s.color(.audioBottom)] {
            let swirled = Self.over(s.color(.audioSwirl), Self.over(s.color(.audioSwirl), bottom))
            for surface in [bottom, swirled] {
                #expect(s.color(.onAudio).contrastRatio(with: surface) >= 4.5, "audio text on \(surface)")
                #expect(s.color(.onAudioSecondary).contrastRatio(with: surface) >= 3, "audio secondary on \(surface)")
            }
            #expect(s.color(.onAudioSecondary).contrastRatio(with: bottom) >= 4.5, "audio secondary on \(bottom)")
        }
        for surface in calm {
            let sos = Self.over(s.color(.sos), surface)
            #expect(s.color(.onSos).contrastRatio(with: sos) >= 4.5, "SOS label")
        }
        #expect(s.color(.onAccent).contrastRatio(with: s.color(.progress)) >= 3, "stop and play glyphs on the control")
        // Onboarding's Get Started label; the paywall's button and savings tag, and its
        // chosen plan's brown outline and Restore Purchases link on the warm sheet and its cards.
        #expect(s.color(.onAccent).contrastRatio(with: s.color(.button)) >= 4.5, "Get Started")
        #expect(s.color(.onAudio).contrastRatio(with: s.color(.audioTop)) >= 4.5, "Start Free Trial")
        for surface in warmSurfaces {
            #expect(s.color(.audioTop).contrastRatio(with: surface) >= 3, "chosen plan's outline on \(surface)")
        }
        // The current page's dot stands out from the background (non-text contrast, 3:1).
        for surface in calm {
            #expect(s.color(.progress).contrastRatio(with: surface) >= 3, "current page dot on \(surface)")
        }
    }

    @Test func theDocumentsColoursAtItsOpacities() throws {
        let s = try Self.style()
        // System teal (#30B0C7) at opacity 0.8.
        #expect(s.color(.sos) == Color(hex: "#30B0C7")?.withAlpha(0.8).quantized)
        // Blue at 0.1 and purple at 0.2 over white; orange at 0.1 and brown at 0.2 over white.
        #expect(s.color(.backgroundTop) == Self.flatten("#007AFF", 0.1))
        #expect(s.color(.backgroundBottom) == Self.flatten("#AF52DE", 0.2))
        #expect(s.color(.warmTop) == Self.flatten("#FF9500", 0.1))
        #expect(s.color(.warmBottom) == Self.flatten("#A2845E", 0.2))
        #expect(CalmStyle.padding == 20)
        #expect(s.font(.timer) == Font(family: "JetBrains Mono", weight: .light, size: 48))
        #expect(s.font(.largeTitle) == Font(family: "Inter", weight: .bold, size: 34))
        #expect(s.font(.instruction).size == 22 && s.font(.instruction).weight == .medium)
        #expect(s.font(.prompt).italic)
    }

    /// A system colour at `opacity` over white, to the nearest 8-bit value.
    static func flatten(_ hex: String, _ opacity: Double) -> Color? {
        guard let c = Color(hex: hex) else { return nil }
        func channel(_ v: Double) -> Double { ((v * opacity + (1 - opacity)) * 255).rounded() / 255 }
        return Color(red: channel(c.red), green: channel(c.green), blue: channel(c.blue))
    }
}

extension Color {
    /// Alpha rounded to 8 bits, as a theme's hex stores it.
    var quantized: Color { withAlpha((alpha * 255).rounded() / 255) }
}
