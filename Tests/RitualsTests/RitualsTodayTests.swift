import Foundation
import Testing
import Terrarium
@testable import Rituals

/// The Today tab's rules (PRD 3.1), the day detail sheet's (FR-HISTORY-05), the Insights tip
/// (FR-INSIGHTS-11) and the adaptive columns (FR-TODAY-06, FR-HISTORY-06, 7.4), on hand-made
/// inputs. Today is Sunday 2026-11-22 at 15:00 (afternoon) in Los Angeles.
struct RitualsTodayTests {
    // MARK: Today

    /// FR-TODAY-03: a part of the day shows its own rituals and the anytime ones; "anytime"
    /// only those; "all" every one.
    @Test(arguments: [
        (TodayFilter.all, [RitualTime.morning, .midday, .afternoon, .evening, .night, .anytime]),
        (.morning, [.morning, .anytime]), (.midday, [.midday, .anytime]), (.afternoon, [.afternoon, .anytime]),
        (.evening, [.evening, .anytime]), (.night, [.night, .anytime]), (.anytime, [.anytime]),
    ])
    func whatAFilterShows(filter: TodayFilter, shown: [RitualTime]) {
        #expect(RitualTime.allCases.filter(filter.shows) == shown)
    }

    /// Without `today.filter`, Today opens on the part of the day it is now (PRD 6.2's ranges:
    /// morning before 11:00, midday to 14:00, afternoon to 17:00, evening to 21:00, night after).
    @Test(arguments: [("06:00", TodayFilter.morning), ("10:59", .morning), ("11:00", .midday), ("13:59", .midday),
                      ("14:00", .afternoon), ("16:59", .afternoon), ("17:00", .evening), ("20:59", .evening),
                      ("21:00", .night), ("23:59", .night)])
    func theDefaultFilterIsNow(time: String, filter: TodayFilter) throws {
        let rules = try Fixture.rules(now: "2026-11-22T\(time):00-08:00", [Fixture.ritual("r", habits: [.init(id: "h")])])
        #expect(rules.todayFilter == filter)
    }

    /// FR-TODAY-01, 02 and 04: cards for the rituals at the filter's time that run today, with
    /// today's check-ins; "no rituals" when none runs today (an ended or future arc does not
    /// count); "no rituals for this time" with how many run at other times.
    @Test func cardsAndTheTwoEmptyStates() throws {
        let morning = Fixture.ritual("am", time: "morning", habits: [.init(id: "a", days: Fixture.november(22)), .init(id: "b", sort: 1)])
        let evening = Fixture.ritual("pm", time: "evening", sort: 1, habits: [.init(id: "c")])
        let anytime = Fixture.ritual("any", time: "anytime", sort: 2, habits: [.init(id: "d", days: Fixture.november(22))])
        let over = Fixture.ritual("over", time: "afternoon", sort: 3, arcs: [("2026-10-01", "2026-10-30")], habits: [.init(id: "e")])
        let ahead = Fixture.ritual("ahead", time: "afternoon", sort: 4, arcs: [("2026-12-01", "2026-12-30")], habits: [.init(id: "f")])
        let rules = try Fixture.rules([morning, evening, anytime, over, ahead])

        guard case .cards(let all) = rules.todayContent(.all) else { Issue.record("expected cards"); return }
        #expect(all.map(\.ritual.id) == ["am", "pm", "any"])
        #expect(all.map(\.progress) == [DayProgress(due: 2, done: 1), DayProgress(due: 1, done: 0), DayProgress(due: 1, done: 1)])
        #expect(all[0].habits.map(\.done) == [true, false])
        #expect(all[0].status.dayIndex == 22 && all[0].status.arc.durationDays == 30)

        guard case .cards(let afternoon) = rules.todayContent(.afternoon) else { Issue.record("expected cards"); return }
        #expect(afternoon.map(\.ritual.id) == ["any"], "the ended and the future afternoon rituals are not today's")

        let noAnytime = try Fixture.rules([morning, evening, over])
        #expect(noAnytime.todayContent(.afternoon) == .noneForTime(elsewhere: 2))
        #expect(noAnytime.todayContent(.anytime) == .noneForTime(elsewhere: 2))
        #expect(try Fixture.rules([over, ahead]).todayContent(.all) == .noRituals)
        #expect(try Fixture.rules([]).todayContent(.morning) == .noRituals)
    }

