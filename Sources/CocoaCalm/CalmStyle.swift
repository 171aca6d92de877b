import Terrarium

/// Cocoa Calm's theme tokens (Themes/cocoa-calm.json), read once per render.
struct CalmStyle {
    enum Role: String, CaseIterable {
        case backgroundTop = "background.top", backgroundBottom = "background.bottom"
        case warmTop = "warm.top", warmBottom = "warm.bottom"
        case card, sos, onSos
        case actionBlue = "action.blue", actionBrown = "action.brown", actionGreen = "action.green"
        case stepNumber
        case textPrimary = "text.primary", textSecondary = "text.secondary"
        case breathCircle = "breath.circle", breathHalo = "breath.halo", track, progress, onAccent
        case audioTop = "audio.top", audioBottom = "audio.bottom", audioSwirl = "audio.swirl"
        case onAudio, onAudioSecondary = "onAudio.secondary"
        case button, pageDot
    }

    enum FontToken: String, CaseIterable {
        case largeTitle, title2, instruction, headline, body, prompt, subheadline, footnote, timer
    }

    static let schema = ThemeTokens<Role, FontToken>.schema()
    /// "Consistent Padding: 20pt standard content padding."
    static let padding = 20.0

    private let tokens: ThemeTokens<Role, FontToken>

    init(theme: Theme) throws { tokens = try ThemeTokens(theme: theme) }

    func color(_ role: Role) -> Color { tokens.color(role) }
    func font(_ token: FontToken) -> Font { tokens.font(token) }

    /// The blue-purple background, top-leading to bottom-trailing.
    func calmBackground(_ rect: Rect) -> Paint { diagonal(rect, .backgroundTop, .backgroundBottom) }
    /// The warm orange-brown background of the hot chocolate guide.
    func warmBackground(_ rect: Rect) -> Paint { diagonal(rect, .warmTop, .warmBottom) }

    private func diagonal(_ rect: Rect, _ from: Role, _ to: Role) -> Paint {
        .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY),
                stops: [GradientStop(0, color(from)), GradientStop(1, color(to))])
    }
}
