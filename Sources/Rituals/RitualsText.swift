import Foundation
import Terrarium

/// Every word Rituals draws, in English, Spanish (Mexico) and French (Canada), with numbers,
/// percentages and dates from Foundation's formatters for that locale, never the machine's.
/// Plurals follow each language's rule: French treats 0 and 1 as singular.
struct RitualsText {
    let locale: RitualsLocale
    /// One-letter weekday heads, Sunday first (all three locales start the week on Sunday).
    let weekdayInitials: [String]

    init(_ locale: RitualsLocale) {
        self.locale = locale
        weekdayInitials = RitualsFormatters.shared.weekdayInitials(locale: locale)
    }

    /// The BCP 47 tag handed to the text engine for shaping and line breaks.
    var language: String { locale.rawValue }

    // MARK: Numbers and dates

    /// "75%", and in French "75 %" with a narrow no-break space (U+202F) before the sign: the
    /// French typographic rule, which CLDR's fr keeps but its fr-CA (U+00A0, a full-width
    /// space) does not; the layout issue asks for the narrow one. Either way the line never
    /// breaks before the sign.
    func percent(_ fraction: Double) -> String {
        let formatted = RitualsFormatters.shared.percent(fraction, locale: locale) ?? "\(Int((fraction * 100).rounded()))%"
        guard locale == .frCA else { return formatted }
        return formatted.replacingOccurrences(of: "\u{00A0}%", with: "\u{202F}%")
    }

    /// "1,234", "1 234".
    func number(_ value: Int) -> String {
        RitualsFormatters.shared.number(value, locale: locale) ?? String(value)
    }

    /// A month heading: "November 2026", "Noviembre de 2026", "Novembre 2026".
    func monthTitle(year: Int, month: Int) -> String {
        capitalisedFirst(format(LocalDate(year: year, month: month, day: 1), template: "MMMMy"))
    }

    /// "Sunday, November 22", "domingo, 22 de noviembre", "dimanche 22 novembre".
    func longDay(_ date: LocalDate) -> String {
        capitalisedFirst(format(date, template: "EEEEdMMMM"))
    }

    /// "Sun, Nov 22", "dom, 22 nov", "dim. 22 nov.": where the long form does not fit.
    func shortDay(_ date: LocalDate) -> String {
        capitalisedFirst(format(date, template: "EEEdMMM"))
    }

