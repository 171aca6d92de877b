internal import CPangoCairo
import Foundation
import TerrariumGraphics

/// Fonts a program adds to the bundled ones: a team's brand font, which its themes then name by
/// family. Registered once, before rendering, for the whole process (renderers made afterwards
/// draw with them):
///
///     try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/Brand-Bold.otf"))
///     try FontRegistry.register(directory: URL(fileURLWithPath: "Fonts"))   // or --font-dir
///
/// The family, weight and style are read from the file itself (as `fc-query` shows them). A
/// family the engine already has cannot be registered again: a theme's "Inter" always means
/// the bundled Inter.
package enum FontRegistry {
    /// Font files larger than this are refused (the largest bundled font is 4.4 MB).
    package static let maximumFileBytes = 64 << 20
    /// At most this many faces may be registered.
    package static let maximumFaces = 256

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [FontFace] = []

    /// The registered faces, in the order they were registered.
    package static var faces: [FontFace] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }

    /// Registers every face in a font file (`.ttf`, `.otf`, or each face of a `.ttc`), and
    /// returns them. Registering the same file twice adds nothing.
    @discardableResult
    package static func register(url: URL) throws(CanvasError) -> [FontFace] {
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .font("font file \(path) does not exist or is a folder")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumFileBytes else {
            throw .font("font file \(path) is \(size) bytes; the limit is \(maximumFileBytes)")
        }
        let found = try query(path)
        guard !found.isEmpty else { throw .font("\(path) holds no font fontconfig can read") }
        lock.lock()
        defer { lock.unlock() }
        let bundled = Set(FontCatalog.bundled.map(\.family))
        var added: [FontFace] = []
        for face in found where !registered.contains(where: { $0.path == face.path && $0.fontconfigFamily == face.fontconfigFamily
                                                            && $0.weight == face.weight && $0.italic == face.italic }) {
            guard !bundled.contains(face.family) else {
                throw .font("\(path) is \(face.family), which the engine bundles; a registered font needs a family of its own")
            }
            guard registered.count < maximumFaces else { throw .font("at most \(maximumFaces) font faces can be registered") }
            registered.append(face)
            added.append(face)
        }
        return added
    }

    /// Registers every `.ttf`, `.otf` and `.ttc` file directly in `directory`, in name order.
    @discardableResult
    package static func register(directory: URL) throws(CanvasError) -> [FontFace] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw .font("font folder \(directory.path) cannot be read (\(error.localizedDescription))")
        }
        let fonts = names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !fonts.isEmpty else { throw .font("font folder \(directory.path) holds no .ttf, .otf or .ttc file") }
        var added: [FontFace] = []
        for name in fonts { added += try register(url: directory.appendingPathComponent(name)) }
        return added
    }

    /// Forgets every registered font (for tests).
    package static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        registered.removeAll()
    }

    /// Reads the faces of a file through fontconfig, as it will match them when drawing.
    static func query(_ path: String) throws(CanvasError) -> [FontFace] {
        guard let config = FcConfigCreate() else { throw .cairo("fontconfig could not create a configuration") }
        defer { FcConfigDestroy(config) }
        let added = path.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
        }
        guard added == FcTrue, let set = FcConfigGetFonts(config, FcSetApplication) else {
            throw .font("\(path) is not a font file fontconfig can read")
        }
        var faces: [FontFace] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let name = String(cString: family)
            let css = Int(FcWeightToOpenType(weight))
            faces.append(FontFace(family: name, weight: FontWeight.nearest(to: css), italic: slant != 0, path: path,
                                  source: .registered, fontconfigFamily: name, fileWeight: css))
        }
        return faces
    }
}

extension FontWeight {
    /// The weight a theme names for a file of this CSS weight: the nearest, the lighter on a tie.
    static func nearest(to css: Int) -> FontWeight {
        allCases.min { abs($0.value - css) < abs($1.value - css) } ?? .regular
    }
}
