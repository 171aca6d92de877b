import Foundation
import Terrarium

/// MeditateView's phase-based session (seed/003, "Session Structure"): eight phases, 300 s.
enum MeditationPlan {
    struct Phase: Equatable, Sendable {
        var number: Int
        var name: String
        var seconds: Int
        /// The instruction as the document words it.
        var instruction: String
    }

    static let phases = [
        Phase(number: 1, name: "Setup", seconds: 10, instruction: "Find comfortable position, close eyes"),
        Phase(number: 2, name: "Environmental Awareness", seconds: 45, instruction: "Listen to sounds around you"),
        Phase(number: 3, name: "Transition", seconds: 15, instruction: "Shift attention to space behind eyelids"),
        Phase(number: 4, name: "Core Practice", seconds: 75, instruction: "Rest attention here gently"),
        Phase(number: 5, name: "Guidance", seconds: 75, instruction: "When thoughts arise, acknowledge and return"),
        Phase(number: 6, name: "Continuation", seconds: 60, instruction: "Rest attention here gently"),
        Phase(number: 7, name: "Preparation", seconds: 10, instruction: "Session ending soon"),
        Phase(number: 8, name: "Completion", seconds: 10, instruction: "Bring awareness back, open eyes"),
    ]
    static let total = phases.reduce(0) { $0 + $1.seconds }

    /// The session at `t` seconds from its start.
    struct Moment: Equatable, Sendable {
        var phase: Phase
        /// Whole seconds left in the session, as the countdown shows them (rounded up).
        var remaining: Int
        /// Whole seconds left in the phase (rounded up).
        var phaseRemaining: Int
        var finished: Bool
    }

    /// Phase n runs from the sum of the earlier phases' lengths, inclusive, to its own end,
    /// exclusive; from 300 s the session is over and the last phase stays on screen.
    static func moment(at t: Double) -> Moment {
        let time = max(0, t)
        var start = 0
        for phase in phases {
            let end = start + phase.seconds
            if time < Double(end) {
                return Moment(phase: phase, remaining: Int((Double(total) - time).rounded(.up)),
                              phaseRemaining: Int((Double(end) - time).rounded(.up)), finished: false)
            }
            start = end
        }
        return Moment(phase: phases[phases.count - 1], remaining: 0, phaseRemaining: 0, finished: true)
    }

    /// A countdown as the timer shows it, MM:SS.
    static func clock(_ seconds: Int) -> String { countdownText(seconds) }
}
