import Testing
import Terrarium
@testable import Forest

/// Forest's session at the accessibility sizes: its lines wrap and the screen scrolls, and the
/// time-lapse's frames keep one height (an APNG's frames share one size).
struct ForestSessionAccessibilityTests {
    func height(_ example: String, at time: Double?, _ size: TypeSize) throws -> Double {
        var job = RenderRequest(plugin: "forest", scene: "session", input: .example(example), scale: 1, device: "320x568")
        job.typeSize = size
        job.time = time
        return try Renderer(registry: PluginRegistry([ForestPlugin()])).layout(job).canvas.size.height
    }

    @Test(arguments: ["growing", "withered"])
    func everyFrameOfTheTimeLapseIsOneHeight(example: String) throws {
        let heights = try Set([0, 1, 3.8, 8, 10.5, 11.9].map { try height(example, at: $0, .accessibility5) })
        #expect(heights.count == 1)
        #expect((heights.first ?? 0) > 568)  // it scrolls
    }

    @Test func belowTheAccessibilitySizesTheScreenIsTheDevicesHeight() throws {
        #expect(try height("growing", at: nil, .xxxLarge) == 568)
        #expect(try height("growing", at: 5, .xxxLarge) == 568)
    }
}
