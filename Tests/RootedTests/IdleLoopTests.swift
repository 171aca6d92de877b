import Foundation
import Testing
@testable import Rooted

/// Seed 004's idle loops: two frames each, at 2 or 1.5 frames a second by id, the still at
/// t = 0, and the whole garden again after 4 s.
struct IdleLoopTests {
    /// Ids of both rates (their FNV-1a hashes are even and odd).
    static let ids = ["olivia", "sam", "table", "bench", "olivia/butterfly", "mo", "priya", "lamp"]

    @Test func theStillIsEveryFirstFrameAndSoIsTimeZero() {
        for id in Self.ids {
            #expect(IdleLoop.frame(for: id, at: nil, frames: 2) == 0)
            #expect(IdleLoop.frame(for: id, at: 0, frames: 2) == 0)
            #expect(IdleLoop.frame(for: id, at: 3.7, frames: 1) == 0, "a still sprite has one frame")
        }
    }

    @Test func bothRatesAreUsedAndEachStepsAtItsOwnPace() {
        let fast = Self.ids.filter { IdleLoop.rate(for: $0) == 2 }, slow = Self.ids.filter { IdleLoop.rate(for: $0) == 1.5 }
        #expect(!fast.isEmpty && !slow.isEmpty, "neighbours drift in and out of step")
        for id in fast {
            #expect([0, 0.25, 0.5, 0.75, 1.0].map { IdleLoop.frame(for: id, at: $0, frames: 2) } == [0, 0, 1, 1, 0])
        }
        for id in slow {
            // A frame every 2/3 s: frame times are twelfths of a second.
            #expect([0, 7, 8, 15, 16].map { IdleLoop.frame(for: id, at: Double($0) / 12, frames: 2) } == [0, 0, 1, 1, 0])
        }
    }

    @Test func theGardenRepeatsEveryFourSeconds() {
        for id in Self.ids {
            for step in 0..<48 {
                let t = Double(step) / 12
                #expect(IdleLoop.frame(for: id, at: t, frames: 2) == IdleLoop.frame(for: id, at: t + IdleLoop.duration, frames: 2), "\(id) at \(t)")
            }
        }
    }

    /// Seed 004: "2-4 frame idle loops" for every plant sprite. Healthy and thirsty plants sway
    /// (two frames), wilting ones sag and rise (two frames); a dead plant, "fallen over", is
    /// still (one). Read from the sprite manifest the forge writes, for every type and stage.
    @Test func everyLivingPlantHasAnIdleLoopAndTheDeadAreStill() throws {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sprites/rooted/manifest.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
        let sprites = try #require(json?["sprites"] as? [[String: Any]])
        var frames: [String: Int] = [:]
        for sprite in sprites {
            if let name = sprite["name"] as? String { frames[name] = (sprite["frames"] as? [Any])?.count ?? 1 }
        }
        for type in PlantType.allCases {
            #expect(frames["\(type.rawValue)-dead"] == 1, "\(type)-dead")
            for stage in GrowthStage.allCases {
                for state in ["", "-thirsty", "-wilting"] {
                    let name = "\(type.rawValue)-\(stage.rawValue)\(state)"
                    #expect(frames[name] == 2, "\(name)")
                }
            }
        }
    }
}
