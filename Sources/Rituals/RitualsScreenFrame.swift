import Terrarium

/// Where a Rituals page's content goes on its screen: the screen's width and safe area, the
/// page's padding and the gutter between its cards, and the columns the width takes
/// (`AdaptiveColumns`: two from 540 pt, the content at most 960 pt wide and centred). The
/// Today tab and the day sheet share it, so their pages line up and split at the same width.
struct RitualsScreenFrame {
    /// The screen's width in points: the number of columns follows it.
    let width: Double
    /// The screen's safe area: on its side, a phone's sensor housing is at one edge.
    var safeArea = ScreenInsets(top: 0, bottom: 0)

    /// Between the screen's edges (inside its safe area) and the content.
    static let padding = 20.0
    /// Between the page's sections and between cards side by side.
    static let gutter = 16.0

    /// Cards side by side: 1 or 2.
    var columns: Int { AdaptiveColumns.count(width: width) }
}

extension RitualsLayout {
    /// A page's content in `frame`: its padding inside the safe area, at most the maximum
    /// content width and centred beyond it, on the page background.
    func screen(_ content: LayoutNode, in frame: RitualsScreenFrame, top: Double = 24) -> LayoutNode {
        screen(content, padding: RitualsScreenFrame.padding, top: top, safeArea: frame.safeArea)
    }
}
