import Foundation
import Terrarium

/// The Insights tab (PRD 3.4): eight cards, each with its week-over-week trend arrow; the
/// completion card has the 7-day chart and the average its 14-day sparkline.
struct RitualsInsightsScene {
    let rules: RitualsRules
    let insights: Insights
    let width: Double
    var painter: RitualsPainter

    static let padding = 20.0
    static let gutter = 12.0

    mutating func scene() -> Scene {
        let pad = Self.padding, gutter = Self.gutter
        let text = painter.text
        var y = 24.0
        painter.label(text.insights, .largeTitle, .textPrimary, Rect(x: pad, y: y, width: width - 2 * pad, height: 36))
        y += 52
        let full = width - 2 * pad, half = (full - gutter) / 2
        let rows: [[InsightCard]] = [[.active, .streak], [.habitsToday, .daysActive], [.completion], [.sevenDayAverage],
                                     [.totalCheckins, .bestRitual]]
        for row in rows {
            let height: Double = row == [.completion] ? 176 : row == [.sevenDayAverage] ? 150 : 116
            for (index, card) in row.enumerated() {
                let w = row.count == 1 ? full : half
                self.card(card, frame: Rect(x: pad + Double(index) * (half + gutter), y: y, width: w, height: height))
            }
            y += height + gutter
        }
        let height = (y - gutter + pad).rounded(.up)
        return Scene(size: Size(width, height),
                     commands: [.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), .solid(painter.style.color(.background)))]
                        + painter.commands)
    }

    private func trend(of card: InsightCard) -> Trend {
        switch card {
        case .active: insights.activeTrend
        case .streak: insights.streakTrend
        case .habitsToday: insights.todayTrend
        case .completion: insights.completionTrend
        case .daysActive: insights.daysActiveTrend
        case .sevenDayAverage: insights.averageTrend
        case .totalCheckins: insights.checkinsTrend
        case .bestRitual: insights.bestTrend
        }
    }

    private mutating func card(_ card: InsightCard, frame: Rect) {
        let text = painter.text
        painter.fill(.roundedRect(frame, radius: 16), painter.style.color(.card))
        let inner = 14.0
        let x = frame.minX + inner, w = frame.width - 2 * inner
        painter.label(text.insightTitle(card), .footnote, .textSecondary, Rect(x: x, y: frame.minY + 12, width: w - 20, height: 18))
        painter.trend(trend(of: card), center: Point(frame.maxX - inner - 6, frame.minY + 21), size: 12)
        let valueFrame = Rect(x: x, y: frame.minY + 36, width: w, height: 32)
        let detailFrame = Rect(x: x, y: frame.minY + 72, width: w, height: frame.height - 84)
        switch card {
        case .active:
            painter.label(text.number(insights.activeRituals.count), .stat, .textPrimary, valueFrame)
            let names = insights.activeRituals.map(\.title)
            painter.label(names.isEmpty ? text.noneYet : names.joined(separator: ", "), .footnote, .textSecondary, detailFrame, lines: 2)
        case .streak:
            painter.label(text.days(insights.currentStreak), .stat, .textPrimary, valueFrame)
            painter.label(text.longest(insights.longestStreak), .footnote, .textSecondary, detailFrame, lines: 2)
        case .habitsToday:
            let today = insights.today
            painter.label("\(text.number(today.done))/\(text.number(today.due))", .stat, .textPrimary, valueFrame)
            painter.label(today.rate.map(text.percent) ?? text.noData, .footnote, .textSecondary, detailFrame)
        case .daysActive:
            painter.label(text.number(insights.daysActive), .stat, .textPrimary, valueFrame)
            painter.label(text.ofDays(insights.arcDays), .footnote, .textSecondary, detailFrame)
        case .completion:
            painter.label(insights.today.rate.map(text.percent) ?? text.noData, .stat, .textPrimary, valueFrame)
            painter.label(text.lastSevenDays, .caption, .textTertiary, Rect(x: x + 120, y: frame.minY + 48, width: w - 120, height: 14),
                          alignment: .trailing)
            let chart = Rect(x: x, y: frame.minY + 78, width: w, height: 60)
            painter.bars(insights.lastSevenRates, in: chart)
            let initials = text.weekdayInitials
            let step = (w + 6) / 7
            for index in 0..<7 {
                let date = LocalDate(daysSinceEpoch: rules.today - 6 + index)
                painter.label(initials[date.weekday - 1], .caption, index == 6 ? .textPrimary : .textTertiary,
                              Rect(x: x + Double(index) * step, y: chart.maxY + 6, width: step - 6, height: 14), alignment: .center)
            }
        case .sevenDayAverage:
            painter.label(insights.sevenDayAverage.map(text.percent) ?? text.noData, .stat, .textPrimary, valueFrame)
            painter.label(text.lastFourteenDays, .caption, .textTertiary, Rect(x: x + 120, y: frame.minY + 48, width: w - 120, height: 14),
                          alignment: .trailing)
            painter.sparkline(insights.lastFourteenRates, in: Rect(x: x + 4, y: frame.minY + 80, width: w - 8, height: 52))
        case .totalCheckins:
            painter.label(text.number(insights.totalCheckins), .stat, .textPrimary, valueFrame)
            painter.label(text.checkins(insights.totalCheckins), .footnote, .textSecondary, detailFrame)
        case .bestRitual:
            if let best = insights.bestRitual {
                painter.icon(best.ritual.icon, in: Rect(x: x, y: frame.minY + 40, width: 22, height: 22), color: .accent)
                painter.label(best.ritual.title, .headline, .textPrimary, Rect(x: x + 30, y: frame.minY + 36, width: w - 30, height: 40),
                              lines: 2)
                painter.label(text.percent(best.rate), .footnote, .textSecondary, detailFrame.offsetBy(dy: 8))
            } else {
                painter.label(text.noData, .stat, .textPrimary, valueFrame)
                painter.label(text.noneYet, .footnote, .textSecondary, detailFrame)
            }
        }
    }
}

private extension Rect {
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
