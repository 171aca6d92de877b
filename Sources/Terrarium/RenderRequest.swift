import Foundation

/// One render, whoever asks for it: the CLI's flags, a manifest line, the service's query and
/// body, a share link, a golden case and a lint case each make one of these, through
/// `RequestReader` where they hold text or JSON, so every field is read and checked in one place.
/// Everything optional has a documented default; the renderer checks the names against the
/// plugin (`RenderError`, reported everywhere as `RequestError`).
public struct RenderRequest: Sendable, Hashable, Codable {
    /// Where the input document comes from.
    public enum Input: Sendable, Hashable, Codable {
        /// The plugin's default example for the scene.
        case defaultExample
        /// A named example (or stress input) of the plugin.
        case example(String)
        /// JSON bytes (a file or standard input).
        case json(Data)
    }

    /// The plugin's id (`bloom`).
    public var plugin: String
    /// The scene's name (`widget`).
    public var scene: String
    /// The input document.
    public var input: Input
    /// Widget family name; default: the scene's first family. Screens take none.
    public var family: String?
    /// Pixel scale 1-3; default: the device's native scale.
    public var scale: Int?
    /// Screen size in points, `430x932`; default 430x932.
    public var device: String?
    /// Theme name (`Themes/<name>.json`); default: the plugin's.
    public var theme: String?
    /// Overrides the input's `now` (ISO 8601 with offset).
    public var now: String?
    /// Overrides the input's `timeZone` (IANA name).
    public var timeZone: String?
    /// For a scene in pages: which page, from 1; default 1.
    public var page: Int?
    /// Values of the plugin's input axes (`locale`, `appearance`), set in the input as
    /// `lint` sets them, so any case it reports can be drawn again.
    public var axes: [String: String] = [:]
    /// Seconds into the scene's animation, for a scene that has one (`--at`); nil for the
    /// still the input describes. At most the animation's length.
    public var time: Double?
    /// The reader's text size (`--type-size`); nil for iOS's default, `large`.
    public var typeSize: TypeSize?
    /// How iOS draws the widget (`--rendering-mode`); nil for its own colours.
    public var renderingMode: RenderingMode?

    /// The fields by the names every surface uses: `time` is `at`, as `render --at`, the
    /// manifest and the query call it.
    enum CodingKeys: String, CodingKey {
        case plugin, scene, input, family, scale, device, theme, now, timeZone, page, axes
        case time = "at"
        case typeSize, renderingMode
    }

    /// A request; every name is checked when it renders (`RenderError` for one the plugin lacks).
    public init(plugin: String, scene: String, input: Input = .defaultExample, family: String? = nil,
                scale: Int? = nil, device: String? = nil, theme: String? = nil, now: String? = nil,
                timeZone: String? = nil, page: Int? = nil) {
        self.plugin = plugin
        self.scene = scene
        self.input = input
        self.family = family
        self.scale = scale
        self.device = device
        self.theme = theme
        self.now = now
        self.timeZone = timeZone
        self.page = page
    }
}

/// The name `RenderRequest` had before every surface shared it.
@available(*, deprecated, renamed: "RenderRequest")
public typealias RenderJob = RenderRequest

/// A finished render: the PNG and what describes it.
public struct RenderResult: Sendable {
    /// The plugin's id.
    public var plugin: String
    /// The scene's name.
    public var scene: String
    /// The example drawn; nil for an input document.
    public var example: String?
    /// The canvas it was drawn on.
    public var canvas: CanvasSpec
    /// The theme's name (or the path of a theme file).
    public var theme: String
    /// What the picture shows, in words (also the PNG's `Description`).
    public var accessibilityLabel: String
    /// Encodes the plugin's display state when asked (`--json`); a render never does by itself.
    let makeState: @Sendable () throws -> JSONValue
    /// The PNG file's bytes.
    public var png: Data

    /// The display state the plugin derived, as `--json` prints it.
    public var state: JSONValue { get throws { try makeState() } }

    /// The image's width in pixels.
    public var width: Int { canvas.pixelWidth }
    /// The image's height in pixels.
    public var height: Int { canvas.pixelHeight }
}

/// The engine's version: in every PNG's `Software` text and every batch content key.
public enum TerrariumVersion {
    /// The version of this engine, as its release tag names it.
    public static let current = "0.2.0"
    /// The PNG `Software` text.
    public static var software: String { "Terrarium \(current)" }
}
