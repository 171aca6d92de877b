import Foundation
internal import TerrariumCanvas

/// What a picture was drawn with: the engine's version, the C libraries' (Cairo, Pango,
/// HarfBuzz, FreeType, pixman, Fontconfig) and each font file's size and checksum. Recorded beside
/// goldens, so that a golden that fails says first whether the machine changed rather than the code.
public struct RenderingProvenance: Codable, Sendable, Equatable {
    /// `TerrariumVersion.current`.
    public var engine: String
    /// Each library's version, by its lower-case name (`cairo`: `1.16.0`).
    public var libraries: [String: String]
    /// Each font file's size and CRC-32 (`"1048576-1a2b3c4d"`), by file name.
    public var fonts: [String: String]

    /// A provenance of these parts.
    public init(engine: String, libraries: [String: String], fonts: [String: String]) {
        self.engine = engine
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's: the engine, the libraries it is linked with, and the fonts it draws with.
    public static var current: RenderingProvenance {
        RenderingProvenance(engine: TerrariumVersion.current, libraries: LibraryVersions.current, fonts: LibraryVersions.fontFingerprints)
    }

    /// How `self` (what a golden was recorded with) differs from `now`, one phrase each, the
    /// libraries first: "recorded with Cairo 1.18.0, rendering with 1.16.0",
    /// "font NotoColorEmoji.ttf differs". Empty when nothing does.
    public func differences(from now: RenderingProvenance) -> [String] {
        var found: [String] = []
        if engine != now.engine { found.append("recorded with Terrarium \(engine), rendering with \(now.engine)") }
        for name in Set(libraries.keys).union(now.libraries.keys).sorted() where libraries[name] != now.libraries[name] {
            found.append("recorded with \(Self.displayName(name)) \(libraries[name] ?? "(none)"), rendering with \(now.libraries[name] ?? "(none)")")
        }
        for name in Set(fonts.keys).union(now.fonts.keys).sorted() where fonts[name] != now.fonts[name] {
            found.append(fonts[name] == nil ? "font \(name) is new" : now.fonts[name] == nil ? "font \(name) is missing" : "font \(name) differs")
        }
        return found
    }

    static func displayName(_ library: String) -> String {
        switch library {
        case "cairo": "Cairo"
        case "pango": "Pango"
        case "harfbuzz": "HarfBuzz"
        case "freetype": "FreeType"
        case "fontconfig": "Fontconfig"
        default: library
        }
    }
}
