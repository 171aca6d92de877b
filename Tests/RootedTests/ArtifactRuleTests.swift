import Foundation
@testable import Rooted
import Terrarium
import Testing

/// PRD 6, "Collectible Artifacts System": the document's numbers, and their edges.
@Suite struct ArtifactRuleTests {
    @Test(arguments: [
        // streak record (days), creatures earned
        (0, [PlantArtifact]()),
        (6, []),
        (7, [.butterfly]),
        (13, [.butterfly]),
        (14, [.butterfly, .bee]),
        (29, [.butterfly, .bee]),
        (30, [.butterfly, .bee, .hummingbird]),
        (59, [.butterfly, .bee, .hummingbird]),
        (60, [.butterfly, .bee, .hummingbird, .firefly]),
        (89, [.butterfly, .bee, .hummingbird, .firefly]),
        (90, [.butterfly, .bee, .hummingbird, .firefly, .dragonfly]),
        (36_500, [.butterfly, .bee, .hummingbird, .firefly, .dragonfly]),
    ])
    func streaksEarnCreatures(days: Int, expected: [PlantArtifact]) {
        #expect(ArtifactRules.earned(streakRecord: days) == expected)
    }

    @Test func theDocumentsStreaks() {
        #expect(PlantArtifact.allCases.map(\.streakDays) == [7, 14, 30, 60, 90])
    }

    @Test(arguments: [
        // item, percent, days (PRD 6, "Garden-Level Artifacts")
        (DecorationItem.windChime, 70.0, 7), (.birdFeeder, 80, 14), (.painting, 85, 30), (.cat, 90, 60), (.gnome, 95, 90),
    ])
    func theDocumentsGardenGoals(item: DecorationItem, percent: Double, days: Int) {
        #expect(item.hydrationGoal?.percent == percent && item.hydrationGoal?.days == days)
    }

