import Foundation
import Testing
import Terrarium
@testable import Rituals

/// What Rituals' pages do at the reader's text size (`RitualsTypeRules`): up to xxxLarge the
/// forms they always had; at AX1 to AX5 the accessibility forms.
struct RitualsTypeRulesTests {
    /// One column at every accessibility size, whatever the width; below them the width's
    /// rule (two from 540 pt), unchanged.
    @Test(arguments: [
        (TypeSize.xSmall, 320.0, 1), (.large, 320, 1), (.xxxLarge, 430, 1), (.large, 932, 2), (.xxxLarge, 1024, 2),
        (.accessibility1, 932, 1), (.accessibility1, 1366, 1), (.accessibility3, 568, 1), (.accessibility5, 1024, 1),
        (.accessibility5, 320, 1),
    ])
    func columns(size: TypeSize, width: Double, columns: Int) {
        #expect(RitualsTypeRules(typeSize: size).columns(width: width) == columns)
    }

    @Test func theAccessibilityFormsStartAtAX1() {
        for size in TypeSize.allCases {
            let rules = RitualsTypeRules(typeSize: size)
            let accessible = size >= .accessibility1
            #expect(rules.isAccessibilityLayout == accessible)
            #expect(rules.monthForm == (accessible ? .weeks : .calendar), "\(size)")
            #expect(rules.lines(2) == (accessible ? nil : 2), "\(size)")
            #expect(rules.lines(nil) == nil)
        }
    }

    /// Display type keeps the theme's sizes up to xxxLarge (those pages are unchanged) and
    /// grows at each accessibility size as iOS's Large Title does: Rituals' 28 pt title is
    /// 37.88 pt at xxxLarge, 41.67 at AX1 (x 44/40) and 56.82 at AX5 (x 60/40), where body
    /// text (15 pt) is 46.76.
    @Test func displayTypeGrowsAsTheLargeTitleDoes() {
        for size in TypeSize.allCases where !size.isAccessibilitySize {
            #expect(RitualsTypeRules.displayFactor(size) == 1)
        }
        let title = { (size: TypeSize) in 28 * size.scale * RitualsTypeRules.displayFactor(size) }
        #expect(abs(title(.accessibility1) - 28 * 23 / 17 * 44 / 40) < 1e-9)
        #expect(abs(title(.accessibility5) - 28 * 23 / 17 * 60 / 40) < 1e-9)
        let sizes = TypeSize.allCases.filter { $0 >= .xxxLarge }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { title($0) < title($1) }, "each size larger than the one before")
        #expect(title(.accessibility5) > 15 * TypeSize.accessibility5.scale, "a title stays larger than body text")
    }

    /// A line a word: a word too long for its line needs one more and shrinks instead. A date's
    /// number ends the text with its month, one piece: "Sunday, / November 22" shrinks before it
    /// would break as "Sunday, / November / 22" (issue 35.5).
    @Test(arguments: [("Today", 1), ("Sunday, November 22", 2), ("dimanche 22 novembre", 3), ("", 1),
                      ("Morning  pages", 2), ("75\u{202F}%", 1), ("Two\nlines", 2)])
    func wholeWordLines(text: String, lines: Int) {
        #expect(RitualsTypeRules.wholeWordLines(text) == lines)
    }

    /// Every screen takes the accessibility sizes, and so does the widget
    /// (`RitualsWidgetTypeRules`).
    @Test func everyScreenDeclaresAX5() {
        for scene in RitualsPlugin().scenes {
            #expect(scene.typeSizes == .xSmall ... .accessibility5, "\(scene.name)")
        }
    }
}
