import PixelForge
import Foundation
@_spi(SpriteForge) import Rooted
import TerrariumGraphics

/// One theme's environment colours (src/themes/<theme>.txt): each role names palette keys,
/// optionally followed by an alpha from 0 to 255.
struct EnvironmentColors {
    var roles: [String: [Color]] = [:]

    init(file: URL, palette: Palette) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let role = words.first, !role.hasPrefix("#") else { continue }
            let place = "\(file.lastPathComponent):\(number + 1)"
            var colors: [Color] = []
            for word in words.dropFirst() {
                if let alpha = Int(word), word.count > 1 || alpha > 9 {
                    guard (0...255).contains(alpha), let last = colors.popLast() else {
                        throw ForgeError("\(place): an alpha (0-255) follows a colour key")
                    }
                    colors.append(last.withAlpha(Double(alpha) / 255))
                } else {
                    guard word.count == 1, let key = word.first else { throw ForgeError("\(place): '\(word)' is not a palette key") }
                    colors.append(try palette.color(key, in: place))
                }
            }
            guard !colors.isEmpty else { throw ForgeError("\(place): role \(role) names no colour") }
            roles[role] = colors
        }
    }

    func callAsFunction(_ role: String, _ index: Int = 0) throws -> Color {
        guard let colors = roles[role], !colors.isEmpty else { throw ForgeError("theme colours have no role '\(role)'") }
        return colors[min(index, colors.count - 1)]
    }
}

/// The greenhouse around the plants, drawn from a theme's colours: floor tiles, the platform's
/// front faces, the glass walls and the view outside at four times of day.
enum Environment {
    static let times = ["morning", "midday", "evening", "night"]

    /// Whether pixel (x, y) of a 32x16 tile lies in the diamond.
    static func inDiamond(_ x: Int, _ y: Int) -> Bool {
        let half = IsoGrid.diamondHalfWidth(row: y)
        return x >= 16 - half && x < 16 + half
    }

    static func floorTile(_ c: EnvironmentColors, variant: Int) throws -> PixelGrid {
        var grid = PixelGrid(width: 32, height: 16)
        for y in 0..<16 {
            for x in 0..<32 where inDiamond(x, y) {
                grid[x, y] = try c("floor.top")
            }
        }
        // Grid lines: each tile draws its two back edges; the tile in front draws the rest.
        for y in 0..<8 {
            for dx in 0..<2 {
                grid[14 - 2 * y + dx, y] = try c("floor.grout")
                grid[16 + 2 * y + dx, y] = try c("floor.grout")
            }
            // A lit rim just inside the back-left edge: light from the upper left.
            if y > 0 { grid[16 - 2 * y, y + 1] = try c("floor.light") }
        }
        // A little texture, placed differently on the two variants.
        let specks = variant == 0 ? [(12, 8), (20, 6), (18, 11), (9, 9)] : [(22, 9), (14, 5), (11, 10), (17, 12)]
        for (x, y) in specks where inDiamond(x, y) && inDiamond(x + 1, y) {
            grid[x, y] = try c("floor.speck")
            grid[x + 1, y] = try c("floor.speck")
        }
        return grid
    }

    /// The platform's face under a tile's front-left edge (16 px across, its top on the edge).
    static func platformSide(_ c: EnvironmentColors) throws -> PixelGrid {
        let depth = IsoGrid.platformDepth
        var grid = PixelGrid(width: 16, height: 8 + depth)
        for x in 0..<16 {
            let top = x / 2 + 1
            for y in top..<(top + depth) {
                grid[x, y] = try y == top + depth - 1 ? c("side.dark") : y == top ? c("floor.grout") : c("side.left")
            }
        }
        return grid
    }