    /// A ritual whose habits were all removed says so on its card, in each language, with no
    /// count, ring, divider or list (issue 35: it showed "0 of 0 done", an em dash in the
    /// ring and an empty divider), at the regular and the accessibility sizes.
    @Test(arguments: [(TypeSize.large, "en", "No habits yet"), (.accessibility5, "en", "No habits yet"),
                      (.large, "es-MX", "Sin hábitos todavía"), (.large, "fr-CA", "Aucune habitude pour l’instant")])
    func aRitualWithoutHabitsSaysSo(typeSize: TypeSize, locale: String, words: String) throws {
        let renderer = try Renderer(registry: PluginRegistry([RitualsPlugin()]))
        var job = RenderRequest(plugin: "rituals", scene: "today", input: .example("ritual-without-habits"))
        job.typeSize = typeSize
        job.axes = ["locale": locale]
        let boxes = try renderer.inspect(job, pixels: .none).inspection.boxes
        let done = try #require(boxes.first { $0.id == "card-0-done" })
        #expect(done.text?.text == words)
        let rings = boxes.filter { $0.id.hasPrefix("ring-label") }
        #expect(!boxes.contains { $0.id.hasPrefix("card-0-habit-") })
        #expect(rings.allSatisfy { !($0.parent ?? "").hasPrefix("card-0") }, "no ring on the card without habits")
        #expect(rings.contains { ($0.parent ?? "").hasPrefix("card-1") }, "the next card keeps its ring")
    }

