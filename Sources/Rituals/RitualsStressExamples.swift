import Terrarium

extension RitualsExamples {
    /// Lint-only inputs at the input's limits (`terrarium lint` draws each in every language
    /// and appearance, and `render --example` draws one by name): titles at the length limit
    /// and in other scripts, the most rituals and habits, and the longest streak the input
    /// can hold. The zero states are ordinary examples (`no-rituals`, `none-for-now`).
    static let stress: [Example] = [
        Example("stress-titles", "Titles at the 200-character limit, with emoji ZWJ sequences, Korean, Japanese, Arabic, "
                + "Hebrew and combining marks", scenes: ["widget", "history", "insights", "today", "day"],
                input: input(time: "10:15:00", locale: "en", appearance: "light", rituals: internationalTitles,
                             history: ["months": 2, "ritual": "longest"])),
        Example("stress-most-rituals", "The most the input allows: 30 rituals of 20 habits, a year of history",
                scenes: ["widget", "history", "insights"],
                input: input(time: "13:40:00", locale: "en", appearance: "light", rituals: mostRituals,
                             history: ["months": 12])),
        Example("stress-longest-streak", "3,660 days checked in without a break, the most a habit can hold",
                scenes: ["widget", "history", "insights", "today", "day"],
                input: input(time: "19:30:00", locale: "en", appearance: "light", rituals: longestStreak,
                             history: ["months": 12])),
    ]

    /// A title of the most characters allowed, in words, so it can wrap.
    static let longestTitle: String = {
        let words = "Clear every surface of the desk, file the papers and water the plant on the sill before the day begins "
        return String(String(repeating: words, count: 3).prefix(RitualsInput.maximumTitleLength))
    }()

    /// Rituals whose titles are the longest allowed or written in other scripts, each with
    /// habits still open this morning so their titles are what the widgets show next.
    static var internationalTitles: [RitualSeed] {
        let arcs = [(date(11, 1), date(12, 20))]
        func habit(_ id: String, _ title: String, _ symbol: String) -> HabitSeed {
            HabitSeed(id: id, title: title, symbol: symbol, rhythm: 6, doneToday: false)
        }
        return [
            RitualSeed(id: "longest", title: String(repeating: "W", count: RitualsInput.maximumTitleLength), category: "health",
                       time: "morning", icon: "drop", arcs: arcs, habits: [
                           habit("long-habit", longestTitle, "checklist"),
                           habit("emoji", "Stretch 🧘🏽‍♀️ with the family 👨‍👩‍👧‍👦", "stretch"),
                           habit("korean", "물 한 잔 마시기", "drop"),
                           habit("japanese", "朝の瞑想、さくらと", "leaf"),
                       ]),
            RitualSeed(id: "rtl", title: "روتين المساء", category: "selfCare", time: "morning", icon: "moon.stars", arcs: arcs,
                       habits: [habit("arabic", "اشرب كوبًا من الماء", "drop"), habit("hebrew", "לקרוא עשרה עמודים", "book")]),
            RitualSeed(id: "marks", title: "Zoë's crème brûlée, Ångström & Nguyễn", category: "Cuisine française",
                       time: "anytime", icon: "sparkles", arcs: arcs,
                       habits: [habit("combining", "Z̧̤̈ǒ̥ë̱ n̈ǘ̧ǵ̤ẙ̈ẽ̥n", "neutral"), habit("cjk", "아침 명상 瞑想 冥想", "leaf")]),
        ]
    }

    /// Thirty rituals of twenty habits, across every time of day, each on a 30-day arc.
    static var mostRituals: [RitualSeed] {
        let times = RitualTime.allCases.map(\.rawValue)
        let symbols = ["drop", "figure.walk", "book", "leaf", "moon.stars", "checklist", "target", "wind", "bed.double", "cup.and.saucer"]
        return (0..<RitualsInput.maximumRituals).map { r in
            RitualSeed(id: "r\(r + 1)", title: "Ritual \(r + 1)", category: ["health", "productivity", "mindfulness", "selfCare"][r % 4],
                       time: times[r % times.count], icon: symbols[r % symbols.count],
                       arcs: [(today.adding(days: -(r % 20)), today.adding(days: 29 - r % 20))],
                       habits: (0..<RitualsInput.maximumHabitsPerRitual).map { h in
                           HabitSeed(id: "r\(r + 1)h\(h + 1)", title: "Habit \(h + 1) of ritual \(r + 1)",
                                     symbol: symbols[(r + h) % symbols.count], rhythm: 3 + (r + h) % 8, doneToday: h % 3 == 0)
                       })
        }
    }

    /// One habit checked in every day for 3,660 days (the most a habit can hold), over ten
    /// whole arcs of 365 days and a running eleventh.
    static var longestStreak: [RitualSeed] {
        let days = RitualsInput.maximumCompletedDays
        let first = today.adding(days: -(days - 1))
        var arcs: [(start: LocalDate, end: LocalDate)] = []
        var start = first
        while start <= today {
            let end = start.adding(days: RitualsInput.maximumArcDays - 1)
            arcs.append((start, end))
            start = end.adding(days: 1)
        }
        return [RitualSeed(id: "every-day", title: "Morning Hydration", category: "health", time: "morning", icon: "drop", arcs: arcs,
                           habits: [HabitSeed(id: "water", title: "Drink a glass of water", symbol: "drop", rhythm: 10, doneToday: true)])]
    }
}
