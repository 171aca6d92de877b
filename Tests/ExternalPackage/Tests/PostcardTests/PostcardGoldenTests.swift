import Foundation
import Postcard
import Testing
import TerrariumTesting

@Suite struct PostcardGoldenTests {
    let renderer: Renderer

    init() throws {
        renderer = try Renderer(registry: PluginRegistry([PostcardPlugin()]))
    }

    /// Goldens named after the test: Tests/__Goldens__/PostcardTests/PostcardGoldenTests/
    /// helloInEveryFamily.png (small) and helloInEveryFamily.2.png (medium).
    @Test func helloInEveryFamily() throws {
        for family in ["small", "medium"] {
            let job = RenderJob(plugin: "postcard", scene: "card", input: .example("hello"), family: family)
            #expect(assertGolden(of: job, renderer: renderer).status == .passed)
        }
    }

    @Test func theLongestNewsOnTheSmallestPhone() throws {
        let job = RenderJob(plugin: "postcard", scene: "card", input: .example("long"), family: "medium", scale: 2, device: "320x568")
        #expect(assertGolden(of: job, renderer: renderer).status == .passed)
    }

    @Test func aMissingNameIsRefusedNamingTheField() throws {
        let job = RenderJob(plugin: "postcard", scene: "card", input: .json(Data(#"{"news": "hi"}"#.utf8)))
        #expect(throws: InputError.self) { try renderer.render(job) }
    }
}
