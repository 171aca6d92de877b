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

    public enum Source: Sendable {
        case example(String)
        case input(Data)
    }

    public var engineVersion = TerrariumVersion.current
    public var plugin: String
    public var scene: String
    public var source: Source
    public var family: String?
    public var scale: Int
    public var themeName: String
    /// The theme file's bytes; nil when it cannot be read (the render then fails anyway).
    public var themeBytes: Data?
    public var page: Int?
    public var now: String?
    public var timeZone: String?
    public var device: String?
    /// The SHA-256 of every registered font file (`Fonts.registeredDigest`); nil when none.
    public var registeredFonts: String? = nil
    /// The plugin's `contentVersion`; nil for the built-in plugins, which the engine version covers.
    public var pluginVersion: String? = nil

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
        return SHA256.hex(hasher.finalize())
    }
}
