import Foundation

/// Where the package's `Sprites/` and `Themes/` folders are at run time.
public enum Assets {
    /// The bundled copy, found wherever the binary runs from.
    public static var root: URL { Bundle.module.bundleURL }
    /// The engine's sprite sheets and their manifests (Sprites/); a plugin's own come from its bundle.
    public static var sprites: URL { root.appendingPathComponent("Sprites", isDirectory: true) }
    /// The engine's theme files (Themes/<name>.json), where themes are found unless a plugin or a
    /// caller points elsewhere.
    public static var themes: URL { root.appendingPathComponent("Themes", isDirectory: true) }
    /// The brand fonts the themes name (Fonts/, with their licences).
    public static var fonts: URL { root.appendingPathComponent("Fonts", isDirectory: true) }
}
