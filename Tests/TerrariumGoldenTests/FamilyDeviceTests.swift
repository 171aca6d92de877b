import Testing
import Terrarium
@testable import TerrariumGolden

/// A family the default iPhone has no container for is drawn on the first class that has one,
/// by the canvas and by the golden cases alike; the per-device goldens swap a screen without
/// the family's container for the smallest that has one.
struct FamilyDeviceTests {
    @Test func extraLargeWithoutADeviceIsTheFirstIPads() throws {
        let spec = SceneSpec("widget", "test", layout: .widget([.small, .extraLarge, .accessoryCircular]))
        let canvas = try spec.canvas(family: "extra-large", scale: nil, device: nil)
        #expect(canvas.size == Size(795, 378.5) && canvas.scale == 2 && canvas.device.screen == Size(1024, 1366))
        // A device named is kept, and one without the container still says so.
        #expect(throws: RenderError.self) { try spec.canvas(family: "extra-large", scale: nil, device: "430x932") }
        #expect(throws: RenderError.self) { try spec.canvas(family: "accessory-circular", scale: nil, device: "320x568") }
        #expect(try spec.canvas(family: "accessory-circular", scale: nil, device: nil).size == Size(76, 76))
    }

    @Test func goldenDevicesPerFamily() {
        func names(_ variant: String?) -> [String] { GoldenCase.devices(for: variant).map { "\($0.screen)@\($0.scale)" } }
        #expect(names(nil) == ["320x568@2", "375x812@3"])
        #expect(names("small") == ["320x568@2", "375x812@3"])
        #expect(names("accessory-inline") == ["375x667@2", "375x812@3"])
        #expect(names("extra-large") == ["768x1024@2"])
        #expect(GoldenCase.homeDevice(for: "extra-large")?.screen == "1024x1366")
        #expect(GoldenCase.homeDevice(for: "accessory-circular") == nil)
        #expect(GoldenCase.homeDevice(for: "square") == nil)
    }
}
