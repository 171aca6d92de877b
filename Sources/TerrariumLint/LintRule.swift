import Foundation
import Terrarium
import TerrariumGraphics

/// One of `lint`'s checks: a pure function of one render's boxes and pixels. Each kind of
/// finding is one type conforming here, listed in `LayoutLint.rules`, with a test that makes it
/// fire (LayoutLintTests); a new check is a new type and one line in that list.
package protocol LintRule: Sendable {
    /// The kind of finding it reports.
    var kind: LintFinding.Kind { get }
    /// What it finds in `render`: the box at fault (nil for the scene as a whole) and one line
    /// with the numbers that show it.
    func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)]
}

/// One render as the rules read it: its boxes and the two pictures, and what several rules
/// ask of them (a box's ancestors, whether it is an overlay or may overflow).
package struct LintedRender {
    /// The resolved boxes and text metrics.
    package let inspection: SceneInspection
    /// The picture.
    package let pixels: PremultipliedPixels
    /// The picture drawn without its text: what text is read against.
    package let backdrop: PremultipliedPixels
    /// The canvas, in points.
    package let canvas: Rect
    /// The boxes, in paint order.
    package let boxes: [InspectedBox]
    /// The text boxes with their text.
    package let texts: [InspectedBox]
    /// How far a box and its parent may part: each is rounded to the device-pixel grid (text
    /// outward, a stack to the nearest pixel), so by one device pixel, at @1x a whole point.
    package let grid: Double
    private let byID: [String: InspectedBox]
    /// The ids of the boxes that are, or sit in, a declared overlay; and of those that may
    /// overflow. Worked out once for the render: the rules ask for every pair of boxes.
    private let overlays: Set<String>
    private let overflowing: Set<String>

    init(inspection: SceneInspection, pixels: PremultipliedPixels, backdrop: PremultipliedPixels) {
        self.inspection = inspection
        self.pixels = pixels
        self.backdrop = backdrop
        canvas = Rect(size: inspection.size)
        boxes = inspection.boxes
        texts = boxes.filter { $0.role == .text && $0.text != nil }
        grid = max(LayoutLint.tolerance, 1 / Double(max(1, inspection.scale)))
        let byID = Dictionary(boxes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.byID = byID
        overlays = Self.inherited(\.overlay, boxes: boxes, byID: byID)
        overflowing = Self.inherited(\.mayOverflow, boxes: boxes, byID: byID)
    }

    /// The ids of the boxes with `flag`, or with an ancestor that has it. A memo per id keeps
    /// it linear; a parent chain that loops ends after as many steps as there are boxes.
    private static func inherited(_ flag: (InspectedBox) -> Bool, boxes: [InspectedBox], byID: [String: InspectedBox]) -> Set<String> {
        var memo: [String: Bool] = [:]
        func has(_ id: String, depth: Int) -> Bool {
            if let known = memo[id] { return known }
            guard let box = byID[id], depth < boxes.count else { return false }
            let result = flag(box) || box.parent.map { has($0, depth: depth + 1) } == true
            memo[id] = result
            return result
        }
        return Set(boxes.map(\.id).filter { has($0, depth: 0) })
    }

    /// The box with `id`.
    package func box(_ id: String) -> InspectedBox? { byID[id] }

    /// The ids of the boxes `box` sits in, up to the root.
    package func ancestors(of box: InspectedBox) -> Set<String> {
        var result: Set<String> = []
        var next = box.parent
        while let id = next, !result.contains(id) { result.insert(id); next = byID[id]?.parent }
        return result
    }

    /// Whether the box, or one it sits in, is a declared overlay (drawn over others on purpose).
    package func isOverlay(_ box: InspectedBox) -> Bool {
        box.overlay || box.parent.map(overlays.contains) == true
    }

    /// Whether the box, or one it sits in, may draw past its bounds on purpose.
    package func mayOverflow(_ box: InspectedBox) -> Bool {
        box.mayOverflow || box.parent.map(overflowing.contains) == true
    }
}

/// Empty: a picture of one colour, a scene with no text or image, or text that puts nothing down.
package struct EmptyRule: LintRule {
    package var kind: LintFinding.Kind { .empty }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        var found: [(box: InspectedBox?, message: String)] = []
        // A backdrop of more than one colour makes a picture of more than one (`LayoutLint.check`
        // paints the picture only when its backdrop is one colour).
        if render.backdrop.isUniform, render.pixels.isUniform {
            found.append((nil, "the picture is a single colour: nothing was drawn"))
        }
        if !render.boxes.contains(where: { $0.role == .text || $0.role == .image }) {
            found.append((nil, "the scene has no text and no image"))
        }
        for box in render.texts {
            guard let block = box.text, let metrics = box.metrics else { continue }
            if block.text.contains(where: { !$0.isWhitespace }), box.visibleInk == nil || block.font.size * metrics.scaledBy < 1 {
                found.append((box, "text \(LayoutLint.quote(block.text)) draws nothing (font \(LayoutLint.format(block.font.size)) pt)"))
            }
        }
        return found
    }
}

