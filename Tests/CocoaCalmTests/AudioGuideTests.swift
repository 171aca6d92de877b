import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// The audio guide's player: the swirl loops, moves only while the guide plays, and the clock
/// plays on from the input's `t`.
struct AudioGuideTests {
    static let size = Size(320, 568)

    /// Every orbit's period divides the loop, so the loop's last frame leads into its first.
    @Test(arguments: [0.0, 0.05, 1.5, 2.95, 4.2])
    func theSwirlRepeatsEveryLoop(time: Double) {
        let now = AudioSwirl.circles(at: time, in: Self.size), later = AudioSwirl.circles(at: time + AudioSwirl.loop, in: Self.size)
        for (a, b) in zip(now, later) {
            #expect(abs(a.center.x - b.center.x) < 1e-9 && abs(a.center.y - b.center.y) < 1e-9 && a.radius == b.radius)
        }
        #expect(AudioSwirl.orbits.allSatisfy { (AudioSwirl.loop / abs($0.period)).rounded() == AudioSwirl.loop / abs($0.period) })
    }

    @Test func theCirclesMoveAndStayNearTheScreen() {
        let start = AudioSwirl.circles(at: 0, in: Self.size), quarter = AudioSwirl.circles(at: 1.5, in: Self.size)
        #expect(zip(start, quarter).allSatisfy { $0.center != $1.center }, "each circle moves")
        for circle in start + quarter {
            // Every circle overlaps the screen: none wanders off where it could not be seen.
            #expect(circle.center.x + circle.radius > 0 && circle.center.x - circle.radius < Self.size.width)
            #expect(circle.center.y + circle.radius > 0 && circle.center.y - circle.radius < Self.size.height)
        }
    }

    func pixels(_ example: String, at time: Double?) throws -> PixelBuffer {
        var job = RenderRequest(plugin: "cocoa-calm", scene: "audio", input: .example(example), scale: 1, device: "320x568")
        job.time = time
        return try Renderer(registry: PluginRegistry([CocoaCalmPlugin()])).renderPixels(job)
    }

    /// Playing, the frame at 0 is the still and later frames move; paused, every frame is the still.
    @Test func onlyAPlayingGuideMoves() throws {
        #expect(try pixels("audio-playing", at: 0) == pixels("audio-playing", at: nil))
        #expect(try pixels("audio-playing", at: 0.5) != pixels("audio-playing", at: 0))
        #expect(try pixels("audio-paused", at: 3) == pixels("audio-paused", at: nil))
    }

    /// The clock plays on from `t`: 1:23 in (217 s of 300 left), three seconds later 1:26 (214);
    /// it stops at 5:00.
    @Test(arguments: [("audio-playing", 3.0, 214, false), ("audio-playing", 0.0, 217, false), ("audio-done", 5.0, 0, true)])
    func theClockPlaysOnFromT(example: String, time: Double, remaining: Int, finished: Bool) throws {
        var job = RenderRequest(plugin: "cocoa-calm", scene: "audio", input: .example(example), scale: 1, device: "320x568")
        job.time = time
        let result = try Renderer(registry: PluginRegistry([CocoaCalmPlugin()])).render(job)
        guard case .object(let state) = try result.state else { Issue.record("the state is not an object"); return }
        #expect(state["remaining"] == .integer(remaining) && state["finished"] == .bool(finished), "\(state)")
    }
}
