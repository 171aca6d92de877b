import Foundation
@testable import Rooted
import Terrarium
import Testing

/// A valid greenhouse to break one field of at a time.
func validInput(friends: [JSONValue]? = nil, decorations: [JSONValue]? = nil, extra: [String: JSONValue] = [:]) -> JSONValue {
    var fields: [String: JSONValue] = [
        "now": "2026-11-22T14:00:00-08:00", "timeZone": "America/Los_Angeles",
        "friends": .array(friends ?? [plant("olivia", tile: [1, 1])]),
        "decorations": .array(decorations ?? [["id": "table", "item": "table", "tile": [2, 2]]]),
    ]
    for (key, value) in extra { fields[key] = value }
    return .object(fields)
}

func plant(_ id: String, tile: [Int]? = [0, 0], on table: String? = nil, type: String = "rose",
           frequency: String = "weekly", hydration: Double = 80, name: String? = nil) -> JSONValue {
    var fields: [String: JSONValue] = [
        "id": .string(id), "name": .string(name ?? id.capitalized), "plant": .string(type), "frequency": .string(frequency),
        "hydration": .number(hydration), "lastHydrationUpdate": "2026-11-22T08:00:00-08:00", "streakDays": 10,
        // An empty list shows no creature; without it the streak of 10 would show its butterfly.
        "artifacts": [],
    ]
    if let tile { fields["tile"] = .array(tile.map { .integer($0) }) }
    if let table {
        fields["tile"] = nil
        fields["on"] = .string(table)
    }
    return .object(fields)
}

@Suite struct RootedInputTests {
    @Test func aValidGreenhouseDecodes() throws {
        let input = try RootedInput(json: validInput())
        #expect(input.friends.map(\.id) == ["olivia"])
        #expect(input.decorations.first?.tiles == [Tile(2, 2), Tile(3, 2)])
    }

