import Foundation
import Terrarium
import TerrariumTesting

/// The README's `TerrariumTesting` examples, kept here so that they keep compiling. Never called:
/// the first would record into Tests/__Goldens__/TerrariumGoldenTests/ReadmeExample/.
enum ReadmeExample {
    struct MyPlugin: Plugin {
        var id: String { "myapp" }
        var summary: String { "" }
        var scenes: [SceneSpec] { [] }
        var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
        var defaultTheme: String { "myapp" }
        var examples: [Example] { [] }
        func render(_ request: SceneRequest) throws -> SceneOutput { throw RenderError.unknownPlugin("myapp", known: []) }
    }

    static func focusCard() throws {
        let scene = Scene(size: Size(160, 90), commands: [.fill(.rect(Rect(x: 0, y: 0, width: 160, height: 90)), .solid(.white))])
        assertGolden(of: scene, named: "focus-card")
    }

    static func bloomWidget(goldensFolder: URL) throws {
        let renderer = try Renderer(registry: PluginRegistry([MyPlugin()]))
        assertGolden(of: RenderRequest(plugin: "myapp", scene: "widget", input: .example("busy")),
                     renderer: renderer, named: "myapp/widget/busy-small@3x", in: goldensFolder)
    }
}
