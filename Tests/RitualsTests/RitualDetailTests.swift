import Foundation
import Testing
import Terrarium
@testable import Rituals

/// The ritual detail view's rules (PRD 3.2.1, 6.2), on hand-made inputs. Today is Sunday
/// 2026-11-22 at 15:00 in Los Angeles; the fixture's arc runs November 1 to 30 (day 22 of 30).
struct RitualDetailTests {
    /// FR-DETAIL-04 and 6.2's Milestone table: First Day (day 1), One Week (7), Halfway (50 %
    /// of the arc: its middle day, rounded up), Three Weeks (21), Complete (the last day); an
    /// arc too short for one does not have it; a tie keeps the document's order. Reached on
    /// its day or after; on the ring at the end of its day.
    @Test(arguments: [
        // arc (start, end), today's day in November, [(milestone, day, reached)]
        (("2026-11-01", "2026-11-30"), 22, [("firstDay", 1, true), ("oneWeek", 7, true), ("halfway", 15, true),
                                            ("threeWeeks", 21, true), ("complete", 30, false)]),
        (("2026-11-16", "2026-11-22"), 22, [("firstDay", 1, true), ("halfway", 4, true), ("oneWeek", 7, true), ("complete", 7, true)]),
        (("2026-11-22", "2026-12-05"), 22, [("firstDay", 1, true), ("oneWeek", 7, false), ("halfway", 7, false), ("complete", 14, false)]),
        (("2026-11-02", "2026-11-22"), 22, [("firstDay", 1, true), ("oneWeek", 7, true), ("halfway", 11, true), ("threeWeeks", 21, true),
                                            ("complete", 21, true)]),
        (("2026-11-16", "2026-11-29"), 22, [("firstDay", 1, true), ("oneWeek", 7, true), ("halfway", 7, true), ("complete", 14, false)]),
    ] as [((String, String), Int, [(String, Int, Bool)])])
    func milestonesOfAnArc(arc: (String, String), today: Int, expected: [(String, Int, Bool)]) throws {
        let rules = try Fixture.rules(now: String(format: "2026-11-%02dT15:00:00-08:00", today),
                                      [Fixture.ritual("r", arcs: [arc], habits: [.init(id: "h")])])
        let ritual = try #require(rules.detailRitual)
        let status = try #require(rules.status(of: ritual))
        let marks = rules.milestones(of: status)
        #expect(marks.map { "\($0.milestone.rawValue) \($0.day) \($0.reached)" } == expected.map { "\($0.0) \($0.1) \($0.2)" })
        #expect(marks.allSatisfy { $0.fraction == Double($0.day) / Double(status.arc.durationDays) })
    }

    /// FR-DETAIL-03: the ritual's own streak: days with one of its habits checked in, back
    /// from today (or from yesterday while today has none); another ritual's days do not count.
    @Test(arguments: [
        ([19, 20, 21], 3), ([19, 20, 21, 22], 4), ([18, 19, 21], 1), ([20], 0), ([Int](), 0),
    ])
    func aRitualsOwnStreak(days: [Int], streak: Int) throws {
        let rules = try Fixture.rules([
            Fixture.ritual("mine", habits: [.init(id: "a", days: days.map { String(format: "2026-11-%02d", $0) })]),
            Fixture.ritual("other", sort: 1, habits: [.init(id: "b", days: Fixture.november(15, 16, 17, 18, 19, 20, 21, 22))]),
        ])
        let mine = try #require(rules.input.rituals.first { $0.id == "mine" })
        #expect(rules.streak(of: mine) == streak)
        #expect(rules.currentStreak == 8, "the widgets' streak counts every ritual")
    }

    /// FR-DETAIL-05 and the progress card's summary: each habit's check-ins in the arc up to
    /// today over the arc's days so far (today included); days outside the arc do not count.
    @Test func habitRatesAndTheArcsCheckins() throws {
        let rules = try Fixture.rules([Fixture.ritual("r", arcs: [("2026-11-01", "2026-11-12"), ("2026-11-13", "2026-11-30")], habits: [
            .init(id: "a", days: Fixture.november(2, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22)),
            .init(id: "b", sort: 1, days: Fixture.november(13, 20)),
            .init(id: "c", sort: 2),
        ])])
        let ritual = try #require(rules.detailRitual)
        let arc = try #require(rules.status(of: ritual)?.arc)
        #expect(arc.number == 2)
        let habits = rules.performance(of: ritual, in: arc)
        #expect(habits.map(\.habit.id) == ["a", "b", "c"])
        #expect(habits.map(\.done) == [10, 2, 0], "the 2nd is in the arc before")
        #expect(habits.map(\.days) == [10, 10, 10], "the 13th to the 22nd")
        #expect(habits.map(\.rate) == [1.0, 0.2, 0.0])
        #expect(rules.checkins(of: ritual, in: arc) == DayProgress(due: 30, done: 12))
    }

