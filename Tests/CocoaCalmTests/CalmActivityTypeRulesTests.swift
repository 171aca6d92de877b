import Testing
import Terrarium
@testable import CocoaCalm

/// What the meditation's Live Activity shows at the reader's text size
/// (`CalmActivityTypeRules`): the phase, the countdown and the eight phases' bar stay (seed
/// 003's session structure); what decorates or repeats goes; the fixed-size islands keep
/// their one form.
struct CalmActivityTypeRulesTests {
    typealias Part = CalmActivityTypeRules.Part

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge])
    func belowTheAccessibilitySizesEveryPresentationKeepsItsForm(size: TypeSize) {
        for family in WidgetFamily.liveActivity { #expect(CalmActivityTypeRules.parts(family, typeSize: size) == nil) }
    }

    @Test(arguments: [
        (WidgetFamily.activityLockScreen, [Part.title, .timer, .phases] as [Part]?),
        (.islandExpanded, [.badge, .timer, .title, .phases]),
        (.islandCompact, nil), (.islandMinimal, nil),
    ])
    func thePhaseTheCountdownAndTheBarStay(family: WidgetFamily, parts: [Part]?) {
        for size in [TypeSize.xxLarge, .xxxLarge, .accessibility1, .accessibility3, .accessibility5] {
            let shown = CalmActivityTypeRules.parts(family, typeSize: size)
            #expect(shown == parts)
            if let shown {
                #expect([Part.title, .timer, .phases].allSatisfy(shown.contains))
                #expect(!shown.contains(.instruction) && !shown.contains(.phaseLine) && !shown.contains(.remainingWord))
            }
        }
    }

    /// The name may shrink to the engine's floor at those sizes (xxxLarge over AX5: 23/53)
    /// and no further: a smaller factor would not be used.
    @Test func theTitleShrinksNoFurtherThanTheEnginesFloor() {
        let floor = TypeSize.xxxLarge.scale / TypeSize.accessibility5.scale
        #expect(CalmActivityTypeRules.titleShrink <= floor)
        #expect(CalmActivityTypeRules.titleShrink > floor - 0.05)
    }
}
