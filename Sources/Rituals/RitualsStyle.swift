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
        /// The thirteen category colours (`CategoryColor`).
        case categoryRed = "category.red", categoryOrange = "category.orange", categoryYellow = "category.yellow"
        case categoryGreen = "category.green", categoryMint = "category.mint", categoryTeal = "category.teal"
        case categoryCyan = "category.cyan", categoryBlue = "category.blue", categoryIndigo = "category.indigo"
        case categoryPurple = "category.purple", categoryPink = "category.pink", categoryBrown = "category.brown"
        case categoryGray = "category.gray"
    }

    enum FontToken: String, CaseIterable {
        case largeTitle, ringNumber, stat, headline, body, footnote, caption
    }

    static let schema = ThemeTokens<Role, FontToken>.schema(colorPrefixes: Appearance.allCases.map { "\($0.rawValue)." })

    private let tokens: ThemeTokens<Role, FontToken>

    init(theme: Theme, appearance: Appearance) throws {
        tokens = try ThemeTokens(theme: theme, colorPrefix: "\(appearance.rawValue).")
    }

    func color(_ role: Role) -> Color { tokens.color(role) }
    func font(_ token: FontToken) -> Font { tokens.font(token) }

    /// A category's colour in this appearance.
    func color(_ category: CategoryColor) -> Color {
        color(Role(rawValue: category.token) ?? .categoryGray)
    }

    /// A day's ring colour (FR-HISTORY-02): green when all done, accent from half, grey below.
    func ringColor(rate: Double) -> Color {
        rate >= 1 ? color(.success) : rate >= 0.5 ? color(.accent) : color(.ringLow)
    }
}