    /// An arc that has not begun has no days yet, and no rate.
    @Test func anArcAheadHasNoDaysSoFar() throws {
        let rules = try Fixture.rules([Fixture.ritual("r", arcs: [("2026-12-01", "2026-12-21")], habits: [.init(id: "a")])])
        let ritual = try #require(rules.detailRitual)
        let arc = try #require(ritual.arcs.first)
        #expect(rules.status(of: ritual) == nil)
        #expect(rules.daysSoFar(in: arc) == nil)
        #expect(rules.performance(of: ritual, in: arc).map(\.rate) == [nil])
    }

    /// Which ritual: the one `detail.ritual` names; else the first (in sort order) with an arc
    /// running today; else the first.
    @Test func whichRitualTheViewShows() throws {
        let over = Fixture.ritual("over", sort: 0, arcs: [("2026-10-01", "2026-10-30")], habits: [.init(id: "a")])
        let running = Fixture.ritual("running", sort: 1, habits: [.init(id: "b")])
        let input = { (extra: [String: JSONValue]) in RitualsRules(try RitualsInput(json: Fixture.json(rituals: [over, running], extra: extra))) }
        #expect(try input([:]).detailRitual?.id == "running")
        #expect(try input(["detail": ["ritual": "over"]]).detailRitual?.id == "over")
        #expect(try RitualsRules(RitualsInput(json: Fixture.json(rituals: [over]))).detailRitual?.id == "over")
        #expect(try RitualsRules(RitualsInput(json: Fixture.json(rituals: []))).detailRitual == nil)
    }

    @Test(arguments: [
        (JSONValue.object(["ritual": "nope"]), "but no ritual has that id"),
        (JSONValue.object(["ritual": 3]), "detail.ritual"),
        (JSONValue.object(["ritul": "r"]), "detail.ritul"),
    ])
    func badDetailInput(detail: JSONValue, message: String) {
        let extra = ["detail": detail]
        let json = Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "a")])], extra: extra)
        let error = #expect(throws: InputError.self) { try RitualsInput(json: json) }
        #expect("\(error.map { "\($0)" } ?? "")".contains(message), "\(String(describing: error))")
    }

    /// PRD 6.2: a category has one of 13 colours. The four presets take their own; a custom
    /// category without one is grey; `categoryColor` picks any of the 13 and nothing else.
    @Test(arguments: [("health", CategoryColor.green), ("productivity", .blue), ("mindfulness", .indigo),
                      ("selfCare", .pink), ("Self-Care", .pink), ("Cuisine française", .gray)])
    func presetCategoryColours(category: String, color: CategoryColor) {
        #expect(CategoryColor.preset(for: category) == color)
    }

    @Test func thirteenColoursAndTheFieldTakesOnlyThem() throws {
        #expect(CategoryColor.allCases.count == 13)
        var ritual = Fixture.ritual("r", habits: [.init(id: "a")])
        if case .object(var fields) = ritual { fields["categoryColor"] = "teal"; ritual = .object(fields) }
        #expect(try RitualsInput(json: Fixture.json(rituals: [ritual])).rituals.first?.categoryColor == .teal)
        if case .object(var fields) = ritual { fields["categoryColor"] = "chartreuse"; ritual = .object(fields) }
        let error = #expect(throws: InputError.self) { try RitualsInput(json: Fixture.json(rituals: [ritual])) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("rituals[0].categoryColor"))
    }

    /// The milestones' names are the document's, in each language.
    @Test func milestoneNames() {
        #expect(Milestone.allCases.map(RitualsText(.en).milestone) == ["First Day", "One Week", "Halfway", "Three Weeks", "Complete"])
        #expect(Milestone.allCases.map(RitualsText(.esMX).milestone) == ["Primer día", "Una semana", "A mitad de camino", "Tres semanas", "Completado"])
        #expect(Milestone.allCases.map(RitualsText(.frCA).milestone) == ["Premier jour", "Une semaine", "À mi-parcours", "Trois semaines", "Terminé"])
    }
}
