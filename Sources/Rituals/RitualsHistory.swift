import Foundation
import Terrarium
import TerrariumLayout

/// The History tab (PRD 3.3): month calendars, newest first, with a progress ring on every day
/// that had habits due, optionally for one ritual. As tall as its months.
///
/// At the accessibility text sizes (`RitualsTypeRules.MonthForm`) a day's number no longer
/// fits a seventh of a phone's width: each month shows its weeks as rows, the week's dates
/// over its seven rings (without numbers, under the weekday initials), one month a row; the
/// legend stacks.
struct RitualsHistory {
    let rules: RitualsRules
    let ui: RitualsLayout
    /// The screen's width in points: wide screens show two months side by side (FR-HISTORY-06).
    var width = 0.0
    /// The screen's safe area: on its side, a phone's sensor housing is at one edge.
    var safeArea = ScreenInsets(top: 0, bottom: 0)
    /// The page drawn, from 1: at the accessibility sizes a year is two pictures
    /// (`RitualsTypeRules.historyMonthsPerPage`).
    var page = 1

    static let padding = 20.0
    static let rowHeight = 50.0
    /// A day's ring at most, to the middle of its 4 pt stroke; a narrower column (320 pt
    /// screens) takes a smaller one.
    static let ringRadius = 18.0
    static let ringStroke = 4.0

    /// The months shown, newest first: the current month and the `count - 1` before it.
    static func months(endingWith today: LocalDate, count: Int) -> [(year: Int, month: Int)] {
        (0..<count).map { back in
            let index = today.year * 12 + (today.month - 1) - back
            return (index / 12, index % 12 + 1)
        }
    }

    /// Day cells of a month: nil before the first (the week starts on Sunday).
    static func cells(year: Int, month: Int) -> [LocalDate?] {
        let first = LocalDate(year: year, month: month, day: 1)
        let next = month == 12 ? LocalDate(year: year + 1, month: 1, day: 1) : LocalDate(year: year, month: month + 1, day: 1)
        let length = next.daysSinceEpoch - first.daysSinceEpoch
        return Array(repeating: nil, count: first.weekday - 1) + (0..<length).map { Optional(first.adding(days: $0)) }
    }

    /// The months on this page, newest first, with their numbers counted from the current month.
    var pageMonths: [(number: Int, year: Int, month: Int)] {
        let all = Self.months(endingWith: rules.todayDate, count: rules.input.historyMonths)
        return ui.type.historyMonths(all.count, page: page).map { ($0 + 1, all[$0].year, all[$0].month) }
    }

    /// The title, the ritual filter, each month of the page, and the legend, top to bottom.
    func layout() throws -> LayoutNode {
        let text = ui.text
        let background = ui.style.color(.background)
        let filter = rules.input.historyRitual.flatMap { id in rules.input.rituals.first { $0.id == id } }
        let pages = ui.type.historyPages(months: rules.input.historyMonths)
        guard page <= pages else {
            throw RenderError.pageOutOfRange(page, pages: pages, perPage: ui.type.historyMonthsPerPage, what: "months")
        }
        let months = pageMonths
        return VStack(alignment: 0, spacing: 0) {
            ui.label(text.history, .largeTitle, .textPrimary).minimumScaleFactor(0.8).id("title")
            // A ritual's title is the user's: the chip may cut it.
            ui.chip(filter?.title ?? text.allRituals, icon: filter.flatMap { RitualIcon.named($0.icon) } ?? .review,
                    height: 28, truncatable: filter != nil)
                .padding(EdgeInsets(top: 8, bottom: 4))
            if ui.type.columns(width: width) == 2 {
                // Two months a row, newest first, reading left to right.
                for start in stride(from: 0, to: months.count, by: 2) {
                    HStack(alignment: 0, spacing: 24) {
                        for index in start..<(start + 2) {
                            if index < months.count {
                                self.month(year: months[index].year, month: months[index].month, filter: filter?.id,
                                           number: months[index].number)
                                    .frame(maxWidth: .infinity, alignment: .topLeading)
                            } else {
                                Spacer(minLength: 0).frame(maxWidth: .infinity)
                            }
                        }
                    }
                    .padding(EdgeInsets(top: 16))
                }
            } else {
                for month in months {
                    self.month(year: month.year, month: month.month, filter: filter?.id, number: month.number)
                        .padding(EdgeInsets(top: 16))
                }
            }
            legend().padding(EdgeInsets(top: 16))
        }
        .frame(maxWidth: AdaptiveColumns.maxContentWidth, alignment: .topLeading)
        .padding(EdgeInsets(top: 24, leading: Self.padding + safeArea.leading, bottom: Self.padding,
                            trailing: Self.padding + safeArea.trailing))
        .frame(maxWidth: .infinity, alignment: .top)
        .background { rect in [.fill(.rect(rect), .solid(background))] }
    }

