import Foundation
import Terrarium
import TerrariumLayout

/// What the Live Activity and the quick-breath accessories say, as pure functions (table-tested).
///
/// The document plans widgets for a later phase and says nothing of Live Activities or the lock
/// screen; these words are Terrarium's, built from the document's own: the meditation's phases,
/// names, instructions and MM:SS countdown, the breathing exercise's "3 inhales, 3 exhales"
/// quick reset of about 30 seconds.
enum CalmActivityRules {
    /// How far the meditation has come, 0 to 1.
    static func progress(_ moment: MeditationPlan.Moment) -> Double {
        let total = Double(MeditationPlan.total)
        return min(1, max(0, (total - Double(moment.remaining)) / total))
    }

    /// The phase line, as the meditate screen words it: "Phase 4 of 8"; the last phase stays
    /// at the end.
    static func phaseLine(_ moment: MeditationPlan.Moment) -> String {
        "Phase \(moment.phase.number) of \(MeditationPlan.phases.count)"
    }

    /// The phase's name, or "Complete".
    static func title(_ moment: MeditationPlan.Moment) -> String { moment.finished ? "Complete" : moment.phase.name }

    /// The instruction, or the end's words (the meditate screen's).
    static func instruction(_ moment: MeditationPlan.Moment) -> String {
        moment.finished ? "Session complete" : moment.phase.instruction
    }

    /// The compact island's trailing word: the countdown, "Done" at the end.
    static func compact(_ moment: MeditationPlan.Moment) -> String {
        moment.finished ? "Done" : MeditationPlan.clock(moment.remaining)
    }

    /// The quick reset's length as the document rounds it: about 30 seconds.
    static let breathSeconds = Int(BreathingPattern.total.rounded(.down))
    /// The accessory's detail line: the pattern and its length.
    static let breathDetail = "3 in, 3 out · \(breathSeconds) s"
    /// The inline accessory's one line.
    static let breathInline = "Quick breath · \(breathSeconds) s"
}

/// The `live-activity` scene: the meditation timer running, as a Live Activity on the lock
/// screen and in the Dynamic Island (compact, minimal, expanded).
///
/// The lock screen's platter is the audio guide's warm brown gradient with its swirling
/// circles, the cream words on it, 14 pt in from its edges (HIG). The island is the system's
/// black: the same cream words and the circles, faint, in the expanded island; its top middle
/// is left clear for the sensors, and the compact island's middle is the sensors themselves.
struct CalmLiveActivity {
    let moment: MeditationPlan.Moment
    /// Seconds into the session: where the swirl's circles stand.
    let t: Double
    let size: Size
    let style: CalmStyle

    /// The reader's text size: the platter and the expanded island take their larger-text
    /// form at the accessibility sizes (`CalmActivityTypeRules`).
    var typeSize: TypeSize = .large

    static let margin = 14.0

    func layout(_ family: WidgetFamily) -> LayoutNode {
        if let parts = CalmActivityTypeRules.parts(family, typeSize: typeSize) {
            return largeTextLayout(family, parts: parts)
        }
        return switch family {
        case .islandCompact: compact()
        case .islandMinimal: minimal()
        case .islandExpanded: expanded()
        default: lockScreen()  // activity-lock-screen; the scene declares no other family
        }
    }

    var ui: CalmLayout { CalmLayout(style: style) }

    /// The platter: the badge, the phase and its instruction, the countdown trailing, the
    /// eight phases along the bottom.
    private func lockScreen() -> LayoutNode {
        let background = Paint.vertical(Rect(size: size), style.color(.audioTop), style.color(.audioBottom))
        let swirl = swirlCommands(color: style.color(.audioSwirl))
        return VStack(alignment: 0, spacing: 10) {
            HStack(alignment: 0.5, spacing: 12) {
                badge(side: 44)
                VStack(alignment: 0, spacing: 2) {
                    ui.text("Meditate · " + CalmActivityRules.phaseLine(moment), .footnote, .onAudioSecondary)
                        .minimumScaleFactor(0.85).id("phase")
                    ui.text(CalmActivityRules.title(moment), .headline, .onAudio).minimumScaleFactor(0.8).id("title")
                    ui.text(CalmActivityRules.instruction(moment), .footnote, .onAudio).lineLimit(2).minimumScaleFactor(0.85)
                        .id("instruction")
                }
                .layoutPriority(1)
                Spacer(minLength: 8)
                VStack(alignment: 1, spacing: 0) {
                    Text(MeditationPlan.clock(moment.remaining), font: style.font(.timer).withSize(32), color: style.color(.onAudio),
                         alignment: .trailing).minimumScaleFactor(0.7).id("timer")
                    ui.text("remaining", .footnote, .onAudioSecondary, alignment: .trailing).id("remaining")
                }
                .layoutPriority(2)
            }
            phaseBar(track: style.color(.onAudio).withAlpha(0.25), fill: style.color(.onAudio)).id("phases")
        }
        .padding(Self.margin)
        .frame(width: size.width)
        .background { rect in [.fill(.rect(rect), background), .group(swirl, clip: .rect(rect), opacity: 1)] }
    }

