import Foundation
import Terrarium

/// What a rendered PNG was made from, hashed: if the key stored in an existing PNG equals the
/// key of the job about to render it, the file is up to date and rendering can be skipped. It is
/// also the service's ETag and cache key, so `batch` and `serve` give one render one key.
///
/// Everything that changes the pixels goes in: the engine version (which stands for the code,
/// its sprites and fonts), the resolved request in its canonical encoding (every field, so a
/// field added to `RenderRequest` is in the key without an edit here), the input's bytes (or the
/// example's name, since examples ship with the engine), the theme's name and file bytes (themes
/// are data a user may edit); and, only when there are any, the digest of the fonts a program
/// registered, a plugin's own version (a team's plugin changes apart from the engine) and the
/// animation asked for. Each part is written as its label, a presence byte and a
/// length-prefixed value, so no two different renders can encode to the same bytes.
package struct ContentKey: Sendable {
    /// The PNG text chunk the key is stored in.
    package static let pngTextKey = "Terrarium-Key"

    /// The engine version, standing for its code, sprites and fonts; the current one unless a
    /// test says otherwise.
    package var engineVersion = TerrariumVersion.current
    /// The render, resolved as the renderer resolves it: the plugin's id, the scene's name, the
    /// family or format and the scale it will be drawn at, and the example's name or the input
    /// document's bytes.
    package var request: RenderRequest
    /// The theme the renderer will pick (the request's, else the input's, else the plugin's
    /// default), hashed alongside its file's bytes.
    package var themeName: String
    /// The theme file's bytes; nil when it cannot be read (the render then fails anyway).
    package var themeBytes: Data?
    /// The SHA-256 of every registered font file (`Fonts.registeredDigest`); nil when none.
    package var registeredFonts: String? = nil
    /// The plugin's `contentVersion`; nil for the built-in plugins, which the engine version covers.
    package var pluginVersion: String? = nil
    /// The animation asked for, as `AnimationRequest.keyText`; nil for a still.
    package var animation: String? = nil

    /// A key of a resolved request; the registered fonts, plugin version and animation are set
    /// afterwards, when there are any.
    package init(request: RenderRequest, themeName: String, themeBytes: Data?) {
        self.request = request
        self.themeName = themeName
        self.themeBytes = themeBytes
    }

    /// The SHA-256 of the canonical encoding, as 64 lower-case hex digits.
    package var hex: String {
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
        // The request's fields with sorted keys (`JSONValue`'s writer), the input apart: its
        // bytes are hashed as they are rather than as Base64 inside the encoding.
        var fields = request
        fields.input = .defaultExample
        field("request", (try? JSONValue(encoding: fields))?.encoded())
        switch request.input {
        case .defaultExample: text("example", nil)
        case .example(let name): text("example", name)
        case .json(let bytes): field("input", bytes)
        }
        text("theme", themeName)
        field("themeFile", themeBytes)
        if let registeredFonts { text("registeredFonts", registeredFonts) }
        if let pluginVersion { text("pluginVersion", pluginVersion) }
        if let animation { text("animation", animation) }
        return SHA256.hex(hasher.finalize())
    }
}
