import Foundation
import Terrarium
import TerrariumLayout

/// What the `live-activity` scene says about a session, as pure functions of its display state
/// (table-tested): the words each presentation shows.
///
/// The seed puts widgets out of scope and says nothing of Live Activities; these words are
/// Terrarium's, taken from the session screen's ("Focus", "Growing · stage 3 of 5", the MM:SS
/// countdown). A session that has ended shows the focus it had instead of a countdown.
enum ForestActivityRules {
    /// How far the session has come: its focus over 25:00, 0 to 1; a completed session is whole.
    static func progress(_ session: ForestState.Session) -> Double {
        session.status == .completed ? 1 : min(1, max(0, session.focus / FocusSession.length))
    }

    /// The big number and the word under it: the countdown and "left" while the session runs
    /// or waits, the focus given and "focused" once it has ended.
    static func clock(_ session: ForestState.Session) -> (value: String, label: String) {
        switch session.status {
        case .running, .paused: (ForestRules.countdown(session.remaining), "left")
        case .completed: (ForestRules.countdown(Int(FocusSession.length)), "focused")
        case .abandoned: (ForestRules.countdown(Int(session.focus.rounded(.down))), "focused")
        }
    }

    /// The status line, as the session screen words it.
    static func status(_ session: ForestState.Session) -> String {
        switch session.status {
        case .running: "Growing · stage \(session.stage) of \(FocusSession.stages)"
        case .paused: "Paused · stage \(session.stage) of \(FocusSession.stages)"
        case .completed: "Grown · in your forest"
        case .abandoned: "Withered · ended early"
        }
    }

    /// The rectangular accessory's first line.
    static func rectangularTitle(_ session: ForestState.Session) -> String {
        switch session.status {
        case .running: "Focus · stage \(session.stage) of \(FocusSession.stages)"
        case .paused: "Paused · stage \(session.stage) of \(FocusSession.stages)"
        case .completed: "Focus · tree grown"
        case .abandoned: "Focus · tree withered"
        }
    }

    /// The compact island's trailing word: the countdown, or how the session ended.
    static func compact(_ session: ForestState.Session) -> String {
        switch session.status {
        case .running, .paused: ForestRules.countdown(session.remaining)
        case .completed: "Grown"
        case .abandoned: "Ended"
        }
    }

    /// The lock screen's one line beside the date (accessory-inline).
    static func inline(_ session: ForestState.Session) -> String {
        switch session.status {
        case .running: "\(ForestRules.countdown(session.remaining)) left · Focus"
        case .paused: "Paused · \(ForestRules.countdown(session.remaining)) left"
        case .completed: "Tree grown · Focus"
        case .abandoned: "Tree withered · Focus"
        }
    }
}

/// The `live-activity` scene: the focus session under way as a Live Activity (on the lock
/// screen; in the Dynamic Island compact, minimal and expanded) and as the lock screen's
/// accessory widgets (circular, rectangular, inline).
///
/// The lock screen's platter takes the session screen's mint gradient, its tree on its tile in
/// crisp art pixels, the countdown and a progress bar, 14 pt in from its edges (HIG). The
/// island is the system's black, so its words and ring take the theme's island tokens; the
/// sensors' part of the compact island is left empty, and the expanded one keeps its top
/// middle clear for them. Accessory widgets are drawn as iOS draws them, in one colour: white
/// at full or partial opacity over nothing, with a drawn tree glyph (the sprites' colours
/// would not survive the system's tint).
struct ForestLiveActivity {
    let session: ForestState.Session
    let style: ForestStyle
    let art: ForestArt
    let size: Size
    let scale: Int
    /// In an animation frame, the tree changing into the next.
    var change: ForestTimeLapse.Change? = nil
    /// The reader's text size: the platter and the expanded island take their larger-text
    /// form at the accessibility sizes (`ForestActivityTypeRules`).
    var typeSize: TypeSize = .large

    /// The lock screen's content margin (HIG: 14 pt in the platter).
    static let margin = 14.0

    func layout(_ family: WidgetFamily) throws -> LayoutNode {
        if let parts = ForestActivityTypeRules.parts(family, typeSize: typeSize, ended: session.hasEnded) {
            return try largeTextLayout(family, parts: parts)
        }
        switch family {
        case .islandCompact: return try compact()
        case .islandMinimal: return try minimal()
        case .islandExpanded: return try expanded()
        case .accessoryCircular: return circular()
        case .accessoryRectangular: return rectangular()
        case .accessoryInline: return inline()
        default: return try lockScreen()  // activity-lock-screen; the scene declares no other family
        }
    }

    // MARK: Live Activity

    var tint: ForestStyle.Role {
        switch session.status {
        case .paused: .paused
        case .abandoned: .withered
        default: .accent
        }
    }

    var islandTint: ForestStyle.Role {
        switch session.status {
        case .paused: .islandPaused
        case .abandoned: .islandWithered
        default: .islandAccent
        }
    }

