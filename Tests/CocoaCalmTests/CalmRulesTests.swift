import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// The breathing pattern and the meditation phases against seed/003's tables.
struct CalmRulesTests {
    @Test(arguments: [
        // t, step, instruction, scale, rep: the document's keyframes, each at its start
        (0.0, 1, "Inhale", 1.0, 1),
        (0.165, 2, "Inhale", 1.2, 1),
        (0.33, 3, "Inhale", 1.35, 1),
        (0.495, 4, "Hold", 1.5, 1),
        (1.0, 4, "Hold", 1.5, 1),
        (1.495, 5, "Exhale", 1.5, 1),
        (1.715, 6, "Exhale", 1.3, 1),
        (1.935, 7, "Exhale", 1.15, 1),
        (2.155, 1, "Inhale", 1.0, 2),
        (0.0825, 1, "Inhale", 1.1, 1),  // halfway through 0.165 s: ease-in-out is symmetric
        (2.155 + 0.0825, 1, "Inhale", 1.1, 2),
        (28.015, 1, "Inhale", 1.0, 14),
        (30.17, 7, "Well done", 1.0, 14),  // 14 x 2.155 s: over
        (600, 7, "Well done", 1.0, 14),
    ] as [(Double, Int, String, Double, Int)])
    func breathing(t: Double, step: Int, instruction: String, scale: Double, rep: Int) {
        let moment = BreathingPattern.moment(at: t)
        #expect(moment.step == step)
        #expect(moment.instruction == instruction)
        #expect(abs(moment.scale - scale) < 1e-9)
        #expect(moment.rep == rep)
        #expect(moment.finished == (instruction == "Well done"))
    }

    @Test func aRepetitionIs2155MillisecondsAndFourteenMakeAbout30Seconds() {
        #expect(abs(BreathingPattern.cycle - 2.155) < 1e-12)
        #expect(BreathingPattern.repetitions == 14)
        #expect(abs(BreathingPattern.total - 30.17) < 1e-9)
    }

    @Test func theCircleMovesSmoothlyAndStaysBetween1And1Point5() {
        var previous = BreathingPattern.moment(at: 0).scale
        for i in 1...4_310 {  // two repetitions in 1 ms steps
            let scale = BreathingPattern.moment(at: Double(i) / 1000).scale
            #expect(scale >= 1 && scale <= 1.5)
            #expect(abs(scale - previous) < 0.02)  // no jumps: each keyframe starts where the last ended
            previous = scale
        }
    }

    @Test(arguments: [(0.0, 0.0), (1, 1), (0.5, 0.5), (0.25, 0.1291), (0.75, 0.8709)])
    func easeInOutIsCSSCubicBezier(x: Double, y: Double) {
        #expect(abs(Easing.easeInOut(x) - y) < 0.0005)
    }

    @Test(arguments: [
        // t, phase, remaining, phase remaining: phases of 10, 45, 15, 75, 75, 60, 10, 10 s
        (0.0, 1, 300, 10), (9.99, 1, 291, 1), (10, 2, 290, 45), (54, 2, 246, 1), (55, 3, 245, 15), (70, 4, 230, 75),
        (145, 5, 155, 75), (220, 6, 80, 60), (279.5, 6, 21, 1), (280, 7, 20, 10), (290, 8, 10, 10), (299, 8, 1, 1),
    ] as [(Double, Int, Int, Int)])
    func meditation(t: Double, phase: Int, remaining: Int, phaseRemaining: Int) {
        let moment = MeditationPlan.moment(at: t)
        #expect(moment.phase.number == phase)
        #expect(moment.remaining == remaining)
        #expect(moment.phaseRemaining == phaseRemaining)
        #expect(!moment.finished)
    }

    @Test func meditationEndsAt300Seconds() {
        #expect(MeditationPlan.total == 300)
        #expect(MeditationPlan.phases.map(\.seconds) == [10, 45, 15, 75, 75, 60, 10, 10])
        let end = MeditationPlan.moment(at: 300)
        #expect(end.finished && end.remaining == 0 && end.phase.number == 8)
        #expect(MeditationPlan.moment(at: 4).phase.instruction == "Find comfortable position, close eyes")
        #expect(MeditationPlan.moment(at: 291).phase.instruction == "Bring awareness back, open eyes")
    }

    @Test(arguments: [(300, "05:00"), (59, "00:59"), (0, "00:00"), (61, "01:01")])
    func clock(seconds: Int, text: String) {
        #expect(MeditationPlan.clock(seconds) == text)
    }

    @Test func theQuoteChangesDailyInTurnAndIsTheSameAllDay() {
        let epoch = LocalDate(year: 1970, month: 1, day: 1)
        #expect(DailyQuote.of(epoch) == DailyQuote.all[0])
        let day = LocalDate(year: 2026, month: 11, day: 22)
        let index = day.daysSinceEpoch % DailyQuote.all.count
        #expect(DailyQuote.of(day) == DailyQuote.all[index])
        #expect(DailyQuote.of(day.adding(days: 1)) == DailyQuote.all[(index + 1) % DailyQuote.all.count])
        #expect(DailyQuote.of(day.adding(days: DailyQuote.all.count)) == DailyQuote.of(day))
        #expect(DailyQuote.of(LocalDate(year: 1969, month: 12, day: 31)) == DailyQuote.all[DailyQuote.all.count - 1])
    }

    @Test(arguments: [(4, "Good morning"), (5, "Good morning"), (11, "Good morning"), (12, "Good afternoon"),
                      (16, "Good afternoon"), (17, "Good evening"), (23, "Good evening")])
    func greeting(hour: Int, opening: String) {
        let expected = hour < 5 ? "Good evening" : opening
        #expect(HomeScreen.greeting(hour: hour).hasPrefix(expected))
    }

    @Test func recipeHasFiveStepsAndTheDocumentsExampleFirst() {
        #expect(RecipeStep.all.count == 5)
        #expect(RecipeStep.all[0] == RecipeStep(instruction: "Pour half cup of almond milk into mug",
                                                prompt: "Notice the sound as it pours, the color and texture"))
    }
}
