import Foundation
import Terrarium
import TerrariumGraphics

/// The garden, share and card surfaces (the widget is `RootedWidget`): each lays out the
/// greenhouse and its words on whole device pixels.
struct RootedSurfaces {
    let garden: GardenState
    let theme: Theme
    let sprites: any SpriteCatalog
    let canvas: CanvasSpec

    /// The greenhouse without its lawn margins, for widgets (`RootedWidget`): art x 8..208, y 16..192.
    static let crop = (x: 8, y: 16, width: 200, height: 176)

    var art: GardenArt { GardenArt(garden: garden, theme: theme, sprites: sprites) }
    var ui: PixelUI { PixelUI(unit: canvas.format == nil ? 1 / Double(canvas.scale) : 1, theme: theme) }
    var size: Size { canvas.size }
    /// The canvas in base device pixels.
    var width: Int { Int((size.width / ui.unit).rounded()) }
    var height: Int { Int((size.height / ui.unit).rounded()) }

    func color(_ token: RootedColor) throws -> Color { try theme.color(token) }

    /// `garden`: the greenhouse alone, 216 art px at 5x.
    func gardenScene() throws -> Scene {
        Scene(size: size, commands: [ui.layer(width: IsoGrid.artWidth, height: IsoGrid.artHeight, x: 0, y: 0, k: width / IsoGrid.artWidth,
                                             try art.commands())])
    }

    /// `share`: the greenhouse framed with "My Rooted Garden", the date and the thriving count.
    func shareScene(story: Bool) throws -> Scene {
        let deep = try color(.backdropDeep), edge = try color(.panelEdge), light = try color(.panelShade)
        let k = story ? 5 : 4
        let (artW, artH) = (width / k, height / k)
        let gx = (artW - IsoGrid.artWidth) / 2, gy = story ? 84 : 36
        var gardenArt = art
        (gardenArt.offsetX, gardenArt.offsetY) = (gx, gy)
        var layer: [DrawCommand] = [PixelUI.rect(0, 0, artW, artH, deep)]
        // A wooden frame around the greenhouse window.
        layer += [PixelUI.rect(gx - 3, gy - 3, IsoGrid.artWidth + 6, IsoGrid.artHeight + 6, edge),
                  PixelUI.rect(gx - 2, gy - 2, IsoGrid.artWidth + 4, IsoGrid.artHeight + 4, light),
                  PixelUI.rect(gx - 1, gy - 1, IsoGrid.artWidth + 2, IsoGrid.artHeight + 2, edge)]
        // The greenhouse is clipped to its window: the evening sunbeam slants past the art's
        // left edge and would otherwise be drawn over the frame and the backdrop.
        let window = Path.rect(Rect(x: Double(gx), y: Double(gy), width: Double(IsoGrid.artWidth), height: Double(IsoGrid.artHeight)))
        layer.append(.group(try gardenArt.commands(), clip: window, opacity: 1))
        var commands = [ui.layer(width: artW, height: artH, x: 0, y: 0, k: k, layer)]
        let title = try color(.onBackdrop), body = try color(.onBackdropMuted)
        let date = Self.dateText(garden.input.now, zone: garden.input.timeZone)
        let friends = garden.plants.count
        let thriving = friends == 0 ? "Plant your first friend" : "\(garden.thrivingCount) of \(friends) friends thriving"
        if story {
            commands.append(try ui.text("My Rooted Garden", x: 0, y: 150, width: width, dots: 5, color: title, alignment: .center))
            commands.append(try ui.text(date, x: 0, y: 270, width: width, dots: 3, color: body, alignment: .center))
            let below = (gy + IsoGrid.artHeight + 3) * k
            commands.append(try ui.text(thriving, x: 0, y: below + 90, width: width, dots: 3, color: title, alignment: .center))
            let average = "Garden health \(Self.percent(garden.averageHydration))"
            commands.append(try ui.text(average, x: 0, y: below + 190, width: width, dots: 3, color: body, alignment: .center))
        } else {
            commands.append(try ui.text("My Rooted Garden", x: 0, y: 36, width: width, dots: 4, color: title, alignment: .center))
            let below = (gy + IsoGrid.artHeight + 3) * k
            commands.append(try ui.text("\(date) · \(thriving)", x: 0, y: below + 8, width: width, dots: 2, color: body, alignment: .center))
        }
        return Scene(size: size, commands: commands)
    }

