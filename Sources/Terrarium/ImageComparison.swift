import Foundation
import TerrariumGraphics
internal import TerrariumCanvas

/// A plain per-channel comparison for golden images: a pixel differs when any channel differs
/// by more than `channelTolerance`. (A perceptual diff is a later addition.)
public struct ImageComparison: Sendable {
    public var differingPixels: Int
    public var totalPixels: Int
    public var maximumChannelDelta: Int
    public var sizeMismatch: String?

    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    public static func compare(_ expected: PixelBuffer, _ actual: PixelBuffer, channelTolerance: Int) -> ImageComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageComparison(differingPixels: 0, totalPixels: 0, maximumChannelDelta: 255,
                                   sizeMismatch: "expected \(expected.width)x\(expected.height) px, got \(actual.width)x\(actual.height) px")
        }
        var differing = 0
        var maximum = 0
        expected.rgba.withUnsafeBufferPointer { a in
            actual.rgba.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count {
                    var pixelDelta = 0
                    for c in 0..<4 { pixelDelta = max(pixelDelta, abs(Int(a[i + c]) - Int(b[i + c]))) }
                    if pixelDelta > channelTolerance { differing += 1 }
                    maximum = max(maximum, pixelDelta)
                    i += 4
                }
            }
        }
        return ImageComparison(differingPixels: differing, totalPixels: expected.width * expected.height,
                               maximumChannelDelta: maximum, sizeMismatch: nil)
    }

    /// A picture of where two images differ: red where they do, the expected image faded elsewhere.
    public static func diffImage(_ expected: PixelBuffer, _ actual: PixelBuffer, channelTolerance: Int) -> PixelBuffer? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var out = [UInt8](repeating: 255, count: expected.rgba.count)
        for i in stride(from: 0, to: out.count, by: 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(expected.rgba[i + c]) - Int(actual.rgba[i + c]))) }
            if delta > channelTolerance {
                (out[i], out[i + 1], out[i + 2]) = (255, 0, 0)
            } else {
                let grey = UInt8(255 - (255 - Int(expected.rgba[i + 1])) * Int(expected.rgba[i + 3]) / 255 / 4)
                (out[i], out[i + 1], out[i + 2]) = (grey, grey, grey)
            }
        }
        return PixelBuffer(width: expected.width, height: expected.height, rgba: out)
    }
}
