import Foundation
import Testing
import Terrarium
@testable import Bloom

/// The examples drive the goldens, so they must cover every visual state the issue names.
struct ExampleCoverageTests {
    @Test func examplesCoverEveryStageBackgroundAndAccessState() throws {
        let plugin = BloomPlugin()
        var stages = Set<String>(), backgrounds = Set<String>(), accesses = Set<String>()
        var sawReset = false
        for example in plugin.examples {
            let display = BloomDisplay(try BloomInput(json: example.input))
            stages.insert(display.asset)
            backgrounds.insert(display.background.rawValue)
            accesses.insert(display.healthAccess.rawValue)
            sawReset = sawReset || display.didReset
        }
        #expect(stages == Set(PlantStage.allCases.map(\.asset) + ["plant_error"]))
        #expect(backgrounds == ["dawn", "dusk"])
        #expect(accesses == ["authorized", "denied", "notDetermined"])
        #expect(sawReset)
        #expect(plugin.examples.filter(\.isDefault).count == 1)
        #expect(Set(plugin.examples.map(\.name)).count == plugin.examples.count)
    }

    @Test func stateCarriesTheIssuesFields() throws {
        let renderer = try Renderer(registry: PluginRegistry([BloomPlugin()]))
        let output = try renderer.layout(RenderRequest(plugin: "bloom", scene: "widget", input: .example("denied-night"))).output
        guard case .object(let state) = try output.state else { Issue.record("state is not an object"); return }
        #expect(state["stage"] == "error")
        #expect(state["asset"] == "plant_error")
        #expect(state["background"] == "dusk")
        let vegetative = try renderer.layout(RenderRequest(plugin: "bloom", scene: "dashboard")).output
        guard case .object(let fields) = try vegetative.state else { return }
        #expect(fields["stage"] == 3)
        #expect(fields["asset"] == "plant_03_vegetative")
        #expect(fields["background"] == "dawn")
    }
}
