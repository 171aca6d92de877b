import Terrarium

/// Named inputs covering every family and scene in light and dark, all three languages, the
/// empty states, a finished arc, long titles, an unknown symbol, and a year of history.
enum RitualsExamples {
    static let zone = "America/Los_Angeles"
    static let today = LocalDate(year: 2026, month: 11, day: 22)

    struct HabitSeed {
        var id: String, title: String, symbol: String
        /// Done on roughly this many days in ten, in a fixed pattern.
        var rhythm: Int
        /// Checked in today once its ritual's time has come (see `isDoneToday`).
        var doneToday: Bool
    }

    struct RitualSeed {
        var id: String, title: String, category: String, time: String, icon: String
        var arcs: [(start: LocalDate, end: LocalDate)]
        var habits: [HabitSeed]
    }

    static func date(_ month: Int, _ day: Int, year: Int = 2026) -> LocalDate { LocalDate(year: year, month: month, day: day) }

    /// A year of rituals: five presets from the PRD's library, with a history of check-ins.
    static let presets: [RitualSeed] = [
        RitualSeed(id: "hydration", title: "Morning Hydration", category: "health", time: "morning", icon: "drop",
                   arcs: [(date(9, 1), date(10, 30)), (date(11, 1), date(11, 30))],
                   habits: [HabitSeed(id: "water", title: "Drink a glass of water", symbol: "drop", rhythm: 9, doneToday: true),
                            HabitSeed(id: "lemon", title: "Add a slice of lemon", symbol: "carrot", rhythm: 6, doneToday: true)]),
        RitualSeed(id: "movement", title: "Midday Movement", category: "health", time: "midday", icon: "figure.walk",
                   arcs: [(date(11, 10), date(12, 9))],
                   habits: [HabitSeed(id: "walk", title: "Walk for ten minutes", symbol: "figure.walk", rhythm: 7, doneToday: true),
                            HabitSeed(id: "stretch", title: "Stretch", symbol: "stretch", rhythm: 5, doneToday: false)]),
        RitualSeed(id: "deepwork", title: "Deep Work Prep", category: "productivity", time: "afternoon", icon: "target",
                   arcs: [(date(11, 15), date(12, 14))],
                   habits: [HabitSeed(id: "desk", title: "Clear the desk", symbol: "checklist", rhythm: 8, doneToday: true),
                            HabitSeed(id: "goal", title: "Set one goal", symbol: "target", rhythm: 7, doneToday: true),
                            HabitSeed(id: "silence", title: "Silence the phone", symbol: "iphone.slash", rhythm: 6, doneToday: false)]),
        RitualSeed(id: "winddown", title: "Evening Wind-Down", category: "selfCare", time: "evening", icon: "moon.stars",
                   arcs: [(date(6, 1), date(8, 29)), (date(10, 8), date(12, 6))],
                   habits: [HabitSeed(id: "skincare", title: "Skincare", symbol: "skincare", rhythm: 8, doneToday: true),
                            HabitSeed(id: "read", title: "Read ten pages", symbol: "book", rhythm: 6, doneToday: true),
                            HabitSeed(id: "lights", title: "Lights out by 22:30", symbol: "bed.double", rhythm: 5, doneToday: false)]),
        RitualSeed(id: "breath", title: "Breathwork", category: "mindfulness", time: "anytime", icon: "wind",
                   arcs: [(date(11, 1), date(12, 20))],
                   habits: [HabitSeed(id: "box", title: "Box breathing", symbol: "wind", rhythm: 7, doneToday: false)]),
    ]

    /// The day moves on: a habit flagged `doneToday` is checked in once its ritual's slot has
    /// passed, and the first habit of the current slot too; `completeAll` checks in everything.
    static func isDoneToday(_ habit: HabitSeed, index: Int, ritual: RitualSeed, slot: DaySlot, completeAll: Bool) -> Bool {
        if completeAll { return true }
        guard habit.doneToday, let time = RitualTime(rawValue: ritual.time), time != .anytime else { return false }
        let own = time.slot(now: slot)
        return own < slot || (own == slot && index == 0)
    }

    /// Check-ins in a fixed pattern: about `rhythm` days in ten, through yesterday, plus today.
    static func completedDays(_ habit: HabitSeed, index: Int, arcs: [(start: LocalDate, end: LocalDate)],
                              doneToday: Bool, today: LocalDate) -> [JSONValue] {
        var days: [JSONValue] = []
        for arc in arcs {
            var day = arc.start
            while day <= arc.end && day < today {
                let n = day.daysSinceEpoch
                // Every sixth day is a perfect one; otherwise a fixed scatter of `rhythm` in ten.
                if n % 6 == 0 || (n * 7 + index * 3 + n / 5) % 10 < habit.rhythm { days.append(.string(day.description)) }
                day = day.adding(days: 1)
            }
            if doneToday, arc.start <= today, today <= arc.end { days.append(.string(today.description)) }
        }
        return days
    }

