import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTesting
import Testing
import TestTags

/// A tolerance that lets a clearly changed picture pass is a bug. Each change below is checked
/// against a real golden, at the tolerance `Goldens/tolerances.json` gives it, and must fail;
/// the unchanged render must pass.
@Suite struct ToleranceCatchesChangesTests {
    static let golden = GoldenCase(plugin: "bloom", scene: "widget", example: "vegetative-afternoon", family: .medium)
    /// Where the stores' failure reports go; removed with the suite.
    let reports: ScratchFolder

    init() throws {
        reports = try ScratchFolder("terrarium-tolerance")
    }

    /// A store over the real goldens and tolerances that never records, reporting into a
    /// folder of its own under `reports`.
    func store() throws -> GoldenStore {
        let report = reports.url.appendingPathComponent(UUID().uuidString)
        return GoldenStore(directory: GoldenPaths.goldens, tolerances: try ToleranceFile.load(from: GoldenPaths.goldens),
                           record: .never, report: GoldenReport(folder: report))
    }

    func verdict(_ job: RenderRequest, renderer: Renderer) throws -> GoldenResult {
        try store().check(renderer.render(job).png, named: Self.golden.relativePath)
    }

    /// The golden's input (vegetative-afternoon) with another step count.
    func mediumWidget(steps: Int) -> RenderRequest {
        RenderRequest(plugin: "bloom", scene: "widget", input: .json(Data("""
            {"steps": \(steps), "goal": 10000, "stepsDate": "2026-11-22", "now": "2026-11-22T15:30:00-08:00", "timeZone": "America/Los_Angeles"}
            """.utf8)), family: "medium")
    }

    @Test func theUnchangedRenderPasses() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        #expect(try verdict(Self.golden.request, renderer: renderer).status == .passed)
        #expect(try verdict(mediumWidget(steps: 4_250), renderer: renderer).status == .passed, "the helper's input is the golden's")
    }

    /// An animation's keyframe is a golden of its own: Bloom's stage change at 0.15 s passes,
    /// the same scene 0.05 s later (the crossfade further on) fails against it.
    @Test func aFrameAtAnotherMomentFails() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let cases = try GoldenCase.all(in: TerrariumPlugins.registry, plugins: ["bloom"]).filter { $0.time != nil }
        #expect(cases.map(\.relativePath) == ["bloom/dashboard/vegetative-afternoon-320x568-at0s@2x.png",
                                               "bloom/dashboard/vegetative-afternoon-320x568-at0.15s@2x.png",
                                               "bloom/dashboard/vegetative-afternoon-320x568-at0.4s@2x.png"])
        let keyframe = try #require(cases.first { $0.time == 0.15 })
        #expect(keyframe.request.time == 0.15)
        #expect(try store().check(renderer.render(keyframe.request).png, named: keyframe.relativePath).status == .passed)
        var later = keyframe.request
        later.time = 0.2
        let result = try store().check(renderer.render(later).png, named: keyframe.relativePath)
        #expect(result.status == .failed, "\(result.message)")
    }

    @Test func anotherPlantStageFails() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        // 6,800 steps is stage 4 (bud) where the golden shows stage 3, at the same time of day.
        let result = try verdict(mediumWidget(steps: 6_800), renderer: renderer)
        #expect(result.status == .failed, "\(result.message)")
    }

    @Test func oneDigitOfTextFails() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        // "4,250 steps" becomes "4,251 steps": the same stage, the same gradient.
        let result = try verdict(mediumWidget(steps: 4_251), renderer: renderer)
        #expect(result.status == .failed, "\(result.message)")
    }

    /// One colour token moved one step along its Material palette (or, for the background, to
    /// the next tint).
    @Test(arguments: [("progress.fill", "#4CAF50"), ("text.day.primary", "#283593"),
                      ("text.day.secondary", "#37474F"), ("bg.day.top", "#BBDEFB")])
    func aChangedColourTokenFails(token: String, color: String) throws {
        let themes = try themesFolder(changing: token, in: "bloom", to: color)
        defer { try? FileManager.default.removeItem(at: themes) }
        let renderer = try Renderer(registry: TerrariumPlugins.registry, themes: themes)
        let result = try verdict(Self.golden.request, renderer: renderer)
        #expect(result.status == .failed, "\(token) → \(color): \(result.message)")
    }

    /// A copy of Themes/ with one token of one theme replaced.
    func themesFolder(changing token: String, in theme: String, to color: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-themes-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: GoldenPaths.themes, to: folder)
        let file = folder.appendingPathComponent("\(theme).json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = "\"\(token)\": \""
        let range = try #require(text.range(of: pattern))
        let end = try #require(text[range.upperBound...].firstIndex(of: "\""))
        #expect(String(text[range.upperBound..<end]) != color)
        let changed = String(text[..<range.upperBound]) + color + String(text[end...])
        try changed.write(to: file, atomically: true, encoding: .utf8)
        return folder
    }
}
