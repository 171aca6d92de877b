import Foundation
import TerrariumGolden

/// Where a test's goldens and failure artifacts go when the test does not say.
///
/// Goldens: `<package>/Tests/__Goldens__/<test target>/<test file>/<test function>.png`, beside
/// the test targets rather than inside one (SwiftPM would warn about PNGs it does not build).
/// Artifacts: `<package>/.build/terrarium-artifacts/<same path>`, out of the source tree, or
/// `TERRARIUM_ARTIFACTS`.
enum GoldenLocation {
    /// The package root: the nearest folder above `file` holding a `Package.swift`.
    static func packageRoot(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The default goldens folder for assertions written in `filePath`.
    static func goldens(for filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let fileName = file.deletingPathExtension().lastPathComponent
        let target = file.deletingLastPathComponent().lastPathComponent
        guard let root = packageRoot(above: file) else {
            return file.deletingLastPathComponent().appendingPathComponent("__Goldens__/\(fileName)")
        }
        return root.appendingPathComponent("Tests/__Goldens__/\(target)/\(fileName)")
    }

    /// Where the artifacts of a goldens folder go: under the package's `.build`, mirroring
    /// the folder's path in the package; a temporary folder outside any package.
    static func artifacts(for goldens: URL, environment: [String: String]) -> URL {
        if let chosen = environment["TERRARIUM_ARTIFACTS"], !chosen.isEmpty { return URL(fileURLWithPath: chosen) }
        let folder = goldens.standardizedFileURL
        guard let root = packageRoot(above: folder.appendingPathComponent("x")) else {
            return FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-artifacts/\(folder.lastPathComponent)")
        }
        let relative = String(folder.path.dropFirst(root.standardizedFileURL.path.count)).trimmingCharacters(in: ["/"])
        return root.appendingPathComponent(".build/terrarium-artifacts/\(relative.isEmpty ? "goldens" : relative)")
    }
}

/// Golden names from the test that asserts: `helloInEveryFamily()` gives `helloInEveryFamily`,
/// and its second assertion `helloInEveryFamily.2`, its third `.3`, in the order they run. A
/// parameterised test, whose cases may run at once, names its goldens itself.
final class GoldenNaming: @unchecked Sendable {
    // @unchecked: `counts` is read and written only under `lock`.
    static let shared = GoldenNaming()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func name(function: String, filePath: String) -> String {
        let base = Self.baseName(function)
        lock.lock()
        defer { lock.unlock() }
        let key = filePath + "\u{0}" + base
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count == 1 ? base : "\(base).\(count)"
    }

    /// `helloInEveryFamily()` → `helloInEveryFamily`; `render(family:)` → `render`; a name
    /// with spaces (a Swift Testing display name given as the function) keeps letters, digits,
    /// `-` and `_` only.
    static func baseName(_ function: String) -> String {
        let name = function.prefix { $0 != "(" }
        let kept = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
        }
        let text = String(kept).trimmingCharacters(in: ["-"])
        return text.isEmpty ? "golden" : text
    }
}
