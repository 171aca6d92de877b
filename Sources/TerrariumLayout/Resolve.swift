import TerrariumGraphics

/// Lays out text as the engine will draw it (Pango in the engine, a fixed-width fake in tests).
public protocol TextMeasuring {
    /// `block` wrapped to its frame's width, at most `maxLines` lines, ellipsized at the end
    /// when longer, at its font's size.
    func measure(_ block: TextBlock) -> TextMetrics
}

/// A box of a resolved layout, in points, on the device-pixel grid.
public struct ResolvedBox: Sendable {
    /// The id given with `.id(_:)`, or one made from the parent's id, the kind of node and its
    /// index (`vstack.0/text.1`); a repeated id gets a `#2`, `#3` suffix, so each is unique.
    public var id: String
    /// The id of the enclosing box; nil for the root.
    public var parent: String?
    /// What the box holds (text, image, shape or group), which picks the checks `lint` runs.
    public var role: BoxRole
    /// Where the box lies, in points, its edges on the device-pixel grid.
    public var rect: Rect
    /// Declared (or inside a node declared) with `.overlay()`: may lie over its siblings.
    public var overlay: Bool
    /// Declared (or inside a node declared) with `.mayOverflow()`: may reach outside its parent.
    public var mayOverflow: Bool
    /// Declared (or inside a node declared) with `.scaledControl()`.
    public var control: Bool = false
    /// For text: the block as it will be drawn.
    public var text: TextBlock?
}

/// A layout resolved for one canvas: its boxes (parents before children, in paint order)
/// and the draw list, every box a `.box` mark around its commands.
public struct ResolvedLayout: Sendable {
    /// The canvas the layout was resolved for, in points.
    public var size: Size
    /// Every box, parents before children, in paint order.
    public var boxes: [ResolvedBox]
    /// The scene's draw list.
    public var commands: [DrawCommand]

    /// The box with that id; nil when there is none.
    public func box(_ id: String) -> ResolvedBox? { boxes.first { $0.id == id } }
}

/// Resolves `node` for a canvas of `size` points at `scale` device pixels per point.
/// `textGrowth` is how much the reader's text size enlarged the fonts (Dynamic Type): a text
/// that may shrink to fit may then shrink that much further, so it is never drawn smaller than
/// its minimum at the default size.
public func resolve(_ node: LayoutNode, in size: Size, scale: Double, measurer: some TextMeasuring,
                    textGrowth: Double = 1) -> ResolvedLayout {
    let engine = LayoutEngine(scale: max(1, scale), measurer: measurer, textGrowth: textGrowth)
    let commands = engine.place(node, in: Rect(size: size), parent: nil, index: 0, inherited: .none)
    return ResolvedLayout(size: size, boxes: engine.boxes, commands: commands)
}

/// Resolves a scrolling `node` as wide as `width` and as tall as it asks to be there (its
/// ideal height, rounded up to whole points): a screen captured whole. One engine sizes and
/// places it, so each text is measured once.
public func resolveScrolling(_ node: LayoutNode, width: Double, scale: Double, measurer: some TextMeasuring,
                             textGrowth: Double = 1) -> ResolvedLayout {
    let engine = LayoutEngine(scale: max(1, scale), measurer: measurer, textGrowth: textGrowth)
    let height = engine.size(node, ProposedSize(width: width, height: nil)).height
    let size = Size(width, max(1, height.rounded(.up)))
    let commands = engine.place(node, in: Rect(size: size), parent: nil, index: 0, inherited: .none)
    return ResolvedLayout(size: size, boxes: engine.boxes, commands: commands)
}

