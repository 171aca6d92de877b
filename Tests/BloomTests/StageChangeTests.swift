import Foundation
import Testing
@testable import Bloom
import Terrarium

/// Seed 000, 2.2: stage changes animate with `.spring(response: 0.6, dampingFraction: 0.7)` and
/// an opacity transition, never a hard cut.
struct StageChangeTests {
    @Test func theIncomingStageFadesInOnTheSpring() {
        #expect(StageChange.opacity(at: 0) == 0)
        #expect(abs(StageChange.opacity(at: 0.1) - Spring.bloomStageChange.value(at: 0.1)) < 1e-12)
        #expect(StageChange.opacity(at: 0.2) > 0.4 && StageChange.opacity(at: 0.2) < 1, "partway: both stages show")
        #expect(StageChange.opacity(at: 0.42) == 1, "the spring's overshoot is held at full opacity")
        #expect(StageChange.opacity(at: 1) == 1, "the last frame is the still")
        #expect(StageChange.animation == AnimationSpec(duration: 1, framesPerSecond: 30, keyframes: [0, 0.15, 0.4], transition: true))
    }

    @Test(arguments: [(PlantStage.seed, nil), (.sprout, "plant_00_seed"), (.vegetative, "plant_02_seedling"), (.bloom, "plant_05_prebloom")]
          as [(PlantStage, String?)])
    func theStageBeforeIsWhatFadesOut(stage: PlantStage, previous: String?) throws {
        let goal = 10_000
        let steps = PlantStage.thresholds.first { $0.stage == stage }.map { goal * $0.percent / 100 } ?? 0
        let input = try BloomInput(json: ["steps": .integer(steps), "goal": .integer(goal), "now": "2026-11-25T10:00:00-05:00"])
        let display = BloomDisplay(input)
        #expect(display.stage == stage)
        #expect(StageChange.previousAsset(display) == previous)
    }
}