    static func ritual(_ seed: RitualSeed, sortIndex: Int, slot: DaySlot, completeAll: Bool) -> JSONValue {
        .object([
            "id": .string(seed.id), "title": .string(seed.title), "category": .string(seed.category),
            "timeOfDay": .string(seed.time), "icon": .string(seed.icon), "sortIndex": .integer(sortIndex),
            "arcs": .array(seed.arcs.enumerated().map { index, arc in
                ["number": .integer(index + 1), "startDate": .string(arc.start.description), "endDate": .string(arc.end.description)]
            }),
            "habits": .array(seed.habits.enumerated().map { index, habit in
                [
                    "id": .string(habit.id), "title": .string(habit.title), "symbol": .string(habit.symbol),
                    "sortIndex": .integer(index),
                    "completedDays": .array(completedDays(habit, index: index, arcs: seed.arcs,
                                                          doneToday: isDoneToday(habit, index: index, ritual: seed, slot: slot,
                                                                                 completeAll: completeAll),
                                                          today: today)),
                ]
            }),
        ])
    }

    static func input(time: String, locale: String, appearance: String, rituals: [RitualSeed] = presets,
                      completeAll: Bool = false, history: JSONValue? = nil, detail: String? = nil, todayFilter: String? = nil,
                      day: String? = nil) -> JSONValue {
        let slot = DaySlot(hour: Int(time.prefix(2)) ?? 12)
        var fields: [String: JSONValue] = [
            "now": .string("2026-11-22T\(time)-08:00"), "timeZone": .string(zone), "locale": .string(locale),
            "appearance": .string(appearance),
            "rituals": .array(rituals.enumerated().map { ritual($1, sortIndex: $0, slot: slot, completeAll: completeAll) }),
        ]
        if let history { fields["history"] = history }
        if let detail { fields["detail"] = ["ritual": .string(detail)] }
        if let todayFilter { fields["today"] = ["filter": .string(todayFilter)] }
        if let day { fields["day"] = ["date": .string(day)] }
        return .object(fields)
    }

    /// A lighter load: only the morning ritual, still open at 20:30.
    static var morningOnly: [RitualSeed] {
        var seed = presets[0]
        seed.habits = seed.habits.map { var h = $0; h.doneToday = false; return h }
        return [seed]
    }

    /// Breathwork's 21-day arc ended yesterday: time to renew.
    static var arcComplete: [RitualSeed] {
        presets.map { seed in
            var seed = seed
            if seed.id == "breath" { seed.arcs = [(date(11, 1), date(11, 21))] }
            return seed
        }
    }

    /// A new ritual whose first arc begins in eight days, beside the presets.
    static var upcoming: [RitualSeed] {
        presets + [RitualSeed(id: "journal", title: "Evening Journal", category: "mindfulness", time: "night", icon: "book",
                              arcs: [(date(11, 30), date(12, 20))],
                              habits: [HabitSeed(id: "page", title: "Write one page", symbol: "book", rhythm: 0, doneToday: false)])]
    }

    /// The presets with the afternoon ritual's habits all removed.
    static var withoutHabits: [RitualSeed] {
        var seeds = presets
        seeds[2].habits = []
        return seeds
    }

    /// Titles in Hebrew and Arabic in an English UI, one long enough to be cut and one habit
    /// with a number inside: each starts at the UI's leading edge, its ellipsis ends the line
    /// it cuts, and a row that names its ritual reads ritual, then time, as every other does.
    static var rightToLeftTitles: [RitualSeed] {
        var seeds = presets
        seeds[0].title = "שגרת בוקר"
        seeds[0].habits[0].title = "לשתות כוס מים"
        seeds[0].habits[1].title = "מדיטציה 10 דקות עם נשימות עמוקות לפני שכל היום מתחיל"
        seeds[1].title = "روتين الحركة في منتصف اليوم مع المشي والتمدد"
        seeds[1].habits[1].title = "اقرأ 10 صفحات"
        return seeds
    }

    static var longTitles: [RitualSeed] {
        var seeds = presets
        seeds[2].title = "A very long ritual title that keeps going well past the edge of any widget"
        seeds[2].habits[0].title = "Clear every surface of the desk, file the papers and water the plant on the sill"
        seeds[2].habits[1].symbol = "flux.capacitor"
        seeds[2].habits[1].title = "An unknown symbol draws the neutral glyph"
        return seeds
    }

