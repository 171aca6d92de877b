import Foundation
import Testing
import TerrariumAssets
import TerrariumGraphics
@testable import TerrariumCanvas

struct FontTests {
    let fonts: FontLibrary
    let canvas: Canvas

    init() throws {
        fonts = try FontLibrary(catalog: .standard)
        canvas = try Canvas(surface: Surface(width: 10, height: 10))
    }

    private func block(_ text: String, _ family: String, _ weight: FontWeight, italic: Bool = false, width: Double = 1000,
                       lines: Int = 1) -> TextBlock {
        TextBlock(text, font: Font(family: family, weight: weight, size: 20, italic: italic), color: .black,
                  frame: Rect(x: 0, y: 0, width: width, height: 100), maxLines: lines)
    }

    /// The file Pango really used for each catalogue face is that face's file: fontconfig holds
    /// nothing else, so no system font can stand in.
    @Test(arguments: FontCatalog.standard.faces)
    func eachFaceDrawsWithItsOwnFile(face: FontFace) throws {
        let files = try canvas.fontFiles(for: block("Bloom 4,250", face.family, face.weight, italic: face.italic), fonts: fonts)
        #expect(files == [face.path])
    }

    /// An emoji sequence is one picture from the emoji font: 🧘🏽‍♀️ (lotus, skin tone, joiner,
    /// female sign, emoji presentation) drawn piece by piece gave a black ♀ from the text font.
    @Test(arguments: ["🧘🏽‍♀️", "Sam 🧘🏽‍♀️", "👩‍👩‍👧‍👦", "❤️", "1️⃣", "🇯🇵", "🏳️‍🌈"])
    func anEmojiSequenceIsDrawnByOneFont(text: String) throws {
        let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        let files = try canvas.fontFiles(for: block(text, "Inter", .bold), fonts: fonts)
        #expect(files.last == emoji, "\(files)")
        #expect(files.filter { $0 != emoji }.count <= 1, "\(files)")
        #expect(try canvas.metrics(of: block(text, "Inter", .bold), fonts: fonts).splitClusters == 0)
    }

    /// Without the alias that gives Pango's runs of emoji to the colour emoji font, 🧘🏽‍♀️
    /// comes apart (♀ from DejaVu Sans): the metrics count the cluster drawn in pieces, which
    /// lint's split-cluster check reads.
    @Test func aClusterFromTwoFontsIsCounted() throws {
        var fallbacks = FontCatalog.standardFallbacks
        for i in fallbacks.indices { fallbacks[i].drawsEmojiSequences = false }
        let unaliased = try FontLibrary(catalog: FontCatalog(faces: FontCatalog.standard.faces, fallbacks: fallbacks))
        #expect(try canvas.metrics(of: block("Sam 🧘🏽‍♀️", "Inter", .bold), fonts: unaliased).splitClusters == 1)
        #expect(try canvas.metrics(of: block("Sam 🧘🏽‍♀️", "Inter", .bold), fonts: fonts).splitClusters == 0)
        #expect(try canvas.metrics(of: block("Zoë Ångström a\u{20DD}", "Inter", .regular), fonts: fonts).splitClusters == 0)
    }

    /// UIKit's standard line breaking: a word moves down to a last line that would hold one
    /// word alone, where the lines stay as many; the lines as drawn are in the metrics.
    @Test(arguments: [
        ("Bring awareness back, open eyes", 300.0, ["Bring awareness back,", "open eyes"]),
        ("Cocoa Calm Premium", 140.0, ["Cocoa", "Calm Premium"]),
        ("Paused · stage 3 of 5", 170.0, ["Paused", "· stage 3 of 5"]),
        ("Start with a 7-day free trial", 150.0, ["Start with a", "7-day free trial"]),
        ("Sunday, November 22", 150.0, ["Sunday,", "November 22"]),
    ])
    func linesBreakWhereCopyReadsWell(text: String, width: Double, lines: [String]) throws {
        let metrics = try canvas.metrics(of: block(text, "Inter", .regular, width: width, lines: 10), fonts: fonts)
        #expect(metrics.lineTexts == lines)
        #expect(metrics.drawnText == text)
        #expect(LineBreakRules.problems(lines: metrics.lineTexts) == [])
    }

    /// A kept span wider than the line is not kept: the text wraps as it would without it
    /// instead of running past its frame.
    @Test func aKeptSpanWiderThanItsLineIsLetGo() throws {
        let metrics = try canvas.metrics(of: block("November 22", "Inter", .regular, width: 110, lines: 10), fonts: fonts)
        #expect(metrics.lineTexts == ["November", "22"])
        #expect(metrics.size.width <= 110)
    }

