import Testing
@testable import Bloom

/// PRD 2.1: stage from percent of goal. Boundaries are checked one step either side.
struct StageRuleTests {
    @Test(arguments: [
        (0, 10_000, PlantStage.seed),
        (999, 10_000, .seed),          // 9.99% is still the seed
        (1_000, 10_000, .sprout),      // 10%
        (2_499, 10_000, .sprout),
        (2_500, 10_000, .seedling),    // 25%
        (3_999, 10_000, .seedling),
        (4_000, 10_000, .vegetative),  // 40%
        (4_250, 10_000, .vegetative),  // the PRD's example
        (5_999, 10_000, .vegetative),
        (6_000, 10_000, .bud),         // 60%
        (7_999, 10_000, .bud),
        (8_000, 10_000, .prebloom),    // 80%
        (9_999, 10_000, .prebloom),
        (10_000, 10_000, .bloom),      // 100%
        (25_000, 10_000, .bloom),      // 100%+
        (9_999_999, 1, .bloom),
        (1, 3, .seedling),             // 33.3%
        (2, 3, .bud),                  // 66.7%
        (99, 1_000, .seed),            // 9.9%
        (100, 1_000, .sprout),
    ])
    func stage(steps: Int, goal: Int, expected: PlantStage) {
        #expect(PlantStage.forSteps(steps, goal: goal) == expected)
    }

    @Test func assetNamesAreThePRDs() {
        #expect(PlantStage.allCases.map(\.asset) == [
            "plant_00_seed", "plant_01_sprout", "plant_02_seedling", "plant_03_vegetative",
            "plant_04_bud", "plant_05_prebloom", "plant_06_bloom",
        ])
    }

    @Test func everyPercentMapsToTheDocumentsRange() {
        // Walk every whole percent 0...120 of a 10,000 goal against the PRD's table as written.
        for percent in 0...120 {
            let expected: PlantStage = switch percent {
            case 0...9: .seed
            case 10...24: .sprout
            case 25...39: .seedling
            case 40...59: .vegetative
            case 60...79: .bud
            case 80...99: .prebloom
            default: .bloom
            }
            #expect(PlantStage.forSteps(percent * 100, goal: 10_000) == expected, "at \(percent)%")
        }
    }
}
