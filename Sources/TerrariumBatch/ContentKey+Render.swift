import Foundation
import Terrarium

extension ContentKey {
    /// The key of one render, its fields resolved as the renderer resolves them: the theme is
    /// the job's, else the one the input names (`inputTheme`), else the plugin's default; that
    /// theme file's bytes, the registered fonts' digest and the plugin's own version go in too.
    /// `batch` and `serve` both make their keys here, so one render has one key in either.
    ///
    /// - Parameters:
    ///   - family: the resolved widget family or image format (`CanvasSpec.variant`).
    ///   - scale: the resolved scale.
    ///   - themeBytes: reads a theme file by name from a folder (callers cache it); nil when
    ///     it cannot be read.
    public init(plugin: any Plugin, scene: String, source: Source, inputTheme: String?, family: String?, scale: Int,
                theme: String?, page: Int?, now: String?, timeZone: String?, device: String?,
                registeredFonts: String?, engineThemes: URL, themeBytes: (_ name: String, _ folder: URL) -> Data?) {
        let themeName = theme ?? inputTheme ?? plugin.defaultTheme
        self.init(plugin: plugin.id, scene: scene, source: source, family: family, scale: scale, themeName: themeName,
                  themeBytes: themeBytes(themeName, plugin.assets.themesFolder(engine: engineThemes)),
                  page: page, now: now, timeZone: timeZone, device: device)
        self.registeredFonts = registeredFonts
        self.pluginVersion = plugin.contentVersion
    }

    /// The theme an input document names in its `theme` field, if it names one.
    public static func themeNamed(in document: JSONValue?) -> String? {
        guard case .object(let fields)? = document, case .string(let name)? = fields["theme"] else { return nil }
        return name
    }
}
