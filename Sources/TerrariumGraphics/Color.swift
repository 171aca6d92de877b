import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)

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

    public var hexString: String {
        func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }
        let rgb = [red, green, blue].map { hexByte(byte($0)) }.joined()
        return "#" + rgb + (alpha < 1 ? hexByte(byte(alpha)) : "")
    }

    public var description: String { hexString }
}

private func hexByte(_ value: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[value >> 4], digits[value & 0xF]])
}
