// Draws Bloom's eight plant sprites into Sprites/bloom/ with their manifest.
//
//   swift run BloomSpriteForge [OUTPUT_FOLDER] [--theme Themes/bloom.json]
//
// The art is vector drawing (PlantArt.swift) in the theme's plant colours, rasterised once by
// the engine; Bloom then draws the PNGs like any sprite. Run scripts/make-sprites after changing
// the art or the theme's app.* / art.* colours, and look at every image before committing.
import Foundation
import Bloom
import Terrarium

let arguments = Array(CommandLine.arguments.dropFirst())
let output = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? "Sprites/bloom")
let themePath = arguments.firstIndex(of: "--theme").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    ?? "Themes/bloom.json"

do {
    let theme = try Theme.load(URL(fileURLWithPath: themePath), plugin: "bloom",
                               schema: BloomPlugin().themeSchema)
    let palette = try PlantPalette(theme: theme)
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let renderer = try Renderer(registry: PluginRegistry([]))
    var entries: [SpriteInfo] = []
    var content: PixelRect?
    for sprite in PlantSprite.allCases {
        let scene = PlantArt.scene(for: sprite, palette: palette)
        let png = try renderer.png(for: scene, scale: 1, description: sprite.accessibilityDescription)
        let file = sprite.rawValue + ".png"
        try OutputFile.write(png, to: output.appendingPathComponent(file).path)
        if let painted = PixelRect.paintedBounds(of: try PNGFile.decode(png)) {
            content = content.map { $0.union(painted) } ?? painted
        }
        entries.append(SpriteInfo(name: sprite.rawValue, file: file, width: PlantArt.canvasSize,
                                  height: PlantArt.canvasSize, anchorX: PlantArt.anchor.x, anchorY: PlantArt.anchor.y))
        print("wrote \(file) (\(png.count) bytes)")
    }
    // Every stage records the union of all stages' painted pixels, so layouts that fit the
    // content box scale every stage alike and the pot stays put.
    entries = entries.map { entry in
        var entry = entry
        entry.content = content
        return entry
    }
    let manifest = SpriteManifest(
        description: "Bloom's plant stages, drawn by BloomSpriteForge (scripts/make-sprites). Every sprite shares one canvas and one anchor, the centre of the soil line, so the pot never moves between stages.",
        sprites: entries)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try OutputFile.write(try encoder.encode(manifest) + Data("\n".utf8),
                         to: output.appendingPathComponent("manifest.json").path)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
