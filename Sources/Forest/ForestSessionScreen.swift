import Foundation
import Terrarium
import TerrariumLayout

/// The `session` scene: the tree at its stage inside the progress ring, the countdown in tabular
/// digits, what the session is doing, and its buttons (a phone screen).
struct ForestSessionScreen {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    let size: Size
    let safeArea: ScreenInsets
    /// In a time-lapse frame, the tree changing into the next (`ForestTimeLapse`); nil for one
    /// tree standing.
    var change: ForestTimeLapse.Change? = nil
    /// In a time-lapse frame, how its session ends (`completed` or `abandoned`): every frame
    /// keeps one geometry, the caption's place as tall as the growing and the end's captions
    /// need and the place of "Give up" left empty at the end, so the ring and the tree do not
    /// jump when the session ends. Nil for a still, which lays out only what it shows.
    var timeLapseEnd: SessionStatus? = nil
    /// The reader's text size: at the accessibility sizes every line may wrap and the buttons
    /// grow with their titles; the screen then scrolls rather than cut them.
    var typeSize: TypeSize = .large

    /// At the accessibility sizes a line wraps as far as it needs; below them one line.
    private var lines: Int? { typeSize.isAccessibilitySize ? nil : 1 }

    /// Points per art pixel for the big tree at most: a whole number, so at every scale an art
    /// pixel is a whole block of device pixels. A smaller ring takes the largest whole number
    /// of device pixels that fits.
    static let treePixel = 4.0
    /// The ring's box at most, stroke included: 150 pt of radius, a 10 pt stroke.
    static let ringSide = 310.0
    static let ringStroke = 10.0

    /// Laid out top to bottom: the title and status, the ring (as large as the screen allows,
    /// up to `ringSide`, sized before the spacers), the countdown and caption, the buttons and
    /// today's line. Nothing has a fixed y, so a short screen shrinks the ring instead of
    /// running the buttons into the countdown. Only the safe area is kept clear above and below,
    /// so a home-button phone (20 pt of status bar, nothing below) gives the ring what a
    /// Dynamic Island phone keeps for its island and home indicator.
    func layout(scale: Int) -> LayoutNode {
        let session = state.session
        let tint: ForestStyle.Role = switch session?.status {
        case .paused?: .paused
        case .abandoned?: .withered
        default: .accent
        }
        let seconds = session?.remaining ?? Int(FocusSession.length)
        let (primary, secondary) = buttons
        let stats = state.stats
        let today = Self.today(count: stats.todayCount, streak: stats.streak)
        let (top, bottom) = (style.color(.backgroundTop), style.color(.backgroundBottom))
        let buttonColor = style.color(tint == .withered ? .accent : tint)
        return VStack(alignment: 0.5, spacing: 0) {
            Text("Focus", font: style.font(.title), color: style.color(.textPrimary), alignment: .center)
                .minimumScaleFactor(0.7).lineLimit(lines).id("title")
            holding(Text(statusLine, font: style.font(.headline), color: style.color(tint), alignment: .center)
                .minimumScaleFactor(0.8).wrapping(lines).id("status"), room: timeLapseRoom?.statuses ?? [])
                .padding(EdgeInsets(top: 4))
            Spacer(minLength: 12)
            ring(tint: tint, scale: scale)
                .aspectRatio(1)
                .frame(maxWidth: Self.ringSide, maxHeight: Self.ringSide)
                .layoutPriority(1)
            Spacer(minLength: 12)
            Text(ForestRules.countdown(seconds), font: style.font(.countdown), color: style.color(.textPrimary), alignment: .center)
                .minimumScaleFactor(0.5).id("countdown")
            if let end = timeLapseEnd {
                // The growing and the end's captions, drawn clear, hold the lines either takes.
                ZStack(alignment: Alignment(horizontal: 0.5, vertical: 0)) {
                    captionText(Self.caption(.running), color: .clear).id("caption-growing")
                    captionText(Self.caption(end), color: .clear).id("caption-end")
                    captionText(caption, color: style.color(.textSecondary)).id("caption")
                }.padding(horizontal: 20)
            } else {
                captionText(caption, color: style.color(.textSecondary)).id("caption").padding(horizontal: 20)
            }
            Spacer(minLength: 12)
            fitted(holding(Text(primary, font: style.font(.button), color: style.color(.onAccent), alignment: .center)
                .minimumScaleFactor(0.8).lineLimit(lines).id("button"), room: timeLapseRoom?.buttons ?? [], vertical: 0.5), height: 54)
                .background { rect in [.fill(.roundedRect(rect, radius: min(27, rect.height / 2)), .solid(buttonColor))] }
                .padding(horizontal: 20)
            if let secondary {
                fitted(Text(secondary, font: style.font(.button), color: style.color(.textSecondary), alignment: .center)
                    .minimumScaleFactor(0.8).lineLimit(lines).id("secondary"), height: 44, fillsWidth: false).padding(EdgeInsets(top: 8))
            } else if timeLapseRoom != nil {
                // "Give up"'s place, kept when the session ends, as tall as its title would be.
                fitted(Text("Give up", font: style.font(.button), color: .clear, alignment: .center)
                    .minimumScaleFactor(0.8).lineLimit(lines), height: 44, fillsWidth: false).hidden().padding(EdgeInsets(top: 8))
            } else if timeLapseEnd != nil {
                Spacer().frame(height: 44).padding(EdgeInsets(top: 8))
            }
            holding(Text(today, font: style.font(.caption), color: style.color(.textSecondary), alignment: .center)
                .minimumScaleFactor(0.8).wrapping(lines).id("today"), room: timeLapseRoom?.todays ?? [])
                .padding(EdgeInsets(top: 12))
        }
        .padding(EdgeInsets(top: safeArea.top + 5, leading: 20, bottom: max(16, safeArea.bottom + 4), trailing: 20))
        .background { rect in [.fill(.rect(rect), .vertical(rect, top, bottom))] }  // the whole screen, scrolled too
    }