    /// Beside the sensors: the meditating figure leading, the countdown trailing.
    private func compact() -> LayoutNode {
        let part = max(0, (size.width - LiveActivitySizes.sensorWidth) / 2)
        return HStack(alignment: 0.5, spacing: 0) {
            ui.icon(.meditate, side: 24, .onAudioSecondary).padding(EdgeInsets(leading: 12))
                .frame(width: part, alignment: .leading).id("leading")
            Spacer().frame(width: LiveActivitySizes.sensorWidth)
            Text(CalmActivityRules.compact(moment), font: style.font(.timer).withSize(15), color: style.color(.onAudio),
                 alignment: .trailing)
                .minimumScaleFactor(0.75).id("trailing")
                .padding(EdgeInsets(trailing: 10)).frame(width: part, alignment: .trailing)
        }
        .frame(width: size.width, height: size.height)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
    }

    /// Beside another Live Activity: the session's ring around the figure.
    private func minimal() -> LayoutNode {
        let fraction = CalmActivityRules.progress(moment)
        let track = style.color(.onAudio).withAlpha(0.25), fill = style.color(.onAudio), figure = style.color(.onAudioSecondary)
        return Picture { rect in
            let center = Point(rect.midX, rect.midY)
            let radius = min(rect.width, rect.height) / 2 - 4.5
            let commands = DrawCommand.progressRing(center: center, radius: radius, width: 3, fraction: fraction,
                                                    track: track, fill: fill)
            let glyph = radius * 1.2
            return commands + CalmIcon.meditate.commands(in: Rect(x: center.x - glyph / 2, y: center.y - glyph / 2, width: glyph, height: glyph),
                                                          color: figure)
        }
        .id("ring")
        .frame(width: size.width, height: size.height)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor))] }
    }

    /// Touched and held: the badge leading and the countdown trailing, either side of the
    /// sensors; the phase under them; the instruction and the eight phases along the bottom.
    private func expanded() -> LayoutNode {
        let swirl = swirlCommands(color: style.color(.audioSwirl))
        return VStack(alignment: 0.5, spacing: 8) {
            HStack(alignment: 0.5, spacing: 0) {
                badge(side: 44)
                Spacer(minLength: LiveActivitySizes.sensorWidth + 24)
                VStack(alignment: 1, spacing: 0) {
                    Text(MeditationPlan.clock(moment.remaining), font: style.font(.timer).withSize(32), color: style.color(.onAudio),
                         alignment: .trailing).minimumScaleFactor(0.7).id("timer")
                    ui.text("remaining", .footnote, .onAudioSecondary, alignment: .trailing).id("remaining")
                }
            }
            VStack(alignment: 0.5, spacing: 2) {
                ui.text(CalmActivityRules.title(moment), .headline, .onAudio, alignment: .center).minimumScaleFactor(0.8).id("title")
                ui.text(CalmActivityRules.instruction(moment), .footnote, .onAudioSecondary, alignment: .center).lineLimit(2)
                    .minimumScaleFactor(0.85).balanced().id("instruction")
            }
            phaseBar(track: style.color(.onAudio).withAlpha(0.25), fill: style.color(.onAudio)).id("phases")
        }
        .padding(EdgeInsets(top: 10, leading: 22, bottom: 18, trailing: 22))
        .frame(width: size.width)
        .background { rect in [.fill(.rect(rect), .solid(dynamicIslandColor)), .group(swirl, clip: .rect(rect), opacity: 0.6)] }
    }

    /// The meditating figure on a cream disc at 15 %.
    func badge(side: Double) -> LayoutNode {
        ui.badge(.meditate, side: side, .onAudio).id("badge")
    }

    /// The audio guide's swirling circles, laid out for a square as wide as the platter and
    /// centred on it, at the session's time (their loop, 6 s, divides its 300 s).
    func swirlCommands(color: Color) -> [DrawCommand] {
        let square = Size(size.width, size.width)
        let shift = (LiveActivitySizes.maximumHeight / 2 + 10) - size.width / 2
        return AudioSwirl.circles(at: t, in: square).map { circle in
            .fill(.circle(center: Point(circle.center.x, circle.center.y + shift), radius: circle.radius * 0.5), .solid(color))
        }
    }

    /// The eight phases, each as long as its share of the session, filled as far as it has gone.
    func phaseBar(track: Color, fill: Color) -> LayoutNode {
        let t = moment.finished ? Double(MeditationPlan.total) : Double(MeditationPlan.total - moment.remaining)
        return Shape { bar in
            let gap = 3.0
            let usable = bar.width - gap * Double(MeditationPlan.phases.count - 1)
            var x = bar.minX, start = 0.0
            var commands: [DrawCommand] = []
            for p in MeditationPlan.phases {
                let w = usable * Double(p.seconds) / Double(MeditationPlan.total)
                let radius = bar.height / 2
                commands.append(.fill(.roundedRect(Rect(x: x, y: bar.minY, width: w, height: bar.height), radius: radius), .solid(track)))
                let filled = min(1, max(0, (t - start) / Double(p.seconds)))
                if filled > 0 {
                    let part = Rect(x: x, y: bar.minY, width: max(bar.height, w * filled), height: bar.height)
                    commands.append(.fill(.roundedRect(part, radius: radius), .solid(fill)))
                }
                x += w + gap
                start += Double(p.seconds)
            }
            return commands
        }
        .frame(maxWidth: .infinity).frame(height: 6)
    }
}

