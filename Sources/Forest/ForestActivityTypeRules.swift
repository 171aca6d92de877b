import Terrarium

/// What the session's Live Activity shows at the reader's text size, as a pure rule.
///
/// Up to xLarge every presentation keeps its form. From xxLarge (`TypeSize.takesLargerWidgetForms`) the two
/// that carry words, the lock screen's platter and the expanded island, cannot grow past the
/// system's 160 pt, so they give up what repeats or decorates, as Apple's Live Activities do:
/// the platter its tree picture and the clock's "left" (the status says the tree's stage), the
/// island its "Focus" title (the island is the session's own) and the clock's word. The
/// countdown, the status line and the progress bar, the session's state (seed 002: the
/// countdown, the tree's five stages), stay. The compact and minimal islands and the lock
/// screen's accessories are drawn at fixed sizes, which hold at every text size.
enum ForestActivityTypeRules {
    /// A piece of a presentation.
    enum Part: Equatable, Sendable {
        case tree, title, status, clock, clockLabel, bar
    }

    /// From xxLarge, the parts `family` shows; nil where it keeps its one form.
    /// Once a session has `ended` its clock is the time focused, which without the clock's
    /// word would read as time left: the platter's title says "Focused" or "Stopped" (`title(_:)`),
    /// and the island, with no room beside the sensors for that word (393 pt phones), gives
    /// up the clock and keeps the tree, the status ("Grown", "Withered") and the full bar.
    static func parts(_ family: WidgetFamily, typeSize: TypeSize, ended: Bool = false) -> [Part]? {
        guard typeSize.takesLargerWidgetForms else { return nil }
        switch family {
        case .activityLockScreen: return [.title, .clock, .status, .bar]
        case .islandExpanded: return ended ? [.tree, .status, .bar] : [.tree, .clock, .status, .bar]
        default: return nil
        }
    }

    /// The title beside the clock: "Focus" while the session runs or is paused (the clock
    /// counts down), "Focused" once it was completed (the clock is the time focused, the word
    /// the clock's own "focused" carries at the other sizes), "Stopped" once it was abandoned
    /// (headed "Focused" above "Withered · ended early", a quit session read as a success).
    static func title(_ status: SessionStatus) -> String {
        switch status {
        case .completed: "Focused"
        case .abandoned: "Stopped"
        case .running, .paused: "Focus"
        }
    }
}
