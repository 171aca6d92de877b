import Foundation
import Terrarium
import Testing
@testable import Forest

/// The Live Activity's words and progress against the session's numbers (seed/002: 25:00,
/// five stages), at the session's edges: its first second, a stage boundary, the last
/// second, the timer's zero, a pause and an early end.
struct ForestLiveActivityTests {
    typealias Session = ForestState.Session

    @Test(arguments: [
        // status, stage, remaining, focus -> clock, label, compact, inline, progress
        (SessionStatus.running, 1, 1500, 0.0, "25:00", "left", "25:00", "25:00 left · Focus", 0.0),
        (.running, 2, 1200, 300.0, "20:00", "left", "20:00", "20:00 left · Focus", 0.2),
        (.running, 3, 780, 720.0, "13:00", "left", "13:00", "13:00 left · Focus", 0.48),
        (.running, 5, 1, 1499.0, "00:01", "left", "00:01", "00:01 left · Focus", 1499.0 / 1500),
        (.paused, 3, 700, 800.0, "11:40", "left", "11:40", "Paused · 11:40 left", 800.0 / 1500),
        (.completed, 5, 0, 1500.0, "25:00", "focused", "Grown", "Tree grown · Focus", 1.0),
        (.abandoned, 3, 840, 660.0, "11:00", "focused", "Ended", "Tree withered · Focus", 0.44),
    ] as [(SessionStatus, Int, Int, Double, String, String, String, String, Double)])
    func words(status: SessionStatus, stage: Int, remaining: Int, focus: Double, clock: String, label: String,
               compact: String, inline: String, progress: Double) {
        let session = Session(status: status, stage: stage, remaining: remaining, focus: focus)
        #expect(ForestActivityRules.clock(session).value == clock)
        #expect(ForestActivityRules.clock(session).label == label)
        #expect(ForestActivityRules.compact(session) == compact)
        #expect(ForestActivityRules.inline(session) == inline)
        #expect(abs(ForestActivityRules.progress(session) - progress) < 1e-9)
    }

    @Test(arguments: [
        (SessionStatus.running, 3, "Growing · stage 3 of 5", "Focus · stage 3 of 5"),
        (.paused, 3, "Paused · stage 3 of 5", "Paused · stage 3 of 5"),
        (.completed, 5, "Grown · in your forest", "Focus · tree grown"),
        (.abandoned, 3, "Withered · ended early", "Focus · tree withered"),
    ])
    func status(status: SessionStatus, stage: Int, line: String, title: String) {
        let session = Session(status: status, stage: stage, remaining: 0, focus: 0)
        #expect(ForestActivityRules.status(session) == line)
        #expect(ForestActivityRules.rectangularTitle(session) == title)
    }

    /// A Live Activity needs a session: without one, the error names the field.
    @Test func noSessionIsAnErrorNamingTheField() throws {
        let input = #"{"now": "2026-11-22T10:30:00-08:00", "timeZone": "America/Los_Angeles", "sessions": []}"#
        let job = RenderRequest(plugin: "forest", scene: "live-activity", input: .json(Data(input.utf8)), family: "island-compact",
                            scale: 1)
        do {
            _ = try Renderer(registry: PluginRegistry([ForestPlugin()])).render(job)
            Issue.record("rendered a Live Activity with no session")
        } catch {
            #expect("\(error)".contains("session"), "\(error)")
        }
    }

    /// Every family draws each example's session; the island's and the platter's heights are
    /// what the content needs, within the HIG's 84-160 pt.
    @Test(arguments: ["activity-lock-screen", "island-compact", "island-minimal", "island-expanded",
                      "accessory-circular", "accessory-rectangular", "accessory-inline"])
    func everyFamilyRenders(family: String) throws {
        for example in ["growing", "stage-1-start", "last-second", "timer-zero", "paused", "withered"] {
            let job = RenderRequest(plugin: "forest", scene: "live-activity", input: .example(example), family: family, scale: 1)
            let result = try Renderer(registry: PluginRegistry([ForestPlugin()])).render(job)
            if family == "activity-lock-screen" || family == "island-expanded" {
                #expect((84...160).contains(result.canvas.size.height), "\(example) \(family): \(result.canvas.size)")
            }
        }
    }
}
