import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// An image drawn smoothly at another size is resampled into a patch written directly
/// (good_resample.c) where Cairo would convolve: each case writes the patch that way and
/// through Cairo's own fill, and compares every word.
struct ResampledPatchTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The patch of `region` of `image` at `width` x `height` device pixels starting `offset`
    /// into its first pixel, as Canvas.drawThroughPatch makes it.
    static func placement(_ image: Image, region: Rect, width: Double, height: Double,
                          offsetX: Double, offsetY: Double) -> (key: PatchKey, width: Int, height: Int) {
        let key = PatchKey(width: width, height: height, offsetX: offsetX, offsetY: offsetY,
                           sourceX: region.minX, sourceY: region.minY)
        return (key, Int((offsetX + width).rounded(.up)), Int((offsetY + height).rounded(.up)))
    }

    /// Whether the direct patch exists and equals Cairo's, word for word; nil where the
    /// direct path declines (Cairo does not convolve there).
    static func agrees(_ image: Image, region: Rect, width: Double, height: Double, offsetX: Double,
                       offsetY: Double) throws -> Bool? {
        let (key, w, h) = placement(image, region: region, width: width, height: height, offsetX: offsetX, offsetY: offsetY)
        guard let direct = Canvas.resampledDirectly(image, region: region, key: key, width: w, height: h) else { return nil }
        let cairo = try #require(Canvas.patch(of: image, region: region, key: key, width: w, height: h, direct: false))
        return words(direct) == words(cairo)
    }

    /// The surface's premultiplied words as Cairo holds them (colour in clear pixels too).
    static func words(_ surface: Surface) -> [UInt8] {
        surface.withPixels { data, stride in Array(UnsafeBufferPointer(start: data, count: stride * surface.height)) }
    }

    /// Images of random sizes and content (translucent too), drawn whole or in part, shrunk by
    /// factors from 0.05 (past the filter's 16x clamp) to 0.75 and with the two axes
    /// different, at random sub-pixel offsets, at none, and a hair from whole pixels.
    @Test func directPatchesAreCairosOverRandomPlacements() throws {
        var noise = ImageDeflateTests.Noise(state: 0x5EED_CA1B)
        var direct = 0, declined = 0
        for index in 0..<300 {
            let imageWidth = 4 + Int(noise.next() % 180), imageHeight = 4 + Int(noise.next() % 180)
            let image = Image(wrapping: try PixelArtEnlargeTests.art(width: imageWidth, height: imageHeight, seed: noise.next()))
            var region = Rect(x: 0, y: 0, width: Double(imageWidth), height: Double(imageHeight))
            if index % 3 == 1 {
                let x = Double(noise.next() % UInt64(imageWidth / 2)), y = Double(noise.next() % UInt64(imageHeight / 2))
                region = Rect(x: x + (index % 2 == 0 ? 0.5 : 0), y: y,
                              width: max(2, Double(imageWidth) - x - 1 - Double(noise.next() % UInt64(imageWidth / 2))),
                              height: max(2, Double(imageHeight) - y - Double(noise.next() % UInt64(imageHeight / 2))))
            }
            let factor = 0.05 + Double(noise.next() % 7000) / 10000
            var width = region.width * factor, height = region.height * factor * (0.8 + Double(noise.next() % 400) / 1000)
            let whole = index % 9 == 0
            var offsetX = whole ? 0 : Double(noise.next() % 1000) / 1000, offsetY = whole ? 0 : Double(noise.next() % 1000) / 1000
            // Edges a hair from whole pixels (Cairo's 24.8 coordinates round some onto them,
            // and then composites a pixel-aligned rectangle): found by a sweep, kept here.
            // Exactly half on one axis or both, from whole, half and quarter pixels: Cairo
            // uses its bilinear filter where both axes allow it, and the direct path declines.
            if index % 8 == 5 {
                width = region.width / 2
                height = index % 16 == 5 ? region.height / 2 : region.height * 0.6
                let halves = [0, 0.5, 0.25, 0.001]
                offsetX = halves[(index / 8) % 4]
                offsetY = halves[(index / 16) % 4]
            } else if index % 4 == 1 {
                let edges = [0, 0.001, 0.998, 0.999, 0.5, 0.0019, 0.9981]
                offsetX = edges[Int(noise.next() % 7)]
                offsetY = edges[Int(noise.next() % 7)]
                width = max(1, width.rounded() + Double(Int(noise.next() % 3) - 1) * 0.001)
                height = max(1, height.rounded() + Double(Int(noise.next() % 3) - 1) * 0.0013)
            }
            switch try Self.agrees(image, region: region, width: whole ? width.rounded() : width,
                                   height: whole ? max(1, height.rounded()) : height, offsetX: offsetX, offsetY: offsetY) {
            case .some(let same):
                direct += 1
                #expect(same, "case \(index): \(imageWidth)x\(imageHeight) region \(region) to \(width)x\(height) at +\(offsetX),+\(offsetY)")
            case .none:
                declined += 1
            }
        }
        // Cairo convolves all but some of the exact halves.
        #expect(direct >= 260, "\(direct) written directly, \(declined) declined")
    }

    /// Bloom's 1024 px plant, as the widgets draw it: sizes from 60 to 420 device pixels in
    /// steps of 11, at offsets of none, half a pixel, any, and a hair from whole pixels.
    @Test func bloomsPlantAtEveryWidgetSizeIsCairos() throws {
        let plant = try Image(contentsOf: Self.root.appendingPathComponent("Sprites/bloom/plant_06_bloom.png"))
        let whole = Rect(x: 0, y: 0, width: Double(plant.width), height: Double(plant.height))
        var compared = 0
        for size in stride(from: 60.0, through: 420, by: 11) {
            for (offsetX, offsetY) in [(0.0, 0.0), (0.5, 0.5), (0.37, 0.81), (0.999, 0.001)] {
                let result = try Self.agrees(plant, region: whole, width: size + offsetY / 3, height: size, offsetX: offsetX,
                                             offsetY: offsetY)
                #expect(result == true, "\(size) px at +\(offsetX),+\(offsetY)")
                compared += 1
            }
        }
        #expect(compared == 132)
    }

    /// Where Cairo does not convolve, the direct path declines and Cairo draws: its bilinear
    /// filter (each axis shrunk by less than 3/4, or by exactly half from a whole pixel) and a
    /// plain copy (no scale at all).
    @Test func theDirectPathDeclinesWhereCairoDoesNotConvolve() throws {
        let image = Image(wrapping: try PixelArtEnlargeTests.art(width: 90, height: 70, seed: 7))
        let whole = Rect(x: 0, y: 0, width: 90, height: 70)
        #expect(try Self.agrees(image, region: whole, width: 120, height: 95, offsetX: 0.3, offsetY: 0.6) == nil)
        #expect(try Self.agrees(image, region: whole, width: 80, height: 60, offsetX: 0.3, offsetY: 0.6) == nil)
        #expect(try Self.agrees(image, region: whole, width: 90, height: 70, offsetX: 0, offsetY: 0) == nil)
        // Exactly half from whole pixels on both axes, or half on one and little on the other:
        // bilinear. From a quarter pixel: convolved.
        #expect(try Self.agrees(image, region: whole, width: 45, height: 35, offsetX: 0, offsetY: 0.5) == nil)
        #expect(try Self.agrees(image, region: whole, width: 45, height: 60, offsetX: 0.5, offsetY: 0.2) == nil)
        #expect(try Self.agrees(image, region: whole, width: 45, height: 35, offsetX: 0.25, offsetY: 0) == true)
        // One axis shrunk enough: convolved, and the same pixels.
        #expect(try Self.agrees(image, region: whole, width: 40, height: 65, offsetX: 0.3, offsetY: 0.6) == true)
    }
}
