import Foundation
import Terrarium
import Testing
@testable import Rituals

/// Today's and the day sheet's height before layout: at least a 32-pt row a habit listed, over
/// the grid's columns. What the engine refuses, before any text is measured, when it cannot fit.
struct RitualsImageLimitTests {
    /// `count` rituals of `habits` habits each, due at `time`.
    static func rules(_ count: Int, habits: Int, time: String = "anytime") throws -> RitualsRules {
        try Fixture.rules((0..<count).map { r in
            Fixture.ritual("r\(r)", time: time, habits: (0..<habits).map { Fixture.H(id: "h\(r)-\($0)") })
        })
    }

    @Test(arguments: [
        // scene, rituals, habits, width, type size, lower bound in points
        (RitualsScene.today, 30, 20, 430.0, TypeSize.large, 19_200.0),   // 600 rows, one column
        (.today, 30, 20, 1024.0, .large, 9_600.0),                       // two columns on a wide screen
        (.today, 30, 20, 1024.0, .accessibility3, 19_200.0),             // one column at the accessibility sizes
        (.day, 30, 20, 430.0, .large, 19_200.0),
        (.today, 1, 3, 430.0, .large, 96.0),
        (.day, 2, 0, 430.0, .large, 0.0),                                // rituals without habits list none
    ] as [(RitualsScene, Int, Int, Double, TypeSize, Double)])
    func theLowerBoundCountsEachListedHabitsRow(scene: RitualsScene, rituals: Int, habits: Int, width: Double,
                                                 typeSize: TypeSize, height: Double) throws {
        let rules = try Self.rules(rituals, habits: habits)
        #expect(RitualsPlugin.minimumHeight(scene, rules: rules, width: width, typeSize: typeSize) == height)
    }

    @Test func onlyTheRitualsTodayShowsAreCounted() throws {
        // The filter is the time of day (3 pm: afternoon); morning rituals are not on screen.
        let rules = try Self.rules(30, habits: 20, time: "morning")
        #expect(RitualsPlugin.minimumHeight(.today, rules: rules, width: 430, typeSize: .large) == nil)
    }

    @Test(arguments: [RitualsScene.widget, .history, .insights, .detail])
    func scenesBoundedByTheInputsLimitsHaveNoBound(scene: RitualsScene) throws {
        #expect(RitualsPlugin.minimumHeight(scene, rules: try Self.rules(30, habits: 20), width: 430, typeSize: .large) == nil)
    }
}
