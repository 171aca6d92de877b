import Foundation

/// The user's cache folder as the XDG base directory specification defines it:
/// `$XDG_CACHE_HOME` when it is an absolute path, else `$HOME/.cache` (a relative or empty
/// value is ignored, as the specification says); nil when neither gives one. Fontconfig finds
/// its user cache the same way, and the engine's own caches live under it.
enum UserCacheFolder {
    static func path(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache" }
        return nil
    }
}
