import Terrarium

/// What Rooted's widget shows at the reader's text size, as pure rules the widget follows.
///
/// Up to xLarge every family keeps the form it has always had and its pixel font grows in
/// whole dots. A widget's box is fixed, so from xxLarge (`TypeSize.takesLargerWidgetForms`,
/// as the other apps' widgets; in its regular form the small family's count fell to one dot a
/// font pixel there) each family gives up its secondary pieces first, as Apple's widgets do. What stays is what seed 004 asks the widget first: the garden's
/// health, the average hydration across all plants (its "overall garden health"), and who
/// needs water (its reminder, "3 plants need watering today"), at least as a count. The
/// "Garden health" label goes (the percentage in the title's colour says it), then the
/// hydration bar (it repeats the percentage), then the greenhouse picture, which first shrinks
/// to one device pixel per art pixel; the thirsty list becomes a count; iPad's friends list
/// shows fewer rows and "+N more".
struct RootedWidgetTypeRules {
    /// A piece a home-screen family may show at an accessibility size.
    enum Part: Equatable, Sendable {
        /// The average hydration, "76%" (seed 004: overall garden health).
        case health
        /// The ten-cell hydration bar under it.
        case bar
        /// "Needs water" over names and levels, as many as fit, then "+N more".
        case thirstyNames
        /// "3 need water" (or "All watered", "No friends yet"): who needs water, counted.
        case thirstyCount
        /// iPad's friends, driest first, each a name and a level (the plant's type goes), as
        /// many rows as fit and "+N more".
        case friends
        /// The greenhouse picture, at least one device pixel per art pixel.
        case greenhouse
    }

    let typeSize: TypeSize

    /// Whether the widget takes its larger-text forms: from xxLarge.
    var isAccessibilityLayout: Bool { typeSize.takesLargerWidgetForms }

    /// From xxLarge, what a family shows, richest first: the widget draws the first that fits
    /// its box, else the last. Nil below, where every family
    /// keeps its one form. The "Garden health" label is in none of them.
    func forms(_ family: WidgetFamily) -> [[Part]]? { Self.ladder.forms(family, at: typeSize) }

    private static let ladder = WidgetForms<Part>([
        .small: [[.health, .thirstyCount, .greenhouse], [.health, .thirstyCount]],
        .medium: [[.health, .bar, .thirstyCount, .greenhouse], [.health, .thirstyCount, .greenhouse], [.health, .thirstyCount]],
        .large: [[.health, .bar, .thirstyNames, .greenhouse], [.health, .bar, .thirstyCount, .greenhouse],
                 [.health, .thirstyCount, .greenhouse], [.health, .thirstyCount]],
        // The friends list already gives up rows for "+N more"; the bar and the picture go
        // before it does.
        .extraLarge: [[.health, .bar, .thirstyCount, .friends, .greenhouse], [.health, .thirstyCount, .friends, .greenhouse],
                      [.health, .thirstyCount, .friends]],
    ])

    /// Who needs water in one line, or a word a line where the line does not hold it.
    static func thirstyCount(thirsty: Int, plants: Int) -> String {
        switch (thirsty, plants) {
        case (0, 0): "No friends yet"
        case (0, _): "All watered"
        case (1, _): "1 needs water"
        default: "\(thirsty) need water"
        }
    }
}
