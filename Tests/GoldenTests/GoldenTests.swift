import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumGolden
import TerrariumTesting
import Testing

enum GoldenPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = packageRoot.appendingPathComponent("Goldens")
    static let themes = packageRoot.appendingPathComponent("Themes")
}

/// Every example of every plugin in every family, against `Goldens/`, through the same
/// `assertGolden` that app teams use. Record modes: `TERRARIUM_RECORD=missing|failed|all|never`
/// (never under `CI=true`); failures land in `.artifacts/Goldens/` with an `index.html`.
@Suite struct GoldenTests {
    static let cases = (try? GoldenCase.all(in: TerrariumPlugins.registry)) ?? []
    /// One renderer per thread for the whole suite, as batch and lint draw: a renderer of its
    /// own per case would load every font again for each of the 649 (a third of the suite's time).
    static let renderers = RendererPool(registry: TerrariumPlugins.registry)

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 52)
    }

    @Test(arguments: cases)
    func matchesGolden(_ golden: GoldenCase) throws {
        try Self.renderers.withRenderer { renderer in
            assertGolden(of: golden.request, renderer: renderer, named: golden.relativePath, in: GoldenPaths.goldens)
        }
    }

    /// A plugin's pinned renders are cases of its own, each drawing an example or stress input
    /// it has, on a screen that has the family, and no two share a file.
    @Test func pinnedGoldensAreCasesOfTheirPlugin() throws {
        let paths = Set(Self.cases.map(\.relativePath))
        #expect(paths.count == Self.cases.count, "two cases share a file")
        var pinned = 0
        for plugin in TerrariumPlugins.registry.plugins {
            let names = Set((plugin.examples + plugin.stressExamples).map(\.name))
            for request in plugin.pinnedGoldens {
                pinned += 1
                let golden = GoldenCase(request: request)
                #expect(request.plugin == plugin.id, "\(golden)")
                #expect(names.contains(golden.example), "\(golden): no such example")
                #expect(paths.contains(golden.relativePath), "\(golden) is not among the cases")
                _ = try Self.renderers.withRenderer { try $0.layout(request) }
            }
        }
        #expect(pinned >= 9)
    }

    /// The goldens say what they were recorded with, and it is this machine's kind: when a golden
    /// fails elsewhere, this names the library or font that differs before any pixel does.
    @Test func theGoldensWereRecordedWithThisMachinesLibrariesAndFonts() throws {
        let recorded = try #require(GoldenProvenanceFile.load(from: GoldenPaths.goldens), "Goldens/provenance.json is missing")
        #expect(recorded.differences(from: .current) == [])
    }

    @Test func everyGoldenFileBelongsToACase() {
        // A golden with no example behind it is a stale file that tests nothing.
        let stale = GoldenCase.stale(in: GoldenPaths.goldens, cases: Self.cases, plugins: TerrariumPlugins.registry.ids)
        #expect(stale.isEmpty, "stale goldens: \(stale)")
    }

    @Test func everyToleranceOverrideNamesAGoldenAndGivesAReason() throws {
        let file = try ToleranceFile.load(from: GoldenPaths.goldens)
        let paths = Set(Self.cases.map(\.relativePath))
        for (golden, tolerance) in file.overrides {
            #expect(paths.contains(golden), "override for \(golden), which no case renders")
            #expect(!tolerance.reason.isEmpty)
        }
        #expect(!file.standard.reason.isEmpty)
    }
}

@Suite struct DeterminismTests {
    /// The same job gives the same bytes: twice in one renderer, and in fresh renderers on
    /// several threads at once (each with its own fonts, as the engine requires).
    @Test func sameInputSameBytesOnAnyThread() async throws {
        let job = RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "large")
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
}
