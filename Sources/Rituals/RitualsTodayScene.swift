import Foundation
import Terrarium
import TerrariumLayout

/// The Today tab (PRD 3.1): the title and the day, a renewal prompt for each ritual whose arc
/// is over (FR-TODAY-05), the time-of-day filter (FR-TODAY-03), and a focus card per ritual
/// at the filter's time with its ring of today's completion (FR-TODAY-01) and its habits'
/// check-ins (FR-TODAY-02); else the empty state that says which is missing: rituals, or
/// rituals for this time (FR-TODAY-04). Wide screens take two columns of cards (FR-TODAY-06).
///
/// At the accessibility text sizes (`RitualsTypeRules`) the cards take one column, a card's
/// ring goes above its words, the section's count goes under its name, the decorative icons
/// (a prompt's, the section's, each habit's) give their room to words, and lines wrap.
struct RitualsTodayScene {
    let rules: RitualsRules
    let ui: RitualsLayout
    /// The screen: its width, safe area, padding and columns.
    let frame: RitualsScreenFrame
    /// Every card's detail without the time of day, and every card's count as "1/3" rather
    /// than "1 de 3 hechos": each set when one card needed that shorter form, so the
    /// cards of a screen read alike in every language instead of each taking what fits its
    /// own title (`mixedForms`).
    var shortDetail = false, shortCount = false

    /// Whether a laid-out Today screen's cards took different forms of their detail, and of
    /// their count: one card's in its shorter form while another's is in its longer one. Read
    /// from the boxes' texts: the shorter detail has no " · ", the shorter count a "/".
    static func mixedForms(_ commands: [DrawCommand]) -> (detail: Bool, count: Bool) {
        let cards = commands.markedTexts().filter { $0.id.hasPrefix("card-") }
        let details = Set(cards.filter { $0.id.hasSuffix("-detail") }.map { $0.block.text.contains(" · ") })
        let counts = Set(cards.filter { $0.id.hasSuffix("-done") }.map { $0.block.text.contains("/") })
        return (details.count > 1, counts.count > 1)
    }

    func layout() -> LayoutNode {
        let text = ui.text
        let filter = rules.todayFilter
        let content = rules.todayContent(filter)
        let columns = ui.type.columns(width: frame.width), gutter = RitualsScreenFrame.gutter
        let prompts = rules.renewalPrompts.enumerated().map { renewal($1.0, status: $1.1, index: $0) }
        return ui.screen(VStack(alignment: 0, spacing: gutter) {
            header()
            if !prompts.isEmpty { ui.grid(prompts, columns: columns, spacing: gutter) }
            switch content {
            case .noRituals:
                ui.emptyState(symbol: "sparkles", title: text.noRituals, detail: text.createRitual, id: "empty")
            case .noneForTime(let elsewhere):
                picker(filter)
                ui.emptyState(symbol: RitualDetailScene.timeIcon(filter.time ?? .anytime).rawValue, title: text.noRitualsForTime,
                              detail: text.ritualsElsewhere(elsewhere), id: "empty")
            case .cards(let cards):
                picker(filter)
                section(filter, cards: cards)
                ui.grid(cards.enumerated().map { card($1, index: $0) }, columns: columns, spacing: gutter)
            }
        }, in: frame)
    }

    /// "Today" and the day's date.
    private func header() -> LayoutNode {
        VStack(alignment: 0, spacing: 2) {
            ui.label(ui.text.today, .largeTitle, .textPrimary).minimumScaleFactor(0.8).id("title")
            ui.label(ui.text.longDay(rules.todayDate), .footnote, .textSecondary).lineLimit(ui.type.lines(1))
                .minimumScaleFactor(0.85).id("date")
        }
    }

