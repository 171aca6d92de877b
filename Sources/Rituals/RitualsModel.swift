import Foundation
import Terrarium

/// The languages Rituals ships in (PRD 4.3, NFR-L10N-02).
enum RitualsLocale: String, CaseIterable, Sendable, Codable {
    case en, esMX = "es-MX", frCA = "fr-CA"

    /// Foundation's identifier: formatting always names the locale, never the machine's.
    var foundation: Locale {
        switch self {
        case .en: Locale(identifier: "en_US")
        case .esMX: Locale(identifier: "es_MX")
        case .frCA: Locale(identifier: "fr_CA")
        }
    }
}

enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark
}

/// The five parts of a day (PRD 6.2, TimeOfDay), in order.
enum DaySlot: Int, CaseIterable, Sendable, Comparable {
    case morning, midday, afternoon, evening, night

    /// Morning before 11:00, midday 11:00-13:59, afternoon 14:00-16:59, evening 17:00-20:59,
    /// night from 21:00 (local time).
    init(hour: Int) {
        switch hour {
        case ..<11: self = .morning
        case 11..<14: self = .midday
        case 14..<17: self = .afternoon
        case 17..<21: self = .evening
        default: self = .night
        }
    }

    static func < (a: DaySlot, b: DaySlot) -> Bool { a.rawValue < b.rawValue }

    var name: String { RitualTime(slot: self).rawValue }
}

/// When a ritual is scheduled: one of the slots, or `anytime`, which belongs to every slot.
enum RitualTime: String, CaseIterable, Sendable, Codable {
    case morning, midday, afternoon, evening, night, anytime

    init(slot: DaySlot) {
        switch slot {
        case .morning: self = .morning
        case .midday: self = .midday
        case .afternoon: self = .afternoon
        case .evening: self = .evening
        case .night: self = .night
        }
    }

    /// The slot it sits in when the day is at `current`: anytime is always now.
    func slot(now current: DaySlot) -> DaySlot {
        switch self {
        case .morning: .morning
        case .midday: .midday
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        case .anytime: current
        }
    }
}

/// A time-bound period of a ritual: both dates local and inclusive.
struct RitualArc: Sendable, Equatable {
    var number: Int
    var start: LocalDate
    var end: LocalDate

    var durationDays: Int { end.daysSinceEpoch - start.daysSinceEpoch + 1 }
    func contains(_ day: Int) -> Bool { (start.daysSinceEpoch...end.daysSinceEpoch).contains(day) }
    /// 1 on the arc's first day.
    func dayIndex(_ day: Int) -> Int { day - start.daysSinceEpoch + 1 }
}

struct Habit: Sendable, Equatable {
    var id: String
    var title: String
    var symbol: String
    /// Local days it was checked in, as days since 1970-01-01.
    var completedDays: Set<Int>
    var sortIndex: Int
}

struct Ritual: Sendable, Equatable {
    var id: String
    var title: String
    var category: String
    var categoryColor: CategoryColor
    var time: RitualTime
    var icon: String
    var sortIndex: Int
    /// Sorted by start date; they never overlap.
    var arcs: [RitualArc]
    /// Sorted by sort index, then id.
    var habits: [Habit]

    func arc(on day: Int) -> RitualArc? { arcs.first { $0.contains(day) } }
}
