import Foundation
import Testing
import Terrarium
@testable import Rituals

/// Words and numbers in each language, from Foundation's formatters with an explicit locale.
struct RitualsTextTests {
    func text(_ locale: RitualsLocale) -> RitualsText { RitualsText(locale) }

    @Test(arguments: [
        (RitualsLocale.en, 0.75, "75%"), (.esMX, 0.75, "75%"), (.frCA, 0.75, "75\u{202F}%"),
        (.en, 1.0, "100%"), (.frCA, 0.125, "13\u{202F}%"), (.frCA, 1.0, "100\u{202F}%"), (.en, 0.005, "1%"),
    ])
    func percents(locale: RitualsLocale, value: Double, expected: String) {
        #expect(text(locale).percent(value) == expected)
    }

    @Test func frenchPutsANarrowNoBreakSpaceBeforeThePercentSign() {
        // CLDR's fr-CA has U+00A0 there; French typography (and the layout issue) a narrow one.
        let scalars = Array(text(.frCA).percent(0.5).unicodeScalars)
        #expect(scalars.suffix(2) == ["\u{202F}", "%"])
        #expect(!text(.frCA).percent(0.5).unicodeScalars.contains("\u{00A0}"))
    }

    @Test(arguments: [(RitualsLocale.en, "12,345"), (.esMX, "12,345"), (.frCA, "12\u{00A0}345")])
    func groupedNumbers(locale: RitualsLocale, expected: String) {
        #expect(text(locale).number(12_345) == expected)
    }

    @Test(arguments: [
        (RitualsLocale.en, "November 2026", "Sunday, November 22"),
        (.esMX, "Noviembre de 2026", "Domingo, 22 de noviembre"),
        (.frCA, "Novembre 2026", "Dimanche 22 novembre"),
    ])
    func dates(locale: RitualsLocale, month: String, day: String) {
        #expect(text(locale).monthTitle(year: 2026, month: 11) == month)
        #expect(text(locale).longDay(LocalDate(year: 2026, month: 11, day: 22)) == day)
    }

    @Test func weekdayInitialsStartOnSunday() {
        #expect(text(.en).weekdayInitials == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(text(.esMX).weekdayInitials == ["D", "L", "M", "M", "J", "V", "S"])
        #expect(text(.frCA).weekdayInitials == ["D", "L", "M", "M", "J", "V", "S"])
    }

    @Test(arguments: [
        (RitualsLocale.en, 0, "No streak yet", "0 days remaining"), (.en, 1, "1-day streak", "1 day remaining"),
        (.en, 12, "12-day streak", "12 days remaining"),
        (.esMX, 1, "Racha de 1 día", "1 día restante"), (.esMX, 12, "Racha de 12 días", "12 días restantes"),
        (.frCA, 1, "Série de 1 jour", "1 jour restant"), (.frCA, 12, "Série de 12 jours", "12 jours restants"),
    ])
    func plurals(locale: RitualsLocale, count: Int, streak: String, remaining: String) {
        #expect(text(locale).streak(count) == streak)
        #expect(count == 0 ? text(locale).daysRemaining(0) == text(locale).lastDay : text(locale).daysRemaining(count) == remaining)
    }

    @Test func frenchTreatsZeroAsSingular() {
        #expect(text(.frCA).days(0) == "0 jour")
        #expect(text(.esMX).days(0) == "0 días")
        #expect(text(.en).days(0) == "0 days")
    }

    @Test func everyLocaleHasEveryWord() {
        for locale in RitualsLocale.allCases {
            let t = text(locale)
            let words = [t.today, t.nextUp, t.nextRitual, t.history, t.insights, t.noRituals, t.allDone, t.noneForNow]
                + RitualTime.allCases.map(t.timeName) + InsightCard.allCases.map(t.insightTitle)
            #expect(words.allSatisfy { !$0.isEmpty })
            if locale != .en {
                #expect(words != RitualsLocale.allCases.first.map { text($0) }.map {
                    [$0.today, $0.nextUp, $0.nextRitual, $0.history, $0.insights, $0.noRituals, $0.allDone, $0.noneForNow]
                        + RitualTime.allCases.map($0.timeName) + InsightCard.allCases.map($0.insightTitle)
                }, "\(locale) is translated")
            }
        }
    }
}

/// The lock screen's words in each language: the habits done of those due, and the inline
/// line's forms, longest first.
struct RitualsLockScreenTextTests {
    @Test(arguments: [
        (RitualsLocale.en, 3, 5, "3 of 5 habits"), (.en, 0, 1, "0 of 1 habit"), (.en, 1, 1, "1 of 1 habit"),
        (.esMX, 3, 5, "3 de 5 hábitos"), (.esMX, 1, 1, "1 de 1 hábito"),
        (.frCA, 3, 5, "3 habitudes sur 5"), (.frCA, 1, 5, "1 habitude sur 5"), (.frCA, 0, 5, "0 habitude sur 5"),
        (.en, 1_200, 1_500, "1,200 of 1,500 habits"), (.frCA, 1_200, 1_500, "1\u{00A0}200 habitudes sur 1\u{00A0}500"),
    ])
    func habitsOf(locale: RitualsLocale, done: Int, due: Int, expected: String) {
        #expect(RitualsText(locale).habitsOf(done, due) == expected)
    }

    @Test func inlineLinesLongestFirst() {
        let progress = DayProgress(due: 5, done: 3)
        #expect(RitualsText(.en).inlineLines(progress, streak: 12, hasRituals: true)
                == ["60% · 3 of 5 habits · 12-day streak", "60% · 3 of 5 habits", "60% · 3/5"])
        #expect(RitualsText(.frCA).inlineLines(progress, streak: 1, hasRituals: true)
                == ["60\u{202F}% · 3 habitudes sur 5 · Série de 1 jour", "60\u{202F}% · 3 habitudes sur 5", "60\u{202F}% · 3/5"])
        #expect(RitualsText(.esMX).inlineLines(DayProgress(due: 4, done: 4), streak: 0, hasRituals: true)
                == ["100% · 4 de 4 hábitos · Aún sin racha", "100% · 4 de 4 hábitos", "100% · 4/4"])
    }

    @Test func inlineLineWithoutAnythingDue() {
        #expect(RitualsText(.en).inlineLines(DayProgress(due: 0, done: 0), streak: 0, hasRituals: false) == ["No rituals yet"])
        #expect(RitualsText(.esMX).inlineLines(DayProgress(due: 0, done: 0), streak: 2, hasRituals: true)
                == ["Racha de 2 días", "No hay más rituales hoy"])
    }
}
