import Foundation
import Terrarium

/// Rituals' input, validated: every error names its field.
public struct RitualsInput: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    public var locale: RitualsLocale
    public var appearance: Appearance
    /// Sorted by sort index, then id.
    public var rituals: [Ritual]
    /// The history scene: how many months, ending with the current one, and an optional ritual.
    public var historyMonths: Int
    public var historyRitual: String?

    /// Limits keep every scene bounded; the widgets list what fits.
    public static let maximumRituals = 30
    public static let maximumHabitsPerRitual = 20
    public static let maximumArcsPerRitual = 100
    public static let maximumArcDays = 365
    public static let maximumTitleLength = 200
    public static let maximumCompletedDays = 3_660

    static let fields = ["now", "timeZone", "locale", "appearance", "rituals", "history"]
    static let ritualFields = ["id", "title", "category", "timeOfDay", "icon", "sortIndex", "arcs", "habits"]
    static let arcFields = ["number", "startDate", "endDate"]
    static let habitFields = ["id", "title", "symbol", "completedDays", "sortIndex"]

    public init(json: JSONValue) throws(InputError) {
        let object = try InputObject(json)
        try object.check(allowed: Self.fields)
        (now, timeZone) = try object.clock()
        locale = try object.choice("locale", as: RitualsLocale.self) ?? .en
        appearance = try object.choice("appearance", as: Appearance.self) ?? .light
        let today = LocalTime(now, in: timeZone).date.daysSinceEpoch

        let list = try object.array("rituals") ?? []
        guard list.count <= Self.maximumRituals else {
            throw InputError(field: "rituals", "has \(list.count) rituals; the limit is \(Self.maximumRituals)")
        }
        var rituals: [Ritual] = []
        var ids: [String: String] = [:]  // id -> the field that first used it
        for (index, value) in list.enumerated() {
            let ritual = try Self.ritual(value, path: "rituals[\(index)]", today: today, ids: &ids)
            rituals.append(ritual)
        }
        self.rituals = rituals.sorted { ($0.sortIndex, $0.id) < ($1.sortIndex, $1.id) }

        historyMonths = 1
        historyRitual = nil
        if object.has("history") {
            let history = try InputObject(object.values["history"] ?? .null, path: "history")
            try history.check(allowed: ["months", "ritual"])
            historyMonths = try history.integer("months", in: 1...12, rule: "a whole number of months from 1 to 12") ?? 1
            if let filter = try history.string("ritual") {
                guard rituals.contains(where: { $0.id == filter }) else {
                    throw InputError(field: "history.ritual", "names \(UserText.quoted(filter)), but no ritual has that id")
                }
                historyRitual = filter
            }
        }
    }

    private static func ritual(_ value: JSONValue, path: String, today: Int, ids: inout [String: String]) throws(InputError) -> Ritual {
        let object = try InputObject(value, path: path)
        try object.check(allowed: ritualFields)
        let id = try identifier(object, ids: &ids)
        let title = try text(object, "title")
        let category = try text(object, "category")
        let time = try object.choice("timeOfDay", as: RitualTime.self) ?? .anytime
        let icon = try object.string("icon") ?? "neutral"
        let sortIndex = try object.integer("sortIndex") ?? 0

        let arcValues = try object.array("arcs") ?? []
        guard arcValues.count <= maximumArcsPerRitual else {
            throw InputError(field: object.field("arcs"), "has \(arcValues.count) arcs; the limit is \(maximumArcsPerRitual)")
        }
        var arcs: [RitualArc] = []
        for (index, arcValue) in arcValues.enumerated() {
            arcs.append(try arc(arcValue, path: object.field("arcs") + "[\(index)]", fallbackNumber: index + 1))
        }
        arcs.sort { $0.start < $1.start }
        for (a, b) in zip(arcs, arcs.dropFirst()) where b.start <= a.end {
            throw InputError(field: object.field("arcs"),
                             "arc \(b.number) starts on \(b.start), before arc \(a.number) ends on \(a.end); arcs may not overlap")
        }

        let habitValues = try object.array("habits") ?? []
        guard habitValues.count <= maximumHabitsPerRitual else {
            throw InputError(field: object.field("habits"), "has \(habitValues.count) habits; the limit is \(maximumHabitsPerRitual)")
        }
        var habits: [Habit] = []
        for (index, habitValue) in habitValues.enumerated() {
            habits.append(try habit(habitValue, path: object.field("habits") + "[\(index)]", arcs: arcs, today: today, ids: &ids))
        }
        habits.sort { ($0.sortIndex, $0.id) < ($1.sortIndex, $1.id) }
        return Ritual(id: id, title: title, category: category, time: time, icon: icon, sortIndex: sortIndex,
                      arcs: arcs, habits: habits)
    }

    private static func arc(_ value: JSONValue, path: String, fallbackNumber: Int) throws(InputError) -> RitualArc {
        let object = try InputObject(value, path: path)
        try object.check(allowed: arcFields)
        let number = try object.integer("number", in: 1...10_000, rule: "a whole number from 1") ?? fallbackNumber
        let start = try LocalDate.parse(try object.requiredString("startDate", hint: "give it as YYYY-MM-DD"), field: object.field("startDate"))
        let end = try LocalDate.parse(try object.requiredString("endDate", hint: "give it as YYYY-MM-DD"), field: object.field("endDate"))
        guard start <= end else {
            throw InputError(field: object.field("endDate"), "is \(end), before the arc's startDate \(start)")
        }
        let arc = RitualArc(number: number, start: start, end: end)
        guard arc.durationDays <= maximumArcDays else {
            throw InputError(field: object.field("endDate"),
                             "makes the arc \(arc.durationDays) days long; an arc lasts at most \(maximumArcDays) days")
        }
        return arc
    }

    private static func habit(_ value: JSONValue, path: String, arcs: [RitualArc], today: Int,
                              ids: inout [String: String]) throws(InputError) -> Habit {
        let object = try InputObject(value, path: path)
        try object.check(allowed: habitFields)
        let id = try identifier(object, ids: &ids)
        let title = try text(object, "title")
        let symbol = try object.string("symbol") ?? "neutral"
        let sortIndex = try object.integer("sortIndex") ?? 0
        let dayValues = try object.array("completedDays") ?? []
        guard dayValues.count <= maximumCompletedDays else {
            throw InputError(field: object.field("completedDays"),
                             "has \(dayValues.count) days; the limit is \(maximumCompletedDays)")
        }
        var days = Set<Int>()
        for (index, dayValue) in dayValues.enumerated() {
            // Built only for an error: a year of eleven habits is thousands of days.
            func field() -> String { object.field("completedDays") + "[\(index)]" }
            guard case .string(let text) = dayValue else {
                throw InputError(field: field(), "must be a local date as YYYY-MM-DD, not \(dayValue.typeName)")
            }
            let date = try LocalDate.parse(text, field: field())
            let day = date.daysSinceEpoch
            guard day <= today else {
                throw InputError(field: field(), "is \(date), after today's local date \(LocalDate(daysSinceEpoch: today))")
            }
            guard arcs.contains(where: { $0.contains(day) }) else {
                throw InputError(field: field(), "is \(date), outside every arc of its ritual; a habit is only due during an arc")
            }
            guard days.insert(day).inserted else { throw InputError(field: field(), "repeats \(date)") }
        }
        return Habit(id: id, title: title, symbol: symbol, completedDays: days, sortIndex: sortIndex)
    }

    /// Ids are unique across rituals and habits, so `nextHabits` and filters name one thing.
    private static func identifier(_ object: InputObject, ids: inout [String: String]) throws(InputError) -> String {
        let id = try object.requiredString("id")
        guard !id.isEmpty, id.count <= 100 else {
            throw InputError(field: object.field("id"), "must be 1 to 100 characters")
        }
        if let first = ids[id] {
            throw InputError(field: object.field("id"), "repeats \(UserText.quoted(id)), already the id of \(first)")
        }
        ids[id] = object.path
        return id
    }

    private static func text(_ object: InputObject, _ key: String) throws(InputError) -> String {
        guard let value = try object.line(key, limit: maximumTitleLength) else {
            throw InputError(field: object.field(key), "is missing")
        }
        return value
    }
}
