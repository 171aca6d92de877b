internal import TerrariumCanvas
import TerrariumGraphics

/// How iOS draws a home-screen widget: in its own colours, or from their lightness alone on a
/// tinted or clear home screen (iOS 18 and 26), or enlarged in StandBy. The engine makes each
/// from the full-colour picture, as iOS does from the widget's pixels, so a plugin draws one.
public enum RenderingMode: Hashable, Sendable {
    /// The widget's own colours.
    case fullColor
    /// iOS 18's tinted home screen: monochrome in shades of the accent the person chose, a
    /// light widget's background turned to the dark end (the system's tinted glass).
    case tinted(accent: Color)
    /// The clear home screen: full colour desaturated.
    case clear
    /// StandBy: a small widget at twice its size, in its own colours.
    case standBy
    /// StandBy at night: twice the size, in red on black (iOS's night mode keeps the eyes'
    /// dark adaptation).
    case standByNight

    /// The accent a tinted widget takes when none is named: iOS's system blue.
    public static let defaultAccent = Color(red: 0, green: 122.0 / 255, blue: 1)

    /// StandBy's night red (iOS's systemRed in dark mode, #FF453A).
    static let nightRed = Color(red: 1, green: 69.0 / 255, blue: 58.0 / 255)

    /// Every name `--rendering-mode` takes.
    public static let names = ["full-color", "tinted", "clear", "standby", "standby-night"]

    /// A mode by its name; `accent` is the tinted mode's colour.
    public static func named(_ name: String, accent: Color? = nil) -> RenderingMode? {
        switch name {
        case "full-color": .fullColor
        case "tinted": .tinted(accent: accent ?? defaultAccent)
        case "clear": .clear
        case "standby": .standBy
        case "standby-night": .standByNight
        default: nil
        }
    }

    /// Its name, and the accent for the tinted mode (`tinted:#0A84FF`): what keys and file
    /// names record.
    public var label: String {
        switch self {
        case .fullColor: "full-color"
        case .tinted(let accent): "tinted:" + accent.hexString
        case .clear: "clear"
        case .standBy: "standby"
        case .standByNight: "standby-night"
        }
    }

    /// A mode from its `label` (`tinted:#FF9F0A`), as keys and links store it.
    public init?(label: String) {
        let parts = label.split(separator: ":", maxSplits: 1).map(String.init)
        let accent = parts.count == 2 ? Color(hex: parts[1]) : nil
        if parts.count == 2, accent == nil { return nil }
        guard let mode = Self.named(parts[0], accent: accent) else { return nil }
        self = mode
    }

    /// How much larger than the widget the picture is drawn: twice in StandBy.
    var sizeFactor: Int {
        switch self {
        case .standBy, .standByNight: 2
        default: 1
        }
    }

    /// The families the mode applies to: the home screen's, and StandBy's small one.
    public func applies(to family: WidgetFamily) -> Bool {
        switch self {
        case .fullColor: true
        case .tinted, .clear: WidgetFamily.homeScreen.contains(family)
        case .standBy, .standByNight: family == .small
        }
    }

    /// The full-colour picture mapped to this mode.
    func apply(to pixels: PixelBuffer) -> PixelBuffer {
        switch self {
        case .fullColor, .standBy:
            return pixels
        case .tinted(let accent):
            // The dark end a fifth of the accent (the tinted glass), the light end the accent
            // halfway to white, so text keeps its contrast with what is behind it.
            let dark = Color(red: accent.red * 0.2, green: accent.green * 0.2, blue: accent.blue * 0.2)
            let light = Color(red: (accent.red + 1) / 2, green: (accent.green + 1) / 2, blue: (accent.blue + 1) / 2)
            return PixelModes.tinted(pixels, dark: dark, light: light)
        case .clear:
            return PixelModes.greyscale(pixels)
        case .standByNight:
            return PixelModes.tinted(pixels, dark: Color(red: 0, green: 0, blue: 0), light: Self.nightRed)
        }
    }
}

extension RenderingMode: Codable {
    /// Stored as its `label` (`"tinted:#FF9F0A"`), the one spelling keys and links already use.
    public init(from decoder: any Decoder) throws {
        let label = try decoder.singleValueContainer().decode(String.self)
        guard let mode = RenderingMode(label: label) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not a rendering mode: \(label)"))
        }
        self = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(label)
    }
}
