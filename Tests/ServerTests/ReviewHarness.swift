import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Terrarium
import TerrariumGolden
@testable import TerrariumServer

/// `golden review`'s server on an ephemeral loopback port over a temporary goldens folder of
/// a tiny plugin: "tiles", two scenes (card, badge), each example a 24x24 square of colour.
/// The folder holds one golden that changed (red card holds blue), one that is new (the blue
/// card), one stale (an old badge) and the rest verifying.
final class ReviewHarness: @unchecked Sendable {
    // @unchecked: set once in `start`, read afterwards.
    struct Tiles: Plugin {
        var id: String { "tiles" }
        var summary: String { "Squares of colour" }
        var scenes: [SceneSpec] {
            [SceneSpec("card", "A card", layout: .image([ImageFormat("card", width: 24, height: 24)])),
             SceneSpec("badge", "A badge", layout: .image([ImageFormat("badge", width: 24, height: 24)]))]
        }
        var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
        var defaultTheme: String { "tiles" }
        var examples: [Example] {
            [Example("red", "Red", isDefault: true, input: .object(["red": 1])), Example("blue", "Blue", input: .object(["red": 0]))]
        }
        func render(_ request: SceneRequest) throws -> SceneOutput {
            guard case .object(let fields) = request.input else { throw InputError(field: "", "is not an object") }
            let red = fields["red"] == .integer(1)
            let scene = Scene(size: Size(24, 24), commands: [.fill(.rect(Rect(x: 0, y: 0, width: 24, height: 24)),
                                                                   .solid(red ? Color(red: 0.9, green: 0.1, blue: 0.1) : Color(red: 0.1, green: 0.2, blue: 0.9)))])
            return SceneOutput(scene: scene, accessibilityLabel: red ? "red" : "blue", state: .object([:]))
        }
    }

    static let changed = "tiles/card/red-card@1x.png"
    static let new = "tiles/card/blue-card@1x.png"
    static let stale = "tiles/badge/old-badge@1x.png"

    let root: URL
    let goldens: URL
    let renderer: Renderer
    let cases: [GoldenCase]
    let session: GoldenReviewSession
    private(set) var port = 0
    private var task: Task<Void, any Error>?
    private let stopper = ServerStopper()

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-review-\(UUID().uuidString)")
        goldens = root.appendingPathComponent("Goldens")
        let themes = root.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(#"{"plugin": "tiles", "colors": {}, "fonts": {}}"#.utf8).write(to: themes.appendingPathComponent("tiles.json"))
        let registry = PluginRegistry([Tiles()])
        renderer = try Renderer(registry: registry, themes: themes)
        cases = try GoldenCase.all(in: registry)
        let renderer = self.renderer, cases = self.cases, goldens = self.goldens
        func draw(_ path: String) throws -> Data { try Self.render(path, renderer: renderer, cases: cases) }
        for golden in cases where golden.relativePath != Self.new {
            // Every golden as drawn, but the red card holds the blue one.
            let drawn = golden.relativePath == Self.changed ? Self.new : golden.relativePath
            try Self.put(try draw(drawn), at: golden.relativePath, in: goldens)
        }
        try Self.put(try draw("tiles/badge/blue-badge@1x.png"), at: Self.stale, in: goldens)
        let store = GoldenStore(directory: goldens, tolerances: ToleranceFile(), record: .never,
                                report: GoldenReport(folder: root.appendingPathComponent("scratch")))
        let acceptance = GoldenAcceptance(store: store, cases: cases, plugins: ["tiles"], renderer: renderer)
        session = try GoldenReviewSession(acceptance: acceptance, matches: { _ in true }, report: root.appendingPathComponent("review"))
        try session.verify()
    }

    /// The render of the case whose golden is `path`.
    func render(_ path: String) throws -> Data { try Self.render(path, renderer: renderer, cases: cases) }

    static func render(_ path: String, renderer: Renderer, cases: [GoldenCase]) throws -> Data {
        guard let golden = cases.first(where: { $0.relativePath == path }) else { throw InputError(field: "", "no case \(path)") }
        return try renderer.render(golden.request).png
    }

    /// Writes `png` as the golden at `path`, making its folders.
    func put(_ png: Data, at path: String) throws { try Self.put(png, at: path, in: goldens) }

    static func put(_ png: Data, at path: String, in goldens: URL) throws {
        let url = goldens.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: url)
    }

    /// The golden at `path` as verify would check it now.
    func status(of path: String) throws -> GoldenResult.Status {
        let store = GoldenStore(directory: goldens, tolerances: ToleranceFile(), record: .never,
                                report: GoldenReport(folder: root.appendingPathComponent("scratch")))
        return store.check(try render(path), named: path).status
    }

    /// Starts the server and returns once it listens.
    func start() async throws -> ReviewHarness {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = try GoldenReviewServer(session: session)
        let stopper = self.stopper
        task = Task { try await server.run(port: 0, stopper: stopper) { port in continuation.yield(port) } }
        for await port in ports {
            self.port = port
            break
        }
        return self
    }

    /// Stops the server and removes the folder.
    func stop() async {
        await stopper.stop()
        _ = try? await task?.value
        try? FileManager.default.removeItem(at: root)
    }

    /// One request; `headers` may replace the Host.
    func request(_ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:]) async throws -> ServerHarness.Answer {
        let type: [String: String] = json == nil ? [:] : ["Content-Type": "application/json"]
        return try await ServerHarness.Answer.fetch(method, path, port: port, headers: type.merging(headers) { $1 },
                                                    body: json.map { Data($0.utf8) }, session: URLSession.shared)
    }

    /// The hash the listing gives a golden (what the page sends back with an accept).
    func listedHash(_ golden: String) async throws -> String? {
        guard case .object(let listing)? = try await request("GET", "/v1/goldens").json, case .array(let items)? = listing["items"] else { return nil }
        for case .object(let item) in items where item["golden"] == .string(golden) {
            if case .string(let hash)? = item["hash"] { return hash }
        }
        return nil
    }
}
