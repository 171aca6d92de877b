import Testing
import Terrarium
@testable import Bloom

/// What Bloom's widgets show at the reader's text size (`BloomTypeRules`), checked against
/// seed 000: the plant and the step count with its bar come first (§2.2, §2.3), a prompt's
/// title when there are no steps to count (§3.1); the stage's name, the goal's caption and a
/// prompt's detail are the secondary words a fixed box gives up.
struct BloomTypeRulesTests {
    typealias Part = BloomTypeRules.Part
    static let families: [WidgetFamily] = [.small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline]

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge, .xxLarge, .xxxLarge])
    func belowTheAccessibilitySizesEveryWidgetKeepsItsOneForm(size: TypeSize) {
        for family in Self.families {
            #expect(BloomTypeRules(typeSize: size).parts(family, counting: true) == nil)
            #expect(BloomTypeRules(typeSize: size).parts(family, counting: false) == nil)
        }
        #expect(BloomTypeRules(typeSize: size).accessoryGrowth == 1)
    }

    @Test(arguments: [TypeSize.accessibility1, .accessibility3, .accessibility5])
    func theBarestFormKeepsTheCountOrThePromptsTitle(size: TypeSize) throws {
        let rules = BloomTypeRules(typeSize: size)
        for family in Self.families {
            let counting = try #require(rules.parts(family, counting: true))
            let prompting = try #require(rules.parts(family, counting: false))
            #expect(try #require(counting.last).contains(.count))
            let barestPrompt = try #require(prompting.last)
            #expect(family == .accessoryCircular || barestPrompt.contains(.title))
            // Every form keeps what the barest keeps: a form only adds secondary words.
            for form in counting { #expect(form.contains(.count) || form.contains(.counter)) }
        }
    }

    @Test(arguments: [
        // Family, the forms while counting (richest first), with the seed's priorities.
        (WidgetFamily.small, [[Part.count, .bar]]),
        (.medium, [[.count, .goal, .bar], [.count, .bar]]),
        (.large, [[.counter, .caption, .bar], [.count, .shortCaption, .bar], [.count, .bar]]),
        (.accessoryCircular, [[.count]]),
        (.accessoryRectangular, [[.count, .bar, .shortCaption], [.count, .bar]]),
        (.accessoryInline, [[.count, .stage], [.count]]),
    ])
    func theStagesNameAndTheGoalGoFirst(family: WidgetFamily, forms: [[Part]]) {
        #expect(BloomTypeRules(typeSize: .accessibility5).parts(family, counting: true) == forms)
        // The stage's name beside the count only survives on the inline line, where it is the
        // one word after the count.
        for form in forms where family != .accessoryInline { #expect(!form.contains(.stage)) }
    }

    @Test(arguments: [
        (WidgetFamily.small, [[Part.title, .hint], [.title]]),
        (.medium, [[.title, .hint], [.title]]),
        (.large, [[.title, .detail, .button], [.title, .button], [.title]]),
        (.accessoryRectangular, [[.title, .hint], [.title]]),
        (.accessoryInline, [[.title]]),
    ])
    func aPromptGivesUpItsDetailBeforeItsTitle(family: WidgetFamily, forms: [[Part]]) {
        #expect(BloomTypeRules(typeSize: .accessibility2).parts(family, counting: false) == forms)
    }

    @Test(arguments: [
        (0, ["0"]),
        (4_250, ["4,250"]),
        (9_999, ["9,999"]),
        (12_345, ["12,345", "12.3K"]),
        (1_234_567, ["1,234,567", "1.2M"]),
    ])
    func aCountTooLongForItsLineIsCompactedDown(steps: Int, choices: [String]) {
        #expect(BloomTypeRules.countChoices(steps) == choices)
    }

    @Test func theLockScreensTextGrowsAsFarAsXXXLarge() {
        // Apple's body style: 23 pt at xxxLarge over 17 at large.
        #expect(BloomTypeRules(typeSize: .accessibility1).accessoryGrowth == 23.0 / 17.0)
        #expect(BloomTypeRules(typeSize: .accessibility5).accessoryGrowth == 23.0 / 17.0)
    }

    @Test(arguments: [("Connect Health", 2), ("Steps unavailable", 2), ("Open Settings", 2), ("Tap to begin", 3), ("", 1)])
    func aTitleTakesALineAWord(title: String, lines: Int) {
        #expect(BloomTypeRules.wholeWordLines(title) == lines)
    }
}
