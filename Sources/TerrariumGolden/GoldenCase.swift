import Foundation
import Terrarium

/// One golden image: an example of a plugin's scene in one family, at the default device.
/// Every example of every scene in every declared family is a case: the one manifest that
/// drives the golden suite, `terrarium golden` and `render-examples`.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    public var plugin: String
    public var scene: String
    public var example: String
    public var family: WidgetFamily?

    public static let scale = Device.default.nativeScale

    public init(plugin: String, scene: String, example: String, family: WidgetFamily?) {
        self.plugin = plugin
        self.scene = scene
        self.example = example
        self.family = family
    }

    /// `<plugin>/<scene>/<example>-<family or screen size>@3x.png`.
    public var relativePath: String {
        let size = family?.rawValue ?? Device.default.screen.description
        return "\(plugin)/\(scene)/\(example)-\(size)@\(Self.scale)x.png"
    }

    public var description: String { relativePath }

    public var job: RenderJob {
        RenderJob(plugin: plugin, scene: scene, input: .example(example), family: family?.rawValue)
    }

    /// The cases of the named plugins (all when empty), in registry order.
    public static func all(in registry: PluginRegistry, plugins: [String] = []) throws(RenderError) -> [GoldenCase] {
        for id in plugins { _ = try registry.plugin(id) }
        return registry.plugins.filter { plugins.isEmpty || plugins.contains($0.id) }.flatMap { plugin in
            plugin.scenes.flatMap { scene in
                plugin.examples.filter { $0.applies(to: scene.name) }.flatMap { example in
                    let families: [WidgetFamily?] = scene.layout == .screen ? [nil] : scene.families
                    return families.map { GoldenCase(plugin: plugin.id, scene: scene.name, example: example.name, family: $0) }
                }
            }
        }
    }

    /// PNG files under the plugins' folders that no case produces: stale goldens that test nothing.
    public static func stale(in goldens: URL, cases: [GoldenCase], plugins: [String]) -> [String] {
        let expected = Set(cases.map(\.relativePath))
        var stale: [String] = []
        for plugin in plugins {
            let enumerator = FileManager.default.enumerator(atPath: goldens.appendingPathComponent(plugin).path)
            while let path = enumerator?.nextObject() as? String {
                let relative = "\(plugin)/\(path)"
                if path.hasSuffix(".png") && !expected.contains(relative) { stale.append(relative) }
            }
        }
        return stale.sorted()
    }
}
