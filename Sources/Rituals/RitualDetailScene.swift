import Foundation
import Terrarium
import TerrariumLayout

/// The ritual detail view (PRD 3.2.1): the ritual's icon, title and badges for its time of
/// day and category (FR-DETAIL-06) with the action menu's button (FR-DETAIL-07); the progress
/// card, whose ring is the arc with its milestones marked on it, beside the day count, the days
/// remaining, the arc's check-ins and the ritual's own streak (FR-DETAIL-01 to 03); the
/// milestones, reached or ahead (FR-DETAIL-04); and each habit's completion rate (FR-DETAIL-05).
///
/// Everything stacks in one column, so a long title, a French label or a custom category grows
/// the page downward instead of crowding a row; a user's titles wrap to two lines, then end
/// in an ellipsis.
///
/// At the accessibility text sizes (`RitualsTypeRules`) the title goes under the badge and
/// the menu's button, the chips stack, the ring goes above the arc's words, a milestone's day
/// goes under its name, a habit's rate under its title (its badge gives its room to words),
/// and lines wrap.
struct RitualDetailScene {
    let rules: RitualsRules
    let ui: RitualsLayout
    /// The screen's width in points: below 375 the ring is smaller, leaving its words room.
    let width: Double

    static let padding = 20.0
    static let gutter = 16.0
    static let ringStroke = 12.0
    var ringSide: Double { ui.isAccessibilityLayout ? 140 : width < 375 ? 100 : 120 }

    func layout() -> LayoutNode {
        let background = ui.style.color(.background)
        let content: LayoutNode
        if let ritual = rules.detailRitual {
            content = page(ritual)
        } else {
            // No ritual to show (a fresh install, FR-TODAY-07): the empty state, centred, as
            // the widgets say it.
            content = VStack(alignment: 0.5, spacing: 8) {
                ui.badge("sparkles", side: 72).id("empty-icon").padding(EdgeInsets(bottom: 8))
                ui.label(ui.text.noRituals, .headline, .textPrimary, alignment: .center).lineLimit(ui.type.lines(1)).id("empty-title")
                ui.label(ui.text.createRitual, .body, .textSecondary, alignment: .center).lineLimit(ui.type.lines(3)).balanced()
                    .id("empty-detail")
            }
            .padding(EdgeInsets(top: 96, bottom: 96))
            .frame(maxWidth: .infinity)
        }
        return content
            .padding(EdgeInsets(top: 24, leading: Self.padding, bottom: Self.padding, trailing: Self.padding))
            .frame(maxWidth: .infinity, alignment: .topLeading)
            .background { rect in [.fill(.rect(rect), .solid(background))] }
    }

    private func page(_ ritual: Ritual) -> LayoutNode {
        let status = rules.status(of: ritual)
        let marks = status.map(rules.milestones) ?? []
        return VStack(alignment: 0, spacing: Self.gutter) {
            header(ritual)
            badges(ritual)
            progressCard(ritual, status: status, marks: marks)
            if let status {
                milestonesCard(marks)
                habitsCard(rules.performance(of: ritual, in: status.arc))
            }
        }
    }

    /// The ritual's badge, its title (two lines at most) and the action menu's button.
    private func header(_ ritual: Ritual) -> LayoutNode {
        guard !ui.isAccessibilityLayout else {
            // The title on the page's width under the badge and the button.
            return VStack(alignment: 0, spacing: 12) {
                HStack(alignment: 0.5, spacing: 12) {
                    ui.badge(ritual.icon, side: 52).id("ritual-icon")
                    Spacer(minLength: 0)
                    menuButton()
                }
                ui.accessibleTitle(ritual.title, .largeTitle, .textPrimary).id("title")
            }
        }
        return HStack(alignment: 0.5, spacing: 12) {
            ui.badge(ritual.icon, side: 52).id("ritual-icon")
            ui.label(ritual.title, .largeTitle, .textPrimary).lineLimit(2).truncatable().id("title")
                .frame(maxWidth: .infinity, alignment: .leading)
            menuButton()
        }
    }