    /// The platter: the tree on its tile, "Focus" and the status, the clock on the trailing
    /// side, and the progress bar along the bottom. As tall as that needs (within 84-160 pt).
    private func lockScreen() throws -> LayoutNode {
        let tile = try tileArt()
        let clock = ForestActivityRules.clock(session)
        let background = Paint.vertical(Rect(size: size), style.color(.backgroundTop), style.color(.backgroundBottom))
        return VStack(alignment: 0, spacing: 10) {
            HStack(alignment: 0.5, spacing: 12) {
                picture(tile, maxPixel: 2).frame(width: 48, height: 84)
                VStack(alignment: 0, spacing: 2) {
                    Text("Focus", font: style.font(.headline), color: style.color(.textPrimary)).id("title")
                    Text(ForestActivityRules.status(session), font: style.font(.caption), color: style.color(tint))
                        .lineLimit(1).minimumScaleFactor(0.75).id("status")
                }
                .layoutPriority(1)
                Spacer(minLength: 8)
                VStack(alignment: 1, spacing: 0) {
                    Text(clock.value, font: style.font(.countdown).withSize(40), color: style.color(.textPrimary), alignment: .trailing)
                        .minimumScaleFactor(0.7).id("clock")
                    Text(clock.label, font: style.font(.caption), color: style.color(.textSecondary), alignment: .trailing).id("clock-label")
                }
                .layoutPriority(2)
            }
            bar(track: style.color(.ringTrack), fill: style.color(tint)).id("progress")
        }
        .padding(Self.margin)
        .frame(width: size.width)
        .background { rect in [.fill(.rect(rect), background)] }
    }

    /// Beside the sensors: the tree at its stage on the leading side, the time left on the
    /// trailing side; the sensors' width between them is left empty.
    private func compact() throws -> LayoutNode {
        let part = max(0, (size.width - LiveActivitySizes.sensorWidth) / 2)
        let tree = try treeArt()
        return HStack(alignment: 0.5, spacing: 0) {
            picture(tree, maxPixel: 2 / Double(scale)).frame(width: 33, height: 33).padding(EdgeInsets(leading: 10))
                .frame(width: part, alignment: .leading).id("leading")
            Spacer().frame(width: LiveActivitySizes.sensorWidth)
            Text(ForestActivityRules.compact(session), font: style.font(.statValue).withSize(15), color: style.color(islandTint),
                 alignment: .trailing)
                .minimumScaleFactor(0.75).id("trailing")
                .padding(EdgeInsets(trailing: 10)).frame(width: part, alignment: .trailing)
        }
        .frame(width: size.width, height: size.height)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
    }

    /// Beside another Live Activity: the progress ring with the tree inside it.
    private func minimal() throws -> LayoutNode {
        let tree = try treeArt()
        let fraction = ForestActivityRules.progress(session)
        let track = style.color(.islandTrack), fill = style.color(islandTint)
        return Picture { rect in
            let center = Point(rect.midX, rect.midY)
            let radius = min(rect.width, rect.height) / 2 - 4.5
            return DrawCommand.progressRing(center: center, radius: radius, width: 3, fraction: fraction, track: track, fill: fill)
                + [tree.placed(center: center, inside: 2 * (radius - 3), scale: Double(scale), maxPixel: 1 / Double(self.scale))]
        }
        .id("ring")
        .frame(width: size.width, height: size.height)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
    }

    /// Touched and held: the tree on its tile leading and the clock trailing, either side of
    /// the sensors; "Focus" and the status under the sensors; the progress bar and the
    /// session's caption along the bottom.
    private func expanded() throws -> LayoutNode {
        let tile = try tileArt()
        let clock = ForestActivityRules.clock(session)
        return VStack(alignment: 0.5, spacing: 8) {
            HStack(alignment: 0.5, spacing: 0) {
                picture(tile, maxPixel: 1).frame(width: 44, height: 64).id("tree")
                Spacer(minLength: LiveActivitySizes.sensorWidth + 24)
                VStack(alignment: 1, spacing: 0) {
                    Text(clock.value, font: style.font(.countdown).withSize(36), color: style.color(.islandText), alignment: .trailing)
                        .minimumScaleFactor(0.7).id("clock")
                    Text(clock.label, font: style.font(.caption), color: style.color(.islandSecondary), alignment: .trailing)
                        .id("clock-label")
                }
            }
            VStack(alignment: 0.5, spacing: 2) {
                Text("Focus", font: style.font(.headline), color: style.color(.islandText), alignment: .center).id("title")
                Text(ForestActivityRules.status(session), font: style.font(.caption), color: style.color(islandTint), alignment: .center)
                    .minimumScaleFactor(0.85).id("status")
            }
            bar(track: style.color(.islandTrack), fill: style.color(islandTint)).id("progress")
        }
        .padding(EdgeInsets(top: 10, leading: 22, bottom: 18, trailing: 22))
        .frame(width: size.width)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
    }

    // MARK: Accessory widgets (one colour: white, with opacity)