    /// A week's days, Sunday first: nil outside the month.
    static func weeks(year: Int, month: Int) -> [[LocalDate?]] {
        let cells = cells(year: year, month: month)
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min(cells.count, $0 + 7)]) }
    }

    /// A month in its form: the calendar, or at the accessibility sizes a row per week.
    private func month(year: Int, month: Int, filter: String?, number: Int) -> LayoutNode {
        switch ui.type.monthForm {
        case .calendar: calendarMonth(year: year, month: month, filter: filter, number: number)
        case .weeks: weeksMonth(year: year, month: month, filter: filter, number: number)
        }
    }

    /// The weekday initials over the seven columns.
    private func weekdayHeads() -> LayoutNode {
        HStack(spacing: 0) {
            for initial in ui.text.weekdayInitials {
                let head = ui.label(initial, .caption, .textTertiary, alignment: .center)
                // At the accessibility sizes an initial may shrink to its seventh of the width.
                (ui.isAccessibilityLayout ? head.minimumScaleFactor(0.6) : head).frame(maxWidth: .infinity)
            }
        }
        .padding(EdgeInsets(top: 8, bottom: 2))
    }

    /// A month at an accessibility size: its name, the weekday initials, then each week's
    /// first and last dates ("1–7") over its seven rings.
    private func weeksMonth(year: Int, month: Int, filter: String?, number: Int) -> LayoutNode {
        let text = ui.text
        return VStack(alignment: 0, spacing: 0) {
            ui.label(text.monthTitle(year: year, month: month), .headline, .textPrimary).lineLimit(nil)
                .id("month-\(number)")
            weekdayHeads()
            for (row, week) in Self.weeks(year: year, month: month).enumerated() {
                let days = week.compactMap { $0 }
                if let first = days.first, let last = days.last {
                    ui.label(first == last ? text.number(first.day) : "\(text.number(first.day))–\(text.number(last.day))",
                             .caption, .textPrimary)
                        .lineLimit(nil).id("month-\(number)-week-\(row + 1)")
                        .padding(EdgeInsets(top: 6))
                }
                weekRow(week, filter: filter, height: Self.weekRingRowHeight)
            }
        }
    }

    /// A week's row of rings at the accessibility sizes: as high as a column is wide on the
    /// smallest phone (280 pt over 7), so the ring is the calendar's. Its dates are a caption
    /// and the rows are tight, so half a year of weeks, a page, fits a picture at @3x.
    static let weekRingRowHeight = 40.0

    /// A month: its name, the weekday initials and a row of seven columns per week.
    private func calendarMonth(year: Int, month: Int, filter: String?, number: Int) -> LayoutNode {
        let text = ui.text
        let weeks = Self.weeks(year: year, month: month)
        return VStack(alignment: 0, spacing: 0) {
            ui.label(text.monthTitle(year: year, month: month), .headline, .textPrimary).minimumScaleFactor(0.85)
                .id("month-\(number)")
            weekdayHeads()
            for week in weeks {
                weekRow(week, filter: filter, height: Self.rowHeight)
            }
        }
    }

    /// A week's seven columns, `height` points tall: its days, and room where the month has none.
    private func weekRow(_ week: [LocalDate?], filter: String?, height: Double) -> LayoutNode {
        HStack(spacing: 0) {
            for column in 0..<7 {
                if column < week.count, let date = week[column] {
                    day(date, filter: filter)
                } else {
                    Spacer(minLength: 0).frame(maxWidth: .infinity)
                }
            }
        }
        .frame(height: height)
    }

    /// One day: its number, inside a ring coloured by that day's completion when anything was
    /// due; today on a soft disc. A day to come has its number only. At the accessibility
    /// sizes the number is left to the week's dates, and a day without a ring has a dot.
    private func day(_ date: LocalDate, filter: String?) -> LayoutNode {
        let style = ui.style
        let day = date.daysSinceEpoch
        let isToday = day == rules.today
        let progress = day <= rules.today ? rules.progress(on: day, ritual: filter) : DayProgress(due: 0, done: 0)
        let soft = style.color(.accentSoft), track = style.color(.ringTrack)
        let color = progress.rate.map(style.ringColor(rate:))
        let role: RitualsStyle.Role = progress.due == 0 ? .textTertiary : .textPrimary
        let numbered = !ui.isAccessibilityLayout, dot = style.color(.ringLow)
        let cell = numbered ? ui.label(ui.text.number(date.day), .footnote, role, alignment: .center) : Spacer(minLength: 0)
        return cell
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { rect in
                // The ring's outer edge, 2 pt inside the cell at most, so neighbours stay apart.
                let outer = min(Self.ringRadius + Self.ringStroke / 2, min(rect.width, rect.height) / 2 - 2)
                let ring = Rect(x: rect.midX - outer, y: rect.midY - outer, width: 2 * outer, height: 2 * outer)
                var commands: [DrawCommand] = []
                if isToday { commands.append(.fill(.circle(center: Point(rect.midX, rect.midY), radius: outer + 1), .solid(soft))) }
                if let rate = progress.rate, let color {
                    commands += RitualsMarks.ring(in: ring, stroke: Self.ringStroke, fraction: rate, track: track, color: color)
                } else if !numbered {
                    commands.append(.fill(.circle(center: Point(rect.midX, rect.midY), radius: 3), .solid(dot)))
                }
                return commands
            }
    }

    /// What the ring colours mean.
    private func legend() -> LayoutNode {
        let text = ui.text, style = ui.style
        let entries: [(String, Double)] = [
            (text.percent(1), 1), ("≥ " + text.percent(0.5), 0.5), ("< " + text.percent(0.5), 0.25),
        ]
        let track = style.color(.ringTrack)
        let items = entries.enumerated().map { index, entry in
            HStack(alignment: 0.5, spacing: 6) {
                let color = style.ringColor(rate: entry.1)
                Shape { rect in RitualsMarks.ring(in: rect, stroke: 3, fraction: entry.1, track: track, color: color) }
                    .frame(width: 15, height: 15)
                ui.label(entry.0, .caption, .textSecondary).id("legend-\(index + 1)")
            }
        }
        // At the accessibility sizes one entry a line.
        let legend = ui.isAccessibilityLayout
            ? VStack(alignment: 0, spacing: 8) { for item in items { item } }
            : HStack(alignment: 0.5, spacing: 18) { for item in items { item } }
        return legend.id("legend")
    }
}
