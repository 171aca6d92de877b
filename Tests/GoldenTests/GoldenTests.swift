import Foundation
import Terrarium
import TerrariumPlugins
import Testing

/// A small per-channel tolerance absorbs nothing but rounding; a real change moves far more.
let channelTolerance = 2

@Suite struct GoldenTests {
    @Test(arguments: GoldenCase.all)
    func matchesGolden(_ golden: GoldenCase) throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let actual = try renderer.render(golden.job).png
        let url = GoldenPaths.goldens.appendingPathComponent(golden.relativePath)
        let mode = RecordMode.current

        guard let expected = FileManager.default.contents(atPath: url.path) else {
            guard mode != .never else {
                Issue.record("missing golden \(golden.relativePath): record it locally with TERRARIUM_RECORD=missing swift test, look at it, and commit it")
                return
            }
            try record(actual, at: url)
            Issue.record("recorded new golden \(golden.relativePath): open it, check it, then run again")
            return
        }
        if mode == .all {
            if expected != actual { try record(actual, at: url) }
            return
        }
        let comparison = ImageComparison.compare(try PNGFile.decode(expected), try PNGFile.decode(actual),
                                                 channelTolerance: channelTolerance)
        guard comparison.sizeMismatch != nil || comparison.differingPixels > 0 else { return }
        try writeArtifacts(golden, expected: expected, actual: actual)
        if mode == .failed { try record(actual, at: url) }
        let what = comparison.sizeMismatch ?? "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (largest channel delta \(comparison.maximumChannelDelta))"
        Issue.record("\(golden.relativePath): \(what); actual and diff in .artifacts/goldens/")
    }

    @Test func everyGoldenFileBelongsToACase() throws {
        // A golden with no example behind it is a stale file that tests nothing.
        let expected = Set(GoldenCase.all.map(\.relativePath))
        let enumerator = FileManager.default.enumerator(atPath: GoldenPaths.goldens.path)
        var stale: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".png") && !expected.contains(path) { stale.append(path) }
        }
        #expect(stale.isEmpty, "stale goldens: \(stale.sorted())")
    }

    private func record(_ png: Data, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile.write(png, to: url.path)
    }

    private func writeArtifacts(_ golden: GoldenCase, expected: Data, actual: Data) throws {
        let base = GoldenPaths.artifacts.appendingPathComponent(golden.relativePath).deletingPathExtension().path
        try FileManager.default.createDirectory(atPath: (base as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try OutputFile.write(actual, to: base + "-actual.png")
        try OutputFile.write(expected, to: base + "-expected.png")
        if let diff = ImageComparison.diffImage(try PNGFile.decode(expected), try PNGFile.decode(actual),
                                                channelTolerance: channelTolerance) {
            try OutputFile.write(try PNGFile.encode(diff), to: base + "-diff.png")
        }
    }
}

@Suite struct DeterminismTests {
    /// The same job gives the same bytes: twice in one renderer, and in fresh renderers on
    /// several threads at once (each with its own fonts, as the engine requires).
    @Test func sameInputSameBytesOnAnyThread() async throws {
        let job = RenderJob(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "large")
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let first = try renderer.render(job).png
        #expect(try renderer.render(job).png == first)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<4 {
                group.addTask { try Renderer(registry: TerrariumPlugins.registry).render(job).png }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == first })
    }

    /// The golden comparison must fail on a clearly changed picture: another stage, or the
    /// same stage at night.
    @Test func comparisonCatchesRealChanges() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let base = try PNGFile.decode(renderer.render(RenderJob(plugin: "bloom", scene: "widget", input: .example("seedling-noon"))).png)
        let changes: [RenderJob] = [
            RenderJob(plugin: "bloom", scene: "widget", input: .example("sprout-morning")),
            RenderJob(plugin: "bloom", scene: "widget", input: .example("seedling-noon"), now: "2026-11-22T19:00:00-08:00"),
            RenderJob(plugin: "bloom", scene: "widget", input: .json(Data(#"{"steps": 3101, "now": "2026-11-22T12:10:00-08:00", "timeZone": "America/Los_Angeles"}"#.utf8))),
        ]
        for job in changes {
            let other = try PNGFile.decode(renderer.render(job).png)
            #expect(ImageComparison.compare(base, other, channelTolerance: channelTolerance).differingPixels > 0)
        }
    }
}