    /// A gauge: the ring of the session's progress, the tree glyph and the time left inside.
    private func circular() -> LayoutNode {
        let fraction = ForestActivityRules.progress(session)
        let withered = session.status == .abandoned
        return VStack(alignment: 0.5, spacing: 1) {
            Self.treeGlyph(side: 16, opacity: withered ? 0.55 : 1).id("glyph")
            Text(ForestActivityRules.compact(session), font: style.font(.statValue).withSize(15), color: .white, alignment: .center)
                .minimumScaleFactor(0.7).id("clock")
        }
        .padding(11)
        .frame(width: size.width, height: size.height)
        .background { rect in
            let center = Point(rect.midX, rect.midY)
            let radius = min(rect.width, rect.height) / 2 - 3.5
            return DrawCommand.progressRing(center: center, radius: radius, width: 5, fraction: fraction, track: Color.white.withAlpha(0.3), fill: .white)
        }
    }

    /// Three lines: the glyph and "Focus", the time left, and the progress bar.
    private func rectangular() -> LayoutNode {
        let clock = ForestActivityRules.clock(session)
        let withered = session.status == .abandoned
        return VStack(alignment: 0, spacing: 3) {
            HStack(alignment: 0.5, spacing: 5) {
                Self.treeGlyph(side: 15, opacity: withered ? 0.55 : 1).id("glyph")
                Text(ForestActivityRules.rectangularTitle(session), font: style.font(.headline).withSize(14),
                     color: .white).minimumScaleFactor(0.8).id("title")
            }
            Text("\(clock.value) \(clock.label)", font: style.font(.statValue).withSize(22), color: .white)
                .minimumScaleFactor(0.7).id("clock")
            bar(track: Color.white.withAlpha(0.3), fill: .white, height: 5).id("progress")
        }
        .padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        .frame(width: size.width, height: size.height, alignment: .leading)
    }

    /// One line of text after a glyph, beside the date.
    private func inline() -> LayoutNode {
        HStack(alignment: 0.5, spacing: 4) {
            Self.treeGlyph(side: 14).id("glyph")
            Text(ForestActivityRules.inline(session), font: style.font(.headline).withSize(15), color: .white)
                .minimumScaleFactor(0.8).id("line")
            Spacer(minLength: 0)
        }
        .frame(width: size.width, height: size.height)
    }

    // MARK: Pieces

    /// The progress bar: a rounded track, filled as far as the session has come.
    func bar(track: Color, fill: Color, height: Double = 6) -> LayoutNode {
        let fraction = ForestActivityRules.progress(session)
        return Shape { rect in
            var commands: [DrawCommand] = [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(track))]
            if fraction > 0 {
                let part = Rect(x: rect.minX, y: rect.minY, width: max(rect.height, rect.width * fraction), height: rect.height)
                commands.append(.fill(.roundedRect(part, radius: rect.height / 2), .solid(fill)))
            }
            return commands
        }
        .frame(maxWidth: .infinity).frame(height: height)
    }

    /// A tree drawn in one colour for the lock screen's tint: three round leaf masses over a
    /// trunk, in a square of `side` points.
    static func treeGlyph(side: Double, opacity: Double = 1) -> LayoutNode {
        let color = Color.white
        return Shape { rect in
            let s = min(rect.width, rect.height)
            let x = rect.midX - s / 2, y = rect.midY - s / 2
            func p(_ u: Double, _ v: Double) -> Point { Point(x + u * s, y + v * s) }
            let trunk = Rect(x: x + 0.42 * s, y: y + 0.55 * s, width: 0.16 * s, height: 0.45 * s)
            // Opaque parts, faded as one, so the overlaps do not show.
            return [.group([.fill(.roundedRect(trunk, radius: 0.04 * s), .solid(color)),
                            .fill(.circle(center: p(0.5, 0.3), radius: 0.28 * s), .solid(color)),
                            .fill(.circle(center: p(0.3, 0.52), radius: 0.22 * s), .solid(color)),
                            .fill(.circle(center: p(0.7, 0.52), radius: 0.22 * s), .solid(color))], clip: nil, opacity: opacity)]
        }
        .frame(width: side, height: side)
    }

    /// Art placed in its box at the largest whole number of device pixels per art pixel.
    func picture(_ tree: TreeArt, maxPixel: Double) -> LayoutNode {
        let scale = Double(self.scale)
        return Picture { rect in [tree.placed(in: rect, scale: scale, maxPixel: maxPixel)] }
    }

    /// The session's tree on its ground tile, as the session screen draws it.
    func tileArt() throws -> TreeArt {
        try art.sessionTile(session, change: change)
    }

    /// The session's tree alone, cut to the rows it paints (both trees' while one changes into
    /// the next), so a small tree is centred in the island rather than sitting on its edge.
    private func treeArt() throws -> TreeArt {
        let sprite = ForestArt.treeSprite(stage: session.stage, withered: session.withered)
        let rows = change.map { max(ForestArt.paintedRows($0.from.sprite), ForestArt.paintedRows($0.to.sprite)) }
            ?? ForestArt.paintedRows(sprite)
        let x = IsometricGrid.tileWidth / 2, y = rows - 1
        let commands = try change.map { try art.change($0, x: x, y: y) } ?? [try art.stand(sprite, x: x, y: y)]
        return TreeArt(width: IsometricGrid.tileWidth, height: rows, commands: commands)
    }
}