    /// The progress ring, its card, and the tree standing in it, drawn into the ring's box.
    private func ring(tint: ForestStyle.Role, scale: Int) -> LayoutNode {
        let fraction = state.session.map { 1 - Double($0.remaining) / FocusSession.length } ?? 0
        let trackColor = style.color(.ringTrack), card = style.color(.card), tintColor = style.color(tint)
        let tree = try? treeLayer(scale: scale)
        return Shape(ideal: Size(Self.ringSide, Self.ringSide)) { rect in
            let center = Point(rect.midX, rect.midY)
            let radius = rect.width / 2 - Self.ringStroke / 2
            var commands: [DrawCommand] = [.fill(.circle(center: center, radius: radius - 12), .solid(card))]
            commands += DrawCommand.progressRing(center: center, radius: radius, width: Self.ringStroke, fraction: fraction,
                                                 track: trackColor, fill: tintColor)
            if let tree { commands.append(tree.placed(center: center, inside: 2 * (radius - 12), scale: Double(scale))) }
            return commands
        }.id("ring")
    }

    func scene(scale: Int, request: SceneRequest) throws -> Scene {
        // The tree's sprites are read up front: a missing one is an error, not an empty ring.
        _ = try treeLayer(scale: scale)
        return try request.resolve(layout(scale: scale))
    }

    /// The tree on its own ground tile, as art pixels, to be centred in the ring. With no
    /// session, a seed waits on the bare tile.
    private func treeLayer(scale: Int) throws -> TreeArt {
        try art.sessionTile(state.session, change: change)
    }

    private var statusLine: String {
        guard let session = state.session else { return "Ready to plant" }
        return switch session.status {
        case .running: "Growing · stage \(session.stage) of \(FocusSession.stages)"
        case .paused: "Paused · stage \(session.stage) of \(FocusSession.stages)"
        case .completed: "Grown"
        case .abandoned: "Withered"
        }
    }

    /// "Today 2 trees  ·  Streak 5 days".
    static func today(count: Int, streak: Int) -> String {
        "Today \(count) \(count == 1 ? "tree" : "trees")  ·  Streak \(streak) \(streak == 1 ? "day" : "days")"
    }

