import TerrariumGraphics

/// What a parent offers a child on each axis (SwiftUI's `ProposedViewSize`): nil asks for the
/// child's ideal size, 0 for its minimum, `.infinity` for its maximum, a length for a fit.
public struct ProposedSize: Hashable, Sendable {
    /// The width offered, in points; nil asks for the ideal.
    public var width: Double?
    /// The height offered, in points; nil asks for the ideal.
    public var height: Double?

    /// An offer of `width` x `height`; nil on an axis asks for the ideal there.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// An offer of exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the child's ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the child's minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the child's maximum size on both axes.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

/// Space inside a box's edges.
public struct EdgeInsets: Hashable, Sendable {
    /// The space on each side, in points (leading is the left, the engine lays out left to right).
    public var top, leading, bottom, trailing: Double

    /// Insets given side by side; 0 where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `all` points on every side.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    /// `horizontal` points on the leading and trailing sides, `vertical` on the top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

/// Where a child sits in a larger box, per axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
public struct Alignment: Hashable, Sendable {
    /// 0 at the leading edge, 0.5 in the middle, 1 at the trailing edge.
    public var horizontal: Double
    /// 0 at the top, 0.5 in the middle, 1 at the bottom.
    public var vertical: Double

    /// An alignment by fractions of the free space on each axis (values outside 0...1 place the
    /// child past the edge).
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    /// Centred along the top edge.
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    /// Centred along the left edge.
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    /// Centred along the right edge.
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    /// Centred along the bottom edge.
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)
}

/// How `aspectRatio` meets the offer: `fit` stays inside it, `fill` covers it (and may overflow).
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// The axes on which `ViewThatFits` compares a child's ideal size with the space offered.
public enum FitAxes: Hashable, Sendable {
    case horizontal, vertical, both

    var width: Bool { self != .vertical }
    var height: Bool { self != .horizontal }
}

/// Draws a leaf into the rectangle the layout gave it.
public typealias DrawInRect = @Sendable (Rect) -> [DrawCommand]

/// A node's identity: an object, so the engine can key its cache by it.
final class NodeIdentity: Sendable {}

/// A node of a layout: a value tree built by a plugin, resolved by `resolve(_:in:scale:measurer:)`
/// into rectangles and a draw list.
public struct LayoutNode: Sendable {
    indirect enum Kind: Sendable {
        case text(TextBlock, lineLimit: Int?)
        case image(name: String, size: Size, sampling: ImageSampling, artPixels: (width: Int, height: Int)?)
        case shape(ideal: Size?, draw: DrawInRect)
        case spacer(minLength: Double)
        case stack(axis: Axis, spacing: Double, alignment: Double, children: [LayoutNode])
        case zstack(alignment: Alignment, children: [LayoutNode])
        case frame(FrameSpec, child: LayoutNode)
        case padding(EdgeInsets, child: LayoutNode)
        case aspectRatio(Double?, ContentMode, child: LayoutNode)
        case firstThatFits(FitAxes, children: [LayoutNode])
        case fixedSize(horizontal: Bool, vertical: Bool, child: LayoutNode)
        case steps(StepSpec, child: LayoutNode)
    }

    enum Axis: Sendable { case horizontal, vertical }

    /// What the node is; a change makes it a new node for the engine's size cache.
    var kind: Kind { didSet { identity = NodeIdentity() } }
    /// Who the node is, for the engine's cache of sizes: a node's size for a proposal depends
    /// on its kind alone (ids, flags, priority and paint do not change it).
    private(set) var identity = NodeIdentity()
    var explicitID: String?
    var isOverlay = false
    /// A `Picture`: a shape leaf whose box is an image.
    var isPicture = false
    var allowsOverflow = false
    /// A glyph-sized control that grows with the text beside it (`scaledControl()`).
    var isScaledControl = false
    /// Sized and given its room, never drawn (`hidden()`).
    var isHidden = false
    /// A text whose lines are evened out where it is placed (`balanced()`); its size is the same.
    var balancesLines = false
    var priority = 0.0
    var backgrounds: [DrawInRect] = []
    var overlays: [DrawInRect] = []

    init(_ kind: Kind) { self.kind = kind }
}

/// How `inSteps(of:)` rounds a box: the step, the axes rounded and where the child sits.
struct StepSpec: Sendable {
    var step: Double
    var horizontal: Bool, vertical: Bool
    var alignment: Alignment

    /// `length` up to a whole number of steps (a hair over a step is float noise, not a step more).
    func up(_ length: Double) -> Double { max(0, ((length / step) - 1e-9).rounded(.up)) * step }
    /// `length` down to a whole number of steps.
    func down(_ length: Double) -> Double { max(0, ((length / step) + 1e-9).rounded(.down)) * step }

    /// What the child is offered: the offer down to whole steps on the rounded axes, so the box
    /// rounded up stays within the offer wherever the child does.
    func proposal(_ offer: ProposedSize) -> ProposedSize {
        func axis(_ length: Double?, _ rounded: Bool) -> Double? {
            guard rounded, let length, length.isFinite else { return length }
            return down(length)
        }
        return ProposedSize(width: axis(offer.width, horizontal), height: axis(offer.height, vertical))
    }

    /// The box for a child of `size`.
    func size(_ child: Size) -> Size {
        Size(horizontal ? up(child.width) : child.width, vertical ? up(child.height) : child.height)
    }
}

/// A frame's limits: fixed sizes, or minimum, ideal and maximum on each axis.
struct FrameSpec: Sendable {
    var width: Double?, height: Double?
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment
}
