import Foundation
import TerrariumAssets

/// Where a plugin's theme files and sprites are. The built-in plugins use the engine's own
/// `Themes/` and `Sprites/`; a team's plugin in another package brings its own, usually from
/// its module's bundle:
///
///     var assets: PluginAssets {
///         PluginAssets(themes: Bundle.module.url(forResource: "Themes", withExtension: nil),
///                      sprites: Bundle.module.url(forResource: "Sprites", withExtension: nil))
///     }
///
/// Its themes are `<themes>/<name>.json` (each with `"plugin": "<id>"`), its sprites
/// `<sprites>/<id>/manifest.json` and the files it lists, named `<id>/<sprite>` in scenes.
public struct PluginAssets: Sendable, Equatable {
    /// The folder of theme files; nil for the engine's `Themes/`.
    public var themes: URL?
    /// The folder holding the plugin's sprite folder; nil for the engine's `Sprites/`.
    public var sprites: URL?

    /// Assets in `themes` and `sprites`; nil for the engine's folder of that kind.
    public init(themes: URL? = nil, sprites: URL? = nil) {
        self.themes = themes
        self.sprites = sprites
    }

    /// The engine's own folders.
    public static let builtIn = PluginAssets()

    /// The theme folder to read, with `engine` standing for the engine's own.
    public func themesFolder(engine: URL = Assets.themes) -> URL { themes ?? engine }
}
