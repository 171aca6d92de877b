import TerrariumGraphics

/// Collects a container's children: `if`, `if let`, `for … in` and optionals work as in SwiftUI.
@resultBuilder
public enum LayoutBuilder {
    /// A child written in the block.
    public static func buildExpression(_ node: LayoutNode) -> [LayoutNode] { [node] }
    /// An optional child: nil adds nothing, so a builder can return `LayoutNode?` inline.
    public static func buildExpression(_ node: LayoutNode?) -> [LayoutNode] { node.map { [$0] } ?? [] }
    /// The children of every statement, in order.
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    /// An `if` (or `if let`) without `else`: nothing when it does not hold.
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    /// A `for … in` loop: each pass's children, in order.
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
}

/// Children side by side, leading to trailing, aligned on the vertical axis (0 top, 0.5
/// centre, 1 bottom).
public func HStack(alignment: Double = 0.5, spacing: Double = 8, @LayoutBuilder _ content: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(.stack(axis: .horizontal, spacing: spacing, alignment: alignment, children: content()))
}

/// Children one under another, aligned on the horizontal axis (0 leading, 0.5 centre, 1 trailing).
public func VStack(alignment: Double = 0.5, spacing: Double = 8, @LayoutBuilder _ content: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(.stack(axis: .vertical, spacing: spacing, alignment: alignment, children: content()))
}

/// Children over one another in one box, each placed by `alignment`.
public func ZStack(alignment: Alignment = .center, @LayoutBuilder _ content: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(.zstack(alignment: alignment, children: content()))
}

/// The first of its children whose ideal size fits the space offered on `axes`, or the last
/// when none does (SwiftUI's `ViewThatFits`): a layout says what it shows on a roomy screen
/// and what it gives up on a small one. Only the child chosen is drawn; it adds no box.
public func ViewThatFits(in axes: FitAxes = .both, @LayoutBuilder _ content: () -> [LayoutNode]) -> LayoutNode {
    LayoutNode(.firstThatFits(axes, children: content()))
}

/// Takes the space a stack has left along its axis, at least `minLength`.
public func Spacer(minLength: Double = 0) -> LayoutNode { LayoutNode(.spacer(minLength: minLength)) }

/// Text in one font and colour. It wraps to the width offered, up to its line limit; the
/// block's `minimumScaleFactor` and `allowsTruncation` say what happens when it still does
/// not fit (see `TextBlock`). The block's frame is ignored: the layout decides it.
public func Text(_ string: String, font: Font, color: Color, alignment: TextAlignment = .leading,
                 language: String = "en") -> LayoutNode {
    LayoutNode(.text(TextBlock(string, font: font, color: color, frame: Rect(size: Size(0, 0)), alignment: alignment,
                               verticalAlignment: .top, maxLines: 1, language: language), lineLimit: 1))
}

/// A sprite of `size` points. Pixel art (`artPixels`, its size in art pixels) is enlarged by
/// the largest whole number of device pixels per art pixel that fits, so it stays crisp.
public func Image(_ name: String, size: Size, sampling: ImageSampling = .smooth,
                  artPixels: (width: Int, height: Int)? = nil) -> LayoutNode {
    LayoutNode(.image(name: name, size: size, sampling: sampling, artPixels: artPixels))
}

/// A leaf drawn by the plugin into its resolved rectangle. With no ideal size it takes what
/// it is offered (10 pt on an axis asked for its ideal, as SwiftUI's shapes do).
public func Shape(ideal: Size? = nil, _ draw: @escaping DrawInRect) -> LayoutNode {
    LayoutNode(.shape(ideal: ideal, draw: draw))
}

/// A picture the plugin draws into its box (pixel art composed from sprites, an
/// illustration): laid out as `Shape`, reported as an image (`render --layout`'s role, and
/// what `lint` counts when it asks whether a scene shows anything).
public func Picture(ideal: Size? = nil, _ draw: @escaping DrawInRect) -> LayoutNode {
    var node = LayoutNode(.shape(ideal: ideal, draw: draw))
    node.isPicture = true
    return node
}

extension LayoutNode {
    /// Names the box in `render --layout` and `lint`.
    public func id(_ id: String) -> LayoutNode { var copy = self; copy.explicitID = id; return copy }
    /// Declares that the box lies over its siblings on purpose.
    public func overlay() -> LayoutNode { var copy = self; copy.isOverlay = true; return copy }
    /// Declares that the box may reach outside its parent on purpose.
    public func mayOverflow() -> LayoutNode { var copy = self; copy.allowsOverflow = true; return copy }
    /// Declares the box a glyph-sized control that grows with the text beside it, as SwiftUI
    /// sizes one with `@ScaledMetric` (a check-in circle beside a habit's title): `lint`
    /// reports one under half as tall as its row's line of text.
    public func scaledControl() -> LayoutNode { var copy = self; copy.isScaledControl = true; return copy }
    /// Takes its room but draws nothing and reports no box (SwiftUI's `hidden()`): in a
    /// `ZStack` beside the text shown, the longest of the texts a place may show keeps that
    /// place the same size whichever is shown (an animation's frames stay one size).
    public func hidden() -> LayoutNode { var copy = self; copy.isHidden = true; return copy }
    /// A stack sizes its higher-priority children first.
    public func layoutPriority(_ value: Double) -> LayoutNode { var copy = self; copy.priority = value; return copy }