    private func format(_ date: LocalDate, template: String) -> String {
        // Noon UTC on the day, formatted in UTC: the same calendar day on every machine.
        RitualsFormatters.shared.date(Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 43_200),
                                      template: template, locale: locale)
    }

    private func capitalisedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased(with: locale.foundation) + text.dropFirst()
    }

    private func pick(_ en: String, _ es: String, _ fr: String) -> String {
        switch locale {
        case .en: en
        case .esMX: es
        case .frCA: fr
        }
    }

    private func isSingular(_ n: Int) -> Bool { locale == .frCA ? n <= 1 : n == 1 }

    // MARK: Words

    var today: String { pick("Today", "Hoy", "Aujourd’hui") }
    var nextUp: String { pick("Next up", "A continuación", "À venir") }
    var nextRitual: String { pick("Next ritual", "Siguiente ritual", "Prochain rituel") }
    var history: String { pick("History", "Historial", "Historique") }
    var insights: String { pick("Insights", "Estadísticas", "Statistiques") }
    var allRituals: String { pick("All rituals", "Todos los rituales", "Tous les rituels") }
    var noRituals: String { pick("No rituals yet", "Aún no hay rituales", "Aucun rituel pour l’instant") }
    /// The short form, where a widget's one line at a large text size holds no more.
    var noRitualsShort: String { pick("No rituals", "Sin rituales", "Aucun rituel") }
    var createRitual: String { pick("Create a ritual to begin", "Crea un ritual para empezar", "Créez un rituel pour commencer") }
    var allDone: String { pick("All done for today", "Todo listo por hoy", "Tout est fait pour aujourd’hui") }
    var noneForNow: String { pick("None for this time of day", "Nada para este momento del día", "Rien pour ce moment de la journée") }
    var noMoreToday: String { pick("No more rituals today", "No hay más rituales hoy", "Plus aucun rituel aujourd’hui") }
    var newArc: String { pick("Start a new arc", "Inicia un nuevo arco", "Commencez un nouvel arc") }
    var lastDay: String { pick("Last day", "Último día", "Dernier jour") }
    var noData: String { "—" }

    func timeName(_ time: RitualTime) -> String {
        switch time {
        case .morning: pick("Morning", "Mañana", "Matin")
        case .midday: pick("Midday", "Mediodía", "Midi")
        case .afternoon: pick("Afternoon", "Tarde", "Après-midi")
        case .evening: pick("Evening", "Atardecer", "Soirée")
        case .night: pick("Night", "Noche", "Nuit")
        case .anytime: pick("Anytime", "Cualquier hora", "En tout temps")
        }
    }

    /// A preset category's name; a custom one is shown as the user wrote it.
    func category(_ id: String) -> String {
        switch id.lowercased() {
        case "health": pick("Health", "Salud", "Santé")
        case "productivity": pick("Productivity", "Productividad", "Productivité")
        case "mindfulness": pick("Mindfulness", "Atención plena", "Pleine conscience")
        case "selfcare", "self-care": pick("Self-Care", "Autocuidado", "Soins personnels")
        default: id
        }
    }

    func streak(_ days: Int) -> String {
        if days == 0 { return pick("No streak yet", "Aún sin racha", "Aucune série") }
        let n = number(days)
        return isSingular(days) ? pick("\(n)-day streak", "Racha de \(n) día", "Série de \(n) jour")
            : pick("\(n)-day streak", "Racha de \(n) días", "Série de \(n) jours")
    }

    func days(_ count: Int) -> String {
        let n = number(count)
        return isSingular(count) ? pick("\(n) day", "\(n) día", "\(n) jour") : pick("\(n) days", "\(n) días", "\(n) jours")
    }

    /// "of 120 days": the days with an arc running so far.
    func ofDays(_ count: Int) -> String {
        pick("of \(days(count))", "de \(days(count))", "sur \(days(count))")
    }

    func longest(_ days: Int) -> String {
        pick("Longest: \(self.days(days))", "Récord: \(self.days(days))", "Record\u{00A0}: \(self.days(days))")
    }

    /// A ritual with no habits in place of "0 of 0 done".
    var noHabits: String { pick("No habits yet", "Sin hábitos todavía", "Aucune habitude pour l’instant") }

    /// "1 of 3 done". Spanish says "hechos", as short as the English and French, where
    /// "completados" took a third more room and gave way to "1/3" on a 320 pt phone alone.
    func doneOf(_ done: Int, _ due: Int) -> String {
        pick("\(number(done)) of \(number(due)) done", "\(number(done)) de \(number(due)) \(due == 1 ? "hecho" : "hechos")",
             "\(number(done)) sur \(number(due)) faites")
    }

    /// "3 of 5 habits": today's habits done of those due, for the lock screen.
    func habitsOf(_ done: Int, _ due: Int) -> String {
        let (d, n) = (number(done), number(due))
        return pick("\(d) of \(n) \(due == 1 ? "habit" : "habits")", "\(d) de \(n) \(due == 1 ? "hábito" : "hábitos")",
                    "\(d) \(isSingular(done) ? "habitude" : "habitudes") sur \(n)")
    }

    /// The lock screen's one line, longest first (the first that fits is drawn): today's
    /// percentage, the habits done and the streak; then without the streak; then the bare
    /// fraction. Without rituals, or with nothing due today, what there is to say instead.
    func inlineLines(_ progress: DayProgress, streak days: Int, hasRituals: Bool) -> [String] {
        guard hasRituals else { return [noRituals] }
        guard let rate = progress.rate else { return [streak(days), noMoreToday] }
        let head = percent(rate)
        return ["\(head) · \(habitsOf(progress.done, progress.due)) · \(streak(days))",
                "\(head) · \(habitsOf(progress.done, progress.due))",
                "\(head) · \(doneFraction(progress.done, progress.due))"]
    }

    /// "40/600": what is done of what is due, where the words do not fit.
    func doneFraction(_ done: Int, _ due: Int) -> String { "\(number(done))/\(number(due))" }

    func daysRemaining(_ count: Int) -> String {
        if count == 0 { return lastDay }
        let n = number(count)
        return isSingular(count) ? pick("\(n) day remaining", "\(n) día restante", "\(n) jour restant")
            : pick("\(n) days remaining", "\(n) días restantes", "\(n) jours restants")
    }

    func dayOf(_ day: Int, _ length: Int) -> String {
        pick("Day \(number(day)) of \(number(length))", "Día \(number(day)) de \(number(length))",
             "Jour \(number(day)) sur \(number(length))")
    }

    func arcComplete(_ number: Int) -> String {
        pick("Arc \(self.number(number)) complete", "Arco \(self.number(number)) completado", "Arc \(self.number(number)) terminé")
    }

    func checkins(_ count: Int) -> String {
        isSingular(count) ? pick("check-in", "registro", "validation") : pick("check-ins", "registros", "validations")
    }

    func insightTitle(_ card: InsightCard) -> String {
        switch card {
        case .active: pick("Active Rituals", "Rituales activos", "Rituels actifs")
        case .streak: pick("Streak", "Racha", "Série")
        case .habitsToday: pick("Habits Today", "Hábitos de hoy", "Habitudes du jour")
        case .completion: pick("Completion", "Cumplimiento", "Réussite")
        case .daysActive: pick("Days Active", "Días activos", "Jours actifs")
        case .sevenDayAverage: pick("7-Day Avg", "Promedio de 7 días", "Moyenne sur 7 jours")
        case .totalCheckins: pick("Total Check-ins", "Registros totales", "Validations au total")
        case .bestRitual: pick("Best Ritual", "Mejor ritual", "Meilleur rituel")
        }
    }

    func trend(_ trend: Trend) -> String {
        switch trend {
        case .up: pick("up from last week", "más que la semana pasada", "en hausse depuis la semaine dernière")
        case .down: pick("down from last week", "menos que la semana pasada", "en baisse depuis la semaine dernière")
        case .stable: pick("same as last week", "igual que la semana pasada", "comme la semaine dernière")
        }
    }

    var lastSevenDays: String { pick("Last 7 days", "Últimos 7 días", "7 derniers jours") }
    var lastFourteenDays: String { pick("Last 14 days", "Últimos 14 días", "14 derniers jours") }
    var noneYet: String { pick("None yet", "Ninguno aún", "Aucun pour l’instant") }

    // The ritual detail view (PRD 3.2.1).
    var milestones: String { pick("Milestones", "Hitos", "Jalons") }
    var habits: String { pick("Habits", "Hábitos", "Habitudes") }
    var progress: String { pick("Progress", "Progreso", "Progression") }
    var moreActions: String { pick("More actions", "Más acciones", "Plus d’actions") }

    /// The document's five milestones (PRD 6.2, Milestone).
    func milestone(_ milestone: Milestone) -> String {
        switch milestone {
        case .firstDay: pick("First Day", "Primer día", "Premier jour")
        case .oneWeek: pick("One Week", "Una semana", "Une semaine")
        case .halfway: pick("Halfway", "A mitad de camino", "À mi-parcours")
        case .threeWeeks: pick("Three Weeks", "Tres semanas", "Trois semaines")
        case .complete: pick("Complete", "Completado", "Terminé")
        }
    }

    /// "Day 7": the arc day a milestone falls on.
    func day(_ number: Int) -> String {
        pick("Day \(self.number(number))", "Día \(self.number(number))", "Jour \(self.number(number))")
    }

    /// "32 of 40 check-ins": the arc's check-ins so far against those it could have had.
    func checkinsOf(_ done: Int, _ possible: Int) -> String {
        pick("\(number(done)) of \(number(possible)) \(checkins(possible))", "\(number(done)) de \(number(possible)) \(checkins(possible))",
             "\(number(done)) \(checkins(done)) sur \(number(possible))")
    }

    /// "Starts Tuesday, December 1": a ritual whose first arc has not begun.
    func starts(_ date: LocalDate) -> String {
        pick("Starts \(longDay(date))", "Empieza el \(longDay(date).lowercased(with: locale.foundation))",
             "Commence le \(longDay(date).lowercased(with: locale.foundation))")
    }

    // The Today tab (PRD 3.1).

    /// The time-of-day filter's names: "All" and the six times.
    func filterName(_ filter: TodayFilter) -> String {
        filter.time.map(timeName) ?? pick("All", "Todos", "Tous")
    }

    /// FR-TODAY-04's second empty state, in the document's words.
    var noRitualsForTime: String { pick("No rituals for this time", "No hay rituales para este momento", "Aucun rituel pour ce moment") }

    /// How many rituals run today at other times of day than the filter's.
    func ritualsElsewhere(_ count: Int) -> String {
        let n = number(count)
        return isSingular(count)
            ? pick("\(n) ritual at another time of day", "\(n) ritual en otro momento del día", "\(n) rituel à un autre moment de la journée")
            : pick("\(n) rituals at other times of day", "\(n) rituales en otros momentos del día",
                   "\(n) rituels à d’autres moments de la journée")
    }

    /// "21 days": how long the finished arc ran, beside "Arc 1 complete".
    func arcLength(_ days: Int) -> String { self.days(days) }

    // The day detail sheet (FR-HISTORY-05).

    /// "4-day streak", "racha de 4 días", "série de 4 jours": inside a sentence.
    private func streakLength(_ days: Int) -> String {
        let n = number(days)
        return isSingular(days) ? pick("\(n)-day streak", "racha de \(n) día", "série de \(n) jour")
            : pick("\(n)-day streak", "racha de \(n) días", "série de \(n) jours")
    }

    func dayStreak(_ context: DayStreak) -> String {
        switch context {
        case .within(_, let length) where length == 1: streak(1)
        case .within(let day, let length):
            pick("Streak: day \(number(day)) of \(number(length))", "Racha: día \(number(day)) de \(number(length))",
                 "Série\u{00A0}: jour \(number(day)) sur \(number(length))")
        case .keepGoing(let length):
            pick("Check in today to keep your \(streakLength(length))", "Registra hoy para mantener tu \(streakLength(length))",
                 "Validez aujourd’hui pour garder votre \(streakLength(length))")
        case .ended(let length):
            pick("Streak ended after \(days(length))", "La racha terminó tras \(days(length))",
                 "La série s’est arrêtée après \(days(length))")
        case .none: pick("No streak on this day", "Sin racha este día", "Aucune série ce jour-là")
        }
    }

    private func points(_ count: Int) -> String {
        let n = number(count)
        return isSingular(count) ? pick("\(n) point", "\(n) punto", "\(n) point") : pick("\(n) points", "\(n) puntos", "\(n) points")
    }

    /// The day against the weekly average; nil when there is nothing to compare.
    func comparison(_ comparison: DayComparison, average: Double?) -> String? {
        guard let average else { return nil }
        let avg = percent(average)
        switch comparison {
        case .none: return nil
        case .above(let p):
            return pick("\(points(p)) above your weekly average (\(avg))", "\(points(p)) por encima de tu promedio semanal (\(avg))",
                        "\(points(p)) au-dessus de votre moyenne hebdomadaire (\(avg))")
        case .below(let p):
            return pick("\(points(p)) below your weekly average (\(avg))", "\(points(p)) por debajo de tu promedio semanal (\(avg))",
                        "\(points(p)) sous votre moyenne hebdomadaire (\(avg))")
        case .same:
            return pick("About the same as your weekly average (\(avg))", "Similar a tu promedio semanal (\(avg))",
                        "Comparable à votre moyenne hebdomadaire (\(avg))")
        }
    }

    func mood(_ mood: DayMood) -> String {
        switch mood {
        case .rest: pick("A rest day: nothing was scheduled.", "Día de descanso: no había nada programado.",
                         "Jour de repos\u{00A0}: rien n’était prévu.")
        case .perfect: pick("Perfect day! Every habit done.", "¡Día perfecto! Todos los hábitos completados.",
                            "Journée parfaite! Toutes vos habitudes sont faites.")
        case .stillTime: pick("The day isn’t over: there’s still time.", "El día no ha terminado: aún hay tiempo.",
                              "La journée n’est pas finie\u{00A0}: il reste du temps.")
        case .strong: pick("A strong day. Keep the rhythm going.", "Un gran día. Mantén el ritmo.", "Belle journée. Gardez le rythme.")
        case .started: pick("Every check-in counts. Tomorrow is a new day.", "Cada registro cuenta. Mañana es un nuevo día.",
                            "Chaque validation compte. Demain est un autre jour.")
        case .missed: pick("A fresh start tomorrow.", "Mañana es un nuevo comienzo.", "Demain, on recommence.")
        }
    }

    // The Insights tab's tip (FR-INSIGHTS-11).

    var tip: String { pick("Tip", "Consejo", "Astuce") }

    func tip(_ tip: InsightTip) -> String {
        switch tip {
        case .getStarted:
            pick("Check in on a ritual each day: your insights grow with every check-in.",
                 "Registra un ritual cada día: tus estadísticas crecen con cada registro.",
                 "Validez un rituel chaque jour\u{00A0}: vos statistiques s’enrichissent à chaque validation.")
        case .recordStreak:
            pick("This is your longest streak yet. Keep it going!", "Es tu racha más larga hasta ahora. ¡Sigue así!",
                 "C’est votre plus longue série à ce jour. Continuez!")
        case .excellentWeek:
            pick("\(percent(InsightTip.excellentAverage)) or more this week: you could add a new habit.",
                 "\(percent(InsightTip.excellentAverage)) o más esta semana: podrías sumar un nuevo hábito.",
                 "\(percent(InsightTip.excellentAverage)) ou plus cette semaine\u{00A0}: vous pourriez ajouter une habitude.")
        case .slipping:
            pick("Your week dipped. Focus on one habit at a time to get back on track.",
                 "Tu semana bajó. Enfócate en un hábito a la vez para retomar el ritmo.",
                 "Votre semaine a fléchi. Concentrez-vous sur une habitude à la fois pour reprendre le rythme.")
        case .lowWeek:
            pick("Under \(percent(InsightTip.lowAverage)) this week. Fewer habits, done every day, build momentum.",
                 "Menos del \(percent(InsightTip.lowAverage)) esta semana. Pocos hábitos, cada día, dan impulso.",
                 "Moins de \(percent(InsightTip.lowAverage)) cette semaine. Peu d’habitudes, faites chaque jour, donnent de l’élan.")
        case .improving:
            pick("You’re doing better than last week. Keep it up!", "Vas mejor que la semana pasada. ¡Sigue así!",
                 "Vous faites mieux que la semaine dernière. Continuez!")
        case .steady:
            pick("Check in at the same time each day: routine makes habits automatic.",
                 "Registra a la misma hora cada día: la rutina vuelve automáticos los hábitos.",
                 "Validez à la même heure chaque jour\u{00A0}: la routine rend les habitudes automatiques.")
        }
    }
}

/// The insight cards, in the Insights tab's order (PRD 6.2, InsightCard).
enum InsightCard: String, CaseIterable, Sendable, Codable {
    case active, streak, habitsToday, completion, daysActive, sevenDayAverage, totalCheckins, bestRitual
}
