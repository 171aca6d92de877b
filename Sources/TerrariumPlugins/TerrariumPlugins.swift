import Bloom
import CocoaCalm
import Forest
import Rituals
import Rooted
import Terrarium

/// Every plugin the `terrarium` tool and the golden suite know: the one place apps are
/// registered. A new app is one more line here (and its module in Package.swift).
public enum TerrariumPlugins {
    /// The five apps, in the order `list` shows them.
    public static let all: [any Plugin] = [
        BloomPlugin(),
        RootedPlugin(),
        RitualsPlugin(),
        ForestPlugin(),
        CocoaCalmPlugin(),
    ]

    /// A registry of the five.
    public static let registry = PluginRegistry(all)
}
