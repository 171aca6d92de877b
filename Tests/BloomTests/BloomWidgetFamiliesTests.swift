import Testing
import Terrarium
@testable import Bloom

/// A screen's home-screen widgets write the count one way (issue 35.6): where the small widget
/// can only hold "12.4K", the medium and large say "12.4K" too, not "12,480" beside it.
struct BloomWidgetFamiliesTests {
    let renderer: Renderer

    init() throws { renderer = try Renderer(registry: PluginRegistry([BloomPlugin()])) }

    func count(_ family: String, device: String, typeSize: TypeSize, example: String) throws -> String? {
        var request = RenderRequest(plugin: "bloom", scene: "widget", input: .example(example), family: family, scale: 2, device: device)
        request.typeSize = typeSize
        let texts = try renderer.layout(request).output.scene.commands.markedTexts()
        return texts.first { $0.id == "steps" }?.block.text
    }

    @Test(arguments: [TypeSize.accessibility1, .accessibility3, .accessibility5])
    func theFamiliesOfAScreenWriteOneCount(typeSize: TypeSize) throws {
        for device in ["320x568", "393x852"] {
            for example in ["bloom-day", "maximum-steps", "vegetative-afternoon"] {
                let small = try count("small", device: device, typeSize: typeSize, example: example)
                #expect(small != nil)
                for family in ["medium", "large"] {
                    let larger = try count(family, device: device, typeSize: typeSize, example: example)
                    // The large may show the whole counter ("4,250 / 10,000") where the small's
                    // count is whole too; never a whole number beside a compact one.
                    if let larger { #expect(larger == small, "\(example) \(family) on \(device) at \(typeSize)") }
                    else { #expect(small.map { !$0.hasSuffix("K") && !$0.hasSuffix("M") } ?? true) }
                }
            }
        }
    }

    /// On the smallest phone at AX3, 12,480 steps do not fit the small widget's line.
    @Test func compactWhereTheSmallWidgetMustBe() throws {
        for family in ["small", "medium", "large"] {
            #expect(try count(family, device: "320x568", typeSize: .accessibility3, example: "bloom-day") == "12.4K", "\(family)")
        }
    }
}
