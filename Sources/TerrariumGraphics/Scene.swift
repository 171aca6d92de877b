/// How an image is sampled when it is scaled.
public enum ImageSampling: Hashable, Sendable {
    /// Bilinear-or-better filtering, for smooth art.
    case smooth
    /// Nearest-neighbour, for pixel art: crisp at integer scales.
    case nearest
}

/// One drawing instruction. A scene is a list of these, painted in order.
public indirect enum DrawCommand: Hashable, Sendable {
    case fill(Path, Paint)
    case stroke(Path, Paint, StrokeStyle)
    /// A sprite, by its name in the sprite manifests, drawn to fill `frame`.
    case sprite(name: String, frame: Rect, sampling: ImageSampling)
    /// Part of a sprite (`source`, in the image's pixels; one frame of a sheet) drawn to fill `frame`.
    case spriteRegion(name: String, source: Rect, frame: Rect, sampling: ImageSampling)
    /// Pixel art, drawn on its own grid and enlarged by a whole factor (see `PixelArtLayer`).
    case pixelArt(PixelArtLayer)
    case text(TextBlock)
    /// Children drawn as one layer: clipped to `clip` when given, then blended at `opacity`.
    case group([DrawCommand], clip: Path?, opacity: Double)
    /// Two pictures mixed pixel by pixel, `progress` (0 to 1) of `to` and the rest of `from`,
    /// then drawn as one layer: a cross-dissolve. What the two draw alike stays exactly as it
    /// is throughout, where fading one out over the other would let the background show
    /// through their shared parts mid-way.
    case crossFade(from: [DrawCommand], to: [DrawCommand], progress: Double)
    /// Children drawn as they are, marked as one box of the resolved layout: what
    /// `render --layout` reports and `lint` checks. Drawing ignores the mark.
    case box(LayoutBox, [DrawCommand])
}

/// What a box of the layout is, for `lint` and `--layout`.
public enum BoxRole: String, Hashable, Sendable, CaseIterable {
    case text, image, shape, group
}

/// A box of a resolved layout: its id, what it holds, and where it is, in points.
public struct LayoutBox: Hashable, Sendable {
    /// The box's id, unique in the scene: how `--layout` and `lint` findings name it.
    public var id: String
    /// What the box holds, which picks the checks `lint` runs on it.
    public var role: BoxRole
    /// Where the box lies, in the scene's points.
    public var rect: Rect
    /// Declared to lie over its siblings (a badge on a ring, a label on a picture): `lint`
    /// does not report it as an overlap.
    public var overlay: Bool
    /// Declared to reach outside its parent on purpose (a glow, a shadow): `lint` does not
    /// report it as drawn outside.
    public var mayOverflow: Bool
    /// Declared a glyph-sized control that grows with the text beside it: `lint` checks it does.
    public var control: Bool

    /// A box mark; neither overlay nor allowed to overflow nor a control unless said.
    public init(id: String, role: BoxRole, rect: Rect, overlay: Bool = false, mayOverflow: Bool = false, control: Bool = false) {
        self.id = id
        self.role = role
        self.rect = rect
        self.overlay = overlay
        self.mayOverflow = mayOverflow
        self.control = control
    }
}

/// Pixel art that stays crisp: the children are drawn on an offscreen grid of `width` x `height`
/// art pixels (one unit per pixel, antialiasing off, so every edge falls on the grid), and the
/// grid is then enlarged with nearest-neighbour sampling to `pixelSize` points per art pixel at
/// `origin`. A layout that wants whole device pixels per art pixel picks `pixelSize` as a whole
/// number of device pixels (`k / scale` points) and `origin` on the device grid.
public struct PixelArtLayer: Hashable, Sendable {
    /// Width of the offscreen grid, in art pixels.
    public var width: Int
    /// Height of the offscreen grid, in art pixels.
    public var height: Int
    /// Where the grid's top-left corner lands in the scene, in points.
    public var origin: Point
    /// Points per art pixel once enlarged; a whole number of device pixels keeps the art crisp.
    public var pixelSize: Double
    /// What is drawn on the grid, in art-pixel units (one unit per art pixel).
    public var commands: [DrawCommand]

    /// A layer of `width` x `height` art pixels placed at `origin`, each `pixelSize` points wide.
    public init(width: Int, height: Int, origin: Point, pixelSize: Double, commands: [DrawCommand]) {
        self.width = width
        self.height = height
        self.origin = origin
        self.pixelSize = pixelSize
        self.commands = commands
    }

    /// Where the enlarged grid lands, in points.
    public var frame: Rect {
        Rect(x: origin.x, y: origin.y, width: Double(width) * pixelSize, height: Double(height) * pixelSize)
    }
}

/// A resolved picture: what a plugin's layout produces and the engine paints. Coordinates are
/// points; the engine applies the pixel scale.
public struct Scene: Hashable, Sendable {
    /// The picture's size in points (the widget, screen or image), before the pixel scale.
    public var size: Size
    /// What to paint, back to front.
    public var commands: [DrawCommand]

    /// A scene of `size` points, empty unless `commands` are given.
    public init(size: Size, commands: [DrawCommand] = []) {
        self.size = size
        self.commands = commands
    }

    /// Appends any command, on top of what is already there.
    public mutating func add(_ command: DrawCommand) { commands.append(command) }
    /// Fills `path` with `paint`, on top of what is already there.
    public mutating func fill(_ path: Path, _ paint: Paint) { commands.append(.fill(path, paint)) }
    /// Strokes `path`'s outline with `paint` in `style`.
    public mutating func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle) {
        commands.append(.stroke(path, paint, style))
    }
    /// Draws the sprite named `name` (in the sprite manifests) scaled to fill `frame`.
    public mutating func sprite(_ name: String, in frame: Rect, sampling: ImageSampling = .smooth) {
        commands.append(.sprite(name: name, frame: frame, sampling: sampling))
    }
    /// Draws a block of text; the engine wraps, shrinks and cuts it to its frame.
    public mutating func text(_ block: TextBlock) { commands.append(.text(block)) }
    /// Marks what `build` adds as one box of the layout (see `LayoutBox`).
    public mutating func box(_ box: LayoutBox, _ build: (inout Scene) -> Void) {
        var inner = Scene(size: size)
        build(&inner)
        commands.append(.box(box, inner.commands))
    }
    /// Draws what `build` adds as one layer, clipped to `clip` when given and blended at
    /// `opacity` (0...1) as a whole, so overlapping children do not show through each other.
    public mutating func group(clip: Path? = nil, opacity: Double = 1, _ build: (inout Scene) -> Void) {
        var inner = Scene(size: size)
        build(&inner)
        commands.append(.group(inner.commands, clip: clip, opacity: opacity))
    }
}

extension [DrawCommand] {
    /// Each text drawn as the only content of a box mark, with the mark's id, in paint order,
    /// through groups and cross-fades: what a plugin reads back from a first layout (which
    /// form of a text a `ViewThatFits` chose, how far a text shrank) before laying out again.
    public func markedTexts() -> [(id: String, block: TextBlock)] {
        var found: [(id: String, block: TextBlock)] = []
        func walk(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .box(let mark, let children):
                    if children.count == 1, case .text(let block) = children[0] { found.append((mark.id, block)) } else { walk(children) }
                case .group(let children, _, _): walk(children)
                case .crossFade(let from, let to, _): walk(from + to)
                default: break
                }
            }
        }
        walk(self)
        return found
    }
}
