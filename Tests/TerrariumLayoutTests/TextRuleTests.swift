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

    /// `balanced()`: "aaaa bb cc" offered 40 pt (8 characters a line) breaks as "aaaa bb" /
    /// "cc", a box 35 pt wide (36 at 1x, its edges rounded outward; 35 at 2x). The narrowest
    /// width that keeps two lines is 5 characters (25 pt: "aaaa" / "bb cc"), as 4 would take
    /// three; the frame is a point wider than that (26 pt), so a rounding where the canvas draws
    /// cannot push a word to a third line. The box keeps its size; the frame drawn in it is
    /// placed by the text's alignment, on whole device pixels.
    @Test(arguments: [
        (TextAlignment.leading, 1.0, 0.0),
        (.center, 1.0, 5.0),      // (36 - 26) / 2
        (.trailing, 1.0, 10.0),
        (.center, 2.0, 4.5),      // (35 - 26) / 2, a whole device pixel at 2x
    ])
    func balancedLinesTakeTheNarrowestWidthWithTheSameLineCount(alignment: TextAlignment, scale: Double, shift: Double) throws {
        let node = Text("aaaa bb cc", font: font10, color: .black, alignment: alignment).lineLimit(2).balanced().id("t")
        let layout = resolve(node.frame(width: 40, height: 25), in: Size(40, 25), scale: scale, measurer: FakeMeasurer())
        let box = try #require(layout.box("t"))
        #expect(box.rect.width == (scale == 1 ? 36 : 35))
        let block = try #require(box.text)
        #expect(block.frame == Rect(x: box.rect.minX + shift, y: box.rect.minY, width: 26, height: box.rect.height))
        #expect(FakeMeasurer().measure(block).drawnText == "aaaa\nbb cc")
    }

    /// A text on one line, or one cut or shrunk to fit, is drawn in its whole box.
    @Test(arguments: [
        ("aaaa bb", 2, 1.0),               // one line already
        ("aaaa bb cc dd ee ff", 2, 1.0),   // cut at two lines
        ("aaaa bb cc dd ee ff", 2, 0.5),   // fits only shrunk
    ])
    func balancingLeavesTextThatIsNotWrappedWhole(string: String, limit: Int, minScale: Double) throws {
        let node = Text(string, font: font10, color: .black, alignment: .center).lineLimit(limit)
            .minimumScaleFactor(minScale).balanced().id("t")
        let layout = resolve(node.frame(width: 40, height: 25), in: Size(40, 25), scale: 1, measurer: FakeMeasurer())
        let box = try #require(layout.box("t"))
        #expect(try #require(box.text).frame == box.rect)
    }
}

/// How a line wraps at the accessibility sizes.
struct WrappingTests {
    @Test func oneLineStaysAsItWasAndNoLimitWrapsGreedily() {
        let line = text("a · b")
        guard case .text(let one, let oneLimit) = line.wrapping(1).kind else { Issue.record("not a text"); return }
        #expect(one.text == "a · b" && oneLimit == 1 && !line.wrapping(1).balancesLines)
        guard case .text(let block, let limit) = line.wrapping(nil).kind else { Issue.record("not a text"); return }
        #expect(limit == nil)
        // The text is left as written: the canvas's line breaking keeps "· b" together.
        #expect(block.text == "a · b")
        #expect(!line.wrapping(nil).balancesLines)
    }
}
