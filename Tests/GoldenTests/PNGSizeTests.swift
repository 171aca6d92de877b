import Foundation
import Terrarium
import TerrariumCanvas
import TerrariumPlugins
import Testing

/// The bound on file size: no larger than 1.1x what Cairo's own writer makes of the
/// same pixels, checked on the benchmark's three reference scenes (sizes, not times: they do
/// not depend on the machine).
struct PNGSizeTests {
    static let references = [
        RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "small", scale: 3),
        RenderRequest(plugin: "rooted", scene: "garden", input: .example("full-greenhouse")),
        RenderRequest(plugin: "rituals", scene: "widget", family: "large", scale: 3),
        RenderRequest(plugin: "forest", scene: "forest"),
        RenderRequest(plugin: "cocoa-calm", scene: "home"),
    ]

    @Test(arguments: references)
    func noLargerThanCairosOwnWriter(job: RenderRequest) throws {
        let png = try Renderer(registry: TerrariumPlugins.registry).render(job).png
        let cairo = try PNGEncoder.cairoWriterBytes(Surface(pixels: PNGDecoder.decode(png)))
        #expect(Double(png.count) <= 1.1 * Double(cairo), "\(job.plugin) \(job.scene): \(png.count) bytes, Cairo's writer \(cairo)")
    }
}
