import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTesting
import Testing

/// A tall screen is drawn and encoded in strips (Renderer.stripPixelBytes). The strips must
/// give exactly the file a whole-picture render gives: every screen scene of every plugin, and
/// the two tallest examples, are cut into strips of one encoder segment each (67 rows at @3x,
/// so strip edges fall mid-text, mid-sprite and mid-gradient) and compared byte for byte.
@Suite struct StripRenderingTests {
    static let cases: [GoldenCase] = {
        let screens = GoldenTests.cases.filter { $0.variant == nil }
        var seen = Set<String>()
        let firstOfEachScene = screens.filter { seen.insert("\($0.plugin)/\($0.scene)").inserted }
        let tallest = screens.filter { ["history-year", "heavy-user"].contains($0.example) }
        return firstOfEachScene + tallest.filter { !firstOfEachScene.contains($0) }
    }()

    @Test func coversEveryPluginsScreensAndTheTallest() {
        // Rooted draws only widgets and fixed-size share images, none of them tall.
        #expect(Set(Self.cases.map(\.plugin)) == ["bloom", "rituals", "forest", "cocoa-calm"])
        #expect(Self.cases.contains { $0.example == "history-year" })
        #expect(Self.cases.contains { $0.example == "heavy-user" })
    }

    @Test(arguments: cases)
    func stripsGiveTheWholePicturesBytes(_ golden: GoldenCase) throws {
        // One renderer (from the golden suite's pool: fonts loaded once per thread), drawing
        // the picture whole and then in strips.
        let (expected, got) = try GoldenTests.renderers.withRenderer { renderer in
            defer { renderer.stripPixelBytes = Renderer.defaultStripPixelBytes }
            renderer.stripPixelBytes = 1 << 30
            let whole = try renderer.render(golden.request).png
            renderer.stripPixelBytes = 150_001
            return (whole, try renderer.render(golden.request).png)
        }
        // A Bool, not the two Data values: Testing would diff them byte by byte on failure.
        let same = got == expected
        #expect(same, "\(golden): \(got.count) bytes in strips, \(expected.count) whole")
        if !same, let a = try? PNGFile.decode(got), let b = try? PNGFile.decode(expected) {
            let differing = zip(a.rgba, b.rgba).enumerated().filter { $0.element.0 != $0.element.1 }
            let rows = Set(differing.map { $0.offset / 4 / a.width })
            Issue.record("\(differing.count) bytes differ, in rows \(rows.sorted().prefix(20))")
        }
    }
}