    @Test(arguments: [
        // what is wrong, the input, the field the error names, words the message holds
        ("two items on one tile", validInput(friends: [plant("a", tile: [1, 1]), plant("b", tile: [1, 1])]),
         "friends[1].tile", "'a' already takes"),
        ("a plant on a table's second tile", validInput(friends: [plant("a", tile: [3, 2])]),
         "friends[0].tile", "'table' already takes"),
        ("a tile outside 0-5", validInput(friends: [plant("a", tile: [6, 0])]), "friends[0].tile", "outside the 6x6 floor"),
        ("a negative tile", validInput(friends: [plant("a", tile: [0, -1])]), "friends[0].tile", "outside the 6x6 floor"),
        ("more than 20 friends", validInput(friends: (0..<21).map { plant("p\($0)", tile: [$0 % 6, $0 / 6]) }),
         "friends", "at most 20"),
        // Counted before any is read: the first of 41 items is broken, and the count is what is wrong.
        ("more than 40 decorations", validInput(decorations: (0..<41).map { _ in ["id": "x", "item": "piano"] }),
         "decorations", "has 41 items; the limit is 40"),
        ("more than 500 interactions", validInput(friends: [.object(["id": "a", "name": "A", "plant": "rose", "frequency": "weekly",
                                                                     "hydration": 50, "lastHydrationUpdate": "2026-11-22T08:00:00-08:00",
                                                                     "streakDays": 1, "tile": [0, 0],
                                                                     "interactions": .array(Array(repeating: ["kind": "hug"], count: 501))])]),
         "friends[0].interactions", "has 501 entries; the limit is 500"),
        ("an interaction of no known kind", validInput(friends: [.object(["id": "a", "name": "A", "plant": "rose", "frequency": "weekly",
                                                                          "hydration": 50, "lastHydrationUpdate": "2026-11-22T08:00:00-08:00",
                                                                          "streakDays": 1, "tile": [0, 0],
                                                                          "interactions": [["kind": "hug", "at": "2026-11-20T08:00:00Z"]]])]),
         "friends[0].interactions[0].kind", "must be one of"),
        ("a blank name", validInput(friends: [plant("sam", name: "\u{2003} ")]), "friends[0].name", "must not be empty"),
        ("an unknown plant type", validInput(friends: [plant("a", type: "tulip")]), "friends[0].plant", "must be one of"),
        ("a name over two lines", validInput(friends: [plant("sam", name: "Sam\r\nBo")]), "friends[0].name", "contains the control character U+000D"),
        ("an unknown frequency", validInput(friends: [plant("a", frequency: "daily")]), "friends[0].frequency", "must be one of"),
        ("hydration above 100", validInput(friends: [plant("a", hydration: 100.5)]), "friends[0].hydration", "from 0 to 100"),
        ("hydration below 0", validInput(friends: [plant("a", hydration: -1)]), "friends[0].hydration", "from 0 to 100"),
        ("a plant on a missing table", validInput(friends: [plant("a", on: "desk")]), "friends[0].on", "no decoration"),
        ("a plant on a bench", validInput(friends: [plant("a", on: "b")], decorations: [["id": "b", "item": "bench", "tile": [4, 4]]]),
         "friends[0].on", "only on tables"),
        ("a plant on a full table", validInput(friends: (0..<4).map { plant("p\($0)", on: "table") }),
         "friends[3].on", "is full"),
        ("duplicate friend ids", validInput(friends: [plant("a", tile: [0, 0]), plant("a", tile: [1, 0])]),
         "friends[1].id", "already the id"),
        ("a decoration with a friend's id", validInput(decorations: [["id": "olivia", "item": "cat", "tile": [4, 4]]]),
         "decorations[0].id", "already the id"),
        ("a table past the edge", validInput(decorations: [["id": "t", "item": "table", "tile": [5, 0]]]),
         "decorations[0].tile", "past the floor's edge"),
        ("an unknown item", validInput(decorations: [["id": "x", "item": "piano", "tile": [4, 4]]]),
         "decorations[0].item", "must be one of"),
        ("a wall item on the floor", validInput(decorations: [["id": "s", "item": "shelf", "tile": [4, 4]]]),
         "decorations[0].tile", "hangs on a wall"),
        ("a shelf off the wall's end", validInput(decorations: [["id": "s", "item": "shelf", "wall": "left", "at": 5]]),
         "decorations[0].at", "from 0 to 4"),
        ("two wall items in one place", validInput(decorations: [["id": "s", "item": "shelf", "wall": "left", "at": 1],
                                                                 ["id": "p", "item": "painting", "wall": "left", "at": 2]]),
         "decorations[1].at", "over 's'"),
        ("both tile and on", validInput(friends: [.object(["id": "a", "name": "A", "plant": "rose", "frequency": "weekly",
                                                           "hydration": 50, "lastHydrationUpdate": "2026-11-22T08:00:00-08:00",
                                                           "streakDays": 1, "tile": [0, 0], "on": "table"])]),
         "friends[0].on", "cannot be given with 'tile'"),
        ("an update after now", validInput(friends: [.object(["id": "a", "name": "A", "plant": "rose", "frequency": "weekly",
                                                              "hydration": 50, "lastHydrationUpdate": "2026-11-23T08:00:00-08:00",
                                                              "streakDays": 1, "tile": [0, 0]])]),
         "friends[0].lastHydrationUpdate", "after now"),
        ("a now without offset", validInput(extra: ["now": "2026-11-22T14:00:00"]), "now", "UTC offset"),
        ("an unknown field", validInput(extra: ["gardenSize": 8]), "gardenSize", "not a known field"),
        ("an edit of no item", validInput(extra: ["edit": ["item": "ghost", "tile": [0, 0]]]), "edit.item", "no friend's"),
        ("a plant placed that is no friend's", validInput(extra: ["placed": "ghost"]), "placed", "'ghost', which is no friend's id"),
        ("a decoration placed", validInput(extra: ["placed": "table"]), "placed", "no friend's id"),
        ("a plant evolved that is no friend's", validInput(extra: ["evolved": "ghost"]), "evolved", "no friend's id"),
        ("a sprout evolved", validInput(friends: [streaked("a", days: 3)], extra: ["evolved": "a"]), "evolved", "'a', a sprout"),
        ("a dead plant evolved", validInput(friends: [streaked("a", days: 40, hydration: 0, updated: "2026-11-20T08:00:00-08:00")],
                                            extra: ["evolved": "a"]), "evolved", "dead"),
    ] as [(String, JSONValue, String, String)])
    func badInputNamesTheItem(_ what: String, input: JSONValue, field: String, words: String) {
        do {
            _ = try RootedInput(json: input)
            Issue.record("\(what): accepted")
        } catch {
            #expect(error.field == field, "\(what): \(error)")
            #expect(error.message.contains(words), "\(what): \(error)")
        }
    }

    @Test func eventsNameTheirFriends() throws {
        let input = try RootedInput(json: validInput(friends: [streaked("a", days: 3), streaked("b", days: 8, col: 1)],
                                                     extra: ["placed": "a", "evolved": "b"]))
        #expect(input.placed == "a" && input.evolved == "b")
        // A stored stage counts: a plant never de-evolves, so one stored young has evolved.
        let stored = try RootedInput(json: validInput(friends: [streaked("c", days: 0, stage: "young")], extra: ["evolved": "c"]))
        #expect(stored.evolved == "c")
        let none = try RootedInput(json: validInput())
        #expect(none.placed == nil && none.evolved == nil)
    }