    /// The same ritual on its detail, the day sheet and every widget family (issue 35.6): no
    /// "0 of 0" anywhere, no "0/0" group on the day sheet (a finished group's green), and the
    /// detail says "No habits yet" where its check-ins and its habits would be.
    @Test(arguments: ["en", "es-MX", "fr-CA"])
    func aRitualWithoutHabitsIsNeverZeroOfZero(locale: String) throws {
        let renderer = try Renderer(registry: PluginRegistry([RitualsPlugin()]))
        let zero = ["0 of 0", "0/0", "0 de 0", "0 sur 0"]
        var jobs = ["day", "detail"].map { RenderRequest(plugin: "rituals", scene: $0, input: .example("ritual-without-habits")) }
        for family in ["small", "medium", "large", "accessory-circular", "accessory-rectangular", "accessory-inline"] {
            jobs.append(RenderRequest(plugin: "rituals", scene: "widget", input: .example("ritual-without-habits"), family: family))
        }
        for var job in jobs {
            job.axes = ["locale": locale]
            let texts = try renderer.inspect(job, pixels: .none).inspection.boxes.compactMap { $0.text?.text }
            #expect(!texts.contains { text in zero.contains { text.contains($0) } }, "\(job.scene) \(job.family ?? ""): \(texts)")
            if job.scene == "detail" {
                let none = RitualsText(try #require(RitualsLocale(rawValue: locale))).noHabits
                #expect(texts.filter { $0 == none }.count == 2, "check-ins and the habits card")
            }
        }
    }

    /// FR-TODAY-05: a ritual whose arc is over and has no next arc asks to be renewed, whatever
    /// the filter; one with a next arc planned does not.
    @Test func renewalPrompts() throws {
        let ended = Fixture.ritual("ended", time: "morning", arcs: [("2026-11-01", "2026-11-21")], habits: [.init(id: "a")])
        let renewed = Fixture.ritual("renewed", sort: 1, arcs: [("2026-11-01", "2026-11-21"), ("2026-11-25", "2026-12-20")],
                                     habits: [.init(id: "b")])
        let running = Fixture.ritual("running", sort: 2, habits: [.init(id: "c")])
        let rules = try Fixture.rules([ended, renewed, running])
        #expect(rules.renewalPrompts.map(\.0.id) == ["ended"])
        #expect(rules.renewalPrompts.first?.1.isComplete == true)
    }

    @Test(arguments: [
        (JSONValue.object(["filter": "dawn"]), "today.filter"),
        (JSONValue.object(["filter": 3]), "today.filter"),
        (JSONValue.object(["filtr": "all"]), "today.filtr"),
        (JSONValue.object(["date": "2026-11-23"]), "day.date"),
        (JSONValue.object(["date": "22/11/2026"]), "day.date"),
        (JSONValue.object(["dat": "2026-11-20"]), "day.dat"),
    ])
    func badInputNamesItsField(value: JSONValue, field: String) {
        let key = String(field.prefix { $0 != "." })
        let json = Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "a")])], extra: [key: value])
        let error = #expect(throws: InputError.self) { try RitualsInput(json: json) }
        #expect("\(error.map { "\($0)" } ?? "")".contains(field), "\(String(describing: error))")
    }

    @Test func goodInputIsRead() throws {
        let json = Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "a")])],
                                extra: ["today": ["filter": "anytime"], "day": ["date": "2026-11-22"]])
        let input = try RitualsInput(json: json)
        #expect(input.todayFilter == .anytime)
        #expect(input.dayDate == LocalDate(year: 2026, month: 11, day: 22))
    }

    // MARK: Columns

    /// FR-TODAY-06, FR-HISTORY-06, 7.4: one column on every iPhone held upright (320 to 430
    /// pt), two on every phone on its side (568 pt and wider) and on iPad; content at most
    /// 960 pt wide.
    @Test(arguments: [
        (320.0, 1, 280.0), (375, 1, 335), (390, 1, 350), (414, 1, 374), (430, 1, 390), (539, 1, 499),
        (540, 2, 500), (568, 2, 528), (667, 2, 627), (744, 2, 704), (844, 2, 804), (932, 2, 892),
        (1024, 2, 960), (1366, 2, 960),
    ])
    func columnsForAWidth(width: Double, columns: Int, content: Double) {
        #expect(AdaptiveColumns.count(width: width) == columns)
        #expect(AdaptiveColumns.contentWidth(screen: width, padding: 20) == content)
        // The Today tab and the day sheet split where the rule says.
        #expect(RitualsScreenFrame(width: width).columns == columns)
        #expect(AdaptiveColumns.contentWidth(screen: width, padding: RitualsScreenFrame.padding) == content)
    }

    /// The screens that lay themselves out for wide screens take iPads and phones on their
    /// side; the others stay an upright iPhone's.
    @Test func theAdaptiveScenesOptInToWideScreens() {
        #expect(RitualsPlugin().scenes.filter(\.adaptsToWideScreens).map(\.name) == ["history", "today", "day"])
    }

    // MARK: The day sheet

    /// FR-HISTORY-05's comparison: whole percentage points apart; within 5 either way is "the
    /// same" (the Insights arrows' threshold).
    @Test(arguments: [
        (0.8, 0.68, DayComparison.above(points: 12)), (0.5, 0.68, .below(points: 18)), (0.7, 0.68, .same),
        (0.72, 0.68, .same), (0.73, 0.68, .above(points: 5)), (0.63, 0.68, .below(points: 5)), (0.64, 0.68, .same),
        (1.0, 1.0, .same), (0.0, 1.0, .below(points: 100)),
    ])
    func comparedWithTheWeek(rate: Double, average: Double, expected: DayComparison) {
        #expect(DayComparison.of(rate, average: average) == expected)
    }

    @Test func noComparisonWithoutBoth() {
        #expect(DayComparison.of(nil, average: 0.5) == DayComparison.none)
        #expect(DayComparison.of(0.5, average: nil) == DayComparison.none)
    }

    /// The message follows FR-HISTORY-02's bands: all done, half or more, under half, none;
    /// nothing due is a rest day; today is not over until everything is done.
    @Test(arguments: [
        (DayProgress(due: 4, done: 4), false, DayMood.perfect), (DayProgress(due: 4, done: 4), true, .perfect),
        (DayProgress(due: 4, done: 2), false, .strong), (DayProgress(due: 4, done: 3), false, .strong),
        (DayProgress(due: 4, done: 1), false, .started), (DayProgress(due: 3, done: 1), false, .started),
        (DayProgress(due: 4, done: 0), false, .missed), (DayProgress(due: 0, done: 0), false, .rest),
        (DayProgress(due: 0, done: 0), true, .rest), (DayProgress(due: 4, done: 1), true, .stillTime),
        (DayProgress(due: 4, done: 0), true, .stillTime),
    ])
    func theMessage(progress: DayProgress, isToday: Bool, mood: DayMood) {
        #expect(DayMood.of(progress, isToday: isToday) == mood)
    }

    /// The streak around the day: its place in a run of active days (through today), the run
    /// today can extend, the run a missed day ended, or none.
    @Test(arguments: [
        // active days in November, the day, expected
        ([17, 18, 19, 20], 18, DayStreak.within(day: 2, length: 4)),
        ([17, 18, 19, 20, 21, 22], 22, .within(day: 6, length: 6)),
        ([19], 19, .within(day: 1, length: 1)),
        ([18, 19, 20, 21], 22, .keepGoing(length: 4)),
        ([18, 19], 20, .ended(length: 2)),
        ([18], 21, .none),
        ([Int](), 22, .none),
    ])
    func streakAroundTheDay(days: [Int], day: Int, expected: DayStreak) throws {
        let rules = try Fixture.rules([Fixture.ritual("r", habits: [.init(id: "a", days: days.map { String(format: "2026-11-%02d", $0) })])])
        #expect(rules.streakContext(on: LocalDate(year: 2026, month: 11, day: day).daysSinceEpoch) == expected)
    }

    /// The weekly average is the Insights card's 7-Day Avg as of that day; on today they agree.
    @Test func weeklyAverageMatchesInsights() throws {
        let rules = try Fixture.rules([Fixture.ritual("r", habits: [
            .init(id: "a", days: Fixture.november(16, 17, 18, 20, 22)), .init(id: "b", sort: 1, days: Fixture.november(16, 22)),
        ])])
        #expect(rules.weeklyAverage(endingOn: rules.today) == Insights(rules).sevenDayAverage)
        // The 16th to the 22nd: 2, 1, 1, 0, 1, 0, 2 of 2 each.
        #expect(rules.weeklyAverage(endingOn: rules.today) == 7.0 / 14.0)
        // Before the arc began (November 1) nothing was due: no average.
        #expect(rules.weeklyAverage(endingOn: LocalDate(year: 2026, month: 10, day: 20).daysSinceEpoch) == nil)
    }

    /// FR-HISTORY-05's list: the rituals with an arc on the day, each with its habits' check-ins.
    @Test func habitsGroupedByRitual() throws {
        let rules = try Fixture.rules([
            Fixture.ritual("one", habits: [.init(id: "a", days: Fixture.november(20)), .init(id: "b", sort: 1)]),
            Fixture.ritual("two", sort: 1, arcs: [("2026-11-21", "2026-11-30")], habits: [.init(id: "c")]),
        ])
        let day = LocalDate(year: 2026, month: 11, day: 20).daysSinceEpoch
        #expect(rules.groups(on: day).map(\.ritual.id) == ["one"], "two's arc starts on the 21st")
        #expect(rules.groups(on: day).first?.done == [true, false])
        #expect(rules.groups(on: day).first?.progress == DayProgress(due: 2, done: 1))
        #expect(rules.groups(on: rules.today).map(\.ritual.id) == ["one", "two"])
    }

    // MARK: The Insights tip

    @Test(arguments: [
        // average, trend, current streak, longest, tip
        (nil as Double?, Trend.stable, 0, 0, InsightTip.getStarted),
        (0.9, .up, 10, 10, .recordStreak), (0.3, .down, 7, 7, .recordStreak),
        (0.9, .up, 6, 6, .excellentWeek), (0.8, .stable, 10, 12, .excellentWeek),
        (0.79, .down, 2, 9, .slipping), (0.3, .down, 0, 9, .slipping),
        (0.49, .stable, 3, 9, .lowWeek), (0.49, .up, 3, 9, .lowWeek),
        (0.5, .up, 3, 9, .improving), (0.79, .up, 3, 9, .improving),
        (0.5, .stable, 3, 9, .steady), (0.79, .stable, 0, 0, .steady),
    ])
    func theTip(average: Double?, trend: Trend, streak: Int, longest: Int, tip: InsightTip) {
        #expect(InsightTip.choose(average: average, averageTrend: trend, currentStreak: streak, longestStreak: longest) == tip)
    }

    // MARK: Words

    /// Every new word exists in each language, and no language falls back on another's.
    @Test func everyLanguageHasTheNewWords() {
        func words(_ t: RitualsText) -> [String] {
            TodayFilter.allCases.map(t.filterName) + [t.noRitualsForTime, t.ritualsElsewhere(1), t.ritualsElsewhere(3), t.tip]
                + DayMood.allCases.map(t.mood) + InsightTip.allCases.map(t.tip)
                + [DayStreak.within(day: 2, length: 4), .within(day: 1, length: 1), .keepGoing(length: 4), .ended(length: 2), .none]
                .map(t.dayStreak)
                + [DayComparison.above(points: 12), .below(points: 9), .same].compactMap { t.comparison($0, average: 0.68) }
        }
        let en = words(RitualsText(.en)), es = words(RitualsText(.esMX)), fr = words(RitualsText(.frCA))
        #expect(en.count == es.count && es.count == fr.count)
        for (index, word) in en.enumerated() where !["All"].contains(word) {
            #expect(!word.isEmpty && word != es[index] && word != fr[index], "\(word)")
        }
        #expect(RitualsText(.en).comparison(.above(points: 12), average: 0.68) == "12 points above your weekly average (68%)")
        #expect(RitualsText(.frCA).dayStreak(.within(day: 2, length: 4)) == "Série\u{00A0}: jour 2 sur 4")
        #expect(RitualsText(.en).dayStreak(.ended(length: 8)) == "Streak ended after 8 days")
        #expect(RitualsText(.esMX).ritualsElsewhere(1) == "1 ritual en otro momento del día")
        #expect(RitualsText(.en).noRitualsForTime == "No rituals for this time")
    }
}
