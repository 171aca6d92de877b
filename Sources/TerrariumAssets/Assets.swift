import Foundation

/// Where the engine's own files are at run time. Each app's sprites and themes are in its own
/// module's bundle (`PluginAssets`); the engine brings only the fonts every app draws with.
public enum Assets {
    /// The bundled copy, found wherever the binary runs from.
    public static var root: URL { Bundle.module.bundleURL }
    /// The brand fonts the themes name (Fonts/, with their licences).
    public static var fonts: URL { root.appendingPathComponent("Fonts", isDirectory: true) }
}
