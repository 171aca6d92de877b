import Terrarium

/// Named inputs that between them show every plant type at every stage and state, every piece of
/// furniture and every artifact, both themes, the four lights, edit overlays, and an empty and a
/// full greenhouse. They drive the goldens, `terrarium render --example` and the README.
enum RootedExamples {
    static let zone = "America/Los_Angeles"
    static let midday = "2026-11-22T14:00:00-08:00"

    /// A friend whose hydration was last set at `now`, so the stored level is what shows.
    /// `artifacts` is written as given (an empty list shows no creature); nil leaves it out, so
    /// the plant shows what its streak (or `longest`, the longest streak) earned.
    static func friend(_ id: String, _ name: String, _ plant: PlantType, tile: [Int]? = nil, on table: String? = nil,
                       hydration: Double = 85, streak: Int = 12, longest: Int? = nil, frequency: String = "weekly",
                       updated: String = midday, artifacts: [String]? = [], stage: String? = nil) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(id), "name": .string(name), "plant": .string(plant.rawValue), "frequency": .string(frequency),
            "hydration": .number(hydration), "lastHydrationUpdate": .string(updated), "streakDays": .integer(streak),
            "lastContact": "2026-11-18T19:30:00-08:00",
        ]
        if let tile { fields["tile"] = .array(tile.map { .integer($0) }) }
        if let table { fields["on"] = .string(table) }
        if let artifacts { fields["artifacts"] = .array(artifacts.map { .string($0) }) }
        if let longest { fields["longestStreakDays"] = .integer(longest) }
        if let stage { fields["stage"] = .string(stage) }
        return .object(fields)
    }

    static func decoration(_ id: String, _ item: String, tile: [Int]? = nil, wall: String? = nil, at: Int? = nil,
                           footprint: [Int]? = nil) -> JSONValue {
        var fields: [String: JSONValue] = ["id": .string(id), "item": .string(item)]
        if let tile { fields["tile"] = .array(tile.map { .integer($0) }) }
        if let wall { fields["wall"] = .string(wall) }
        if let at { fields["at"] = .integer(at) }
        if let footprint { fields["footprint"] = .array(footprint.map { .integer($0) }) }
        return .object(fields)
    }

    static func garden(now: String = midday, theme: String? = nil, friends: [JSONValue], decorations: [JSONValue] = [],
                       extra: [String: JSONValue] = [:]) -> JSONValue {
        var fields: [String: JSONValue] = ["now": .string(now), "timeZone": .string(zone), "friends": .array(friends),
                                           "decorations": .array(decorations)]
        if let theme { fields["theme"] = .string(theme) }
        for (key, value) in extra { fields[key] = value }
        return .object(fields)
    }

    /// A lived-in greenhouse: twelve friends in every state, a table of plants, furniture on
    /// the floor and the walls, creatures on the long friendships. Each light example sets
    /// hydration at its own `now`, so only the light differs between them.
    static func cozyFriends(updated: String = midday) -> [JSONValue] { [
        friend("olivia", "Olivia", .rose, tile: [1, 1], streak: 95, updated: updated, artifacts: ["butterfly", "bee", "dragonfly"]),
        friend("ian", "Ian", .bonsai, tile: [3, 1], hydration: 72, streak: 40, frequency: "monthly", updated: updated, artifacts: ["hummingbird"]),
        friend("maya", "Maya", .sunflower, tile: [0, 3], hydration: 48, streak: 9, updated: updated),
        friend("leo", "Leo", .fern, tile: [2, 3], hydration: 91, streak: 33, updated: updated, artifacts: ["firefly"]),
        friend("sam", "Sam", .cactus, tile: [4, 3], hydration: 14, streak: 2, frequency: "biweekly", updated: updated),
        friend("noor", "Noor", .herbs, on: "table", hydration: 66, streak: 20, updated: updated),
        friend("ava", "Ava", .succulent, on: "table", hydration: 88, streak: 5, updated: updated, artifacts: ["butterfly"]),
        friend("kai", "Kai", .ivy, tile: [5, 1], hydration: 57, streak: 31, updated: updated),
        friend("zoe", "Zoë", .rose, tile: [1, 5], hydration: 0, streak: 0, updated: "2026-11-19T09:00:00-08:00"),
        friend("eli", "Eli", .sunflower, tile: [3, 5], hydration: 95, streak: 61, updated: updated, artifacts: ["bee", "firefly"]),
        friend("rin", "Rin", .herbs, tile: [5, 5], hydration: 35, streak: 12, frequency: "biweekly", updated: updated),
        friend("jo", "Jo", .cactus, tile: [0, 0], hydration: 80, streak: 8, updated: updated),
    ] }
    /// The lived-in greenhouse at `now`, its hydration last set then.
    static func cozyGarden(at now: String = midday, theme: String? = nil, extra: [String: JSONValue] = [:]) -> JSONValue {
        garden(now: now, theme: theme, friends: cozyFriends(updated: now), decorations: cozyDecorations, extra: extra)
    }
    static let cozyDecorations: [JSONValue] = [
        decoration("table", "table", tile: [1, 2]),
        decoration("bench", "bench", tile: [4, 5]),
        decoration("can", "wateringCan", tile: [0, 5]),
        decoration("shelf", "shelf", wall: "left", at: 2),
        decoration("art", "painting", wall: "right", at: 3),
        decoration("cat", "cat", tile: [2, 5]),
    ]

    // Built once: examples are looked up on every render.
    static let all: [Example] = {
        var examples: [Example] = [
            Example("cozy-afternoon", "Twelve friends at 14:00: every state, a table of plants, furniture and creatures",
                    isDefault: true, input: cozyGarden()),
            Example("lighting-morning", "The same greenhouse at 08:30: cool blue morning light",
                    scenes: ["garden"], input: cozyGarden(at: "2026-11-22T08:30:00-08:00")),
            Example("lighting-evening", "At 18:00: amber evening light",
                    scenes: ["garden"], input: cozyGarden(at: "2026-11-22T18:00:00-08:00")),
            Example("lighting-night", "At 22:30: moonlight, and the fireflies glow",
                    scenes: ["garden", "share"], input: cozyGarden(at: "2026-11-22T22:30:00-08:00")),
            Example("moonlight-night", "The Moonlight Greenhouse theme at 22:30",
                    input: cozyGarden(at: "2026-11-22T22:30:00-08:00", theme: "moonlight-greenhouse")),
            Example("moonlight-midday", "The Moonlight Greenhouse theme at 12:30",
                    scenes: ["garden", "widget"],
                    input: cozyGarden(at: "2026-11-22T12:30:00-08:00", theme: "moonlight-greenhouse")),
            Example("empty-greenhouse", "No friends yet, at 10:00", scenes: ["garden", "share", "widget", "plant-card"],
                    input: garden(now: "2026-11-22T10:00:00-08:00", friends: [])),
            Example("full-greenhouse", "Twenty friends, three tables of plants and every furniture piece and garden artifact, at 17:30",
                    input: garden(now: "2026-11-22T17:30:00-08:00", friends: fullFriends, decorations: fullDecorations)),
            Example("edit-valid", "Edit mode: Maya's sunflower dragged over a free tile (green)", scenes: ["garden"],
                    input: cozyGarden(extra: ["edit": ["item": "maya", "tile": [4, 1]]])),
            Example("edit-invalid", "Edit mode: the bench dragged onto Leo's fern (red)", scenes: ["garden"],
                    input: cozyGarden(extra: ["edit": ["item": "bench", "tile": [2, 3]]])),
            Example("edit-table", "Edit mode: the table lifted with Noor's herbs and Ava's succulent on it, over two free tiles (green)",
                    scenes: ["garden"], input: cozyGarden(extra: ["edit": ["item": "table", "tile": [3, 4]]])),
            Example("placed-and-evolved", "Animated, the first second: Maya's sunflower, just set down, hops; Leo's fern, just grown mature, sparkles",
                    scenes: ["garden"], input: cozyGarden(extra: ["placed": "maya", "evolved": "leo"])),
            Example("card-wilting", "The card of Sam's wilting cactus, its panel and its removal's confirmation",
                    scenes: ["plant-card", "plant-panel", "remove-confirm"],
                    input: cozyGarden(extra: ["selected": "sam"])),
            Example("card-dead", "The card of Zoë's rose, dead after more than a day at 0: its panel offers Revive and Remove",
                    scenes: ["plant-card", "plant-panel"],
                    input: cozyGarden(extra: ["selected": "zoe"])),
            Example("card-colorblind", "Maya's thirsty sunflower with the colour-blind bar (orange to blue)",
                    scenes: ["plant-card", "widget"],
                    input: cozyGarden(extra: ["selected": "maya", "colorBlind": true])),
        ]
        examples.append(Example("onboarding",
                                "A first friend, Maya, being planted: her sunflower and bi-weekly chosen, then dragged over a free tile",
                                scenes: OnboardingStep.allCases.map(\.scene.rawValue),
                                input: garden(now: "2026-11-22T10:00:00-08:00",
                                              friends: [friend("maya", "Maya", .sunflower, tile: [2, 2], hydration: 100, streak: 0,
                                                               frequency: "biweekly", updated: "2026-11-22T10:00:00-08:00")],
                                              extra: ["edit": ["item": "maya", "tile": [3, 2]]])))
        examples.append(Example("earned-artifacts",
                                "Creatures and garden artifacts earned by the rules: streaks of 6 to 90 days, a broken 45-day streak, 40 days of a well-watered garden",
                                scenes: ["garden"], input: earnedGarden))
        // Every type at every stage and state: eight plants per picture.
        let stages = [("sprout", 3), ("young", 14), ("mature", 45)]
        let states: [(String, Double)] = [("healthy", 85), ("thirsty", 45), ("wilting", 10)]
        for (stage, streak) in stages {
            for (state, level) in states {
                examples.append(Example("types-\(stage)-\(state)", "All eight plant types, \(stage), \(state)", scenes: ["garden"],
                                        input: garden(friends: typeRow(level: level, streak: streak))))
            }
        }
        examples.append(Example("types-dead", "All eight plant types dead (0 for more than 24 hours)", scenes: ["garden"],
                                input: garden(friends: typeRow(level: 0, streak: 45, updated: "2026-11-20T08:00:00-08:00"))))
        return examples
    }()

    /// Friends with no `artifacts` list, so each shows what its streak earned: 6 days nothing,
    /// 7 the butterfly, 14 the bee, 30 the hummingbird, 60 the firefly, 90 the dragonfly; Ben's
    /// streak broke at 45 days and his three creatures stay. A garden history of 10 days at 72
    /// and 30 at 86-88 earns the wind chime, the bird feeder and the painting, not the cat
    /// (90 for 60 days); the engine places them.
    static let earnedGarden: JSONValue = {
        let friends: [JSONValue] = [
            friend("mia", "Mia", .fern, tile: [2, 1], hydration: 82, streak: 6, artifacts: nil),
            friend("noah", "Noah", .sunflower, tile: [4, 1], hydration: 90, streak: 7, artifacts: nil),
            friend("lena", "Lena", .rose, tile: [1, 3], hydration: 88, streak: 14, artifacts: nil),
            friend("omar", "Omar", .bonsai, tile: [3, 3], hydration: 79, streak: 30, frequency: "monthly", artifacts: nil, stage: "mature"),
            friend("hana", "Hana", .ivy, tile: [5, 3], hydration: 93, streak: 60, artifacts: nil),
            friend("theo", "Theo", .herbs, tile: [2, 5], hydration: 86, streak: 90, artifacts: nil),
            friend("ben", "Ben", .cactus, tile: [4, 5], hydration: 64, streak: 2, longest: 45, frequency: "biweekly", artifacts: nil),
        ]
        let first = LocalDate(year: 2026, month: 10, day: 13)
        let history: [JSONValue] = (0..<40).map { i in
            ["day": .string(first.adding(days: i).description),
             "averageHydration": .number(i < 10 ? 72 : [86, 87.5, 88][i % 3])]
        }
        return garden(friends: friends, extra: ["gardenHistory": .array(history)])
    }()

    static let typeTiles = [[1, 0], [3, 0], [5, 0], [0, 2], [2, 2], [4, 2], [1, 4], [3, 4]]

    static func typeRow(level: Double, streak: Int, updated: String = midday) -> [JSONValue] {
        zip(PlantType.allCases, typeTiles).map { plant, tile in
            friend(plant.rawValue, plant.displayName, plant, tile: tile, hydration: level, streak: streak, updated: updated)
        }
    }

    static let fullFriends: [JSONValue] = {
        let types = PlantType.allCases
        let floor = [[0, 0], [2, 0], [4, 0], [5, 1], [1, 1], [3, 2], [5, 3], [0, 4], [2, 4], [4, 5], [0, 2], [5, 5], [2, 5], [3, 0]]
        let levels: [Double] = [92, 81, 70, 64, 58, 45, 33, 19, 88, 76, 99, 67, 51, 84]
        var friends: [JSONValue] = floor.enumerated().map { i, tile in
            friend("f\(i + 1)", "Friend \(i + 1)", types[i % types.count], tile: tile, hydration: levels[i],
                   streak: [3, 14, 45, 95, 61, 31][i % 6],
                   artifacts: i == 3 ? ["butterfly", "bee", "hummingbird", "firefly", "dragonfly"] : i == 9 ? ["bee"] : [])
        }
        let tables = ["t1", "t1", "t1", "t2", "t2", "t3"]
        for (i, table) in tables.enumerated() {
            friends.append(friend("g\(i + 1)", "Guest \(i + 1)", types[(i + 3) % types.count], on: table,
                                  hydration: [90, 62, 40, 77, 85, 12][i], streak: [2, 9, 35, 4, 20, 50][i]))
        }
        return friends
    }()

    static let fullDecorations: [JSONValue] = [
        decoration("t1", "table", tile: [1, 3]),
        decoration("t2", "table", tile: [4, 1], footprint: [1, 2]),
        decoration("t3", "table", tile: [3, 4], footprint: [1, 2]),
        decoration("bench", "bench", tile: [1, 5]),
        decoration("can", "wateringCan", tile: [3, 3]),
        decoration("chime", "windChime", tile: [1, 0]),
        decoration("feeder", "birdFeeder", tile: [5, 0]),
        decoration("cat", "cat", tile: [4, 4]),
        decoration("gnome", "gnome", tile: [5, 2]),
        decoration("shelf", "shelf", wall: "left", at: 1),
        decoration("art", "painting", wall: "right", at: 2),
        decoration("art2", "painting", wall: "left", at: 4),
        decoration("shelf2", "shelf", wall: "right", at: 4),
    ]

    /// Lint-only inputs: a greenhouse at the input's limits, twenty friends every one of them
    /// thirsty, their names at the 40-character limit and in other scripts (emoji with ZWJ
    /// sequences, Korean, Japanese, Arabic, Hebrew, combining marks), a streak of a hundred
    /// years; the card of each of those names.
    static let stress: [Example] = {
        let names: [(String, String)] = [
            ("longest", String(repeating: "W", count: RootedInput.maximumNameLength)),
            ("emoji", "Sam 👩‍👩‍👧‍👦🌿"), ("korean", "김서연"), ("japanese", "さくら 山田"), ("arabic", "ليلى"),
            ("hebrew", "נועה"), ("combining", "Zoë Ångström Nguyễn"),
        ]
        let types = PlantType.allCases
        var friends: [JSONValue] = []
        for i in 0..<RootedInput.maximumFriends {
            let name = i < names.count ? names[i].1 : "Friend \(i + 1)"
            friends.append(friend("f\(i)", name, types[i % types.count], tile: [i % 6, i / 6], hydration: Double(5 + i * 2),
                                  streak: i == 0 ? 36_500 : i))
        }
        var examples = [Example("stress-thirsty", "Twenty thirsty friends with long and international names",
                                scenes: ["widget", "garden", "share", "plant-card"], input: garden(friends: friends))]
        for (i, name) in names.enumerated() {
            examples.append(Example("stress-card-\(name.0)", "The card of a friend named in \(name.0) text",
                                    scenes: ["plant-card", "plant-panel", "remove-confirm", "onboarding-friend"],
                                    input: garden(friends: friends, extra: ["selected": .string("f\(i)")])))
        }
        return examples
    }()
}