    @Test func aFamilyWithoutItalicsDrawsUpright() throws {
        let files = try canvas.fontFiles(for: block("calm", "Quicksand", .regular, italic: true), fonts: fonts)
        #expect(files == [Assets.fonts.appendingPathComponent("Quicksand/Quicksand-Regular.ttf").path])
    }

    @Test func semiboldQuicksandDrawsBold() throws {
        let files = try canvas.fontFiles(for: block("20", "Quicksand", .semibold), fonts: fonts)
        #expect(files == [Assets.fonts.appendingPathComponent("Quicksand/Quicksand-Bold.ttf").path])
    }

    @Test func unknownFamilyAndMissingFileAreClearErrors() throws {
        #expect(throws: CanvasError.unknownFontFamily("Helvetica", known: ["DotGothic16", "Inter", "JetBrains Mono", "Quicksand"])) {
            try canvas.measure(block("x", "Helvetica", .regular), fonts: fonts)
        }
        let missing = FontFace(family: "Ghost", weight: .regular, path: "/nonexistent/Ghost.ttf", source: .debianPackage("fonts-ghost"),
                               fontconfigFamily: "Ghost", fileWeight: 400)
        let library = try FontLibrary(catalog: FontCatalog(faces: [missing]))
        let error = #expect(throws: CanvasError.self) { try canvas.measure(block("x", "Ghost", .regular), fonts: library) }
        #expect(error?.description.contains("apt-get install fonts-ghost") == true)
    }

    @Test func longTextEndsInAnEllipsisWithinItsWidth() throws {
        let long = String(repeating: "Morning walk ", count: 20)
        let one = try canvas.measure(block(long, "Inter", .regular, width: 120), fonts: fonts)
        let short = try canvas.measure(block("Morning", "Inter", .regular, width: 120), fonts: fonts)
        #expect(one.width <= 120)
        #expect(one.height == short.height, "one line only")
        let two = try canvas.measure(block(long, "Inter", .regular, width: 120, lines: 2), fonts: fonts)
        #expect(two.width <= 120)
        #expect(abs(two.height - 2 * short.height) < 1, "wrapped to exactly two lines")
    }

    @Test func tabularDigitsHaveEqualWidths() throws {
        // Inter's proportional "1" is narrower than its "8"; with tnum they match, so a
        // countdown does not jitter from one second to the next.
        func width(_ text: String, tabular: Bool) throws -> Double {
            var font = Font(family: "Inter", weight: .regular, size: 20)
            if tabular { font = font.withTabularDigits() }
            return try canvas.measure(TextBlock(text, font: font, color: .black, frame: Rect(x: 0, y: 0, width: 1000, height: 100)), fonts: fonts).width
        }
        #expect(try width("1111", tabular: false) < width("8888", tabular: false))
        #expect(abs(try width("1111", tabular: true) - width("8888", tabular: true)) < 0.01)
    }

    @Test func measurementDoesNotDependOnPixelScale() throws {
        let at1 = try canvas.measure(block("4,250 / 10,000", "Quicksand", .bold), fonts: fonts)
        let big = try Canvas(surface: Surface(width: 10, height: 10), scale: 3)
        let at3 = try big.measure(block("4,250 / 10,000", "Quicksand", .bold), fonts: fonts)
        #expect(abs(at1.width - at3.width) < 0.01)
    }
}

@Suite struct PixelArtLayerTests {
    /// A layer keeps its art pixels whole: one 2x1 art-pixel rectangle at 3x is a 6x3 block of
    /// exactly its colour, with no blended edge.
    @Test func layersEnlargeWithoutBlending() throws {
        let surface = try Surface(width: 12, height: 6)
        let canvas = try Canvas(surface: surface)
        let red = Color(red: 1, green: 0, blue: 0)
        let layer = PixelArtLayer(width: 4, height: 2, origin: Point(0, 0), pixelSize: 3, commands: [
            // A diagonal edge that would be antialiased on a normal canvas.
            .fill(Path { $0.move(to: Point(0, 0)); $0.line(to: Point(2.6, 0)); $0.line(to: Point(1.2, 2)); $0.close() }, .solid(red)),
        ])
        try SceneRenderer(fonts: try FontLibrary()) { _ in throw CanvasError.cairo("no sprites") }
            .draw(Scene(size: Size(12, 6), commands: [.pixelArt(layer)]), on: canvas)
        let pixels = surface.pixelBuffer()
        var values = Set<[UInt8]>()
        for i in stride(from: 0, to: pixels.rgba.count, by: 4) { values.insert(Array(pixels.rgba[i..<(i + 4)])) }
        #expect(values.isSubset(of: [[255, 0, 0, 255], [0, 0, 0, 0]]), "\(values)")
        // Every 3x3 block is one colour.
        for by in 0..<2 { for bx in 0..<4 {
            let first = Array(pixels.rgba[((by * 3) * 12 + bx * 3) * 4..<((by * 3) * 12 + bx * 3) * 4 + 4])
            for y in 0..<3 { for x in 0..<3 {
                let i = ((by * 3 + y) * 12 + bx * 3 + x) * 4
                #expect(Array(pixels.rgba[i..<i + 4]) == first)
            } }
        } }
    }
}

