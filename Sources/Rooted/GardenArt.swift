import Terrarium
import TerrariumGraphics

/// Rooted's theme tokens.
enum RootedColor: String, CaseIterable {
    case lightMorning = "light.morning", lightMidday = "light.midday", lightEvening = "light.evening", lightNight = "light.night"
    case beam = "light.beam", dust = "light.dust", glow = "light.glow", sparkle = "light.sparkle", sparkleCore = "light.sparkleCore"
    case shadow
    case editValid = "edit.valid", editInvalid = "edit.invalid"
    case backdrop = "ui.backdrop", backdropDeep = "ui.backdropDeep"
    case panel = "ui.panel", panelEdge = "ui.panelEdge", panelLight = "ui.panelLight", panelShade = "ui.panelShade"
    case text = "ui.text", textMuted = "ui.textMuted", title = "ui.title", onBackdrop = "ui.onBackdrop", onBackdropMuted = "ui.onBackdropMuted"
    case barEmpty = "bar.empty", barLow = "bar.low", barMid = "bar.mid", barHigh = "bar.high"
    case barLowCB = "bar.cb.low", barMidCB = "bar.cb.mid", barHighCB = "bar.cb.high"
}

/// The greenhouse drawn as art-pixel commands for a `PixelArtLayer`: background and walls,
/// floor, shadows, sorted objects, light and particles, and the edit highlight.
struct GardenArt {
    let garden: GardenState
    let theme: Theme
    let sprites: any SpriteCatalog
    /// Where the garden's 216x216 canvas sits in the layer.
    var offsetX = 0
    var offsetY = 0
    /// Seconds into the idle loop (`IdleLoop`); nil draws the still: every first frame, every
    /// creature and mote at its spot, no event playing.
    var time: Double? = nil

    var themeName: String { theme.name }

    func commands() throws -> [DrawCommand] {
        var out: [DrawCommand] = []
        let daylight = garden.timeOfDay
        let env = "env-\(themeName)-"
        guard (try? sprites.info("rooted/\(env)floor-a")) != nil else {
            throw RenderError.unknownTheme(themeName, plugin: "rooted", known: ["cozy-greenhouse", "moonlight-greenhouse"])
        }
        out.append(try sprite(env + "outside-\(daylight.rawValue)", x: 0, y: 0))
        let ox = IsoGrid.originX, oy = IsoGrid.originY, h = IsoGrid.wallHeight
        for i in 0..<IsoGrid.size {
            out.append(try sprite(env + "wall-left", x: ox - 16 * i - 16, y: oy + 8 * i - h - 1))
            out.append(try sprite(env + "wall-right", x: ox + 16 * i, y: oy + 8 * i - h - 1))
        }
        out.append(try sprite(env + "corner", x: ox - 2, y: oy - h - 1))
        for sum in 0..<(2 * IsoGrid.size - 1) {
            for col in 0..<IsoGrid.size {
                let row = sum - col
                guard (0..<IsoGrid.size).contains(row) else { continue }
                let x = ox + (col - row) * 16 - 16, y = oy + (col + row) * 8
                out.append(try sprite(env + ((col + row) % 2 == 0 ? "floor-a" : "floor-b"), x: x, y: y))
                if row == IsoGrid.size - 1 { out.append(try sprite(env + "side-left", x: x, y: y + 8)) }
                if col == IsoGrid.size - 1 { out.append(try sprite(env + "side-right", x: x + 16, y: y + 8)) }
            }
        }
        if let drop = garden.input.drop {
            out += highlight(drop, valid: Greenhouse.dropIsValid(drop, garden: garden))
        }
        let objects = Greenhouse.objects(garden, at: time)
        let shadow = try theme.color(RootedColor.shadow)
        let hop = PlacementHop.pose(at: time)
        func hopping(_ object: PlacedObject) -> Bool { object.kind == .plant && object.id == garden.input.placed }
        for object in objects {
            guard var s = object.shadow else { continue }
            // The shadow stays on the floor and narrows while the plant is up.
            if hopping(object) { s.width -= 2 * (hop.lift / 3) }
            out += ellipse(s, color: shadow)
        }
        for object in objects {
            out.append(try sprite(object.sprite, anchorX: object.anchorX, anchorY: object.anchorY, loopID: object.id,
                                  pose: hopping(object) ? hop : .rest))
        }
        out += try light(daylight)
        if daylight == .night {
            // Fireflies glow through the dark: a halo, and the insect drawn again above the night.
            let glow = try theme.color(RootedColor.glow)
            for object in objects where object.sprite == PlantArtifact.firefly.rawValue {
                out += ellipse(Shadow(x: object.anchorX, y: object.anchorY, width: 11, height: 9), color: glow)
                out.append(try sprite(object.sprite, anchorX: object.anchorX, anchorY: object.anchorY, loopID: object.id))
            }
        }
        // Above the light, like the fireflies, so the burst shines at night too.
        if let evolved = objects.first(where: { $0.kind == .plant && $0.id == garden.input.evolved }) {
            out += try sparkles(around: evolved)
        }
        return out
    }

