import Foundation
import Terrarium

/// The `session` scene: the tree at its stage inside the progress ring, the countdown in tabular
/// digits, what the session is doing, and its buttons (a phone screen).
struct ForestSessionScreen {
    let state: ForestState
    let style: ForestStyle
    let art: ForestArt
    let size: Size

    /// Points per art pixel for the big tree: a whole number, so at every scale an art pixel is
    /// a whole block of device pixels.
    static let treePixel = 4.0

    func scene() throws -> Scene {
        var scene = Scene(size: size)
        let bounds = Rect(size: size)
        scene.fill(.rect(bounds), .vertical(bounds, style.color(.backgroundTop), style.color(.backgroundBottom)))
        let session = state.session
        let midX = (size.width / 2).rounded(.down)
        let tint: ForestStyle.Role = switch session?.status {
        case .paused?: .paused
        case .abandoned?: .withered
        default: .accent
        }

        // Title and status.
        let top = 64.0
        scene.text(TextBlock("Focus", font: style.font(.title), color: style.color(.textPrimary),
                             frame: Rect(x: 20, y: top, width: size.width - 40, height: 36), alignment: .center))
        scene.text(TextBlock(statusLine, font: style.font(.headline), color: style.color(tint),
                             frame: Rect(x: 20, y: top + 40, width: size.width - 40, height: 24), alignment: .center))

        // The ring and the tree inside it.
        let center = Point(midX, (top + 80 + 170).rounded(.down))
        let radius = 150.0
        scene.fill(.circle(center: center, radius: radius - 12), .solid(style.color(.card)))
        let track = StrokeStyle(width: 10, cap: .round)
        scene.stroke(.circle(center: center, radius: radius), .solid(style.color(.ringTrack)), track)
        let fraction = session.map { 1 - Double($0.remaining) / FocusSession.length } ?? 0
        if fraction > 0 {
            let start = -Double.pi / 2
            let arc = fraction >= 1 ? Path.circle(center: center, radius: radius)
                : Path { $0.arc(center: center, radius: radius, start: start, end: start + fraction * 2 * .pi) }
            scene.stroke(arc, .solid(style.color(tint)), track)
        }
        scene.add(try treeLayer(center: center))

        // Countdown, caption, buttons.
        let clockY = center.y + radius + 36
        let seconds = session?.remaining ?? Int(FocusSession.length)
        scene.text(TextBlock(ForestRules.countdown(seconds), font: style.font(.countdown), color: style.color(.textPrimary),
                             frame: Rect(x: 20, y: clockY, width: size.width - 40, height: 88), alignment: .center))
        scene.text(TextBlock(caption, font: style.font(.body), color: style.color(.textSecondary),
                             frame: Rect(x: 40, y: clockY + 94, width: size.width - 80, height: 44), alignment: .center,
                             maxLines: 2))
        let buttonY = size.height - 178
        let (primary, secondary) = buttons
        let button = Rect(x: 40, y: buttonY, width: size.width - 80, height: 54)
        scene.fill(.roundedRect(button, radius: 27), .solid(style.color(tint == .withered ? .accent : tint)))
        scene.text(TextBlock(primary, font: style.font(.button), color: style.color(.onAccent), frame: button,
                             alignment: .center, verticalAlignment: .center))
        if let secondary {
            scene.text(TextBlock(secondary, font: style.font(.button), color: style.color(.textSecondary),
                                 frame: Rect(x: 40, y: buttonY + 62, width: size.width - 80, height: 44),
                                 alignment: .center, verticalAlignment: .center))
        }
        let stats = state.stats
        let today = "Today \(stats.todayCount) \(stats.todayCount == 1 ? "tree" : "trees")  ·  Streak \(stats.streak) \(stats.streak == 1 ? "day" : "days")"
        scene.text(TextBlock(today, font: style.font(.caption), color: style.color(.textSecondary),
                             frame: Rect(x: 20, y: size.height - 58, width: size.width - 40, height: 20), alignment: .center))
        return scene
    }

    /// The tree on its own ground tile, drawn at `treePixel` points per art pixel and centred
    /// in the ring. With no session, a seed waits on the bare tile.
    private func treeLayer(center: Point) throws -> DrawCommand {
        // A 32 x (47 + 16 + sides) art block: the tree rises 47 px above the tile's centre.
        let rise = ForestArt.treeRise, tileTop = rise - 8
        let width = IsometricGrid.tileWidth, height = tileTop + 16 + ForestArt.sideDepth
        let grid = IsometricGrid(columns: 1, rows: 1, originX: width / 2, originY: tileTop)
        var commands = try art.ground(grid)
        if let session = state.session {
            let (x, y) = grid.center(col: 0, row: 0)
            commands.append(try art.stand(ForestArt.treeSprite(stage: session.stage, withered: session.withered), x: x, y: y))
        }
        let k = Self.treePixel
        let originX = (center.x - Double(width) * k / 2).rounded(.down)
        // The whole block (the tallest tree on its tile) is centred in the ring.
        let originY = (center.y - Double(height) * k / 2).rounded(.down)
        return .pixelArt(PixelArtLayer(width: width, height: height, origin: Point(originX, originY), pixelSize: k,
                                       commands: commands))
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

    private var caption: String {
        guard let session = state.session else { return "25 minutes of focus grows one tree." }
        return switch session.status {
        case .running: "Stay with it. Leaving now withers the tree."
        case .paused: "The timer waits while you are paused."
        case .completed: "Your tree has joined the forest."
        case .abandoned: "The session ended early, so this tree withered."
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
