import Testing
import Terrarium
@testable import Rituals

/// What Rituals' widget shows at the reader's text size (`RitualsWidgetTypeRules`), checked
/// against seed 001, 3.6: today's completion rate (FR-WIDGET-02: the ring and its percentage)
/// and the current streak (FR-WIDGET-03) come first; the next habits (-04), the time of day
/// (-05), the next ritual (-06) and iPad's week are the secondary pieces a fixed box gives up
/// at the accessibility sizes.
struct RitualsWidgetTypeRulesTests {
    typealias Part = RitualsWidgetTypeRules.Part
    static let homeScreen: [WidgetFamily] = [.small, .medium, .large, .extraLarge]
    static let lockScreenAndWatch: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge])
    func belowTheAccessibilitySizesEveryFamilyKeepsItsOneForm(size: TypeSize) {
        let rules = RitualsWidgetTypeRules(typeSize: size)
        for family in Self.homeScreen + Self.lockScreenAndWatch {
            #expect(rules.forms(family) == nil, "\(family)")
            #expect(rules.drawnTypeSize(family) == size, "\(family)")
        }
    }

    @Test(arguments: [
        // Family, its forms at an accessibility size, richest first.
        (WidgetFamily.small, [[Part.ring, .streak], [.ring, .streakDays]]),
        (.medium, [[.ring, .streak, .done], [.ring, .streak], [.ring, .streakDays]]),
        (.large, [[.ring, .streak, .done, .timeOfDay], [.ring, .streak, .done], [.ring, .streak], [.ring, .streakDays]]),
        (.extraLarge, [[.ring, .streak, .done, .timeOfDay], [.ring, .streak, .done], [.ring, .streak], [.ring, .streakDays]]),
    ])
    func theHomeScreensFormsAtAX5(family: WidgetFamily, forms: [[Part]]) {
        #expect(RitualsWidgetTypeRules(typeSize: .accessibility5).forms(family) == forms)
        #expect(RitualsWidgetTypeRules(typeSize: .accessibility1).forms(family) == forms)
        #expect(RitualsWidgetTypeRules(typeSize: .xxLarge).forms(family) == forms)
    }

    @Test(arguments: [TypeSize.accessibility1, .accessibility3, .accessibility5])
    func everyFormKeepsTheRingAndTheStreak(size: TypeSize) throws {
        for family in Self.homeScreen {
            let forms = try #require(RitualsWidgetTypeRules(typeSize: size).forms(family))
            for form in forms {
                #expect(form.first == .ring, "\(family)")
                #expect(form.contains(.streak) || form.contains(.streakDays), "\(family)")
            }
            // The time of day, the one secondary piece left, goes before "4 of 11 done".
            let withTime = forms.firstIndex { $0.contains(.timeOfDay) }, withDone = forms.lastIndex { $0.contains(.done) }
            if let withTime, let withDone { #expect(withTime < withDone) }
            // The barest form keeps the ring and the streak's short form alone.
            #expect(forms.last == [.ring, .streakDays])
        }
    }

    @Test(arguments: [TypeSize.accessibility1, .accessibility5])
    func theLockScreenAndTheWatchStopAtXXXLarge(size: TypeSize) {
        let rules = RitualsWidgetTypeRules(typeSize: size)
        for family in Self.lockScreenAndWatch {
            #expect(rules.forms(family) == nil, "\(family)")
            #expect(rules.drawnTypeSize(family) == .xxxLarge, "\(family)")
            // Below it, the reader's own size: never larger than asked.
            #expect(RitualsWidgetTypeRules(typeSize: .xxLarge).drawnTypeSize(family) == .xxLarge, "\(family)")
        }
        for family in Self.homeScreen { #expect(rules.drawnTypeSize(family) == size) }
    }

    @Test(arguments: [(TypeSize.xSmall, false), (.large, false), (.xLarge, true), (.xxLarge, true), (.xxxLarge, true),
                      (.accessibility5, true)])
    func thePromptMayGiveUpItsHintFromXLarge(size: TypeSize, drops: Bool) {
        #expect(RitualsWidgetTypeRules(typeSize: size).promptMayDropHint == drops)
    }
}