    /// The "…" that opens the action menu (edit, end arc or start a new one, delete): the
    /// menu itself opens on a tap, so a still shows its button.
    private func menuButton() -> LayoutNode {
        let soft = ui.style.color(.accentSoft), accent = ui.style.color(.accent)
        return Shape { rect in
            let center = Point(rect.midX, rect.midY), dot = rect.width * 0.075, step = rect.width * 0.22
            return [.fill(.circle(center: center, radius: rect.width / 2), .solid(soft))]
                + (-1...1).map { i in .fill(.circle(center: Point(center.x + Double(i) * step, center.y), radius: dot), .solid(accent)) }
        }
        .frame(width: 34, height: 34).id("menu")
    }

    /// The time of day and the category, each a chip; the category's own colour is its dot.
    private func badges(_ ritual: Ritual) -> LayoutNode {
        let dot = ui.style.color(ritual.categoryColor), accessible = ui.isAccessibilityLayout
        let time = ui.chip(ui.text.timeName(ritual.time), icon: Self.timeIcon(ritual.time))
        let category = HStack(alignment: 0.5, spacing: 6) {
            Shape { rect in [.fill(.circle(center: Point(rect.midX, rect.midY), radius: rect.width / 2), .solid(dot))] }
                .frame(width: 10, height: 10).id("category-dot")
            // A custom category is the user's words: cut rather than pushed off the page.
            ui.label(ui.text.category(ritual.category), .footnote, .accentDark).lineLimit(accessible ? 3 : 1).truncatable()
                .id("category-label")
        }
        .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
        .frame(minHeight: 24)
        .background { [soft = ui.style.color(.accentSoft)] rect in
            [.fill(.roundedRect(rect, radius: accessible ? min(rect.height / 2, 16) : rect.height / 2), .solid(soft))]
        }
        .id("category")
        // At the accessibility sizes one chip a line.
        guard !accessible else { return VStack(alignment: 0, spacing: 8) { time; category } }
        return HStack(alignment: 0.5, spacing: 8) {
            time
            category
            Spacer(minLength: 0)
        }
    }

