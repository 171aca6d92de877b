import Foundation
internal import TerrariumCanvas

/// The fonts themes may name: the bundled brand fonts (Quicksand, Inter, JetBrains Mono,
/// DotGothic16) and any a program registers, such as a team's brand font:
///
///     try Fonts.register(url: URL(fileURLWithPath: "Fonts/Brand-Bold.otf"))
///
/// Register before making renderers; each face's family, weight and style are read from the
/// file, and a theme names the family (`"family": "Brand"`). `--font-dir DIR` does this for
/// the CLI.
public enum Fonts {
    /// A font file that cannot be registered.
    public struct RegistrationError: Error, CustomStringConvertible {
        /// What is wrong with the file or folder, naming it.
        public var description: String
    }

    /// Every family a theme may name.
    public static var families: [String] { FontCatalog.standard.withRegistered().families }

    /// Registers every face of a `.ttf`, `.otf` or `.ttc` file; returns each as "Family weight".
    @discardableResult
    public static func register(url: URL) throws(RegistrationError) -> [String] {
        do { return try FontRegistry.register(url: url).map(describe) } catch {
            throw RegistrationError(description: error.description)
        }
    }

    /// Registers every `.ttf`, `.otf` and `.ttc` file directly in `directory`.
    @discardableResult
    public static func register(directory: URL) throws(RegistrationError) -> [String] {
        do { return try FontRegistry.register(directory: directory).map(describe) } catch {
            throw RegistrationError(description: error.description)
        }
    }

    /// The SHA-256 of the registered font files' paths and bytes, in registration order; nil
    /// when none is registered. Batch keys include it, so a changed brand font renders again.
    public static var registeredDigest: String? {
        let paths = Array(Set(FontRegistry.faces.map(\.path))).sorted()
        guard !paths.isEmpty else { return nil }
        var hasher = SHA256()
        for path in paths {
            hasher.update(Data(path.utf8))
            hasher.update([0])
            hasher.update(FileManager.default.contents(atPath: path) ?? Data())
            hasher.update([0])
        }
        return SHA256.hex(hasher.finalize())
    }

    private static func describe(_ face: FontFace) -> String {
        "\(face.family) \(face.weight.rawValue)\(face.italic ? " italic" : "")"
    }
}