    /// In a time-lapse frame at the accessibility sizes, where each line may wrap, the words a
    /// place shows at any moment of the session, laid out unseen beside the ones shown so every
    /// frame is one height (an APNG's frames share one size). Nil for a still, or below AX
    /// where each is one line whatever it says.
    private var timeLapseRoom: (statuses: [LayoutNode], buttons: [LayoutNode], todays: [LayoutNode])? {
        guard let end = timeLapseEnd, lines == nil else { return nil }
        let stats = state.stats
        let statuses = ["Growing · stage \(FocusSession.stages) of \(FocusSession.stages)", end == .completed ? "Grown" : "Withered"]
        let buttons = ["Pause", end == .completed ? "Plant another" : "Try again"]
        let todays = [Self.today(count: stats.todayCount + 1, streak: stats.streak + 1), Self.today(count: stats.todayCount, streak: stats.streak)]
        func unseen(_ text: String, _ font: ForestStyle.FontToken, wraps: Bool) -> LayoutNode {
            let line = Text(text, font: style.font(font), color: .clear, alignment: .center).minimumScaleFactor(0.8)
            return (wraps ? line.wrapping(nil) : line.lineLimit(nil)).hidden()
        }
        return (statuses.map { unseen($0, .headline, wraps: true) }, buttons.map { unseen($0, .button, wraps: false) },
                todays.map { unseen($0, .caption, wraps: true) })
    }

    /// `shown` over the unseen texts whose room it keeps (none: `shown` alone), at the top of
    /// that room or, `vertical` 0.5, in its middle (a button's title).
    private func holding(_ shown: LayoutNode, room: [LayoutNode], vertical: Double = 0) -> LayoutNode {
        guard !room.isEmpty else { return shown }
        return ZStack(alignment: Alignment(horizontal: 0.5, vertical: vertical)) {
            for node in room { node }
            shown
        }
    }

    /// A button's title in its box, `height` points tall; at the accessibility sizes at least
    /// that, as tall as its wrapped title and some air need.
    private func fitted(_ title: LayoutNode, height: Double, fillsWidth: Bool = true) -> LayoutNode {
        let grows = lines == nil
        let padded = grows ? title.padding(horizontal: fillsWidth ? 16 : 0, vertical: 10) : title
        let wide = fillsWidth ? padded.frame(maxWidth: .infinity) : padded
        return grows ? wide.frame(minHeight: height) : wide.frame(height: height)
    }

    private func captionText(_ text: String, color: Color) -> LayoutNode {
        Text(text, font: style.font(.body), color: color, alignment: .center).lineLimit(lines == nil ? nil : 2)
            .minimumScaleFactor(0.8).balanced()
    }

    private var caption: String { Self.caption(state.session?.status) }

    static func caption(_ status: SessionStatus?) -> String {
        switch status {
        case nil: "25 minutes of focus grows one tree."
        case .running?: "Stay with it. Leaving now withers the tree."
        case .paused?: "The timer waits while you are paused."
        case .completed?: "Your tree has joined the forest."
        case .abandoned?: "The session ended early, so this tree withered."
        }
    }

    private var buttons: (String, String?) {
        switch state.session?.status {
        case nil: ("Plant a tree", nil)
        case .running?: ("Pause", "Give up")
        case .paused?: ("Resume", "Give up")
        case .completed?: ("Plant another", nil)
        case .abandoned?: ("Try again", nil)
        }
    }
}

/// The tree's art block, placed at the largest whole number of device pixels per art pixel
/// that fits a box (the ring's card, a widget's tile), up to `maxPixel` points.
struct TreeArt: Sendable {
    var width: Int
    var height: Int
    var commands: [DrawCommand]

    func placed(center: Point, inside diameter: Double, scale: Double, maxPixel: Double = ForestSessionScreen.treePixel) -> DrawCommand {
        placed(in: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter),
               scale: scale, maxPixel: maxPixel, square: true)
    }

    /// Centred in `rect`, as large as fits it. `square` fits the art's longer side to the
    /// rect's width, as a round card needs.
    func placed(in rect: Rect, scale: Double, maxPixel: Double, square: Bool = false) -> DrawCommand {
        let fit = square ? (rect.width * scale / Double(max(width, height))).rounded(.down)
            : min(rect.width * scale / Double(width), rect.height * scale / Double(height)).rounded(.down)
        let pixel = max(1, min(maxPixel * scale, fit)) / scale
        let originX = ((rect.midX - Double(width) * pixel / 2) * scale).rounded(.down) / scale
        let originY = ((rect.midY - Double(height) * pixel / 2) * scale).rounded(.down) / scale
        return .pixelArt(PixelArtLayer(width: width, height: height, origin: Point(originX, originY), pixelSize: pixel,
                                       commands: commands))
    }
}
