import Foundation
import Terrarium

/// The `breathe` scene at time t: the blue circle at the pattern's scale, the instruction and
/// the repetition counter, in a modal sheet on the blue-purple gradient (seed/003, BreatheView).
struct BreatheScreen {
    let moment: BreathingPattern.Moment
    let t: Double
    let size: Size
    /// The circle's diameter at scale 1.0; at 1.5 it is 240 pt.
    static let baseDiameter = 160.0

    func scene(_ painter: inout CalmPainter) {
        let pad = CalmStyle.padding, width = size.width - 2 * pad
        let bounds = Rect(size: size)
        painter.fill(.rect(bounds), painter.style.calmBackground(bounds))
        painter.navigationBar("Breathe", width: size.width)
        painter.text("Quick Reset", .title2, .textPrimary, Rect(x: pad, y: 124, width: width, height: 28), alignment: .center)
        painter.text("3 breaths in, 3 breaths out", .subheadline, .textSecondary, Rect(x: pad, y: 156, width: width, height: 20),
                     alignment: .center)

        let center = Point(size.width / 2, 410)
        let maxRadius = Self.baseDiameter * 1.5 / 2
        painter.fill(.circle(center: center, radius: maxRadius + 14), .breathHalo)
        painter.fill(.circle(center: center, radius: Self.baseDiameter * moment.scale / 2), .breathCircle)

        let below = center.y + maxRadius + 44
        painter.text(moment.instruction, .instruction, .textPrimary, Rect(x: pad, y: below, width: width, height: 30),
                     alignment: .center)
        painter.text("Rep: \(moment.rep)/\(BreathingPattern.repetitions)", .body, .textSecondary,
                     Rect(x: pad, y: below + 38, width: width, height: 24), alignment: .center)

        // How far through the ~30 s exercise.
        let track = Rect(x: pad + 40, y: size.height - 120, width: width - 80, height: 6)
        painter.fill(.roundedRect(track, radius: 3), .track)
        let done = min(1, t / BreathingPattern.total)
        if done > 0 {
            painter.fill(.roundedRect(Rect(x: track.minX, y: track.minY, width: max(6, track.width * done), height: 6), radius: 3),
                         .progress)
        }
        painter.text(moment.finished ? "Exercise complete" : "About 30 seconds", .footnote, .textSecondary,
                     Rect(x: pad, y: track.maxY + 10, width: width, height: 18), alignment: .center)
    }
}

/// The `meditate` scene at time t: the phase, the 48 pt light monospaced timer, the phase's
/// instruction, the eight phases as a bar, and the stop control (seed/003, MeditateView).
struct MeditateScreen {
    let moment: MeditationPlan.Moment
    let t: Double
    let size: Size

    func scene(_ painter: inout CalmPainter) {
        let pad = CalmStyle.padding, width = size.width - 2 * pad
        let bounds = Rect(size: size)
        painter.fill(.rect(bounds), painter.style.calmBackground(bounds))
        painter.navigationBar("Meditate", width: size.width)
        let phase = moment.phase
        painter.text("Phase \(phase.number) of \(MeditationPlan.phases.count)", .subheadline, .textSecondary,
                     Rect(x: pad, y: 150, width: width, height: 20), alignment: .center)
        painter.text(moment.finished ? "Complete" : phase.name, .title2, .textPrimary,
                     Rect(x: pad, y: 174, width: width, height: 28), alignment: .center)

        let dial = Point(size.width / 2, 360)
        painter.fill(.circle(center: dial, radius: 120), .card)
        painter.text(MeditationPlan.clock(moment.remaining), .timer, .textPrimary,
                     Rect(x: dial.x - 110, y: dial.y - 34, width: 220, height: 60), alignment: .center, vertical: .center)
        painter.text("remaining", .footnote, .textSecondary, Rect(x: dial.x - 80, y: dial.y + 28, width: 160, height: 18),
                     alignment: .center)

        let instruction = moment.finished ? "Session complete" : phase.instruction
        painter.text(instruction, .instruction, .textPrimary, Rect(x: pad + 10, y: 520, width: width - 20, height: 60),
                     alignment: .center, lines: 2)

        // The eight phases, each as long as its share of the session.
        let bar = Rect(x: pad, y: 628, width: width, height: 8)
        let gap = 4.0
        let usable = bar.width - gap * Double(MeditationPlan.phases.count - 1)
        var x = bar.minX, start = 0.0
        for p in MeditationPlan.phases {
            let w = usable * Double(p.seconds) / Double(MeditationPlan.total)
            let segment = Rect(x: x, y: bar.minY, width: w, height: bar.height)
            painter.fill(.roundedRect(segment, radius: 4), .track)
            let filled = min(1, max(0, (t - start) / Double(p.seconds)))
            if filled > 0 {
                painter.fill(.roundedRect(Rect(x: x, y: bar.minY, width: max(bar.height, w * filled), height: bar.height), radius: 4),
                             .progress)
            }
            x += w + gap
            start += Double(p.seconds)
        }
        painter.text("\(MeditationPlan.clock(moment.phaseRemaining)) left in this phase", .footnote, .textSecondary,
                     Rect(x: pad, y: bar.maxY + 10, width: width, height: 18), alignment: .center)

        // Start/stop: a stop control while it runs, start again once it is over.
        let control = Point(size.width / 2, size.height - 150)
        painter.fill(.circle(center: control, radius: 36), .progress)
        if moment.finished {
            painter.icon(.play, in: Rect(x: control.x - 16, y: control.y - 16, width: 32, height: 32), .onAccent)
        } else {
            painter.fill(.roundedRect(Rect(x: control.x - 11, y: control.y - 11, width: 22, height: 22), radius: 4),
                         .solid(.white))
        }
        painter.text(moment.finished ? "Start again" : "Stop", .subheadline, .textSecondary,
                     Rect(x: pad, y: control.y + 46, width: width, height: 20), alignment: .center)
    }
}
