import Terrarium

/// What Bloom's widgets show at the reader's text size, as pure rules the layouts follow.
///
/// Up to xxxLarge every widget keeps the form it has always had and its text grows. A
/// widget's box is fixed, so at the five accessibility sizes (SwiftUI's
/// `dynamicTypeSize.isAccessibilitySize`) each one gives up words, the secondary ones first,
/// as Apple's widgets do there: the stage's name and the goal's caption go before the count,
/// a prompt's detail and hint before its title. What stays is what the PRD puts first: the
/// plant ("the exact same plant stage image as the main app", seed 000 §2.3) and the step
/// count with its bar ("4,250 / 10,000" & progress bar, §2.2), or, without steps to count,
/// the prompt's title ("Connect Health", "Steps unavailable", §3.1).
struct BloomTypeRules {
    /// A line, or the bar, a widget may show.
    enum Part: Equatable, Sendable {
        /// The stage's name ("Growing").
        case stage
        /// The count toward the goal: "4,250 / 10,000".
        case counter
        /// The count alone, as long as its line allows ("12,345", else "12.3K").
        case count
        /// "of 10,000 steps".
        case goal
        /// "42% of your goal · Growing".
        case caption
        /// "42% · Growing".
        case shortCaption
        /// The progress bar toward the goal.
        case bar
        /// A prompt's title: "Connect Health", "Steps unavailable".
        case title
        /// A prompt's one short line: "Tap to begin", "Open Settings".
        case hint
        /// A prompt's sentence: "Bloom grows as you walk".
        case detail
        /// A prompt's button.
        case button
    }

    let typeSize: TypeSize

    /// Whether the widgets take their accessibility forms.
    var isAccessibilityLayout: Bool { typeSize.isAccessibilitySize }

    /// At an accessibility size, what a widget of `family` shows, richest first: the layout
    /// draws the first whose text fits at its natural size, else the last. Nil below the
    /// accessibility sizes, where every widget keeps its one form.
    func parts(_ family: WidgetFamily, counting: Bool) -> [[Part]]? {
        (counting ? Self.counting : Self.prompting).forms(family, at: typeSize)
    }

    /// While counting steps: the plant and the count with its bar stay.
    private static let counting = WidgetForms<Part>(from: .accessibility1, [
        .small: [[.count, .bar]],
        .medium: [[.count, .goal, .bar], [.count, .bar]],
        .large: [[.counter, .caption, .bar], [.count, .shortCaption, .bar], [.count, .bar]],
        .accessoryCircular: [[.count]],
        .accessoryRectangular: [[.count, .bar, .shortCaption], [.count, .bar]],
        .accessoryInline: [[.count, .stage], [.count]],
    ])

    /// With a prompt instead of steps: its title stays (the circle keeps its count's place).
    private static let prompting = WidgetForms<Part>(from: .accessibility1, [
        .small: [[.title, .hint], [.title]],
        .medium: [[.title, .hint], [.title]],
        .large: [[.title, .detail, .button], [.title, .button], [.title]],
        .accessoryCircular: [[.count]],
        .accessoryRectangular: [[.title, .hint], [.title]],
        .accessoryInline: [[.title]],
    ])

    /// The count's texts, longest first, where a line may not hold the whole number: grouped
    /// ("12,345"), then compact and rounded down ("12.3K"), never more steps than were walked.
    static func countChoices(_ steps: Int) -> [String] {
        let whole = grouped(steps), compact = compactSteps(steps)
        return whole == compact ? [whole] : [whole, compact]
    }

    /// How much the lock screen's fixed sizes grow: not below the accessibility sizes (they
    /// are drawn as before); at them, as far as xxxLarge's growth, the most the 68 pt circle
    /// and 153 pt rectangle hold once the secondary lines are gone.
    var accessoryGrowth: Double { isAccessibilityLayout ? TypeSize.xxxLarge.scale : 1 }

    /// The lines a display text may take at an accessibility size so that no word is broken
    /// and no number parted from its word: `LineBreakRules.wholePieceLines`.
    static func wholeWordLines(_ text: String) -> Int { LineBreakRules.wholePieceLines(text) }
}
