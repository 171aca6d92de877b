import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// Pixel art enlarged by a whole factor is written directly (Canvas+PixelArt.swift) instead of
/// through Cairo's nearest-neighbour draw, where that gives the same pixels: each case draws
/// the same art both ways over the same picture and compares every word.
struct PixelArtEnlargeTests {
    /// Art with opaque, clear and translucent pixels, and fully opaque rows (which are copied
    /// down rather than drawn again).
    static func art(width: Int, height: Int, seed: UInt64) throws -> Surface {
        var noise = ImageDeflateTests.Noise(state: seed)
        var rgba: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width {
                let pick = noise.next() % 4
                let alpha: UInt8 = y % 3 == 1 ? 255 : pick == 0 ? 0 : pick == 1 ? noise.byte() : 255
                rgba += [noise.byte(), noise.byte(), noise.byte(), alpha]
            }
        }
        return try Surface(pixels: PixelBuffer(width: width, height: height, rgba: rgba))
    }

    /// A picture with something on it already (translucent too), so OVER's arithmetic shows.
    static func background(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        var noise = ImageDeflateTests.Noise(state: seed)
        let rgba = (0..<(width * height)).flatMap { _ in [noise.byte(), noise.byte(), noise.byte(), noise.byte() | 0x0F] }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    /// Draws `art` into `frame` on a copy of `picture` both ways; `prepare` sets up each canvas
    /// (a clip, say) and `after` draws on top. Returns (direct, Cairo's, whether direct was taken).
    static func bothWays(art: Surface, frame: Rect, picture: PixelBuffer?, width: Int, height: Int, scale: Double,
                         firstRow: Int = 0, prepare: (Canvas) -> Void = { _ in }, after: (Canvas) -> Void = { _ in })
        throws -> (PremultipliedPixels, PremultipliedPixels, Bool) {
        func canvas() throws -> (Surface, Canvas) {
            let surface = try picture.map { try Surface(pixels: $0) } ?? Surface(width: width, height: height)
            return (surface, try Canvas(surface: surface, scale: scale, firstRow: firstRow))
        }
        let (direct, directCanvas) = try canvas(), (cairo, cairoCanvas) = try canvas()
        var taken = false
        directCanvas.withSavedState {
            prepare(directCanvas)
            taken = directCanvas.drawEnlarged(art, in: frame)
            if !taken { directCanvas.draw(Image(wrapping: art), in: frame, sampling: .nearest) }
        }
        after(directCanvas)
        cairoCanvas.withSavedState {
            prepare(cairoCanvas)
            cairoCanvas.draw(Image(wrapping: art), in: frame, sampling: .nearest)
        }
        after(cairoCanvas)
        return (direct.premultipliedPixels(), cairo.premultipliedPixels(), taken)
    }

    @Test(arguments: 1...16)
    func everyWholeFactorAtEveryScaleGivesCairosPixels(factor: Int) throws {
        for scale in [1.0, 2.0, 3.0] {
            let art = try Self.art(width: 13, height: 9, seed: UInt64(factor))
            // The grid's corner on a whole pixel, at an offset the factor does not divide.
            let frame = Rect(x: 7 / scale, y: 5 / scale, width: 13 * Double(factor) / scale, height: 9 * Double(factor) / scale)
            let width = 13 * factor + 20, height = 9 * factor + 11
            let (direct, cairo, taken) = try Self.bothWays(art: art, frame: frame,
                                                           picture: Self.background(width: width, height: height, seed: 9),
                                                           width: width, height: height, scale: scale)
            #expect(taken, "factor \(factor) at @\(Int(scale))x")
            #expect(direct == cairo, "factor \(factor) at @\(Int(scale))x")
        }
    }

    @Test func artPartlyOffThePictureAndOnAStripGivesCairosPixels() throws {
        let art = try Self.art(width: 40, height: 30, seed: 3)
        // Hanging off every side of a 100x70 picture.
        let off = try Self.bothWays(art: art, frame: Rect(x: -30, y: -20, width: 160, height: 120),
                                    picture: Self.background(width: 100, height: 70, seed: 4), width: 100, height: 70, scale: 1)
        #expect(off.2)
        #expect(off.0 == off.1)
        // A strip (rows 37-59 of the whole picture) of a picture drawn at @3x.
        let strip = try Self.bothWays(art: art, frame: Rect(x: 1, y: 2, width: 40, height: 30), picture: nil,
                                      width: 130, height: 23, scale: 3, firstRow: 37)
        #expect(strip.2)
        #expect(strip.0 == strip.1)
    }

    @Test func aClipOfWholePixelsIsKeptAndAnyOtherClipIsLeftToCairo() throws {
        let art = try Self.art(width: 20, height: 20, seed: 5)
        let picture = Self.background(width: 90, height: 90, seed: 6)
        let frame = Rect(x: 5, y: 5, width: 80, height: 80)
        let cases: [(String, Path, Bool)] = [
            ("whole pixels", .rect(Rect(x: 12, y: 9, width: 50, height: 61)), true),
            ("part pixels", .rect(Rect(x: 12.5, y: 9.25, width: 50, height: 61)), false),
            ("rounded", .roundedRect(Rect(x: 10, y: 10, width: 60, height: 60), radius: 12), false),
        ]
        for (name, path, expected) in cases {
            let (direct, cairo, taken) = try Self.bothWays(art: art, frame: frame, picture: picture, width: 90, height: 90,
                                                           scale: 1, prepare: { $0.clip(to: path) })
            #expect(taken == expected, "\(name)")
            #expect(direct == cairo, "\(name)")
        }
    }

    /// Cairo draws OVER a surface it knows to be clear as SOURCE; once the art is written
    /// behind its back it must know the surface is no longer clear, or a translucent fill on
    /// top would replace the art instead of blending with it.
    @Test func whatIsDrawnAfterwardsBlendsWithTheArt() throws {
        let art = try Self.art(width: 10, height: 10, seed: 7)
        let (direct, cairo, taken) = try Self.bothWays(
            art: art, frame: Rect(x: 0, y: 0, width: 40, height: 40), picture: nil, width: 40, height: 40, scale: 1,
            after: { $0.fill(.rect(Rect(x: 3, y: 3, width: 30, height: 30)), with: .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5))) })
        #expect(taken)
        #expect(direct == cairo)
    }

    /// Cairo's samples are 16.16 fixed point: across a 16,000-pixel draw at factor 19 they
    /// drift from exact arithmetic (measured: from the first art pixel on), so past the bound
    /// the draw is left to Cairo; within it, 3,900 pixels wide at factor 3, the pixels are Cairo's.
    @Test func pastTheFixedPointBoundCairoDraws() throws {
        let near = try Self.bothWays(art: Self.art(width: 1300, height: 1, seed: 8), frame: Rect(x: 0, y: 0, width: 1300 * 3, height: 3),
                                     picture: nil, width: 3900, height: 3, scale: 1)
        #expect(near.2)
        #expect(near.0 == near.1)
        let factor = 19, wide = try Self.art(width: 862, height: 1, seed: 8)
        let far = try Self.bothWays(art: wide, frame: Rect(x: 0, y: 0, width: Double(862 * factor), height: Double(factor)),
                                    picture: nil, width: 862 * factor, height: factor, scale: 1)
        #expect(!far.2)
        #expect(far.0 == far.1)
        // The bound is needed: enlarged exactly, the row is not what Cairo draws.
        let art = wide.premultipliedPixels().words
        let exact = (0..<(862 * factor)).map { art[$0 / factor] }
        #expect(Array(far.1.words.prefix(862 * factor)) != exact)
    }

    @Test func insideALayerCairoDraws() throws {
        let art = try Self.art(width: 10, height: 10, seed: 9)
        let surface = try Surface(width: 30, height: 30), canvas = try Canvas(surface: surface)
        var taken = true
        canvas.withLayer(opacity: 0.5) { taken = canvas.drawEnlarged(art, in: Rect(x: 0, y: 0, width: 30, height: 30)) }
        #expect(!taken)
    }
}
