import Terrarium

/// Forest's theme tokens (Themes/forest.json), read once per render.
struct ForestStyle {
    enum Role: String, CaseIterable {
        case backgroundTop = "background.top", backgroundBottom = "background.bottom", card
        case accent, accentSoft = "accent.soft", onAccent
        case textPrimary = "text.primary", textSecondary = "text.secondary"
        case ringTrack = "ring.track", paused, withered, shadow
    }

    enum FontToken: String, CaseIterable {
        case title, countdown, headline, body, button, caption, statValue, statLabel
    }

    static let schema = ThemeSchema(colors: Role.allCases.map(\.rawValue), fonts: FontToken.allCases.map(\.rawValue))

    private let colors: [Role: Color]
    private let fonts: [FontToken: Font]

    init(theme: Theme) throws {
        var colors: [Role: Color] = [:]
        for role in Role.allCases { colors[role] = try theme.color(role) }
        var fonts: [FontToken: Font] = [:]
        for token in FontToken.allCases { fonts[token] = try theme.font(token) }
        self.colors = colors
        self.fonts = fonts
    }

    /// Every token was read in `init`, so the fallbacks never show.
    func color(_ role: Role) -> Color { colors[role] ?? Color(red: 1, green: 0, blue: 1) }
    func font(_ token: FontToken) -> Font { fonts[token] ?? Font(family: "Inter", weight: .regular, size: 15) }
}
