import TerrariumGraphics

/// An opaque colour painted into a diff image.
public struct DiffColor: Hashable, Sendable {
    /// Red, 0-255.
    public var red: UInt8
    /// Green, 0-255.
    public var green: UInt8
    /// Blue, 0-255.
    public var blue: UInt8
    /// An opaque colour from 8-bit channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// How two images are compared, with pixelmatch's names and defaults, so a team that knows
/// pixelmatch (or Playwright, which wraps it) reads the same numbers here.
public struct PixelMatchOptions: Hashable, Sendable {
    /// 0...1: how far apart two colours may be before a pixel differs; smaller is stricter.
    /// 1 is the largest YIQ distance there is (black against white).
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences too (by default they are detected and skipped).
    public var includeAA = false
    /// 0...1: how strongly the unchanged image shows, faded to grey, in the diff image.
    public var alpha: Double = 0.1
    /// Where anti-aliased pixels differ.
    public var aaColor = DiffColor(255, 255, 0)
    /// Where pixels differ.
    public var diffColor = DiffColor(255, 0, 0)
    /// When set, pixels where the second image is darker get this colour instead of `diffColor`.
    public var diffColorAlt: DiffColor? = nil
    /// Draw only the differing pixels, on a transparent background.
    public var diffMask = false
    /// Blend semi-transparent pixels over a checkerboard of dark and light values (pixelmatch 7)
    /// rather than over white, so a transparent pixel never matches an opaque one by accident.
    public var checkerboard = true

    /// pixelmatch's defaults, with the two options callers most often change. Out-of-range values
    /// are not clamped here: the comparison refuses them with `PixelMatchError.invalidOption`.
    public init(threshold: Double = 0.1, includeAA: Bool = false) {
        self.threshold = threshold
        self.includeAA = includeAA
    }
}

/// The outcome of one comparison.
public struct PixelDiff: Sendable {
    /// Pixels that differ by more than the threshold, not counting anti-aliasing (unless included).
    public var mismatchedPixels: Int
    /// Every pixel compared: width times height of either image.
    public var totalPixels: Int
    /// The diff image, when one was asked for.
    public var image: PixelBuffer?

    /// The share of pixels that differ, 0...1 (0 for an empty image): what tolerances compare.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels) }
}

/// Why two images could not be compared.
public enum PixelMatchError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(first: Size2D, second: Size2D)
    case invalidOption(name: String, value: Double, allowed: String)

    /// One line naming both sizes, or the option and the range it must be in.
    public var description: String {
        switch self {
        case .sizeMismatch(let first, let second):
            "the images have different sizes: \(first) and \(second)"
        case .invalidOption(let name, let value, let allowed):
            "\(name) is \(value); it must be \(allowed)"
        }
    }
}

/// A width and height in pixels, printed as `WxH px`.
public struct Size2D: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// A size of `width` x `height` pixels.
    public init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
    }
    /// `WxH px`, as in `320x568 px`.
    public var description: String { "\(width)x\(height) px" }
}