    /// The arc's ring and what it says: the day, the days left (or the arc done), the arc's
    /// check-ins and the ritual's streak. A ritual whose first arc is still ahead says when it
    /// starts.
    private func progressCard(_ ritual: Ritual, status: ArcStatus?, marks: [MilestoneMark]) -> LayoutNode {
        let lines: [(String, RitualsStyle.FontToken, RitualsStyle.Role, String)]
        var summary: LayoutNode?
        if let status {
            let checkins = rules.checkins(of: ritual, in: status.arc)
            lines = [
                (ui.text.dayOf(status.dayIndex, status.arc.durationDays), .headline, .textPrimary, "day"),
                (status.isComplete ? ui.text.arcComplete(status.arc.number) : ui.text.daysRemaining(status.daysRemaining),
                 .body, status.isComplete ? .success : .textSecondary, "remaining"),
            ]
            // A ritual without habits has nothing to check in: it says so, not "0 of 0 check-ins".
            summary = ritual.habits.isEmpty ? ui.label(ui.text.noHabits, .footnote, .textSecondary).lineLimit(nil).id("checkins")
                : checkinSummary(checkins)
        } else {
            let start = ritual.arcs.first.map { ui.text.starts($0.start) } ?? ui.text.newArc
            lines = [(start, .headline, .textPrimary, "starts")]
        }
        let words = VStack(alignment: 0, spacing: 4) {
            for (string, font, role, id) in lines {
                ui.label(string, font, role).lineLimit(ui.type.lines(2)).minimumScaleFactor(0.85).id(id)
            }
            if let summary { summary }
            if status != nil {
                ui.label(ui.text.streak(rules.streak(of: ritual)), .footnote, .accentSecondary).lineLimit(ui.type.lines(2)).id("streak")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return card(id: "progress") {
            // At the accessibility sizes the ring above its words.
            ui.isAccessibilityLayout
                ? VStack(alignment: 0, spacing: Self.gutter) { arcRing(status, marks: marks); words }
                : HStack(alignment: 0.5, spacing: Self.gutter) { arcRing(status, marks: marks); words }
        }
    }

    /// The arc's check-ins so far and their share, on one line where it fits, else the share
    /// under the count: a word is never broken at its hyphen.
    private func checkinSummary(_ checkins: DayProgress) -> LayoutNode {
        let count = ui.text.checkinsOf(checkins.done, checkins.due)
        guard let rate = checkins.rate.map(ui.text.percent) else {
            return ui.label(count, .footnote, .textSecondary).lineLimit(ui.type.lines(2)).id("checkins")
        }
        return ViewThatFits(in: .horizontal) {
            ui.label("\(count) · \(rate)", .footnote, .textSecondary).lineLimit(1).id("checkins")
            VStack(alignment: 0, spacing: 2) {
                ui.label(count, .footnote, .textSecondary).lineLimit(ui.type.lines(2)).id("checkins")
                ui.label(rate, .footnote, .textSecondary).id("checkins-rate")
            }
        }
    }

    /// The arc as a ring: as far round as its days so far, the day's number inside, and a dot
    /// on the ring where each milestone falls ("Complete" is the full turn itself): a hole in
    /// the band once reached, a grey dot on the track while ahead.
    private func arcRing(_ status: ArcStatus?, marks: [MilestoneMark]) -> LayoutNode {
        let style = ui.style
        let track = style.color(.ringTrack), band = style.color(status?.isComplete == true ? .success : .accent)
        let hole = style.color(.card), ahead = style.color(.ringLow)
        let fraction = status.map { Double($0.dayIndex) / Double($0.arc.durationDays) } ?? 0
        let stroke = Self.ringStroke
        return ui.label(status.map { ui.text.number($0.dayIndex) } ?? ui.text.noData, .ringNumber, .textPrimary, alignment: .center)
            .minimumScaleFactor(0.5).id("ring-label")
            .padding(stroke + 6)
            .frame(width: ringSide, height: ringSide)
            .background { rect in
                var commands = RitualsMarks.ring(in: rect, stroke: stroke, fraction: fraction, track: track, color: band)
                let center = Point(rect.midX, rect.midY), radius = rect.width / 2 - stroke / 2
                // The full turn is the arc's completion: the band reaching the top marks it.
                for mark in marks where mark.milestone != .complete {
                    let angle = -Double.pi / 2 + mark.fraction * 2 * .pi
                    let point = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
                    commands.append(.fill(.circle(center: point, radius: stroke * 0.22), .solid(mark.reached ? hole : ahead)))
                }
                return commands
            }
            .id("arc-ring")
    }

    /// The milestones the arc is long enough to have, each with its day: a filled check once
    /// reached, an open ring while ahead.
    private func milestonesCard(_ marks: [MilestoneMark]) -> LayoutNode {
        let style = ui.style
        let done = style.color(.success), open = style.color(.ringLow), check = style.color(.textInverse)
        return card(id: "milestones") {
            VStack(alignment: 0, spacing: 10) {
                ui.label(ui.text.milestones, .headline, .textPrimary).id("milestones-title")
                for mark in marks {
                    HStack(alignment: 0.5, spacing: 12) {
                        Shape { rect in
                            let center = Point(rect.midX, rect.midY), r = rect.width / 2
                            guard mark.reached else {
                                return [.stroke(.circle(center: center, radius: r - 1), .solid(open), StrokeStyle(width: 2))]
                            }
                            let tick = Path { p in
                                p.move(to: Point(rect.minX + r * 0.55, center.y))
                                p.line(to: Point(rect.minX + r * 0.85, center.y + r * 0.32))
                                p.line(to: Point(rect.minX + r * 1.45, center.y - r * 0.35))
                            }
                            return [.fill(.circle(center: center, radius: r), .solid(done)),
                                    .stroke(tick, .solid(check), StrokeStyle(width: 2, cap: .round, join: .round))]
                        }
                        .frame(width: 22, height: 22).id("milestone-\(mark.milestone.rawValue)-mark")
                        let name = ui.label(ui.text.milestone(mark.milestone), .body, mark.reached ? .textPrimary : .textSecondary)
                            .minimumScaleFactor(0.8)
                        let day = ui.label(ui.text.day(mark.day), .footnote, .textSecondary).id("milestone-\(mark.milestone.rawValue)-day")
                        if ui.isAccessibilityLayout {
                            // The day under the milestone's name, both wrapping.
                            VStack(alignment: 0, spacing: 2) {
                                name.lineLimit(nil).id("milestone-\(mark.milestone.rawValue)")
                                day.lineLimit(nil)
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                        } else {
                            name.frame(maxWidth: .infinity, alignment: .leading).id("milestone-\(mark.milestone.rawValue)")
                            day
                        }
                    }
                }
            }
        }
    }

    /// Each habit with its badge, its title and its share of the arc's days so far, as a bar
    /// and a percentage.
    private func habitsCard(_ habits: [HabitPerformance]) -> LayoutNode {
        let style = ui.style
        let track = style.color(.ringTrack)
        return card(id: "habits") {
            VStack(alignment: 0, spacing: 12) {
                ui.label(ui.text.habits, .headline, .textPrimary).id("habits-title")
                if habits.isEmpty {
                    ui.label(ui.text.noHabits, .body, .textSecondary).lineLimit(nil).id("no-habits")
                }
                for (index, habit) in habits.enumerated() {
                    let rate = habit.rate ?? 0
                    let fill = style.ringColor(rate: rate)
                    let title = ui.isAccessibilityLayout ? ui.accessibleTitle(habit.habit.title, .body, .textPrimary)
                        : ui.label(habit.habit.title, .body, .textPrimary).truncatable()
                    let share = ui.label(habit.rate.map(ui.text.percent) ?? ui.text.noData, .footnote, .textSecondary)
                        .id("habit-\(index)-rate")
                    let bar = Shape { rect in
                        let bar = RoundedRectBar(rect: rect)
                        return [.fill(bar.path(fraction: 1), .solid(track)), .fill(bar.path(fraction: rate), .solid(fill))]
                    }
                    .frame(height: 6).id("habit-\(index)-bar")
                    if ui.isAccessibilityLayout {
                        // The title wraps (to four lines) over its rate, without the badge.
                        VStack(alignment: 0, spacing: 6) {
                            title.id("habit-\(index)")
                            share
                            bar
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .id("habit-row-\(index)")
                    } else {
                        HStack(alignment: 0.5, spacing: 12) {
                            ui.badge(habit.habit.symbol, side: 32)
                            VStack(alignment: 0, spacing: 6) {
                                HStack(alignment: 0.5, spacing: 8) {
                                    title.id("habit-\(index)").frame(maxWidth: .infinity, alignment: .leading)
                                    share
                                }
                                bar
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                        }
                        .id("habit-row-\(index)")
                    }
                }
            }
        }
    }

    /// A card: the content on the card surface with rounded corners.
    private func card(id: String, _ content: () -> LayoutNode) -> LayoutNode {
        let surface = ui.style.color(.card)
        return content()
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(surface))] }
            .id(id)
    }

    /// The chip's icon for a ritual's time: its slot's, or the anytime glyph.
    static func timeIcon(_ time: RitualTime) -> RitualIcon {
        switch time {
        case .morning: .morning
        case .midday: .midday
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        case .anytime: .anytime
        }
    }
}

/// A bar with round ends, filled from the leading edge to a fraction of its width.
private struct RoundedRectBar {
    let rect: Rect

    func path(fraction: Double) -> Path {
        let width = max(0, min(1, fraction)) * rect.width
        guard width > 0 else { return Path() }
        let filled = Rect(x: rect.minX, y: rect.minY, width: max(width, rect.height), height: rect.height)
        return .roundedRect(filled, radius: rect.height / 2)
    }
}
