import ArgumentParser
import Foundation
import Terrarium

struct RenderExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-examples",
        abstract: "Render plugins' examples in every scene and family into a folder.",
        discussion: "Files are named PLUGIN-SCENE-EXAMPLE-FAMILY@SCALEx.png (screens use the device size as FAMILY)."
    )

    @Argument(help: "Plugin ids (default: every plugin).")
    var plugins: [String] = []

    @Option(help: "Folder to write into; created if missing.")
    var out = "out"

    @Flag(help: "Every example, not only each plugin's default.")
    var all = false

    @Option(parsing: .unconditional, help: "Pixel scale, 1 to 3 (default: 3).")
    var scale: Int?

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    func run() throws {
        try fonts.register()
        let registry = TerrariumCLI.registry
        let ids = plugins.isEmpty ? registry.ids : plugins
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let renderer = try Renderer(registry: registry)
        var count = 0
        for id in ids {
            let plugin = try registry.plugin(id)
            for sceneCase in plugin.cases(all ? .all : .defaults) {
                let (scene, example, family) = (sceneCase.scene, sceneCase.example, sceneCase.variant)
                let job = RenderRequest(plugin: id, scene: scene.name, input: .example(example.name), family: family, scale: scale)
                let result = try renderer.render(job)
                let size = family ?? result.canvas.size.description
                let name = "\(id)-\(scene.name)-\(example.name)-\(size)@\(result.canvas.scale)x.png"
                try OutputFile.write(result.png, to: (out as NSString).appendingPathComponent(name))
                quiet.say("wrote \(out)/\(name)")
                count += 1
            }
        }
        quiet.say("rendered \(count) images into \(out)/")
    }
}
