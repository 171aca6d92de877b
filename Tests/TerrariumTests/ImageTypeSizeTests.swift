import Foundation
import Testing
import TestTags
import TerrariumLayout
@testable import Terrarium
@testable import TerrariumLint

/// An image scene that takes the reader's text size: a poster of lines whose text grows with
/// the size, laid out in whole 5 pt steps (as a pixel-art picture's art pixels).
private struct PosterPlugin: Plugin {
    var id: String { "poster" }
    var summary: String { "for tests" }
    var scenes: [SceneSpec] {
        [SceneSpec("poster", "an image", layout: .image([ImageFormat("card", width: 200, height: 120)]), typeSizes: .xSmall ... .accessibility5),
         SceneSpec("stamp", "an image at one size", layout: .image([ImageFormat("card", width: 200, height: 120)]), typeSizes: .large ... .large)]
    }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "poster" }
    var examples: [Example] { [Example("three", "three lines", isDefault: true, input: ["lines": 3])] }

    func render(_ request: SceneRequest) throws -> SceneOutput {
        guard case .object(let fields) = request.input, case .integer(let count)? = fields["lines"] else {
            throw InputError(field: "lines", "is required")
        }
        let font = Font(family: "Inter", weight: .regular, size: 17 * request.typeSize.scale)
        let layout = VStack(alignment: 0, spacing: 0) {
            for i in 0 ..< count { Text("Line \(i + 1)", font: font, color: .black).id("line-\(i + 1)") }
        }
        .padding(10)
        .inSteps(of: 5, alignment: .top)
        .frame(minWidth: 200, idealWidth: 200, maxWidth: 200, minHeight: 120, alignment: .top)
        .background { rect in [.fill(.rect(rect), .solid(.white))] }
        return SceneOutput(scene: try request.resolve(layout), accessibilityLabel: "poster", state: nil)
    }
}

struct ImageTypeSizeTests {
    let renderer: Renderer
    /// The renderer reads its theme from here when it first draws; removed with the suite.
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("terrarium-poster")
        let themes = scratch.url
        try Data(#"{"plugin": "poster", "colors": {}, "fonts": {}}"#.utf8).write(to: themes.appendingPathComponent("poster.json"))
        renderer = try Renderer(registry: PluginRegistry([PosterPlugin()]), themes: themes)
    }

    func size(_ typeSize: TypeSize, scene: String = "poster") throws -> Size {
        var job = RenderRequest(plugin: "poster", scene: scene, input: .example("three"))
        job.typeSize = typeSize
        return try renderer.layout(job).canvas.size
    }

    /// Three lines fit the 120 pt card up to `large`; above it the card keeps its width and
    /// grows as tall as its lines need, in whole 5 pt steps, as a screen scrolls.
    @Test func anImageGrowsTallerAboveLargeWhereItsWordsNoLongerFit() throws {
        #expect(try size(.xSmall) == Size(200, 120))
        #expect(try size(.large) == Size(200, 120))
        let grown = try TypeSize.allCases.filter { $0 > .large }.map { try size($0) }
        #expect(grown.allSatisfy { $0.width == 200 && $0.height >= 120 && $0.height.truncatingRemainder(dividingBy: 5) == 0 })
        #expect(try size(.accessibility5).height > 120)
        #expect(grown.map(\.height) == grown.map(\.height).sorted())
        // A scene that takes only `large` draws every size at it.
        #expect(try size(.accessibility5, scene: "stamp") == Size(200, 120))
    }

    /// Lint checks an image at its smallest and largest text size when it takes more than one,
    /// with no screen in the case's name; an image at one size, not again.
    @Test func lintChecksAnImagesSmallestAndLargestTextSize() {
        let names = LintPlan.cases(for: [PosterPlugin()]).map(\.name)
        #expect(names.contains("poster/poster/three-card type=xSmall"))
        #expect(names.contains("poster/poster/three-card type=AX5"))
        #expect(!names.contains { $0.hasPrefix("poster/stamp/") && $0.contains("type=") })
    }
}
