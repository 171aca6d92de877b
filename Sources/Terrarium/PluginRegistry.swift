/// The plugins a program knows, looked up by id. The engine holds none itself: the list is
/// built in one place (`TerrariumPlugins`) and handed in.
public struct PluginRegistry: Sendable {
    /// The plugins, in the order `list` and `golden` show them.
    public let plugins: [any Plugin]

    /// A registry of `plugins`.
    public init(_ plugins: [any Plugin]) {
        self.plugins = plugins
    }

    /// What breaks the plugin contract, one sentence each: an id used twice, a typed plugin
    /// whose `scenes` are not its `SceneName`'s cases. Empty for a sound registry; a `Renderer`
    /// is not made for any other.
    public var contractProblems: [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for plugin in plugins where !seen.insert(plugin.id).inserted {
            problems.append("plugin id \(UserText.quoted(plugin.id)) is registered twice")
        }
        for plugin in plugins {
            guard let typed = plugin.typedSceneNames else { continue }
            let listed = plugin.scenes.map(\.name)
            if listed.sorted() != typed.sorted() {
                problems.append("plugin \(UserText.quoted(plugin.id)) lists the scenes \(listed.joined(separator: ", ")) "
                                + "but its SceneName has \(typed.joined(separator: ", "))")
            }
        }
        return problems
    }

    /// Every plugin's id.
    public var ids: [String] { plugins.map(\.id) }

    /// The plugin with `id`, or `RenderError.unknownPlugin` listing the known ones.
    public func plugin(_ id: String) throws(RenderError) -> any Plugin {
        guard let plugin = plugins.first(where: { $0.id == id }) else {
            throw .unknownPlugin(id, known: ids)
        }
        return plugin
    }
}

extension Plugin {
    /// The scene named `name`, or `RenderError.unknownScene` listing the known ones.
    public func scene(_ name: String) throws(RenderError) -> SceneSpec {
        guard let spec = scenes.first(where: { $0.name == name }) else {
            throw .unknownScene(name, plugin: id, known: scenes.map(\.name))
        }
        return spec
    }

    /// A named example, or a stress input (so a case `lint` reports can be rendered by name).
    public func example(_ name: String, scene: String) throws(RenderError) -> Example {
        let candidates = examples.filter { $0.applies(to: scene) }
        let stress = stressExamples.filter { $0.applies(to: scene) }
        guard let example = (candidates + stress).first(where: { $0.name == name }) else {
            throw .unknownExample(name, plugin: id, scene: scene, known: candidates.map(\.name))
        }
        return example
    }

    /// The example drawn when none is named: the one marked default among the scene's, else its first.
    public func defaultExample(scene: String) throws(RenderError) -> Example {
        let candidates = examples.filter { $0.applies(to: scene) }
        guard let example = candidates.first(where: \.isDefault) ?? candidates.first else {
            throw .unknownExample("(default)", plugin: id, scene: scene, known: [])
        }
        return example
    }
}

extension PluginRegistry {
    /// The plugins of the command-line tool that is running. `TerrariumCLI.main(plugins:)` sets
    /// it around every command it runs, its own and those a tool adds (`terrarium serve`), so a
    /// command from another module sees the same plugins without importing the CLI. Empty
    /// outside a command.
    @TaskLocal public static var commandLine = PluginRegistry([])
}
