import Terrarium

/// What the meditation's Live Activity shows at the reader's text size, as a pure rule.
///
/// Up to xLarge every presentation keeps its form. From xxLarge (`TypeSize.takesLargerWidgetForms`) the two
/// that carry words, the lock screen's platter and the expanded island, cannot grow past the
/// system's 160 pt, so they keep what the meditate screen is about (seed 003, "Session
/// Structure": the phase, the MM:SS countdown, the eight phases' progress) and give up what
/// decorates or repeats: the badge and the "Meditate · Phase 4 of 8" line (the bar counts the
/// phases) on the platter, the phase's instruction on both (the app speaks it) and the
/// countdown's "remaining" (a MM:SS that counts down says it). The compact and minimal
/// islands are drawn at fixed sizes, which hold at every text size.
enum CalmActivityTypeRules {
    /// A piece of a presentation.
    enum Part: Equatable, Sendable {
        case badge, phaseLine, title, instruction, timer, remainingWord, phases
    }

    /// From xxLarge, the parts `family` shows, top to bottom; nil where it keeps its one form.
    static func parts(_ family: WidgetFamily, typeSize: TypeSize) -> [Part]? {
        guard typeSize.takesLargerWidgetForms else { return nil }
        switch family {
        case .activityLockScreen: return [.title, .timer, .phases]
        case .islandExpanded: return [.badge, .timer, .title, .phases]
        default: return nil
        }
    }

    /// How far the phase's name may shrink to keep its one line: to the floor the engine keeps
    /// at the accessibility sizes (its xxxLarge size; below them it may shrink further), so "Environmental Awareness" fits the
    /// platter's width whole where "Setup" stays at the reader's size. A second line would
    /// take the platter past 160 pt.
    static let titleShrink = 0.4
}