/// The brand fonts come from the package's own bundle, and a user can add more.
@Suite(.serialized) struct BundledAndRegisteredFontTests {
    @Test(arguments: FontCatalog.bundled)
    func eachBrandFaceIsBundled(face: FontFace) throws {
        #expect(face.source == .bundled)
        #expect(face.path.hasPrefix(Assets.fonts.path), "\(face.path)")
        #expect(FileManager.default.fileExists(atPath: face.path))
    }

    /// The bundled files are Debian's own (the README says which versions), so the goldens do
    /// not depend on which copy drew them. Checked where Debian's copy is installed.
    @Test func bundledFilesAreByteIdenticalToDebiansWhereInstalled() throws {
        let debian = [
            "Quicksand/Quicksand-Bold.ttf": "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf",
            "Inter/Inter-Regular.otf": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            "JetBrainsMono/JetBrainsMono-Light.ttf": "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Light.ttf",
            "DotGothic16/DotGothic16-Regular.ttf": "/usr/share/fonts/truetype/dotgothic16/DotGothic16-Regular.ttf",
        ]
        for (bundled, system) in debian where FileManager.default.fileExists(atPath: system) {
            #expect(FileManager.default.contentsEqual(atPath: Assets.fonts.appendingPathComponent(bundled).path, andPath: system), "\(bundled)")
        }
    }

    @Test func aRegisteredFontIsReadFromItsFileAndDrawn() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
        try #require(FileManager.default.fileExists(atPath: path), "fonts-dejavu-core, which scripts/setup installs")
        defer { FontRegistry.removeAll() }
        let added = try FontRegistry.register(url: URL(fileURLWithPath: path))
        #expect(added.map(\.family) == ["DejaVu Serif"])
        #expect(added.first?.weight == .bold && added.first?.italic == false && added.first?.source == .registered)
        #expect(try FontRegistry.register(url: URL(fileURLWithPath: path)).isEmpty, "a file registered twice adds nothing")
        let library = try FontLibrary()
        #expect(library.catalog.families.contains("DejaVu Serif"))
        let canvas = try Canvas(surface: Surface(width: 10, height: 10))
        let block = TextBlock("Brand", font: Font(family: "DejaVu Serif", weight: .bold, size: 20), color: .black,
                              frame: Rect(x: 0, y: 0, width: 500, height: 100))
        #expect(try canvas.fontFiles(for: block, fonts: library) == [path])
    }

    @Test func registeringWhatCannotBeAFontIsAClearError() throws {
        defer { FontRegistry.removeAll() }
        let missing = #expect(throws: CanvasError.self) { try FontRegistry.register(url: URL(fileURLWithPath: "/nonexistent/Brand.otf")) }
        #expect(missing?.description == "font: font file /nonexistent/Brand.otf does not exist or is a folder")
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("hello".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        let unreadable = #expect(throws: CanvasError.self) { try FontRegistry.register(url: notAFont) }
        #expect(unreadable?.description.contains("is not a font file fontconfig can read") == true)
        let bundled = #expect(throws: CanvasError.self) {
            try FontRegistry.register(url: Assets.fonts.appendingPathComponent("Inter/Inter-Bold.otf"))
        }
        #expect(bundled?.description.contains("which the engine bundles") == true)
        #expect(FontRegistry.faces.isEmpty)
    }

    @Test(arguments: [(250, FontWeight.light), (350, .light), (400, .regular), (450, .regular), (600, .semibold), (900, .bold)])
    func aFileWeightMapsToTheNearestThemeWeight(css: Int, weight: FontWeight) {
        #expect(FontWeight.nearest(to: css) == weight)
    }
}

