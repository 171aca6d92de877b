import Foundation
@testable import Rooted
import Terrarium
import TestTags
import Testing

/// A small deterministic generator, so a failing layout can be rebuilt from its seed.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11 ^ state << 7
    }
}

/// A random valid greenhouse: tables (either way round) with plants on them, floor plants with
/// creatures, floor furniture and wall items.
func randomGarden(seed: UInt64) throws -> GardenState {
    var random = SeededRandom(state: seed)
    var free = Set((0..<6).flatMap { c in (0..<6).map { r in Tile(c, r) } })
    var decorations: [JSONValue] = []
    var friends: [JSONValue] = []
    for t in 0..<Int.random(in: 0...3, using: &random) {
        let alongColumns = Bool.random(using: &random)
        let start = free.sorted().shuffled(using: &random).first { tile in
            let second = alongColumns ? Tile(tile.col + 1, tile.row) : Tile(tile.col, tile.row + 1)
            return second.col < 6 && second.row < 6 && free.contains(second)
        }
        guard let start else { continue }
        let second = alongColumns ? Tile(start.col + 1, start.row) : Tile(start.col, start.row + 1)
        free.subtract([start, second])
        decorations.append(["id": .string("table\(t)"), "item": "table", "tile": [.integer(start.col), .integer(start.row)],
                            "footprint": alongColumns ? [2, 1] : [1, 2]])
        for p in 0..<Int.random(in: 0...3, using: &random) {
            friends.append(plant("t\(t)p\(p)", on: "table\(t)", type: PlantType.allCases.randomElement(using: &random)!.rawValue))
        }
    }
    let items = ["bench", "wateringCan", "cat", "gnome", "windChime", "birdFeeder"]
    for d in 0..<Int.random(in: 0...4, using: &random) {
        guard let tile = free.sorted().randomElement(using: &random) else { break }
        free.remove(tile)
        decorations.append(["id": .string("d\(d)"), "item": .string(items.randomElement(using: &random)!),
                            "tile": [.integer(tile.col), .integer(tile.row)]])
    }
    decorations.append(["id": "shelf", "item": "shelf", "wall": "left", "at": .integer(Int.random(in: 0...4, using: &random))])
    decorations.append(["id": "art", "item": "painting", "wall": "right", "at": .integer(Int.random(in: 0...5, using: &random))])
    while friends.count < 20, let tile = free.sorted().randomElement(using: &random), Bool.random(using: &random) || friends.count < 8 {
        free.remove(tile)
        var fields = plant("f\(friends.count)", tile: [tile.col, tile.row],
                           type: PlantType.allCases.randomElement(using: &random)!.rawValue,
                           hydration: Double(Int.random(in: 1...100, using: &random)))
        let artifacts = PlantArtifact.allCases.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        if case .object(var object) = fields {
            object["artifacts"] = .array(artifacts.map { .string($0.rawValue) })
            object["streakDays"] = .integer([2, 12, 40][Int.random(in: 0..<3, using: &random)])
            fields = .object(object)
        }
        friends.append(fields)
    }
    return GardenState(try RootedInput(json: validInput(friends: friends, decorations: decorations)))
}

@Suite struct DepthSortTests {
    /// Whenever two boxes overlap on screen, the nearer is painted later.
    @Test(arguments: TestTier.seeds(300, fast: 60))
    func nearerIsPaintedLaterInRandomLayouts(seed: Int) throws {
        let garden = try randomGarden(seed: UInt64(seed) &* 2_654_435_761 &+ 1)
        let order = Greenhouse.objects(garden)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.id, $0) })
        #expect(position.count == order.count)
        for a in order {
            for b in order where a.id < b.id && a.box.overlapsOnScreen(b.box) {
                let nearness = a.box.nearness(to: b.box)
                // Overlapping outlines always have a separating axis, and every axis agrees.
                #expect(nearness != 0, "seed \(seed): \(a.id) \(a.box) and \(b.id) \(b.box) overlap in space")
                #expect(nearness == -b.box.nearness(to: a.box))
                if nearness == 1 { #expect(position[a.id]! > position[b.id]!, "seed \(seed): \(a.id) is nearer than \(b.id)") }
                if nearness == -1 { #expect(position[a.id]! < position[b.id]!, "seed \(seed): \(b.id) is nearer than \(a.id)") }
            }
        }
    }

    @Test(arguments: 0..<50)
    func orderDoesNotDependOnInputOrder(seed: Int) throws {
        let garden = try randomGarden(seed: UInt64(seed) + 9_000)
        let items = Greenhouse.objects(garden).map { DepthSort.Item(id: $0.id, box: $0.box) }
        var random = SeededRandom(state: UInt64(seed))
        let reshuffled = DepthSort.order(items.shuffled(using: &random))
        #expect(reshuffled.map(\.id) == DepthSort.order(items).map(\.id))
    }

    // Named tricky cases: the layouts a `col + row` sort gets wrong or that need the z axis.

    func order(_ friends: [JSONValue], _ decorations: [JSONValue]) throws -> [String] {
        Greenhouse.objects(GardenState(try RootedInput(json: validInput(friends: friends, decorations: decorations)))).map(\.id)
    }

    @Test func aPlantBehindTheFarEndOfALongTableIsPaintedFirst() throws {
        // The table covers (2,2) and (3,2); the plant at (3,1) is behind its far end although its
        // tile's col + row (4) is not smaller than the table's anchor tile's (4).
        let ids = try order([plant("behind", tile: [3, 1])], [["id": "table", "item": "table", "tile": [2, 2]]])
        #expect(ids == ["behind", "table"])
    }

    @Test func aPlantInFrontOfTheNearEndOfALongTableIsPaintedLast() throws {
        // (2,3) is in front of the table's first tile (2,2) but its col + row (5) equals the
        // table's second tile's.
        let ids = try order([plant("front", tile: [2, 3])], [["id": "table", "item": "table", "tile": [2, 2]]])
        #expect(ids == ["table", "front"])
    }

    @Test func plantsOnATableComeAfterItBackToFront() throws {
        let ids = try order([plant("b", on: "table"), plant("a", on: "table"), plant("c", on: "table")],
                            [["id": "table", "item": "table", "tile": [2, 2]]])
        #expect(ids == ["table", "b", "a", "c"])
    }

    @Test func aCreatureAboveItsPlantIsPaintedAfterItAndBeforeATallPlantInFront() throws {
        var front = plant("front", tile: [2, 3])
        var back = plant("back", tile: [2, 2])
        if case .object(var f) = back { f["artifacts"] = ["butterfly"]; back = .object(f) }
        if case .object(var f) = front { f["streakDays"] = 45; front = .object(f) }
        let ids = try order([front, back], [])
        #expect(ids == ["back", "back/butterfly", "front"])
    }

    @Test func wallItemsComeBeforeEverythingOnTheFloorThatCoversThem() throws {
        let ids = try order([plant("corner", tile: [0, 2])], [["id": "shelf", "item": "shelf", "wall": "left", "at": 1]])
        #expect(ids == ["shelf", "corner"])
    }

    @Test func artifactIdsNameTheirPlant() throws {
        var olivia = plant("olivia", tile: [1, 1])
        if case .object(var f) = olivia { f["artifacts"] = ["butterfly", "bee"]; olivia = .object(f) }
        let ids = try order([olivia], [])
        #expect(Set(ids) == ["olivia", "olivia/butterfly", "olivia/bee"])
    }
}
