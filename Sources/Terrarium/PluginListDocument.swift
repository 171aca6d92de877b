import Foundation

/// The document `list --json` prints and `serve` answers `GET /v1/plugins` with: every plugin,
/// its scenes (kind, families, formats), examples, stress inputs, axes and themes, and the
/// devices and scales a job may name. README.md, section Listing plugins, documents it.
public enum PluginListDocument {
    /// Raised when the document's shape changes; fields are only added within a version.
    public static let schemaVersion = 1

    /// The document for `registry`'s plugins.
    public static func make(_ registry: PluginRegistry) -> JSONValue {
        [
            "schemaVersion": .integer(schemaVersion),
            "plugins": .array(registry.plugins.map(describe)),
            "devices": .array(Device.allScreenNames.map(JSONValue.string)),
            "scales": .array(Device.supportedScales.map(JSONValue.integer)),
            // Added within schema version 1: each screen's idiom and what it has room for, the
            // text sizes and the rendering modes a job may name.
            "screens": .array(Device.all.flatMap { device in
                device.screens.map { screen in
                    [
                        "name": .string(screen.description), "idiom": .string(device.idiom.rawValue),
                        "scales": .array(device.scales.map(JSONValue.integer)),
                        "families": .array(WidgetFamily.allCases.filter { device.supports($0, on: screen) }.map { .string($0.rawValue) }),
                    ] as JSONValue
                }
            }),
            "typeSizes": .array(TypeSize.allNames.map(JSONValue.string)),
            "renderingModes": .array(RenderingMode.names.map(JSONValue.string)),
        ]
    }

    private static func kind(of scene: SceneSpec) -> String {
        switch scene.layout {
        case .screen: "screen"
        case .scroll: "scroll"
        case .widget: "widget"
        case .image: "image"
        }
    }

    private static func describe(_ plugin: any Plugin) -> JSONValue {
        [
            "id": .string(plugin.id),
            "summary": .string(plugin.summary),
            "defaultTheme": .string(plugin.defaultTheme),
            "themes": .array(ThemeIndex.names(for: plugin).map(JSONValue.string)),
            "scenes": .array(plugin.scenes.map { scene in
                [
                    "name": .string(scene.name),
                    "summary": .string(scene.summary),
                    "kind": .string(kind(of: scene)),
                    "families": .array(scene.variants.compactMap { $0.map(JSONValue.string) }),
                    "formats": .array(scene.formats.map { format in
                        ["name": .string(format.name), "width": .integer(format.width), "height": .integer(format.height)]
                    }),
                    // Added within schema version 1: null for a still scene.
                    "animation": scene.animation.map { animation in
                        ["duration": .number(animation.duration), "loopStart": .number(animation.loopStart),
                         "framesPerSecond": .integer(animation.framesPerSecond),
                         "keyframes": .array(animation.keyframes.map(JSONValue.number))]
                    } ?? .null,
                    // Added within schema version 1: the text sizes the layout adapts to (a
                    // larger one is drawn at the largest), and whether iPad and landscape
                    // screens may be named.
                    "typeSizes": ["smallest": .string(scene.typeSizes.lowerBound.rawValue),
                                  "largest": .string(scene.typeSizes.upperBound.rawValue)],
                    "wideScreens": .bool(scene.adaptsToWideScreens),
                ]
            }),
            "examples": .array(plugin.examples.map { describe($0, plugin) }),
            "stressInputs": .array(plugin.stressExamples.map { describe($0, plugin) }),
            "axes": .array(plugin.inputAxes.map { ["name": .string($0.field), "values": .array($0.values.map(JSONValue.string))] }),
        ]
    }

    private static func describe(_ example: Example, _ plugin: any Plugin) -> JSONValue {
        [
            "name": .string(example.name),
            "summary": .string(example.summary),
            "default": .bool(example.isDefault),
            "scenes": .array((example.scenes ?? plugin.scenes.map(\.name)).map(JSONValue.string)),
        ]
    }
}
