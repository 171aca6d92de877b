import Foundation
import Testing
@testable import Terrarium

/// Apple Watch in the device table, against Apple's numbers: the screens from the HIG's Layout
/// specifications (pixels at @2x), the complications from the HIG's Complications
/// specifications (circular image; corner's circular image; rectangular large image without
/// title; inline as wide as the rectangle and as tall as the inline square image).
struct WatchDeviceTests {
    @Test(arguments: [
        ("162x197", "42x42", "32x32", "162x69", "162x22"),          // 40mm: 324x394 px
        ("176x215", "44.5x44.5", "34x34", "171.5x73", "171.5x23.5"), // 41mm: 352x430 px
        ("184x224", "47x47", "36x36", "184x78", "184x25"),          // 44mm: 368x448 px
        ("198x242", "50x50", "38x38", "193x82", "193x26"),          // 45mm: 396x484 px
        ("205x251", "50x50", "38x38", "193x82", "193x26"),          // 49mm: 410x502 px, the "45mm/49mm" column
    ])
    func complicationSizes(screen: String, circular: String, corner: String, rectangular: String, inline: String) throws {
        let (device, size) = try #require(Device.named(screen))
        #expect(device.idiom == .watch && device.scales == [2] && size.description == screen)
        #expect([WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline]
                    .map { device.widgetSize($0, on: size)?.description ?? "-" } == [circular, corner, rectangular, inline])
    }

    @Test func aWatchHasOnlyComplications() throws {
        let (watch, screen) = try #require(Device.named("162x197"))
        for family in WidgetFamily.allCases {
            #expect(watch.supports(family, on: screen) == WidgetFamily.complications.contains(family), "\(family)")
        }
        // The corner is the watch's alone.
        #expect(Device.all.filter { $0.supports(.accessoryCorner) }.allSatisfy { $0.idiom == .watch })
        #expect(Device.all.filter { $0.idiom == .watch }.count == 7)
    }

    @Test func watchScreensAreNamedUprightOnlyAndCollideWithNothing() {
        let names = Device.allScreenNames
        #expect(Set(names).count == names.count)
        #expect(names.suffix(7) == ["162x197", "176x215", "184x224", "198x242", "205x251", "187x223", "208x248"])
        #expect(Device.named("197x162") == nil, "a watch does not turn")
        #expect(!Device.phoneScreenNames.contains("162x197"))
    }

    /// Series 10 and 11's 42mm and 46mm screens (374x446 and 416x496 px in the guidelines'
    /// layout table) have no column in the complication tables: a complication there is
    /// refused naming the documented watch nearest in size; a scene without complications gets
    /// the usual answer.
    @Test(arguments: [("187x223", "184x224"), ("208x248", "205x251")])
    func watchesWithoutPublishedComplicationSizes(screen: String, nearest: String) throws {
        let (watch, _) = try #require(Device.named(screen))
        #expect(watch.idiom == .watch && watch.nearestDocumented?.description == nearest)
        let complications = SceneSpec("w", "w", layout: .widget(WidgetFamily.complications))
        for family in WidgetFamily.complications {
            do { _ = try complications.canvas(family: family.rawValue, scale: nil, device: screen); Issue.record("\(family)") } catch {
                #expect("\(error)".hasSuffix("the nearest documented screen is \(nearest) (--device \(nearest))"))
            }
        }
        let lockScreenOnly = SceneSpec("l", "l", layout: .widget([.small, .accessoryCircular]))
        do { _ = try lockScreenOnly.canvas(family: "accessory-circular", scale: nil, device: screen); Issue.record("drawn") } catch {
            #expect("\(error)".contains("this scene has no watch complications"))
        }
    }

    /// A scene's families on a watch: only a scene with watch complications (it declares the
    /// corner) is drawn there; home-screen families are refused with the usual error, and
    /// the corner on a phone.
    @Test func scenesOnAWatch() throws {
        let watchScene = SceneSpec("widget", "a widget", layout: .widget([.small, .accessoryCircular, .accessoryInline, .accessoryCorner]))
        let phoneScene = SceneSpec("widget", "a widget", layout: .widget([.small, .accessoryCircular]))
        #expect(try watchScene.canvas(family: "accessory-circular", scale: nil, device: "162x197").size == Size(42, 42))
        #expect(try watchScene.canvas(family: "accessory-corner", scale: nil, device: nil).device.screen == Size(162, 197))
        #expect(try watchScene.canvas(family: "accessory-corner", scale: nil, device: "205x251").pixelWidth == 76)
        #expect(throws: RenderError.familyNotOnDevice("small", device: "162x197",
                                                      known: ["accessory-circular", "accessory-inline", "accessory-corner"])) {
            try watchScene.canvas(family: "small", scale: nil, device: "162x197")
        }
        #expect(throws: RenderError.familyNotOnDevice("accessory-corner", device: "430x932",
                                                      known: ["small", "accessory-circular", "accessory-inline"])) {
            try watchScene.canvas(family: "accessory-corner", scale: nil, device: "430x932")
        }
        #expect(throws: RenderError.familyNotOnDevice("accessory-circular", device: "162x197", known: [])) {
            try phoneScene.canvas(family: "accessory-circular", scale: nil, device: "162x197")
        }
        let error = RenderError.familyNotOnDevice("small", device: "162x197", known: ["accessory-circular"])
        #expect(error.description == "family: 'small' has no container on 162x197 (Apple Watch shows only complications: "
                    + "accessory-circular, accessory-corner, accessory-rectangular, accessory-inline); this scene's families there: accessory-circular")
        #expect(RenderError.familyNotOnDevice("accessory-corner", device: "430x932", known: []).description
                    == "family: 'accessory-corner' has no container on 430x932 (the corner family is a watch face's)")
        let screen = SceneSpec("home", "a screen", layout: .screen, adaptsToWideScreens: true)
        #expect(throws: RenderError.self) { try screen.canvas(family: nil, scale: nil, device: "162x197") }
    }
}
