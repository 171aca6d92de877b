import Foundation
import Testing
@testable import Terrarium

/// Counts how often a plugin's state was encoded.
private final class Counter: @unchecked Sendable {
    // @unchecked: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// A plugin from "another package": its theme in its own folder, its state counted.
private struct SwatchPlugin: Plugin {
    let themes: URL
    let encoded: Counter

    var id: String { "swatch" }
    var summary: String { "a colour swatch" }
    var scenes: [SceneSpec] { [SceneSpec("widget", "a widget", layout: .widget([.small]))] }
    var themeSchema: ThemeSchema { ThemeSchema(colors: ["fill"], fonts: []) }
    var defaultTheme: String { "swatch" }
    var examples: [Example] { [Example("plain", "a plain swatch", isDefault: true, input: [:])] }
    var assets: PluginAssets { PluginAssets(themes: themes) }

    func render(_ request: SceneRequest) throws -> SceneOutput {
        let fill = try request.theme.color("fill")
        let node = Shape { rect in [.fill(.rect(rect), .solid(fill))] }.frame(maxWidth: .infinity, maxHeight: .infinity)
        let counter = encoded
        return SceneOutput(scene: try request.resolve(node), accessibilityLabel: "swatch",
                           state: { counter.add(); return ["fill": .string("#22AA44")] }())
    }
}

/// A typed plugin whose `scenes` list a scene its `SceneName` does not have.
private struct MislabelledPlugin: TypedPlugin {
    enum Scenes: String, CaseIterable, Sendable { case card }
    var id: String { "mislabelled" }
    var summary: String { "lists a scene its type does not have" }
    var scenes: [SceneSpec] { [SceneSpec("card", "a card", layout: .screen), SceneSpec("poster", "a poster", layout: .screen)] }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "none" }
    var examples: [Example] { [Example("plain", "plain", isDefault: true, input: [:])] }
    func render(_ request: SceneRequest, scene: Scenes, input: [String: Int]) throws -> SceneOutput {
        SceneOutput(scene: try request.resolve(Spacer()), accessibilityLabel: scene.rawValue, state: [:])
    }
}

/// Counts every decode of its input, to show a renderer decodes one document once.
private struct CountedInput: Decodable {
    static let decodes = Counter()
    let size: Int
    init(from decoder: Decoder) throws {
        Self.decodes.add()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(Int.self, forKey: .size)
        guard size > 0 else { throw InputError(field: "size", "must be at least 1") }
    }
    enum CodingKeys: String, CodingKey { case size }
}

private struct CountingPlugin: TypedPlugin {
    enum Scenes: String, CaseIterable, Sendable { case card }
    let themes: URL
    var assets: PluginAssets { PluginAssets(themes: themes) }
    var id: String { "counting" }
    var summary: String { "counts its decodes" }
    var scenes: [SceneSpec] { [SceneSpec("card", "a card", layout: .screen)] }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "counting" }
    var examples: [Example] { [Example("plain", "plain", isDefault: true, input: ["size": 2])] }
    func render(_ request: SceneRequest, scene: Scenes, input: CountedInput) throws -> SceneOutput {
        SceneOutput(scene: try request.resolve(Spacer().frame(width: Double(input.size), height: 1)),
                    accessibilityLabel: "\(input.size)", state: [:])
    }
}

struct PluginContractTests {
    let folder: URL
    fileprivate let counter = Counter()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-swatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(##"{"plugin": "swatch", "colors": {"fill": "#22AA44"}, "fonts": {}}"##.utf8)
            .write(to: folder.appendingPathComponent("swatch.json"))
    }

