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
    var now: Date
    var timeZone: TimeZone
    var session: CurrentSession?
    /// Oldest first (by end, then start), as the forest plants them.
    var sessions: [PastSession]

    /// A forest of 10,000 trees is about 1 MB of input, the engine's input limit.
    public static let maximumSessions = 10_000

    /// Decodes and checks an input document (`StrictInputDecoder`).
    public init(json: JSONValue) throws(InputError) {
        self = try StrictInputDecoder.decode(ForestInput.self, from: json)
    }
}

extension ForestInput: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case now, timeZone, session, sessions
    }

    /// Reads the clock and every session, each checked against now.
    public init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        (now, timeZone) = try fields.clock(now: .now, timeZone: .timeZone)
        if fields.has(.session), let current = try fields.decode(SessionFields.self, .session) {
            session = try current.current(now: now)
        }
        let list = try fields.decode([SessionFields].self, .sessions) ?? []
        guard list.count <= Self.maximumSessions else {
            throw InputError(field: "sessions", "has \(list.count) sessions; the limit is \(Self.maximumSessions)")
        }
        var sessions: [PastSession] = []
        sessions.reserveCapacity(list.count)
        for past in list { sessions.append(try past.past(now: now)) }
        self.sessions = sessions.enumerated().sorted { a, b in
            (a.element.end, a.element.start, a.offset) < (b.element.end, b.element.start, b.offset)
        }.map(\.element)
    }
}

/// One session object as written, its types checked and its path kept: `session` or
/// `sessions[3]`. Its times are checked against `now` by `current(now:)` and `past(now:)`.
struct SessionFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case startTime, status, pausedSeconds, pausedAt, endTime
    }

    let path: String
    let startTime: String?
    let status: String?
    let pausedSeconds: Double?
    let pausedAt: String?
    let endTime: String?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        path = decoder.fieldPath ?? "session"
        startTime = try fields.string(.startTime)
        status = try fields.string(.status)
        pausedSeconds = try fields.number(.pausedSeconds)
        pausedAt = try fields.string(.pausedAt)
        endTime = try fields.string(.endTime)
    }

    func field(_ key: CodingKeys) -> String { "\(path).\(key.rawValue)" }

    func current(now: Date) throws(InputError) -> CurrentSession {
        let start = try time(.startTime, startTime, required: true, now: now) ?? now
        guard let status = try choice() else {
            throw InputError(field: field(.status), "is missing; one of 'running', 'paused', 'completed', 'abandoned'")
        }
        let paused = pausedSeconds ?? 0
        guard paused.isFinite, paused >= 0 else {
            throw InputError(field: field(.pausedSeconds), "must be 0 or more seconds (got \(paused.isFinite ? String(Int(paused)) : "\(paused)"))")
        }
        let pausedAt = try time(.pausedAt, self.pausedAt, required: status == .paused, now: now)
        if pausedAt != nil, status != .paused {
            throw InputError(field: field(.pausedAt), "is only for a paused session (this one is \(status.rawValue))")
        }
        let end = try time(.endTime, endTime, required: false, now: now)
        if end != nil, status == .running || status == .paused {
            throw InputError(field: field(.endTime), "is only for a completed or abandoned session (this one is \(status.rawValue))")
        }
        for (key, value) in [(CodingKeys.pausedAt, pausedAt), (.endTime, end)] {
            if let value, value < start {
                throw InputError(field: field(key), "is before startTime")
            }
        }
        // Pauses happen inside the session: they cannot add up to more time than has passed.
        let reference = pausedAt ?? end ?? now
        let passed = reference.timeIntervalSince(start)
        if paused > passed {
            throw InputError(field: field(.pausedSeconds), "is \(Int(paused)) s, longer than the \(Int(passed)) s since startTime")
        }
        if status == .completed, reference.timeIntervalSince(start) - paused < FocusSession.length {
            throw InputError(field: field(end == nil ? .status : .endTime),
                             "says completed, but the session has not had its 25:00 of focus by \(end == nil ? "now" : "endTime")")
        }
        return CurrentSession(start: start, status: status, pausedSeconds: paused, pausedAt: pausedAt, end: end)
    }

    func past(now: Date) throws(InputError) -> PastSession {
        // A past session has no pauses to speak of: the first such key, in name order, is unknown.
        if let key = pausedAt != nil ? CodingKeys.pausedAt : pausedSeconds != nil ? .pausedSeconds : nil {
            throw InputError(field: field(key), "is not a known field (known: endTime, startTime, status)")
        }
        let start = try time(.startTime, startTime, required: true, now: now) ?? now
        let end = try time(.endTime, endTime, required: true, now: now) ?? now
        guard end >= start else { throw InputError(field: field(.endTime), "is before startTime") }
        guard let status = try choice() else {
            throw InputError(field: field(.status), "is missing; 'completed' or 'abandoned'")
        }
        guard status == .completed || status == .abandoned else {
            throw InputError(field: field(.status),
                             "must be 'completed' or 'abandoned' for a past session (got \(UserText.quoted(status.rawValue))); the one in progress goes in `session`")
        }
        if status == .completed, end.timeIntervalSince(start) < FocusSession.length {
            throw InputError(field: field(.endTime), "ends a completed session less than 25:00 after it started")
        }
        return PastSession(start: start, end: end, completed: status == .completed)
    }

    private func choice() throws(InputError) -> SessionStatus? {
        try status.map { name throws(InputError) in try InputObject.checkedChoice(name, as: SessionStatus.self, field: field(.status)) }
    }

    /// A timestamp field, which must not be later than `now`.
    private func time(_ key: CodingKeys, _ text: String?, required: Bool, now: Date) throws(InputError) -> Date? {
        guard let text else {
            if required { throw InputError(field: field(key), "is missing") }
            return nil
        }
        let date = try Timestamp.parse(text, field: field(key)).date
        guard date <= now else { throw InputError(field: field(key), "is after now (\(UserText.quoted(text)))") }
        return date
    }
}
