import Foundation
import Terrarium
import Testing
@testable import TerrariumGolden

/// Accepting a golden (`terrarium golden accept`, the review page): the render written and
/// verifying after, a stale golden deleted, an undo, and never a file outside the folder.
struct GoldenAcceptanceTests {
    /// A plugin with one 32x32 image scene whose colour the example names.
    struct Swatch: Plugin {
        var id: String { "swatch" }
        var summary: String { "A square of colour" }
        var scenes: [SceneSpec] { [SceneSpec("card", "The swatch", layout: .image([ImageFormat("card", width: 32, height: 32)]))] }
        var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
        var defaultTheme: String { "swatch" }
        var examples: [Example] {
            [Example("red", "Red", isDefault: true, input: .object(["red": 1])), Example("blue", "Blue", input: .object(["red": 0]))]
        }
        func render(_ request: SceneRequest) throws -> SceneOutput {
            guard case .object(let fields) = request.input else { throw InputError(field: "", "is not an object") }
            let red = fields["red"] == .integer(1)
            let scene = Scene(size: Size(32, 32), commands: [.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 32)),
                                                                   .solid(red ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)))])
            return SceneOutput(scene: scene, accessibilityLabel: red ? "red" : "blue", state: .object([:]))
        }
    }

    let root: URL
    let acceptance: GoldenAcceptance

    init() throws {
        let registry = PluginRegistry([Swatch()])
        let (store, root) = makeStore(record: .never)
        self.root = root
        let cases = try GoldenCase.all(in: registry)
        let themes = root.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(#"{"plugin": "swatch", "colors": {}, "fonts": {}}"#.utf8).write(to: themes.appendingPathComponent("swatch.json"))
        acceptance = GoldenAcceptance(store: store, cases: cases, plugins: ["swatch"], renderer: try Renderer(registry: registry, themes: themes))
    }

    var goldens: URL { acceptance.store.directory }

    /// Writes `png` as the golden at `path`, making its folders.
    func put(_ png: Data, at path: String) throws {
        let url = goldens.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: url)
    }

    @Test func acceptingWritesTheRenderAndItVerifies() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "swatch/card/red-card@1x.png"
        try put(picture(), at: path)
        let before = try #require(try acceptance.currentHash(of: path))
        let outcome = try acceptance.accept(path, expectedHash: before)
        #expect(outcome.action == "accepted")
        #expect(outcome.result?.status == .passed)
        #expect(outcome.previous == picture())
        // Undo puts the old bytes back, and the golden fails again.
        #expect(try acceptance.restore(path, to: outcome.previous)?.status == .failed)
        #expect(FileManager.default.contents(atPath: goldens.appendingPathComponent(path).path) == picture())
        // A missing golden is accepted as a new one; undoing that removes it.
        let blue = "swatch/card/blue-card@1x.png"
        let added = try acceptance.accept(blue, expectedHash: "none")
        #expect(added.previous == nil && added.result?.status == .passed)
        #expect(try acceptance.restore(blue, to: nil) == nil)
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent(blue).path))
    }

    @Test func aGoldenChangedSinceItWasLookedAtIsNotOverwritten() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "swatch/card/red-card@1x.png"
        try put(picture(), at: path)
        let seen = try #require(try acceptance.currentHash(of: path))
        try put(picture(squareAt: 4), at: path)
        #expect(throws: GoldenAcceptance.Refusal.self) { try acceptance.accept(path, expectedHash: seen) }
        #expect(FileManager.default.contents(atPath: goldens.appendingPathComponent(path).path) == picture(squareAt: 4))
    }

    @Test func aStaleGoldenIsDeleted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "swatch/card/green-card@1x.png"
        try put(picture(), at: path)
        let outcome = try acceptance.accept(path)
        #expect(outcome.action == "deleted" && outcome.result == nil)
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent(path).path))
    }

    @Test(arguments: [
        ("", "outside-goldens"), ("/etc/passwd", "outside-goldens"), ("../outside.png", "outside-goldens"),
        ("swatch/../../outside.png", "outside-goldens"), ("swatch//card/red-card@1x.png", "outside-goldens"),
        ("swatch/./card/red-card@1x.png", "outside-goldens"), ("swatch/card/red-card@1x.txt", "not-a-golden"),
        ("tolerances.json", "not-a-golden"), ("swatch/card/never-drawn@1x.png", "not-a-golden"),
    ])
    func onlyGoldensInsideTheFolderAreAccepted(path: String, code: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try acceptance.accept(path)
            Issue.record("\(path) was accepted")
        } catch {
            #expect(error.code == code, "\(path): \(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("outside.png").path))
    }

    /// A plugin folder that is a symbolic link out of the goldens folder: nothing is written
    /// through it, and the file outside is left as it was.
    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("elsewhere/card")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try picture().write(to: outside.appendingPathComponent("red-card@1x.png"))
        try FileManager.default.createSymbolicLink(at: goldens.appendingPathComponent("swatch"),
                                                   withDestinationURL: root.appendingPathComponent("elsewhere"))
        do {
            _ = try acceptance.accept("swatch/card/red-card@1x.png")
            Issue.record("accepted through a link")
        } catch {
            #expect(error.code == "outside-goldens")
        }
        #expect(FileManager.default.contents(atPath: outside.appendingPathComponent("red-card@1x.png").path) == picture())
    }
}