/// Resolves `node` for a screen of `size`, or taller when its content's ideal height (asked
/// with no height offered, as a scroll view asks) is more than the screen has: then it is
/// placed at that height, rounded up to whole points, as a scroll view captured whole would
/// show it. Content that fits is placed exactly as `resolve` places it.
public func resolveFilling(_ node: LayoutNode, in size: Size, scale: Double, measurer: some TextMeasuring,
                           textGrowth: Double = 1) -> ResolvedLayout {
    let engine = LayoutEngine(scale: max(1, scale), measurer: measurer, textGrowth: textGrowth)
    let asked = engine.size(node, ProposedSize(width: size.width, height: nil)).height
    let scrolls = asked > size.height + LayoutEngine.fitTolerance
    let canvas = Size(size.width, scrolls ? asked.rounded(.up) : size.height)
    // Scrolled, a column's children take the heights they asked for: offered the whole at
    // once, a stack would hand spacers their share first and shrink the text after them.
    engine.columnsTakeIdealHeights = scrolls
    let commands = engine.place(node, in: Rect(size: canvas), parent: nil, index: 0, inherited: .none)
    return ResolvedLayout(size: canvas, boxes: engine.boxes, commands: commands)
}

/// What a modifier passes to the box its child makes.
struct Inherited {
    var id: String?
    var overlay = false
    var mayOverflow = false
    var control = false
    static let none = Inherited()
}

/// One resolve: its text measurements are kept, so each string is laid out once per width.
final class LayoutEngine {
    let scale: Double
    let measurer: any TextMeasuring
    private(set) var boxes: [ResolvedBox] = []
    private var usedIDs: Set<String> = []
    private var measured: [MeasureKey: TextMetrics] = [:]

    /// How far past the offer a `ViewThatFits` child may be and still fit, in points.
    static let fitTolerance = 0.5

    /// How much Dynamic Type enlarged the fonts (1 at the default size); see `resolve`.
    let textGrowth: Double
    /// Whether vertical stacks are placed with the heights their children ask for when offered
    /// no height (a scroll view's content), whatever height they are given; see `resolveFilling`.
    var columnsTakeIdealHeights = false

    init(scale: Double, measurer: any TextMeasuring, textGrowth: Double = 1) {
        self.scale = scale
        self.measurer = measurer
        self.textGrowth = max(1, textGrowth)
    }

    // MARK: Sizing

    /// Sizes already answered: a stack asks each child at its minimum, its maximum and its
    /// share, and nested stacks ask again, so without this a deep tree is sized many times
    /// over (Rituals' large widget: most of its layout time).
    private var sized = SizeCache()

