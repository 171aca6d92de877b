// Turns Rooted's pixel maps (Sprites/rooted/src) into PNG sprites and their manifest.
//
//   swift run RootedSpriteForge [SOURCE_FOLDER] [OUTPUT_FOLDER]
//
// Drawn sprites come from the text maps as they are; the forge adds what follows from them:
// each plant's sway frame and its thirsty and wilting variants, mirrored furniture and wall
// items, and each theme's environment (floor, walls, the view outside at four times of day).
// Run scripts/make-sprites after changing a map, and look at every image before committing.
import Foundation
import PixelForge
@_spi(SpriteForge) import Rooted
import Terrarium
import TerrariumGraphics

let arguments = Array(CommandLine.arguments.dropFirst())
let source = URL(fileURLWithPath: arguments.count > 0 ? arguments[0] : "Sprites/rooted/src")
let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "Sprites/rooted")

func grids(_ sprite: SpriteSource, _ frames: [[[Character]]], palette: Palette) throws -> [PixelGrid] {
    try frames.map { try PixelGrid(rows: $0, palette: palette, place: "sprite \(sprite.name)") }
}

func forgePlants(palette: Palette) throws -> [Forged] {
    let folder = source.appendingPathComponent("plants")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
    var forged: [Forged] = []
    for file in files {
        for sprite in try PixelMapFile.read(folder.appendingPathComponent(file)) {
            guard let stage = sprite.name.split(separator: "-").last.map(String.init),
                  ["sprout", "young", "mature", "dead"].contains(stage) else {
                throw ForgeError("\(file): plant sprite \(sprite.name) must end in -sprout, -young, -mature or -dead")
            }
            let top = Variants.potTop(stage: stage)
            let drawn = sprite.frames[0]
            /// `rows` and, with `idle`, its idle frame made from it.
            func variant(_ name: String, _ rows: [[Character]],
                         idle: (([[Character]], Int) -> [[Character]])?) throws -> Forged {
                let frames = idle.map { [rows, $0(rows, top)] } ?? [rows]
                return Forged(name: name, frames: try grids(sprite, frames, palette: palette),
                              anchorX: sprite.anchorX, anchorY: sprite.anchorY, footprint: nil)
            }
            if stage == "dead" {
                // Dead is still: "brown, wilted, fallen over" (seed 004), nothing left to move.
                forged.append(try variant(sprite.name, drawn, idle: nil))
            } else {
                forged.append(try variant(sprite.name, drawn, idle: Variants.sway))
                forged.append(try variant(sprite.name + "-thirsty", Variants.thirsty(drawn, potTop: top), idle: Variants.sway))
                forged.append(try variant(sprite.name + "-wilting", Variants.wilting(drawn, potTop: top), idle: Variants.sag))
            }
        }
    }
    return forged
}

/// Drawn as they are; `mirrors` names the sprites that also get a mirrored twin.
func forgeDrawn(_ file: String, mirrors: [String: String], palette: Palette) throws -> [Forged] {
    var forged: [Forged] = []
    for sprite in try PixelMapFile.read(source.appendingPathComponent(file)) {
        forged.append(Forged(name: sprite.name, frames: try grids(sprite, sprite.frames, palette: palette),
                             anchorX: sprite.anchorX, anchorY: sprite.anchorY, footprint: sprite.footprint))
        if let twin = mirrors[sprite.name] {
            let mirrored = Variants.mirrored(sprite, name: twin)
            forged.append(Forged(name: twin, frames: try grids(mirrored, mirrored.frames, palette: palette),
                                 anchorX: mirrored.anchorX, anchorY: mirrored.anchorY, footprint: mirrored.footprint))
        }
    }
    return forged
}

func mirrored(_ grid: PixelGrid) -> PixelGrid {
    var out = PixelGrid(width: grid.width, height: grid.height)
    for y in 0..<grid.height { for x in 0..<grid.width { out[grid.width - 1 - x, y] = grid[x, y] } }
    return out
}

func forgeEnvironment(palette: Palette) throws -> [Forged] {
    let folder = source.appendingPathComponent("themes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
    var forged: [Forged] = []
    for file in files {
        let theme = String(file.dropLast(4))
        let colors = try EnvironmentColors(file: folder.appendingPathComponent(file), palette: palette)
        func add(_ part: String, _ grid: PixelGrid) {
            forged.append(Forged(name: "env-\(theme)-\(part)", frames: [grid], anchorX: 0, anchorY: 0, footprint: nil))
        }
        add("floor-a", try Environment.floorTile(colors, variant: 0))
        add("floor-b", try Environment.floorTile(colors, variant: 1))
        let side = try Environment.platformSide(colors)
        add("side-left", side)
        add("side-right", mirrored(side))
        let wall = try Environment.wallSegment(colors)
        add("wall-left", wall)
        add("wall-right", mirrored(wall))
        add("corner", try Environment.cornerPost(colors))
        for time in Environment.times {
            add("outside-\(time)", try Environment.background(colors, time: time))
        }
    }
    return forged
}

do {
    let palette = try Palette(file: source.appendingPathComponent("palette.txt"))
    var all = try forgePlants(palette: palette)
    all += try forgeDrawn("furniture.txt", mirrors: ["table": "table-row", "bench": "bench-row",
                                                     "shelf": "shelf-right", "painting": "painting-right"], palette: palette)
    all += try forgeDrawn("artifacts.txt", mirrors: [:], palette: palette)
    all += try forgeEnvironment(palette: palette)
    try SpriteSheets.write(all, to: output, description: "Rooted's pixel art, made by RootedSpriteForge (scripts/make-sprites) from the pixel maps in src/. Anchors are measured from each frame's top-left corner: a plant's is the middle of its pot's base. Sheets hold idle-animation frames side by side; a still image shows the first.")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
