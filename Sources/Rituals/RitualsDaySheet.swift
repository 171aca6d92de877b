import Foundation
import Terrarium
import TerrariumLayout

/// The History tab's day detail sheet (FR-HISTORY-04, 05): the sheet's grabber and the day;
/// a card with the day's progress ring and percentage (History's colours, FR-HISTORY-02), the
/// habits done, the comparison with the weekly average and the streak around the day; the
/// motivational message; and the day's habits grouped by ritual, each checked or not.
///
/// At the accessibility text sizes (`RitualsTypeRules`) the ring goes above its words and
/// grows, the groups take one column, the message's sparkle and each group's badge give their
/// room to words, and every line wraps.
struct RitualsDaySheet {
    let rules: RitualsRules
    let ui: RitualsLayout
    /// The screen: its width, safe area, padding and columns.
    let frame: RitualsScreenFrame

    static let ringStroke = 10.0
    var ringSide: Double { ui.isAccessibilityLayout ? 128 : frame.width < 375 ? 96 : 112 }

    func layout() -> LayoutNode {
        let day = rules.sheetDay
        let progress = rules.progress(on: day)
        let groups = rules.groups(on: day)
        return ui.screen(VStack(alignment: 0, spacing: RitualsScreenFrame.gutter) {
            grabber()
            title(ui.text.longDay(LocalDate(daysSinceEpoch: day)))
            summary(day, progress: progress)
            mood(DayMood.of(progress, isToday: day == rules.today))
            if !groups.isEmpty {
                ui.label(ui.text.habits, .headline, .textPrimary).id("habits-title").padding(EdgeInsets(top: 4))
                ui.grid(groups.enumerated().map { group($1, index: $0) }, columns: ui.type.columns(width: frame.width), spacing: 12)
            }
        }, in: frame, top: 8)
    }

    /// The day, on two balanced lines; at the accessibility sizes on as many as it has words,
    /// a word too long for its line shrinking rather than breaking.
    private func title(_ string: String) -> LayoutNode {
        let title = ui.label(string, .largeTitle, .textPrimary)
        guard ui.isAccessibilityLayout else { return title.lineLimit(2).balanced().id("title") }
        return title.lineLimit(RitualsTypeRules.wholeWordLines(string)).minimumScaleFactor(0.6).id("title")
    }

    /// The sheet's grabber, centred.
    private func grabber() -> LayoutNode {
        let color = ui.style.color(.ringLow)
        return Shape { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(color))] }
            .frame(width: 36, height: 5).id("grabber")
            .frame(maxWidth: .infinity)
    }

    /// The ring and what it says: done of due, against the weekly average, the streak.
    private func summary(_ day: Int, progress: DayProgress) -> LayoutNode {
        let text = ui.text
        let average = rules.weeklyAverage(endingOn: day)
        let comparison = text.comparison(DayComparison.of(progress.rate, average: average), average: average)
        let words = VStack(alignment: 0, spacing: 6) {
            // Nothing due: the ring's dash and the message say so; no count.
            if progress.due > 0 {
                ui.label(text.doneOf(progress.done, progress.due), .headline, .textPrimary)
                    .lineLimit(ui.type.lines(2)).minimumScaleFactor(0.85).id("done")
            }
            if let comparison {
                ui.label(comparison, .footnote, .textSecondary).lineLimit(ui.type.lines(6)).balanced().id("comparison")
            }
            ui.label(text.dayStreak(rules.streakContext(on: day)), .footnote, .accentSecondary).lineLimit(ui.type.lines(6))
                .balanced().id("streak")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return ui.card(id: "summary") {
            if ui.isAccessibilityLayout {
                VStack(alignment: 0, spacing: RitualsScreenFrame.gutter) { ring(progress.rate); words }
            } else {
                HStack(alignment: 0.5, spacing: RitualsScreenFrame.gutter) { ring(progress.rate); words }
            }
        }
    }

    /// The day's ring in History's colours, its percentage inside (a dash when nothing was due).
    private func ring(_ rate: Double?) -> LayoutNode {
        let style = ui.style
        let track = style.color(.ringTrack), color = style.ringColor(rate: rate ?? 0)
        let stroke = Self.ringStroke
        return ui.label(rate.map(ui.text.percent) ?? ui.text.noData, .ringNumber, .textPrimary, alignment: .center)
            .minimumScaleFactor(0.5).id("ring-label")
            .padding(stroke + 6)
            .frame(width: ringSide, height: ringSide)
            .background { rect in RitualsMarks.ring(in: rect, stroke: stroke, fraction: rate ?? 0, track: track, color: color) }
            .id("ring")
    }

    /// The motivational message on a soft panel.
    private func mood(_ mood: DayMood) -> LayoutNode {
        let soft = ui.style.color(.accentSoft)
        return HStack(alignment: 0.5, spacing: 12) {
            if !ui.isAccessibilityLayout { ui.icon("sparkles", side: 24, .accent) }
            ui.label(ui.text.mood(mood), .body, .accentDark).lineLimit(ui.type.lines(3)).balanced().id("mood")
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { rect in [.fill(.roundedRect(rect, radius: 14), .solid(soft))] }
        .id("mood-panel")
    }

    /// One ritual's habits on the day: its badge, title and count, then each habit.
    /// At the accessibility sizes the title wraps (to four lines) over its count, without the badge.
    private func group(_ group: DayGroup, index: Int) -> LayoutNode {
        let count = ui.label(ui.text.doneFraction(group.progress.done, group.progress.due), .footnote,
                             group.progress.done == group.progress.due ? .success : .textSecondary)
            .id("group-\(index)-count")
        return ui.card(id: "group-\(index)", padding: 14) {
            VStack(alignment: 0, spacing: 10) {
                if ui.isAccessibilityLayout {
                    VStack(alignment: 0, spacing: 2) {
                        ui.accessibleTitle(group.ritual.title, .headline, .textPrimary).id("group-\(index)-title")
                        count
                    }
                } else {
                    HStack(alignment: 0.5, spacing: 10) {
                        ui.badge(group.ritual.icon, side: 32)
                        ui.label(group.ritual.title, .headline, .textPrimary).truncatable().id("group-\(index)-title")
                            .frame(maxWidth: .infinity, alignment: .leading)
                        count
                    }
                }
                for (row, habit) in group.habits.enumerated() {
                    ui.checkRow(habit, done: group.done[row], id: "group-\(index)-habit-\(row)")
                }
            }
        }
    }
}
