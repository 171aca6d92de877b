import Terrarium

/// Forest's theme tokens (Themes/forest.json), read once per render.
struct ForestStyle {
    enum Role: String, CaseIterable {
        case backgroundTop = "background.top", backgroundBottom = "background.bottom", card
        case accent, accentSoft = "accent.soft", onAccent
        case textPrimary = "text.primary", textSecondary = "text.secondary"
        case ringTrack = "ring.track", paused, withered, shadow
        // The Dynamic Island's black (Live Activity).
        case islandText = "island.text", islandSecondary = "island.secondary", islandAccent = "island.accent"
        case islandPaused = "island.paused", islandWithered = "island.withered", islandTrack = "island.track"
    }

    enum FontToken: String, CaseIterable {
        case title, countdown, headline, body, button, caption, statValue, statLabel
    }

    static let schema = ThemeTokens<Role, FontToken>.schema()

    private let tokens: ThemeTokens<Role, FontToken>

    init(theme: Theme) throws { tokens = try ThemeTokens(theme: theme) }

    func color(_ role: Role) -> Color { tokens.color(role) }
    func font(_ token: FontToken) -> Font { tokens.font(token) }
}
