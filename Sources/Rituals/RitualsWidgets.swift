import Foundation
import Terrarium

/// The home-screen widget in its three families (PRD 3.6): today's completion ring, the
/// streak, the time of day, what is next, and the next ritual.
struct RitualsWidgets {
    let rules: RitualsRules
    let size: Size
    var painter: RitualsPainter

    private var text: RitualsText { painter.text }
    private var rate: Double? { rules.todayProgress.rate }

    func slotIcon(_ slot: DaySlot) -> RitualIcon {
        switch slot {
        case .morning: .morning
        case .midday: .midday
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        }
    }

    private mutating func background() {
        painter.fill(.rect(Rect(size: size)), painter.style.color(.card))
    }

    /// The ring with today's percentage inside, or a dash when nothing is due. Today's ring is
    /// the accent until everything is done (green); the grey of a low day is History's.
    private mutating func todayRing(center: Point, radius: Double, width: Double, font: RitualsStyle.FontToken) {
        painter.ring(center: center, radius: radius, width: width, fraction: rate ?? 0,
                     color: painter.style.color((rate ?? 0) >= 1 ? .success : .accent))
        let label = rate.map(text.percent) ?? text.noData
        painter.label(label, font, .textPrimary,
                      Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2),
                      alignment: .center, vertical: .center)
    }

    mutating func small() -> Scene {
        background()
        let pad = 16.0
        painter.label(text.today, .footnote, .textSecondary, Rect(x: pad, y: 12, width: size.width - 2 * pad - 22, height: 18))
        painter.icon(slotIcon(rules.slot), in: Rect(x: size.width - pad - 18, y: 12, width: 18, height: 18), color: .accent)
        todayRing(center: Point(size.width / 2, 82), radius: 38, width: 9, font: .ringNumber)
        let footer = rules.input.rituals.isEmpty ? text.noRituals : text.streak(rules.currentStreak)
        painter.label(footer, .footnote, .textSecondary, Rect(x: 10, y: size.height - 34, width: size.width - 20, height: 18),
                      alignment: .center)
        return Scene(size: size, commands: painter.commands)
    }

    mutating func medium() -> Scene {
        background()
        let pad = 16.0, left = 150.0
        painter.label(text.today, .footnote, .textSecondary, Rect(x: pad, y: 12, width: left - pad, height: 18))
        todayRing(center: Point(pad + 58, 84), radius: 44, width: 10, font: .ringNumber)
        let progress = rules.todayProgress
        if progress.due > 0 {
            painter.label(text.doneOf(progress.done, progress.due), .caption, .textSecondary,
                          Rect(x: pad - 4, y: 138, width: 124, height: 16), alignment: .center)
        }
        let x = left + 8, width = size.width - x - pad
        painter.chip(text.timeName(RitualTime(slot: rules.slot)), icon: slotIcon(rules.slot), origin: Point(x, 12), maxWidth: width)
        nextList(x: x, y: 46, width: width, rows: 3, rowHeight: 30, detail: false)
        return Scene(size: size, commands: painter.commands)
    }

    mutating func large() -> Scene {
        background()
        let pad = 16.0
        todayRing(center: Point(pad + 46, 62), radius: 42, width: 10, font: .stat)
        let x = pad + 108, width = size.width - x - pad
        painter.label(text.longDay(rules.todayDate), .headline, .textPrimary, Rect(x: x, y: 16, width: width, height: 20))
        let progress = rules.todayProgress
        var line = 38.0
        if progress.due > 0 {
            painter.label(text.doneOf(progress.done, progress.due), .footnote, .textSecondary, Rect(x: x, y: line, width: width, height: 18))
            line += 19
        }
        painter.label(text.streak(rules.currentStreak), .footnote, .accentDark, Rect(x: x, y: line, width: width, height: 18))
        painter.chip(text.timeName(RitualTime(slot: rules.slot)), icon: slotIcon(rules.slot), origin: Point(x, line + 23), maxWidth: width)
        painter.fill(.rect(Rect(x: pad, y: 116, width: size.width - 2 * pad, height: 1)), painter.style.color(.divider))
        nextList(x: pad, y: 124, width: size.width - 2 * pad, rows: 4, rowHeight: 35, detail: true)
        nextRitualPanel(Rect(x: pad, y: size.height - pad - 58, width: size.width - 2 * pad, height: 58))
        return Scene(size: size, commands: painter.commands)
    }

    /// "Next up" and its habits, as many as `rows` (the widget never overflows), or the reason
    /// there are none.
    private mutating func nextList(x: Double, y: Double, width: Double, rows: Int, rowHeight: Double, detail: Bool) {
        painter.label(text.nextUp, .caption, .textTertiary, Rect(x: x, y: y, width: width, height: 16))
        let habits = rules.nextHabits(limit: rows)
        guard !habits.isEmpty else {
            let (message, hint): (String, String?) = switch rules.emptyReason ?? .noRituals {
            case .noRituals: (text.noRituals, detail ? nil : text.createRitual)  // large says it below
            case .allDone: (text.allDone, nil)
            case .noneForNow: (text.noneForNow, nil)
            }
            let lines = painter.width(message, .headline) > width ? 2 : 1
            painter.label(message, .headline, .textPrimary, Rect(x: x, y: y + 22, width: width, height: 20 * Double(lines)), lines: lines)
            if let hint {
                painter.label(hint, .footnote, .textSecondary, Rect(x: x, y: y + 30 + 20 * Double(lines), width: width, height: 36),
                              lines: 2)
            }
            return
        }
        for (index, ref) in habits.enumerated() {
            let top = y + 20 + Double(index) * rowHeight
            let badge = detail ? 28.0 : 24.0
            painter.fill(.circle(center: Point(x + badge / 2, top + rowHeight / 2), radius: badge / 2), painter.style.color(.accentSoft))
            let inset = badge * 0.2
            painter.icon(ref.habit.symbol, in: Rect(x: x + inset, y: top + rowHeight / 2 - badge / 2 + inset,
                                                    width: badge - 2 * inset, height: badge - 2 * inset), color: .accent)
            let tx = x + badge + 10, tw = width - badge - 10
            if detail {
                painter.label(ref.habit.title, .body, .textPrimary, Rect(x: tx, y: top + 2, width: tw, height: 19))
                let context = "\(ref.ritual.title) · \(text.timeName(ref.ritual.time))"
                painter.label(context, .caption, .textSecondary, Rect(x: tx, y: top + 21, width: tw, height: 15))
            } else {
                painter.label(ref.habit.title, .body, .textPrimary, Rect(x: tx, y: top, width: tw, height: rowHeight),
                              vertical: .center)
            }
        }
    }

    /// A renewal prompt for a finished arc (FR-TODAY-05), else the next ritual and its arc.
    private mutating func nextRitualPanel(_ frame: Rect) {
        painter.label(text.nextRitual, .caption, .textTertiary, Rect(x: frame.minX, y: frame.minY - 20, width: frame.width, height: 16))
        painter.fill(.roundedRect(frame, radius: 12), painter.style.color(.backgroundAlt))
        let icon = Rect(x: frame.minX + 12, y: frame.midY - 13, width: 26, height: 26)
        let x = frame.minX + 50, width = frame.width - 62
        let title = Rect(x: x, y: frame.minY + 9, width: width, height: 20)
        let detail = Rect(x: x, y: frame.minY + 32, width: width, height: 16)
        if let finished = rules.completedArcs.first {
            // A finished arc asks to be renewed before anything else.
            let (ritual, status) = finished
            painter.icon(.review, in: icon, color: .accentSecondary)
            painter.label(ritual.title, .headline, .textPrimary, title)
            painter.label("\(text.arcComplete(status.arc.number)) · \(text.newArc)", .caption, .accentSecondary, detail)
        } else if let ritual = rules.nextRitual, let status = rules.status(of: ritual) {
            painter.icon(ritual.icon, in: icon, color: .accent)
            painter.label(ritual.title, .headline, .textPrimary, title)
            let line = "\(text.timeName(ritual.time)) · \(text.dayOf(status.dayIndex, status.arc.durationDays)) · "
                + text.daysRemaining(status.daysRemaining)
            painter.label(line, .caption, .textSecondary, detail)
        } else {
            painter.icon(.review, in: icon, color: .textTertiary)
            let message = switch rules.emptyReason ?? .allDone {
            case .noRituals: text.createRitual
            case .allDone: text.allDone
            case .noneForNow: text.noMoreToday
            }
            painter.label(message, .headline, .textSecondary, Rect(x: x, y: frame.minY, width: width, height: frame.height),
                          vertical: .center)
        }
    }
}
