import Foundation
import Terrarium
import TerrariumGraphics

/// What Rooted's garden, share and card images (`RootedImages`) and its widget (`RootedWidget`)
/// share: the greenhouse's art, the card's plant window, and the words they print.
struct RootedSurfaces {
    let garden: GardenState
    let theme: Theme
    let sprites: any SpriteCatalog
    let canvas: CanvasSpec
    /// Seconds into the garden's idle loop; nil for the still.
    var time: Double? = nil
    /// The reader's text size: the pixel font's dots step with it (`PixelType`).
    var typeSize: TypeSize = .large
    /// A line's size in points as the engine draws it: how tall the pixel font's line is, and
    /// whether a row of buttons' labels fit side by side. Nil (a test's surfaces) takes a line
    /// as the font's 20-dot design line and every label as fitting.
    var measure: ((String, Font) throws -> Size)? = nil

    /// The greenhouse without its lawn margins, for widgets (`RootedWidget`): art x 8..208, y 16..192.
    static let crop = (x: 8, y: 16, width: 200, height: 176)
    /// The small widget's: the lawn in front of the floor's corner left out too, so two device
    /// pixels per art pixel fit a 155 pt widget at @3x (art y 16..178).
    static let smallCrop = (x: 8, y: 16, width: 200, height: 162)

    var art: GardenArt {
        var art = GardenArt(garden: garden, theme: theme, sprites: sprites)
        art.time = time
        return art
    }
    var ui: PixelUI { PixelUI(unit: canvas.format == nil ? 1 / Double(canvas.scale) : 1, theme: theme) }
    var size: Size { canvas.size }
    /// The canvas in base device pixels.
    var width: Int { Int((size.width / ui.unit).rounded()) }
    var height: Int { Int((size.height / ui.unit).rounded()) }

    func color(_ token: RootedColor) throws -> Color { try theme.color(token) }

    /// The dots, at the reader's size, of a text set at `base` dots at `large`.
    func dots(_ base: Int) -> Int { PixelType.dots(base, at: typeSize) }

    /// The card's window in art pixels.
    static let window = (width: 86, height: 48)

    /// Where a sprite of `width` x `height` at (x, y) goes so that all of it is at least a
    /// pixel inside the card's window.
    static func insideWindow(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        (min(max(1, x), window.width - 1 - width), min(max(1, y), window.height - 1 - height))
    }

    /// The plant on its own floor tile, with its creatures, for the card's window (86x48 art px);
    /// the bare tile when there is no plant.
    func plantWindow(_ plant: PlantStatus?) throws -> [DrawCommand] {
        let env = "env-\(theme.name)-"
        var out: [DrawCommand] = []
        func draw(_ name: String, x: Int, y: Int) throws {
            out.append(try GardenArt.stamp(name, x: x, y: y, sprites: sprites))
        }
        let time = garden.timeOfDay.rawValue
        try draw(env + "outside-\(time)", x: -65, y: -80)
        try draw(env + "floor-a", x: 27, y: 30)
        try draw(env + "side-left", x: 27, y: 38)
        try draw(env + "side-right", x: 43, y: 38)
        guard let plant else { return out }
        let (ax, ay) = (43, 41)
        let info = try sprites.info("rooted/" + plant.sprite)
        try draw(plant.sprite, x: ax - Int(info.anchorX), y: ay - Int(info.anchorY))
        if plant.state != .dead {
            for artifact in plant.friend.artifacts {
                let a = try sprites.info("rooted/" + artifact.rawValue)
                // Above a tall plant a creature would rise past the window's top edge and be
                // cut by the frame: it is kept a pixel inside the window instead.
                let x = ax + artifact.offset.x - Int(a.anchorX), y = ay - plant.height + artifact.offset.y - Int(a.anchorY)
                let inside = Self.insideWindow(x: x, y: y, width: a.width, height: a.height)
                try draw(artifact.rawValue, x: inside.x, y: inside.y)
            }
        }
        return out
    }

    /// The card's streak line: none for a dead plant or a streak not yet started (a "0 day
    /// streak!" cheers for nothing), and a cap past 999 days so the line stays one line.
    static func streakText(_ days: Int, dead: Bool) -> String? {
        guard !dead, days > 0 else { return nil }
        return days > 999 ? "999+ day streak!" : "\(days) day streak!"
    }

    static func percent(_ value: Double) -> String { "\(Int(value.rounded(.toNearestOrAwayFromZero)))%" }

    /// "Nov 22, 2026" in English, in the input's zone: Rooted's text is English only.
    static func dateText(_ date: Date, zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "MMM d, yyyy"
        return formatter.string(from: date)
    }
}

extension PlantType {
    var displayName: String {
        switch self {
        case .cactus: "Cactus"
        case .fern: "Fern"
        case .succulent: "Succulent"
        case .ivy: "Ivy"
        case .sunflower: "Sunflower"
        case .bonsai: "Bonsai"
        case .rose: "Rose bush"
        case .herbs: "Herb garden"
        }
    }
}

extension GrowthStage {
    var displayName: String {
        switch self {
        case .sprout: "Sprout"
        case .young: "Young"
        case .mature: "Mature"
        }
    }
}

extension ContactFrequency {
    var displayName: String {
        switch self {
        case .weekly: "Weekly"
        case .biweekly: "Bi-weekly"
        case .monthly: "Monthly"
        }
    }
}
