import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

struct DrawingTests {
    @Test func nearestSamplingKeepsPixelArtCrisp() throws {
        // A 2x2 checker scaled 8x: nearest keeps exactly two colours; smooth blends at the seams.
        let checker = PixelBuffer(width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255])
        let image = Image(wrapping: try Surface(pixels: checker))
        for sampling in [ImageSampling.nearest, .smooth] {
            let surface = try Surface(width: 16, height: 16)
            try Canvas(surface: surface).draw(image, in: Rect(x: 0, y: 0, width: 16, height: 16), sampling: sampling)
            let pixels = surface.pixelBuffer()
            var colours = Set<[UInt8]>()
            for y in 0..<16 { for x in 0..<16 { let p = pixels.pixel(x, y); colours.insert([p.r, p.g, p.b, p.a]) } }
            if sampling == .nearest {
                #expect(colours == [[255, 0, 0, 255], [0, 0, 255, 255]])
                #expect(pixels.pixel(7, 7) == (255, 0, 0, 255) && pixels.pixel(8, 7) == (0, 0, 255, 255))
            } else {
                #expect(colours.count > 2)
            }
        }
    }

    @Test func verticalGradientRunsTopToBottom() throws {
        let surface = try Surface(width: 4, height: 100)
        let bounds = Rect(x: 0, y: 0, width: 4, height: 100)
        try Canvas(surface: surface).fill(.rect(bounds), with: .vertical(bounds, Color(hex: "#1A237E")!, .black))
        let pixels = surface.pixelBuffer()
        let top = pixels.pixel(0, 0), bottom = pixels.pixel(0, 99)
        #expect(abs(Int(top.b) - 0x7E) <= 2 && abs(Int(top.r) - 0x1A) <= 1)
        #expect(bottom.r <= 1 && bottom.g <= 1 && bottom.b <= 2)
    }

    @Test func layerOpacityAndClipping() throws {
        let surface = try Surface(width: 10, height: 10)
        let canvas = try Canvas(surface: surface)
        canvas.withSavedState {
            canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 5, height: 10)))
            canvas.withLayer(opacity: 0.5) {
                canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(.white))
            }
        }
        let pixels = surface.pixelBuffer()
        #expect(pixels.pixel(2, 5).a == 128)
        #expect(pixels.pixel(7, 5).a == 0, "outside the clip")
    }

    @Test func scaleMapsPointsToPixels() throws {
        let surface = try Surface(width: 30, height: 30)
        try Canvas(surface: surface, scale: 3).fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .solid(.black))
        let pixels = surface.pixelBuffer()
        #expect(pixels.pixel(14, 14).a == 255)
        #expect(pixels.pixel(15, 15).a == 0)
    }

    @Test func oversizedSurfacesAreErrors() {
        #expect(throws: CanvasError.imageTooLarge(width: 20_000, height: 10, limit: maximumImageSide)) {
            try Surface(width: 20_000, height: 10)
        }
        #expect(throws: CanvasError.self) { try Surface(width: 0, height: 10) }
    }
}

