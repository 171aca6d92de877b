import Foundation
import TerrariumGraphics

/// The 64-colour palette of `palette.txt`: a key character per colour.
public struct Palette {
    /// Each key's colour.
    public private(set) var colors: [Character: Color] = [:]
    /// The keys in the order the file lists them.
    public private(set) var order: [Character] = []

    /// Reads a palette file: one `KEY #RRGGBB name` a line, `#` lines and blank lines skipped.
    /// Throws a `ForgeError` with the line number for a malformed line, a key longer than one
    /// character, `.` (transparent) or a key used twice; rethrows a read error.
    public init(file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            guard words.count >= 2, first.count == 1, let key = first.first, key != ".",
                  let color = Color(hex: String(words[1])), colors[key] == nil else {
                throw ForgeError("\(file.lastPathComponent):\(number + 1): expected 'KEY #RRGGBB name' with a new one-character key")
            }
            colors[key] = color
            order.append(key)
        }
    }

    /// The colour of `key`; a `ForgeError` naming `place` when the palette has no such key.
    public func color(_ key: Character, in place: String) throws -> Color {
        guard let color = colors[key] else { throw ForgeError("\(place): '\(key)' is not a palette key") }
        return color
    }
}

/// A sprite as its pixel map gives it: frames of palette keys ('.' transparent).
public struct SpriteSource {
    /// The sprite's name, which is also its PNG's file name in the sheet folder.
    public var name: String
    /// Width of each frame in art pixels (1-256).
    public var width: Int
    /// Height of each frame in art pixels (1-256).
    public var height: Int
    /// The pixel the sprite stands on, from its frame's left edge (see `SpriteInfo.anchorX`).
    public var anchorX: Double
    /// The pixel the sprite stands on, from its frame's top edge.
    public var anchorY: Double
    /// Floor tiles covered, columns then rows (isometric art); nil for one tile or none.
    public var footprint: [Int]?
    /// Each frame is `height` rows of `width` keys.
    public var frames: [[[Character]]]

    /// A sprite source from its parts; `PixelMapFile.read` builds these from a file.
    public init(name: String, width: Int, height: Int, anchorX: Double, anchorY: Double,
                footprint: [Int]? = nil, frames: [[[Character]]]) {
        self.name = name
        self.width = width
        self.height = height
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.footprint = footprint
        self.frames = frames
    }
}

/// Reads the pixel-map format of Sprites/rooted/src/README.md (Forest's maps use it too).
public enum PixelMapFile {
    /// Every sprite in a pixel-map file, in file order. Throws a `ForgeError` naming the file and
    /// line for an unknown keyword, a bad `size`, `anchor` or `footprint`, a frame with the wrong
    /// rows, or a sprite with no frame; rethrows a read error.
    public static func read(_ url: URL) throws -> [SpriteSource] {
        let name = url.lastPathComponent
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var sprites: [SpriteSource] = []
        var index = 0
        func place(_ i: Int) -> String { "\(name):\(i + 1)" }
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            let words = line.split(separator: " ").map(String.init)
            defer { index += 1 }
            guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
            switch keyword {
            case "sprite":
                guard words.count == 2 else { throw ForgeError("\(place(index)): expected 'sprite NAME'") }
                sprites.append(SpriteSource(name: words[1], width: 0, height: 0, anchorX: 0, anchorY: 0, frames: []))
            case "size":
                let parts = words.count == 2 ? words[1].split(separator: "x").compactMap { Int($0) } : []
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 256 }), !sprites.isEmpty else {
                    throw ForgeError("\(place(index)): expected 'size WxH' (1-256) after a sprite line")
                }
                sprites[sprites.count - 1].width = parts[0]
                sprites[sprites.count - 1].height = parts[1]
            case "anchor":
                guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]), !sprites.isEmpty else {
                    throw ForgeError("\(place(index)): expected 'anchor X Y'")
                }
                sprites[sprites.count - 1].anchorX = x
                sprites[sprites.count - 1].anchorY = y
            case "footprint":
                guard words.count == 3, let c = Int(words[1]), let r = Int(words[2]), !sprites.isEmpty else {
                    throw ForgeError("\(place(index)): expected 'footprint COLS ROWS'")
                }
                sprites[sprites.count - 1].footprint = [c, r]
            case "frame":
                guard let sprite = sprites.last, sprite.width > 0 else { throw ForgeError("\(place(index)): 'frame' before 'size'") }
                var rows: [[Character]] = []
                for row in 0..<sprite.height {
                    let at = index + 1 + row
                    guard at < lines.count, lines[at].count == sprite.width else {
                        throw ForgeError("\(place(at)): sprite \(sprite.name) needs \(sprite.height) rows of \(sprite.width) keys")
                    }
                    rows.append(Array(lines[at]))
                }
                sprites[sprites.count - 1].frames.append(rows)
                index += sprite.height
            default:
                throw ForgeError("\(place(index)): unexpected '\(keyword)'")
            }
        }
        for sprite in sprites where sprite.frames.isEmpty {
            throw ForgeError("\(name): sprite \(sprite.name) has no frame")
        }
        return sprites
    }
}

/// A pixel map, palette or sprite set the forges cannot use: the message names the file and
/// line, or the sprite, and what is wrong.
public struct ForgeError: Error, CustomStringConvertible {
    /// The whole message, printed as the forge's error.
    public var description: String
    /// An error with that message.
    public init(_ description: String) { self.description = description }
}