    /// One line when `lines` is 1 (or at most `lines`); with nil as many as it needs: how a
    /// line wraps at the accessibility sizes. Lines fill greedily as UIKit's do, with the
    /// engine's line-break rules (a separator goes with the word after it; see
    /// `LineBreakRules`); balancing them would narrow the box, and a word that then no longer
    /// fits would shrink the whole text.
    public func wrapping(_ lines: Int?) -> LayoutNode {
        guard lines == nil else { return lineLimit(lines) }
        return editingText { _, limit in limit = nil }
    }

    /// The most lines this text may wrap to (at least 1); nil for no limit. `Text` starts at 1.
    /// On any other node it changes nothing.
    public func lineLimit(_ lines: Int?) -> LayoutNode { editingText { block, limit in limit = lines.map { max(1, $0) } } }
    /// How far this text's font may shrink to fit before it is cut, kept in 0.1...1 (see
    /// `TextBlock.minimumScaleFactor`). On any other node it changes nothing.
    public func minimumScaleFactor(_ factor: Double) -> LayoutNode {
        editingText { block, _ in block.minimumScaleFactor = min(1, max(0.1, factor)) }
    }
    /// An ellipsis is acceptable for this text (a user's name or title).
    public func truncatable() -> LayoutNode { editingText { block, _ in block.allowsTruncation = true } }

    /// Lines of even length for a text that wraps (CSS's `text-wrap: balance`): it is laid out
    /// in the narrowest width that keeps its number of lines, so a caption does not end on one
    /// orphaned word. Its box and size stay the same; the narrower lines sit in it by the text's
    /// alignment. A text on one line, or shrunk or cut to fit, is drawn as it is.
    public func balanced() -> LayoutNode {
        guard case .text = kind else { return self }
        var copy = self
        copy.balancesLines = true
        return copy
    }

    private func editingText(_ edit: (inout TextBlock, inout Int?) -> Void) -> LayoutNode {
        guard case .text(var block, var limit) = kind else { return self }
        edit(&block, &limit)
        var copy = self
        copy.kind = .text(block, lineLimit: limit)
        return copy
    }

    /// A box of exactly `width` and/or `height` points, the child placed in it by `alignment`;
    /// an axis left nil takes the child's size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> LayoutNode {
        wrapped(.frame(FrameSpec(width: width, height: height, alignment: alignment), child: self))
    }

    /// A flexible box (SwiftUI's): on each axis the offer is kept within the minimum and maximum,
    /// the ideal answers a request for the ideal size, and `maxWidth: .infinity` takes all that is
    /// offered. The child is placed in it by `alignment`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> LayoutNode {
        wrapped(.frame(FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                 idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), child: self))
    }

    /// The box rounded up to whole multiples of `step` points on the axes named (the height
    /// alone by default), the child placed in it by `alignment`: a box drawn as pixel art, `step`
    /// points an art pixel, grows with the text in it an art pixel at a time, so its art is
    /// drawn whole. The child is offered the offer rounded down to whole steps, so the box stays
    /// within the offer wherever the child does.
    public func inSteps(of step: Double, horizontal: Bool = false, vertical: Bool = true,
                        alignment: Alignment = .center) -> LayoutNode {
        guard step > 0, horizontal || vertical else { return self }
        return wrapped(.steps(StepSpec(step: step, horizontal: horizontal, vertical: vertical, alignment: alignment), child: self))
    }

    /// Space, in points, between the node and the box around it.
    public func padding(_ insets: EdgeInsets) -> LayoutNode { wrapped(.padding(insets, child: self)) }
    /// The same space, in points, on all four sides.
    public func padding(_ all: Double) -> LayoutNode { padding(EdgeInsets(all)) }
    /// `horizontal` points on the leading and trailing sides, `vertical` on the top and bottom.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> LayoutNode {
        padding(EdgeInsets(horizontal: horizontal, vertical: vertical))
    }

    /// Offers the child a size of `ratio` (width over height; nil: the child's ideal shape) that
    /// fits inside (`.fit`) or covers (`.fill`) the offer, and centres it.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> LayoutNode {
        wrapped(.aspectRatio(ratio, contentMode, child: self))
    }

    /// The node at its ideal size on the axes named, whatever it is offered (SwiftUI's
    /// `fixedSize`). A row of cards that each take `maxHeight: .infinity`, fixed vertically,
    /// is as tall as its tallest card and every card fills that height: the equal-height row.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> LayoutNode {
        wrapped(.fixedSize(horizontal: horizontal, vertical: vertical, child: self))
    }

    /// Drawn behind the node, in its rectangle; takes no part in sizing.
    public func background(_ draw: @escaping DrawInRect) -> LayoutNode {
        var copy = self; copy.backgrounds.append(draw); return copy
    }

    /// Drawn over the node, in its rectangle; takes no part in sizing.
    public func overlay(_ draw: @escaping DrawInRect) -> LayoutNode {
        var copy = self; copy.overlays.append(draw); return copy
    }

    /// A modifier's node keeps the child's id and flags, so `.padding().frame()` on a leaf
    /// reports one box, the leaf's.
    private func wrapped(_ kind: Kind) -> LayoutNode {
        var node = LayoutNode(kind)
        node.priority = priority
        return node
    }
}