/// Truncated: copy that must fit, cut with an ellipsis (after shrinking to its minimum scale).
package struct TruncatedRule: LintRule {
    package var kind: LintFinding.Kind { .truncated }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, metrics.truncated, !block.allowsTruncation else { return nil }
            let scale = metrics.scaledBy < 1 ? ", even at \(LayoutLint.format(metrics.scaledBy))x its size" : ""
            return (box, "text \(LayoutLint.quote(block.text)) is cut to \(LayoutLint.quote(metrics.drawnText)) in a box of "
                    + "\(LayoutLint.format(block.frame.width))x\(LayoutLint.format(block.frame.height)) pt\(scale)")
        }
    }
}

/// Truncation gap: a one-line text cut with an ellipsis fills its box to within a character,
/// since the cut falls at the last cluster that fits; ink more than an em and a half short of
/// the box (a character the cut could not take is up to a wide "W" plus the ellipsis's own
/// side bearings, about 1.2 em) means the line was cut where it need not be, leaving a hole
/// before or after the ellipsis.
package struct TruncationGapRule: LintRule {
    package var kind: LintFinding.Kind { .truncationGap }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, metrics.truncated, metrics.lines == 1,
                  let ink = metrics.ink else { return nil }
            let em = block.font.size * metrics.scaledBy
            let gap = block.frame.width - ink.width
            guard gap > 1.5 * em else { return nil }
            return (box, "text \(LayoutLint.quote(block.text)) is cut to \(LayoutLint.quote(metrics.drawnText)) but its glyphs take "
                    + "\(LayoutLint.format(ink.width)) of \(LayoutLint.format(block.frame.width)) pt: a gap of "
                    + "\(LayoutLint.format(gap)) pt, more than an em and a half (\(LayoutLint.format(1.5 * em)) pt)")
        }
    }
}

/// Missing glyph: a character no font in the engine's list can draw.
package struct MissingGlyphRule: LintRule {
    package var kind: LintFinding.Kind { .missingGlyph }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, metrics.missingGlyphs > 0 else { return nil }
            return (box, "text \(LayoutLint.quote(block.text)) has \(metrics.missingGlyphs) character(s) no font can draw")
        }
    }
}

/// Split cluster: an emoji sequence (or any grapheme cluster) whose pieces came from more
/// than one font, so 🧘🏽‍♀️ shows as 🧘🏽 and a black ♀.
package struct SplitClusterRule: LintRule {
    package var kind: LintFinding.Kind { .splitCluster }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, metrics.splitClusters > 0 else { return nil }
            return (box, "text \(LayoutLint.quote(block.text)) draws \(metrics.splitClusters) character cluster(s) in pieces from different fonts")
        }
    }
}

/// Line break: a text's lines as drawn break where copy should not (`LineBreakRules.problems`):
/// a separator or a number left at a line's end, a last line of one word under several.
package struct LineBreakRule: LintRule {
    package var kind: LintFinding.Kind { .lineBreak }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, !metrics.truncated,
                  let problem = LineBreakRules.problems(lines: metrics.lineTexts).first else { return nil }
            let lines = metrics.lineTexts.map(LayoutLint.quote).joined(separator: " / ")
            return (box, "text \(LayoutLint.quote(block.text)) breaks badly: \(problem) (\(lines))")
        }
    }
}

/// Direction: a text aligned to the leading (or trailing) edge whose glyphs start away from
/// that edge as the UI's direction (its language) places it, by more than a third of its
/// size: its first strong letter, not the UI, chose the side.
package struct DirectionRule: LintRule {
    package var kind: LintFinding.Kind { .direction }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics, let ink = box.ink, block.alignment != .center,
                  block.text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            let rightToLeft = TextDirection.isRightToLeft(language: block.language)
            let startsRight = (block.alignment == .leading) == rightToLeft
            let gap = startsRight ? block.frame.maxX - ink.maxX : ink.minX - block.frame.minX
            let allowed = max(LayoutLint.tolerance * 2, block.font.size * metrics.scaledBy / 3)
            guard gap > allowed else { return nil }
            let edge = startsRight ? "right" : "left"
            return (box, "text \(LayoutLint.quote(block.text)) is aligned \(block.alignment) in a \(rightToLeft ? "right-to-left" : "left-to-right") UI "
                    + "but starts \(LayoutLint.format(gap)) pt from its box's \(edge) edge")
        }
    }
}

