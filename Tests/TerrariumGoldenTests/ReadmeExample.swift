import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// The documentation's Swift examples that are not in Tests/ExternalPackage, kept here so that
/// they keep compiling (DocumentationTests checks that every ```swift block of the README,
/// docs/ and the DocC catalogs is, line for line, in a Swift file that is compiled). Never run:
/// the suite is disabled, so `CardTests` is too, and the functions are never called; the
/// goldens would be recorded into Tests/__Goldens__/TerrariumGoldenTests/ReadmeExample/.
@Suite(.disabled("the documentation's examples: compiled, never run"))
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

    // TerrariumTesting.docc/GoldenTestsInYourPackage.md: a team's golden tests.
    @Suite(.recordingGoldens(.missing)) struct CardTests {
        @Test func focusCard() throws {
            let scene = Scene(size: Size(160, 90), commands: [.fill(.rect(Rect(x: 0, y: 0, width: 160, height: 90)), .solid(.white))])
            assertGolden(of: scene)            // Tests/__Goldens__/MyAppTests/CardTests/focusCard.png
        }

        @Test func widgetInEveryFamily() throws {
            let renderer = try Renderer(registry: PluginRegistry([MyPlugin()]))
            for family in ["small", "medium"] {  // widgetInEveryFamily.png, then widgetInEveryFamily.2.png
                assertGolden(of: RenderRequest(plugin: "myapp", scene: "widget", input: .example("busy"), family: family),
                             renderer: renderer)
            }
        }
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

    /// What Forest's session screen reads from its theme, for the layout example.
    struct SessionStyle {
        enum Role { case title, countdown, body, button }
        func font(_ role: Role) -> Font { Font(family: "Inter", weight: role == .title ? .bold : .regular, size: 17) }
    }

    // Terrarium.docc/LayingOutScenes.md: Forest's session screen (Sources/Forest/ForestSessionScreen.swift), shortened.
    static func sessionScreen(_ request: SceneRequest, style: SessionStyle, ink: Color, muted: Color, ring: LayoutNode,
                              countdown: String, caption: String, secondary: String?,
                              label: String, state: JSONValue) throws -> SceneOutput {
        let layout = VStack(alignment: 0.5, spacing: 0) {
            Text("Focus", font: style.font(.title), color: ink, alignment: .center).minimumScaleFactor(0.7).id("title")
            Spacer(minLength: 12)
            ring.aspectRatio(1).frame(maxWidth: 310, maxHeight: 310).layoutPriority(1)   // shrinks on short screens
            Spacer(minLength: 12)
            Text(countdown, font: style.font(.countdown), color: ink, alignment: .center).minimumScaleFactor(0.5)
            Text(caption, font: style.font(.body), color: muted, alignment: .center).lineLimit(2)
            if let secondary { Text(secondary, font: style.font(.button), color: muted).frame(height: 44) }
        }
        .padding(EdgeInsets(top: 64, leading: 20, bottom: 38, trailing: 20))
        return SceneOutput(scene: try request.resolve(layout), accessibilityLabel: label, state: state)
    }
}
