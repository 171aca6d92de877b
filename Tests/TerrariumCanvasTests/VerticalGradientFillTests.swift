import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// A whole-pixel rectangle filled with an opaque vertical gradient has its rows written
/// directly (Canvas+VerticalGradient.swift) instead of through Cairo, where that gives the same
/// pixels: each case fills the same rectangle both ways over the same picture and compares every
/// word, and says whether the direct way was taken (only ever on Cairo 1.16).
struct VerticalGradientFillTests {
    /// Fills `path` with `paint` on a copy of `picture` both ways; `prepare` sets up each canvas
    /// (a clip, a transform). Returns (direct, Cairo's, whether direct was taken).
    static func bothWays(_ path: Path, _ paint: Paint, picture: PixelBuffer, scale: Double, firstRow: Int = 0,
                         prepare: (Canvas) -> Void = { _ in }) throws -> (PremultipliedPixels, PremultipliedPixels, Bool) {
        func canvas() throws -> (Surface, Canvas) {
            let surface = try Surface(pixels: picture)
            return (surface, try Canvas(surface: surface, scale: scale, firstRow: firstRow))
        }
        let (direct, directCanvas) = try canvas(), (cairo, cairoCanvas) = try canvas()
        var taken = false
        directCanvas.withSavedState {
            prepare(directCanvas)
            taken = directCanvas.fillVerticalGradient(path, with: paint)
            if !taken { directCanvas.fillWithCairo(path, with: paint) }
        }
        cairoCanvas.withSavedState {
            prepare(cairoCanvas)
            cairoCanvas.fillWithCairo(path, with: paint)
        }
        return (direct.premultipliedPixels(), cairo.premultipliedPixels(), taken)
    }

    static func colour(_ noise: inout ImageDeflateTests.Noise, alpha: Double = 1) -> Color {
        Color(red: Double(noise.byte()) / 255, green: Double(noise.byte()) / 255, blue: Double(noise.byte()) / 255, alpha: alpha)
    }

    /// Two to four opaque stops at random offsets, the gradient's ends anywhere (inside the
    /// rectangle, beyond it, upside down), the rectangle on whole pixels at @1x-@3x, partly off
    /// the picture or not, over a picture with translucent pixels already on it.
    @Test(arguments: 0..<24)
    func opaqueVerticalGradientsGiveCairosPixels(seed: Int) throws {
        var noise = ImageDeflateTests.Noise(state: UInt64(seed) &+ 101)
        let picture = PixelArtEnlargeTests.background(width: 97, height: 83, seed: UInt64(seed))
        let scale = Double(1 + seed % 3)
        let px = { (v: UInt8) in Double(Int(v % 120) - 20) / scale }  // whole pixels, some off the picture
        let rect = Rect(x: px(noise.byte()), y: px(noise.byte()), width: Double(1 + noise.byte() % 90) / scale,
                        height: Double(1 + noise.byte() % 90) / scale)
        let x = Double(noise.byte()) / 3
        let top = Double(Int(noise.byte()) - 60) / 2.7, bottom = Double(Int(noise.byte()) - 60) / 1.9
        guard top != bottom else { return }
        let stops = (0..<(2 + seed % 3)).map { _ in GradientStop(Double(noise.byte()) / 255, Self.colour(&noise)) }
            .sorted { $0.offset < $1.offset }
        let (direct, cairo, taken) = try Self.bothWays(.rect(rect), .linear(from: Point(x, top), to: Point(x, bottom), stops: stops),
                                                       picture: picture, scale: scale)
        #expect(taken == Canvas.gradientRowsAreUniform, "seed \(seed)")
        #expect(direct == cairo, "seed \(seed)")
    }

    /// A strip of a taller picture (Cairo's device offset), a rectangular clip, and a
    /// rectangle on half points at @2x: still taken, still Cairo's pixels.
    @Test func aStripAClipAndHalfPointsGiveCairosPixels() throws {
        var noise = ImageDeflateTests.Noise(state: 7)
        let paint = Paint.linear(from: Point(3, -10), to: Point(3, 95), stops: [
            GradientStop(0, Self.colour(&noise)), GradientStop(0.4, Self.colour(&noise)), GradientStop(1, Self.colour(&noise)),
        ])
        let picture = PixelArtEnlargeTests.background(width: 120, height: 31, seed: 5)
        let strip = try Self.bothWays(.rect(Rect(x: 2, y: 5, width: 30, height: 60)), paint, picture: picture, scale: 3, firstRow: 41)
        #expect(strip.2 == Canvas.gradientRowsAreUniform)
        #expect(strip.0 == strip.1)
        let clipped = try Self.bothWays(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), paint, picture: picture, scale: 2) { canvas in
            canvas.clip(to: .rect(Rect(x: 5.5, y: 3, width: 20, height: 9)))
        }
        #expect(clipped.2 == Canvas.gradientRowsAreUniform)
        #expect(clipped.0 == clipped.1)
        // Half points at @2x are whole pixels.
        let halves = try Self.bothWays(.rect(Rect(x: 7.5, y: 2.5, width: 40.5, height: 12)), paint, picture: picture, scale: 2)
        #expect(halves.2 == Canvas.gradientRowsAreUniform)
        #expect(halves.0 == halves.1)
    }

    /// Where the rows are not all one colour each, or the fill not one whole-pixel rectangle,
    /// Cairo fills: a translucent stop, a slanted gradient, a rectangle off the pixel grid, a
    /// rounded rectangle, a rounded clip, an outline doubling back on itself, a rectangle
    /// reaching past Cairo's fixed point. (On a Cairo other than 1.16 nothing is taken.)
    @Test func whatItCannotWriteIsLeftToCairo() throws {
        var noise = ImageDeflateTests.Noise(state: 11)
        let picture = PixelArtEnlargeTests.background(width: 60, height: 50, seed: 2)
        let opaque = [GradientStop(0, Self.colour(&noise)), GradientStop(1, Self.colour(&noise))]
        let vertical = Paint.linear(from: Point(0, 0), to: Point(0, 40), stops: opaque)
        let rect = Rect(x: 2, y: 3, width: 40, height: 30)
        let doubledBack = Path { p in
            p.move(to: Point(2, 3)); p.line(to: Point(42, 3)); p.line(to: Point(2, 3)); p.line(to: Point(2, 33)); p.close()
        }
        let cases: [(String, Path, Paint, (Canvas) -> Void)] = [
            ("translucent stop", .rect(rect), .linear(from: Point(0, 0), to: Point(0, 40),
                                                      stops: [opaque[0], GradientStop(1, Self.colour(&noise, alpha: 0.5))]), { _ in }),
            ("slanted", .rect(rect), .linear(from: Point(0, 0), to: Point(1, 40), stops: opaque), { _ in }),
            ("off the grid", .rect(Rect(x: 2.25, y: 3, width: 40, height: 30)), vertical, { _ in }),
            ("rounded", .roundedRect(rect, radius: 6), vertical, { _ in }),
            ("rounded clip", .rect(rect), vertical, { $0.clip(to: .roundedRect(rect, radius: 6)) }),
            ("doubled back", doubledBack, vertical, { _ in }),
            // Past Cairo's fixed point for paths (2^23 pixels), where its fill wraps.
            ("too far", .rect(Rect(x: 0, y: 0, width: 4_200_000, height: 20)), vertical, { _ in }),
        ]
        for (name, path, paint, prepare) in cases {
            let (direct, cairo, taken) = try Self.bothWays(path, paint, picture: picture, scale: 2, prepare: prepare)
            #expect(!taken, "\(name)")
            #expect(direct == cairo, "\(name)")
        }
    }
}
