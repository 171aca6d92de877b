import ArgumentParser
import Foundation
import Terrarium

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List plugins with their scenes, families, examples and themes.")

    @Flag(help: "Print JSON instead of text (schemaVersion 1; README.md, section Listing plugins).")
    var json = false

    func run() throws {
        let plugins = TerrariumCLI.registry.plugins
        if json {
            Console.print(String(decoding: PluginListDocument.make(TerrariumCLI.registry).encoded(pretty: true), as: UTF8.self))
            return
        }
        for plugin in plugins {
            Console.print("\(plugin.id): \(plugin.summary)")
            for scene in plugin.scenes {
                let sizes = switch scene.layout {
                case .screen: "screen"
                case .scroll: "screen width, scrolling"
                case .widget: scene.families.map(\.rawValue).joined(separator: ", ")
                case .image(let formats): formats.map { "\($0.name) \($0.width)x\($0.height)" }.joined(separator: ", ")
                }
                Console.print("  scene \(scene.name) [\(sizes)]: \(scene.summary)")
            }
            for example in plugin.examples {
                Console.print("  example \(example.name)\(example.isDefault ? " (default)" : ""): \(example.summary)")
            }
            for example in plugin.stressExamples {
                Console.print("  stress input \(example.name): \(example.summary)")
            }
            for axis in plugin.inputAxes {
                Console.print("  axis \(axis.field): \(axis.values.joined(separator: ", "))")
            }
            Console.print("  themes: \(ThemeIndex.names(for: plugin).joined(separator: ", "))")
        }
    }
}
