import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// The meditation's Live Activity and the quick-breath accessories against seed/003's numbers:
/// the eight phases over 300 s, the quick reset's ~30 s.
struct CalmLiveActivityTests {
    @Test(arguments: [
        // t -> phase line, title, compact word, progress
        (0.0, "Phase 1 of 8", "Setup", "05:00", 0.0),
        (70.0, "Phase 4 of 8", "Core Practice", "03:50", 70.0 / 300),
        (69.5, "Phase 3 of 8", "Transition", "03:51", 69.0 / 300),  // the countdown rounds up
        (299.0, "Phase 8 of 8", "Completion", "00:01", 299.0 / 300),
        (300.0, "Phase 8 of 8", "Complete", "Done", 1.0),
        (900.0, "Phase 8 of 8", "Complete", "Done", 1.0),
    ] as [(Double, String, String, String, Double)])
    func meditation(t: Double, phase: String, title: String, compact: String, progress: Double) {
        let moment = MeditationPlan.moment(at: t)
        #expect(CalmActivityRules.phaseLine(moment) == phase)
        #expect(CalmActivityRules.title(moment) == title)
        #expect(CalmActivityRules.compact(moment) == compact)
        #expect(abs(CalmActivityRules.progress(moment) - progress) < 1e-9)
    }

    @Test func theEndKeepsTheLastInstruction() {
        #expect(CalmActivityRules.instruction(MeditationPlan.moment(at: 300)) == "Session complete")
        #expect(CalmActivityRules.instruction(MeditationPlan.moment(at: 299)) == "Bring awareness back, open eyes")
        #expect(CalmActivityRules.instruction(MeditationPlan.moment(at: 70)) == "Rest attention here gently")
    }

    /// "Repeat for ~30 seconds total": 14 repetitions, 30.17 s, said as 30 s.
    @Test func quickBreathWords() {
        #expect(CalmActivityRules.breathSeconds == 30)
        #expect(CalmActivityRules.breathDetail == "3 in, 3 out · 30 s")
        #expect(CalmActivityRules.breathInline == "Quick breath · 30 s")
    }

    @Test(arguments: ["activity-lock-screen", "island-compact", "island-minimal", "island-expanded"])
    func everyPresentationRenders(family: String) throws {
        for example in ["morning", "meditate-phase-4", "meditate-last-second", "meditate-done"] {
            let job = RenderRequest(plugin: "cocoa-calm", scene: "live-activity", input: .example(example), family: family, scale: 1)
            let result = try Renderer(registry: PluginRegistry([CocoaCalmPlugin()])).render(job)
            if family == "activity-lock-screen" || family == "island-expanded" {
                #expect((84...160).contains(result.canvas.size.height), "\(example) \(family): \(result.canvas.size)")
            }
        }
    }
}
