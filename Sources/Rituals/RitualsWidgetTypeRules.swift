import Terrarium

/// What Rituals' widget shows at the reader's text size, as pure rules the widget follows.
///
/// Up to xLarge every family keeps the form it has always had and its text grows. A
/// widget's box is fixed, so from xxLarge (`TypeSize.takesLargerWidgetForms`, two sizes
/// before the accessibility sizes) the home-screen families give up words, the
/// secondary ones first, as Apple's widgets do there. What stays is what seed 001 asks of the
/// widget first (3.6): today's completion rate (FR-WIDGET-02, the ring and its percentage)
/// and the current streak (FR-WIDGET-03). The next habits (FR-WIDGET-04), the time of day
/// (-05), the next ritual (-06) and iPad's week go first. The lock screen's and the watch's
/// families, whose few words are already the ring, the count and the streak, keep their
/// forms and grow only as far as xxxLarge, the most their fixed boxes hold.
struct RitualsWidgetTypeRules {
    /// A piece a home-screen family may show at an accessibility size.
    enum Part: Equatable, Sendable {
        /// Today's completion ring with its percentage (FR-WIDGET-02).
        case ring
        /// "12-day streak", or "No rituals yet" (FR-WIDGET-03).
        case streak
        /// The streak's short form: "12 days".
        case streakDays
        /// "4 of 11 done".
        case done
        /// The time of day's chip (FR-WIDGET-05).
        case timeOfDay
    }

    let typeSize: TypeSize

    /// Whether the widget takes its larger-text forms: from xxLarge, where the small family's
    /// "100%" no longer fits its ring (`TypeSize.takesLargerWidgetForms`).
    var isAccessibilityLayout: Bool { typeSize.takesLargerWidgetForms }

    /// At an accessibility size, what a home-screen family shows, richest first: the widget
    /// draws the first that fits its box, else the last. Nil below those sizes, where every
    /// family keeps its one form, and for the lock screen's and the watch's families, which
    /// keep theirs at every size (`drawnTypeSize`).
    func forms(_ family: WidgetFamily) -> [[Part]]? { Self.ladder.forms(family, at: typeSize) }

    // The next habits, the next ritual and the week are gone from every form; in the large
    // families the time of day is the last secondary piece to go, where the words leave it room.
    private static let largeForms: [[Part]] = [[.ring, .streak, .done, .timeOfDay], [.ring, .streak, .done], [.ring, .streak],
                                               [.ring, .streakDays]]
    private static let ladder = WidgetForms<Part>([
        .small: [[.ring, .streak], [.ring, .streakDays]],
        .medium: [[.ring, .streak, .done], [.ring, .streak], [.ring, .streakDays]],
        .large: largeForms,
        .extraLarge: largeForms,
    ])

    /// The text size a family is drawn at: the reader's, except that the lock screen's and
    /// the watch's fixed sizes stop at xxxLarge (their rings and lines hold it; beyond, the
    /// percentage would no longer fit its ring).
    func drawnTypeSize(_ family: WidgetFamily) -> TypeSize {
        family.isAccessory ? min(typeSize, .xxxLarge) : typeSize
    }

    /// Whether the lock screen's and the watch's prompt without rituals ("No rituals yet" over
    /// "Create a ritual to begin") gives up its hint where both do not fit its box: from
    /// xLarge, where on the smallest lock screen (375x667) the hint's second line was cut
    /// (lint's check of each family on its own smallest device found it). Below, both fit.
    var promptMayDropHint: Bool { typeSize >= .xLarge }

    /// The lines the streak may take: one a word, so that no word is broken across lines.
    static func wholeWordLines(_ text: String) -> Int { RitualsTypeRules.wholeWordLines(text) }
}