    /// `plant-card`: one friend's info panel.
    func plantCard(_ plant: PlantStatus?) throws -> Scene {
        let k = 5
        let (artW, artH) = (width / k, height / k)
        var layer: [DrawCommand] = [PixelUI.rect(0, 0, artW, artH, try color(.backdropDeep))]
        layer += try ui.panel(8, 8, artW - 16, artH - 16)
        // The plant's window: a frame holding a floor tile and the plant at twice the card's scale.
        layer += [PixelUI.rect(20, 20, artW - 40, 100, try color(.panelEdge))]
        var commands = [ui.layer(width: artW, height: artH, x: 0, y: 0, k: k, layer)]
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title)
        commands.append(ui.layer(width: Self.window.width, height: Self.window.height, x: 22 * k, y: 22 * k, k: 10,
                                 try plantWindow(plant)))
        guard let plant else {
            // An empty greenhouse still shows its window: a bare tile waiting for a first plant.
            commands.append(try ui.text("No friends yet", x: 0, y: 700, width: width, dots: 5, color: title, alignment: .center))
            commands.append(try ui.text("Plant your first friend", x: 0, y: 830, width: width, dots: 3, color: muted,
                                        alignment: .center))
            return Scene(size: size, commands: commands)
        }
        let left = 24 * k, w = width - 2 * left
        var y = 128 * k
        commands.append(try ui.text(plant.friend.name, x: left, y: y, width: w, dots: 5, color: title, lineDots: 24,
                                    truncatable: true))
        y += 120
        let kind = plant.state == .dead ? "\(plant.friend.plant.displayName) · Dead"
            : "\(plant.friend.plant.displayName) · \(plant.stage.displayName)"
        commands.append(try ui.text(kind, x: left, y: y, width: w, dots: 3, color: text))
        y += 90
        commands.append(try ui.text("Hydration", x: left, y: y, width: w / 2, dots: 3, color: muted))
        commands.append(try ui.text(Self.percent(plant.hydration.level), x: left + w / 2, y: y, width: w / 2, dots: 3,
                                    color: text, alignment: .trailing))
        y += 72
        commands.append(ui.layer(width: 169, height: 10, x: left, y: y, k: 5,
                                 try ui.hydrationBar(level: plant.hydration.level, x: 0, y: 0, segments: 12, cell: 13, height: 8,
                                                     colorBlind: garden.input.colorBlind)))
        y += 90
        if let streak = Self.streakText(plant.friend.streakDays, dead: plant.state == .dead) {
            commands.append(try ui.text(streak, x: left, y: y, width: w, dots: 3, color: title))
            y += 72
        }
        let water: String = switch CareRules.daysUntilWatering(plant) {
        case nil: "Needs reviving"
        case 0?: "Needs water now"
        case 1?: "Water in 1 day"
        case let days?: "Water in \(days) days"
        }
        commands.append(try ui.text(water, x: left, y: y, width: w, dots: 3, color: text))
        y += 72
        let contact = plant.friend.lastContact ?? plant.friend.interactions.map(\.at).max()
        let contactText = contact.map { "Last contact \(Self.dateText($0, zone: garden.input.timeZone))" } ?? "No contact logged yet"
        commands.append(try ui.text(contactText, x: left, y: y, width: w, dots: 2, color: muted))
        y += 52
        commands.append(try ui.text("\(plant.friend.frequency.displayName) friend", x: left, y: y, width: w, dots: 2, color: muted))
        return Scene(size: size, commands: commands)
    }

    /// The card's window in art pixels.
    static let window = (width: 86, height: 48)

    /// Where a sprite of `width` x `height` at (x, y) goes so that all of it is at least a
    /// pixel inside the card's window.
    static func insideWindow(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        (min(max(1, x), window.width - 1 - width), min(max(1, y), window.height - 1 - height))
    }

    /// The plant on its own floor tile, with its creatures, for the card's window (86x48 art px);
    /// the bare tile when there is no plant.
    private func plantWindow(_ plant: PlantStatus?) throws -> [DrawCommand] {
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