    /// The objects' ids in paint order.
    static func drawOrder(_ garden: GardenState) -> [String] { Greenhouse.objects(garden).map(\.id) }

    private func sprite(_ name: String, x: Int, y: Int) throws -> DrawCommand {
        try Self.stamp(name, x: x + offsetX, y: y + offsetY, sprites: sprites)
    }

    /// A Rooted sprite's frame (the first unless told), 1:1 with its top-left corner at art
    /// pixel (x, y).
    static func stamp(_ name: String, x: Int, y: Int, sprites: any SpriteCatalog, frameIndex: Int = 0) throws -> DrawCommand {
        let info = try sprites.info("rooted/" + name)
        let frame = info.frames.flatMap { $0.isEmpty ? nil : $0[frameIndex % $0.count] } ?? info.firstFrame
        return .spriteRegion(name: "rooted/" + name,
                             source: Rect(x: Double(frame.x), y: Double(frame.y), width: Double(frame.width), height: Double(frame.height)),
                             frame: Rect(x: Double(x), y: Double(y), width: Double(frame.width), height: Double(frame.height)),
                             sampling: .nearest)
    }

    /// A sprite by its anchor; `loopID` names the object whose idle frame it shows, `pose`
    /// lifts and squashes it (`PlacementHop`) about the middle of its base.
    private func sprite(_ name: String, anchorX: Int, anchorY: Int, loopID: String? = nil,
                        pose: PlacementHop.Pose = .rest) throws -> DrawCommand {
        let info = try sprites.info("rooted/" + name)
        let index = loopID.map { IdleLoop.frame(for: $0, at: time, frames: info.frames?.count ?? 1) } ?? 0
        let x = anchorX - Int(info.anchorX.rounded(.down)) + offsetX
        let y = anchorY - Int(info.anchorY.rounded(.down)) + offsetY - pose.lift
        let stamp = try Self.stamp(name, x: x, y: y, sprites: sprites, frameIndex: index)
        guard pose.squash != 0, case .spriteRegion(let name, let source, let frame, let sampling) = stamp else { return stamp }
        let (shorter, wider) = PlacementHop.reshape(height: Int(frame.height), squash: pose.squash)
        return .spriteRegion(name: name, source: source,
                             frame: Rect(x: frame.minX - Double(wider), y: frame.minY + Double(shorter),
                                         width: frame.width + Double(2 * wider), height: frame.height - Double(shorter)),
                             sampling: sampling)
    }