    func size(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        let id = ObjectIdentifier(node.identity)
        if let known = sized[id, proposal] { return known }
        let size = computeSize(node, proposal)
        sized.insert(size, node: id, proposal: proposal)
        return size
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        switch node.kind {
        case .text(let block, let limit):
            return fitText(block, limit: limit, proposal).size
        case .image(_, let size, _, let art):
            return imageSize(size, art: art, proposal)
        case .shape(let ideal, _):
            return Size(leafLength(proposal.width, ideal: ideal?.width), leafLength(proposal.height, ideal: ideal?.height))
        case .spacer(let minLength):
            return Size(leafLength(proposal.width, ideal: minLength, atLeast: minLength),
                        leafLength(proposal.height, ideal: minLength, atLeast: minLength))
        case .stack(let axis, let spacing, _, let children):
            let sizes = stackSizes(axis: axis, spacing: spacing, children, proposal)
            let main = sizes.reduce(0) { $0 + axis.main($1) } + spacing * Double(max(0, children.count - 1))
            let cross = sizes.map(axis.cross).max() ?? 0
            return axis.size(main: main, cross: cross)
        case .zstack(_, let children):
            let sizes = children.map { size($0, proposal) }
            return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
        case .frame(let spec, let child):
            return frameSize(spec, child, proposal)
        case .padding(let insets, let child):
            let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
            let content = size(child, inner)
            return Size(content.width + insets.horizontal, content.height + insets.vertical)
        case .aspectRatio(let ratio, let mode, let child):
            return size(child, aspectProposal(ratio, mode, child, proposal))
        case .firstThatFits(let axes, let children):
            return chosen(axes, children, proposal).map { size($0, proposal) } ?? Size(0, 0)
        case .fixedSize(let horizontal, let vertical, let child):
            return size(child, ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .steps(let spec, let child):
            return spec.size(size(child, spec.proposal(proposal)))
        }
    }

    /// `ViewThatFits`' choice: each child is asked for its ideal size on the axes compared
    /// (nil there, the offer kept on the other), and the first within the offer wins.
    ///
    /// Within half a point counts as fitting. A stack that sized the choice at its ideal
    /// height places it again with what its other children leave, and a child whose text
    /// shrinks by a step when offered a hair less (a row of habits, 134.41 pt offered for
    /// 134.59) would otherwise be swapped at placement for a smaller one than was sized.
    func chosen(_ axes: FitAxes, _ children: [LayoutNode], _ proposal: ProposedSize) -> LayoutNode? {
        let ideal = ProposedSize(width: axes.width ? nil : proposal.width, height: axes.height ? nil : proposal.height)
        func fits(_ length: Double, _ offered: Double?, _ compared: Bool) -> Bool {
            guard compared, let offered else { return true }
            return length <= offered + Self.fitTolerance
        }
        return children.first { child in
            let size = size(child, ideal)
            // A text that cannot shrink is cut when placed even a hair narrower than its ideal
            // width ("83-day stre…" in 248 pt for 248.3): for it only its width fits.
            let widthFits = Self.isRigidText(child) ? size.width <= (proposal.width ?? .infinity) + 0.01 || !axes.width
                : fits(size.width, proposal.width, axes.width)
            return widthFits && fits(size.height, proposal.height, axes.height)
        } ?? children.last
    }

    /// Whether `node` is a text, through its frames, padding and steps, that may not shrink.
    private static func isRigidText(_ node: LayoutNode) -> Bool {
        switch node.kind {
        case .text(let block, _): block.minimumScaleFactor >= 1
        case .frame(_, let child), .padding(_, let child), .fixedSize(_, _, let child), .steps(_, let child): isRigidText(child)
        default: false
        }
    }

    /// A leaf's length on an axis: the proposal, or its ideal (10 pt, as SwiftUI's shapes) when
    /// asked for that or offered no bound.
    private func leafLength(_ proposed: Double?, ideal: Double?, atLeast minimum: Double = 0) -> Double {
        guard let proposed, proposed.isFinite else { return max(minimum, ideal ?? 10) }
        return max(minimum, proposed)
    }

    private func imageSize(_ size: Size, art: (width: Int, height: Int)?, _ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height
        guard let art, art.width > 0, art.height > 0 else {
            // Smooth art scales to fit, keeping its shape.
            guard size.width > 0, size.height > 0 else { return Size(0, 0) }
            let factor = min(width / size.width, height / size.height)
            return Size(size.width * factor, size.height * factor)
        }
        // Pixel art: a whole number of device pixels per art pixel, the largest that fits
        // (at least one, so it never vanishes).
        let fit = min(width * scale / Double(art.width), height * scale / Double(art.height))
        let factor = max(1, fit.rounded(.down))
        return Size(Double(art.width) * factor / scale, Double(art.height) * factor / scale)
    }

    private func frameSize(_ spec: FrameSpec, _ child: LayoutNode, _ proposal: ProposedSize) -> Size {
        func axisProposal(_ fixed: Double?, _ min: Double?, _ ideal: Double?, _ max: Double?, _ offered: Double?) -> Double? {
            if let fixed { return fixed }
            guard var value = offered ?? ideal else { return nil }
            if let min { value = Swift.max(value, min) }
            if let max { value = Swift.min(value, max) }
            return value
        }
        let inner = ProposedSize(
            width: axisProposal(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, proposal.width),
            height: axisProposal(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, proposal.height))
        let content = size(child, inner)
        func axisSize(_ fixed: Double?, _ min: Double?, _ ideal: Double?, _ max: Double?, _ offered: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            if offered == nil, let ideal { return ideal }
            var value = child
            // A maximum of infinity takes what is offered; a finite one no more than it.
            if let max, let offered, offered.isFinite, max >= offered { value = Swift.max(value, offered) }
            if let min { value = Swift.max(value, min) }
            if let max { value = Swift.min(value, max) }
            return value.isFinite ? value : child
        }
        return Size(axisSize(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, proposal.width, content.width),
                    axisSize(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, proposal.height, content.height))
    }

    private func aspectProposal(_ ratio: Double?, _ mode: ContentMode, _ child: LayoutNode, _ proposal: ProposedSize) -> ProposedSize {
        let ideal = size(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0 else { return proposal }
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case (nil, nil):
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (let w?, let h?):
            let width = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedSize(width: width, height: width / r)
        }
    }

    /// SwiftUI's stack rule: spacing first; then, by layout priority (highest first), each
    /// group is offered what the lower groups leave at their minimum, least flexible child
    /// first, each an equal share of what remains. Spacers come last and take no share from
    /// the others: `HStack { Text; Spacer() }` gives the text its whole line, as SwiftUI does,
    /// and the spacers divide what the rest leave.
    func stackSizes(axis: LayoutNode.Axis, spacing: Double, _ children: [LayoutNode], _ proposal: ProposedSize) -> [Size] {
        let cross = axis.cross(proposal)
        // A spacer grows along the stack only: across it, it takes no room.
        func size(_ child: LayoutNode, _ proposal: ProposedSize) -> Size {
            guard case .spacer(let minLength) = child.kind else { return self.size(child, proposal) }
            let main = axis.main(proposal).flatMap { $0.isFinite ? $0 : nil } ?? minLength
            return axis.size(main: max(minLength, main), cross: 0)
        }
        guard let offered = axis.main(proposal), offered.isFinite else {
            return children.map { size($0, axis.proposal(main: axis.main(proposal), cross: cross)) }
        }
        var sizes = [Size](repeating: Size(0, 0), count: children.count)
        let minimums = children.map { axis.main(size($0, axis.proposal(main: 0, cross: cross))) }
        let maximums = children.map { child -> Double in
            if case .spacer = child.kind { return .infinity }
            return axis.main(size(child, axis.proposal(main: .infinity, cross: cross)))
        }
        var remaining = offered - spacing * Double(max(0, children.count - 1))
        let priorities = Set(children.map(\.priority)).sorted(by: >)
        for priority in priorities {
            func isSpacer(_ index: Int) -> Bool { if case .spacer = children[index].kind { true } else { false } }
            let group = children.indices.filter { children[$0].priority == priority }
                .sorted { a, b in
                    let ka = (isSpacer(a) ? 1 : 0, maximums[a] - minimums[a], a), kb = (isSpacer(b) ? 1 : 0, maximums[b] - minimums[b], b)
                    return ka < kb
                }
            let reservedBelow = children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            var space = remaining - reservedBelow
            var spacersLeft = group.filter(isSpacer).count
            var othersLeft = group.count - spacersLeft
            var minimumsAfter = group.reduce(0) { $0 + minimums[$1] }
            for index in group {
                let left = isSpacer(index) ? spacersLeft : othersLeft
                minimumsAfter -= minimums[index]
                // An inflexible child (a line of text) is offered at least its own size: an
                // equal share smaller than that would only shrink it while spacers later take
                // the room it needed. A flexible one leaves the minimums of those after it
                // (a spacer's minLength). Where the minimums do not fit, the stack overflows
                // and `lint` reports it, instead of text shrinking silently.
                var share = max(0, min(space / Double(left), space - minimumsAfter))
                if maximums[index] - minimums[index] < 0.5 { share = max(share, minimums[index]) }
                let childSize = size(children[index], axis.proposal(main: share, cross: cross))
                sizes[index] = childSize
                space -= axis.main(childSize)
                remaining -= axis.main(childSize)
                if isSpacer(index) { spacersLeft -= 1 } else { othersLeft -= 1 }
            }
        }
        return sizes
    }

    // MARK: Text

    struct FittedText {
        var size: Size
        var metrics: TextMetrics
    }

    /// The text's size for the proposal: wrapped to its width, shrunk down to its minimum
    /// scale when it is cut or taller than offered, and cut at that minimum if it must be.
    func fitText(_ block: TextBlock, limit: Int?, _ proposal: ProposedSize) -> FittedText {
        // At a larger text size a text that may shrink may shrink back by the growth too.
        let minimum = block.minimumScaleFactor < 1 ? max(0.1, block.minimumScaleFactor / textGrowth) : 1
        var sized = block
        // The layout does the shrinking; the measurer lays out at exactly the size asked.
        sized.minimumScaleFactor = 1
        sized.maxLines = limit ?? 10_000
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        sized.frame = Rect(x: 0, y: 0, width: width ?? 1_000_000, height: 0)
        var metrics = measure(sized)
        let height = proposal.height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // A word broken between its characters does not fit either, nor lines broken where
        // copy should not be (a separator or a number left at a line's end): shrinking, where
        // the text may, comes first.
        func fits(_ m: TextMetrics) -> Bool {
            !m.truncated && !m.brokenWord && (height.map { m.size.height <= $0 + 0.01 } ?? true)
                && (minimum == 1 || LineBreakRules.problems(lines: m.lineTexts).isEmpty)
        }
        if let width, minimum < 1, !fits(metrics) {
            var unwrapped = sized
            unwrapped.frame.size.width = 1_000_000
            unwrapped.maxLines = 1
            let ideal = measure(unwrapped).size.width
            // Without a line limit neither its lines nor its height say what size it fits at
            // (smaller, it reflows into fewer lines), so the search starts at 1, as drawing's does.
            let limited = sized.maxLines != 10_000
            var guess = ideal > 0 && limited ? width * Double(sized.maxLines) / ideal : 1
            if limited, let height, metrics.size.height > 0 { guess = min(guess, height / metrics.size.height) }
            var factor = max(minimum, min(1, (guess * 100).rounded(.down) / 100))
            while true {
                var scaled = sized
                scaled.font = block.font.withSize(block.font.size * factor)
                metrics = measure(scaled)
                metrics.scaledBy = factor
                if fits(metrics) || factor <= minimum { break }
                factor = max(minimum, ((factor - 0.01) * 100).rounded() / 100)
            }
        }
        let fittedWidth = width.map { min($0, metrics.size.width) } ?? metrics.size.width
        return FittedText(size: Size(fittedWidth, metrics.size.height), metrics: metrics)
    }

    static let balanceSlack = 1.0

    /// The narrowest frame, on whole device pixels, in which `block` takes as many lines as in
    /// its own frame, neither cut nor shrunk (and `balanceSlack` wider); placed in that frame
    /// by the text's alignment. A
    /// block on one line, or one that does not fit at its full size, keeps its frame.
    func balancedFrame(_ block: TextBlock) -> Rect {
        var probe = block
        probe.minimumScaleFactor = 1
        let full = measure(probe)
        guard full.lines > 1, !full.truncated, full.size.height <= block.frame.height + 0.01 else { return block.frame }
        // The lines of a balanced text are each at least width / lines long; a bisection over
        // whole device pixels finds the least width that still keeps them to that count.
        var tooNarrow = ((block.frame.width / Double(full.lines)) * scale).rounded(.down) - 1
        var fits = (block.frame.width * scale).rounded(.down)
        while fits - tooNarrow > 1 {
            let middle = ((tooNarrow + fits) / 2).rounded(.down)
            probe.frame.size.width = middle / scale
            let metrics = measure(probe)
            if metrics.lines == full.lines, !metrics.truncated { fits = middle } else { tooNarrow = middle }
        }
        // A point to spare: the canvas draws at the device scale what was measured here, and a
        // line that only just fits could lose its last word to a rounding in glyph positions.
        let width = min(block.frame.width, fits / scale + Self.balanceSlack)
        let free = block.frame.width - width
        let shift: Double = switch block.alignment {
        case .leading: 0
        case .center: ((free / 2) * scale).rounded(.down) / scale
        case .trailing: free
        }
        return Rect(x: block.frame.minX + shift, y: block.frame.minY, width: width, height: block.frame.height)
    }

    private struct MeasureKey: Hashable {
        var text: String, font: Font, width: Double, lines: Int, language: String
    }

    /// A text that was laid out on one whole line, by everything but the width.
    private struct LineKey: Hashable {
        var text: String, font: Font, lines: Int, language: String
    }
    private var oneLine: [LineKey: TextMetrics] = [:]

    /// The measurer's metrics, each text and width laid out once. A text already seen whole on
    /// one line is the same line in any box at least as wide, so it is not laid out again (the
    /// layout reads a measurement's size, lines and cut, never where its ink falls).
    private func measure(_ block: TextBlock) -> TextMetrics {
        let key = MeasureKey(text: block.text, font: block.font, width: block.frame.width, lines: block.maxLines, language: block.language)
        if let cached = measured[key] { return cached }
        let line = LineKey(text: block.text, font: block.font, lines: block.maxLines, language: block.language)
        if let whole = oneLine[line], whole.size.width <= block.frame.width { return whole }
        let metrics = measurer.measure(block)
        measured[key] = metrics
        if metrics.lines == 1, !metrics.truncated { oneLine[line] = metrics }
        return metrics
    }

    // MARK: Placement

    /// Places `node` in `rect` (rounded to the device-pixel grid here, once) and returns its
    /// draw commands.
    func place(_ node: LayoutNode, in rawRect: Rect, parent: String?, index: Int, inherited: Inherited) -> [DrawCommand] {
        guard !node.isHidden else { return [] }  // its room was taken when it was sized
        // Only a box's own edges are rounded: a modifier passes its exact rectangle on, so a
        // leaf inside padding and a frame is rounded once.
        let rect: Rect = switch node.kind {
        case .text: snapped(rawRect, outward: true)
        case .frame, .padding, .aspectRatio, .firstThatFits, .fixedSize, .steps: rawRect
        default: snapped(rawRect, outward: false)
        }
        let id = node.explicitID ?? inherited.id
        let overlay = node.isOverlay || inherited.overlay
        let mayOverflow = node.allowsOverflow || inherited.mayOverflow
        let control = node.isScaledControl || inherited.control
        var commands = node.backgrounds.flatMap { $0(rect) }
        func box(_ role: BoxRole, name: String, _ content: (String) -> [DrawCommand]) -> DrawCommand {
            let boxID = unique(id ?? ((parent.map { $0 + "/" } ?? "") + "\(name).\(index)"))
            boxes.append(ResolvedBox(id: boxID, parent: parent, role: role, rect: rect, overlay: overlay, mayOverflow: mayOverflow,
                                     control: control))
            let children = content(boxID)
            return .box(LayoutBox(id: boxID, role: role, rect: rect, overlay: overlay, mayOverflow: mayOverflow, control: control), children)
        }
        let pass = Inherited(id: id, overlay: overlay, mayOverflow: mayOverflow, control: control)
        switch node.kind {
        case .text(let block, let limit):
            var drawn = block
            drawn.frame = rect
            drawn.maxLines = limit ?? 10_000
            // Drawn with the minimum the layout fitted it with (see `fitText`).
            if drawn.minimumScaleFactor < 1 { drawn.minimumScaleFactor = max(0.1, drawn.minimumScaleFactor / textGrowth) }
            if node.balancesLines { drawn.frame = balancedFrame(drawn) }
            commands.append(box(.text, name: "text") { _ in [.text(drawn)] })
            boxes[boxes.count - 1].text = drawn
        case .image(let name, _, let sampling, _):
            commands.append(box(.image, name: "image") { _ in [.sprite(name: name, frame: rect, sampling: sampling)] })
        case .shape(_, let draw):
            commands.append(box(node.isPicture ? .image : .shape, name: node.isPicture ? "image" : "shape") { _ in draw(rect) })
        case .spacer:
            break
        case .stack(let axis, let spacing, let alignment, let children):
            // Children are sized and placed in the exact rectangle: the box's edges are rounded
            // inward, and a text offered its own width less a fraction of a pixel would wrap.
            let offered = columnsTakeIdealHeights && axis == .vertical ? ProposedSize(width: rawRect.width, height: nil)
                                                                       : ProposedSize(rawRect.size)
            let sizes = stackSizes(axis: axis, spacing: spacing, children, offered)
            commands.append(box(.group, name: axis == .horizontal ? "hstack" : "vstack") { me in
                var offset = axis.main(rawRect.origin)
                var result: [DrawCommand] = []
                for (i, child) in children.enumerated() {
                    let size = sizes[i]
                    let crossOffset = axis.cross(rawRect.origin) + (axis.cross(rawRect.size) - axis.cross(size)) * alignment
                    let origin = axis.point(main: offset, cross: crossOffset)
                    result += place(child, in: Rect(origin: origin, size: size), parent: me, index: i, inherited: .none)
                    offset += axis.main(size) + spacing
                }
                return result
            })
        case .zstack(let alignment, let children):
            commands.append(box(.group, name: "zstack") { me in
                children.enumerated().flatMap { i, child in
                    let size = size(child, ProposedSize(rawRect.size))
                    return place(child, in: aligned(size, in: rawRect, alignment), parent: me, index: i, inherited: .none)
                }
            })
        case .frame(let spec, let child):
            let size = size(child, ProposedSize(rect.size))
            commands += place(child, in: aligned(size, in: rect, spec.alignment), parent: parent, index: index, inherited: pass)
        case .padding(let insets, let child):
            let inner = Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                             width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
            commands += place(child, in: inner, parent: parent, index: index, inherited: pass)
        case .aspectRatio(let ratio, let mode, let child):
            let size = size(child, aspectProposal(ratio, mode, child, ProposedSize(rect.size)))
            commands += place(child, in: aligned(size, in: rect, .center), parent: parent, index: index, inherited: pass)
        case .firstThatFits(let axes, let children):
            if let child = chosen(axes, children, ProposedSize(rect.size)) {
                commands += place(child, in: rect, parent: parent, index: index, inherited: pass)
            }
        case .fixedSize(let horizontal, let vertical, let child):
            // Placed at its ideal size on the fixed axes, centred in what it was given.
            let ideal = size(child, ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height))
            commands += place(child, in: aligned(ideal, in: rect, .center), parent: parent, index: index, inherited: pass)
        case .steps(let spec, let child):
            let size = size(child, spec.proposal(ProposedSize(rect.size)))
            commands += place(child, in: aligned(size, in: rect, spec.alignment), parent: parent, index: index, inherited: pass)
        }
        commands += node.overlays.flatMap { $0(rect) }
        return commands
    }