    @Test func aPluginReadsItsThemeFromItsOwnFolderAndItsStateOnlyWhenAsked() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugin = SwatchPlugin(themes: folder, encoded: counter)
        let renderer = try Renderer(registry: PluginRegistry([plugin]))
        let result = try renderer.render(RenderRequest(plugin: "swatch", scene: "widget", scale: 1))
        #expect(result.theme == "swatch")
        #expect(counter.count == 0, "a render alone never encodes the state")
        #expect(try result.state == ["fill": "#22AA44"])
        #expect(counter.count == 1)
        #expect(ThemeIndex.names(for: plugin) == ["swatch"], "its themes are listed from its folder")
    }

    @Test func aPluginsCasesWalkScenesExamplesAndVariantsInOrder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugin = SwatchPlugin(themes: folder, encoded: counter)
        #expect(plugin.cases(.all).map { "\($0.scene.name)/\($0.example.name)/\($0.variant ?? "-")" } == ["widget/plain/small"])
        #expect(plugin.cases(.defaults, variants: { _ in [] }).isEmpty)
    }

    @Test(arguments: [
        ("widget", "medium", nil, "family: scene 'widget' has no family 'medium' (known: small)"),
        ("widget", nil, "1x1", "device: '1x1' is not an iPhone, iPad or Apple Watch screen size in points"),
    ] as [(String, String?, String?, String)])
    func aCanvasIsResolvedInOnePlace(scene: String, family: String?, device: String?, message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try SwatchPlugin(themes: folder, encoded: counter).scene(scene)
        let error = #expect(throws: RenderError.self) { try spec.canvas(family: family, scale: nil, device: device) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
        let canvas = try spec.canvas(family: nil, scale: 2, device: "320x568")
        #expect(canvas.variant == "small" && canvas.label == "small" && canvas.scale == 2)
    }

    @Test func aRegistryThatBreaksTheContractMakesNoRenderer() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let swatch = SwatchPlugin(themes: folder, encoded: counter)
        #expect(PluginRegistry([swatch]).contractProblems.isEmpty)
        #expect(PluginRegistry([swatch, swatch]).contractProblems == ["plugin id 'swatch' is registered twice"])
        let mislabelled = PluginRegistry([MislabelledPlugin()])
        #expect(mislabelled.contractProblems == ["plugin 'mislabelled' lists the scenes card, poster but its SceneName has card"])
        #expect(throws: RenderError.pluginContract("plugin 'mislabelled' lists the scenes card, poster but its SceneName has card")) {
            try Renderer(registry: mislabelled)
        }
    }

    /// A renderer decodes a small document once however often it draws it (every device, text
    /// size, frame); another document is decoded anew, a bad one fails every time, and a large
    /// one is not kept.
    @Test func aRendererDecodesEachInputDocumentOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"plugin": "counting", "colors": {}, "fonts": {}}"##.utf8).write(to: folder.appendingPathComponent("counting.json"))
        let renderer = try Renderer(registry: PluginRegistry([CountingPlugin(themes: folder)]))
        let before = CountedInput.decodes.count
        for scale in [1, 2, 3, 1] {
            _ = try renderer.layout(RenderRequest(plugin: "counting", scene: "card", input: .json(Data(#"{"size": 3}"#.utf8)), scale: scale, device: "320x568"))
        }
        #expect(CountedInput.decodes.count - before == 1)
        let drawn = try renderer.layout(RenderRequest(plugin: "counting", scene: "card", input: .json(Data(#"{"size": 4}"#.utf8)), device: "320x568"))
        #expect(drawn.output.accessibilityLabel == "4" && CountedInput.decodes.count - before == 2)
        for _ in 0..<2 {
            #expect(throws: InputError.self) {
                try renderer.layout(RenderRequest(plugin: "counting", scene: "card", input: .json(Data(#"{"size": 0}"#.utf8)), device: "320x568"))
            }
        }
        #expect(CountedInput.decodes.count - before == 4)
        // A large document is decoded afresh each time: a renderer keeps only small ones.
        let large = Data((#"{"size": 5"# + String(repeating: " ", count: 70_000) + "}").utf8)
        for _ in 0..<2 {
            _ = try renderer.layout(RenderRequest(plugin: "counting", scene: "card", input: .json(large), device: "320x568"))
        }
        #expect(CountedInput.decodes.count - before == 6)
    }
}
