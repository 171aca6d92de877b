import Terrarium

/// Images side by side on a light grey sheet (expected | diff | actual), each over a
/// checkerboard so transparent corners read as transparent. Top-aligned, so images of
/// different sizes still line up.
enum ComparisonPanel {
    static let margin = 24
    static let gap = 24
    static let sheet: UInt8 = 0xF2
    static let checker: (light: UInt8, dark: UInt8, size: Int) = (0xFF, 0xDD, 8)

    static func make(_ images: [PixelBuffer]) -> PixelBuffer {
        let width = 2 * margin + images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = 2 * margin + (images.map(\.height).max() ?? 0)
        var out = [UInt8](repeating: sheet, count: width * height * 4)
        for i in stride(from: 3, to: out.count, by: 4) { out[i] = 255 }
        var left = margin
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let source = (y * image.width + x) * 4
                    let target = ((margin + y) * width + left + x) * 4
                    let square = (x / checker.size + y / checker.size) % 2 == 0
                    let background = Int(square ? checker.light : checker.dark)
                    let alpha = Int(image.rgba[source + 3])
                    for c in 0..<3 {
                        out[target + c] = UInt8((Int(image.rgba[source + c]) * alpha + background * (255 - alpha) + 127) / 255)
                    }
                }
            }
            left += image.width + gap
        }
        return PixelBuffer(width: width, height: height, rgba: out)
    }
}
