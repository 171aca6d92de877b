import Foundation
import Terrarium
import TerrariumPlugins
import Testing

/// One golden image: an example of a plugin's scene in one family, at the default device.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var plugin: String
    var scene: String
    var example: String
    var family: WidgetFamily?

    static let scale = Device.default.nativeScale

    /// `Goldens/<plugin>/<scene>/<example>-<family or screen size>@3x.png`.
    var relativePath: String {
        let size = family?.rawValue ?? Device.default.screen.description
        return "\(plugin)/\(scene)/\(example)-\(size)@\(Self.scale)x.png"
    }

    var testDescription: String { relativePath }

    var job: RenderJob {
        RenderJob(plugin: plugin, scene: scene, input: .example(example), family: family?.rawValue)
    }

    /// Every example of every registered plugin, in every family its scene declares: the one
    /// manifest that drives both goldens and `render-examples`.
    static let all: [GoldenCase] = TerrariumPlugins.registry.plugins.flatMap { plugin in
        plugin.scenes.flatMap { scene in
            plugin.examples.filter { $0.applies(to: scene.name) }.flatMap { example in
                let families: [WidgetFamily?] = scene.layout == .screen ? [nil] : scene.families
                return families.map { GoldenCase(plugin: plugin.id, scene: scene.name, example: example.name, family: $0) }
            }
        }
    }
}

/// When goldens are written. Under CI nothing is ever recorded, and a missing golden fails.
enum RecordMode: String {
    case missing, failed, all, never

    static var current: RecordMode {
        let environment = ProcessInfo.processInfo.environment
        if environment["CI"] == "true" { return .never }
        return environment["TERRARIUM_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
}

enum GoldenPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = packageRoot.appendingPathComponent("Goldens")
    /// Failure artifacts (ignored by git).
    static let artifacts = packageRoot.appendingPathComponent(".artifacts/goldens")
}
