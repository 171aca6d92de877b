import Foundation
import Testing

/// One request, one answer to a mistake: the same bad value sent as a `render` flag, a manifest
/// field and a service query parameter gets the same `code`, `field` and `message` from
/// `render --json`, `batch --json` and `serve`, because all three read it with `RequestReader`
/// and report the renderer's refusals as `RequestError`.
@Suite(.serialized) final class OneErrorEverywhereTests {
    /// Where each test writes its outputs and manifests; removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-error-\(UUID().uuidString)")
    /// `terrarium serve` as a process of its own, for the service's answer; stopped after it.
    let server: ServeProcessTests.Server

    init() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try ServeProcessTests.Server([])
        try await server.waitUntilReady()
    }

    deinit {
        _ = server.terminate()
        try? FileManager.default.removeItem(at: folder)
    }

    struct Mistake: Sendable, CustomStringConvertible {
        var plugin = "bloom"
        var scene = "widget"
        /// The value as each surface spells it.
        var flags: [String]
        var manifest: String
        var query: String
        var description: String { flags.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        Mistake(flags: ["--scale", "4"], manifest: #""scale": 4"#, query: "scale=4"),
        Mistake(flags: ["--page", "0"], manifest: #""page": 0"#, query: "page=0"),
        Mistake(flags: ["--type-size", "huge"], manifest: #""typeSize": "huge""#, query: "typeSize=huge"),
        Mistake(flags: ["--rendering-mode", "neon"], manifest: #""renderingMode": "neon""#, query: "renderingMode=neon"),
        Mistake(flags: ["--tint", "#FF0000"], manifest: ##""tint": "#FF0000""##, query: "tint=%23FF0000"),
        Mistake(flags: ["--rendering-mode", "tinted", "--tint", "red"], manifest: #""renderingMode": "tinted", "tint": "red""#,
                query: "renderingMode=tinted&tint=red"),
        Mistake(plugin: "cocoa-calm", scene: "breathe", flags: ["--at", "-1"], manifest: #""at": -1"#, query: "at=-1"),
        Mistake(flags: ["--at", "2"], manifest: #""at": 2"#, query: "at=2"),
        Mistake(flags: ["--family", "huge"], manifest: #""family": "huge""#, query: "family=huge"),
        Mistake(flags: ["--device", "1x1"], manifest: #""device": "1x1""#, query: "device=1x1"),
        Mistake(flags: ["--theme", "midnight"], manifest: #""theme": "midnight""#, query: "theme=midnight"),
        Mistake(flags: ["--now", "noon"], manifest: #""now": "noon""#, query: "now=noon"),
        Mistake(plugin: "blossom", flags: [], manifest: "", query: ""),
        Mistake(scene: "gallery", flags: [], manifest: "", query: ""),
        Mistake(flags: ["--example", "cactus"], manifest: #""example": "cactus""#, query: "example=cactus"),
    ]

    /// `{"code", "field", "message"}` out of an error object.
    static func triple(_ object: Any?) -> [String?] {
        guard let error = object as? [String: Any] else { return [] }
        return ["code", "field", "message"].map { error[$0] as? String }
    }

    @Test func theSameMistakeGetsTheSameErrorFromRenderBatchAndServe() async throws {

        for mistake in Self.mistakes {
            let rendered = try CLI.run(["render", mistake.plugin, mistake.scene] + mistake.flags
                                       + ["-o", folder.appendingPathComponent("x.png").path, "--json"])
            let fromRender = Self.triple((try? JSONSerialization.jsonObject(with: Data(rendered.stderr.utf8)) as? [String: Any])?["error"])
            #expect(rendered.status != 0 && fromRender.count == 3 && fromRender[2] != nil, "\(mistake): \(rendered.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path), "\(mistake): no partial output")

            let manifest = folder.appendingPathComponent("jobs.jsonl")
            let fields = [#""plugin": "\#(mistake.plugin)""#, #""scene": "\#(mistake.scene)""#] + (mistake.manifest.isEmpty ? [] : [mistake.manifest])
            try Data(("{" + fields.joined(separator: ", ") + "}\n").utf8).write(to: manifest)
            let batch = try CLI.run(["batch", manifest.path, "--out", folder.appendingPathComponent("out").path, "--json"])
            let summary = try JSONSerialization.jsonObject(with: Data(batch.stdout.utf8)) as? [String: Any]
            let fromBatch = Self.triple((summary?["failures"] as? [Any])?.first)
            #expect(batch.status != 0 && fromBatch == fromRender, "\(mistake): batch \(fromBatch) vs render \(fromRender)")

            let query = mistake.query.isEmpty ? "" : "?" + mistake.query
            let served = try await server.get("/v1/render/\(mistake.plugin)/\(mistake.scene)\(query)")
            let fromServe = Self.triple((try? JSONSerialization.jsonObject(with: served.body) as? [String: Any])?["error"])
            #expect((400..<500).contains(served.status) && fromServe == fromRender,
                    "\(mistake): serve \(served.status) \(fromServe) vs render \(fromRender)")
        }
    }

    /// A valid input whose picture is over the image limits (30 rituals of 20 habits, all due
    /// now): one refusal before layout, the same from render, batch and serve (422 there).
    @Test func aPictureOverTheImageLimitsGetsTheSameRefusalEverywhere() async throws {
        var input = try #require(try JSONSerialization.jsonObject(with: try await server.get("/v1/plugins/rituals/examples/afternoon-en-light").body) as? [String: Any])
        let ritual = try #require((input["rituals"] as? [[String: Any]])?.first)
        let habit = try #require((ritual["habits"] as? [[String: Any]])?.first)
        input["rituals"] = (0..<30).map { r -> [String: Any] in
            var copy = ritual
            copy["id"] = "r\(r)"
            copy["timeOfDay"] = "afternoon"
            copy["habits"] = (0..<20).map { h -> [String: Any] in
                var one = habit
                one["id"] = "h\(r)-\(h)"
                return one
            }
            return copy
        }
        let body = try JSONSerialization.data(withJSONObject: input)
        let inputFile = folder.appendingPathComponent("big.json")
        try body.write(to: inputFile)

        let rendered = try CLI.run(["render", "rituals", "today", "--input", inputFile.path, "-o", folder.appendingPathComponent("x.png").path, "--json"])
        let fromRender = Self.triple((try? JSONSerialization.jsonObject(with: Data(rendered.stderr.utf8)) as? [String: Any])?["error"])
        #expect(rendered.status == 1 && fromRender.first == "too_large" && fromRender.dropFirst().first == "input", "\(rendered.stderr)")
        #expect(fromRender.last??.contains("a side may be at most 16,384 px") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))

        let manifest = folder.appendingPathComponent("jobs.jsonl")
        try Data(#"{"plugin": "rituals", "scene": "today", "input": "big.json"}"#.utf8 + [0x0A]).write(to: manifest)
        let batch = try CLI.run(["batch", manifest.path, "--out", folder.appendingPathComponent("out").path, "--json"])
        let summary = try JSONSerialization.jsonObject(with: Data(batch.stdout.utf8)) as? [String: Any]
        #expect(batch.status != 0 && Self.triple((summary?["failures"] as? [Any])?.first) == fromRender, "\(batch.stdout)")

        let served = try await server.post("/v1/render/rituals/today", body: body)
        #expect(served.status == 422)
        #expect(Self.triple((try? JSONSerialization.jsonObject(with: served.body) as? [String: Any])?["error"]) == fromRender)
    }
}
