import TerrariumDiff

/// How different a render may be from its golden and still pass: a colour threshold (pixelmatch's
/// YIQ distance, 0...1), whether anti-aliased pixels count, and how many differing pixels are
/// allowed, as a count or as a share of the image. Every tolerance carries the reason it is what
/// it is, so a loosened one is visible in review.
public struct Tolerance: Hashable, Sendable {
    /// How many differing pixels pass: a count or a share of the image.
    public enum Allowance: Hashable, Sendable {
        case pixels(Int)
        case ratio(Double)
    }

    /// Colour distance, 0 to 1, at which a pixel differs (pixelmatch's threshold).
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences.
    public var includeAA: Bool
    /// How many differing pixels pass.
    public var allowance: Allowance
    /// Why this tolerance: every tolerance says (`tolerances.json` requires it).
    public var reason: String

    /// A tolerance, with the reason for it.
    public init(threshold: Double, includeAA: Bool = false, allowance: Allowance = .pixels(0), reason: String) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.allowance = allowance
        self.reason = reason
    }

    /// Used where no tolerances file says otherwise. Renders are byte-identical on one machine
    /// kind, so nothing needs to be forgiven but rounding: 0.02 lets a pixel move about 5 grey
    /// levels, and catches a colour token moved by one shade (green 500 to 600 is a distance of
    /// about 0.05).
    public static let standard = Tolerance(
        threshold: 0.02, includeAA: false, allowance: .pixels(0),
        reason: "built-in default: renders are deterministic, so only rounding is forgiven")

    /// The diff's options for this tolerance.
    public var pixelMatchOptions: PixelMatchOptions {
        PixelMatchOptions(threshold: threshold, includeAA: includeAA)
    }

    /// Whether a diff is within this tolerance.
    public func allows(_ diff: PixelDiff) -> Bool {
        switch allowance {
        case .pixels(let count): diff.mismatchedPixels <= count
        case .ratio(let ratio): diff.ratio <= ratio
        }
    }

    /// `threshold 0.02, anti-aliasing not counted, at most 0 pixels`.
    public var summary: String {
        let aa = includeAA ? "anti-aliased pixels counted" : "anti-aliasing not counted"
        let allowed = switch allowance {
        case .pixels(let count): "at most \(count) differing pixel\(count == 1 ? "" : "s")"
        case .ratio(let ratio): "at most \(percent(ratio)) of pixels differing"
        }
        return "threshold \(threshold), \(aa), \(allowed)"
    }
}

/// `0.12%`, with up to 4 decimals and no trailing zeros, independent of locale.
func percent(_ ratio: Double) -> String {
    var text = String(format: "%.4f", ratio * 100)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + "%"
}
