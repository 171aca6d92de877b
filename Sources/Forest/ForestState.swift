import Foundation
import Terrarium

/// What the rules make of an input: the session on screen, the forest and the stats.
struct ForestState: Sendable {
    /// The session as it stands now. A running or paused session whose 25:00 of focus is
    /// over has completed: the timer reached zero.
    struct Session: Equatable, Sendable {
        var status: SessionStatus
        var stage: Int
        var remaining: Int
        /// Seconds of focus it has had, at most 25:00: where its time-lapse stops if it was
        /// abandoned, and how long a session still going has left.
        var focus: TimeInterval
        var withered: Bool { status == .abandoned }
        /// Whether the session is over, grown or withered: its clock is the time focused.
        var hasEnded: Bool { status == .completed || status == .abandoned }
    }

    var input: ForestInput
    var today: LocalDate
    var session: Session?
    /// Every tree, oldest first: the past sessions, and the current one once it has ended.
    var trees: [PastSession]
    var stats: ForestStats

    init(_ input: ForestInput) {
        let resolved = input.session.map { Self.resolve($0, now: input.now) }
        self.init(input, session: resolved?.0, finished: resolved?.1)
    }

    /// The state with `session` on screen and, once it has ended, its tree `finished` in the
    /// forest and the stats: how the time-lapse shows the session at another moment.
    init(_ input: ForestInput, session: Session?, finished: PastSession?) {
        self.input = input
        today = LocalTime(input.now, in: input.timeZone).date
        self.session = session
        var trees = input.sessions
        if let finished {
            // Usually the newest, but kept in the same order as the rest.
            let index = trees.firstIndex { ($0.end, $0.start) > (finished.end, finished.start) } ?? trees.count
            trees.insert(finished, at: index)
        }
        self.trees = trees
        stats = ForestStats(trees, today: today, zone: input.timeZone)
    }

    /// The session's display state, and its tree if it has ended.
    static func resolve(_ s: CurrentSession, now: Date) -> (Session, PastSession?) {
        let reference = s.status == .paused ? (s.pausedAt ?? now) : s.status == .abandoned ? (s.end ?? now) : now
        let elapsed = ForestRules.focusElapsed(start: s.start, reference: reference, pausedSeconds: s.pausedSeconds)
        switch s.status {
        case .abandoned:
            let session = Session(status: .abandoned, stage: ForestRules.stage(elapsed: elapsed),
                                  remaining: ForestRules.remaining(elapsed: elapsed), focus: min(elapsed, FocusSession.length))
            return (session, PastSession(start: s.start, end: reference, completed: false))
        case .completed, .running, .paused:
            if s.status == .completed || elapsed >= FocusSession.length {
                // It ended at the timer's zero, unless the input says when.
                let end = s.end ?? s.start.addingTimeInterval(s.pausedSeconds + FocusSession.length)
                return (Session(status: .completed, stage: FocusSession.stages, remaining: 0, focus: FocusSession.length),
                        PastSession(start: s.start, end: end, completed: true))
            }
            return (Session(status: s.status, stage: ForestRules.stage(elapsed: elapsed),
                            remaining: ForestRules.remaining(elapsed: elapsed), focus: elapsed), nil)
        }
    }
}
