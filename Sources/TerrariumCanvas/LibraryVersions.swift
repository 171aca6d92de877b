internal import CCairo
internal import CPangoCairo
import Foundation
import TerrariumGraphics

/// The C libraries that draw every picture, as they report their versions at run time, and the
/// font files drawn with: a golden drawn with one Cairo, FreeType or font may differ by a few
/// pixels from another's, so a golden run says which of them changed before it says pixels did.
package enum LibraryVersions {
    /// `cairo`, `pango`, `harfbuzz`, `freetype`, `pixman` and `fontconfig`, each as
    /// `major.minor.micro`.
    package static let current: [String: String] = {
        var versions = [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "pixman": String(cString: pixman_version_string()),
        ]
        let fontconfig = Int(FcGetVersion())
        versions["fontconfig"] = "\(fontconfig / 10_000).\(fontconfig / 100 % 100).\(fontconfig % 100)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            versions["freetype"] = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return versions
    }()

    /// Every font file the standard catalogue (and any registered font) draws with that is on
    /// this machine (the bundled faces and the installed fallbacks), by file name, each with its
    /// size and CRC-32: `"1048576-1a2b3c4d"`. A checksum, not a cryptographic hash: it tells a
    /// changed font, over 55 MB of files, in a blink of a debug build.
    package static var fontFingerprints: [String: String] {
        let catalog = FontCatalog.standard.withRegistered()
        var prints: [String: String] = [:]
        for path in Set(catalog.faces.map(\.path) + catalog.fallbacks.flatMap(\.paths)).sorted() {
            guard let bytes = FileManager.default.contents(atPath: path) else { continue }
            prints[URL(fileURLWithPath: path).lastPathComponent] = "\(bytes.count)-" + String(format: "%08x", Checksum.crc32(bytes))
        }
        return prints
    }
}
