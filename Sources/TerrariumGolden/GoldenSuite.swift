import Foundation
import Terrarium

/// Renders golden cases and checks each against a store: what `terrarium golden verify` and
/// `record` run, and what Terrarium's own test suite runs case by case.
public struct GoldenSuite {
    /// Where the goldens are, and how they are checked and recorded.
    public var store: GoldenStore
    /// What renders each case.
    public var renderer: Renderer

    /// A suite checking `renderer`'s pictures against `store`.
    public init(store: GoldenStore, renderer: Renderer) {
        self.store = store
        self.renderer = renderer
    }

    /// Renders one case and checks it; a render that fails is a failed golden.
    public func check(_ golden: GoldenCase) -> GoldenResult {
        do {
            return store.check(try renderer.render(golden.request).png, named: golden.relativePath)
        } catch {
            return GoldenResult(golden: golden.relativePath, status: .failed, message: "\(golden.relativePath) cannot be rendered: \(error)")
        }
    }

    /// Checks every case, then reports each stale golden as a failure too: each one
    /// `staleMatching` accepts (a run over some cases asks about the goldens its filter names).
    public func run(_ cases: [GoldenCase], plugins: [String], staleMatching: (String) -> Bool = { _ in true },
                    progress: (GoldenResult) -> Void = { _ in }) -> [GoldenResult] {
        var results: [GoldenResult] = []
        for golden in cases {
            let result = check(golden)
            progress(result)
            results.append(result)
        }
        for path in GoldenCase.stale(in: store.directory, cases: cases, plugins: plugins) where staleMatching(path) {
            var result = GoldenResult(golden: path, status: .failed,
                                      message: "stale golden \(path): no example renders it any more; delete it")
            // On the report's page too, with the image that tests nothing, so the page and the
            // count agree.
            let image = FileManager.default.contents(atPath: store.directory.appendingPathComponent(path).path)
                .flatMap { (try? PNGFile.decode($0)) != nil ? $0 : nil }
            if let artifacts = try? store.report.add(FailedGolden(golden: path, message: result.message, expected: image)) {
                result.artifacts = artifacts
                result.message += "; shown in \(store.report.folder.path)"
            }
            progress(result)
            results.append(result)
        }
        return results
    }
}
