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

        /// A page's title and the big numbers: at the accessibility sizes they grow as iOS's
        /// Large Title does (`RitualsTypeRules.displayFactor`), not as body text.
        var isDisplay: Bool { self == .largeTitle || self == .ringNumber || self == .stat }
    }

    static let schema = ThemeTokens<Role, FontToken>.schema(colorPrefixes: Appearance.allCases.map { "\($0.rawValue)." })

    private let tokens: ThemeTokens<Role, FontToken>
    /// The factor on display fonts: 1 up to xxxLarge.
    private var displayFactor: Double
    /// A factor on every font: 1 but where a widget's fixed box stops at a smaller text size
    /// than the theme's fonts were scaled to (`capped(at:from:)`).
    private var fontFactor: Double = 1

    /// `typeSize` is the one the theme's fonts were scaled to.
    init(theme: Theme, appearance: Appearance, typeSize: TypeSize = .large) throws {
        tokens = try ThemeTokens(theme: theme, colorPrefix: "\(appearance.rawValue).")
        displayFactor = RitualsTypeRules.displayFactor(typeSize)
    }

    func color(_ role: Role) -> Color { tokens.color(role) }

    func font(_ token: FontToken) -> Font {
        let font = tokens.font(token)
        let factor = (token.isDisplay ? displayFactor : 1) * fontFactor
        guard factor != 1 else { return font }
        // To a quarter point, as the theme rounds its scaled sizes.
        return font.withSize((font.size * factor * 4).rounded() / 4)
    }

    /// This style's colours with the fonts at `cap`, for a theme whose fonts were scaled to
    /// the larger `typeSize`: a lock-screen or watch widget's box holds no more (its display
    /// fonts then grow as body text does, as they do up to xxxLarge).
    func capped(at cap: TypeSize, from typeSize: TypeSize) -> RitualsStyle {
        guard typeSize > cap else { return self }
        var style = self
        style.displayFactor = 1
        style.fontFactor = cap.scale / typeSize.scale
        return style
    }

    /// A category's colour in this appearance.
    func color(_ category: CategoryColor) -> Color {
        color(Role(rawValue: category.token) ?? .categoryGray)
    }

    /// A day's ring colour (FR-HISTORY-02): green when all done, accent from half, grey below.
    func ringColor(rate: Double) -> Color {
        rate >= 1 ? color(.success) : rate >= 0.5 ? color(.accent) : color(.ringLow)
    }
}
