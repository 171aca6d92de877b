import Foundation
import Terrarium

/// Rituals' input, validated: every error names its field.
public struct RitualsInput: Sendable {
    var now: Date
    var timeZone: TimeZone
    var locale: RitualsLocale
    var appearance: Appearance
    /// Sorted by sort index, then id.
    var rituals: [Ritual] { didSet { activeDays = Self.activeDays(of: rituals) } }
    /// Every day on which some habit was checked in: streaks ask about day after day.
    private(set) var activeDays: Set<Int> = []
    /// The history scene: how many months, ending with the current one, and an optional ritual.
    var historyMonths: Int
    var historyRitual: String?
    /// The detail scene's ritual (`detail.ritual`); nil: the first with an arc running today.
    var detailRitual: String?
    /// The Today tab's time-of-day filter (`today.filter`); nil: the part of the day it is now.
    var todayFilter: TodayFilter?
    /// The day detail sheet's day (`day.date`), today or before; nil: today.
    var dayDate: LocalDate?

    /// Limits keep every scene bounded; the widgets list what fits.
    public static let maximumRituals = 30
    public static let maximumHabitsPerRitual = 20
    public static let maximumArcsPerRitual = 100
    public static let maximumArcDays = 365
    public static let maximumTitleLength = 200
    public static let maximumCompletedDays = 3_660

    static func activeDays(of rituals: [Ritual]) -> Set<Int> {
        Set(rituals.flatMap { $0.habits.flatMap(\.completedDays) })
    }

    /// Decodes and checks an input document (`StrictInputDecoder`).
    public init(json: JSONValue) throws(InputError) {
        self = try StrictInputDecoder.decode(RitualsInput.self, from: json)
    }
}

extension RitualsInput: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case now, timeZone, locale, appearance, rituals, history, detail, today, day
    }

    /// Reads the document's fields with the engine's rules, then checks each ritual against
    /// today, its arcs and the ids before it.
    public init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        (now, timeZone) = try fields.clock(now: .now, timeZone: .timeZone)
        locale = try fields.choice(.locale, as: RitualsLocale.self) ?? .en
        appearance = try fields.choice(.appearance, as: Appearance.self) ?? .light
        let today = LocalTime(now, in: timeZone).date.daysSinceEpoch

        if let count = try fields.count(.rituals), count > Self.maximumRituals {
            throw InputError(field: "rituals", "has \(count) rituals; the limit is \(Self.maximumRituals)")
        }
        let list = try fields.decode([RitualFields].self, .rituals) ?? []
        var rituals: [Ritual] = []
        var ids: [String: String] = [:]  // id -> the field that first used it
        for written in list { rituals.append(try written.ritual(today: today, ids: &ids)) }
        self.rituals = rituals.sorted { ($0.sortIndex, $0.id) < ($1.sortIndex, $1.id) }
        activeDays = Self.activeDays(of: self.rituals)

        historyMonths = 1
        historyRitual = nil
        if fields.has(.history), let history = try fields.decode(HistoryFields.self, .history) {
            historyMonths = history.months ?? 1
            if let filter = history.ritual {
                guard rituals.contains(where: { $0.id == filter }) else {
                    throw InputError(field: "history.ritual", "names \(UserText.quoted(filter)), but no ritual has that id")
                }
                historyRitual = filter
            }
        }
        detailRitual = nil
        if fields.has(.detail), let detail = try fields.decode(DetailFields.self, .detail), let id = detail.ritual {
            guard rituals.contains(where: { $0.id == id }) else {
                throw InputError(field: "detail.ritual", "names \(UserText.quoted(id)), but no ritual has that id")
            }
            detailRitual = id
        }
        todayFilter = nil
        if fields.has(.today), let fields = try fields.decode(TodayFields.self, .today) {
            todayFilter = fields.filter
        }
        dayDate = nil
        if fields.has(.day), let day = try fields.decode(DayFields.self, .day), let date = day.date {
            guard date.daysSinceEpoch <= today else {
                throw InputError(field: "day.date", "is \(date), after today's local date \(LocalDate(daysSinceEpoch: today))")
            }
            dayDate = date
        }
    }
}

/// `today`: the Today tab's time-of-day filter.
private struct TodayFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case filter }
    let filter: TodayFilter?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        filter = try fields.choice(.filter, as: TodayFilter.self)
    }
}

/// `day`: the day the detail sheet shows.
private struct DayFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case date }
    let date: LocalDate?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        date = try fields.string(.date).map { try LocalDate.parse($0, field: fields.field(.date)) }
    }
}

/// `detail`: which ritual the detail scene shows.
private struct DetailFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case ritual }
    let ritual: String?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        ritual = try fields.string(.ritual)
    }
}

/// `history`: how many months the history scene shows, and an optional ritual.
private struct HistoryFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case months, ritual }
    let months: Int?
    let ritual: String?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        months = try fields.integer(.months, in: 1...12, rule: "a whole number of months from 1 to 12")
        ritual = try fields.string(.ritual)
    }
}

