import Foundation

/// The user's cache folder as the XDG base directory specification defines it:
/// `$XDG_CACHE_HOME` when it is an absolute path, else `$HOME/.cache` (a relative or empty
/// value is ignored, as the specification says); nil when neither gives one. The engine's
/// caches live under it. Fontconfig 2.14 also takes a relative `XDG_CACHE_HOME`; where the two
/// differ, FontFolderCache only does not ask fontconfig to write a cache.
enum UserCacheFolder {
    static func path(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache" }
        return nil
    }
}
