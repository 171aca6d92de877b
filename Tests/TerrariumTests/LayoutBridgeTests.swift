import Foundation
import Testing
import TestTags
import TerrariumLayout
@testable import Terrarium
@testable import TerrariumLint

/// A plugin that lays out with `TerrariumLayout`: the engine measures its text with Pango, and
/// `inspect` and `lint` see the boxes it declared.
private struct CardPlugin: Plugin {
    var id: String { "card" }
    var summary: String { "for tests" }
    var scenes: [SceneSpec] { [SceneSpec("widget", "a widget", layout: .widget([.small, .medium]))] }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "card" }
    var examples: [Example] {
        [Example("long", "a long name", isDefault: true, input: ["name": "Maximiliana Bartholomew-Featherstonehaugh"])]
    }

    func render(_ request: SceneRequest) throws -> SceneOutput {
        guard case .object(let fields) = request.input, case .string(let name)? = fields["name"] else {
            throw InputError(field: "name", "is required")
        }
        let title = Font(family: "Inter", weight: .semibold, size: 17), body = Font(family: "Inter", weight: .regular, size: 13)
        let ink = Color(red: 0.1, green: 0.1, blue: 0.15)
        let layout = VStack(alignment: 0, spacing: 6) {
            Text("Good morning", font: title, color: ink).minimumScaleFactor(0.7).id("greeting")
            Text(name, font: body, color: ink).truncatable().id("name")
            Spacer()
            Shape(ideal: Size(24, 24)) { rect in [.fill(.circle(center: rect.center, radius: rect.width / 2), .solid(ink))] }
                .frame(width: 24, height: 24).id("badge")
        }
        .padding(16)
        .background { rect in [.fill(.rect(rect), .solid(.white))] }
        return SceneOutput(scene: try request.resolve(layout), accessibilityLabel: name, state: nil)
    }
}

struct LayoutBridgeTests {
    let renderer: Renderer
    /// The card plugin's theme, read when a renderer first draws; removed with the suite.
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("terrarium-layout")
        renderer = try Self.cardRenderer(themes: scratch.url)
    }

    /// A new renderer of the card plugin, with its theme written to `themes`.
    static func cardRenderer(themes: URL) throws -> Renderer {
        try Data(#"{"plugin": "card", "colors": {}, "fonts": {}}"#.utf8).write(to: themes.appendingPathComponent("card.json"))
        return try Renderer(registry: PluginRegistry([CardPlugin()]), themes: themes)
    }

    @Test(arguments: ["small", "medium"])
    func declaredBoxesReachTheReportAndLintPasses(family: String) throws {
        let job = RenderRequest(plugin: "card", scene: "widget", family: family, scale: 2, device: "320x568")
        let render = try renderer.inspect(job)
        let ids = render.inspection.boxes.filter(\.declared).map(\.id)
        #expect(ids == ["vstack.0", "greeting", "name", "badge"])
        // The long name is cut with an ellipsis inside its box (allowed); the greeting fits.
        let name = try #require(render.inspection.box("name")?.metrics)
        #expect(name.truncated && name.drawnText.hasSuffix("…"))
        #expect(render.inspection.box("greeting")?.metrics?.truncated == false)
        // The badge sits at the bottom-left corner inside the 16 pt padding (141 pt small, @2x).
        let size = render.canvas.size
        #expect(render.inspection.box("badge")?.rect == Rect(x: 16, y: size.height - 16 - 24, width: 24, height: 24))
        #expect(LayoutLint.findings(render.inspection, pixels: render.pixels, backdrop: render.backdrop, caseName: family) == [])
    }

    /// A renderer remembers the text blocks it has measured: one that has laid out other names,
    /// at other sizes, and this one before, draws it to the bytes a fresh renderer draws.
    @Test func aRendererThatMeasuredOtherTextsDrawsTheBytesAFreshOneDraws() throws {
        let job = RenderRequest(plugin: "card", scene: "widget", family: "small", scale: 2, device: "320x568")
        let fresh = try renderer.render(job).png
        for name in ["Ana", "Maximiliana Bartholomew", "Bartholomew-Featherstonehaugh Maximiliana"] {
            for family in ["small", "medium"] {
                var other = job
                other.family = family
                other.input = .json(Data(#"{"name": "\#(name)"}"#.utf8))
                let picture = try renderer.render(other)
                #expect(picture.png != fresh, "\(name), \(family): another name draws another picture")
            }
        }
        #expect(try renderer.render(job).png == fresh)
        // And a renderer that measured another name first, then this one.
        let second = try Self.cardRenderer(themes: scratch.url)
        var shorter = job
        shorter.input = .json(Data(#"{"name": "Maximiliana"}"#.utf8))
        _ = try second.render(shorter)
        #expect(try second.render(job).png == fresh)
    }
}
