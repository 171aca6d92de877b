import Testing
import Terrarium
@testable import Forest

/// What the stats widget shows at the reader's text size (`ForestStatsTypeRules`), checked
/// against seed 002 (FR-010: total trees, total focus time, today's count, daily streak): the
/// total of trees stays to the last, focus time goes first, and up to xLarge the card keeps
/// its one form.
struct ForestStatsTypeRulesTests {
    typealias Stat = ForestStatsTypeRules.Stat

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge])
    func upToXLargeTheCardKeepsItsForm(size: TypeSize) {
        for family in [WidgetFamily.small, .medium, .large] {
            #expect(ForestStatsTypeRules(typeSize: size).stats(family) == nil)
        }
    }

    @Test(arguments: [
        (WidgetFamily.small, [[Stat.trees, .today], [.trees]]),
        (.medium, [[.trees, .today, .streak], [.trees, .today], [.trees]]),
        (.large, [[.trees, .focus, .today, .streak], [.trees, .today], [.trees]]),
    ])
    func theTotalOfTreesStaysToTheLast(family: WidgetFamily, forms: [[Stat]]) throws {
        let rules = ForestStatsTypeRules(typeSize: .accessibility5)
        #expect(rules.stats(family) == forms)
        #expect(ForestStatsTypeRules(typeSize: .xxLarge).stats(family) == forms)
        #expect(try #require(rules.stats(family)?.last) == [.trees])
        // Every form keeps the seed's order, and each is a richer one's prefix or subset.
        for form in forms { #expect(form == form.sorted { $0.rawValue < $1.rawValue }) }
    }

    @Test func focusTimeGoesBeforeTodayAndTheStreak() throws {
        for family in [WidgetFamily.small, .medium, .large] {
            for form in try #require(ForestStatsTypeRules(typeSize: .accessibility1).stats(family)) where form.contains(.focus) {
                #expect(form.contains(.today) && form.contains(.streak))
            }
        }
    }

    @Test(arguments: [(0, ["0"]), (2_400, ["2,400"]), (9_999, ["9,999"]), (10_000, ["10,000", "10K"]),
                      (12_345, ["12,345", "12.3K"]), (123_456, ["123,456", "123K"])])
    func aCountTooLongForItsCardCompactsDown(value: Int, forms: [String]) {
        #expect(ForestStatsTypeRules.countForms(value) == forms)
    }
}
