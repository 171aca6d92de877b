import Foundation
import Terrarium
import TerrariumPlugins
import Testing

/// A still is the animation at one time: `--at t` draws exactly what an input with that `t`
/// draws, and an animation's frames do not depend on how many threads drew them.
struct AnimationTests {
    @Test(arguments: [0.0, 0.165, 0.495, 1.495, 2.155, 15.0, 30.17])
    func aFrameIsTheStillAtItsTime(t: Double) throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let still = RenderRequest(plugin: "cocoa-calm", scene: "breathe",
                              input: .json(Data(#"{"t": \#(t)}"#.utf8)), scale: 1, device: "375x667")
        var frame = RenderRequest(plugin: "cocoa-calm", scene: "breathe", input: .json(Data(#"{"t": 0}"#.utf8)), scale: 1, device: "375x667")
        frame.time = t
        #expect(try PNGFile.decode(renderer.render(still).png) == renderer.renderPixels(frame))
    }

    @Test func theGreenhousesLoopStartsAtItsStillAndMoves() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let still = RenderRequest(plugin: "rooted", scene: "garden", input: .example("full-greenhouse"))
        var start = still, later = still
        start.time = 0
        later.time = 0.5
        let stillPixels = try PNGFile.decode(renderer.render(still).png)
        #expect(try renderer.renderPixels(start) == stillPixels)
        #expect(try renderer.renderPixels(later) != stillPixels, "plants sway")
    }

    @Test func rootedsEventsStartAndEndOnTheGardensStill() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let events = RenderRequest(plugin: "rooted", scene: "garden", input: .example("placed-and-evolved"))
        let plain = RenderRequest(plugin: "rooted", scene: "garden", input: .example("cozy-afternoon"))
        func frame(_ job: RenderRequest, at time: Double) throws -> PixelBuffer {
            var frame = job
            frame.time = time
            return try renderer.renderPixels(frame)
        }
        let still = try PNGFile.decode(renderer.render(events).png)
        #expect(try PNGFile.decode(renderer.render(plain).png) == still, "an event leaves the still as it is")
        #expect(try frame(events, at: 0) == still)
        #expect(try frame(events, at: 0.25) != frame(plain, at: 0.25), "a plant hops, another sparkles")
        #expect(try frame(events, at: 1) == frame(plain, at: 1), "both are over within a second")
    }

    @Test func bloomsStageChangeEndsOnItsStill() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let still = RenderRequest(plugin: "bloom", scene: "dashboard", input: .example("vegetative-afternoon"), scale: 1)
        var end = still, start = still
        end.time = 1
        start.time = 0
        let stillPixels = try PNGFile.decode(renderer.render(still).png)
        #expect(try renderer.renderPixels(end) == stillPixels)
        #expect(try renderer.renderPixels(start) != stillPixels, "it starts from the stage before")
    }

    /// Forest's time-lapse at the t whose focus is the session's own (focus / 150 s) draws the
    /// session's still: the plant, ring, countdown and words of a running session.
    @Test(arguments: [("stage-1-start", 0.0, "320x568"), ("stage-2-start", 2.0, "375x667"), ("stage-3-start", 4.0, "393x852"),
                      ("growing", 4.8, "320x568"), ("growing", 4.8, "430x932"), ("stage-5-start", 8.0, "414x736"),
                      ("last-second", 1499.0 / 150, "375x812")])
    func forestsTimeLapseAtASessionsFocusIsItsStill(example: String, t: Double, device: String) throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let still = RenderRequest(plugin: "forest", scene: "session", input: .example(example), scale: 1, device: device)
        var frame = still
        frame.time = t
        #expect(try renderer.renderPixels(frame) == PNGFile.decode(renderer.render(still).png))
    }

    @Test func forestsNextStageRisesBeforeItsStageBegins() throws {
        // 4:59 in: the still is stage 1; the frame at 4:59 has stage 2 all but risen.
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let still = RenderRequest(plugin: "forest", scene: "session", input: .example("stage-1-end"), scale: 1, device: "320x568")
        var frame = still
        frame.time = 299.0 / 150
        #expect(try renderer.renderPixels(frame) != PNGFile.decode(renderer.render(still).png))
    }

    /// The ring (and the tree in it) stays where it is from the planting to the end, though the
    /// end has no "Give up" and another caption: on a short screen the ring would grow.
    @Test(arguments: ["ready", "withered", "completed"], ["320x568", "375x667", "375x812", "393x852", "414x736", "414x896", "430x932"])
    func forestsRingDoesNotMoveWhenTheSessionEnds(example: String, device: String) throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        func ring(_ commands: [DrawCommand]) -> Rect? {
            for command in commands {
                guard case .box(let box, let children) = command else { continue }
                if box.id == "ring" { return box.rect }
                if let rect = ring(children) { return rect }
            }
            return nil
        }
        var rings: [Rect?] = []
        for t in [0, 4.4, 4.5, 9.9, 10, 11.9] {
            var job = RenderRequest(plugin: "forest", scene: "session", input: .example(example), scale: 1, device: device)
            job.time = t
            rings.append(ring(try renderer.layout(job).output.scene.commands))
        }
        #expect(rings.first != nil && Set(rings.map { $0.map { "\($0)" } }).count == 1, "\(rings)")
    }

    @Test func framesAreTheSameOnOneThreadOrTwo() throws {
        let job = RenderRequest(plugin: "cocoa-calm", scene: "breathe", scale: 1, device: "320x568")
        let times = AnimationSpec.frameTimes(duration: 0.6, framesPerSecond: 10)
        let one = try AnimationRenderer(registry: TerrariumPlugins.registry, threads: 1).frames(job, at: times)
        let two = try AnimationRenderer(registry: TerrariumPlugins.registry, threads: 2).frames(job, at: times)
        #expect(one == two && one.count == 6)
        #expect(Set(one).count > 1, "the circle moves")
        let apng = try AnimationRenderer.apng(one, fps: 10, loop: true)
        #expect(try AnimationRenderer.apng(two, fps: 10, loop: true) == apng, "the same bytes")
    }

    @Test func frameTimesAreExactFractions() {
        let times = AnimationSpec.frameTimes(duration: 30.17, framesPerSecond: 30)
        #expect(times.count == 905)
        #expect(times[0] == 0 && times[1] == 1.0 / 30 && times[904] == 904.0 / 30)
        #expect(AnimationSpec.frameTimes(duration: 0.01, framesPerSecond: 10) == [0], "at least one frame")
    }

    @Test func onlyAnimatedScenesTakeATimeWithinTheirLength() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        var home = RenderRequest(plugin: "cocoa-calm", scene: "home")
        home.time = 1
        #expect(throws: RenderError.timeOnStillScene(scene: "home")) { try renderer.render(home) }
        var late = RenderRequest(plugin: "cocoa-calm", scene: "breathe")
        late.time = 31
        #expect(throws: RenderError.self) { try renderer.render(late) }
        let animation = AnimationRenderer(registry: TerrariumPlugins.registry)
        #expect(throws: RenderError.framesPerSecondOutOfRange(61)) { try animation.timing(late, fps: 61) }
        #expect(try animation.timing(RenderRequest(plugin: "cocoa-calm", scene: "meditate")).fps == 10)
    }
}
