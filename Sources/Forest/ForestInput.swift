import Foundation
import Terrarium

/// Forest's input, validated: every error names its field.
///
/// ```json
/// {"now": "2026-11-22T10:12:00-08:00", "timeZone": "America/Los_Angeles",
///  "session": {"startTime": "2026-11-22T10:00:00-08:00", "status": "running", "pausedSeconds": 60},
///  "sessions": [{"startTime": "...", "endTime": "...", "status": "completed"}]}
/// ```
public struct ForestInput: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    public var session: CurrentSession?
    /// Oldest first (by end, then start), as the forest plants them.
    public var sessions: [PastSession]

    /// A forest of 10,000 trees is about 1 MB of input, the engine's input limit.
    public static let maximumSessions = 10_000

    static let fields = ["now", "timeZone", "session", "sessions"]
    static let sessionFields = ["startTime", "status", "pausedSeconds", "pausedAt", "endTime"]
    static let pastFields = ["startTime", "endTime", "status"]

    public init(json: JSONValue) throws(InputError) {
        let object = try InputObject(json)
        try object.check(allowed: Self.fields)
        (now, timeZone) = try object.clock()
        if object.has("session") {
            session = try Self.current(InputObject(object.values["session"] ?? .null, path: "session"), now: now)
        }
        let list = try object.array("sessions") ?? []
        guard list.count <= Self.maximumSessions else {
            throw InputError(field: "sessions", "has \(list.count) sessions; the limit is \(Self.maximumSessions)")
        }
        var sessions: [PastSession] = []
        sessions.reserveCapacity(list.count)
        for (index, value) in list.enumerated() {
            sessions.append(try Self.past(InputObject(value, path: "sessions[\(index)]"), now: now))
        }
        self.sessions = sessions.enumerated().sorted { a, b in
            (a.element.end, a.element.start, a.offset) < (b.element.end, b.element.start, b.offset)
        }.map(\.element)
    }

    static func current(_ object: InputObject, now: Date) throws(InputError) -> CurrentSession {
        try object.check(allowed: sessionFields)
        let start = try time(object, "startTime", required: true, now: now) ?? now
        guard let status = try object.choice("status", as: SessionStatus.self) else {
            throw InputError(field: object.field("status"), "is missing; one of 'running', 'paused', 'completed', 'abandoned'")
        }
        let paused = try object.number("pausedSeconds") ?? 0
        guard paused.isFinite, paused >= 0 else {
            throw InputError(field: object.field("pausedSeconds"), "must be 0 or more seconds (got \(paused.isFinite ? String(Int(paused)) : "\(paused)"))")
        }
        let pausedAt = try time(object, "pausedAt", required: status == .paused, now: now)
        if pausedAt != nil, status != .paused {
            throw InputError(field: object.field("pausedAt"), "is only for a paused session (this one is \(status.rawValue))")
        }
        let end = try time(object, "endTime", required: false, now: now)
        if end != nil, status == .running || status == .paused {
            throw InputError(field: object.field("endTime"), "is only for a completed or abandoned session (this one is \(status.rawValue))")
        }
        for (key, value) in [("pausedAt", pausedAt), ("endTime", end)] {
            if let value, value < start {
                throw InputError(field: object.field(key), "is before startTime")
            }
        }
        // Pauses happen inside the session: they cannot add up to more time than has passed.
        let reference = pausedAt ?? end ?? now
        let passed = reference.timeIntervalSince(start)
        if paused > passed {
            throw InputError(field: object.field("pausedSeconds"),
                             "is \(Int(paused)) s, longer than the \(Int(passed)) s since startTime")
        }
        if status == .completed, reference.timeIntervalSince(start) - paused < FocusSession.length {
            throw InputError(field: object.field(end == nil ? "status" : "endTime"),
                             "says completed, but the session has not had its 25:00 of focus by \(end == nil ? "now" : "endTime")")
        }
        return CurrentSession(start: start, status: status, pausedSeconds: paused, pausedAt: pausedAt, end: end)
    }

    static func past(_ object: InputObject, now: Date) throws(InputError) -> PastSession {
        try object.check(allowed: pastFields)
        let start = try time(object, "startTime", required: true, now: now) ?? now
        let end = try time(object, "endTime", required: true, now: now) ?? now
        guard end >= start else { throw InputError(field: object.field("endTime"), "is before startTime") }
        guard let status = try object.choice("status", as: SessionStatus.self) else {
            throw InputError(field: object.field("status"), "is missing; 'completed' or 'abandoned'")
        }
        guard status == .completed || status == .abandoned else {
            throw InputError(field: object.field("status"),
                             "must be 'completed' or 'abandoned' for a past session (got \(UserText.quoted(status.rawValue))); the one in progress goes in `session`")
        }
        if status == .completed, end.timeIntervalSince(start) < FocusSession.length {
            throw InputError(field: object.field("endTime"),
                             "ends a completed session less than 25:00 after it started")
        }
        return PastSession(start: start, end: end, completed: status == .completed)
    }

    /// A timestamp field, which must not be later than `now`.
    private static func time(_ object: InputObject, _ key: String, required: Bool, now: Date) throws(InputError) -> Date? {
        guard let text = try required ? object.requiredString(key) : object.string(key) else { return nil }
        let date = try Timestamp.parse(text, field: object.field(key)).date
        guard date <= now else { throw InputError(field: object.field(key), "is after now (\(UserText.quoted(text)))") }
        return date
    }
}
