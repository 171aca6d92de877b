import Foundation
import Testing
import Terrarium
@testable import Bloom

/// Text must stay legible on both gradients: WCAG AA, 4.5:1 for body text, at every point of
/// the gradient (luminance is monotonic along a two-stop gradient, so its ends are the worst).
struct ThemeContrastTests {
    static let themeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes/bloom.json")

    let theme: Theme

    init() throws {
        theme = try Theme.load(Self.themeURL, plugin: "bloom", schema: BloomPlugin().themeSchema)
    }

    @Test func documentTokensAreExact() throws {
        let expected = ["app.soil": "#3E2723", "app.stem": "#66BB6A", "app.petal": "#F06292",
                        "bg.day.top": "#E3F2FD", "bg.day.bot": "#FFFFFF", "bg.night.top": "#1A237E", "bg.night.bot": "#000000"]
        for (token, hex) in expected { #expect(try theme.color(token).hexString == hex, "\(token)") }
        #expect(try theme.font("display") == Font(family: "Quicksand", weight: .bold, size: 34))
        #expect(try theme.font("stat") == Font(family: "Quicksand", weight: .semibold, size: 20))
        #expect(try theme.font("caption") == Font(family: "Quicksand", weight: .medium, size: 14))
    }

    @Test(arguments: [
        ("text.day.primary", "bg.day.top", "bg.day.bot"),
        ("text.day.secondary", "bg.day.top", "bg.day.bot"),
        ("text.night.primary", "bg.night.top", "bg.night.bot"),
        ("text.night.secondary", "bg.night.top", "bg.night.bot"),
    ])
    func textMeetsAAOnItsGradient(text: String, top: String, bottom: String) throws {
        let color = try theme.color(text)
        for background in [try theme.color(top), try theme.color(bottom)] {
            let ratio = color.contrastRatio(with: background)
            #expect(ratio >= 4.5, "\(text) on \(background): \(ratio)")
        }
    }

    @Test func buttonTextMeetsAA() throws {
        #expect(try theme.color("button.text").contrastRatio(with: theme.color("button.fill")) >= 4.5)
    }
}
