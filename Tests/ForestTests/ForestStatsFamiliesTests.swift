import Testing
import Terrarium
@testable import Forest

/// A screen's stats widgets write each stat one way (issue 35.6): where the small widget had
/// to say "10K", "4,166h" or "streak", the medium and large say the same, not "10,000",
/// "4,166h 40m" or "day streak" beside it.
struct ForestStatsFamiliesTests {
    let renderer: Renderer

    init() throws { renderer = try Renderer(registry: PluginRegistry([ForestPlugin()])) }

    func drawn(_ family: String, device: String, typeSize: TypeSize, example: String) throws -> [String: String] {
        var request = RenderRequest(plugin: "forest", scene: "stats", input: .example(example), family: family, scale: 2, device: device)
        request.typeSize = typeSize
        return ForestStatsCard.drawnForms(in: try renderer.layout(request).output.scene.commands)
    }

    @Test(arguments: [("320x568", TypeSize.large), ("320x568", .accessibility3), ("393x852", .large), ("393x852", .accessibility1)])
    func everyFamilyWritesAStatAsTheSmallOneDoes(device: String, typeSize: TypeSize) throws {
        for example in ["maximum", "full-forest"] {
            let small = try drawn("small", device: device, typeSize: typeSize, example: example)
            #expect(!small.isEmpty)
            for family in ["medium", "large"] {
                let larger = try drawn(family, device: device, typeSize: typeSize, example: example)
                for (id, text) in larger where small[id] != nil {
                    #expect(small[id] == text, "\(example) \(family) at \(device) \(typeSize): \(id)")
                }
            }
        }
    }

    /// The 320 pt small widget has no room for "day streak": no family on that screen says it.
    @Test func theShortLabelOnTheSmallestPhone() throws {
        for family in ["small", "medium", "large"] {
            #expect(try drawn(family, device: "320x568", typeSize: .large, example: "maximum")["label-4"] == "streak", "\(family)")
        }
    }

    @Test(arguments: [
        (["4h 30m", "4.5h"], "4.5h", ["4.5h"]),
        (["4h 30m", "4.5h"], "4h 30m", ["4h 30m", "4.5h"]),
        (["day streak", "streak"], nil, ["day streak", "streak"]),
        (["10,000", "10K"], "12", ["10,000", "10K"]),  // a form of another value: no constraint
    ] as [([String], String?, [String])])
    func formsFromTheSmallWidgets(forms: [String], shown: String?, expected: [String]) {
        #expect(ForestStatsCard.forms(forms, from: shown) == expected)
    }
}
