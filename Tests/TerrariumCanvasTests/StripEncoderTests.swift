import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// PNGEncoder.encodeInStrips draws a picture a strip at a time and must write the file that
/// `encode` writes of the whole picture: the same colour type (RGB only when every pixel is
/// opaque, found out strip by strip), the same filtered rows and the same compressed bytes.
struct StripEncoderTests {
    typealias Pattern = ImageDeflateTests.Pattern

    /// The whole picture's file, and the file drawn in strips of about `stripBytes`, where each
    /// strip draws the same pixels through its canvas (so any difference is the encoder's).
    static func bothWays(_ pattern: Pattern, width: Int, height: Int, stripBytes: Int,
                         threads: Int) throws -> (whole: Data, strips: Data, drawnRows: Int) {
        let picture = try Surface(pixels: ImageDeflateTests.pixels(pattern, width: width, height: height))
        let options = PNGOptions(threads: threads)
        let text = [PNGText("Software", "test")]
        let whole = try PNGEncoder.encode(picture, options: options, text: text)
        var drawnRows = 0
        let strips = try PNGEncoder.encodeInStrips(width: width, height: height, scale: 1, stripBytes: stripBytes,
                                                   options: options, text: text) { canvas, rows in
            drawnRows += Int(rows.upperBound - rows.lowerBound)
            canvas.draw(Image(wrapping: picture), in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                        sampling: .nearest)
        }
        return (whole, strips, drawnRows)
    }

    @Test(arguments: [Pattern.gradient, .farRepeats, .translucentEdges, .noise, .sparseNoise], [1, 2])
    func stripsWriteTheWholePicturesFile(pattern: Pattern, threads: Int) throws {
        // 40,000 bytes is less than one segment of 600 px rows, so every strip is one segment.
        let (whole, strips, drawnRows) = try Self.bothWays(pattern, width: 600, height: 700,
                                                            stripBytes: 40_000, threads: threads)
        #expect(strips == whole)
        // An opaque picture is drawn once (plus the rows strips repeat); one with any
        // transparency is found out in some strip and drawn again as RGBA.
        let opaque = pattern == .gradient || pattern == .farRepeats
        #expect(opaque ? drawnRows < 2 * 700 : drawnRows > 700)
    }

    @Test(arguments: [(1, 1), (3, 500), (16384, 40), (2000, 300)])
    func oddSizesAndOneStripOfEverything(width: Int, height: Int) throws {
        for stripBytes in [1, 1 << 30] {
            let (whole, strips, _) = try Self.bothWays(.gradient, width: width, height: height,
                                                        stripBytes: stripBytes, threads: 2)
            #expect(strips == whole, "\(width)x\(height) in strips of \(stripBytes) bytes")
            #expect(try PNGDecoder.decode(strips) == ImageDeflateTests.pixels(.gradient, width: width, height: height))
        }
    }

    @Test func tooLargeIsRefusedBeforeDrawing() {
        var drew = false
        #expect(throws: CanvasError.self) {
            try PNGEncoder.encodeInStrips(width: 20_000, height: 20_000, scale: 1, stripBytes: 1 << 20) { _, _ in drew = true }
        }
        #expect(!drew)
    }
}
