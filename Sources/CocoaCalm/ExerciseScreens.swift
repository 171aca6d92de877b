import Foundation
import Terrarium
import TerrariumLayout

/// The `breathe` scene at time t: the blue circle at the pattern's scale, the instruction and
/// the repetition counter, in a modal sheet on the blue-purple gradient (seed/003, BreatheView).
struct BreatheScreen {
    let moment: BreathingPattern.Moment
    let t: Double
    let size: Size
    /// The reader's text size: at the accessibility sizes the words wrap and the screen scrolls.
    var typeSize: TypeSize = .large
    /// The circle's diameter at scale 1.0; at 1.5 it is 240 pt.
    static let baseDiameter = 160.0

    /// Top to bottom inside the safe area: the bar, the exercise's name, the circle (as large as
    /// the screen allows, up to its 268 pt halo, sized before the spacers), the instruction and
    /// rep, then how far through the exercise is. A short screen shrinks the circle.
    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let halo = style.color(.breathHalo), circle = style.color(.breathCircle)
        let scale = moment.scale
        let haloSide = Self.baseDiameter * 1.5 + 28
        return VStack(alignment: 0.5, spacing: 0) {
            ui.navigationBar("Breathe")
            Spacer(minLength: 12).frame(maxHeight: 26)
            ui.text("Quick Reset", .title2, .textPrimary, alignment: .center, shrink: 0.8).id("title")
            ui.text("3 breaths in, 3 breaths out", .subheadline, .textSecondary, alignment: .center, shrink: 0.9)
                .id("subtitle").padding(EdgeInsets(top: 4))
            Spacer(minLength: 16)
            // The halo is the circle's largest size plus 14 pt; the circle scales inside it.
            Shape(ideal: Size(haloSide, haloSide)) { rect in
                let center = Point(rect.midX, rect.midY), unit = rect.width / haloSide
                return [.fill(.circle(center: center, radius: rect.width / 2), .solid(halo)),
                        .fill(.circle(center: center, radius: Self.baseDiameter * scale / 2 * unit), .solid(circle))]
            }
            .aspectRatio(1).frame(maxWidth: haloSide, maxHeight: haloSide).layoutPriority(1).id("circle")
            // The instruction stays with the circle; the room left goes above and below them.
            Spacer(minLength: 16).frame(maxHeight: 30)
            // The words that change with the time stay on one line (shrinking if they must), so
            // the screen is one height at every moment of the exercise.
            ui.text(moment.instruction, .instruction, .textPrimary, alignment: .center, shrink: 0.8, wraps: false, steady: true)
                .id("instruction")
            ui.text("Rep: \(moment.rep)/\(BreathingPattern.repetitions)", .body, .textSecondary, alignment: .center, wraps: false,
                    steady: true)
                .id("rep").padding(EdgeInsets(top: 8))
            Spacer(minLength: 16)
            progress(style)
            ui.text(moment.finished ? "Exercise complete" : "About 30 seconds", .footnote, .textSecondary, alignment: .center,
                    wraps: false, steady: true)
                .id("duration").padding(EdgeInsets(top: 10))
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(20, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        // The whole screen, or the whole content when a large text size makes it scroll.
        .background { rect in [.fill(.rect(rect), style.calmBackground(rect))] }
    }

    /// How far through the ~30 s exercise: a 6 pt track, 40 pt in from each side.
    private func progress(_ style: CalmStyle) -> LayoutNode {
        let done = min(1, t / BreathingPattern.total)
        let track = style.color(.track), fill = style.color(.progress)
        return Shape { rect in
            var commands: [DrawCommand] = [.fill(.roundedRect(rect, radius: 3), .solid(track))]
            if done > 0 {
                let filled = Rect(x: rect.minX, y: rect.minY, width: max(6, rect.width * done), height: rect.height)
                commands.append(.fill(.roundedRect(filled, radius: 3), .solid(fill)))
            }
            return commands
        }
        .frame(height: 6).padding(EdgeInsets(horizontal: 40)).id("progress")
    }
}

/// The `meditate` scene at time t: the phase, the 48 pt light monospaced timer, the phase's
/// instruction, the eight phases as a bar, and the stop control (seed/003, MeditateView).
struct MeditateScreen {
    let moment: MeditationPlan.Moment
    let t: Double
    let size: Size
    /// The reader's text size: at the accessibility sizes the words wrap and the screen scrolls.
    var typeSize: TypeSize = .large

    /// The dial's side at most: 120 pt of radius.
    static let dialSide = 240.0

