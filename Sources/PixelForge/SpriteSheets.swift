import Foundation
import Terrarium
import TerrariumGraphics

/// A finished sprite: its frames as pixels, ready to be written as one sheet.
public struct Forged {
    /// The sprite's name: its file is `<name>.png` and its manifest entry is keyed by it.
    public var name: String
    /// The frames, all the size of the first, laid side by side in the sheet.
    public var frames: [PixelGrid]
    /// The pixel the sprite stands on, from each frame's left edge.
    public var anchorX: Double
    /// The pixel the sprite stands on, from each frame's top edge.
    public var anchorY: Double
    /// Floor tiles covered, columns then rows; nil for one tile or none.
    public var footprint: [Int]?

    /// A sprite from frames already drawn (a forge's derived variants).
    public init(name: String, frames: [PixelGrid], anchorX: Double, anchorY: Double, footprint: [Int]? = nil) {
        self.name = name
        self.frames = frames
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.footprint = footprint
    }

    /// A sprite drawn as its map gives it, every frame.
    public init(_ source: SpriteSource, palette: Palette) throws {
        let frames = try source.frames.map { try PixelGrid(rows: $0, palette: palette, place: "sprite \(source.name)") }
        self.init(name: source.name, frames: frames, anchorX: source.anchorX, anchorY: source.anchorY,
                  footprint: source.footprint)
    }
}

/// Writes forged sprites as PNG sheets (frames side by side) and the folder's manifest.json.
public enum SpriteSheets {
    /// Replaces every PNG in `output` with one sheet per sprite and writes `manifest.json` there,
    /// described by `description`. Throws a `ForgeError` for a name used twice, or the file
    /// system's error; prints a one-line summary.
    public static func write(_ all: [Forged], to output: URL, description: String) throws {
        let names = all.map(\.name)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ForgeError("sprite '\(repeated)' is defined twice")
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Start clean, so a renamed sprite leaves no stale PNG behind.
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".png") {
            try FileManager.default.removeItem(at: output.appendingPathComponent(file))
        }
        var entries: [SpriteInfo] = []
        for sprite in all {
            guard let first = sprite.frames.first else { continue }
            var sheet = PixelGrid(width: first.width * sprite.frames.count, height: first.height)
            for (i, frame) in sprite.frames.enumerated() { sheet.paste(frame, x: i * first.width, y: 0) }
            let file = sprite.name + ".png"
            try OutputFile.write(try PNGFile.encode(sheet.pixelBuffer), to: output.appendingPathComponent(file).path)
            let rects = sprite.frames.indices.map { PixelRect(x: $0 * first.width, y: 0, width: first.width, height: first.height) }
            entries.append(SpriteInfo(name: sprite.name, file: file, width: sheet.width, height: sheet.height,
                                      anchorX: sprite.anchorX, anchorY: sprite.anchorY,
                                      frames: rects.count > 1 ? rects : nil, footprint: sprite.footprint))
        }
        let manifest = SpriteManifest(description: description, sprites: entries.sorted { $0.name < $1.name })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try OutputFile.write(try encoder.encode(manifest) + Data("\n".utf8),
                             to: output.appendingPathComponent("manifest.json").path)
        print("wrote \(entries.count) sprites and manifest.json to \(output.path)")
    }
}
