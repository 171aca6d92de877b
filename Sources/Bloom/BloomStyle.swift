import Terrarium

/// Bloom's theme tokens (Themes/bloom.json), read once per render.
struct BloomStyle {
    enum ColorToken: String, CaseIterable {
        case soil = "app.soil", stem = "app.stem", petal = "app.petal"
        case dayTop = "bg.day.top", dayBottom = "bg.day.bot", nightTop = "bg.night.top", nightBottom = "bg.night.bot"
        case dayPrimary = "text.day.primary", daySecondary = "text.day.secondary"
        case nightPrimary = "text.night.primary", nightSecondary = "text.night.secondary"
        case dayTrack = "progress.day.track", nightTrack = "progress.night.track"
        case progressFill = "progress.fill", progressComplete = "progress.complete"
        case buttonFill = "button.fill", buttonText = "button.text"
        case pot = "art.pot", seed = "art.seed", pollen = "art.pollen", wilt = "art.wilt"
    }

    enum FontToken: String, CaseIterable {
        case display, stat, caption
    }

    static let schema = ThemeSchema(colors: ColorToken.allCases.map(\.rawValue), fonts: FontToken.allCases.map(\.rawValue))

    let gradientTop: Color
    let gradientBottom: Color
    let primary: Color
    let secondary: Color
    let track: Color
    let fill: Color
    let complete: Color
    let buttonFill: Color
    let buttonText: Color
    let display: Font
    let stat: Font
    let caption: Font

    /// The colours for one background: text and track change between dawn and dusk.
    init(theme: Theme, background: Background) throws {
        let day = background == .dawn
        gradientTop = try theme.color(day ? ColorToken.dayTop : .nightTop)
        gradientBottom = try theme.color(day ? ColorToken.dayBottom : .nightBottom)
        primary = try theme.color(day ? ColorToken.dayPrimary : .nightPrimary)
        secondary = try theme.color(day ? ColorToken.daySecondary : .nightSecondary)
        track = try theme.color(day ? ColorToken.dayTrack : .nightTrack)
        fill = try theme.color(ColorToken.progressFill)
        complete = try theme.color(ColorToken.progressComplete)
        buttonFill = try theme.color(ColorToken.buttonFill)
        buttonText = try theme.color(ColorToken.buttonText)
        display = try theme.font(FontToken.display)
        stat = try theme.font(FontToken.stat)
        caption = try theme.font(FontToken.caption)
    }
}
