import Foundation
import Testing
import Terrarium
@testable import Bloom

/// PRD 5: "The app uses custom gradients, but text must be legible in both Light and Dark
/// system modes." Bloom's colours follow the time of day, never the system appearance, so
/// every example draws the same pixels in both; ThemeContrastTests holds each text colour
/// legible on the gradient it sits on.
struct AppearanceTests {
    @Test func everyExampleDrawsTheSameInLightAndDark() throws {
        let plugin = BloomPlugin()
        let renderer = try Renderer(registry: PluginRegistry([plugin]))
        for sceneCase in plugin.cases(.all) {
            var job = RenderRequest(plugin: "bloom", scene: sceneCase.scene.name, input: .example(sceneCase.example.name),
                                family: sceneCase.variant, scale: 1)
            job.axes = ["appearance": "light"]
            let light = try renderer.render(job).png
            job.axes = ["appearance": "dark"]
            let dark = try renderer.render(job).png
            #expect(light == dark, "\(sceneCase.scene.name)/\(sceneCase.example.name) \(sceneCase.variant ?? "")")
        }
    }

    @Test func anAppearanceOtherThanLightOrDarkIsNamed() {
        #expect(throws: InputError.self) { try BloomInput(json: ["steps": 10, "appearance": "sepia", "now": "2026-11-22T09:00:00Z", "timeZone": "UTC"]) }
        #expect(BloomPlugin().inputAxes.map(\.field) == ["appearance"])
    }
}
