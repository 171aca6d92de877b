import Testing
import Terrarium
@testable import Forest

/// What the session's Live Activity shows at the reader's text size (`ForestActivityTypeRules`):
/// the countdown, the status and the bar stay (seed 002: the countdown and the tree's stages);
/// what repeats or decorates goes; the fixed-size presentations keep their one form.
struct ForestActivityTypeRulesTests {
    typealias Part = ForestActivityTypeRules.Part
    static let families = WidgetFamily.liveActivity + WidgetFamily.accessories

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge])
    func belowTheAccessibilitySizesEveryPresentationKeepsItsForm(size: TypeSize) {
        for family in Self.families { #expect(ForestActivityTypeRules.parts(family, typeSize: size) == nil) }
    }

    @Test(arguments: [
        (WidgetFamily.activityLockScreen, [Part.title, .clock, .status, .bar] as [Part]?),
        (.islandExpanded, [.tree, .clock, .status, .bar]),
        (.islandCompact, nil), (.islandMinimal, nil),
        (.accessoryCircular, nil), (.accessoryRectangular, nil), (.accessoryInline, nil),
    ])
    func theCountdownTheStatusAndTheBarStay(family: WidgetFamily, parts: [Part]?) {
        for size in [TypeSize.xxLarge, .xxxLarge, .accessibility1, .accessibility5] {
            let shown = ForestActivityTypeRules.parts(family, typeSize: size)
            #expect(shown == parts)
            if let shown {
                #expect([Part.clock, .status, .bar].allSatisfy(shown.contains))
                #expect(!shown.contains(.clockLabel))
            }
        }
    }

    /// An ended session's time is the time focused: the platter titles it so; the island,
    /// without room for the word, gives up the clock and keeps the tree, the status and the
    /// bar. A running or paused one counts down beside "Focus".
    @Test func anEndedSessionsClockIsNeverReadAsTimeLeft() {
        #expect(ForestActivityTypeRules.parts(.activityLockScreen, typeSize: .accessibility3, ended: true) == [.title, .clock, .status, .bar])
        #expect(ForestActivityTypeRules.parts(.islandExpanded, typeSize: .accessibility3, ended: true) == [.tree, .status, .bar])
        #expect(ForestActivityTypeRules.parts(.islandExpanded, typeSize: .large, ended: true) == nil)
    }

    /// The title over the clock, by the session's status: an abandoned session is not headed
    /// "Focused" (issue 35: it read as a success above "Withered · ended early").
    @Test(arguments: [(SessionStatus.running, "Focus"), (.paused, "Focus"), (.completed, "Focused"), (.abandoned, "Stopped")])
    func theTitleSaysHowTheSessionEnded(status: SessionStatus, title: String) {
        #expect(ForestActivityTypeRules.title(status) == title)
    }
}