/// The `widget` scene's lock-screen accessories: the quick breath (the SOS modal's Breathe, the
/// document's quick reset), drawn as iOS draws accessory widgets, in one colour: white at full
/// or partial opacity over nothing.
struct CalmQuickBreath {
    let size: Size
    let style: CalmStyle
    /// The reader's text size: the rectangle keeps its title alone at the accessibility sizes
    /// (`CalmWidgetTypeRules`); the circle and the line are drawn at fixed sizes.
    var typeSize: TypeSize = .large

    func layout(_ family: WidgetFamily) -> LayoutNode {
        let white = Color.white
        if let forms = CalmWidgetTypeRules.forms(family, typeSize: typeSize) {
            // "Quick breath" on one line, as large as the rectangle's width holds (two lines at
            // the reader's size would overrun its 68 pt); then the action where it fits.
            return ViewThatFits(in: .both) {
                for form in forms {
                    VStack(alignment: 0, spacing: 2) {
                        Text("Quick breath", font: style.font(.headline), color: white).minimumScaleFactor(0.5).id("title")
                        if form.contains(.breathAction) {
                            Text("Tap to breathe", font: style.font(.subheadline), color: white.withAlpha(0.8))
                                .minimumScaleFactor(0.8).id("action")
                        }
                    }
                }
            }
            .padding(EdgeInsets(leading: 2, trailing: 2))
            .frame(width: size.width, height: size.height, alignment: .leading)
        }
        switch family {
        case .accessoryCircular:
            return VStack(alignment: 0.5, spacing: 2) {
                glyph(side: 30, white).id("glyph")
                Text("Breathe", font: style.font(.headline).withSize(12), color: white, alignment: .center)
                    .minimumScaleFactor(0.8).id("label")
            }
            .frame(width: size.width, height: size.height)
            .background { rect in
                let center = Point(rect.midX, rect.midY), radius = min(rect.width, rect.height) / 2 - 2
                return [.stroke(.circle(center: center, radius: radius), .solid(white.withAlpha(0.35)), StrokeStyle(width: 3))]
            }
        case .accessoryInline:
            return HStack(alignment: 0.5, spacing: 4) {
                glyph(side: 16, white).id("glyph")
                Text(CalmActivityRules.breathInline, font: style.font(.headline).withSize(15), color: white)
                    .minimumScaleFactor(0.8).id("line")
                Spacer(minLength: 0)
            }
            .frame(width: size.width, height: size.height)
        default:  // accessory-rectangular
            return VStack(alignment: 0, spacing: 2) {
                HStack(alignment: 0.5, spacing: 6) {
                    glyph(side: 20, white).id("glyph")
                    Text("Quick breath", font: style.font(.headline), color: white).minimumScaleFactor(0.8).id("title")
                }
                Text(CalmActivityRules.breathDetail, font: style.font(.subheadline), color: white.withAlpha(0.8))
                    .minimumScaleFactor(0.8).id("detail")
                Text("Tap to breathe", font: style.font(.subheadline), color: white.withAlpha(0.8)).minimumScaleFactor(0.8).id("action")
            }
            .padding(EdgeInsets(leading: 2, trailing: 2))
            .frame(width: size.width, height: size.height, alignment: .leading)
        }
    }

    /// The wind, the SOS button's glyph.
    private func glyph(side: Double, _ color: Color) -> LayoutNode {
        Picture { rect in CalmIcon.sos.commands(in: rect, color: color) }.frame(width: side, height: side)
    }
}
