import Foundation
import Terrarium

/// The languages Rituals ships in (PRD 4.3, NFR-L10N-02).
public enum RitualsLocale: String, CaseIterable, Sendable, Codable {
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

public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark
}

/// The five parts of a day (PRD 6.2, TimeOfDay), in order.
public enum DaySlot: Int, CaseIterable, Sendable, Comparable {
    case morning, midday, afternoon, evening, night

    /// Morning before 11:00, midday 11:00-13:59, afternoon 14:00-16:59, evening 17:00-20:59,
    /// night from 21:00 (local time).
    public init(hour: Int) {
        switch hour {
        case ..<11: self = .morning
        case 11..<14: self = .midday
        case 14..<17: self = .afternoon
        case 17..<21: self = .evening
        default: self = .night
        }
    }

    public static func < (a: DaySlot, b: DaySlot) -> Bool { a.rawValue < b.rawValue }

    var name: String { RitualTime(slot: self).rawValue }
}

/// When a ritual is scheduled: one of the slots, or `anytime`, which belongs to every slot.
public enum RitualTime: String, CaseIterable, Sendable, Codable {
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
public struct RitualArc: Sendable, Equatable {
    public var number: Int
    public var start: LocalDate
    public var end: LocalDate

    public var durationDays: Int { end.daysSinceEpoch - start.daysSinceEpoch + 1 }
    public func contains(_ day: Int) -> Bool { (start.daysSinceEpoch...end.daysSinceEpoch).contains(day) }
    /// 1 on the arc's first day.
    public func dayIndex(_ day: Int) -> Int { day - start.daysSinceEpoch + 1 }
}

public struct Habit: Sendable, Equatable {
    public var id: String
    public var title: String
    public var symbol: String
    /// Local days it was checked in, as days since 1970-01-01.
    public var completedDays: Set<Int>
    public var sortIndex: Int
}

public struct Ritual: Sendable, Equatable {
    public var id: String
    public var title: String
    public var category: String
    public var time: RitualTime
    public var icon: String
    public var sortIndex: Int
    /// Sorted by start date; they never overlap.
    public var arcs: [RitualArc]
    /// Sorted by sort index, then id.
    public var habits: [Habit]

    public func arc(on day: Int) -> RitualArc? { arcs.first { $0.contains(day) } }
}
