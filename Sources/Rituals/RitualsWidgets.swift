import Foundation
import Terrarium
import TerrariumLayout

/// The home-screen widget in its three families (PRD 3.6): today's completion ring, the
/// streak, the time of day, what is next (up to four habits), and the next ritual.
///
/// Nothing has a fixed y: the ring shrinks to the widget, and where the habits do not fit,
/// the list gives up, in turn, a row, each row's second line, then more rows
/// (`ViewThatFits` takes the first that fits), so a 141 pt widget is never cut.
struct RitualsWidgets {
    let rules: RitualsRules
    let size: Size
    let ui: RitualsLayout

    private var text: RitualsText { ui.text }
    private var rate: Double? { rules.todayProgress.rate }
    private var slotIcon: RitualIcon { RitualsLayout.slotIcon(rules.slot) }
    private var slotName: String { text.timeName(RitualTime(slot: rules.slot)) }

    func layout(_ family: WidgetFamily) -> LayoutNode {
        let card = ui.style.color(.card)
        let content: LayoutNode = switch family {
        case .small: small()
        case .medium: medium()
        case .large: large()
        default: small()  // families the scene does not declare never reach here
        }
        return content
            .frame(width: size.width, height: size.height)
            .background { rect in [.fill(.rect(rect), .solid(card))] }
    }

    /// "Today" and the time of day's icon, the ring, and the streak (or "No rituals yet").
    /// Below 150 pt (375x667 and smaller) the margins and the ring's stroke are a little
    /// tighter, so a footer on two lines ("Série de 3 660 jours") leaves the ring room for
    /// its number.
    private func small() -> LayoutNode {
        let footer = rules.input.rituals.isEmpty ? text.noRituals : text.streak(rules.currentStreak)
        let tight = size.height < 150
        return VStack(alignment: 0, spacing: 0) {
            HStack(alignment: 0.5, spacing: 4) {
                ui.label(text.today, .footnote, .textSecondary).minimumScaleFactor(0.8).id("title")
                Spacer(minLength: 0)
                ui.icon(slotIcon, side: 18, .accent).id("time-icon")
            }
            Spacer(minLength: tight ? 2 : 4)
            ui.todayRing(rate, stroke: tight ? 8 : 9, font: .ringNumber, maxSide: 86).frame(maxWidth: .infinity).layoutPriority(1)
                .id("ring")
            Spacer(minLength: tight ? 4 : 6)
            ui.label(footer, .footnote, .textSecondary, alignment: .center).lineLimit(2).minimumScaleFactor(0.85).balanced().id("footer")
                .frame(maxWidth: .infinity)
        }
        .padding(tight ? EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12) : EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
    }

