// Turns Forest's pixel maps (Sprites/forest/src) into PNG sprites and their manifest.
//
//   swift run ForestSpriteForge [SOURCE_FOLDER] [OUTPUT_FOLDER]
//
// Every sprite is drawn as its map gives it, in the Resurrect 64 palette that Rooted uses too.
// Run scripts/make-sprites after changing a map, and look at every image before committing.
import Foundation
import PixelForge

let arguments = Array(CommandLine.arguments.dropFirst())
let source = URL(fileURLWithPath: arguments.count > 0 ? arguments[0] : "Sprites/forest/src")
let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "Sprites/forest")

do {
    let palette = try Palette(file: source.appendingPathComponent("palette.txt"))
    let files = try FileManager.default.contentsOfDirectory(atPath: source.path)
        .filter { $0.hasSuffix(".txt") && $0 != "palette.txt" }.sorted()
    var all: [Forged] = []
    for file in files {
        for sprite in try PixelMapFile.read(source.appendingPathComponent(file)) {
            all.append(try Forged(sprite, palette: palette))
        }
    }
    try SpriteSheets.write(all, to: output, description: "Forest's pixel art, made by ForestSpriteForge (scripts/make-sprites) from the pixel maps in src/. A tree's anchor is the middle of its base, which stands on the centre of a 32x16 ground tile.")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
