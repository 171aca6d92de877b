import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// The `widget` scene, garden health at a glance, laid out with TerrariumLayout so it holds
/// on every widget size and scale: the greenhouse (cropped to its walls) takes the room the
/// words leave, at the largest whole number of device pixels per art pixel that fits; the
/// pixel font is set in whole device pixels per font dot, as many as the line has room for.
struct RootedWidget {
    let surfaces: RootedSurfaces
    private let pixel: Font
    private let colors: [RootedColor: Color]

    init(surfaces: RootedSurfaces) throws {
        self.surfaces = surfaces
        pixel = try surfaces.theme.font("pixel")
        var colors: [RootedColor: Color] = [:]
        for token in [RootedColor.title, .text, .textMuted] { colors[token] = try surfaces.color(token) }
        self.colors = colors
    }

    var scale: Double { Double(surfaces.canvas.scale) }
    var garden: GardenState { surfaces.garden }

    func layout(_ family: WidgetFamily) throws -> LayoutNode {
        let back = try surfaces.color(.backdrop)
        let rules = RootedWidgetTypeRules(typeSize: surfaces.typeSize)
        let content: LayoutNode = if let forms = rules.forms(family) {
            try accessibilityLayout(family, forms: forms)
        } else {
            try regularLayout(family)
        }
        let size = surfaces.size
        return content.frame(width: size.width, height: size.height).background { rect in [.fill(.rect(rect), .solid(back))] }
    }

    /// Up to xxxLarge: each family's one form, its text grown in whole dots.
    private func regularLayout(_ family: WidgetFamily) throws -> LayoutNode {
        switch family {
        case .small: try small()
        case .medium: try medium()
        case .large: try large()
        case .extraLarge: try extraLarge()
        // The lock screen's, the watch's and Live Activities: the scene does not declare them.
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner, .activityLockScreen, .islandCompact,
             .islandMinimal, .islandExpanded: try small()
        }
    }

    var average: String { garden.plants.isEmpty ? "--" : RootedSurfaces.percent(garden.averageHydration) }

    private func small() throws -> LayoutNode {
        let thirsty = garden.needingWater
        let need = thirsty.isEmpty ? (garden.plants.isEmpty ? "No friends yet" : "All watered") : "\(thirsty.count) need water"
        let greenhouse = try gardenNode(crop: RootedSurfaces.smallCrop)
        // Tight margins: they leave the greenhouse the 133 x 117 pt it needs for two device
        // pixels per art pixel at @3x down to the 155 pt widget (375x812); with 12 pt margins
        // it fell to one there, a third of the widget.
        return VStack(alignment: 0, spacing: 2) {
            HStack(alignment: 0.5, spacing: 6) {
                // Sized before the spacer, which would otherwise take an equal share.
                pixelText(average, points: 22, least: 14, .title, id: "health").layoutPriority(1)
                Spacer(minLength: 0)
                pixelText(need, points: 11, least: 8, .text, alignment: .trailing, id: "need").layoutPriority(1)
            }
            greenhouse
        }
        .padding(EdgeInsets(top: 8, leading: 10, bottom: 6, trailing: 10))
    }

