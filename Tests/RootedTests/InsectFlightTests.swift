@testable import Rooted
import TestTags
import Testing

/// The creatures' flight about their spots: from the still's spot, small, looping each 4 s,
/// seeded by id, and depth-sorted where they are at every frame.
struct InsectFlightTests {
    static let ids = ["olivia", "eli", "f4", "ava", "kai", "mo"]
    static let frames = (0..<48).map { Double($0) / 12 }

    @Test(arguments: PlantArtifact.allCases)
    func startsAtTheStillsSpotAndRepeatsEachLoop(_ artifact: PlantArtifact) {
        for plant in Self.ids {
            let id = "\(plant)/\(artifact.rawValue)"
            #expect(InsectFlight.offset(artifact, id: id, at: nil) == (0, 0))
            #expect(InsectFlight.offset(artifact, id: id, at: 0) == (0, 0))
            for t in Self.frames {
                #expect(InsectFlight.offset(artifact, id: id, at: t) == InsectFlight.offset(artifact, id: id, at: t + IdleLoop.duration),
                        "\(id) at \(t)")
            }
        }
    }

    /// Near its spot (at most four pixels sideways, three up or down), and it moves: several
    /// places a loop, never more than two pixels between frames except the hummingbird's dart.
    @Test(arguments: PlantArtifact.allCases)
    func smallCalmLoops(_ artifact: PlantArtifact) {
        for plant in Self.ids {
            let id = "\(plant)/\(artifact.rawValue)"
            let path = (Self.frames + [IdleLoop.duration]).map { InsectFlight.offset(artifact, id: id, at: $0) }
            for p in path { #expect(abs(p.x) <= 4 && abs(p.y) <= 3, "\(id): \(p)") }
            #expect(Set(path.map { "\($0.x),\($0.y)" }).count >= 4, "\(id) moves")
            let step = artifact == .hummingbird ? 3 : 1
            for (a, b) in zip(path, path.dropFirst()) {
                #expect(abs(b.x - a.x) <= step && abs(b.y - a.y) <= step, "\(id): \(a) to \(b)")
            }
        }
    }

    @Test func theHummingbirdHoldsThenDarts() {
        let path = Self.frames.map { InsectFlight.offset(.hummingbird, id: "ian/hummingbird", at: $0) }
        // Four spots a loop, each held eleven frames, with one frame halfway to the next.
        var runs: [Int] = []
        for (i, p) in path.enumerated() {
            if i > 0, path[i - 1] == p { runs[runs.count - 1] += 1 } else { runs.append(1) }
        }
        #expect(runs == [11, 1, 11, 1, 11, 1, 11, 1])
    }

    @Test func idsTurnThePaths() {
        for artifact in PlantArtifact.allCases {
            let paths = Set(Self.ids.map { plant in
                Self.frames.map { t in
                    let p = InsectFlight.offset(artifact, id: "\(plant)/\(artifact.rawValue)", at: t)
                    return "\(p.x),\(p.y)"
                }.joined(separator: " ")
            })
            #expect(paths.count >= 2, "\(artifact): two creatures of a kind do not fly as one")
        }
    }

    @Test(arguments: [
        // sideways pixels, the shift along the column (and against the row) in tiles
        (0, 0.0), (2, 0.0625), (-3, -0.09375), (16, 0.3), (-16, -0.3),
    ] as [(Int, Double)])
    func theBoxMovesSidewaysWithinItsPlant(dx: Int, shift: Double) {
        // A creature's spot in the middle of a plant's tile: 0.3 of a tile to spare each way.
        let plant = Box(c0: 2, c1: 3, r0: 4, r1: 5, z0: 0, z1: 24)
        let spot = Box(c0: 2.3, c1: 2.7, r0: 4.3, r1: 4.7, z0: 24, z1: 30)
        let moved = InsectFlight.box(spot, sideways: dx, within: plant)
        #expect(abs(moved.c0 - (spot.c0 + shift)) < 1e-12 && abs(moved.r0 - (spot.r0 - shift)) < 1e-12)
        #expect(moved.z0 == spot.z0 && moved.z1 == spot.z1, "it keeps its layer of air")
        #expect(moved.c1 - moved.c0 == spot.c1 - spot.c0)
    }

    @Test func aBoxAlreadyPastItsPlantsEdgeGoesNoFurther() {
        let plant = Box(c0: 2, c1: 3, r0: 4, r1: 5, z0: 0, z1: 24)
        let spot = Box(c0: 2.8, c1: 3.1, r0: 4.3, r1: 4.6, z0: 24, z1: 30)
        #expect(InsectFlight.box(spot, sideways: 3, within: plant) == spot)
        #expect(InsectFlight.box(spot, sideways: -3, within: plant).c0 < spot.c0, "it may come back in")
    }

    /// The depth-sort rule of `DepthSortTests`, at every frame of the loop: whenever two boxes
    /// overlap on screen the nearer is painted later, no two share space, and every creature
    /// comes after its plant.
    @Test(arguments: TestTier.seeds(60, fast: 12))
    func depthOrderHoldsAtEveryFrame(seed: Int) throws {
        let garden = try randomGarden(seed: UInt64(seed) &* 2_654_435_761 &+ 1)
        for t in Self.frames {
            let order = Greenhouse.objects(garden, at: t)
            let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.id, $0) })
            for a in order {
                if a.kind == .artifact, let plant = a.id.split(separator: "/").first {
                    #expect(position[a.id]! > position[String(plant)]!, "seed \(seed) at \(t): \(a.id) after its plant")
                }
                for b in order where a.id < b.id && a.box.overlapsOnScreen(b.box) {
                    let nearness = a.box.nearness(to: b.box)
                    #expect(nearness != 0, "seed \(seed) at \(t): \(a.id) and \(b.id) share space")
                    if nearness == 1 { #expect(position[a.id]! > position[b.id]!, "seed \(seed) at \(t): \(a.id) is nearer than \(b.id)") }
                    if nearness == -1 { #expect(position[a.id]! < position[b.id]!, "seed \(seed) at \(t): \(b.id) is nearer than \(a.id)") }
                }
            }
        }
    }

    @Test func theStillsOrderIsTimeZeros() throws {
        for seed in 0..<20 {
            let garden = try randomGarden(seed: UInt64(seed) + 500)
            #expect(Greenhouse.objects(garden, at: 0) == Greenhouse.objects(garden))
        }
    }
}
