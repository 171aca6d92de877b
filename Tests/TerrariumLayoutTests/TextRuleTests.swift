import Testing
import TerrariumGraphics
@testable import TerrariumLayout

/// Text: its ideal is one line; offered a width it wraps to its line limit, shrinks to its
/// minimum scale when cut, then is cut. Expected values from FakeMeasurer's rules by hand
/// (10 pt: 5 pt a character, 12.5 pt a line).
struct TextRuleTests {
    @Test(arguments: [
        // string, line limit, min scale, proposal, size, lines, truncated, scaledBy
        ("Hello", 1, 1.0, p(nil, nil), Size(25, 12.5), 1, false, 1.0),           // ideal: one line
        ("Hello", 1, 1.0, p(100, nil), Size(25, 12.5), 1, false, 1.0),           // never wider than it needs
        ("ab cd ef", nil, 1.0, p(20, nil), Size(10, 37.5), 3, false, 1.0),       // 4 a line: wraps at spaces
        ("ab cd ef", 1, 1.0, p(20, nil), Size(20, 12.5), 1, true, 1.0),          // cut: "abc…"
        ("abcdefgh", 1, 0.5, p(30, nil), Size(30, 9.375), 1, false, 0.75),       // shrinks to 30/40 before cutting
        ("abcdefgh", 1, 0.5, p(10, nil), Size(10, 6.25), 1, true, 0.5),          // at the minimum, then cut
        ("abcd", 2, 0.5, p(40, 10), Size(16, 10), 1, false, 0.8),                // 12.5 pt tall in 10: 8 pt
    ] as [(String, Int?, Double, ProposedSize, Size, Int, Bool, Double)])
    func fitting(string: String, limit: Int?, minScale: Double, proposal: ProposedSize, size: Size, lines: Int,
                 truncated: Bool, scaledBy: Double) throws {
        let node = text(string).lineLimit(limit).minimumScaleFactor(minScale)
        let fitted = try #require(fitText(node, proposal, measurer: FakeMeasurer()))
        #expect(fitted.size == size)
        #expect(fitted.metrics.lines == lines)
        #expect(fitted.metrics.truncated == truncated)
        #expect(fitted.metrics.scaledBy == scaledBy)
    }

    @Test func theLoweredBlockCarriesTheRulesForTheCanvas() throws {
        let layout = resolve(text("Maximiliana").minimumScaleFactor(0.6).truncatable().id("name"), in: Size(40, 20), scale: 2,
                             measurer: FakeMeasurer())
        let block = try #require(layout.box("name")?.text)
        #expect(block.minimumScaleFactor == 0.6)
        #expect(block.allowsTruncation)
        #expect(block.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
