import Foundation
import Testing
@testable import Terrarium
import TerrariumCanvas

/// Dynamic Type, rendering modes and the families' canvases: the engine's side of every
/// surface an app appears on.
struct TypeSizeTests {
    /// Apple's Typography table: the body style at each content size category.
    @Test func bodySizesAreApplesTable() {
        #expect(TypeSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TypeSize.large.scale == 1)
        #expect(abs(TypeSize.accessibility5.scale - 53.0 / 17) < 1e-12)
        #expect(TypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3,
                                                                     .accessibility4, .accessibility5])
    }

    /// A fixed box (a widget, a Live Activity) changes form from xxLarge, two sizes before the
    /// accessibility sizes where a screen does.
    @Test func widgetsTakeTheirLargerFormsFromXXLarge() {
        #expect(TypeSize.allCases.filter(\.takesLargerWidgetForms)
            == [.xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }

    @Test func textMayShrinkBackByTheGrowthUpToXXXLargeAndNoFurther() {
        #expect(TypeSize.large.fitGrowth == 1)
        #expect(TypeSize.xSmall.fitGrowth == TypeSize.xSmall.scale)
        #expect(abs(TypeSize.xxxLarge.fitGrowth - 23.0 / 17) < 1e-12)
        // At AX5 a text that may shrink to half is never below half of 53 pt over 23/17: 19.6 pt
        // for a 17 pt body, larger than xxxLarge's 11.5 pt floor.
        #expect(TypeSize.allCases.filter(\.isAccessibilitySize).allSatisfy { $0.fitGrowth == TypeSize.xxxLarge.scale })
    }

    @Test(arguments: [("xSmall", TypeSize.xSmall), ("XXXLARGE", .xxxLarge), ("AX3", .accessibility3),
                      ("accessibility5", .accessibility5), ("ax1", .accessibility1)])
    func namesAsSwiftUIOrShort(name: String, size: TypeSize) {
        #expect(TypeSize.named(name) == size)
    }

    @Test func unknownNamesAreNotSizes() {
        #expect(TypeSize.named("huge") == nil)
        #expect(TypeSize.named("") == nil)
    }

    /// A scene clamps what is asked to its range, as `.dynamicTypeSize(range)` does.
    @Test func aSceneClampsToItsRange() {
        let widget = SceneSpec("w", "", layout: .widget([.small]))
        #expect(widget.typeSize(for: nil) == .large)
        #expect(widget.typeSize(for: .accessibility5) == .xLarge, "a widget stops at xLarge")
        #expect(widget.typeSize(for: .xSmall) == .xSmall)
        let adaptive = SceneSpec("s", "", layout: .scroll, typeSizes: .xSmall ... .accessibility5)
        #expect(adaptive.typeSize(for: .accessibility5) == .accessibility5)
    }
}

struct RenderingModeTests {
    private func pixels(_ rgba: [UInt8]) -> PixelBuffer { PixelBuffer(width: rgba.count / 4, height: 1, rgba: rgba) }

    @Test func namesAndLabelsRoundTrip() throws {
        for name in RenderingMode.names {
            let mode = try #require(RenderingMode.named(name))
            #expect(RenderingMode(label: mode.label) == mode)
        }
        let orange = try #require(Color(hex: "#FF9F0A"))
        #expect(RenderingMode.named("tinted", accent: orange)?.label == "tinted:#FF9F0A")
        #expect(RenderingMode(label: "tinted:#FF9F0A") == .tinted(accent: orange))
        #expect(RenderingMode(label: "tinted:orange") == nil)
        #expect(RenderingMode.named("sepia") == nil)
    }

    /// Clear: each pixel's Rec. 709 luminance as grey, alpha untouched.
    @Test func clearIsTheLuminanceInGrey() {
        let out = RenderingMode.clear.apply(to: pixels([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 255, 255, 255, 255]))
        // 218/1024 of red, 732/1024 of green, 74/1024 of blue (rounded).
        #expect(out.rgba == [54, 54, 54, 255, 182, 182, 182, 128, 18, 18, 18, 0, 255, 255, 255, 255])
    }

    /// Tinted: a mostly light widget is inverted, its white background taking the dark end
    /// (a fifth of the accent) and its black text the light end (the accent halfway to white).
    @Test func tintedTurnsALightWidgetsBackgroundDark() {
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]
        let out = RenderingMode.tinted(accent: Color(red: 0, green: 122.0 / 255, blue: 1))
            .apply(to: pixels(white + white + white + black))
        #expect(Array(out.rgba[0..<4]) == [0, 24, 51, 255])
        #expect(Array(out.rgba[12..<16]) == [128, 189, 255, 255])
    }

    /// A dark widget keeps its lightness: its dark background stays the dark end.
    @Test func tintedKeepsADarkWidgetsLightness() {
        let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        let out = RenderingMode.tinted(accent: Color(red: 0, green: 122.0 / 255, blue: 1))
            .apply(to: pixels(black + black + black + white))
        #expect(Array(out.rgba[0..<4]) == [0, 24, 51, 255])
        #expect(Array(out.rgba[12..<16]) == [128, 189, 255, 255])
    }

    @Test func standByNightIsRedOnBlack() {
        let out = RenderingMode.standByNight.apply(to: pixels([0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255]))
        #expect(Array(out.rgba[0..<4]) == [0, 0, 0, 255])
        #expect(Array(out.rgba[8..<12]) == [255, 69, 58, 255])
    }

    @Test func modesApplyWhereIOSShowsThem() {
        #expect(RenderingMode.clear.applies(to: .extraLarge))
        #expect(!RenderingMode.clear.applies(to: .accessoryCircular), "the lock screen is always drawn vibrant")
        #expect(RenderingMode.standBy.applies(to: .small) && !RenderingMode.standBy.applies(to: .medium))
    }
}

