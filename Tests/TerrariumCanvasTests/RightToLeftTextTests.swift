import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// Right-to-left text in a left-to-right UI (issue 35.3): inserted values set apart, each
/// paragraph's direction, and an ellipsis that ends the words it cuts.
struct RightToLeftTextTests {
    /// An inserted value with right-to-left letters is wrapped in FSI … PDI; any other comes
    /// back byte for byte.
    @Test func onlyValuesWithRightToLeftLettersAreIsolated() {
        #expect(TextDirection.isolated("روتين المساء") == "\u{2068}روتين المساء\u{2069}")
        #expect(TextDirection.isolated("שרה 2") == "\u{2068}שרה 2\u{2069}")
        #expect(TextDirection.isolated("Sarah") == "Sarah")
        #expect(TextDirection.isolated("김서연 🌿") == "김서연 🌿")
        #expect(TextDirection.isolated("") == "")
    }

    /// A paragraph runs in the UI's direction unless its letters are all of the other one.
    @Test(arguments: [
        ("روتين المساء · Morning", "en", false), ("שגרת בוקר", "en", true), ("מדיטציה 10 דקות", "en", true),
        ("Morning", "en", false), ("10 · 20", "en", false), ("Morning", "he", false), ("בוקר · Morning", "he", true),
        ("10 · 20", "ar", true), ("ليلى", "ar-EG", true),
    ])
    func aParagraphRunsInTheUIsDirectionUnlessItsLettersAreAllTheOther(text: String, language: String, rightToLeft: Bool) {
        #expect(TextDirection.paragraphIsRightToLeft(text, language: language) == rightToLeft)
    }

    /// Cut to one line, a Hebrew text ends in "…" right after the last letter kept, and its
    /// ink has no gap wider than a space: Pango's own ellipsis left about a word's width of
    /// nothing between them ("…   לפני").
    /// Every width from 240 to 300 pt is tried, so the cut falls inside words and between them.
    @Test(arguments: [1, 2])
    func aCutHebrewTextEndsInItsEllipsisWithoutAGap(scale: Int) throws {
        for width in stride(from: 240.0, through: 300, by: 3) { try checkCut(width: width, scale: scale) }
    }

    func checkCut(width: Double, scale: Int) throws {
        let text = "מדיטציה 10 דקות עם נשימות עמוקות לפני שכל היום מתחיל"
        let block = TextBlock(text, font: Font(family: "Inter", weight: .regular, size: 17), color: .black,
                              frame: Rect(x: 0, y: 0, width: width, height: 40), maxLines: 1, allowsTruncation: true)
        let surface = try Surface(width: 320 * scale, height: 40 * scale)
        let canvas = try Canvas(surface: surface, scale: Double(scale))
        let fonts = try FontLibrary()
        let metrics = try canvas.metrics(of: block, fonts: fonts)
        #expect(metrics.truncated)
        #expect(metrics.drawnText.hasSuffix("…") && !metrics.drawnText.hasSuffix(" …"), "\(metrics.drawnText) at \(width) pt")
        #expect(metrics.size.width <= width + 0.01)
        try canvas.draw(block, fonts: fonts)
        let pixels = surface.pixelBuffer()
        let inked = (0..<pixels.width).map { x in
            (0..<pixels.height).contains { y in pixels.rgba[(y * pixels.width + x) * 4 + 3] > 40 }
        }
        let first = try #require(inked.firstIndex(of: true)), last = try #require(inked.lastIndex(of: true))
        // Aligned by the UI: the first ink is at the leading (left) edge.
        #expect(first <= 2 * scale, "first ink at \(first)")
        var widestGap = 0, run = 0
        for x in first...last { run = inked[x] ? 0 : run + 1; widestGap = max(widestGap, run) }
        // Between two words (a space and the letters' side bearings) the ink stops for 8.5 pt at
        // most; Pango's gap was 10 to 13.5 pt at these widths.
        #expect(widestGap <= 9 * scale, "a gap of \(widestGap) px at \(width) pt")
    }
}
