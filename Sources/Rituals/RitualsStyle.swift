import Terrarium

/// Rituals' theme tokens (Themes/rituals.json) for one appearance: the roles of the PRD's
/// RitualsTheme, section 7.
struct RitualsStyle {
    enum Role: String, CaseIterable {
        case background = "surface.background", backgroundAlt = "surface.backgroundAlt", card = "surface.card"
        case divider = "border.divider"
        case accent = "accent.primary", accentLight = "accent.light", accentDark = "accent.dark"
        case accentSecondary = "accent.secondary", accentSoft = "accent.soft"
        case textPrimary = "text.primary", textSecondary = "text.secondary", textTertiary = "text.tertiary"
        case textInverse = "text.inverse"
        case success = "status.success", warning = "status.warning", error = "status.error", info = "status.info"
        case ringTrack = "ring.track", ringLow = "ring.low"
    }

    enum FontToken: String, CaseIterable {
        case largeTitle, ringNumber, stat, headline, body, footnote, caption
    }

    static let schema = ThemeSchema(
        colors: Appearance.allCases.flatMap { appearance in Role.allCases.map { "\(appearance.rawValue).\($0.rawValue)" } },
        fonts: FontToken.allCases.map(\.rawValue))

    private let colors: [Role: Color]
    private let fonts: [FontToken: Font]

    init(theme: Theme, appearance: Appearance) throws {
        var colors: [Role: Color] = [:]
        for role in Role.allCases { colors[role] = try theme.color("\(appearance.rawValue).\(role.rawValue)") }
        var fonts: [FontToken: Font] = [:]
        for token in FontToken.allCases { fonts[token] = try theme.font(token) }
        self.colors = colors
        self.fonts = fonts
    }

    /// Every role was read in `init`, so the fallbacks never show.
    func color(_ role: Role) -> Color { colors[role] ?? Color(red: 1, green: 0, blue: 1) }
    func font(_ token: FontToken) -> Font { fonts[token] ?? Font(family: "Inter", weight: .regular, size: 15) }

    /// A day's ring colour (FR-HISTORY-02): green when all done, accent from half, grey below.
    func ringColor(rate: Double) -> Color {
        rate >= 1 ? color(.success) : rate >= 0.5 ? color(.accent) : color(.ringLow)
    }
}
