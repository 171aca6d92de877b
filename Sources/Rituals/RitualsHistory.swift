import Foundation
import Terrarium

/// The History tab (PRD 3.3): month calendars, newest first, with a progress ring on every day
/// that had habits due, optionally for one ritual. As tall as its months.
struct RitualsHistory {
    let rules: RitualsRules
    let width: Double
    var painter: RitualsPainter

    static let padding = 20.0
    static let rowHeight = 50.0

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

    mutating func scene() -> Scene {
        let pad = Self.padding
        let text = painter.text
        var y = 24.0
        painter.label(text.history, .largeTitle, .textPrimary, Rect(x: pad, y: y, width: width - 2 * pad, height: 36))
        y += 44
        let filter = rules.input.historyRitual.flatMap { id in rules.input.rituals.first { $0.id == id } }
        painter.chip(filter?.title ?? text.allRituals, icon: filter.flatMap { RitualIcon.named($0.icon) } ?? .review,
                     origin: Point(pad, y), height: 28, maxWidth: width - 2 * pad)
        y += 44
        let column = (width - 2 * pad) / 7
        for (year, month) in Self.months(endingWith: rules.todayDate, count: rules.input.historyMonths) {
            painter.label(text.monthTitle(year: year, month: month), .headline, .textPrimary,
                          Rect(x: pad, y: y, width: width - 2 * pad, height: 22))
            y += 30
            for (index, initial) in text.weekdayInitials.enumerated() {
                painter.label(initial, .caption, .textTertiary,
                              Rect(x: pad + Double(index) * column, y: y, width: column, height: 14), alignment: .center)
            }
            y += 20
            let cells = Self.cells(year: year, month: month)
            for (index, date) in cells.enumerated() {
                guard let date else { continue }
                let center = Point(pad + (Double(index % 7) + 0.5) * column, y + (Double(index / 7) + 0.5) * Self.rowHeight)
                day(date, center: center, filter: filter?.id)
            }
            y += Double((cells.count + 6) / 7) * Self.rowHeight + 20
        }
        y = legend(y: y)
        let height = (y + pad).rounded(.up)
        return Scene(size: Size(width, height),
                     commands: [.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), .solid(painter.style.color(.background)))]
                        + painter.commands)
    }

    /// One day: its number, inside a ring coloured by that day's completion when anything was due.
    private mutating func day(_ date: LocalDate, center: Point, filter: String?) {
        let day = date.daysSinceEpoch
        let radius = 18.0
        let frame = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        let number = painter.text.number(date.day)
        if day == rules.today {
            painter.fill(.circle(center: center, radius: radius + 3), painter.style.color(.accentSoft))
        }
        guard day <= rules.today else {
            painter.label(number, .footnote, .textTertiary, frame, alignment: .center, vertical: .center)
            return
        }
        let progress = rules.progress(on: day, ritual: filter)
        if let rate = progress.rate {
            painter.ring(center: center, radius: radius, width: 4, fraction: rate, color: painter.style.ringColor(rate: rate))
        }
        painter.label(number, .footnote, progress.due == 0 ? .textTertiary : .textPrimary, frame, alignment: .center, vertical: .center)
    }

    /// What the ring colours mean.
    private mutating func legend(y: Double) -> Double {
        let text = painter.text
        let entries: [(String, Double)] = [
            (text.percent(1), 1), ("≥ " + text.percent(0.5), 0.5), ("< " + text.percent(0.5), 0.25),
        ]
        var x = Self.padding
        for (label, rate) in entries {
            painter.ring(center: Point(x + 8, y + 9), radius: 6, width: 3, fraction: rate, color: painter.style.ringColor(rate: rate))
            let w = painter.width(label, .caption) + 4
            painter.label(label, .caption, .textSecondary, Rect(x: x + 20, y: y + 1, width: w, height: 16))
            x += 20 + w + 18
        }
        return y + 24
    }
}
