import Foundation
import Terrarium
import Testing
@testable import Forest

/// The time-lapse's rule: t maps linearly onto focus (25:00 in 10 s), the stage changes exactly
/// at 5:00, 10:00, 15:00 and 20:00 of focus, the next stage rises over the minute before it, and
/// an abandoned session stops at its end and withers.
struct ForestTimeLapseTests {
    typealias Tree = ForestTimeLapse.Tree

    @Test(arguments: [
        // t, focus, stage, remaining, change (from, to, progress) — a session that runs to 25:00
        (0.0, 0.0, 1, 1500, nil),  // planted: 25:00, stage 1, an empty ring
        (0.1, 15, 1, 1485, nil),
        (1.6, 240, 1, 1260, nil),  // 4:00: stage 2 starts rising just after
        (1.7, 255, 1, 1245, (Tree.stage(1), Tree.stage(2), 0.25)),
        (1.9, 285, 1, 1215, (.stage(1), .stage(2), 0.75)),
        (299.0 / 150, 299, 1, 1201, (.stage(1), .stage(2), 59.0 / 60)),
        (2.0, 300, 2, 1200, nil),  // 5:00: stage 2, whole
        (3.9, 585, 2, 915, (.stage(2), .stage(3), 0.75)),
        (4.0, 600, 3, 900, nil),
        (4.8, 720, 3, 780, nil),
        (6.0, 900, 4, 600, nil),
        (7.9, 1185, 4, 315, (.stage(4), .stage(5), 0.75)),
        (8.0, 1200, 5, 300, nil),
        (9.9, 1485, 5, 15, nil),  // no sixth stage to rise
        (1499.8 / 150, 1499.8, 5, 1, nil),  // 0.2 s left still reads 00:01
    ] as [(Double, Double, Int, Int, (Tree, Tree, Double)?)])
    func growing(t: Double, focus: Double, stage: Int, remaining: Int, change: (Tree, Tree, Double)?) {
        let moment = ForestTimeLapse.moment(at: t, abandonedAt: nil)
        #expect(moment.phase == .growing)
        #expect(moment.focus == focus)
        #expect(moment.stage == stage)
        #expect(moment.remaining == remaining)
        #expect(moment.change == change.map { ForestTimeLapse.Change(from: $0.0, to: $0.1, progress: $0.2) })
    }

    @Test(arguments: [10.0, 10.1, 11.9, 12])
    func grownFromTheTimersZeroToTheLastFrame(t: Double) {
        let moment = ForestTimeLapse.moment(at: t, abandonedAt: nil)
        #expect(moment == ForestTimeLapse.Moment(phase: .grown, focus: 1500, stage: 5, remaining: 0, change: nil))
    }

    @Test(arguments: [
        // abandoned at (focus s), t -> phase, focus, stage, remaining, change
        (660.0, 4.4, ForestTimeLapse.Moment.Phase.growing, 660.0, 3, 840, nil),  // its last moment of focus
        (660, 4.5, .withered, 660, 3, 840, (Tree.stage(3), Tree.withered, 0.25)),  // the clock stops; it withers
        (660, 4.7, .withered, 660, 3, 840, (.stage(3), .withered, 0.75)),
        (660, 4.8, .withered, 660, 3, 840, nil),
        (660, 11.9, .withered, 660, 3, 840, nil),  // the last frame is the still
        (290, 1.9, .growing, 285, 1, 1215, nil),  // stage 2 never comes: it does not rise
        (290, 2.0, .withered, 290, 1, 1210, (.stage(1), .withered, 10.0 / 60)),  // 10 s of focus clock past its end
        (300, 1.9, .growing, 285, 1, 1215, (.stage(1), .stage(2), 0.75)),  // abandoned at 5:00 on the dot
        (300, 2.0, .growing, 300, 2, 1200, nil),
        (300, 2.1, .withered, 300, 2, 1200, (.stage(2), .withered, 0.25)),
        (0, 0, .growing, 0, 1, 1500, nil),  // given up at once: planted, then withered
        (0, 0.1, .withered, 0, 1, 1500, (.stage(1), .withered, 0.25)),
        (1600, 10, .withered, 1500, 5, 0, nil),  // abandoned after 25:00: withers at the timer's zero
        (1600, 10.1, .withered, 1500, 5, 0, (.stage(5), .withered, 0.25)),
    ] as [(Double, Double, ForestTimeLapse.Moment.Phase, Double, Int, Int, (Tree, Tree, Double)?)])
    func abandoned(end: Double, t: Double, phase: ForestTimeLapse.Moment.Phase, focus: Double, stage: Int, remaining: Int,
                   change: (Tree, Tree, Double)?) {
        let moment = ForestTimeLapse.moment(at: t, abandonedAt: end)
        #expect(moment.phase == phase)
        #expect(moment.focus == focus)
        #expect(moment.stage == stage)
        #expect(moment.remaining == remaining)
        #expect(moment.change == change.map { ForestTimeLapse.Change(from: $0.0, to: $0.1, progress: $0.2) })
    }

    @Test func everyFrameIsAWholeFifteenSecondsOfFocus() {
        let spec = ForestTimeLapse.animation
        let times = AnimationSpec.frameTimes(duration: spec.duration, framesPerSecond: spec.framesPerSecond)
        #expect(times.count == 120)
        for (index, t) in times.enumerated() where index <= 100 {
            #expect(ForestTimeLapse.moment(at: t, abandonedAt: nil).focus == Double(15 * index), "frame \(index)")
        }
        // Every stage change and the timer's zero fall on a frame.
        for (stage, frame) in [(2, 20), (3, 40), (4, 60), (5, 80)] {
            #expect(ForestTimeLapse.moment(at: times[frame - 1], abandonedAt: nil).stage == stage - 1)
            #expect(ForestTimeLapse.moment(at: times[frame], abandonedAt: nil).stage == stage)
        }
        #expect(ForestTimeLapse.moment(at: times[99], abandonedAt: nil).phase == .growing)
        #expect(ForestTimeLapse.moment(at: times[100], abandonedAt: nil).phase == .grown)
    }

