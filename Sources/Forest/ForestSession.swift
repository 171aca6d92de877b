import Foundation

/// A focus session's fixed shape: the seed fixes 25 minutes (custom durations are out of
/// scope) and a tree that grows through 5 stages over it.
enum FocusSession {
    static let length: TimeInterval = 25 * 60
    static let stages = 5
}

/// Where a session is. Past sessions are only ever completed or abandoned.
enum SessionStatus: String, CaseIterable, Sendable {
    case running, paused, completed, abandoned
}

/// The session on screen now.
struct CurrentSession: Equatable, Sendable {
    var start: Date
    var status: SessionStatus
    /// Time spent paused before the latest pause (or in all, once it ended), counted out of
    /// the 25 minutes.
    var pausedSeconds: TimeInterval
    /// When the current pause began (status `paused` only).
    var pausedAt: Date?
    /// When a completed or abandoned session ended; nil means it ended at the timer's zero
    /// (completed) or now (abandoned).
    var end: Date?

    init(start: Date, status: SessionStatus, pausedSeconds: TimeInterval = 0, pausedAt: Date? = nil,
                end: Date? = nil) {
        self.start = start
        self.status = status
        self.pausedSeconds = pausedSeconds
        self.pausedAt = pausedAt
        self.end = end
    }
}

/// A finished session from the history: one tree in the forest, grown or withered.
struct PastSession: Equatable, Sendable {
    var start: Date
    var end: Date
    var completed: Bool

    init(start: Date, end: Date, completed: Bool) {
        self.start = start
        self.end = end
        self.completed = completed
    }
}
