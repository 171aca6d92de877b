import Foundation
import Testing
@testable import Terrarium
@testable import TerrariumBatch

/// A plugin with one scene of each kind, for planning (nothing is drawn).
private struct DemoPlugin: Plugin {
    var id: String { "demo" }
    var summary: String { "for tests" }
    var scenes: [SceneSpec] {
        [
            SceneSpec("widget", "a widget", layout: .widget([.small, .medium])),
            SceneSpec("home", "a screen", layout: .screen),
            SceneSpec("card", "an image", layout: .image([ImageFormat("square", width: 100, height: 100),
                                                           ImageFormat("tall", width: 100, height: 200)])),
        ]
    }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "demo" }
    var examples: [Example] {
        [
            Example("first", "everywhere", isDefault: true, input: [:]),
            Example("widget-only", "widgets", scenes: ["widget"], input: [:]),
        ]
    }
    func render(_ request: SceneRequest) throws -> SceneOutput {
        SceneOutput(scene: Scene(size: request.canvas.size, commands: []), accessibilityLabel: "", state: nil)
    }
}

struct BatchPlannerTests {
    let folder = URL(fileURLWithPath: "/manifests")

    func plan(_ lines: [String], shard: BatchShard = .all) -> [BatchPlanner.Item] {
        var planner = BatchPlanner(registry: PluginRegistry([DemoPlugin()]), inputFolder: folder, shard: shard)
        return lines.enumerated().flatMap { number, line in
            planner.plan(ManifestEntry(number: number + 1, content: .json(Data(line.utf8))))
        }
    }

    func outputs(_ items: [BatchPlanner.Item]) -> [String] {
        items.compactMap { if case .job(let job) = $0 { job.output.relative } else { nil } }
    }

    func failures(_ items: [BatchPlanner.Item]) -> [BatchFailure] {
        items.compactMap { if case .failure(let failure) = $0 { failure } else { nil } }
    }

    @Test func namesAreResolvedBeforeRendering() {
        let items = plan([
            #"{"plugin": "demo", "scene": "widget"}"#,
            #"{"plugin": "demo", "scene": "home", "example": "first", "scale": 2}"#,
            #"{"plugin": "demo", "scene": "home", "device": "390x844"}"#,
            #"{"plugin": "demo", "scene": "card", "family": "tall"}"#,
            #"{"plugin": "demo", "scene": "widget", "input": "in/steps.json", "family": "medium", "device": "375x667"}"#,
            #"{"plugin": "demo", "scene": "home", "page": 2}"#,
        ])
        #expect(outputs(items) == [
            "demo-widget-first-small@3x.png", "demo-home-first-430x932@2x.png", "demo-home-first-390x844@3x.png",
            "demo-card-first-tall@1x.png", "demo-widget-steps-medium@2x.png", "demo-home-first-430x932-page2@3x.png",
        ])
        guard case .job(let input) = items[4] else { Issue.record("not a job"); return }
        #expect(input.source == .inputFile("/manifests/in/steps.json"))
        #expect(input.index == 5 && input.entry == 5)
    }

    @Test func everyExampleInThePluginsOrder() {
        let all = outputs(plan([#"{"plugin": "demo", "example": "*", "scale": 1, "output": "all/"}"#]))
        #expect(all == [
            "all/demo-widget-first-small@1x.png", "all/demo-widget-first-medium@1x.png",
            "all/demo-widget-widget-only-small@1x.png", "all/demo-widget-widget-only-medium@1x.png",
            "all/demo-home-first-430x932@1x.png",
            "all/demo-card-first-square@1x.png", "all/demo-card-first-tall@1x.png",
        ])
        // A family keeps the scenes that have it; a scene keeps its examples, in every family.
        #expect(outputs(plan([#"{"plugin": "demo", "example": "*", "family": "tall"}"#])) == ["demo-card-first-tall@1x.png"])
        #expect(outputs(plan([#"{"plugin": "demo", "scene": "widget", "example": "*", "scale": 1}"#])).count == 4)
        let none = failures(plan([#"{"plugin": "demo", "example": "*", "family": "large"}"#]))
        #expect(none.first?.error.field == "family")
        let wrongFamily = plan([#"{"plugin": "demo", "scene": "widget", "example": "*", "family": "large"}"#])
        #expect(failures(wrongFamily).map(\.error.field) == ["family"], "one failure, not one per example")
    }

    @Test func failuresTakeOneIndexAndNameTheField() {
        let items = plan([
            #"{"plugin": "demo", "scene": "widget", "family": "large"}"#,
            #"{"plugin": "nope", "example": "*"}"#,
            #"{"plugin": "demo", "scene": "card", "device": "390x844"}"#,
            #"{"plugin": "demo", "scene": "home", "family": "small"}"#,
            #"{"plugin": "demo", "scene": "home", "example": "widget-only"}"#,
            #"{"plugin": "demo", "scene": "nope"}"#,
            #"{"plugin": "demo", "scene": "widget", "output": "../up.png"}"#,
            #"{"plugin": "demo", "scene": "widget"}"#,
        ])
        let failed = failures(items)
        #expect(failed.map(\.index) == [1, 2, 3, 4, 5, 6, 7])
        #expect(failed.map(\.error.field) == ["family", "plugin", "device", "family", "example", "scene", "output"])
        #expect(outputs(items) == ["demo-widget-first-small@3x.png"])
    }

    @Test func overLongEntriesFailAlone() {
        var planner = BatchPlanner(registry: PluginRegistry([DemoPlugin()]), inputFolder: folder)
        let items = planner.plan(ManifestEntry(number: 4, content: .tooLong(bytes: 70_000)))
        #expect(failures(items).map(\.error.message) == ["the entry is 70000 bytes; the limit is 65536 bytes a job"])
        #expect(planner.jobCount == 1)
    }

    /// A second job writing the same file fails, whichever shard it falls in, and an output that
    /// is the same after `..` is resolved counts as the same.
    @Test func duplicateOutputsAcrossShards() throws {
        let lines = [
            #"{"plugin": "demo", "scene": "widget", "output": "x/a.png"}"#,
            #"{"plugin": "demo", "scene": "widget", "output": "x/b.png"}"#,
            #"{"plugin": "demo", "scene": "widget", "output": "y/../x/a.png"}"#,
            #"{"plugin": "demo", "scene": "widget", "output": "x/c.png"}"#,
        ]
        let whole = plan(lines)
        #expect(failures(whole).map(\.index) == [3])
        #expect(failures(whole).first?.error == BatchJobError(field: "output", "same file as job 1 (x/a.png)"))
        let parts = try (1...2).map { try plan(lines, shard: BatchShard("\($0)/2")) }
        #expect(parts.map(outputs) == [["x/a.png"], ["x/b.png", "x/c.png"]])
        #expect(failures(parts[0]).map(\.index) == [3])
        #expect(failures(parts[1]).isEmpty)
    }
}
