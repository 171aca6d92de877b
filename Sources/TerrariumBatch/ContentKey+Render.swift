import Foundation
import Terrarium

extension ContentKey {
    /// The key of one render, `request` resolved as the renderer resolves it (its family or
    /// format and scale those of the canvas it will be drawn on, its input an example's name or
    /// the document's bytes). The theme is the request's, else the one the input names
    /// (`inputTheme`), else the plugin's default; that theme file's bytes, the registered fonts'
    /// digest and the plugin's own version go in too. `batch` and `serve` both make their keys
    /// here, so one render has one key in either.
    ///
    /// - Parameter themeBytes: reads a theme file by name from a folder (callers cache it); nil
    ///   when it cannot be read.
    package init(plugin: any Plugin, request: RenderRequest, inputTheme: String?, registeredFonts: String?,
                themes: URL?, themeBytes: (_ name: String, _ folder: URL) -> Data?) {
        let themeName = request.theme ?? inputTheme ?? plugin.defaultTheme
        let folder = plugin.assets.themesFolder(override: themes)
        self.init(request: request, themeName: themeName, themeBytes: folder.flatMap { themeBytes(themeName, $0) })
        self.registeredFonts = registeredFonts
        self.pluginVersion = plugin.contentVersion
    }

    /// The theme an input document names in its `theme` field, if it names one.
    package static func themeNamed(in document: JSONValue?) -> String? {
        guard case .object(let fields)? = document, case .string(let name)? = fields["theme"] else { return nil }
        return name
    }
}
