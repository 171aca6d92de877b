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

    func doneOf(_ done: Int, _ due: Int) -> String {
        pick("\(number(done)) of \(number(due)) done", "\(number(done)) de \(number(due)) completados",
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
}

/// The insight cards, in the Insights tab's order (PRD 6.2, InsightCard).
enum InsightCard: String, CaseIterable, Sendable, Codable {
    case active, streak, habitsToday, completion, daysActive, sevenDayAverage, totalCheckins, bestRitual
}
