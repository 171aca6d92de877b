import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1, in sRGB (gamma-encoded, not linear light).
    public var red: Double
    /// Green, 0...1, in sRGB.
    public var green: Double
    /// Blue, 0...1, in sRGB.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque); the channels are not multiplied by it.
    public var alpha: Double

    /// A colour from sRGB channels in 0...1, opaque unless `alpha` says otherwise. Values are
    /// stored as given, not clamped; `hexString` clamps when it writes them.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            red: Double((rgba >> 24) & 0xFF) / 255,
            green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255,
            alpha: Double(rgba & 0xFF) / 255
        )
    }

    /// Fully transparent black: what an empty pixel holds.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// The same colour at another opacity (replaced, not multiplied).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear interpolation in sRGB, as gradients are drawn.
    public func mixed(with other: Color, _ amount: Double) -> Color {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return Color(red: lerp(red, other.red), green: lerp(green, other.green),
                     blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
    }

    /// WCAG 2.x relative luminance.
    public var relativeLuminance: Double {
        func channel(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2.x contrast ratio between two opaque colours (1...21).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case with each channel clamped to
    /// 0...1 and rounded: the form themes and `--json` write, which `init?(hex:)` reads back.
    public var hexString: String {
        func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }
        let rgb = [red, green, blue].map { hexByte(byte($0)) }.joined()
        return "#" + rgb + (alpha < 1 ? hexByte(byte(alpha)) : "")
    }

    /// The colour as `hexString` writes it.
    public var description: String { hexString }
}

private func hexByte(_ value: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[value >> 4], digits[value & 0xF]])
}
