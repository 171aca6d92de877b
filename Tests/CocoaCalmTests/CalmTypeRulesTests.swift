import Terrarium
import Testing
@testable import CocoaCalm

/// How Cocoa Calm's screens change at the accessibility text sizes, and that they do not below.
struct CalmTypeRulesTests {
    @Test(arguments: [
        // text, regular lines, accessible, wraps, expected
        ("Welcome, Alex", 1 as Int?, false, true, 1 as Int?),
        ("Welcome, Alex", 1, true, true, 2),
        ("Choose Relief Method", 2, true, true, 3),
        ("Start with a 7-day free trial", 2, false, true, 2),
        ("Start with a 7-day free trial", 2, true, true, 6),
        // A text already allowed more lines than it has words keeps its limit.
        ("Rest attention here gently", 5, true, true, 5),
        // No limit stays no limit.
        ("Anything at all", nil, true, true, nil),
        // A clock or a price stays on its lines at every size.
        ("0:45 / 5:00", 1, true, false, 1),
        ("", 1, true, true, 1),
    ])
    func lineLimit(text: String, lines: Int?, accessible: Bool, wraps: Bool, expected: Int?) {
        #expect(CalmTypeRules.lineLimit(text, lines: lines, accessible: accessible, wraps: wraps) == expected)
    }

    @Test(arguments: [(1.0, false, 1.0), (0.7, false, 0.7), (1.0, true, 0.75), (0.9, true, 0.75), (0.7, true, 0.7)])
    func minimumScale(shrink: Double, accessible: Bool, expected: Double) {
        #expect(CalmTypeRules.minimumScale(shrink, accessible: accessible) == expected)
    }

    @Test(arguments: [
        (0.665, [1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.665]),
        (0.7, [1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7]),
        (1.0, [1.0]),
        (0.01, (3...20).reversed().map { Double($0) / 20 } + [0.1]),
    ])
    func accessibleScales(floor: Double, expected: [Double]) {
        #expect(CalmTypeRules.accessibleScales(down: floor) == expected)
    }

    /// Home's quick actions and the paywall's plans: side by side up to xxxLarge, as before;
    /// a column at AX1 to AX5.
    @Test func rowsTurnIntoColumnsAtTheAccessibilitySizesOnly() {
        #expect(TypeSize.allCases.filter { CalmTypeRules.arrangement($0) == .row }
            == [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge])
        #expect(TypeSize.allCases.filter { CalmTypeRules.arrangement($0) == .column }
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }

    /// Every scene takes xSmall to AX5: the screens, the widget (`CalmWidgetTypeRules`) and
    /// the Live Activity (`CalmActivityTypeRules`).
    @Test func everySceneTakesEverySizeUpToAX5() throws {
        let names = Set(CocoaCalmPlugin().scenes.map(\.name))
        #expect(names.isSuperset(of: ["home", "breathe", "meditate", "hot-chocolate", "audio", "sos", "onboarding", "paywall",
                                      "widget", "live-activity"]))
        for spec in CocoaCalmPlugin().scenes {
            #expect(spec.typeSizes == TypeSize.xSmall ... TypeSize.accessibility5, "\(spec.name)")
        }
    }
}
