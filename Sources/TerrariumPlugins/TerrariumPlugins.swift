import Bloom
import CocoaCalm
import Forest
import Rituals
import Rooted
import Terrarium

/// Every plugin the `terrarium` tool and the golden suite know: the one place apps are
/// registered. A new app is one more line here (and its module in Package.swift).
public enum TerrariumPlugins {
    public static let registry = PluginRegistry([
        BloomPlugin(),
        RootedPlugin(),
        RitualsPlugin(),
        ForestPlugin(),
        CocoaCalmPlugin(),
    ])
}
