import Foundation
import Terrarium
import TerrariumLayout

/// The Insights tab (PRD 3.4): eight cards, each with its week-over-week trend arrow; the
/// completion card has the 7-day chart and the average its 14-day sparkline.
///
/// Cards side by side share a row's height (the taller one's), and a card is as tall as its
/// words need: a French title on two lines makes its row taller rather than being cut.
///
/// At the accessibility text sizes (`RitualsTypeRules`) each card takes a row of its own, a
/// value's caption goes under it, the tip's sparkle and the best ritual's icon give their room
/// to words, and lines wrap.
struct RitualsInsightsScene {
    let rules: RitualsRules
    let insights: Insights
    let ui: RitualsLayout

    static let padding = 20.0
    static let gutter = 12.0

    func layout() -> LayoutNode {
        let background = ui.style.color(.background)
        let pairs: [[InsightCard]] = [[.active, .streak], [.habitsToday, .daysActive], [.completion], [.sevenDayAverage],
                                      [.totalCheckins, .bestRitual]]
        let rows = ui.isAccessibilityLayout ? pairs.flatMap { $0.map { [$0] } } : pairs
        return VStack(alignment: 0, spacing: Self.gutter) {
            ui.label(ui.text.insights, .largeTitle, .textPrimary).minimumScaleFactor(0.8).id("title").padding(EdgeInsets(bottom: 4))
            tip(InsightTip.choose(insights))
            for row in rows {
                HStack(alignment: 0, spacing: Self.gutter) {
                    for card in row { self.card(card, minHeight: card == .completion || card == .sevenDayAverage ? 150 : 116) }
                }
                .fixedSize(horizontal: false, vertical: true)
            }
        }
        .padding(EdgeInsets(top: 24, leading: Self.padding, bottom: Self.padding, trailing: Self.padding))
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.rect(rect), .solid(background))] }
    }

    /// The contextual tip (FR-INSIGHTS-11) on a soft panel above the cards.
    private func tip(_ tip: InsightTip) -> LayoutNode {
        let soft = ui.style.color(.accentSoft)
        return HStack(alignment: 0, spacing: 12) {
            if !ui.isAccessibilityLayout { ui.icon("sparkles", side: 22, .accent).padding(EdgeInsets(top: 1)) }
            VStack(alignment: 0, spacing: 3) {
                ui.label(ui.text.tip, .caption, .accentDark).id("tip-title")
                ui.label(ui.text.tip(tip), .footnote, .textPrimary).lineLimit(ui.type.lines(4)).id("tip")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(soft))] }
        .id("tip-panel")
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

    /// A card: its title and trend arrow, its value, and what the value means.
    private func card(_ card: InsightCard, minHeight: Double) -> LayoutNode {
        let style = ui.style
        let surface = style.color(.card)
        let trend = trend(of: card)
        let arrow = style.color(trend == .up ? .success : trend == .down ? .error : .textTertiary)
        return VStack(alignment: 0, spacing: 0) {
            HStack(alignment: 0, spacing: 6) {
                ui.label(ui.text.insightTitle(card), .footnote, .textSecondary).lineLimit(ui.type.lines(2)).minimumScaleFactor(0.9)
                    .id("\(card.rawValue)-title")
                Spacer(minLength: 0)
                Shape { rect in RitualsMarks.trend(trend, in: rect, color: arrow) }.frame(width: 12, height: 12)
                    .padding(EdgeInsets(top: 3)).id("\(card.rawValue)-trend")
            }
            content(card).padding(EdgeInsets(top: 6))
        }
        .padding(14)
        .frame(maxWidth: .infinity, minHeight: minHeight, maxHeight: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(surface))] }
        .id(card.rawValue)
    }

    private func value(_ string: String, _ card: InsightCard) -> LayoutNode {
        ui.label(string, .stat, .textPrimary).minimumScaleFactor(0.6).id("\(card.rawValue)-value")
    }

    private func detail(_ string: String, _ card: InsightCard, lines: Int = 2) -> LayoutNode {
        ui.label(string, .footnote, .textSecondary).lineLimit(ui.type.lines(lines)).minimumScaleFactor(0.9).id("\(card.rawValue)-detail")
            .padding(EdgeInsets(top: 4))
    }

    private func content(_ card: InsightCard) -> LayoutNode {
        let text = ui.text
        switch card {
        case .active:
            let names = insights.activeRituals.map(\.title)
            // The rituals' titles are the user's: the list may end in an ellipsis.
            return VStack(alignment: 0, spacing: 0) {
                value(text.number(insights.activeRituals.count), card)
                if names.isEmpty { detail(text.noneYet, card) } else {
                    ui.label(names.joined(separator: ", "), .footnote, .textSecondary).lineLimit(ui.isAccessibilityLayout ? 4 : 2).truncatable()
                        .id("active-detail").padding(EdgeInsets(top: 4))
                }
            }
        case .streak:
            return VStack(alignment: 0, spacing: 0) {
                value(text.days(insights.currentStreak), card)
                detail(text.longest(insights.longestStreak), card)
            }
        case .habitsToday:
            let today = insights.today
            return VStack(alignment: 0, spacing: 0) {
                value(text.doneFraction(today.done, today.due), card)
                detail(today.rate.map(text.percent) ?? text.noData, card)
            }
        case .daysActive:
            return VStack(alignment: 0, spacing: 0) {
                value(text.number(insights.daysActive), card)
                detail(text.ofDays(insights.arcDays), card)
            }
        case .completion:
            return VStack(alignment: 0, spacing: 10) {
                valueWithCaption(insights.today.rate.map(text.percent) ?? text.noData, text.lastSevenDays, card)
                weekChart()
            }
        case .sevenDayAverage:
            let base = ui.style.color(.divider), accent = ui.style.color(.accent)
            let rates = insights.lastFourteenRates
            return VStack(alignment: 0, spacing: 10) {
                valueWithCaption(insights.sevenDayAverage.map(text.percent) ?? text.noData, text.lastFourteenDays, card)
                Shape { rect in RitualsMarks.sparkline(rates, in: rect, base: base, color: accent) }.frame(height: 56).id("sparkline")
            }
        case .totalCheckins:
            return VStack(alignment: 0, spacing: 0) {
                value(text.number(insights.totalCheckins), card)
                detail(text.checkins(insights.totalCheckins), card)
            }
        case .bestRitual:
            guard let best = insights.bestRitual else {
                return VStack(alignment: 0, spacing: 0) {
                    value(text.noData, card)
                    detail(text.noneYet, card)
                }
            }
            return VStack(alignment: 0, spacing: 0) {
                HStack(alignment: 0, spacing: 8) {
                    if !ui.isAccessibilityLayout { ui.icon(best.ritual.icon, side: 22, .accent).padding(EdgeInsets(top: 2)) }
                    (ui.isAccessibilityLayout ? ui.accessibleTitle(best.ritual.title, .headline, .textPrimary)
                        : ui.label(best.ritual.title, .headline, .textPrimary).lineLimit(2).truncatable()).id("best-title")
                }
                .padding(EdgeInsets(top: 4))
                detail(text.percent(best.rate), card)
            }
        }
    }

    /// The value, and at the row's trailing edge what it covers ("Last 7 days").
    /// At the accessibility sizes the caption goes under the value.
    private func valueWithCaption(_ value: String, _ caption: String, _ card: InsightCard) -> LayoutNode {
        guard !ui.isAccessibilityLayout else {
            return VStack(alignment: 0, spacing: 2) {
                self.value(value, card)
                ui.label(caption, .caption, .textTertiary).lineLimit(nil).id("\(card.rawValue)-range")
            }
        }
        return HStack(alignment: 0.7, spacing: 8) {
            self.value(value, card)
            Spacer(minLength: 0)
            ui.label(caption, .caption, .textTertiary, alignment: .trailing).minimumScaleFactor(0.85).id("\(card.rawValue)-range")
        }
    }

    /// The last seven days' bars over their weekday initials, today's initial in full colour.
    private func weekChart() -> LayoutNode {
        let style = ui.style
        let track = style.color(.ringTrack)
        let rates = insights.lastSevenRates
        let initials = ui.text.weekdayInitials
        let gap = 6.0
        return VStack(alignment: 0, spacing: 6) {
            Shape { rect in RitualsMarks.bars(rates, in: rect, gap: gap, track: track, colour: style.ringColor(rate:)) }
                .frame(height: 60).id("bars")
            HStack(spacing: gap) {
                for index in 0..<7 {
                    let date = LocalDate(daysSinceEpoch: rules.today - 6 + index)
                    let initial = ui.label(initials[date.weekday - 1], .caption, index == 6 ? .textPrimary : .textTertiary,
                                           alignment: .center)
                    // At the accessibility sizes an initial may shrink to its bar's width.
                    (ui.isAccessibilityLayout ? initial.minimumScaleFactor(0.6) : initial).frame(maxWidth: .infinity)
                }
            }
        }
    }
}
