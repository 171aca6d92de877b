import Testing
import Terrarium
@testable import Rooted

/// What Rooted's widget keeps at the accessibility sizes, checked against seed 004: the
/// garden's health (average hydration across all plants) and who needs water (its reminder,
/// "3 plants need watering today") stay in every form; the label, the bar, the picture, the
/// thirsty names and iPad's friends are the ones given up.
@Suite struct RootedWidgetTypeRulesTests {
    typealias Part = RootedWidgetTypeRules.Part
    static let families: [WidgetFamily] = [.small, .medium, .large, .extraLarge]

    /// Up to xLarge every family keeps its one form.
    @Test(arguments: [TypeSize.xSmall, .small, .medium, .large, .xLarge])
    func belowTheAccessibilitySizesNoFamilyChanges(size: TypeSize) {
        let rules = RootedWidgetTypeRules(typeSize: size)
        #expect(!rules.isAccessibilityLayout)
        for family in Self.families { #expect(rules.forms(family) == nil, "\(family)") }
    }

    /// Each family's forms, richest first, at every size from xxLarge.
    @Test(arguments: [TypeSize.xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    func theFormsRichestFirst(size: TypeSize) {
        let rules = RootedWidgetTypeRules(typeSize: size)
        #expect(rules.isAccessibilityLayout)
        #expect(rules.forms(.small) == [[.health, .thirstyCount, .greenhouse], [.health, .thirstyCount]])
        #expect(rules.forms(.medium) == [[.health, .bar, .thirstyCount, .greenhouse], [.health, .thirstyCount, .greenhouse],
                                         [.health, .thirstyCount]])
        #expect(rules.forms(.large) == [[.health, .bar, .thirstyNames, .greenhouse], [.health, .bar, .thirstyCount, .greenhouse],
                                        [.health, .thirstyCount, .greenhouse], [.health, .thirstyCount]])
        #expect(rules.forms(.extraLarge) == [[.health, .bar, .thirstyCount, .friends, .greenhouse],
                                             [.health, .thirstyCount, .friends, .greenhouse], [.health, .thirstyCount, .friends]])
    }

    /// The seed's priorities: every form keeps the garden's health and who needs water; each
    /// form gives up something of the one before and adds nothing; the last of each family is
    /// words alone, the picture given up.
    @Test func everyFormKeepsHealthAndWhoNeedsWater() throws {
        let rules = RootedWidgetTypeRules(typeSize: .accessibility5)
        for family in Self.families {
            let forms = try #require(rules.forms(family))
            for form in forms {
                #expect(form.contains(.health), "\(family) \(form)")
                #expect(form.contains(.thirstyCount) || form.contains(.thirstyNames), "\(family) \(form)")
            }
            for (richer, poorer) in zip(forms, forms.dropFirst()) {
                #expect(poorer.allSatisfy { richer.contains($0) || ($0 == .thirstyCount && richer.contains(.thirstyNames)) })
                #expect(poorer.count <= richer.count && poorer != richer, "\(family)")
            }
            #expect(forms.last?.contains(.greenhouse) == false, "\(family)")
        }
    }

    /// The lock screen's, the watch's and Live Activities' families are not the widget's.
    @Test func otherFamiliesHaveNoForms() {
        let rules = RootedWidgetTypeRules(typeSize: .accessibility5)
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner] {
            #expect(rules.forms(family) == nil)
        }
    }

    @Test(arguments: [
        (0, 0, "No friends yet"),
        (0, 4, "All watered"),
        (1, 4, "1 needs water"),
        (3, 5, "3 need water"),
        (20, 20, "20 need water"),
    ])
    func whoNeedsWaterCounted(thirsty: Int, plants: Int, expected: String) {
        #expect(RootedWidgetTypeRules.thirstyCount(thirsty: thirsty, plants: plants) == expected)
    }
}
