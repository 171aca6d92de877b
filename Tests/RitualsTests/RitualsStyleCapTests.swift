import Foundation
import Testing
import Terrarium
@testable import Rituals

/// A lock-screen or watch widget drawn at an accessibility size takes its fonts as at xxxLarge
/// (`RitualsStyle.capped`): every token, body and display alike, at its xxxLarge size (Apple's
/// body: 23 pt over 17 at large), within the quarter point the theme rounds to.
struct RitualsStyleCapTests {
    func theme() throws -> Theme {
        try Theme.load(RitualsThemeTests.themeURL, plugin: "rituals", schema: RitualsStyle.schema)
    }

    @Test(arguments: [TypeSize.accessibility1, .accessibility3, .accessibility5])
    func cappedFontsAreTheXXXLargeOnes(size: TypeSize) throws {
        let theme = try theme()
        let xxxLarge = try RitualsStyle(theme: theme.at(.xxxLarge), appearance: .light, typeSize: .xxxLarge)
        let capped = try RitualsStyle(theme: theme.at(size), appearance: .light, typeSize: size).capped(at: .xxxLarge, from: size)
        for token in RitualsStyle.FontToken.allCases {
            #expect(abs(capped.font(token).size - xxxLarge.font(token).size) <= 0.5, "\(token)")
        }
    }

    @Test(arguments: [TypeSize.large, .xLarge, .xxxLarge])
    func atOrBelowTheCapNothingChanges(size: TypeSize) throws {
        let style = try RitualsStyle(theme: theme().at(size), appearance: .dark, typeSize: size)
        let capped = style.capped(at: .xxxLarge, from: size)
        for token in RitualsStyle.FontToken.allCases { #expect(capped.font(token) == style.font(token), "\(token)") }
    }
}
