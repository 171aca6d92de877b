import Foundation
import Terrarium
import TerrariumDiff

/// How two golden images are compared and judged: pixelmatch's perceptual diff at a golden's
/// tolerance (`GoldenStore.check` makes one per golden, from `tolerances.json`).
public struct ImageDiffing: Sendable {
    /// How much the images may differ.
    public var tolerance: Tolerance

    /// A comparison at `tolerance`.
    public init(tolerance: Tolerance) { self.tolerance = tolerance }

    /// Compares two images; different sizes always fail.
    public func compare(expected: PixelBuffer, actual: PixelBuffer) -> ImageVerdict {
        do {
            let diff = try PixelMatch.compare(expected, actual, options: tolerance.pixelMatchOptions)
            return ImageVerdict(passed: tolerance.allows(diff), diff: diff, sizeMismatch: nil, tolerance: tolerance)
        } catch {
            return ImageVerdict(passed: false, diff: nil, sizeMismatch: error.description, tolerance: tolerance)
        }
    }
}

/// The judgement on one pair of images.
public struct ImageVerdict: Sendable {
    /// Whether the actual image is within the tolerance.
    public var passed: Bool
    /// The pixel diff; nil when the sizes differ.
    public var diff: PixelDiff?
    /// Set when the sizes differ, which no tolerance forgives.
    public var sizeMismatch: String?
    /// The tolerance it was judged at.
    public var tolerance: Tolerance

    /// `143 of 1,251,432 pixels differ (0.0114%); allowed: threshold 0.02, …`.
    public var summary: String {
        if let sizeMismatch { return sizeMismatch }
        guard let diff else { return "not compared" }
        return "\(grouped(diff.mismatchedPixels)) of \(grouped(diff.totalPixels)) pixels differ (\(percent(diff.ratio))); allowed: \(tolerance.summary)"
    }
}

/// `1,251,432`, independent of locale.
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
}