    /// One 16 px segment of the left glass wall; the right wall is its mirror image.
    static func wallSegment(_ c: EnvironmentColors) throws -> PixelGrid {
        let h = IsoGrid.wallHeight
        var grid = PixelGrid(width: 16, height: h + 8)
        for x in 0..<16 {
            let base = h + 8 - x / 2
            for y in (base - h)..<base {
                let up = base - 1 - y // 0 at the floor, h - 1 at the top
                let color: Color
                if x < 2 {
                    color = try x == 0 ? c("frame.light") : c("frame")
                } else if up < 12 {
                    color = try up == 11 ? c("frame.light") : up < 2 ? c("sill.dark") : c("sill")
                } else if up < 14 || (36..<38).contains(up) || up >= h - 4 {
                    let top = up == 13 || up == 37 || up == h - 1
                    color = try top ? c("frame.light") : c("frame")
                } else if up == 14 || up == 38 {
                    color = try c("frame.dark")
                } else {
                    // Glass: a faint tint over the view outside, with two diagonal glints.
                    let glint = (up - x * 2 + 200) % 28
                    color = try glint < 2 ? c("glass.shine") : c("glass")
                }
                grid[x, y] = color
            }
        }
        return grid
    }

    /// The post where the two back walls meet.
    static func cornerPost(_ c: EnvironmentColors) throws -> PixelGrid {
        let h = IsoGrid.wallHeight
        var grid = PixelGrid(width: 4, height: h + 1)
        for y in 0..<(h + 1) {
            grid[0, y] = try c("frame.light")
            grid[1, y] = try c("frame.light")
            grid[2, y] = try c("frame")
            grid[3, y] = try c("frame.dark")
        }
        return grid
    }

    /// The view outside the glass: sky, the sun or moon, far trees, near foliage and lawn.
    static func background(_ c: EnvironmentColors, time: String) throws -> PixelGrid {
        let w = IsoGrid.artWidth, h = IsoGrid.artHeight
        var grid = PixelGrid(width: w, height: h)
        // Sky in three bands with a two-row checker where they meet.
        for y in 0..<h {
            let band = y < 36 ? 0 : y < 72 ? 1 : 2
            let edge = y == 34 || y == 35 || y == 70 || y == 71
            for x in 0..<w {
                let b = edge && (x + y) % 2 == 0 ? band + 1 : band
                grid[x, y] = try c("\(time).sky", b)
            }
        }
        // The sun (a disc) or, at night, the moon (a crescent) and stars.
        let sun: (x: Int, y: Int) = switch time {
        case "morning": (44, 46)
        case "midday": (150, 22)
        case "evening": (178, 62)
        default: (164, 30)
        }
        for y in -7...7 {
            for x in -7...7 where x * x + y * y <= 45 {
                let shadowed = time == "night" && (x + 3) * (x + 3) + (y - 1) * (y - 1) <= 34
                if !shadowed { grid[sun.x + x, sun.y + y] = try c("\(time).sun") }
            }
        }
        if time == "night" {
            var seed: UInt32 = 20_261_122
            for _ in 0..<40 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let x = Int(seed >> 8) % w
                let y = Int(seed >> 20) % 90
                grid[x, y] = try c("night.sun")
            }
        }
        // Far trees: a soft rolling silhouette.
        for x in 0..<w {
            let t = Double(x)
            let top = 92 - Int((6 * sin(t / 9) + 4 * sin(t / 4.3 + 1) + 3 * sin(t / 2.1)).rounded())
            for y in top..<h { grid[x, y] = try c("\(time).far") }
        }
        // Near foliage: round bushes lit from the upper left.
        let bushes = [(8, 112, 14), (34, 118, 12), (58, 110, 15), (86, 116, 12), (112, 108, 16),
                      (140, 117, 13), (166, 110, 15), (192, 116, 13), (214, 110, 14)]
        for (bx, by, r) in bushes {
            for y in -r...r {
                for x in -r...r where x * x + y * y <= r * r {
                    let lit = (x + r / 3) * (x + r / 3) + (y + r / 3) * (y + r / 3) <= (r / 2) * (r / 2)
                    let shade = x + y > r / 2
                    grid[bx + x, by + y] = try c("\(time).near", lit ? 2 : shade ? 0 : 1)
                }
            }
        }
        // Lawn, in soft mown stripes.
        for y in 122..<h {
            for x in 0..<w {
                grid[x, y] = try c("\(time).lawn", ((x + 2 * y) / 24) % 2)
            }
        }
        return grid
    }
}
