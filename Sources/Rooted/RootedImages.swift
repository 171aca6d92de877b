import Foundation
import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// The fixed-size images (garden, share, plant card) laid out with TerrariumLayout: the
/// pixel-art backdrop is each image's background, the greenhouse, the plant's window and the
/// hydration bar are boxes of their art at whole pixels, and every line of text is measured,
/// stacked and checked like any other. Sizes are in the image's base pixels (`--scale`
/// enlarges the whole), so each art pixel is a whole number of them.
extension RootedSurfaces {
    /// `garden`: the greenhouse alone, 216 art px at 5x, as one box.
    func gardenLayout() throws -> LayoutNode {
        let k = width / IsoGrid.artWidth
        return artBox(width: IsoGrid.artWidth, height: IsoGrid.artHeight, k: k, try art.commands()).id("garden")
            .frame(width: size.width, height: size.height)
    }

    /// `share`: "My Rooted Garden", the greenhouse in a wooden frame, the date and how many
    /// friends are thriving; a square post or a story.
    func shareLayout(story: Bool) throws -> LayoutNode {
        let deep = try color(.backdropDeep), edge = try color(.panelEdge), light = try color(.panelShade)
        let title = try color(.onBackdrop), body = try color(.onBackdropMuted), pixel = try ui.font(dots: 1)
        let k = story ? 5 : 4
        let (artW, artH) = (width / k, height / k)
        let (gx, gy) = ((artW - IsoGrid.artWidth) / 2, story ? 84 : 36)
        // The frame around the greenhouse's window, drawn on the backdrop.
        let backdrop = ui.layer(width: artW, height: artH, x: 0, y: 0, k: k, [
            PixelUI.rect(0, 0, artW, artH, deep),
            PixelUI.rect(gx - 3, gy - 3, IsoGrid.artWidth + 6, IsoGrid.artHeight + 6, edge),
            PixelUI.rect(gx - 2, gy - 2, IsoGrid.artWidth + 4, IsoGrid.artHeight + 4, light),
            PixelUI.rect(gx - 1, gy - 1, IsoGrid.artWidth + 2, IsoGrid.artHeight + 2, edge),
        ])
        // The greenhouse is clipped to its window: the evening sunbeam slants past the art's
        // left edge and would otherwise be drawn over the frame and the backdrop.
        let window = Path.rect(Rect(x: 0, y: 0, width: Double(IsoGrid.artWidth), height: Double(IsoGrid.artHeight)))
        let greenhouse = artBox(width: IsoGrid.artWidth, height: IsoGrid.artHeight, k: k,
                                [.group(try art.commands(), clip: window, opacity: 1)]).id("garden")
        let date = Self.dateText(garden.input.now, zone: garden.input.timeZone)
        let friends = garden.plants.count
        let thriving = friends == 0 ? "Plant your first friend" : "\(garden.thrivingCount) of \(friends) friends thriving"
        let artTop = Double(gy * k), artBottom = Double((gy + IsoGrid.artHeight + 3) * k)
        // Rows on a fixed pitch, as the pictures were drawn: each line's top where it was.
        let content: LayoutNode = story
            ? VStack(alignment: 0.5, spacing: 0) {
                Spacer().frame(height: 150)
                pixelText("My Rooted Garden", font: pixel, dots: 5, title, id: "title").frame(height: 120, alignment: .top)
                pixelText(date, font: pixel, dots: 3, body, id: "date").frame(height: artTop - 270, alignment: .top)
                greenhouse
                Spacer().frame(height: artBottom + 90 - artTop - Double(IsoGrid.artHeight * k))
                pixelText(thriving, font: pixel, dots: 3, title, id: "thriving").frame(height: 100, alignment: .top)
                pixelText("Garden health \(Self.percent(garden.averageHydration))", font: pixel, dots: 3, body, id: "health")
            }
            : VStack(alignment: 0.5, spacing: 0) {
                Spacer().frame(height: 36)
                pixelText("My Rooted Garden", font: pixel, dots: 4, title, id: "title").frame(height: artTop - 36, alignment: .top)
                greenhouse
                Spacer().frame(height: artBottom + 8 - artTop - Double(IsoGrid.artHeight * k))
                pixelText("\(date) · \(thriving)", font: pixel, dots: 2, body, id: "caption")
            }
        return content
            .padding(EdgeInsets(horizontal: 24))
            .frame(width: size.width, height: size.height, alignment: .top)
            .background { _ in [backdrop] }
    }