/// A ritual as written, its types checked and its path kept; `ritual(today:ids:)` checks the
/// rest, which needs today and the ids seen before it.
private struct RitualFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, category, categoryColor, timeOfDay, icon, sortIndex, arcs, habits }
    let path: String
    let id: String?
    let title: String?
    let category: String?
    let categoryColor: CategoryColor?
    let time: RitualTime
    let icon: String
    let sortIndex: Int
    let arcs: [ArcFields]
    let habits: [HabitFields]

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        path = decoder.fieldPath ?? "rituals"
        id = try fields.string(.id)
        title = try fields.line(.title, limit: RitualsInput.maximumTitleLength)
        category = try fields.line(.category, limit: RitualsInput.maximumTitleLength)
        categoryColor = try fields.choice(.categoryColor, as: CategoryColor.self)
        time = try fields.choice(.timeOfDay, as: RitualTime.self) ?? .anytime
        icon = try fields.string(.icon) ?? "neutral"
        sortIndex = try fields.integer(.sortIndex) ?? 0
        arcs = try fields.decode([ArcFields].self, .arcs) ?? []
        habits = try fields.decode([HabitFields].self, .habits) ?? []
    }

    func ritual(today: Int, ids: inout [String: String]) throws(InputError) -> Ritual {
        let id = try RitualsInput.identifier(id, path: path, ids: &ids)
        let title = try RitualsInput.required(title, field: "\(path).title")
        let category = try RitualsInput.required(category, field: "\(path).category")
        guard arcs.count <= RitualsInput.maximumArcsPerRitual else {
            throw InputError(field: "\(path).arcs", "has \(arcs.count) arcs; the limit is \(RitualsInput.maximumArcsPerRitual)")
        }
        var arcs: [RitualArc] = []
        for (index, written) in self.arcs.enumerated() { arcs.append(try written.arc(fallbackNumber: index + 1)) }
        arcs.sort { $0.start < $1.start }
        for (a, b) in zip(arcs, arcs.dropFirst()) where b.start <= a.end {
            throw InputError(field: "\(path).arcs",
                             "arc \(b.number) starts on \(b.start), before arc \(a.number) ends on \(a.end); arcs may not overlap")
        }
        guard habits.count <= RitualsInput.maximumHabitsPerRitual else {
            throw InputError(field: "\(path).habits", "has \(habits.count) habits; the limit is \(RitualsInput.maximumHabitsPerRitual)")
        }
        var habits: [Habit] = []
        for written in self.habits { habits.append(try written.habit(arcs: arcs, today: today, ids: &ids)) }
        habits.sort { ($0.sortIndex, $0.id) < ($1.sortIndex, $1.id) }
        return Ritual(id: id, title: title, category: category, categoryColor: categoryColor ?? CategoryColor.preset(for: category),
                      time: time, icon: icon, sortIndex: sortIndex, arcs: arcs, habits: habits)
    }
}

/// An arc as written: its dates parsed, its length checked.
private struct ArcFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case number, startDate, endDate }
    let path: String
    let number: Int?
    let start: LocalDate
    let end: LocalDate

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        path = decoder.fieldPath ?? "arcs"
        number = try fields.integer(.number, in: 1...10_000, rule: "a whole number from 1")
        func date(_ key: CodingKeys) throws -> LocalDate {
            guard let text = try fields.string(key) else {
                throw InputError(field: fields.field(key), "is missing; give it as YYYY-MM-DD")
            }
            return try LocalDate.parse(text, field: fields.field(key))
        }
        start = try date(.startDate)
        end = try date(.endDate)
        guard start <= end else {
            throw InputError(field: fields.field(.endDate), "is \(end), before the arc's startDate \(start)")
        }
    }

    func arc(fallbackNumber: Int) throws(InputError) -> RitualArc {
        let arc = RitualArc(number: number ?? fallbackNumber, start: start, end: end)
        guard arc.durationDays <= RitualsInput.maximumArcDays else {
            throw InputError(field: "\(path).endDate",
                             "makes the arc \(arc.durationDays) days long; an arc lasts at most \(RitualsInput.maximumArcDays) days")
        }
        return arc
    }
}

/// A habit as written; its days are checked against today and its ritual's arcs.
private struct HabitFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, title, symbol, completedDays, sortIndex }
    let path: String
    let id: String?
    let title: String?
    let symbol: String
    let sortIndex: Int
    let days: [JSONValue]

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        path = decoder.fieldPath ?? "habits"
        id = try fields.string(.id)
        title = try fields.line(.title, limit: RitualsInput.maximumTitleLength)
        symbol = try fields.string(.symbol) ?? "neutral"
        sortIndex = try fields.integer(.sortIndex) ?? 0
        days = try fields.decode([JSONValue].self, .completedDays) ?? []
    }

    func habit(arcs: [RitualArc], today: Int, ids: inout [String: String]) throws(InputError) -> Habit {
        let id = try RitualsInput.identifier(id, path: path, ids: &ids)
        let title = try RitualsInput.required(title, field: "\(path).title")
        guard days.count <= RitualsInput.maximumCompletedDays else {
            throw InputError(field: "\(path).completedDays",
                             "has \(days.count) days; the limit is \(RitualsInput.maximumCompletedDays)")
        }
        var completed = Set<Int>()
        for (index, dayValue) in days.enumerated() {
            // Built only for an error: a year of eleven habits is thousands of days.
            func field() -> String { "\(path).completedDays[\(index)]" }
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
            guard completed.insert(day).inserted else { throw InputError(field: field(), "repeats \(date)") }
        }
        return Habit(id: id, title: title, symbol: symbol, completedDays: completed, sortIndex: sortIndex)
    }
}

extension RitualsInput {
    /// Ids are unique across rituals and habits, so `nextHabits` and filters name one thing.
    fileprivate static func identifier(_ id: String?, path: String, ids: inout [String: String]) throws(InputError) -> String {
        guard let id else { throw InputError(field: "\(path).id", "is missing") }
        guard !id.isEmpty, id.count <= 100 else {
            throw InputError(field: "\(path).id", "must be 1 to 100 characters")
        }
        if let first = ids[id] {
            throw InputError(field: "\(path).id", "repeats \(UserText.quoted(id)), already the id of \(first)")
        }
        ids[id] = path
        return id
    }

    fileprivate static func required(_ value: String?, field: String) throws(InputError) -> String {
        guard let value else { throw InputError(field: field, "is missing") }
        return value
    }
}
