import Foundation
import Terrarium
import Testing
@testable import CocoaCalm

/// Cocoa Calm's screens at the accessibility text sizes, as laid out: rows become columns, a
/// screen taller than the device is drawn whole on its gradient, and an animated screen keeps
/// one height.
struct CalmAccessibleScreensTests {

    /// The scene's layout at `typeSize` on 320x568, its input at time `t` (the exercise's, the
    /// session's or the guide's, paused).
    private func layout(_ scene: String, example: String? = nil, typeSize: TypeSize, t: Double = 0) throws -> Scene {
        let input: RenderRequest.Input = example.map { .example($0) } ?? .json(Data(#"{"t": \#(t), "playing": false}"#.utf8))
        var job = RenderRequest(plugin: "cocoa-calm", scene: scene, input: input, scale: 2, device: "320x568")
        job.typeSize = typeSize
        return try Renderer(registry: PluginRegistry([CocoaCalmPlugin()])).layout(job).output.scene
    }

    /// Every box in the scene's draw list, by id.
    private func boxes(_ scene: Scene) -> [String: Rect] {
        var found: [String: Rect] = [:]
        func walk(_ commands: [DrawCommand]) {
            for command in commands {
                if case .box(let box, let children) = command {
                    found[box.id] = box.rect
                    walk(children)
                }
            }
        }
        walk(scene.commands)
        return found
    }

    @Test func homesQuickActionsAreOneColumnAtAX1AndAGridAtXXXLarge() throws {
        let ax = boxes(try layout("home", example: "morning", typeSize: .accessibility1))
        let column = (1...4).compactMap { ax["action-\($0)"] }
        #expect(column.count == 4)
        #expect(Set(column.map(\.minX)).count == 1 && Set(column.map(\.width)).count == 1)
        #expect(zip(column, column.dropFirst()).allSatisfy { $0.maxY < $1.minY })
        let regular = boxes(try layout("home", example: "morning", typeSize: .xxxLarge))
        let grid = (1...4).compactMap { regular["action-\($0)"] }
        #expect(grid.count == 4 && grid[0].minY == grid[1].minY)
    }

    @Test func thePaywallsPlansAreStackedAtAX3() throws {
        let ax = boxes(try layout("paywall", typeSize: .accessibility3))
        let monthly = try #require(ax["plan-monthly"]), yearly = try #require(ax["plan-yearly"])
        #expect(monthly.minX == yearly.minX && monthly.maxY < yearly.minY)
    }

    /// AX5's content is taller than 320x568: the scene is, and the gradient is painted behind
    /// all of it (the first thing drawn fills the whole scene).
    @Test(arguments: ["home", "breathe", "meditate", "audio", "sos", "onboarding", "paywall"])
    func aTallScreenIsPaintedWhole(scene: String) throws {
        let drawn = try layout(scene, example: scene == "home" ? "morning" : nil, typeSize: .accessibility5)
        #expect(drawn.size.width == 320 && drawn.size.height > 568)
        guard case .fill(let path, _) = try #require(drawn.commands.first) else {
            Issue.record("the screen does not begin with its background")
            return
        }
        #expect(path.bounds == Rect(size: drawn.size))
    }

    /// The animated screens are one height at every moment at AX5 (an animation's frames must
    /// be), though their words change with the time.
    @Test(arguments: [("breathe", [0.0, 0.495, 1.0, 31.0]), ("meditate", [0.0, 12, 70, 200, 400, 599, 700]),
                      ("audio", [0.0, 3, 299, 301])])
    func anAnimatedScreenIsOneHeightAtAX5(scene: String, times: [Double]) throws {
        let heights = try Set(times.map { try layout(scene, typeSize: .accessibility5, t: $0).size.height })
        #expect(heights.count == 1, "\(heights)")
    }
}
