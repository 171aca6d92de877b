import Foundation
import Testing
@testable import Terrarium

private enum Role: String, CaseIterable, Hashable, Sendable { case background, ink }
private enum Token: String, CaseIterable, Hashable, Sendable { case title }

/// ThemeTokens reads every token in `init`: a missing one is an error naming it, and once made,
/// every role answers the theme's own value (its never-reached fallbacks cannot show).
struct ThemeTokensTests {
    private func theme(_ colors: String) throws -> Theme {
        let json = #"{"plugin": "demo", "colors": {\#(colors)}, "fonts": {"title": {"family": "Inter", "weight": "bold", "size": 20}}}"#
        return try Theme.parse(Data(json.utf8), name: "demo", file: "demo.json", plugin: "demo",
                               schema: ThemeSchema(colors: ["dark.background", "dark.ink"], fonts: ["title"]))
    }

    @Test func everyRoleAnswersTheThemesValue() throws {
        let tokens = try ThemeTokens<Role, Token>(theme: theme(##""dark.background": "#101820", "dark.ink": "#F2F2EE""##), colorPrefix: "dark.")
        #expect(tokens.color(.background) == Color(hex: "#101820"))
        #expect(tokens.color(.ink) == Color(hex: "#F2F2EE"))
        #expect(tokens.font(.title).family == "Inter" && tokens.font(.title).size == 20)
    }

    @Test func aMissingTokenIsAnErrorNamingIt() throws {
        let partial = try theme(##""dark.background": "#101820", "dark.ink": "#F2F2EE""##)
        #expect(throws: ThemeError.self) { try ThemeTokens<Role, Token>(theme: partial, colorPrefix: "light.") }
    }
}
