import Foundation
import PackagePlugin

/// Bundles an app's sprites and themes as that app target's own resources, so each app brings
/// them the way a team's plugin does (`PluginAssets` from `Bundle.module`), although they live in
/// the package's top-level `Sprites/` and `Themes/` (the user fixed those folders, and SwiftPM
/// only takes resources from inside a target's folder; symlinks to them are copied broken).
///
/// For the app whose id is the target's name in kebab case (`CocoaCalm` is `cocoa-calm`):
/// - `Sprites/<id>/`'s files (its manifest and the sheets it lists; not `src/`, the forges'
///   pixel maps) become the bundle's `Sprites/<id>/`;
/// - every `Themes/*.json` whose `"plugin"` is the id becomes the bundle's `Themes/`.
///
/// SwiftPM copies a build command's folder output into the bundle whole. The command re-runs
/// when one of the files it copies changes; a file added or removed is seen when the plugin
/// runs again, which it does at the start of every build.
@main
struct AppResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let id = Self.appID(target.name)
        let root = context.package.directoryURL
        let work = context.pluginWorkDirectoryURL
        var commands: [Command] = []

        let spriteFolder = root.appending(path: "Sprites").appending(path: id)
        let sprites = try Self.files(in: spriteFolder)
        if !sprites.isEmpty {
            let output = work.appending(path: "Sprites")
            commands.append(Self.copy(sprites, into: output.appending(path: id), output: output,
                                      name: "Bundling Sprites/\(id) for \(target.name)"))
        }

        let themes = try Self.files(in: root.appending(path: "Themes")).filter {
            $0.pathExtension == "json" && Self.plugin(ofTheme: $0) == id
        }
        guard !themes.isEmpty else {
            throw AppResourcesError("no theme in Themes/ has \"plugin\": \"\(id)\" for the target \(target.name)")
        }
        let output = work.appending(path: "Themes")
        commands.append(Self.copy(themes, into: output, output: output, name: "Bundling the themes of \(id) for \(target.name)"))
        return commands
    }

    /// `CocoaCalm` → `cocoa-calm`: the app's id as its plugin, sprites and themes spell it.
    static func appID(_ targetName: String) -> String {
        var id = ""
        for character in targetName {
            if character.isUppercase, !id.isEmpty { id.append("-") }
            id.append(contentsOf: character.lowercased())
        }
        return id
    }

    /// The regular files directly in `folder`, sorted; none when there is no such folder.
    static func files(in folder: URL) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appending(path: $0) }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// A theme file's `"plugin"`, or nil when it has none or is not JSON.
    static func plugin(ofTheme file: URL) -> String? {
        guard let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["plugin"] as? String
    }

    /// A command that makes `folder` hold exactly `files` (emptied first, so a file removed from
    /// the source leaves the bundle too); `output` is the folder SwiftPM bundles.
    static func copy(_ files: [URL], into folder: URL, output: URL, name: String) -> Command {
        .buildCommand(
            displayName: name,
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"out="$1"; dir="$2"; shift 2; rm -rf "$out" && mkdir -p "$dir" && cp "$@" "$dir/""#,
                        "sh", output.path, folder.path] + files.map(\.path),
            inputFiles: files,
            outputFiles: [output]
        )
    }
}

struct AppResourcesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