    /// The ring and "4 of 11 done" on the left; the time of day and the next habits on the right.
    private func medium() -> LayoutNode {
        let progress = rules.todayProgress
        let left = min(124, (size.width - 32) * 0.38)
        return HStack(alignment: 0, spacing: 14) {
            VStack(alignment: 0.5, spacing: 4) {
                ui.label(text.today, .footnote, .textSecondary).minimumScaleFactor(0.8).id("title")
                    .frame(maxWidth: .infinity, alignment: .leading)
                ui.todayRing(rate, stroke: 10, font: .ringNumber, maxSide: 98).layoutPriority(1).id("ring")
                if progress.due > 0 {
                    // "40 de 600 completados" gives way to "40/600" where the column is narrow.
                    ViewThatFits(in: .horizontal) {
                        ui.label(text.doneOf(progress.done, progress.due), .caption, .textSecondary, alignment: .center)
                            .minimumScaleFactor(0.9).id("done")
                        ui.label(text.doneFraction(progress.done, progress.due), .caption, .textSecondary, alignment: .center).id("done")
                    }
                }
            }
            .frame(width: left)
            .frame(maxHeight: .infinity)
            VStack(alignment: 0, spacing: 10) {
                ui.chip(slotName, icon: slotIcon)
                next(rows: [(3, false), (2, false), (1, false)], badge: 24, spacing: 6, hint: true).layoutPriority(1)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
    }

    /// The ring beside the day, what is done, the streak and the time of day; below a
    /// hairline, the next habits with their rituals; at the foot, the next ritual's panel.
    private func large() -> LayoutNode {
        let progress = rules.todayProgress
        return VStack(alignment: 0, spacing: 0) {
            HStack(alignment: 0.5, spacing: 14) {
                ui.todayRing(rate, stroke: 10, font: .stat, maxSide: 94).frame(width: 94, height: 94).id("ring")
                VStack(alignment: 0, spacing: 3) {
                    // "Sun, Nov 22" where "Sunday, November 22" would leave "22" alone on a line.
                    ViewThatFits(in: .horizontal) {
                        ui.label(text.longDay(rules.todayDate), .headline, .textPrimary).id("date")
                        ui.label(text.shortDay(rules.todayDate), .headline, .textPrimary).minimumScaleFactor(0.85).id("date")
                    }
                    if progress.due > 0 {
                        ui.label(text.doneOf(progress.done, progress.due), .footnote, .textSecondary).minimumScaleFactor(0.85).id("done")
                    }
                    ui.label(text.streak(rules.currentStreak), .footnote, .accentDark).minimumScaleFactor(0.85).id("streak")
                    ui.chip(slotName, icon: slotIcon).padding(EdgeInsets(top: 3))
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            ui.divider().padding(EdgeInsets(top: 8, bottom: 6)).id("divider")
            next(rows: [(4, true), (3, true), (4, false), (3, false), (2, true), (2, false), (1, false)], badge: 28, spacing: 2,
                 hint: false).layoutPriority(1)
            Spacer(minLength: 6)
            nextRitualPanel()
        }
        .padding(16)
    }

    /// "Next up" and as many of the next habits as fit, in the first of `rows` (a count and
    /// whether each row has its second line) that fits the height; or why there are none.
    private func next(rows forms: [(count: Int, detail: Bool)], badge: Double, spacing: Double, hint: Bool) -> LayoutNode {
        let habits = rules.nextHabits(limit: forms.map(\.count).max() ?? 1)
        // With fewer habits than a form's count, the form shows them all: one habit is still
        // shown with its second line where there is room.
        var shown: [(count: Int, detail: Bool)] = []
        for form in forms {
            let fitted = (count: min(form.count, habits.count), detail: form.detail)
            if !shown.contains(where: { $0 == fitted }) { shown.append(fitted) }
        }
        return VStack(alignment: 0, spacing: 4) {
            ui.label(text.nextUp, .caption, .textTertiary).minimumScaleFactor(0.85).id("next-up")
            if habits.isEmpty {
                empty(hint: hint)
            } else {
                ViewThatFits(in: .vertical) {
                    for form in shown {
                        VStack(alignment: 0, spacing: spacing) {
                            for (index, habit) in habits.prefix(form.count).enumerated() {
                                ui.habitRow(habit, badge: badge, detail: form.detail, index: index + 1)
                            }
                        }
                    }
                }
            }
        }
        .id("next")
    }

    /// Why nothing is next: no rituals yet (and, where there is room for it, how to start),
    /// everything done, or nothing for this time of day.
    private func empty(hint: Bool) -> LayoutNode {
        let (message, detail): (String, String?) = switch rules.emptyReason ?? .noRituals {
        case .noRituals: (text.noRituals, hint ? text.createRitual : nil)  // large says it in its panel
        case .allDone: (text.allDone, nil)
        case .noneForNow: (text.noneForNow, nil)
        }
        return VStack(alignment: 0, spacing: 4) {
            ui.label(message, .headline, .textPrimary).lineLimit(2).minimumScaleFactor(0.85).balanced().id("empty")
            if let detail {
                ui.label(detail, .footnote, .textSecondary).lineLimit(2).minimumScaleFactor(0.85).balanced().id("empty-hint")
            }
        }
        .padding(EdgeInsets(top: 2))
    }

    /// "Next ritual" over a panel: a renewal prompt for a finished arc (FR-TODAY-05), else the
    /// next ritual and where its arc stands, else why there is none.
    private func nextRitualPanel() -> LayoutNode {
        let panel = ui.style.color(.backgroundAlt)
        let body: LayoutNode
        if case let (ritual, status)? = rules.completedArcs.first {
            // A finished arc asks to be renewed before anything else.
            body = panelRow(icon: ui.icon(.review, side: 26, .accentSecondary), title: ritual.title, details: [
                "\(text.arcComplete(status.arc.number)) · \(text.newArc)", text.newArc,
            ], detailRole: .accentSecondary)
        } else if let ritual = rules.nextRitual, let status = rules.status(of: ritual) {
            let time = text.timeName(ritual.time), day = text.dayOf(status.dayIndex, status.arc.durationDays)
            let remaining = text.daysRemaining(status.daysRemaining)
            body = panelRow(icon: ui.icon(ritual.icon, side: 26, .accent), title: ritual.title, details: [
                "\(time) · \(day) · \(remaining)", "\(day) · \(remaining)", remaining,
            ], detailRole: .textSecondary)
        } else {
            let message = switch rules.emptyReason ?? .allDone {
            case .noRituals: text.createRitual
            // "All done for today" is already said under "Next up": the panel says what it means for it.
            case .allDone, .noneForNow: text.noMoreToday
            }
            body = HStack(alignment: 0.5, spacing: 12) {
                ui.icon(.review, side: 26, .textTertiary)
                ui.label(message, .headline, .textSecondary).lineLimit(2).minimumScaleFactor(0.85).balanced().id("panel-message")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        return VStack(alignment: 0, spacing: 6) {
            ui.label(text.nextRitual, .caption, .textTertiary).minimumScaleFactor(0.85).id("next-ritual")
            body
                .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                .frame(maxWidth: .infinity, minHeight: 54, alignment: .leading)
                .background { rect in [.fill(.roundedRect(rect, radius: 12), .solid(panel))] }
                .id("panel")
        }
    }

    /// The panel's icon, the ritual's title (the user's: it may be cut), and the first of
    /// `details`, longest first, that fits on one line.
    private func panelRow(icon: LayoutNode, title: String, details: [String], detailRole: RitualsStyle.Role) -> LayoutNode {
        HStack(alignment: 0.5, spacing: 12) {
            icon
            VStack(alignment: 0, spacing: 3) {
                ui.label(title, .headline, .textPrimary).truncatable().id("panel-title")
                ViewThatFits(in: .horizontal) {
                    for detail in details {
                        ui.label(detail, .caption, detailRole).minimumScaleFactor(0.9).id("panel-detail")
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
