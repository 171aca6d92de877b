import TerrariumGraphics
/// Everything that can go wrong below the engine, as values a caller can report.
package enum CanvasError: Error, Equatable, CustomStringConvertible {
    case cairo(String)
    case png(String)
    case imageTooLarge(width: Int, height: Int, limit: Int)
    case fontFileMissing(family: String, weight: String, path: String, source: FontSource)
    /// A font file that cannot be registered, or a registry limit.
    case font(String)
    case unknownFontFamily(String, known: [String])

    /// One line for the user, naming the file, font or limit at fault and, for a missing font,
    /// how to get it back.
    package var description: String {
        switch self {
        case .cairo(let message): "cairo: \(message)"
        case .png(let message): "PNG: \(message)"
        case .imageTooLarge(let width, let height, let limit):
            // Names the limit that failed: a 16384x16384 image is within the side limit.
            max(width, height) > limit
                ? "image is \(width)x\(height) px; a side may be at most \(groupedThousands(limit)) px"
                : "image is \(width)x\(height) px, \(groupedThousands(width * height)) pixels; the limit is \(groupedThousands(maximumImagePixels)) pixels in all"
        case .fontFileMissing(let family, let weight, let path, let source):
            switch source {
            case .bundled:
                "font \(family) \(weight) is missing: \(path), one of Terrarium's bundled fonts, does not exist (the package's resources are incomplete; build it again)"
            case .debianPackage(let package):
                "font \(family) \(weight) is missing: \(path) does not exist (install the Debian package \(package): apt-get install \(package))"
            case .registered:
                "font \(family) \(weight) is missing: \(path) was registered but no longer exists"
            }
        case .font(let message): "font: \(message)"
        case .unknownFontFamily(let family, let known):
            "font family '\(family)' is not one the engine knows (known: \(known.joined(separator: ", ")))"
        }
    }
}

/// The largest side, in pixels, of any surface or decoded image: 16384 is Cairo's own limit
/// for image surfaces (32767) halved, and more than 5x the tallest screen at @3x.
package let maximumImageSide = 16_384

/// The most pixels any surface or decoded image may hold: 64 Mi pixels, 256 MiB of RGBA.
/// Keeps one image's memory bounded even when both sides are within `maximumImageSide`.
package let maximumImagePixels = 1 << 26

/// The text of a NUL-terminated C message buffer.
func message(from buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}