    @Test func allFramesFitTheMemoryLimitAtTheDefaultSize() {
        let spec = ForestTimeLapse.animation
        let frames = Int(spec.duration * Double(spec.framesPerSecond))
        #expect(frames * 1290 * 2796 * 4 <= AnimationRenderer.maximumFrameBytes)
    }

    @Test(arguments: [-1.0, .nan, .infinity, 1e300])
    func timesOutsideTheAnimationAreKeptInIt(t: Double) {
        let moment = ForestTimeLapse.moment(at: t, abandonedAt: .nan)
        #expect((0...1500).contains(moment.focus))
    }

    /// The wipe runs over the rows the trees paint: the table must match the sprites.
    @Test(arguments: ["tree-1", "tree-2", "tree-3", "tree-4", "tree-5", "tree-withered"])
    func paintedRowsMatchTheSprites(sprite: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sprites/forest/\(sprite).png")
        let image = try PNGFile.decode(Data(contentsOf: url))
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { x in image.rgba[(y * image.width + x) * 4 + 3] > 0 } }
        // Anchored on the bottom row, which every tree paints.
        #expect(rows.last == image.height - 1)
        #expect(ForestArt.paintedRows(sprite) == image.height - (rows.first ?? image.height))
    }
}

/// What the screen shows at a moment of the time-lapse: the session running at that focus,
/// then its end, its tree joining the stats only once it is grown.
struct ForestReplayTests {
    static func state(_ session: JSONValue?) throws -> ForestState {
        let past: JSONValue = ["startTime": "2026-11-21T09:00:00-08:00", "endTime": "2026-11-21T09:25:00-08:00", "status": "completed"]
        var fields: [String: JSONValue] = ["now": "2026-11-22T10:30:00-08:00", "timeZone": "America/Los_Angeles", "sessions": [past]]
        if let session { fields["session"] = session }
        return ForestState(try ForestInput(json: .object(fields)))
    }

    @Test func aRunningSessionAtItsOwnFocusIsItsStill() throws {
        let still = try Self.state(["startTime": "2026-11-22T10:18:00-08:00", "status": "running"])  // 12:00 in
        let frame = still.replayed(at: ForestTimeLapse.moment(at: 720.0 / 150, abandonedAt: nil))
        #expect(frame.session == still.session)
        #expect(frame.trees == still.trees && frame.stats == still.stats)
    }

    @Test func aCompletedSessionsTreeJoinsTheStatsAtTheTimersZero() throws {
        let still = try Self.state(["startTime": "2026-11-22T10:00:00-08:00", "status": "completed"])
        let growing = still.replayed(at: ForestTimeLapse.moment(at: 9.9, abandonedAt: nil))
        #expect(growing.session?.status == .running && growing.session?.remaining == 15)
        #expect(growing.stats.totalTrees == 1 && growing.stats.todayCount == 0)
        let grown = still.replayed(at: ForestTimeLapse.moment(at: 10, abandonedAt: nil))
        #expect(grown.session == still.session && grown.trees == still.trees && grown.stats == still.stats)
        #expect(grown.stats.totalTrees == 2 && grown.stats.todayCount == 1)
    }

    @Test(arguments: [
        // A running session 12:00 in completes 13:00 from now; a paused one, when it would if
        // resumed now; with none (the ready screen), one planted now, 25:00 from now.
        (["startTime": "2026-11-22T10:18:00-08:00", "status": "running"], "10:18", "10:43"),
        (["startTime": "2026-11-22T10:00:00-08:00", "status": "paused", "pausedAt": "2026-11-22T10:10:00-08:00"], "10:00", "10:45"),
        (nil, "10:30", "10:55"),
    ] as [(JSONValue?, String, String)])
    func aSessionStillGoingIsGrownWhenItsTimerWouldReachZero(session: JSONValue?, start: String, end: String) throws {
        func at(_ time: String) throws -> Date { try Timestamp.parse("2026-11-22T\(time):00-08:00", field: "t").date }
        let still = try Self.state(session)
        let grown = still.replayed(at: ForestTimeLapse.moment(at: 11.9, abandonedAt: nil))
        #expect(grown.session == ForestState.Session(status: .completed, stage: 5, remaining: 0, focus: 1500))
        #expect(grown.trees.last == PastSession(start: try at(start), end: try at(end), completed: true))
        #expect(grown.stats.totalTrees == still.stats.totalTrees + 1 && grown.stats.todayCount == 1)
        let planted = still.replayed(at: ForestTimeLapse.moment(at: 0, abandonedAt: nil))
        #expect(planted.session == ForestState.Session(status: .running, stage: 1, remaining: 1500, focus: 0))
        #expect(planted.stats == still.stats)
    }

    @Test func anAbandonedSessionEndsOnItsStill() throws {
        let still = try Self.state(["startTime": "2026-11-22T10:00:00-08:00", "status": "abandoned", "endTime": "2026-11-22T10:11:00-08:00"])
        let end = try #require(still.session?.focus)
        #expect(end == 660)
        let withered = still.replayed(at: ForestTimeLapse.moment(at: 5, abandonedAt: end))
        #expect(withered.session == still.session && withered.trees == still.trees)
        let growing = still.replayed(at: ForestTimeLapse.moment(at: 4.4, abandonedAt: end))
        #expect(growing.session?.status == .running && growing.trees.count == 1, "its withered tree is not in the forest yet")
    }
}