    /// Top to bottom inside the safe area: the bar, the phase, the dial with the countdown (as
    /// large as the screen allows, up to 240 pt), the instruction, the eight phases as a bar,
    /// and the start/stop control. A short screen shrinks the dial.
    func layout(style: CalmStyle, safeArea: ScreenInsets) -> LayoutNode {
        let ui = CalmLayout(style: style, accessible: typeSize.isAccessibilitySize)
        let phase = moment.phase
        let card = style.color(.card), accent = style.color(.progress)
        let instruction = moment.finished ? "Session complete" : phase.instruction
        return VStack(alignment: 0.5, spacing: 0) {
            ui.navigationBar("Meditate")
            Spacer(minLength: 12).frame(maxHeight: 52)
            // At an accessibility size in the room the widest number takes (its lines may differ).
            ui.reserving(ui.text(Self.phaseLine(phase.number), .subheadline, .textSecondary, alignment: .center, shrink: 0.9).id("phase"),
                         for: MeditationPlan.phases.map { ui.text(Self.phaseLine($0.number), .subheadline, .textSecondary,
                                                                  alignment: .center, shrink: 0.9) })
            // At an accessibility size the name wraps, in the room the longest name needs.
            // "Environmental" alone is wider than a small screen at AX5's 69 pt: the name may
            // shrink further there than its 0.8.
            ui.reserving(ui.text(moment.finished ? "Complete" : phase.name, .title2, .textPrimary, alignment: .center,
                                 shrink: ui.accessible ? 0.6 : 0.8).id("phase-name"),
                         for: MeditationPlan.phases.map { ui.text($0.name, .title2, .textPrimary, alignment: .center, shrink: 0.6) })
                .padding(EdgeInsets(top: 4))
            Spacer(minLength: 16)
            insideDial(VStack(alignment: 0.5, spacing: 2) {
                // Inside the dial at an accessibility size the clock may shrink a little further.
                ui.text(MeditationPlan.clock(moment.remaining), .timer, .textPrimary, alignment: .center,
                        shrink: ui.accessible ? 0.5 : 0.6, wraps: false)
                    .id("timer")
                ui.text("remaining", .footnote, .textSecondary, alignment: .center).id("remaining")
            }, ui)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { rect in [.fill(.circle(center: Point(rect.midX, rect.midY), radius: rect.width / 2), .solid(card))] }
            .aspectRatio(1).frame(maxWidth: Self.dialSide, maxHeight: Self.dialSide).layoutPriority(1).id("dial")
            // The instruction stays with the dial; the room left goes above and below them.
            Spacer(minLength: 16).frame(maxHeight: 30)
            ui.reserving(ui.text(instruction, .instruction, .textPrimary, alignment: .center, lines: 2, shrink: 0.8, balanced: true)
                            .id("instruction"),
                         for: (MeditationPlan.phases.map(\.instruction) + ["Session complete"]).map {
                             ui.text($0, .instruction, .textPrimary, alignment: .center, lines: 2, shrink: 0.8)
                         }, alignment: .center)
                .padding(EdgeInsets(horizontal: 10))
            Spacer(minLength: 16).frame(maxHeight: 30)
            phaseBar(style)
            phaseRemaining(ui).padding(EdgeInsets(top: 10))
            Spacer(minLength: 16)
            Shape { rect in
                let center = Point(rect.midX, rect.midY)
                var commands: [DrawCommand] = [.fill(.circle(center: center, radius: rect.width / 2), .solid(accent))]
                if moment.finished {
                    commands += CalmIcon.play.commands(in: rect.insetBy(dx: 20, dy: 20), color: style.color(.onAccent))
                } else {
                    commands.append(.fill(.roundedRect(Rect(x: center.x - 11, y: center.y - 11, width: 22, height: 22), radius: 4),
                                          .solid(.white)))
                }
                return commands
            }
            .frame(width: 72, height: 72).id("control")
            ui.text(moment.finished ? "Start again" : "Stop", .subheadline, .textSecondary, alignment: .center, wraps: false,
                    steady: true)
                .id("control-label").padding(EdgeInsets(top: 10))
        }
        .padding(EdgeInsets(top: safeArea.top, leading: CalmStyle.padding, bottom: max(20, safeArea.bottom + 8),
                            trailing: CalmStyle.padding))
        // The whole screen, or the whole content when a large text size makes it scroll.
        .background { rect in [.fill(.rect(rect), style.calmBackground(rect))] }
    }

    /// "Phase 3 of 8".
    static func phaseLine(_ number: Int) -> String { "Phase \(number) of \(MeditationPlan.phases.count)" }

    /// The countdown in the dial. At an accessibility size the clock would reach the circle's
    /// edge: it keeps within the middle five sixths, shrinking if it must.
    private func insideDial(_ clock: LayoutNode, _ ui: CalmLayout) -> LayoutNode {
        ui.accessible ? clock.padding(EdgeInsets(horizontal: Self.dialSide / 12)) : clock
    }

    /// How long the phase has left. At an accessibility size the clock has a line of its own
    /// and the words wrap under it: their lines never depend on the clock's digits, so the
    /// screen is one height all session.
    private func phaseRemaining(_ ui: CalmLayout) -> LayoutNode {
        let clock = MeditationPlan.clock(moment.phaseRemaining)
        guard ui.accessible else {
            return ui.text("\(clock) left in this phase", .footnote, .textSecondary, alignment: .center).id("phase-remaining")
        }
        return VStack(alignment: 0.5, spacing: 0) {
            ui.text(clock, .footnote, .textSecondary, alignment: .center, wraps: false, steady: true).id("phase-remaining")
            ui.text("left in this phase", .footnote, .textSecondary, alignment: .center).id("phase-remaining-words")
        }
    }

    /// The eight phases, each as long as its share of the session, 4 pt apart, filled as far
    /// as the session has gone.
    private func phaseBar(_ style: CalmStyle) -> LayoutNode {
        let track = style.color(.track), fill = style.color(.progress), t = self.t
        return Shape { bar in
            let gap = 4.0
            let usable = bar.width - gap * Double(MeditationPlan.phases.count - 1)
            var x = bar.minX, start = 0.0
            var commands: [DrawCommand] = []
            for p in MeditationPlan.phases {
                let w = usable * Double(p.seconds) / Double(MeditationPlan.total)
                commands.append(.fill(.roundedRect(Rect(x: x, y: bar.minY, width: w, height: bar.height), radius: 4), .solid(track)))
                let filled = min(1, max(0, (t - start) / Double(p.seconds)))
                if filled > 0 {
                    let part = Rect(x: x, y: bar.minY, width: max(bar.height, w * filled), height: bar.height)
                    commands.append(.fill(.roundedRect(part, radius: 4), .solid(fill)))
                }
                x += w + gap
                start += Double(p.seconds)
            }
            return commands
        }
        .frame(height: 8).id("phases")
    }
}
