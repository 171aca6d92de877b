import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// How the card, the panel sheets and the onboarding screens follow the reader's text size:
/// the pixel font's dots step with it (`PixelType`), and what holds text (a row, a button, an
/// input box) grows with it in whole art pixels, so its art is drawn whole and its words stay
/// inside. Where a text keeps its dots at `large`'s count, its row is `large`'s.
extension RootedSurfaces {
    /// One art pixel of the sheets, in points.
    var artPixel: Double { Double(Self.panelK) * ui.unit }

    /// A row of pixel text `pitch` base pixels tall at `large`, its text there `base` dots at
    /// the row's top and the rest of the pitch (or `gap`) under its line. At a size where the
    /// text has other dots, the row is the text's own height (every line it wraps to) and the
    /// room under it scaled with its dots, at least the pitch scaled so, in whole art pixels.
    func textRow(_ text: LayoutNode, pitch: Int, base: Int, gap: Int? = nil, alignment: Alignment = .topLeading) throws -> LayoutNode {
        let k = Self.panelK, d = dots(base)
        guard d != base else { return text.frame(maxWidth: .infinity, minHeight: Double(pitch), alignment: alignment) }
        let under = try gap ?? max(0, pitch - Int(lineHeight(base).rounded(.up)))
        return text.padding(EdgeInsets(bottom: Double(PixelType.scaled(under, base: base, dots: d, k: k)) * ui.unit))
            .inSteps(of: artPixel, alignment: .top)
            .frame(maxWidth: .infinity, minHeight: Double(PixelType.scaled(pitch, base: base, dots: d, k: k)) * ui.unit, alignment: alignment)
    }

    /// The height of a line of the pixel font at `dots`, in base pixels, as the engine lays it out.
    func lineHeight(_ dots: Int) throws -> Double {
        guard let measure else { return Double(20 * dots) }
        return try measure("Ag", try ui.font(dots: dots)).height / ui.unit
    }

    /// A room of `length` base pixels at `large` that goes with text of `base` dots (the space
    /// under a row of buttons): scaled with the text's dots in whole art pixels.
    func room(_ length: Int, base: Int = 3) -> Double {
        Double(PixelType.scaled(length, base: base, dots: dots(base), k: Self.panelK))
    }

    /// Two texts side by side while both fit on the line (SwiftUI's `ViewThatFits { HStack;
    /// VStack }`), one under the other where they do not, and always at the accessibility
    /// sizes, as a layout reading `dynamicTypeSize.isAccessibilitySize` turns its rows into
    /// columns.
    func sideBySide(_ row: LayoutNode, _ column: LayoutNode) -> LayoutNode {
        typeSize.isAccessibilitySize ? column : ViewThatFits(in: .horizontal) { row; column }
    }

    /// Texts one under another, each in whole art pixels (a line of the pixel font is not: two
    /// lines set edge to edge would share the pixel row each rounds out to).
    func stacked(_ texts: [LayoutNode?]) -> LayoutNode {
        let step = artPixel
        return VStack(alignment: 0, spacing: 0) { for text in texts { text?.inSteps(of: step, alignment: .topLeading) } }
    }

    /// Whether every one of `labels` fits on one line inside a button `width` art pixels wide
    /// at the reader's size (its words inside the button's 6 art pixels of margin each side).
    func labelsFit(_ labels: [String], buttonWidth width: Int) throws -> Bool {
        guard let measure else { return true }
        let font = try ui.font(dots: dots(3))
        let inner = Double(width * Self.panelK - 60) * ui.unit
        return try labels.allSatisfy { try measure($0, font).width <= inner + 0.01 }
    }
}