    // Built once: examples are looked up on every render.
    static let all: [Example] = {
        [
            Example("afternoon-en-light", "Sunday 15:10, English, light: afternoon habits next, a 30-day arc at day 22",
                    isDefault: true, input: input(time: "15:10:00", locale: "en", appearance: "light")),
            Example("night-en-dark", "21:30 in English, dark: only anytime habits are left",
                    input: input(time: "21:30:00", locale: "en", appearance: "dark")),
            Example("morning-es-light", "08:05 in Spanish (Mexico), light", input: input(time: "08:05:00", locale: "es-MX", appearance: "light")),
            Example("midday-es-dark", "12:20 in Spanish (Mexico), dark", input: input(time: "12:20:00", locale: "es-MX", appearance: "dark")),
            Example("evening-fr-light", "18:40 in French (Canada), light", input: input(time: "18:40:00", locale: "fr-CA", appearance: "light")),
            Example("afternoon-fr-dark", "15:10 in French (Canada), dark", input: input(time: "15:10:00", locale: "fr-CA", appearance: "dark")),
            Example("no-rituals", "No rituals yet: the first-launch empty state", scenes: ["widget", "insights", "history", "detail", "today", "day"],
                    input: input(time: "09:00:00", locale: "en", appearance: "light", rituals: [])),
            Example("none-for-now", "20:30 with only a morning ritual still open: none for this time of day",
                    scenes: ["widget", "today"],
                    input: input(time: "20:30:00", locale: "en", appearance: "dark", rituals: morningOnly)),
            Example("all-done", "Everything checked in today, in Spanish", scenes: ["widget", "today", "day"],
                    input: input(time: "19:00:00", locale: "es-MX", appearance: "light", completeAll: true)),
            Example("arc-complete", "Breathwork's arc ended yesterday: the renewal prompt, in French; its detail, every milestone reached",
                    scenes: ["widget", "insights", "detail", "today"],
                    input: input(time: "16:45:00", locale: "fr-CA", appearance: "light", rituals: arcComplete, detail: "breath")),
            Example("ritual-without-habits", "A ritual whose habits were all removed: its card, detail, day and widgets say so, with no \"0 of 0\"",
                    scenes: ["today", "day", "detail", "widget"],
                    input: input(time: "15:10:00", locale: "en", appearance: "light", rituals: withoutHabits, detail: "deepwork")),
            Example("right-to-left", "Hebrew and Arabic titles in an English UI, aligned by the UI, each inserted title set apart",
                    scenes: ["widget", "today"],
                    input: input(time: "07:40:00", locale: "en", appearance: "light", rituals: rightToLeftTitles)),
            Example("long-titles", "Long titles end in an ellipsis; an unknown symbol draws the neutral glyph",
                    scenes: ["widget", "history", "detail", "today", "day"],
                    input: input(time: "14:30:00", locale: "en", appearance: "light", rituals: longTitles,
                                 history: ["months": 1, "ritual": "deepwork"], detail: "deepwork")),
            Example("detail-upcoming", "A ritual whose first arc starts next week, in Spanish, dark: its detail says when",
                    scenes: ["detail"],
                    input: input(time: "09:30:00", locale: "es-MX", appearance: "dark", rituals: upcoming, detail: "journal")),
            Example("today-all", "The Today tab with every ritual (filter 'all'), in French, dark", scenes: ["today"],
                    input: input(time: "15:10:00", locale: "fr-CA", appearance: "dark", todayFilter: "all")),
            Example("day-past", "The day sheet for Wednesday November 18, in English, light", scenes: ["day"],
                    input: input(time: "15:10:00", locale: "en", appearance: "light", day: "2026-11-18")),
            Example("day-rest", "The day sheet for a day before any arc: a rest day, in Spanish, dark", scenes: ["day"],
                    input: input(time: "15:10:00", locale: "es-MX", appearance: "dark", day: "2026-05-20")),
            Example("history-year", "Twelve months of history, all rituals", scenes: ["history"],
                    input: input(time: "15:10:00", locale: "en", appearance: "light", history: ["months": 12])),
            Example("history-ritual-es", "Three months of Evening Wind-Down alone, in Spanish, dark", scenes: ["history"],
                    input: input(time: "15:10:00", locale: "es-MX", appearance: "dark", history: ["months": 3, "ritual": "winddown"])),
        ]
    }()
}