    /// `plant-card`: one friend's panel: the plant in its window, then its name, kind,
    /// hydration and bar, streak, when to water, the last contact and how often. Its words
    /// follow the reader's text size; where they no longer fit the card, it grows taller by
    /// whole art pixels and its frame with it.
    func plantCardLayout(_ plant: PlantStatus?) throws -> LayoutNode {
        let k = 5, unit = ui.unit
        let deep = try color(.backdropDeep), windowEdge = try color(.panelEdge), panel = try ui.panelColors()
        let backdrop: DrawInRect = { rect in
            [PixelUI.artLayer(in: rect, k: k, unit: unit) { artW, artH in
                // The plant's window: a frame holding a floor tile and the plant at twice the card's scale.
                [PixelUI.rect(0, 0, artW, artH, deep)] + PixelUI.panel(8, 8, artW - 16, artH - 16, panel)
                    + [PixelUI.rect(20, 20, artW - 40, 100, windowEdge)]
            }]
        }
        let text = try color(.text), muted = try color(.textMuted), title = try color(.title), pixel = try ui.font(dots: 1)
        let body = dots(3), small = dots(2)
        let left = Double(24 * k)
        var rows: [LayoutNode] = []
        if let plant {
            let kind = CareRules.kindText(plant), water = CareRules.wateringText(plant)
            let contact = plant.friend.lastContact ?? plant.friend.interactions.map(\.at).max()
            let contactText = contact.map { "Last contact \(Self.dateText($0, zone: garden.input.timeZone))" } ?? "No contact logged yet"
            let bar = try ui.hydrationBar(level: plant.hydration.level, x: 0, y: 0, segments: 12, cell: 13, height: 8,
                                          colorBlind: garden.input.colorBlind)
            // Rows on the card's pitch: each line's height in base pixels, its text at the top.
            // A friend's name is theirs: it may end in an ellipsis.
            rows.append(try textRow(pixelText(plant.friend.name, font: pixel, dots: dots(5), title, alignment: .leading, truncatable: true, id: "name"),
                                pitch: 120, base: 5))
            rows.append(try textRow(pixelText(kind, font: pixel, dots: body, text, alignment: .leading, lines: nil, id: "kind"), pitch: 90, base: 3))
            let label = pixelText("Hydration", font: pixel, dots: body, muted, alignment: .leading, lines: nil, id: "hydration-label")
            let level = pixelText(Self.percent(plant.hydration.level), font: pixel, dots: body, text, alignment: .trailing, id: "hydration")
            rows.append(try textRow(sideBySide(HStack(alignment: 0, spacing: room(16)) { label; Spacer(minLength: 0); level },
                                           stacked([label, level])),
                                pitch: 72, base: 3))
            rows.append(artBox(width: 169, height: 10, k: 5, bar).id("bar").frame(minHeight: 90, alignment: .topLeading))
            if let streak = Self.streakText(plant.friend.streakDays, dead: plant.state == .dead) {
                rows.append(try textRow(pixelText(streak, font: pixel, dots: body, title, alignment: .leading, lines: nil, id: "streak"), pitch: 72, base: 3))
            }
            rows.append(try textRow(pixelText(water, font: pixel, dots: body, text, alignment: .leading, lines: nil, id: "water"), pitch: 72, base: 3))
            rows.append(try textRow(pixelText(contactText, font: pixel, dots: small, muted, alignment: .leading, lines: nil, id: "contact"),
                                pitch: 52, base: 2))
            rows.append(pixelText("\(plant.friend.frequency.displayName) friend", font: pixel, dots: small, muted, alignment: .leading,
                                  lines: nil, id: "frequency"))
        } else {
            // An empty greenhouse still shows its window: a bare tile waiting for a first plant.
            rows.append(try textRow(pixelText("No friends yet", font: pixel, dots: dots(5), title, lines: nil, id: "empty"),
                                pitch: 130, base: 5, alignment: .top))
            rows.append(pixelText("Plant your first friend", font: pixel, dots: body, muted, lines: nil, id: "empty-hint").frame(maxWidth: .infinity))
        }
        let windowBottom = Double(22 * k + Self.window.height * 10)
        let first = plant == nil ? 700.0 : Double(128 * k)
        let window = artBox(width: Self.window.width, height: Self.window.height, k: 10, try plantWindow(plant)).id("window")
        // The rows end 16 art pixels above the card's bottom, inside its frame.
        return VStack(alignment: 0, spacing: 0) {
            window
                .padding(EdgeInsets(top: Double(22 * k), leading: Double(22 * k)))
            VStack(alignment: 0, spacing: 0) { for row in rows { row } }
                .padding(EdgeInsets(top: first - windowBottom, leading: plant == nil ? 0 : left, trailing: plant == nil ? 0 : left))
            Spacer(minLength: 0)
        }
        .padding(EdgeInsets(bottom: Double(16 * k)))
        .inSteps(of: Double(k) * unit, alignment: .top)
        .frame(minWidth: size.width, idealWidth: size.width, maxWidth: size.width, minHeight: size.height, alignment: .topLeading)
        .background(backdrop)
    }

    /// Art of `width` x `height` art pixels at `k` base pixels each, as one box.
    func artBox(width: Int, height: Int, k: Int, _ commands: [DrawCommand]) -> LayoutNode {
        let unit = ui.unit
        let size = Size(Double(width * k) * unit, Double(height * k) * unit)
        return Picture(ideal: size) { rect in
            [.pixelArt(PixelArtLayer(width: width, height: height, origin: rect.origin, pixelSize: Double(k) * unit, commands: commands))]
        }
        .frame(width: size.width, height: size.height)
    }

    /// The pixel font at `dots` base pixels per font dot, one line unless `lines` allows more
    /// (nil: as many as it needs, for the app's own words, which wrap rather than be cut),
    /// centred unless told. `font` is the theme's pixel face at one dot (`ui.font(dots: 1)`),
    /// read up front.
    func pixelText(_ string: String, font: Font, dots: Int, _ color: Color, alignment: TextAlignment = .center,
                   truncatable: Bool = false, lines: Int? = 1, id: String) -> LayoutNode {
        var text = Text(string, font: font.withSize(font.size * Double(dots)), color: color, alignment: alignment).id(id)
        if lines != 1 { text = text.lineLimit(lines) }
        return truncatable ? text.truncatable() : text
    }
}