    @Test func aTableHoldsThreePlants() throws {
        let input = try RootedInput(json: validInput(friends: (0..<3).map { plant("p\($0)", on: "table") }))
        #expect(input.friends.count == 3)
    }
}

@Suite struct GardenRuleTests {
    @Test(arguments: [
        (5, 0, TimeOfDay.morning), (10, 59, .morning), (11, 0, .midday), (15, 59, .midday),
        (16, 0, .evening), (19, 59, .evening), (20, 0, .night), (0, 0, .night), (4, 59, .night),
    ])
    func timeOfDay(hour: Int, minute: Int, expected: TimeOfDay) {
        let time = LocalTime(date: LocalDate(year: 2026, month: 11, day: 22), hour: hour, minute: minute)
        #expect(TimeOfDay(time) == expected)
    }

    @Test(arguments: [
        // level, segments, lit
        (0.0, 10, 0), (0.1, 10, 1), (10.0, 10, 1), (10.1, 10, 2), (59.0, 10, 6), (99.9, 10, 10), (100.0, 10, 10),
    ])
    func barSegments(level: Double, segments: Int, lit: Int) {
        #expect(CareRules.litSegments(level: level, segments: segments) == lit)
    }

    @Test(arguments: [
        // frequency, hydration now, days until it leaves healthy (reaches 60)
        ("weekly", 100.0, 2 as Int?), ("weekly", 60.0, 0), ("weekly", 30.0, 0), ("monthly", 90.0, 9), ("biweekly", 61.0, 0),
    ])
    func daysUntilWatering(frequency: String, level: Double, days: Int?) throws {
        let json = validInput(friends: [.object([
            "id": "a", "name": "A", "plant": "rose", "frequency": .string(frequency), "hydration": .number(level),
            "lastHydrationUpdate": "2026-11-22T14:00:00-08:00", "streakDays": 1, "tile": [0, 0]])])
        let garden = GardenState(try RootedInput(json: json))
        #expect(CareRules.daysUntilWatering(garden.plants[0]) == days)
    }

    @Test func aDeadPlantHasNoWateringDayAndShowsTheDeadSprite() throws {
        let json = validInput(friends: [.object([
            "id": "a", "name": "A", "plant": "fern", "frequency": "weekly", "hydration": 0, "stage": "mature",
            "lastHydrationUpdate": "2026-11-20T14:00:00-08:00", "streakDays": 50, "tile": [0, 0]])])
        let plant = GardenState(try RootedInput(json: json)).plants[0]
        #expect(plant.state == .dead)
        #expect(plant.sprite == "fern-dead")
        #expect(CareRules.daysUntilWatering(plant) == nil)
    }

    @Test(arguments: [
        // item dragged, tile, valid
        ("olivia", [4, 4], true),   // a free tile
        ("olivia", [1, 1], true),   // where it already stands
        ("olivia", [2, 2], true),   // onto the table, which has room
        ("cat", [1, 1], false),     // onto Olivia
        ("table", [4, 4], true),    // both tiles free
        ("table", [5, 4], false),   // its second tile would be off the floor
        ("table", [0, 1], false),   // its second tile is Olivia's
        ("table", [1, 2], true),    // overlapping only itself
    ])
    func dropTargets(item: String, tile: [Int], valid: Bool) throws {
        let input = try RootedInput(json: validInput(decorations: [["id": "table", "item": "table", "tile": [2, 2]],
                                                                   ["id": "cat", "item": "cat", "tile": [5, 5]]]))
        let drop = DropInput(item: item, tile: Tile(tile[0], tile[1]))
        #expect(Greenhouse.dropIsValid(drop, garden: GardenState(input)) == valid)
    }
}

/// A fern on tile [col, 0] with a streak of `days`.
func streaked(_ id: String, days: Int, col: Int = 0, hydration: Double = 80, updated: String = "2026-11-22T08:00:00-08:00",
              stage: String? = nil) -> JSONValue {
    var fields: [String: JSONValue] = [
        "id": .string(id), "name": .string(id.capitalized), "plant": "fern", "frequency": "weekly",
        "hydration": .number(hydration), "lastHydrationUpdate": .string(updated), "streakDays": .integer(days),
        "tile": [.integer(col), 0],
    ]
    if let stage { fields["stage"] = .string(stage) }
    return .object(fields)
}
