import Foundation
import Terrarium

/// What a batch output was made from, hashed: if the key stored in an existing PNG equals the
/// key of the job about to render it, the file is up to date and rendering can be skipped.
///
/// Everything that changes the pixels goes in: the engine version (which stands for the code,
/// its sprites and fonts), the job's resolved fields, the input's bytes (or the example's name,
/// since examples ship with the engine), and the theme's name and file bytes (themes are data a
/// user may edit); and, only when there are any, the digest of the fonts a program registered and
/// a plugin's own version (a team's plugin changes apart from the engine). Each field is written as its label, a presence byte and a length-prefixed
/// value, so no two different jobs can encode to the same bytes.
public struct ContentKey: Sendable {
    /// The PNG text chunk the key is stored in.
    public static let pngTextKey = "Terrarium-Key"

    /// The input the key covers: an example's name (its bytes ship with the engine) or the input
    /// file's bytes.
    public enum Source: Sendable {
        case example(String)
        case input(Data)
    }

    /// The engine version, standing for its code, sprites and fonts; the current one unless a
    /// test says otherwise.
    public var engineVersion = TerrariumVersion.current
    /// The plugin's id.
    public var plugin: String
    /// The scene's name.
    public var scene: String
    /// The example or input bytes.
    public var source: Source
    /// The widget family or image format; nil for a screen.
    public var family: String?
    /// Device pixels per point, as resolved.
    public var scale: Int
    /// The theme the renderer will pick (the job's, else the input's, else the plugin's
    /// default), hashed alongside its file's bytes.
    public var themeName: String
    /// The theme file's bytes; nil when it cannot be read (the render then fails anyway).
    public var themeBytes: Data?
    /// The page of a paged scene; nil when none was asked for.
    public var page: Int?
    /// The job's `now` override; nil when the input's own is used (it is in the input's bytes).
    public var now: String?
    /// The job's `timeZone` override; nil when the input's own is used.
    public var timeZone: String?
    /// The device's screen as the job named it; nil for the default.
    public var device: String?
    /// The SHA-256 of every registered font file (`Fonts.registeredDigest`); nil when none.
    public var registeredFonts: String? = nil
    /// The plugin's `contentVersion`; nil for the built-in plugins, which the engine version covers.
    public var pluginVersion: String? = nil
    /// Input fields a request set apart from its input (`RenderRequest.axes`: `serve`'s `locale`
    /// and `appearance` query parameters); empty for none.
    public var axes: [String: String] = [:]
    /// The moment of an animated scene a still is drawn at; nil for the input's own still.
    public var time: Double? = nil
    /// The animation asked for, as `AnimationRequest.keyText`; nil for a still.
    public var animation: String? = nil
    /// The reader's text size; nil for iOS's default.
    public var typeSize: TypeSize? = nil
    /// How iOS draws the widget; nil for its own colours.
    public var renderingMode: RenderingMode? = nil

    /// A key of the job's resolved fields; the registered fonts and plugin version are set
    /// afterwards, when there are any.
    public init(plugin: String, scene: String, source: Source, family: String?, scale: Int,
                themeName: String, themeBytes: Data?, page: Int?, now: String?, timeZone: String?, device: String?) {
        self.plugin = plugin
        self.scene = scene
        self.source = source
        self.family = family
        self.scale = scale
        self.themeName = themeName
        self.themeBytes = themeBytes
        self.page = page
        self.now = now
        self.timeZone = timeZone
        self.device = device
    }

    /// The SHA-256 of the canonical encoding, as 64 lower-case hex digits.
    public var hex: String {
        var hasher = SHA256()
        func field(_ label: String, _ value: Data?) {
            hasher.update(Data(label.utf8))
            guard let value else { hasher.update([0]); return }
            hasher.update([1])
            withUnsafeBytes(of: UInt64(value.count).bigEndian) { hasher.update($0) }
            hasher.update(value)
        }
        func text(_ label: String, _ value: String?) { field(label, value.map { Data($0.utf8) }) }
        text("terrarium", engineVersion)
        text("plugin", plugin)
        text("scene", scene)
        switch source {
        case .example(let name):
            text("example", name)
            field("input", nil)
        case .input(let bytes):
            text("example", nil)
            field("input", bytes)
        }
        text("family", family)
        text("scale", String(scale))
        text("theme", themeName)
        field("themeFile", themeBytes)
        text("page", page.map(String.init))
        text("now", now)
        text("timeZone", timeZone)
        text("device", device)
        // Added after the fields above, and only when set, so the keys of outputs made
        // without registered fonts or versioned plugins stay what they were.
        if let registeredFonts { text("registeredFonts", registeredFonts) }
        if let pluginVersion { text("pluginVersion", pluginVersion) }
        for (name, value) in axes.sorted(by: { $0.key < $1.key }) { text("axis." + name, value) }
        if let time { text("time", "\(time)") }
        if let animation { text("animation", animation) }
        if let typeSize { text("typeSize", typeSize.rawValue) }
        if let renderingMode { text("renderingMode", renderingMode.label) }
        return SHA256.hex(hasher.finalize())
    }
}