    private func aligned(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
        Rect(x: rect.minX + (rect.width - size.width) * alignment.horizontal,
             y: rect.minY + (rect.height - size.height) * alignment.vertical, width: size.width, height: size.height)
    }

    /// Edges on whole device pixels: each edge is rounded on its own, so boxes that touch
    /// still touch. Text rounds outward, so rounding never cuts a line it was measured to fit.
    func snapped(_ rect: Rect, outward: Bool) -> Rect {
        func grid(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double { (value * scale).rounded(rule) / scale }
        let x0 = grid(rect.minX, outward ? .down : .toNearestOrAwayFromZero)
        let y0 = grid(rect.minY, outward ? .down : .toNearestOrAwayFromZero)
        let x1 = grid(rect.maxX, outward ? .up : .toNearestOrAwayFromZero)
        let y1 = grid(rect.maxY, outward ? .up : .toNearestOrAwayFromZero)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private func unique(_ id: String) -> String {
        var candidate = id
        var n = 2
        while usedIDs.contains(candidate) { candidate = "\(id)#\(n)"; n += 1 }
        usedIDs.insert(candidate)
        return candidate
    }
}

extension LayoutNode.Axis {
    func main(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }
    func main(_ point: Point) -> Double { self == .horizontal ? point.x : point.y }
    func cross(_ point: Point) -> Double { self == .horizontal ? point.y : point.x }
    func main(_ proposal: ProposedSize) -> Double? { self == .horizontal ? proposal.width : proposal.height }
    func cross(_ proposal: ProposedSize) -> Double? { self == .horizontal ? proposal.height : proposal.width }
    func size(main: Double, cross: Double) -> Size { self == .horizontal ? Size(main, cross) : Size(cross, main) }
    func point(main: Double, cross: Double) -> Point { self == .horizontal ? Point(main, cross) : Point(cross, main) }
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        self == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

/// The size `node` takes when offered `proposal`: the question every container asks its
/// children (SwiftUI's `sizeThatFits`).
public func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedSize, scale: Double = 1,
                         measurer: some TextMeasuring) -> Size {
    LayoutEngine(scale: max(1, scale), measurer: measurer).size(node, proposal)
}

/// How a text node fits `proposal`: its size, and its metrics (cut, scaled, lines).
public func fitText(_ node: LayoutNode, _ proposal: ProposedSize, measurer: some TextMeasuring) -> (size: Size, metrics: TextMetrics)? {
    guard case .text(let block, let limit) = node.kind else { return nil }
    let fitted = LayoutEngine(scale: 1, measurer: measurer).fitText(block, limit: limit, proposal)
    return (fitted.size, fitted.metrics)
}