    /// The filter as a segmented row of the seven choices' icons, the chosen one filled.
    private func picker(_ selected: TodayFilter) -> LayoutNode {
        let surface = ui.style.color(.card), accent = ui.style.color(.accent)
        return HStack(alignment: 0.5, spacing: 2) {
            for filter in TodayFilter.allCases {
                let chosen = filter == selected
                ui.icon(Self.filterIcon(filter), side: 20, chosen ? .textInverse : .textSecondary)
                    .frame(maxWidth: .infinity, minHeight: 34)
                    .background { rect in
                        chosen ? [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(accent))] : []
                    }
                    .id("filter-\(filter.rawValue)")
            }
        }
        .padding(4)
        // As wide as the cards under it on every screen: capped at 520 pt it stopped halfway
        // across an iPad, its right end lining up with nothing.
        .frame(maxWidth: .infinity)
        .background { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(surface))] }
        .id("filter")
    }

    /// The chosen filter's name over the cards, and how much of what it shows is done.
    private func section(_ filter: TodayFilter, cards: [TodayCard]) -> LayoutNode {
        let done = cards.reduce(0) { $0 + $1.progress.done }, due = cards.reduce(0) { $0 + $1.progress.due }
        guard !ui.isAccessibilityLayout else {
            // The count under the name, both wrapping; the icon repeats the chosen filter's.
            return VStack(alignment: 0, spacing: 2) {
                ui.label(ui.text.filterName(filter), .headline, .textPrimary).lineLimit(nil).id("section")
                ui.label(ui.text.doneOf(done, due), .footnote, .textSecondary).lineLimit(nil).id("section-done")
            }
        }
        return HStack(alignment: 0.5, spacing: 8) {
            ui.icon(Self.filterIcon(filter), side: 20, .accent)
            ui.label(ui.text.filterName(filter), .headline, .textPrimary).minimumScaleFactor(0.85).id("section")
            Spacer(minLength: 8)
            ui.label(ui.text.doneOf(done, due), .footnote, .textSecondary).minimumScaleFactor(0.85).id("section-done")
        }
    }

    /// A focus card: the ritual's badge, title, time and arc day beside its ring of today's
    /// completion, then each habit with its check-in.
    private func card(_ card: TodayCard, index: Int) -> LayoutNode {
        let text = ui.text, ritual = card.ritual
        let time = text.timeName(ritual.time), day = text.dayOf(card.status.dayIndex, card.status.arc.durationDays)
        if ui.isAccessibilityLayout { return accessibleCard(card, index: index, time: time, day: day) }
        return ui.card(id: "card-\(index)") {
            VStack(alignment: 0, spacing: 12) {
                HStack(alignment: 0.5, spacing: 12) {
                    ui.badge(ritual.icon, side: 44).id("card-\(index)-icon")
                    VStack(alignment: 0, spacing: 3) {
                        // The user's title: two lines, then an ellipsis.
                        ui.label(ritual.title, .headline, .textPrimary).lineLimit(2).truncatable().id("card-\(index)-title")
                        ViewThatFits(in: .horizontal) {
                            if !shortDetail { ui.label("\(time) · \(day)", .caption, .textSecondary).id("card-\(index)-detail") }
                            ui.label(day, .caption, .textSecondary).id("card-\(index)-detail")
                        }
                        // "0 de 4 hechos" where it fits, else "0/4" (a narrow column, a phone
                        // on its side); a ritual without habits says so instead of "0 of 0".
                        if card.habits.isEmpty {
                            ui.label(text.noHabits, .footnote, .textSecondary).lineLimit(nil).id("card-\(index)-done")
                        } else {
                            ViewThatFits(in: .horizontal) {
                                if !shortCount {
                                    ui.label(text.doneOf(card.progress.done, card.progress.due), .footnote, .accentDark)
                                        .id("card-\(index)-done")
                                }
                                ui.label(text.doneFraction(card.progress.done, card.progress.due), .footnote, .accentDark)
                                    .id("card-\(index)-done")
                            }
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    // No ring and no list for a ritual without habits: an em dash in an empty
                    // ring over an empty divider said nothing.
                    if !card.habits.isEmpty {
                        ui.todayRing(card.progress.rate, stroke: 6, font: .headline, maxSide: 60)
                            .frame(width: 60, height: 60).id("card-\(index)-ring")
                    }
                }
                if !card.habits.isEmpty { habitList(card, index: index) }
            }
        }
    }

    /// The divider and a card's habits, each with its check.
    private func habitList(_ card: TodayCard, index: Int) -> LayoutNode {
        VStack(alignment: 0, spacing: 12) {
            ui.divider()
            VStack(alignment: 0, spacing: 8) {
                for (row, habit) in card.habits.enumerated() {
                    ui.checkRow(habit.habit, done: habit.done, id: "card-\(index)-habit-\(row)")
                }
            }
        }
    }

    /// A focus card at an accessibility size: the badge and a larger ring on top, then the
    /// title, the time and arc day, and the count, each wrapping, then the habits.
    private func accessibleCard(_ card: TodayCard, index: Int, time: String, day: String) -> LayoutNode {
        let text = ui.text, side = Self.accessibleRingSide
        return ui.card(id: "card-\(index)") {
            VStack(alignment: 0, spacing: 12) {
                HStack(alignment: 0.5, spacing: 12) {
                    ui.badge(card.ritual.icon, side: 44).id("card-\(index)-icon")
                    Spacer(minLength: 0)
                    if !card.habits.isEmpty {
                        ui.todayRing(card.progress.rate, stroke: 8, font: .headline, maxSide: side)
                            .frame(width: side, height: side).id("card-\(index)-ring")
                    }
                }
                VStack(alignment: 0, spacing: 3) {
                    ui.accessibleTitle(card.ritual.title, .headline, .textPrimary).id("card-\(index)-title")
                    ui.label("\(time) · \(day)", .caption, .textSecondary).lineLimit(nil).id("card-\(index)-detail")
                    ui.label(card.habits.isEmpty ? text.noHabits : text.doneOf(card.progress.done, card.progress.due), .footnote,
                             card.habits.isEmpty ? .textSecondary : .accentDark).lineLimit(nil)
                        .id("card-\(index)-done")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if !card.habits.isEmpty { habitList(card, index: index) }
            }
        }
    }

    /// A card's ring at the accessibility sizes: larger than the 60 pt one beside the words,
    /// so its percentage stays legible inside it.
    static let accessibleRingSide = 88.0

    /// A finished arc's prompt: the ritual, which arc ended and how long it ran, and the button
    /// that starts the next (FR-TODAY-05, FR-RENEWAL-04).
    private func renewal(_ ritual: Ritual, status: ArcStatus, index: Int) -> LayoutNode {
        let text = ui.text
        let accent = ui.style.color(.accent), soft = ui.style.color(.accentSoft)
        return VStack(alignment: 0, spacing: 12) {
            HStack(alignment: 0.5, spacing: 12) {
                // At the accessibility sizes the icon gives its room to the words.
                if !ui.isAccessibilityLayout { ui.icon(.review, side: 28, .accentSecondary) }
                VStack(alignment: 0, spacing: 3) {
                    (ui.isAccessibilityLayout ? ui.accessibleTitle(ritual.title, .headline, .textPrimary)
                        : ui.label(ritual.title, .headline, .textPrimary).lineLimit(2).truncatable()).id("renew-\(index)-title")
                    ui.label("\(text.arcComplete(status.arc.number)) · \(text.arcLength(status.arc.durationDays))", .footnote, .success)
                        .lineLimit(ui.type.lines(2)).id("renew-\(index)-detail")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            ui.label(text.newArc, .headline, .textInverse, alignment: .center).lineLimit(ui.type.lines(1)).minimumScaleFactor(0.85)
                .id("renew-\(index)-button")
                .padding(EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16))
                .frame(maxWidth: .infinity)
                .background { rect in [.fill(.roundedRect(rect, radius: rect.height / 2), .solid(accent))] }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background { rect in [.fill(.roundedRect(rect, radius: 16), .solid(soft))] }
        .id("renew-\(index)")
    }

    static func filterIcon(_ filter: TodayFilter) -> RitualIcon {
        filter.time.map(RitualDetailScene.timeIcon) ?? .review
    }
}
