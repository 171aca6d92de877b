import Testing
import Terrarium
import TerrariumGraphics
@testable import Rooted

/// The pixel font at the reader's text size: whole dots only (`PixelType`), and the sheets that
/// follow it (the card, the panel, the removal's confirmation, the four onboarding screens).
@Suite struct PixelTypeTests {
    /// Apple's body sizes, 14 ... 53 pt over 17, times each base the sheets use (2, 3, 4 and 5
    /// dots at `large`), to the nearest whole dot.
    @Test(arguments: [
        // size,        body pt, 2 dots, 3 dots, 4 dots, 5 dots
        (TypeSize.xSmall, 14.0, 2, 2, 3, 4),     // 1.65, 2.47, 3.29, 4.12
        (.small, 15, 2, 3, 4, 4),                // 1.76, 2.65, 3.53, 4.41
        (.medium, 16, 2, 3, 4, 5),               // 1.88, 2.82, 3.76, 4.71
        (.large, 17, 2, 3, 4, 5),                // the design's own
        (.xLarge, 19, 2, 3, 4, 6),               // 2.24, 3.35, 4.47, 5.59
        (.xxLarge, 21, 2, 4, 5, 6),              // 2.47, 3.71, 4.94, 6.18
        (.xxxLarge, 23, 3, 4, 5, 7),             // 2.71, 4.06, 5.41, 6.76
        (.accessibility1, 28, 3, 5, 7, 8),       // 3.29, 4.94, 6.59, 8.24
        (.accessibility2, 33, 4, 6, 8, 10),      // 3.88, 5.82, 7.76, 9.71
        (.accessibility3, 40, 5, 7, 9, 12),      // 4.71, 7.06, 9.41, 11.76
        (.accessibility4, 47, 6, 8, 11, 14),     // 5.53, 8.29, 11.06, 13.82
        (.accessibility5, 53, 6, 9, 12, 16),     // 6.24, 9.35, 12.47, 15.59
    ])
    func dotsAtEachSize(size: TypeSize, body: Double, two: Int, three: Int, four: Int, five: Int) {
        #expect(size.bodyPointSize == body)
        #expect([2, 3, 4, 5].map { PixelType.dots($0, at: size) } == [two, three, four, five])
    }

    /// Never more than half a dot from the size SwiftUI would draw; never smaller than `large`
    /// above it nor larger below it; never smaller at a larger size; at least one dot.
    @Test(arguments: 1 ... 16)
    func dotsAreTheNearestWholeNumberAndRiseWithTheSize(base: Int) {
        var last = 0
        for size in TypeSize.allCases {
            let dots = PixelType.dots(base, at: size), exact = Double(base) * size.scale
            #expect(abs(Double(dots) - exact) <= 0.5 || dots == 1, "\(base) at \(size)")
            #expect(dots >= 1)
            #expect(size >= .large ? dots >= base : dots <= base, "\(base) at \(size)")
            #expect(dots >= last, "\(base) at \(size)")
            last = dots
        }
        #expect(PixelType.dots(base, at: .large) == base)
    }

    /// A room beside a text scales with its dots in whole art pixels, and is itself where the
    /// dots are the same (a row's 72 px pitch at `large` stays 72).
    @Test func roomsScaleInWholeArtPixels() {
        #expect(PixelType.scaled(72, base: 3, dots: 3, k: 5) == 72)
        #expect(PixelType.scaled(72, base: 3, dots: 9, k: 5) == 215)  // 216 to the nearest 5
        #expect(PixelType.scaled(120, base: 5, dots: 16, k: 5) == 385)  // 384
        #expect(PixelType.scaled(20, base: 3, dots: 2, k: 5) == 15)  // 13.3
        for dots in 1 ... 16 { #expect(PixelType.scaled(84, base: 3, dots: dots, k: 5) % 5 == 0 || dots == 3) }
    }

    static let sheets = ["plant-card", "plant-panel", "remove-confirm", "onboarding-welcome", "onboarding-account",
                         "onboarding-friend", "onboarding-place"]

    @Test func theSheetsAndTheWidgetTakeEverySizeTheGardenAndTheShareOnlyLarge() throws {
        let scenes = RootedPlugin().scenes
        for scene in scenes {
            let expected: ClosedRange<TypeSize> = switch scene.name {
            case "garden", "share": .large ... .large
            default: .xSmall ... .accessibility5
            }
            #expect(scene.typeSizes == expected, "\(scene.name)")
        }
        #expect(Set(scenes.filter { $0.typeSizes.upperBound == .accessibility5 }.map(\.name)) == Set(Self.sheets + ["widget"]))
    }

    /// At each size a sheet keeps its format's width; at `large` and below its height too; above
    /// it grows where its words no longer fit, by whole art pixels (5 px), its backdrop drawn to
    /// the new bottom. Every text is set in whole dots (a font size of 16 px a dot).
    @Test(arguments: sheets)
    func aSheetFollowsTheTextSize(scene: String) throws {
        let renderer = try Renderer(registry: PluginRegistry([RootedPlugin()]))
        let format = try #require(RootedPlugin().scenes.first { $0.name == scene }?.formats.first)
        var heights: [Double] = []
        for size in TypeSize.allCases {
            var job = RenderRequest(plugin: "rooted", scene: scene, input: .example("cozy-afternoon"))
            job.typeSize = size
            let inspected = try renderer.inspect(job, pixels: .none)
            let canvas = inspected.canvas.size
            #expect(canvas.width == Double(format.width))
            #expect(size > .large ? canvas.height >= Double(format.height) : canvas.height == Double(format.height), "\(size)")
            #expect(canvas.height.truncatingRemainder(dividingBy: 5) == 0, "\(size): \(canvas.height)")
            heights.append(canvas.height)
            for box in inspected.inspection.boxes {
                guard let text = box.text else { continue }
                #expect(text.font.size.truncatingRemainder(dividingBy: 16) == 0, "\(box.id) at \(size): \(text.font.size)")
                #expect(box.rect.maxY <= canvas.height - 40, "\(box.id) at \(size) is off its sheet")
            }
            let backdrop = try #require(Self.pixelArt(try renderer.layout(job).output.scene.commands).first)
            #expect(Double(backdrop.width) * backdrop.pixelSize == canvas.width && Double(backdrop.height) * backdrop.pixelSize == canvas.height,
                    "\(size): the backdrop covers the whole sheet")
        }
        #expect(heights == heights.sorted(), "a larger size is never shorter")
        #expect(heights.last ?? 0 > Double(format.height), "AX5 grows")
    }

    /// The first pixel-art layers in paint order.
    static func pixelArt(_ commands: [DrawCommand]) -> [PixelArtLayer] {
        commands.flatMap { command -> [PixelArtLayer] in
            switch command {
            case .pixelArt(let layer): [layer]
            case .box(_, let children), .group(let children, _, _): pixelArt(children)
            case .crossFade(let from, let to, _): pixelArt(from + to)
            default: []
            }
        }
    }
}
