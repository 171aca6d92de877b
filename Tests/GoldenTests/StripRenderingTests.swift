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
        let whole = try Renderer(registry: TerrariumPlugins.registry)
        whole.stripPixelBytes = 1 << 30
        let striped = try Renderer(registry: TerrariumPlugins.registry)
        striped.stripPixelBytes = 150_001
        let expected = try whole.render(golden.request).png
        let got = try striped.render(golden.request).png
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
