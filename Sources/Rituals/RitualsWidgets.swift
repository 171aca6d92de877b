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
    /// Whether the canvas is a watch face's: the accessory families are its complications.
    var watch = false
    /// What the home-screen families show at the reader's text size.
    var typeRules = RitualsWidgetTypeRules(typeSize: .large)

    var text: RitualsText { ui.text }
    var rate: Double? { rules.todayProgress.rate }
    var slotIcon: RitualIcon { RitualsLayout.slotIcon(rules.slot) }
    var slotName: String { text.timeName(RitualTime(slot: rules.slot)) }

    func layout(_ family: WidgetFamily) -> LayoutNode {
        if let forms = typeRules.forms(family) { return largeTextLayout(family, forms: forms) }
        let card = ui.style.color(.card)
        let content: LayoutNode
        switch family {
        case .small: content = small()
        case .medium: content = medium()
        case .large: content = large()
        case .extraLarge: content = extraLarge()
        // The lock screen's: no card behind them (see `accessoryRing`).
        case .accessoryCircular: return (watch ? complications.circular() : accessoryCircular()).frame(width: size.width, height: size.height)
        case .accessoryRectangular:
            return (watch ? complications.rectangular() : accessoryRectangular()).frame(width: size.width, height: size.height)
        case .accessoryInline: return accessoryInline().frame(width: size.width, height: size.height)
        // The watch's own family (`RitualsComplications`).
        case .accessoryCorner: return complications.corner().frame(width: size.width, height: size.height)
        // Live Activities: the scene does not declare them, so they never reach here.
        case .activityLockScreen, .islandCompact, .islandMinimal, .islandExpanded: content = small()
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
                    // "40 de 600 hechos" gives way to "40/600" where the column is narrow.
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
        largeContent().padding(16)
    }

    /// iPad's extra large: the large widget's content on the left, and beside it, past a
    /// hairline, the week: the last seven days' rings over their weekday initials, the
    /// seven-day average and the longest streak.
    private func extraLarge() -> LayoutNode {
        let divider = ui.style.color(.divider)
        return HStack(alignment: 0, spacing: 16) {
            largeContent().frame(maxWidth: .infinity, maxHeight: .infinity)
            Shape { rect in [.fill(.rect(rect), .solid(divider))] }.frame(width: 1).frame(maxHeight: .infinity)
                .id("column-divider")
            week().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(16)
    }

    /// "Last 7 days" over a ring per day (green when all was done, the accent from half, grey
    /// below: History's colours) and its weekday initial, today's in full colour; then the
    /// seven-day average and the streaks.
    private func week() -> LayoutNode {
        let insights = Insights(rules)
        let style = ui.style
        let track = style.color(.ringTrack)
        let initials = text.weekdayInitials
        return VStack(alignment: 0, spacing: 0) {
            ui.label(text.lastSevenDays, .caption, .textTertiary).minimumScaleFactor(0.85).id("week-title")
            HStack(alignment: 0.5, spacing: 6) {
                for index in 0..<7 {
                    let rate = insights.lastSevenRates[index]
                    let date = LocalDate(daysSinceEpoch: rules.today - 6 + index)
                    VStack(alignment: 0.5, spacing: 4) {
                        Shape { rect in
                            RitualsMarks.ring(in: rect, stroke: 4, fraction: rate ?? 0, track: track, color: style.ringColor(rate: rate ?? 0))
                        }
                        .frame(width: 30, height: 30).id("day-\(index + 1)")
                        ui.label(initials[date.weekday - 1], .caption, index == 6 ? .textPrimary : .textTertiary, alignment: .center)
                            .id("day-\(index + 1)-initial")
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(EdgeInsets(top: 8))
            ui.divider().padding(EdgeInsets(top: 12, bottom: 10))
            HStack(alignment: 0, spacing: 12) {
                stat(text.insightTitle(.sevenDayAverage), insights.sevenDayAverage.map(text.percent) ?? text.noData, id: "average")
                stat(text.insightTitle(.streak), text.days(insights.currentStreak), id: "streak-days")
            }
            ui.label(text.longest(insights.longestStreak), .footnote, .textSecondary).minimumScaleFactor(0.85).id("longest")
                .padding(EdgeInsets(top: 8))
            ui.divider().padding(EdgeInsets(top: 12, bottom: 10))
            // The last fourteen days' line takes what is left of the height.
            ui.label(text.lastFourteenDays, .caption, .textTertiary).minimumScaleFactor(0.85).id("fortnight-title")
            Shape { rect in
                RitualsMarks.sparkline(insights.lastFourteenRates, in: rect, base: style.color(.divider), color: style.color(.accent))
            }
            .frame(minHeight: 24, maxHeight: .infinity).padding(EdgeInsets(top: 6)).id("sparkline")
        }
    }

    /// A small figure: its title over its value.
    private func stat(_ title: String, _ value: String, id: String) -> LayoutNode {
        VStack(alignment: 0, spacing: 2) {
            ui.label(title, .caption, .textTertiary).minimumScaleFactor(0.85).id("\(id)-title")
            ui.label(value, .headline, .textPrimary).minimumScaleFactor(0.85).id(id)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    // MARK: Lock screen

    /// The watch face's complications, drawn like the lock screen's widgets.
    private var complications: RitualsComplications {
        RitualsComplications(rules: rules, size: size, ui: ui, promptMayDropHint: typeRules.promptMayDropHint)
    }

    // iOS draws the lock screen's accessory widgets in one colour over the wallpaper (the
    // vibrant rendering): these are white at the system's opacities (`AccessoryInk`) over a
    // transparent background, without the card, the accent or the category colours.

    /// Today's ring in the lock screen's white, with the percentage inside (a dash when
    /// nothing is due), full when everything is done.
    private func accessoryRing(stroke: Double, font: RitualsStyle.FontToken) -> LayoutNode {
        let fraction = rate ?? 0
        return ui.label(rate.map(text.percent) ?? text.noData, font, ink: AccessoryInk.primary, alignment: .center)
            .minimumScaleFactor(0.5).id("ring-label")
            .padding(stroke + 3)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .aspectRatio(1)
            .background { rect in
                RitualsMarks.ring(in: rect, stroke: stroke, fraction: fraction, track: AccessoryInk.track, color: AccessoryInk.primary)
            }
            .id("ring")
    }

    /// The circle: today's completion ring and its percentage.
    private func accessoryCircular() -> LayoutNode {
        accessoryRing(stroke: (size.width / 12).rounded(), font: .headline)
    }

    /// The rectangle under the clock: the ring beside "Today", "3 of 5 habits" and the
    /// streak; without rituals, how to begin.
    private func accessoryRectangular() -> LayoutNode {
        let progress = rules.todayProgress
        // The first of these forms whose lines all fit is drawn: the words at their sizes, then
        // both lines a step smaller (so the count stays at least the streak's size), then the
        // short forms ("6/11", "83 jours").
        typealias Line = (string: String, font: RitualsStyle.FontToken, ink: Color, id: String)
        let forms: [[Line]]
        if rules.input.rituals.isEmpty {
            let title: Line = (text.noRituals, .headline, AccessoryInk.primary, "title")
            forms = [[title, (text.createRitual, .footnote, AccessoryInk.secondary, "hint")]]
                + (typeRules.promptMayDropHint ? [[title]] : [])
        } else {
            let habits = progress.due > 0 ? text.habitsOf(progress.done, progress.due) : text.noMoreToday
            let short = progress.due > 0 ? text.doneFraction(progress.done, progress.due) : text.noMoreToday
            let streak = text.streak(rules.currentStreak), days = text.days(rules.currentStreak)
            let title: Line = (text.today, .footnote, AccessoryInk.secondary, "title")
            forms = [(habits, RitualsStyle.FontToken.headline, streak, RitualsStyle.FontToken.footnote), (habits, .footnote, streak, .caption),
                     (habits, .caption, streak, .caption), (short, .headline, streak, .footnote), (short, .headline, days, .footnote),
                     (short, .footnote, days, .caption)]
                .map { [title, ($0.0, $0.1, AccessoryInk.primary, "habits"), ($0.2, $0.3, AccessoryInk.secondary, "streak")] }
                // Where three lines do not fit the height (a long language on the smallest
                // rectangles), "Today" goes: the ring already says it.
                + [[(short, .footnote, AccessoryInk.primary, "habits"), (days, .caption, AccessoryInk.secondary, "streak")]]
        }
        let ringSide = (size.height * 0.72).rounded()
        return HStack(alignment: 0.5, spacing: 8) {
            accessoryRing(stroke: 5, font: .footnote).frame(width: ringSide, height: ringSide)
            ViewThatFits(in: .both) {  // the three lines must also fit the height
                for lines in forms {
                    VStack(alignment: 0, spacing: 1) {
                        for line in lines {
                            // Only the two-line forms shrink: a form that does not fit gives way to
                            // the next rather than drawing smaller than it measured.
                            // The prompt's title alone (its hint gone) is a two-line prompt too.
                            let wraps = lines.count == 2 || rules.input.rituals.isEmpty
                            let label = ui.label(line.string, line.font, ink: line.ink).lineLimit(wraps ? 2 : 1).id(line.id)
                            // The others may lose a hundredth: ViewThatFits takes a form within half a
                            // point of the column, and such a line would otherwise be cut by that much.
                            if wraps { label.minimumScaleFactor(0.8) } else { label.minimumScaleFactor(0.99) }
                        }
                    }
                    // Some slack: the measure of a form may fall a few points short of its drawing, so a form
                    // that only just fits gives way to the next.
                    .padding(EdgeInsets(trailing: 6))
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 2))
    }

    /// The line beside the date: "60% · 3 of 5 habits · 12-day streak", or as much of it as fits.
    private func accessoryInline() -> LayoutNode {
        let candidates = text.inlineLines(rules.todayProgress, streak: rules.currentStreak, hasRituals: !rules.input.rituals.isEmpty)
        return ViewThatFits(in: .horizontal) {
            for (index, line) in candidates.enumerated() {
                let label = ui.label(line, .headline, ink: AccessoryInk.primary).id("line")
                if index == candidates.count - 1 { label.minimumScaleFactor(0.8) } else { label }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func largeContent() -> LayoutNode {
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
        let headline = ui.label(message, .headline, .textPrimary).lineLimit(2).minimumScaleFactor(0.85).balanced().id("empty")
        guard let detail else { return headline.padding(EdgeInsets(top: 2)) }
        // The hint is secondary: where both do not fit (large text, a long language) it goes.
        return ViewThatFits(in: .vertical) {
            VStack(alignment: 0, spacing: 4) {
                headline
                ui.label(detail, .footnote, .textSecondary).lineLimit(2).minimumScaleFactor(0.85).balanced().id("empty-hint")
            }
            headline
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