/// Outside: text's glyphs outside its box, paint outside the canvas, a declared box outside its
/// declared parent.
package struct OutsideRule: LintRule {
    package var kind: LintFinding.Kind { .outside }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        var found: [(box: InspectedBox?, message: String)] = []
        // The glyphs, not the line box: a face with tall line spacing (DotGothic16's is
        // 1.45 em) may overhang its box with empty leading, never with ink.
        for box in render.texts {
            guard let block = box.text, box.metrics != nil, let ink = box.visibleInk,
                  !block.frame.contains(ink, tolerance: LayoutLint.tolerance), !render.mayOverflow(box) else { continue }
            found.append((box, "text \(LayoutLint.quote(block.text)) is drawn outside its box (\(LayoutLint.describe(ink)) in \(LayoutLint.describe(block.frame)))"))
        }
        for box in render.boxes where box.role != .group || box.declared {
            guard let ink = box.visibleInk, !render.mayOverflow(box) else { continue }
            if !render.canvas.contains(ink, tolerance: LayoutLint.tolerance) {
                found.append((box, "\(LayoutLint.describe(box)) is drawn outside the canvas (\(LayoutLint.describe(ink)) on \(LayoutLint.describe(render.canvas)))"))
            } else if box.declared, let parentID = box.parent, let parent = render.box(parentID), parent.declared,
                      !parent.rect.contains(box.rect, tolerance: render.grid) {
                found.append((box, "\(LayoutLint.describe(box)) (\(LayoutLint.describe(box.rect))) is outside its parent \(parent.id) (\(LayoutLint.describe(parent.rect)))"))
            }
        }
        return found
    }
}

/// Overlap: text on text, text under later paint, declared siblings on each other, where
/// neither is a declared overlay.
package struct OverlapRule: LintRule {
    package var kind: LintFinding.Kind { .overlap }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        var found: [(box: InspectedBox?, message: String)] = []
        let tolerance = LayoutLint.tolerance
        // What every pair below reads, worked out once per box rather than once per pair: the
        // visible ink of each text that is not an overlay, and of each shape or image that could
        // cover one (not an overlay, not a wash over the whole picture, which is light rather
        // than an obstruction). Plain values (paint order, ink, index into `boxes`): the pairs
        // are many, and a box is a large value to copy for each.
        struct Inked { let order: Int, ink: Rect, index: Int }
        let boxes = render.boxes
        let wash = 0.9 * render.canvas.width * render.canvas.height
        var texts: [Inked] = [], covers: [Inked] = []
        for (index, box) in boxes.enumerated() {
            guard let ink = box.visibleInk, !render.isOverlay(box) else { continue }
            if box.role == .text, box.text != nil { texts.append(Inked(order: box.order, ink: ink, index: index)) }
            if box.role == .shape || box.role == .image, ink.width * ink.height < wash {
                covers.append(Inked(order: box.order, ink: ink, index: index))
            }
        }
        func quoted(_ item: Inked) -> String { LayoutLint.quote(boxes[item.index].text?.text ?? "") }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                guard let both = a.ink.intersection(b.ink), both.width > tolerance, both.height > tolerance else { continue }
                found.append((boxes[b.index], "text \(quoted(b)) overlaps text \(quoted(a)) (\(boxes[a.index].id))"))
            }
            var above: Set<String>?  // the boxes `a` sits in, asked for only when something covers it
            for later in covers where later.order > a.order {
                guard let both = a.ink.intersection(later.ink), both.width > tolerance, both.height > tolerance else { continue }
                let ancestors = above ?? render.ancestors(of: boxes[a.index])
                above = ancestors
                guard !ancestors.contains(boxes[later.index].id) else { continue }
                found.append((boxes[a.index], "text \(quoted(a)) is covered by \(LayoutLint.describe(boxes[later.index])) drawn after it"))
                break
            }
        }
        // Declared siblings: each box against the later ones with the same parent only.
        let declared = render.boxes.filter { $0.declared && !$0.overlay }
        var siblings: [String?: [Int]] = [:]
        for (i, box) in declared.enumerated() { siblings[box.parent, default: []].append(i) }
        for (i, a) in declared.enumerated() {
            for j in siblings[a.parent] ?? [] where j > i {
                let b = declared[j]
                guard let both = a.rect.intersection(b.rect), both.width > tolerance, both.height > tolerance else { continue }
                found.append((b, "\(LayoutLint.describe(b)) overlaps \(a.id) (\(LayoutLint.describe(both)) in common); neither is an overlay"))
            }
        }
        return found
    }
}

