import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// `ImagePixels.opaqueBounds` (C, four pixels at a time from each end of a row) against the
/// plain definition: the smallest rectangle holding every pixel of the region whose alpha is
/// not 0.
struct OpaqueBoundsTests {
    @Test func boundsMatchThePlainDefinition() throws {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for trial in 0..<300 {
            let width = 1 + next(37), height = 1 + next(9)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for _ in 0..<next(4) {   // none to three painted pixels, some barely (alpha 1)
                let at = (next(height) * width + next(width)) * 4
                rgba[at] = 200
                rgba[at + 3] = [1, 128, 255][next(3)]
            }
            let pixels = try ImagePixels(freezing: Surface(pixels: PixelBuffer(width: width, height: height, rgba: rgba)))
            let x = next(width), y = next(height)
            let region = (x: x, y: y, width: 1 + next(width - x), height: 1 + next(height - y))
            for asked in [nil, region] {
                let x0 = asked?.x ?? 0, y0 = asked?.y ?? 0
                let x1 = x0 + (asked?.width ?? width), y1 = y0 + (asked?.height ?? height)
                var painted: [(Int, Int)] = []
                for py in y0..<y1 { for px in x0..<x1 where rgba[(py * width + px) * 4 + 3] != 0 { painted.append((px, py)) } }
                let found = pixels.opaqueBounds(in: asked)
                if painted.isEmpty {
                    #expect(found == nil, "trial \(trial)")
                } else {
                    let minX = painted.map(\.0).min()!, maxX = painted.map(\.0).max()!
                    let minY = painted.map(\.1).min()!, maxY = painted.map(\.1).max()!
                    #expect(found.map { [$0.x, $0.y, $0.width, $0.height] } == [minX, minY, maxX - minX + 1, maxY - minY + 1],
                            "trial \(trial): \(width)x\(height), region \(String(describing: asked))")
                }
            }
        }
    }
}
