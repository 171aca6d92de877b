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
        var withered: Bool { status == .abandoned }
    }

    var input: ForestInput
    var today: LocalDate
    var session: Session?
    /// Every tree, oldest first: the past sessions, and the current one once it has ended.
    var trees: [PastSession]
    var stats: ForestStats

    init(_ input: ForestInput) {
        self.input = input
        today = LocalTime(input.now, in: input.timeZone).date
        var trees = input.sessions
        if let current = input.session {
            let (session, finished) = Self.resolve(current, now: input.now)
            self.session = session
            if let finished {
                // Usually the newest, but kept in the same order as the rest.
                let index = trees.firstIndex { ($0.end, $0.start) > (finished.end, finished.start) } ?? trees.count
                trees.insert(finished, at: index)
            }
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
                                  remaining: ForestRules.remaining(elapsed: elapsed))
            return (session, PastSession(start: s.start, end: reference, completed: false))
        case .completed, .running, .paused:
            if s.status == .completed || elapsed >= FocusSession.length {
                // It ended at the timer's zero, unless the input says when.
                let end = s.end ?? s.start.addingTimeInterval(s.pausedSeconds + FocusSession.length)
                return (Session(status: .completed, stage: FocusSession.stages, remaining: 0),
                        PastSession(start: s.start, end: end, completed: true))
            }
            return (Session(status: s.status, stage: ForestRules.stage(elapsed: elapsed),
                            remaining: ForestRules.remaining(elapsed: elapsed)), nil)
        }
    }
}
