import Foundation
import Testing

/// `render --at`, `--animate`, `--frames`, and their mistakes.
struct AnimateCommandTests {
    @Test func animateWritesAnAPNGAndNumberedFrames() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "cocoa-calm", "breathe", "--animate", "--duration", "0.5", "--fps", "10", "--loop",
                                  "--scale", "1", "--device", "320x568", "--frames", "frames", "-o", "breathe.png", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(summary?["frames"] as? Int == 5 && summary?["fps"] as? Int == 10 && summary?["loop"] as? Bool == true)
        let apng = try Data(contentsOf: folder.appendingPathComponent("breathe.png"))
        #expect(apng.range(of: Data("acTL".utf8)) != nil && apng.range(of: Data("fdAT".utf8)) != nil, "an animated PNG")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        #expect(frames == ["0000.png", "0001.png", "0002.png", "0003.png", "0004.png"])
    }

    /// `list --json` gives each animated scene's length, frame rate and keyframes: Bloom's
    /// stage change is 1 s at 30 fps, the quick reset's breath 30.17 s (seed 003's keyframes).
    @Test func listGivesEachAnimationsTiming() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["list", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let list = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let plugins = try #require(list?["plugins"] as? [[String: Any]])
        func animation(_ plugin: String, _ scene: String) -> [String: Any]? {
            let scenes = plugins.first { $0["id"] as? String == plugin }?["scenes"] as? [[String: Any]]
            return scenes?.first { $0["name"] as? String == scene }?["animation"] as? [String: Any]
        }
        let bloom = try #require(animation("bloom", "dashboard"))
        #expect(bloom["duration"] as? Double == 1 && bloom["framesPerSecond"] as? Int == 30)
        #expect(bloom["keyframes"] as? [Double] == [0, 0.15, 0.4])
        let breath = try #require(animation("cocoa-calm", "breathe"))
        #expect(breath["duration"] as? Double == 30.17 && breath["framesPerSecond"] as? Int == 30)
        let widget = plugins.first { $0["id"] as? String == "bloom" }?["scenes"] as? [[String: Any]]
        #expect(widget?.first { $0["name"] as? String == "widget" }?["animation"] is NSNull, "a still has none")
    }

    @Test func forestsTimeLapseAtTwoSecondsIsFiveMinutesOfFocus() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "forest", "session", "--at", "2", "--scale", "1", "--device", "320x568",
                                  "-o", "at.png", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let state = try #require(summary?["state"] as? [String: Any])
        #expect(state["status"] as? String == "running" && state["stage"] as? Int == 2 && state["remaining"] as? Int == 1200)
        #expect(summary?["accessibilityLabel"] as? String == "Focus: stage 2 of 5, 20 minutes 0 seconds left.")
    }

    @Test(arguments: [
        (["render", "cocoa-calm", "home", "--at", "1", "-o", "x.png"], "error: at: scene 'home' is a still"),
        (["render", "forest", "session", "--at", "12.5", "-o", "x.png"], "error: at: 12.5 s is outside the animation, which runs from 0 to 12.0 s"),
        (["render", "cocoa-calm", "breathe", "--at", "40", "-o", "x.png"], "error: at: 40.0 s is outside the animation, which runs from 0 to 30.17 s"),
        (["render", "cocoa-calm", "breathe", "--animate", "--fps", "90", "-o", "x.png"], "error: fps: 90 frames a second; an animation is drawn at 1 to 60"),
        (["render", "cocoa-calm", "breathe", "--fps", "10", "-o", "x.png"], "error: --fps, --duration, --loop and --frames go with --animate"),
        (["render", "cocoa-calm", "breathe", "--animate", "--at", "1", "-o", "x.png"], "error: --at draws one still; --animate draws them all"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path), "no partial output")
    }
}
