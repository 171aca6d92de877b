import Foundation
import Testing
@testable import Terrarium
@testable import TerrariumLint

/// Each kind of finding fires on a small, deliberately broken scene, and a clean one gives
/// none, so `lint` cannot go quietly blind.
struct LayoutLintTests {
    let renderer: Renderer
    static let size = Size(200, 120)
    static let font = Font(family: "Inter", weight: .regular, size: 14)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)

    init() throws { renderer = try Renderer(registry: PluginRegistry([])) }

    /// `labelled`: a caption in the free bottom-right corner, so a scene of shapes alone is
    /// not also empty.
    func findings(_ commands: [DrawCommand], scale: Int = 2, labelled: Bool = true) throws -> [LintFinding] {
        var scene = Scene(size: Self.size, commands: [.fill(.rect(Rect(size: Self.size)), .solid(.white))])
        scene.commands += commands
        if labelled { scene.commands.append(Self.text("label", Rect(x: 130, y: 95, width: 60, height: 20))) }
        let (inspection, pixels, backdrop) = try renderer.inspect(scene, scale: scale)
        return LayoutLint.findings(inspection, pixels: pixels, backdrop: backdrop, caseName: "test")
    }

    static func text(_ string: String, _ frame: Rect, color: Color = ink, size: Double = 14, lines: Int = 1,
                     minimumScale: Double = 1, truncatable: Bool = false) -> DrawCommand {
        .text(TextBlock(string, font: font.withSize(size), color: color, frame: frame, maxLines: lines,
                        minimumScaleFactor: minimumScale, allowsTruncation: truncatable))
    }

    /// One rule type per kind of finding, each run (and each made to fire by a test below, or
    /// in TransitionLintTests for the frames of a transition).
    @Test func everyKindHasOneRule() {
        #expect((LayoutLint.rules.map(\.kind) + [TransitionLint.kind]).sorted { $0.rawValue < $1.rawValue }
                == LintFinding.Kind.allCases.sorted { $0.rawValue < $1.rawValue })
    }

    @Test func aCleanSceneHasNoFinding() throws {
        let found = try findings([
            Self.text("Today", Rect(x: 10, y: 10, width: 180, height: 20)),
            Self.text("3 of 5 done", Rect(x: 10, y: 40, width: 180, height: 20)),
            .box(LayoutBox(id: "badge", role: .shape, rect: Rect(x: 10, y: 80, width: 30, height: 30)),
                 [.fill(.circle(center: Point(25, 95), radius: 15), .solid(.black))]),
        ])
        #expect(found == [])
    }

    @Test func copyThatMustFitAndIsCutIsReported() throws {
        let found = try findings([Self.text("Steps unavailable today", Rect(x: 10, y: 10, width: 60, height: 20))])
        #expect(found.map(\.kind) == [.truncated])
        #expect(found.first?.box == "text.0")
        #expect(found.first?.message.contains("'Steps unavailable today' is cut to 'Steps") == true)
    }

    @Test func aNameThatMayBeCutIsNot() throws {
        #expect(try findings([Self.text("Maximiliana Bartholomew", Rect(x: 10, y: 10, width: 60, height: 20), truncatable: true)]) == [])
    }

    @Test func shrinkingWithinTheMinimumScaleIsNotACut() throws {
        let found = try findings([Self.text("Steps unavailable", Rect(x: 10, y: 10, width: 100, height: 20), minimumScale: 0.5)])
        #expect(found == [])
        let (inspection, _, _) = try renderer.inspect(Scene(size: Self.size, commands: [
            Self.text("Steps unavailable", Rect(x: 10, y: 10, width: 100, height: 20), minimumScale: 0.5),
        ]), scale: 2, pixels: .none)
        let metrics = try #require(inspection.boxes.first?.metrics)
        #expect(metrics.truncated == false)
        #expect(metrics.scaledBy < 1 && metrics.scaledBy >= 0.5)
    }

    @Test func textOnTextIsAnOverlap() throws {
        let found = try findings([
            Self.text("Next ritual", Rect(x: 10, y: 10, width: 180, height: 20)),
            Self.text("Skincare", Rect(x: 14, y: 14, width: 180, height: 20)),
        ])
        #expect(found.contains { $0.kind == .overlap && $0.box == "text.1" })
    }

    @Test func textCoveredByLaterPaintIsAnOverlap() throws {
        let found = try findings([
            Self.text("24:59", Rect(x: 10, y: 10, width: 180, height: 30), size: 24),
            .fill(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 40), radius: 8), .solid(Color(red: 0.2, green: 0.5, blue: 0.3))),
        ])
        #expect(found.contains { $0.kind == .overlap && $0.message.contains("covered by shape") })
    }

    @Test func declaredSiblingsThatOverlapAreReportedUnlessOneIsAnOverlay() throws {
        func boxes(overlay: Bool) -> [DrawCommand] {
            [.box(LayoutBox(id: "row", role: .group, rect: Rect(x: 0, y: 0, width: 200, height: 60)), [
                .box(LayoutBox(id: "a", role: .shape, rect: Rect(x: 10, y: 10, width: 50, height: 40)),
                     [.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 40)), .solid(.black))]),
                .box(LayoutBox(id: "b", role: .shape, rect: Rect(x: 40, y: 10, width: 50, height: 40), overlay: overlay),
                     [.fill(.rect(Rect(x: 40, y: 10, width: 50, height: 40)), .solid(.black))]),
            ])]
        }
        #expect(try findings(boxes(overlay: false)).map { "\($0.kind) \($0.box ?? "")" } == ["overlap b"])
        #expect(try findings(boxes(overlay: true)) == [])
    }

    @Test func paintOffTheCanvasOrOutOfItsBoxIsOutside() throws {
        let offCanvas = try findings([Self.text("Garden health", Rect(x: 10, y: 130, width: 180, height: 20))])
        #expect(offCanvas.contains { $0.kind == .outside && $0.message.contains("outside the canvas") })
        let tooTall = try findings([Self.text("Garden health", Rect(x: 10, y: 10, width: 180, height: 6))])
        #expect(tooTall.map(\.kind) == [.outside])
        let child = try findings([.box(LayoutBox(id: "card", role: .group, rect: Rect(x: 0, y: 0, width: 100, height: 100)), [
            .box(LayoutBox(id: "bee", role: .shape, rect: Rect(x: 80, y: 10, width: 40, height: 20)),
                 [.fill(.rect(Rect(x: 80, y: 10, width: 40, height: 20)), .solid(.black))]),
        ])])
        #expect(child.map { "\($0.kind) \($0.box ?? "")" } == ["outside bee"])
    }

    @Test(arguments: [(1, 1.0, false), (1, 2.0, true), (2, 0.5, false), (2, 1.0, true)])
    func aChildOneDevicePixelPastItsParentIsTheGridsRounding(scale: Int, past: Double, reported: Bool) throws {
        // A text rounded outward under a stack rounded to the nearest pixel may end one device
        // pixel lower: at @1x that is a whole point, more than the 0.75 pt allowed for ink.
        let found = try findings([.box(LayoutBox(id: "card", role: .group, rect: Rect(x: 0, y: 0, width: 100, height: 60)), [
            .box(LayoutBox(id: "dot", role: .shape, rect: Rect(x: 10, y: 40, width: 20, height: 20 + past)),
                 [.fill(.rect(Rect(x: 10, y: 40, width: 20, height: 20 + past)), .solid(.black))]),
        ])], scale: scale)
        #expect(found.contains { $0.kind == .outside && $0.box == "dot" } == reported)
    }

    @Test func aCharacterNoFontHasIsAMissingGlyph() throws {
        // U+0378 is unassigned: no font has it.
        let found = try findings([Self.text("Kai \u{0378}", Rect(x: 10, y: 10, width: 180, height: 24))])
        #expect(found.contains { $0.kind == .missingGlyph })
    }

    @Test func aClusterInPiecesIsASplitCluster() throws {
        // The engine draws an emoji sequence whole, so the finding is made on an inspection
        // whose text reports a cluster in pieces (TextTests shows the count on a real split).
        let text = Self.text("Sam 🧘🏽‍♀️", Rect(x: 10, y: 10, width: 180, height: 24))
        let scene = Scene(size: Self.size, commands: [.fill(.rect(Rect(size: Self.size)), .solid(.white)), text])
        var (inspection, pixels, backdrop) = try renderer.inspect(scene, scale: 2)
        #expect(LayoutLint.findings(inspection, pixels: pixels, backdrop: backdrop, caseName: "test") == [])
        let index = try #require(inspection.boxes.firstIndex { $0.metrics != nil })
        inspection.boxes[index].metrics?.splitClusters = 1
        let found = LayoutLint.findings(inspection, pixels: pixels, backdrop: backdrop, caseName: "test")
        #expect(found.map(\.kind) == [.splitCluster])
    }

    @Test func aNumberAloneOnTheLastLineIsALineBreak() throws {
        // "555" can join neither "Cdefghijklmn" (too wide together) nor move that word down
        // (the same), so it is left alone on the last line, and lint says so.
        let text = "A Cdefghijklmn 555"
        var found: [LintFinding] = []
        for width in stride(from: 100.0, through: 180, by: 2) {
            found = try findings([Self.text(text, Rect(x: 10, y: 10, width: width, height: 60), lines: 3)])
            if !found.isEmpty { break }
        }
        #expect(found.map(\.kind) == [.lineBreak])
        #expect(found.first?.message.contains("the last line is the single short word \"555\"") == true, "\(found)")
    }

    /// A Hebrew title in an English UI starts at the leading edge like the lines under it (it
    /// was right-aligned by its first letter); a leading text whose glyphs start far from that
    /// edge is reported.
    @Test func textAlignedAgainstTheUIsDirectionIsReported() throws {
        #expect(try findings([Self.text("נועה", Rect(x: 10, y: 10, width: 180, height: 24)),
                              Self.text("روتين المساء · Morning", Rect(x: 10, y: 40, width: 180, height: 24))]) == [])
        let found = try findings([Self.text("            Today", Rect(x: 10, y: 10, width: 180, height: 24))])
        #expect(found.map(\.kind) == [.direction])
        #expect(found.first?.message.contains("is aligned leading in a left-to-right UI but starts") == true)
    }

    /// A control declared to grow with its text (a check-in circle) and left at 12 pt beside
    /// a 40 pt text (48 pt lines) is reported; grown to 32 pt it is not; an undeclared dot is never checked.
    @Test func aControlThatDoesNotGrowWithItsTextIsReported() throws {
        func row(circle side: Double, control: Bool = true) -> DrawCommand {
            let circle = DrawCommand.box(LayoutBox(id: "row-check", role: .shape, rect: Rect(x: 10, y: 20, width: side, height: side),
                                                   control: control),
                                         [.fill(.circle(center: Point(10 + side / 2, 20 + side / 2), radius: side / 2), .solid(Self.ink))])
            let title = DrawCommand.box(LayoutBox(id: "row-title", role: .text, rect: Rect(x: 50, y: 20, width: 140, height: 50)),
                                        [Self.text("Walk", Rect(x: 50, y: 20, width: 140, height: 50), size: 40)])
            return .box(LayoutBox(id: "row", role: .group, rect: Rect(x: 10, y: 20, width: 180, height: 50)), [circle, title])
        }
        let found = try findings([row(circle: 12)])
        #expect(found.map(\.kind) == [.unscaledControl], "\(found)")
        #expect(found.first?.message.contains("does not grow with the text") == true)
        #expect(try findings([row(circle: 32)]) == [])
        #expect(try findings([row(circle: 12, control: false)]) == [])
    }

    /// Pixel type off its 16-dot grid (10 pt at 2x is 20 px: squeezed dots) is reported; at
    /// 8 or 16 pt (16 and 32 px) it is not.
    @Test func pixelTypeOffItsGridIsReported() throws {
        func pixel(_ size: Double) -> DrawCommand {
            .text(TextBlock("Fern", font: Font(family: "DotGothic16", weight: .regular, size: size), color: Self.ink,
                            frame: Rect(x: 10, y: 10, width: 180, height: 40)))
        }
        let found = try findings([pixel(10)])
        #expect(found.map(\.kind) == [.belowMinimumScale], "\(found)")
        #expect(found.first?.message.contains("20 px tall, not a whole multiple of its 16-dot grid") == true, "\(found)")
        #expect(try findings([pixel(8)]) == [])
        #expect(try findings([pixel(16)]) == [])
    }

    /// A text drawn at less than its minimum scale factor is reported (the engine never draws
    /// one so; the rule keeps that promise checked).
    @Test func textBelowItsMinimumScaleIsReported() {
        let block = TextBlock("Needs water", font: Self.font, color: Self.ink, frame: Rect(x: 10, y: 10, width: 100, height: 20),
                              minimumScaleFactor: 0.8)
        var box = InspectedBox(id: "name", parent: nil, role: .text, rect: block.frame, ink: nil, order: 0, declared: true,
                               overlay: false, mayOverflow: false)
        box.text = block
        box.metrics = TextMetrics(size: Size(60, 10), drawnText: block.text, scaledBy: 0.5)
        let render = LintedRender(inspection: SceneInspection(size: Self.size, scale: 2, boxes: [box]),
                                  pixels: PremultipliedPixels(width: 0, height: 0, words: []),
                                  backdrop: PremultipliedPixels(width: 0, height: 0, words: []))
        let found = BelowMinimumScaleRule().findings(in: render)
        #expect(found.map(\.message) == ["text 'Needs water' is drawn at 50% of its size, below its minimum of 80%"])
    }

    /// A one-line cut whose glyphs stop more than an em and a half short of the box is reported;
    /// one that fills its box to within a character is not (the engine's own cuts, checked on a real render).
    @Test func aCutThatLeavesAGapIsReported() throws {
        let block = TextBlock("שגרת בוקר ארוכה מאוד לפני", font: Self.font, color: Self.ink,
                              frame: Rect(x: 10, y: 10, width: 100, height: 20), allowsTruncation: true)
        func render(inkWidth: Double) -> LintedRender {
            var box = InspectedBox(id: "title", parent: nil, role: .text, rect: block.frame, ink: nil, order: 0, declared: true,
                                   overlay: false, mayOverflow: false)
            box.text = block
            box.metrics = TextMetrics(size: Size(100, 17), ink: Rect(x: 100 - inkWidth, y: 2, width: inkWidth, height: 13),
                                      drawnText: "…   לפני", truncated: true)
            return LintedRender(inspection: SceneInspection(size: Self.size, scale: 2, boxes: [box]),
                                pixels: PremultipliedPixels(width: 0, height: 0, words: []),
                                backdrop: PremultipliedPixels(width: 0, height: 0, words: []))
        }
        #expect(TruncationGapRule().findings(in: render(inkWidth: 60)).map(\.message)
                == ["text 'שגרת בוקר ארוכה מאוד לפני' is cut to '…   לפני' but its glyphs take 60 of 100 pt: a gap of 40 pt, more than an em and a half (21 pt)"])
        #expect(TruncationGapRule().findings(in: render(inkWidth: 82)).isEmpty, "a wide letter's room is no gap")
        // The engine's cuts, left-to-right and right-to-left, fill their boxes.
        let found = try findings([Self.text("Maximiliana Bartholomew of the Longest Name", Rect(x: 10, y: 10, width: 120, height: 20), truncatable: true),
                                  Self.text("שגרת בוקר ארוכה מאוד לפני שכל היום מתחיל", Rect(x: 10, y: 40, width: 120, height: 20), truncatable: true)])
        #expect(found == [], "\(found)")
    }

    @Test func emojiCJKAndHebrewAreDrawnByTheFallbacks() throws {
        let found = try findings([Self.text("민준 🌻 さくら שלום", Rect(x: 10, y: 10, width: 180, height: 24))])
        #expect(found == [])
    }

    @Test func paleTextOnItsBackgroundIsLowContrast() throws {
        let found = try findings([Self.text("Today", Rect(x: 10, y: 10, width: 180, height: 20),
                                            color: Color(red: 0.8, green: 0.8, blue: 0.8))])
        #expect(found.map(\.kind) == [.contrast])
        // Read against what is really under the glyphs: the same grey on a dark panel passes.
        let onPanel = try findings([
            .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 40)), .solid(Color(red: 0.1, green: 0.1, blue: 0.2))),
            Self.text("Today", Rect(x: 10, y: 10, width: 180, height: 20), color: Color(red: 0.8, green: 0.8, blue: 0.8)),
        ])
        #expect(onPanel == [])
    }

    @Test func nothingDrawnIsEmpty() throws {
        let blank = try findings([], labelled: false)
        #expect(blank.map(\.kind).contains(.empty))
        let tiny = try findings([Self.text("61%", Rect(x: 10, y: 10, width: 110, height: 20), size: 0.2)])
        #expect(tiny.contains { $0.kind == .empty && $0.box == "text.0" })
    }

    /// Contrast counts runs of one colour instead of keeping every sample: the answer must be
    /// the plain definition's, the tenth percentile of every sampled pixel's ratio, read from
    /// straight colours. Checked on striped, noisy and half-transparent backdrops.
    @Test(arguments: [0, 1, 2, 3])
    func contrastIsTheTenthPercentileOfTheSampledRatios(seed: UInt32) {
        let width = 97, height = 61
        var state = seed &* 2_654_435_761 &+ 1
        func next() -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return state >> 8 }
        let words: [UInt32] = (0..<(width * height)).map { i in
            let a: UInt32 = seed == 3 ? [0, 128, 255][Int(next() % 3)] : 255
            let grey: UInt32 = seed == 0 ? (i / width % 8 < 4 ? 30 : 220)  // stripes
                : seed == 1 ? next() % 256  // noise
                : [40, 40, 40, 200][Int(next() % 4)]  // mostly one colour
            let premultiplied = (grey * a + 127) / 255
            return a << 24 | premultiplied << 16 | (premultiplied / 2) << 8 | premultiplied / 3
        }
        let backdrop = PremultipliedPixels(width: width, height: height, words: words)
        let ink = Color(red: 0.4, green: 0.45, blue: 0.5, alpha: seed == 2 ? 0.6 : 1)
        let rect = Rect(x: 3.2, y: 1.7, width: 40, height: 25)  // in points, at scale 2
        let found = LayoutLint.contrast(of: ink, over: rect, in: backdrop, scale: 2)

        let x0 = 6, x1 = 87, y0 = 3, y1 = 54
        let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 4000).squareRoot().rounded(.up)))
        var ratios: [Double] = []
        for y in stride(from: y0, to: y1, by: step) {
            for x in stride(from: x0, to: x1, by: step) {
                let p = backdrop.pixel(x, y)
                guard p.a > 0 else { continue }
                let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                let mixed = ink.alpha < 1 ? under.mixed(with: ink.withAlpha(1), ink.alpha) : ink
                ratios.append(mixed.contrastRatio(with: under))
            }
        }
        ratios.sort()
        #expect(found == ratios[ratios.count / 10])
    }

    /// Straight colours from premultiplied words round as the PNG writer does.
    @Test func premultipliedWordsReadAsTheirStraightColours() {
        #expect(PremultipliedPixels.straight(0xFF10_2030) == (0x10, 0x20, 0x30, 0xFF))
        #expect(PremultipliedPixels.straight(0x0000_0000) == (0, 0, 0, 0))
        // Half-covered: 128 * 255 / 128 = 255, and 85 * 255 / 128 = 169.3 rounds to 169.
        let half = PremultipliedPixels.straight(0x8080_8055)
        #expect(half == (255, 255, 169, 128))
        #expect(PremultipliedPixels(width: 2, height: 1, words: [7, 7]).isUniform)
        #expect(!PremultipliedPixels(width: 2, height: 1, words: [7, 8]).isUniform)
    }
}
