import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

struct FontTests {
    let fonts: FontLibrary
    let canvas: Canvas

    init() throws {
        fonts = try FontLibrary()
        canvas = try Canvas(surface: Surface(width: 10, height: 10))
    }

    private func block(_ text: String, _ family: String, _ weight: FontWeight, width: Double = 1000, lines: Int = 1) -> TextBlock {
        TextBlock(text, font: Font(family: family, weight: weight, size: 20), color: .black,
                  frame: Rect(x: 0, y: 0, width: width, height: 100), maxLines: lines)
    }

    /// The file Pango really used for each catalogue face is that face's file: fontconfig holds
    /// nothing else, so no system font can stand in.
    @Test(arguments: FontCatalog.standard.faces)
    func eachFaceDrawsWithItsOwnFile(face: FontFace) throws {
        let files = try canvas.fontFiles(for: block("Bloom 4,250", face.family, face.weight), fonts: fonts)
        #expect(files == [face.path])
    }

    @Test func semiboldQuicksandDrawsBold() throws {
        let files = try canvas.fontFiles(for: block("20", "Quicksand", .semibold), fonts: fonts)
        #expect(files == ["/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf"])
    }

    @Test func unknownFamilyAndMissingFileAreClearErrors() throws {
        #expect(throws: CanvasError.unknownFontFamily("Helvetica", known: ["Inter", "Quicksand"])) {
            try canvas.measure(block("x", "Helvetica", .regular), fonts: fonts)
        }
        let missing = FontFace(family: "Ghost", weight: .regular, path: "/nonexistent/Ghost.ttf", package: "fonts-ghost",
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