/// Contrast: text below WCAG 3:1 against the backdrop really under its glyphs.
package struct ContrastRule: LintRule {
    package var kind: LintFinding.Kind { .contrast }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        let scale = Double(render.inspection.scale)
        return render.texts.compactMap { box in
            guard let block = box.text, let ink = box.visibleInk?.intersection(render.canvas),
                  block.text.contains(where: { $0.isLetter || $0.isNumber }),
                  let ratio = LayoutLint.contrast(of: block.color, over: ink, in: render.backdrop, scale: scale),
                  ratio < LayoutLint.minimumContrast else { return nil }
            return (box, "text \(LayoutLint.quote(block.text)) in \(block.color) has contrast \(LayoutLint.format(ratio)):1 "
                    + "against what is under it (at least \(LayoutLint.format(LayoutLint.minimumContrast)):1)")
        }
    }
}

/// A control that does not scale: a box declared `scaledControl()` (a check-in circle) under
/// half as tall as a line of the text beside it (a text in the same parent). SwiftUI grows
/// such a control with the text (`@ScaledMetric`); one left at its default size sat at 24 pt
/// beside Rituals' 47 pt titles at AX5.
package struct UnscaledControlRule: LintRule {
    package var kind: LintFinding.Kind { .unscaledControl }
    /// The least a control's height may be, as a share of its row's line of text.
    package static let leastShareOfLine = 0.5

    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        var lineByParent: [String: (line: Double, text: String)] = [:]
        for box in render.texts {
            guard let parent = box.parent, let metrics = box.metrics, metrics.lines > 0, let block = box.text else { continue }
            let line = metrics.size.height / Double(metrics.lines)
            if line > lineByParent[parent]?.line ?? 0 { lineByParent[parent] = (line, block.text) }
        }
        return render.boxes.compactMap { box in
            guard box.control, box.role != .text, let parent = box.parent, let beside = lineByParent[parent],
                  box.rect.height < beside.line * Self.leastShareOfLine else { return nil }
            return (box, "\(LayoutLint.describe(box)) is \(LayoutLint.format(box.rect.height)) pt tall beside "
                    + "\(LayoutLint.quote(beside.text)), whose lines are \(LayoutLint.format(beside.line)) pt: it does not grow with the text")
        }
    }
}

/// Text below its minimum scale or squeezed: a text drawn smaller than its minimum scale factor
/// allows (the engine shrinks no further and cuts instead, so this is a broken promise), or a
/// pixel font's text drawn at a size whose dots do not land on whole device pixels (a pixel
/// face cannot be shrunk at all: its dots smear into stripes, as a 40-letter name squeezed to
/// fit did).
package struct BelowMinimumScaleRule: LintRule {
    package var kind: LintFinding.Kind { .belowMinimumScale }
    package func findings(in render: LintedRender) -> [(box: InspectedBox?, message: String)] {
        let scale = Double(max(1, render.inspection.scale))
        return render.texts.compactMap { box in
            guard let block = box.text, let metrics = box.metrics else { return nil }
            if metrics.scaledBy < block.minimumScaleFactor - 0.005 {
                return (box, "text \(LayoutLint.quote(block.text)) is drawn at \(Int((metrics.scaledBy * 100).rounded()))% of its size, "
                        + "below its minimum of \(Int((block.minimumScaleFactor * 100).rounded()))%")
            }
            guard let grid = metrics.pixelGrid else { return nil }
            let pixels = block.font.size * metrics.scaledBy * scale
            let dots = pixels / Double(grid)
            guard dots < 0.995 || abs(dots - dots.rounded()) > 0.01 else { return nil }
            return (box, "pixel text \(LayoutLint.quote(block.text)) is drawn \(LayoutLint.format(pixels)) px tall, "
                    + "not a whole multiple of its \(grid)-dot grid: its dots are squeezed")
        }
    }
}
