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
            let job = RenderRequest(plugin: "postcard", scene: "card", input: .example("hello"), family: family)
            #expect(assertGolden(of: job, renderer: renderer).status == .passed)
        }
    }

    @Test func theLongestNewsOnTheSmallestPhone() throws {
        let job = RenderRequest(plugin: "postcard", scene: "card", input: .example("long"), family: "medium", scale: 2, device: "320x568")
        #expect(assertGolden(of: job, renderer: renderer).status == .passed)
    }

    @Test(arguments: [
        (#"{"news": "hi"}"#, "input field 'from' is missing"),
        (#"{"from": 7}"#, "input field 'from' must be a string, not a number"),
        (#"{"from": "Ada", "nwes": "typo"}"#, "input field 'nwes' is not a known field (known: from, news)"),
        (#"{"from": "Ada\nBob"}"#, "input field 'from' contains the control character U+000A"),
    ])
    func badInputIsRefusedNamingTheField(json: String, message: String) throws {
        let job = RenderRequest(plugin: "postcard", scene: "card", input: .json(Data(json.utf8)))
        let error = #expect(throws: InputError.self) { try renderer.render(job) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
    }
}
