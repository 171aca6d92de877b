import Foundation

/// A focus session's fixed shape: the seed fixes 25 minutes (custom durations are out of
/// scope) and a tree that grows through 5 stages over it.
public enum FocusSession {
    public static let length: TimeInterval = 25 * 60
    public static let stages = 5
}

/// Where a session is. Past sessions are only ever completed or abandoned.
public enum SessionStatus: String, CaseIterable, Sendable {
    case running, paused, completed, abandoned
}

/// The session on screen now.
public struct CurrentSession: Equatable, Sendable {
    public var start: Date
    public var status: SessionStatus
    /// Time spent paused before the latest pause (or in all, once it ended), counted out of
    /// the 25 minutes.
    public var pausedSeconds: TimeInterval
    /// When the current pause began (status `paused` only).
    public var pausedAt: Date?
    /// When a completed or abandoned session ended; nil means it ended at the timer's zero
    /// (completed) or now (abandoned).
    public var end: Date?

    public init(start: Date, status: SessionStatus, pausedSeconds: TimeInterval = 0, pausedAt: Date? = nil,
                end: Date? = nil) {
        self.start = start
        self.status = status
        self.pausedSeconds = pausedSeconds
        self.pausedAt = pausedAt
        self.end = end
    }
}

/// A finished session from the history: one tree in the forest, grown or withered.
public struct PastSession: Equatable, Sendable {
    public var start: Date
    public var end: Date
    public var completed: Bool

    public init(start: Date, end: Date, completed: Bool) {
        self.start = start
        self.end = end
        self.completed = completed
    }
}
