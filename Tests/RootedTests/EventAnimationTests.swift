@testable import Rooted
import Testing

/// The two events the garden's animation plays in its first second, the placement hop and the
/// evolution sparkles: nothing at t = 0, the still again once each is over.
struct EventAnimationTests {
    static let frames = (0..<48).map { Double($0) / 12 }

    @Test(arguments: [
        // frame at 12 a second, lift (px), squash
        (0, 0, 0), (1, 0, 1), (2, 3, -1), (3, 7, 0), (4, 6, 0), (5, 2, 0), (6, 0, 2), (7, 1, 0), (8, 2, 0), (9, 0, 1),
        (10, 0, 0), (24, 0, 0), (48, 0, 0),
    ] as [(Int, Int, Int)])
    func theHop(frame: Int, lift: Int, squash: Int) {
        #expect(PlacementHop.pose(at: Double(frame) / 12) == PlacementHop.Pose(lift: lift, squash: squash))
    }

    @Test func theHopStartsAndEndsAtRest() {
        #expect(PlacementHop.pose(at: nil) == .rest)
        #expect(PlacementHop.end < 1, "well under a second")
        for t in Self.frames + (0..<400).map({ Double($0) / 100 }) {
            let pose = PlacementHop.pose(at: t)
            #expect((0...7).contains(pose.lift) && (-1...2).contains(pose.squash), "\(t): \(pose)")
            if t >= PlacementHop.end { #expect(pose == .rest, "over at \(t)") }
        }
        #expect(Self.frames.contains { PlacementHop.pose(at: $0).lift == 7 }, "it reaches its peak on a frame")
    }

    @Test(arguments: [
        // sprite height, squash, pixels lost at the top, pixels gained each side
        (16, 0, 0, 0), (16, 1, 1, 1), (16, 2, 2, 2), (16, -1, -1, -1), (32, 1, 2, 2), (32, 2, 4, 4), (32, -1, -2, -1), (8, 1, 1, 1),
    ] as [(Int, Int, Int, Int)])
    func theSquash(height: Int, squash: Int, shorter: Int, wider: Int) {
        let shape = PlacementHop.reshape(height: height, squash: squash)
        #expect(shape.shorter == shorter && shape.wider == wider)
    }

    static func burst(_ time: Double?) -> [EvolutionSparkles.Sparkle] {
        EvolutionSparkles.sparkles(id: "leo", x: 100, y: 80, halfWidth: 12, halfHeight: 18, at: time)
    }

    @Test func sparklesBurstAndEnd() {
        #expect(Self.burst(nil).isEmpty && Self.burst(0).isEmpty, "the still, and t = 0")
        #expect(EvolutionSparkles.end < 1)
        for t in Self.frames where t >= EvolutionSparkles.end { #expect(Self.burst(t).isEmpty, "over at \(t)") }
        let lit = Self.frames.map { Self.burst($0).count }
        #expect(lit.max() ?? 0 >= 5, "a burst, not one at a time")
        // Each twinkle grows from a dot to a star and back: as many dots as stars, and at
        // least one star a twinkle.
        let all = Self.frames.flatMap(Self.burst)
        #expect(all.filter { $0.size == 3 }.count >= EvolutionSparkles.count)
        #expect(all.filter { $0.size == 1 }.count >= EvolutionSparkles.count)
    }

    @Test func twinklesRingThePlant() {
        for t in Self.frames {
            for s in Self.burst(t) {
                // On a ring from 0.8 to 1.1 of the reach, less the pixel each drifts up.
                let dx = Double(s.x - 100) / 12, dy = Double(s.y - 80) / 18
                let r = (dx * dx + dy * dy).squareRoot()
                #expect(r > 0.6 && r < 1.25, "\(s) at \(t)")
                #expect((1...3).contains(s.size))
            }
        }
    }

    @Test(arguments: [(1, 1), (2, 5), (3, 9)])
    func twinklePixels(size: Int, count: Int) {
        let pixels = EvolutionSparkles.pixels(.init(x: 5, y: 5, size: size))
        #expect(pixels.count == count)
        #expect(Set(pixels.map { "\($0.x),\($0.y)" }).count == count)
        #expect(pixels.allSatisfy { abs($0.x - 5) + abs($0.y - 5) < size }, "arms reach size - 1")
    }
}
