import Foundation
import Testing
import Terrarium
@testable import Rituals

/// Every kind of bad input names its field and says what is wrong.
struct RitualsInputTests {
    static let good = Fixture.ritual("r", habits: [.init(id: "h", days: Fixture.november(21))])

    static func error(_ json: JSONValue) -> InputError? {
        do { _ = try RitualsInput(json: json); return nil } catch { return error }
    }

    @Test func aGoodInputPasses() throws {
        let input = try RitualsInput(json: Fixture.json(locale: "fr-CA", rituals: [Self.good], extra: ["appearance": "dark"]))
        #expect(input.locale == .frCA && input.appearance == .dark && input.rituals.count == 1)
    }

    @Test(arguments: [
        (Fixture.json(locale: "de-DE", rituals: []), "locale", "must be one of 'en', 'es-MX', 'fr-CA' (got 'de-DE')"),
        (Fixture.json(now: "yesterday", rituals: []), "now", "ISO 8601"),
        (Fixture.json(rituals: [], extra: ["appearance": "sepia"]), "appearance", "must be one of 'light', 'dark'"),
        (Fixture.json(rituals: [], extra: ["timeZone": "Mars/Olympus"]), "timeZone", "Mars/Olympus"),
        (Fixture.json(rituals: [Fixture.ritual("r", arcs: [("2026-11-30", "2026-11-01")], habits: [])]),
         "rituals[0].arcs[0].endDate", "is 2026-11-01, before the arc's startDate 2026-11-30"),
        (Fixture.json(rituals: [Fixture.ritual("r", arcs: [("2026-11-31", "2026-12-01")], habits: [])]),
         "rituals[0].arcs[0].startDate", "is not a real date"),
        (Fixture.json(rituals: [Fixture.ritual("r", arcs: [("2026-1-1", "2026-12-01")], habits: [])]),
         "rituals[0].arcs[0].startDate", "must be a date as YYYY-MM-DD"),
        (Fixture.json(rituals: [Fixture.ritual("r", arcs: [("2026-01-01", "2027-01-01")], habits: [])]),
         "rituals[0].arcs[0].endDate", "366 days long; an arc lasts at most 365 days"),
        (Fixture.json(rituals: [Fixture.ritual("r", arcs: [("2026-11-01", "2026-11-20"), ("2026-11-20", "2026-11-30")], habits: [])]),
         "rituals[0].arcs", "arc 2 starts on 2026-11-20, before arc 1 ends on 2026-11-20"),
        (Fixture.json(rituals: [good, Fixture.ritual("r", habits: [])]), "rituals[1].id", "repeats 'r', already the id of rituals[0]"),
        (Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "h\u{1B}[2J")])]), "rituals[0].habits[0].title",
         "contains the control character U+001B; names and titles are one line of text"),
        (Fixture.json(rituals: [good, Fixture.ritual("s", habits: [.init(id: "h")])]), "rituals[1].habits[0].id", "repeats 'h'"),
        (Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "h", days: ["2026-11-23"])])]),
         "rituals[0].habits[0].completedDays[0]", "is 2026-11-23, after today's local date 2026-11-22"),
        (Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "h", days: ["2026-10-31"])])]),
         "rituals[0].habits[0].completedDays[0]", "outside every arc of its ritual"),
        (Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "h", days: ["2026-11-02", "2026-11-02"])])]),
         "rituals[0].habits[0].completedDays[1]", "repeats 2026-11-02"),
        (Fixture.json(rituals: [Fixture.ritual("r", habits: [.init(id: "h", days: ["Nov 2"])])]),
         "rituals[0].habits[0].completedDays[0]", "must be a date as YYYY-MM-DD"),
        (Fixture.json(rituals: [Fixture.ritual("r", time: "brunch", habits: [])]), "rituals[0].timeOfDay", "must be one of"),
        (Fixture.json(rituals: Array(repeating: good, count: 31)), "rituals", "has 31 rituals; the limit is 30"),
        (Fixture.json(rituals: [good], extra: ["history": ["months": 13]]), "history.months", "from 1 to 12"),
        (Fixture.json(rituals: [good], extra: ["history": ["ritual": "nope"]]), "history.ritual", "no ritual has that id"),
        (Fixture.json(rituals: [good], extra: ["colour": "blue"]), "colour", "is not a known field"),
    ])
    func badInputNamesTheField(json: JSONValue, field: String, message: String) {
        let error = Self.error(json)
        #expect(error?.field == field, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func titlesMustBeRealAndBounded() {
        let empty: JSONValue = Fixture.json(rituals: [.object(["id": "r", "title": "  ", "category": "health"])])
        #expect(Self.error(empty)?.field == "rituals[0].title")
        let long: JSONValue = Fixture.json(rituals: [.object(["id": "r", "title": .string(String(repeating: "a", count: 201)),
                                                                "category": "health"])])
        #expect(Self.error(long)?.message.contains("the limit is 200") == true)
    }
}