    /// The evolution burst round a plant's sprite, in the theme's sparkle colours.
    private func sparkles(around plant: PlacedObject) throws -> [DrawCommand] {
        let info = try sprites.info("rooted/" + plant.sprite)
        let width = info.frames?.first?.width ?? info.width, height = info.frames?.first?.height ?? info.height
        let left = plant.anchorX - Int(info.anchorX.rounded(.down)), top = plant.anchorY - Int(info.anchorY.rounded(.down))
        let twinkles = EvolutionSparkles.sparkles(id: plant.id, x: left + width / 2, y: top + height / 2,
                                                  halfWidth: width / 2 + 2, halfHeight: height / 2 + 2, at: time)
        guard !twinkles.isEmpty else { return [] }
        let core = try theme.color(RootedColor.sparkleCore), arm = try theme.color(RootedColor.sparkle)
        return twinkles.flatMap(EvolutionSparkles.pixels).map { rect($0.x, $0.y, 1, 1, $0.core ? core : arm) }
    }

    private func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) -> DrawCommand {
        .fill(Path.rect(Rect(x: Double(x + offsetX), y: Double(y + offsetY), width: Double(w), height: Double(h))), .solid(color))
    }

    /// A pixel ellipse in two tones: a faint rim and a denser core, so shadows read soft.
    private func ellipse(_ s: Shadow, color: Color) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for (scale, alpha) in [(1.0, 0.55), (0.6, 0.45)] {
            let w = Double(s.width) * scale / 2, h = max(1, Double(s.height) * scale / 2)
            let rows = Int(h.rounded(.up))
            for dy in -rows..<rows {
                let t = (Double(dy) + 0.5) / h
                guard abs(t) < 1 else { continue }
                let half = Int((w * (1 - t * t).squareRoot()).rounded())
                guard half > 0 else { continue }
                out.append(rect(s.x - half, s.y + dy, 2 * half, 1, color.withAlpha(color.alpha * alpha)))
            }
        }
        return out
    }

    private func highlight(_ drop: DropInput, valid: Bool) -> [DrawCommand] {
        let color = (try? theme.color(valid ? RootedColor.editValid : RootedColor.editInvalid)) ?? .white
        var covered = [drop.tile]
        if let item = garden.input.decorations.first(where: { $0.id == drop.item }),
           case .floor(_, let columns, let rows) = item.place {
            covered = drop.tile.footprint(columns: columns, rows: rows)
                .filter { $0.col < IsoGrid.size && $0.row < IsoGrid.size }
        }
        var out: [DrawCommand] = []
        for tile in covered {
            let x0 = IsoGrid.originX + (tile.col - tile.row) * 16 - 16, y0 = IsoGrid.originY + (tile.col + tile.row) * 8
            for y in 0..<16 {
                let half = IsoGrid.diamondHalfWidth(row: y)
                out.append(rect(x0 + 16 - half, y0 + y, 2 * half, 1, color.withAlpha(0.45)))
                // A solid rim, two pixels per row like the grid lines.
                out.append(rect(x0 + 16 - half, y0 + y, 2, 1, color))
                out.append(rect(x0 + 16 + half - 2, y0 + y, 2, 1, color))
            }
        }
        return out
    }

    /// Time-of-day light over the whole room, sunbeams through the glass with dust motes
    /// drifting in them (`Sunbeams`), or moonlight.
    private func light(_ daylight: TimeOfDay) throws -> [DrawCommand] {
        let tint: RootedColor = switch daylight {
        case .morning: .lightMorning
        case .midday: .lightMidday
        case .evening: .lightEvening
        case .night: .lightNight
        }
        var out = [rect(0, 0, IsoGrid.artWidth, IsoGrid.artHeight, try theme.color(tint))]
        guard let lean = Sunbeams.lean(daylight) else { return out }
        let beam = try theme.color(RootedColor.beam), dust = try theme.color(RootedColor.dust)
        for index in Sunbeams.starts.indices {
            for y in Sunbeams.top..<Sunbeams.bottom {
                out.append(rect(Sunbeams.left(beam: index, row: y, lean: lean), y, Sunbeams.width, 1, beam))
            }
            for mote in Sunbeams.motes where mote.beam == index {
                let place = mote.place(at: time, lean: lean)
                guard place.level > 0 else { continue }
                let color = place.level == 3 ? dust : dust.withAlpha(dust.alpha * Double(place.level) / 3)
                out.append(rect(place.x, place.y, 1, 1, color))
            }
        }
        return out
    }
}