    @Test func furnitureIsNotEarned() {
        for item in [DecorationItem.table, .shelf, .wateringCan, .bench] { #expect(item.hydrationGoal == nil) }
        #expect(DecorationItem.gardenArtifacts == [.windChime, .birdFeeder, .painting, .cat, .gnome])
    }

    /// `count` consecutive days from 2026-01-01 at `level`.
    static func days(_ count: Int, at level: Double, from offset: Int = 0) -> [GardenDay] {
        let first = LocalDate(year: 2026, month: 1, day: 1)
        return (0..<count).map { GardenDay(first.adding(days: offset + $0), level) }
    }

    @Test(arguments: [
        // days, level, earned
        (6, 100.0, [DecorationItem]()),
        (7, 69.9, []),
        (7, 70, [.windChime]),
        (13, 80, [.windChime]),
        (14, 79.9, [.windChime]),
        (14, 80, [.windChime, .birdFeeder]),
        (29, 85, [.windChime, .birdFeeder]),
        (30, 84.9, [.windChime, .birdFeeder]),
        (30, 85, [.windChime, .birdFeeder, .painting]),
        (59, 90, [.windChime, .birdFeeder, .painting]),
        (60, 89.9, [.windChime, .birdFeeder, .painting]),
        (60, 90, [.windChime, .birdFeeder, .painting, .cat]),
        (89, 95, [.windChime, .birdFeeder, .painting, .cat]),
        (90, 94.9, [.windChime, .birdFeeder, .painting, .cat]),
        (90, 95, [.windChime, .birdFeeder, .painting, .cat, .gnome]),
    ])
    func aSteadyGardenEarns(count: Int, level: Double, expected: [DecorationItem]) {
        #expect(ArtifactRules.earnedGardenArtifacts(Self.days(count, at: level)) == expected)
    }

    @Test func aDayBelowOrAMissingDayBreaksTheRun() {
        // 3 + 4 days at 75 around one at 69.9: no run of 7.
        let dipped = Self.days(3, at: 75) + Self.days(1, at: 69.9, from: 3) + Self.days(4, at: 75, from: 4)
        #expect(ArtifactRules.longestRun(dipped, atLeast: 70) == 4)
        #expect(ArtifactRules.earnedGardenArtifacts(dipped).isEmpty)
        // The same without the dip's entry: a gap in the record.
        let gap = Self.days(3, at: 75) + Self.days(4, at: 75, from: 4)
        #expect(ArtifactRules.longestRun(gap, atLeast: 70) == 4)
        // Earned once, kept: a long good run, then a bad month.
        let then = Self.days(7, at: 71) + Self.days(30, at: 20, from: 7)
        #expect(ArtifactRules.earnedGardenArtifacts(then) == [.windChime])
    }

    @Test func theListShownWinsElseTheEarned() {
        #expect(ArtifactRules.shown(listed: nil, streakRecord: 14) == [.butterfly, .bee])
        #expect(ArtifactRules.shown(listed: [], streakRecord: 90) == [])
        #expect(ArtifactRules.shown(listed: [.dragonfly], streakRecord: 3) == [.dragonfly])
    }

    @Test func aBrokenStreakKeepsItsCreatures() throws {
        var friend = plant("ben", tile: [1, 1])
        if case .object(var f) = friend { f["streakDays"] = 2; f["longestStreakDays"] = 45; f["artifacts"] = nil; friend = .object(f) }
        let input = try RootedInput(json: validInput(friends: [friend]))
        #expect(input.friends[0].artifacts == [.butterfly, .bee, .hummingbird])
        #expect(input.friends[0].earnedArtifacts == [.butterfly, .bee, .hummingbird])
    }

    @Test func earnedGardenArtifactsArePlacedOnFreeSpots() throws {
        let history: [JSONValue] = Self.days(30, at: 85).map {
            ["day": .string($0.day.description), "averageHydration": .number($0.averageHydration)]
        }
        // The rose takes [0, 0]; the input already places a wind chime; the painting's first
        // wall spot is taken.
        let decorations: [JSONValue] = [
            ["id": "chime", "item": "windChime", "tile": [5, 5]],
            ["id": "earned-bird-feeder", "item": "bench", "tile": [3, 3]],
            ["id": "art", "item": "shelf", "wall": "right", "at": 0],
        ]
        let input = try RootedInput(json: validInput(friends: [plant("olivia", tile: [0, 0])], decorations: decorations,
                                                     extra: ["gardenHistory": .array(history)]))
        #expect(input.gardenArtifacts == [.windChime, .birdFeeder, .painting])
        let added = input.decorations.dropFirst(3)
        #expect(added.map(\.id) == ["earned-bird-feeder-2", "earned-painting"])
        #expect(added.map(\.place) == [.floor(Tile(0, 1), columns: 1, rows: 1), .wall(.right, at: 2)])
    }

    static func history(_ days: [JSONValue]) -> [String: JSONValue] { ["gardenHistory": .array(days)] }
    static let badHistories: [(String, [String: JSONValue], String, String)] = [
        // what is wrong, the extra fields, the field the error names, words the message holds
        ("a day twice", history([["day": "2026-11-01", "averageHydration": 80], ["day": "2026-11-01", "averageHydration": 80]]),
         "gardenHistory[1].day", "oldest first"),
        ("days out of order", history([["day": "2026-11-02", "averageHydration": 80], ["day": "2026-11-01", "averageHydration": 80]]),
         "gardenHistory[1].day", "not after"),
        ("a day after today", history([["day": "2026-11-23", "averageHydration": 80]]), "gardenHistory[0].day", "after today"),
        ("no day", history([["averageHydration": 80]]), "gardenHistory[0].day", "missing"),
        ("a bad date", history([["day": "2026-13-01", "averageHydration": 80]]), "gardenHistory[0].day", "real date"),
        ("no average", history([["day": "2026-11-01"]]), "gardenHistory[0].averageHydration", "missing"),
        ("an average over 100", history([["day": "2026-11-01", "averageHydration": 100.5]]),
         "gardenHistory[0].averageHydration", "0 to 100"),
        ("an unknown key", history([["day": "2026-11-01", "averageHydration": 80, "avg": 1]]), "gardenHistory[0].avg", ""),
    ]

    @Test(arguments: badHistories)
    func badHistoryNamesTheField(_ what: String, extra: [String: JSONValue], field: String, words: String) {
        #expect(throws: InputError.self, "\(what)") { try RootedInput(json: validInput(extra: extra)) }
        do {
            _ = try RootedInput(json: validInput(extra: extra))
        } catch let error as InputError {
            #expect(error.field == field, "\(what): \(error)")
            #expect(words.isEmpty || error.message.contains(words), "\(what): \(error)")
        } catch { Issue.record("\(what): \(error)") }
    }

    @Test func aLongestStreakShorterThanTheStreakIsAnError() {
        var friend = plant("ben", tile: [1, 1])
        if case .object(var f) = friend { f["streakDays"] = 20; f["longestStreakDays"] = 12; friend = .object(f) }
        do {
            _ = try RootedInput(json: validInput(friends: [friend]))
            Issue.record("accepted")
        } catch let error as InputError {
            #expect(error.field == "friends[0].longestStreakDays")
            #expect(error.message.contains("shorter than streakDays"))
        } catch { Issue.record("\(error)") }
    }
}
