import Terrarium

/// One defect `lint` found in a render, with the case that shows it.
package struct LintFinding: Hashable, Sendable {
    /// Which check found the defect; the raw value is how `lint` prints and filters it.
    package enum Kind: String, CaseIterable, Sendable {
        /// Copy that must fit was cut with an ellipsis (after shrinking to its minimum scale).
        case truncated
        /// Two boxes overlap where neither is a declared overlay, or text is covered.
        case overlap
        /// Paint outside the canvas, outside its parent box, or text taller than its box.
        case outside
        /// A character no font in the engine's list can draw: a box in the picture.
        case missingGlyph = "missing-glyph"
        /// Text below WCAG 3:1 against the pixels really under it.
        case contrast
        /// Nothing drawn where content was expected.
        case empty
        /// A grapheme cluster (an emoji sequence) drawn by more than one font: in pieces.
        case splitCluster = "split-cluster"
        /// A line ending in a separator or parting a number from its unit or word, or a last
        /// line of one word under a line of several (`LineBreakRules.problems`).
        case lineBreak = "line-break"
        /// A one-line text cut with an ellipsis whose glyphs stop short of its box by more than
        /// an em and a half: the cut left a gap where words should be (Pango's ellipsis in a right-to-left
        /// run did: "…   לפני").
        case truncationGap = "truncation-gap"
        /// A leading or trailing text whose glyphs start away from the edge the UI's direction
        /// puts them at (a Hebrew title right-aligned in an English UI).
        case direction
        /// Text drawn below its minimum scale factor, or a pixel font's text at a size off its
        /// dot grid (squeezed: its dots smear).
        case belowMinimumScale = "below-minimum-scale"
        /// A glyph-sized control (declared `scaledControl()`) under half as tall as the line of
        /// the text beside it: it kept its size while the text grew.
        case unscaledControl = "unscaled-control"
        /// A frame of a transition in which a pixel its first frame and its still share
        /// differs: a part the two states have in common flashes or moves (`TransitionLint`).
        case sharedPixels = "shared-pixels"
    }

    /// Which check found it.
    package var kind: Kind
    /// The render that shows it, as `lint` names cases (`rituals/widget/busy-large@375x812@3x`).
    package var caseName: String
    /// The box at fault (its id in `render --layout`); nil for the scene as a whole.
    package var box: String?
    /// What is wrong, in one line, with the numbers that show it.
    package var message: String

    /// A finding of `kind` in the render `caseName`, about `box` (nil for the whole scene).
    package init(_ kind: Kind, case caseName: String, box: String?, _ message: String) {
        self.kind = kind
        self.caseName = caseName
        self.box = box
        self.message = message
    }
}
