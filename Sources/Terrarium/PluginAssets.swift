import Foundation
import TerrariumAssets

/// Where a plugin's theme files and sprites are, usually its module's bundle. The five apps
/// bring theirs so (the package's `AppResources` build plugin puts `Sprites/<id>/` and their
/// themes in each app's bundle), and a team's plugin in another package does the same:
///
///     public let assets = PluginAssets(bundle: .module)   // its Resources/Themes and Resources/Sprites
///
/// Its themes are `<themes>/<name>.json` (each with `"plugin": "<id>"`), its sprites
/// `<sprites>/<id>/manifest.json` and the files it lists, named `<id>/<sprite>` in scenes.
public struct PluginAssets: Sendable, Equatable {
    /// The folder of theme files; nil for a plugin that brings none (it draws only with themes
    /// a caller points at, by path or with a renderer's themes folder).
    public var themes: URL?
    /// The folder holding the plugin's sprite folder; nil for a plugin that draws no sprites.
    public var sprites: URL?

    /// Assets in `themes` and `sprites`; nil for a kind the plugin does not bring.
    public init(themes: URL? = nil, sprites: URL? = nil) {
        self.themes = themes
        self.sprites = sprites
    }

    /// The `Themes` and `Sprites` folders of `bundle` (a module's `Bundle.module`), each only
    /// where the bundle has it.
    public init(bundle: Bundle) {
        self.init(themes: bundle.url(forResource: "Themes", withExtension: nil),
                  sprites: bundle.url(forResource: "Sprites", withExtension: nil))
    }

    /// The `Themes` and `Sprites` folders of the resource folder `name` (a module's
    /// `<package>_<module>.resources`) beside the executable, or of `bundle` (its
    /// `Bundle.module`) where there is none there: the same folders, found without making
    /// Foundation's bundles (ResourceFolders).
    public init(resources name: String, bundle: @autoclosure () -> Bundle) {
        guard let folder = ResourceFolders.besideExecutable(name) else {
            self.init(bundle: bundle())
            return
        }
        func child(_ name: String) -> URL? {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        self.init(themes: child("Themes"), sprites: child("Sprites"))
    }

    /// No themes or sprites of its own.
    public static let none = PluginAssets()

    /// The theme folder to read: `override` when a caller gives one (a test's edited copy of
    /// the themes, every plugin's read from it), otherwise the plugin's own.
    public func themesFolder(override: URL?) -> URL? { override ?? themes }
}
