import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the engine's own files are at run time. Each app's sprites and themes are in its own
/// module's bundle (`PluginAssets`); the engine brings only the fonts every app draws with.
public enum Assets {
    /// The bundled copy, found wherever the binary runs from.
    public static let root = ResourceFolders.besideExecutable("Terrarium_TerrariumAssets") ?? Bundle.module.bundleURL
    /// The brand fonts the themes name (Fonts/, with their licences).
    public static var fonts: URL { root.appendingPathComponent("Fonts", isDirectory: true) }
}

/// A module's resource folder (`<package>_<module>.resources`) beside the running executable,
/// where SwiftPM's `Bundle.module` looks first, found without Foundation's bundles: making the
/// main bundle and the first module's read the executable's whole folder, about a millisecond
/// of every cold process (ResourceFoldersTests hold the two to the same folders). Nil where
/// there is none (an executable moved away from its resources, macOS): the caller then asks
/// `Bundle.module`, which also knows the build folder.
public enum ResourceFolders {
    public static func besideExecutable(_ name: String) -> URL? {
        guard let directory = executableDirectory else { return nil }
        let folder = directory + "/" + name + ".resources"
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return URL(fileURLWithPath: folder, isDirectory: true)
    }

    /// The folder of the running executable (Linux's /proc/self/exe, as Foundation finds it).
    private static let executableDirectory: String? = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &buffer, 4096)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
        #else
        return nil
        #endif
    }()
}
