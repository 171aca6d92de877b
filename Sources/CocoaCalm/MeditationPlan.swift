import Foundation
import Terrarium

/// MeditateView's phase-based session (seed/003, "Session Structure"): eight phases, 300 s.
public enum MeditationPlan {
    public struct Phase: Equatable, Sendable {
        public var number: Int
        public var name: String
        public var seconds: Int
        /// The instruction as the document words it.
        public var instruction: String
    }

    public static let phases = [
        Phase(number: 1, name: "Setup", seconds: 10, instruction: "Find comfortable position, close eyes"),
        Phase(number: 2, name: "Environmental Awareness", seconds: 45, instruction: "Listen to sounds around you"),
        Phase(number: 3, name: "Transition", seconds: 15, instruction: "Shift attention to space behind eyelids"),
        Phase(number: 4, name: "Core Practice", seconds: 75, instruction: "Rest attention here gently"),
        Phase(number: 5, name: "Guidance", seconds: 75, instruction: "When thoughts arise, acknowledge and return"),
        Phase(number: 6, name: "Continuation", seconds: 60, instruction: "Rest attention here gently"),
        Phase(number: 7, name: "Preparation", seconds: 10, instruction: "Session ending soon"),
        Phase(number: 8, name: "Completion", seconds: 10, instruction: "Bring awareness back, open eyes"),
    ]
    public static let total = phases.reduce(0) { $0 + $1.seconds }

    /// The session at `t` seconds from its start.
    public struct Moment: Equatable, Sendable {
        public var phase: Phase
        /// Whole seconds left in the session, as the countdown shows them (rounded up).
        public var remaining: Int
        /// Whole seconds left in the phase (rounded up).
        public var phaseRemaining: Int
        public var finished: Bool
    }

    /// Phase n runs from the sum of the earlier phases' lengths, inclusive, to its own end,
    /// exclusive; from 300 s the session is over and the last phase stays on screen.
    public static func moment(at t: Double) -> Moment {
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
    public static func clock(_ seconds: Int) -> String { countdownText(seconds) }
}