    private func medium() throws -> LayoutNode {
        let greenhouse = try gardenNode(), bar = try bar(maxWidth: 92)
        return HStack(alignment: 0.5, spacing: 12) {
            greenhouse.frame(maxWidth: surfaces.size.width * 0.52)
            VStack(alignment: 0, spacing: 6) {
                // 14 pt, as the large widget's: at 11 pt the pixel face's small letters were
                // about 7 pt tall beside a greenhouse with half the widget's room.
                pixelText("Garden health", points: 14, least: 8, .textMuted, id: "health-label")
                pixelText(average, points: 26, least: 16, .title, id: "health")
                bar.padding(EdgeInsets(bottom: 4))
                thirstyList(points: 14, least: 8, most: 3)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(EdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 12))
    }

    private func large() throws -> LayoutNode {
        let greenhouse = try gardenNode(), bar = try bar(maxWidth: 122)
        return VStack(alignment: 0.5, spacing: 8) {
            greenhouse.layoutPriority(1)
            HStack(alignment: 0, spacing: 16) {
                VStack(alignment: 0, spacing: 6) {
                    pixelText("Garden health", points: 14, least: 8, .textMuted, id: "health-label")
                    pixelText(average, points: 37, least: 21, .title, id: "health")
                    bar
                }
                VStack(alignment: 0, spacing: 0) {
                    thirstyList(points: 14, least: 8, most: 4).layoutPriority(1)
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
        }
        .padding(EdgeInsets(top: 10, leading: 18, bottom: 12, trailing: 18))
    }

    /// iPad's extra large: the greenhouse on the left, as large as whole art pixels allow; on
    /// the right, garden health and its bar over every friend's plant, driest first, with its
    /// type and water level, as many as fit and "+N more".
    private func extraLarge() throws -> LayoutNode {
        let greenhouse = try gardenNode(), bar = try bar(maxWidth: 122)
        return HStack(alignment: 0.5, spacing: 20) {
            greenhouse.frame(maxWidth: surfaces.size.width * 0.55)
            VStack(alignment: 0, spacing: 6) {
                pixelText("Garden health", points: 14, least: 8, .textMuted, id: "health-label")
                pixelText(average, points: 37, least: 21, .title, id: "health")
                bar.padding(EdgeInsets(bottom: 8))
                friendsList(points: 14, least: 8).layoutPriority(1)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 20))
    }

    /// "Friends" over each friend's name, plant type and water level, driest first (ties by
    /// name), as many rows as fit, the rest as "+N more"; a friend's name may end in an ellipsis.
    /// `kinds`: whether a row names the plant's type (at the accessibility sizes it goes, so
    /// that the name and the level keep the row).
    func friendsList(points: Double, least: Double, kinds: Bool = true) -> LayoutNode {
        let plants = garden.plants.sorted {
            ($0.hydration.level, $0.friend.name, $0.friend.id) < ($1.hydration.level, $1.friend.name, $1.friend.id)
        }
        if plants.isEmpty {
            return pixelText("Add a friend to plant", points: points, least: least, .textMuted, lines: 2, id: "friends")
        }
        var variants: [LayoutNode] = []
        for lines in stride(from: plants.count, through: 1, by: -1) {
            let named = plants.count > lines ? max(0, lines - 1) : plants.count
            let rest = plants.count - named
            variants.append(VStack(alignment: 0, spacing: 3) {
                pixelText("Friends", points: points, least: least, .textMuted, id: "friends-heading")
                for (i, plant) in plants.prefix(named).enumerated() {
                    HStack(alignment: 0.5, spacing: 8) {
                        pixelText(plant.friend.name, points: points, least: least, .text, truncatable: true, id: "friend-\(i + 1)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                        if kinds {
                            pixelText(plant.state == .dead ? "Dead" : plant.friend.plant.displayName, points: points, least: least,
                                      .textMuted, id: "friend-\(i + 1)-kind").layoutPriority(1)
                        }
                        pixelText(RootedSurfaces.percent(plant.hydration.level), points: points, least: least, .text,
                                  alignment: .trailing, id: "friend-\(i + 1)-level")
                            .frame(width: points * surfaces.typeSize.scale * 3.2, alignment: .trailing)
                            .layoutPriority(1)
                    }
                }
                if rest > 0 { pixelText("+\(rest) more", points: points, least: least, .textMuted, id: "friends-more") }
            })
        }
        return ViewThatFits(in: .vertical) { for variant in variants { variant } }
    }

    /// Who needs water, most urgent first, as many as fit (at most `most` lines with the
    /// heading); the rest as "+N more", or only how many where one line is all there is. A
    /// friend's name is theirs: it may end in an ellipsis.
    func thirstyList(points: Double, least: Double, most: Int) -> LayoutNode {
        let thirsty = garden.needingWater
        if thirsty.isEmpty {
            let message = garden.plants.isEmpty ? "Add a friend to plant" : "Everyone is watered"
            return pixelText(message, points: points, least: least, .textMuted, lines: 2, id: "thirsty")
        }
        var variants: [LayoutNode] = []
        // Down to one name and "+N more"; where even that does not fit, one line that counts
        // them (a heading over "+4 more" alone would read as an empty list).
        for lines in stride(from: max(most, 2), through: thirsty.count > 1 ? 2 : 1, by: -1) {
            let named = thirsty.count > lines ? max(0, lines - 1) : thirsty.count
            let rest = thirsty.count - named
            variants.append(VStack(alignment: 0, spacing: 2) {
                pixelText("Needs water", points: points, least: least, .textMuted, id: "thirsty-heading")
                for (i, plant) in thirsty.prefix(named).enumerated() {
                    // The level is always shown; a long name gives way to it.
                    HStack(alignment: 0.5, spacing: 6) {
                        pixelText(plant.friend.name, points: points, least: least, .text, truncatable: true, id: "thirsty-\(i + 1)")
                        pixelText(RootedSurfaces.percent(plant.hydration.level), points: points, least: least, .text,
                                  id: "thirsty-\(i + 1)-level").layoutPriority(1)
                    }
                }
                if rest > 0 { pixelText("+\(rest) more", points: points, least: least, .textMuted, id: "thirsty-more") }
            })
        }
        variants.append(pixelText(thirsty.count == 1 ? "1 needs water" : "\(thirsty.count) need water", points: points,
                                  least: least, .textMuted, id: "thirsty"))
        return ViewThatFits(in: .vertical) { for variant in variants { variant } }
    }

    /// Pixel text at whole device pixels per font dot: as near `points` (at `large`; scaled
    /// with the reader's text size as SwiftUI scales a custom font) as whole dots allow, fewer
    /// dots where the line is too long, down to `least` points (scaled the same way, and
    /// never shrinking back by more than the size grew, as a text that may shrink does);
    /// the last form is reported by lint if it is cut. A name (`truncatable`) keeps the full
    /// size and ends in an ellipsis instead.
    func pixelText(_ string: String, points: Double, least: Double, _ color: RootedColor,
                           alignment: TextAlignment = .leading, lines: Int = 1, truncatable: Bool = false,
                           id: String) -> LayoutNode {
        // Every token passed here is read in `init`, so a bad theme fails there, not here.
        let pixel = self.pixel, ink = colors[color] ?? .black
        let size = surfaces.typeSize
        let most = max(1, Int((points * size.scale * scale / 16).rounded()))
        // A name is the friend's and is drawn at the row's size, cut with an ellipsis where it
        // is long: stepped down dot by dot it became a 4 pt stripe beside a full-size "44%"
        // (a pixel font has no smaller readable form, as SwiftUI's truncation after
        // minimumScaleFactor has none to go to).
        let fewest = truncatable ? most : min(most, max(1, Int((least * size.scale / max(1, size.fitGrowth) * scale / 16).rounded(.up))))
        return ViewThatFits(in: .horizontal) {
            for dots in stride(from: most, through: fewest, by: -1) {
                let text = Text(string, font: pixel.withSize(16 * Double(dots) / scale), color: ink, alignment: alignment)
                    .lineLimit(lines).id(id)
                if truncatable && dots == fewest { text.truncatable() } else { text }
            }
        }
    }

    /// The greenhouse without its lawn margins, as large as its box allows in whole device
    /// pixels per art pixel, centred.
    /// `ideal`: the size the picture asks for when a layout measures it (its crop in points
    /// unless given: at the accessibility sizes, its size at one device pixel per art pixel,
    /// the least it is drawn at).
    func gardenNode(crop: (x: Int, y: Int, width: Int, height: Int) = RootedSurfaces.crop,
                            ideal: Size? = nil) throws -> LayoutNode {
        var art = surfaces.art
        (art.offsetX, art.offsetY) = (-crop.x, -crop.y)
        let commands = try art.commands()
        let scale = self.scale
        return Picture(ideal: ideal ?? Size(Double(crop.width), Double(crop.height))) { rect in
            let k = max(1, min(rect.width * scale / Double(crop.width), rect.height * scale / Double(crop.height)).rounded(.down))
            let width = Double(crop.width) * k / scale, height = Double(crop.height) * k / scale
            let x = ((rect.midX - width / 2) * scale).rounded(.down) / scale
            let y = ((rect.midY - height / 2) * scale).rounded(.down) / scale
            return [.pixelArt(PixelArtLayer(width: crop.width, height: crop.height, origin: Point(x, y), pixelSize: k / scale,
                                            commands: commands))]
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity).id("garden")
    }

    /// The chunky ten-cell hydration bar at the largest whole number of device pixels per art
    /// pixel that keeps it within `maxWidth` points.
    func bar(maxWidth: Double) throws -> LayoutNode {
        let cells = 10, artWidth = cells * 6 + 1, artHeight = 6
        let commands = try surfaces.ui.hydrationBar(level: garden.averageHydration, x: 0, y: 0, segments: cells, cell: 5, height: 4,
                                                    colorBlind: garden.input.colorBlind)
        let scale = self.scale
        let k = max(1, (maxWidth * scale / Double(artWidth)).rounded(.down))
        let size = Size(Double(artWidth) * k / scale, Double(artHeight) * k / scale)
        return Shape(ideal: size) { rect in
            [.pixelArt(PixelArtLayer(width: artWidth, height: artHeight, origin: rect.origin, pixelSize: k / scale, commands: commands))]
        }
        .frame(width: size.width, height: size.height).id("bar")
    }
}
