import TerrariumGraphics
internal import TerrariumCanvas

/// One box of a scene as `render --layout` reports it and `lint` checks it. Rectangles are in
/// points; the report turns them into pixels.
public struct InspectedBox: Sendable, Equatable {
    /// The box's id: the plugin's (`.id(_:)`) or one made from its place (`vstack.0/text.1`).
    public var id: String
    /// The id of the box this one sits in; nil at the root (the canvas).
    public var parent: String?
    /// What the box holds, which picks the checks `lint` runs on it.
    public var role: BoxRole
    /// Where the layout put the box, in points.
    public var rect: Rect
    /// Where the box puts paint: a text's glyphs, a shape's path (stroke included), an
    /// image's frame, a group's children together. nil when it puts none.
    public var ink: Rect?
    /// The clip its ancestors set, if any: paint outside it never shows.
    public var clip: Rect? = nil
    /// The position in paint order, from 0.
    public var order: Int
    /// Declared by the plugin with a `.box` mark (an unmarked command gets a box of its own).
    public var declared: Bool
    /// Declared to lie over its siblings: not reported as an overlap.
    public var overlay: Bool
    /// Declared to reach outside its parent: not reported as drawn outside.
    public var mayOverflow: Bool
    /// Declared a glyph-sized control that grows with the text beside it (`scaledControl()`).
    public var control = false
    /// For text: the block as it is drawn; nil for other boxes.
    public var text: TextBlock?
    /// For text: how it was laid out (lines, shrinking, ellipsis, missing glyphs); nil otherwise.
    public var metrics: TextMetrics?

    /// The paint that shows: the ink within the ancestors' clip.
    public var visibleInk: Rect? {
        guard let ink else { return nil }
        guard let clip else { return ink }
        return ink.intersection(clip)
    }
}

/// The boxes of a resolved scene, in paint order, with every text block measured by Pango
/// exactly as it will be drawn.
public struct SceneInspection: Sendable {
    /// The scene's size in points.
    public var size: Size
    /// Device pixels per point the scene was measured at.
    public var scale: Int
    /// Every box, in paint order.
    public var boxes: [InspectedBox]

    /// The box with that id; nil when there is none.
    public func box(_ id: String) -> InspectedBox? { boxes.first { $0.id == id } }
}

/// Walks a draw list: every `.box` mark becomes a declared box; every other command a box of
/// its own, named by its role and position (`text.3`), inside the nearest mark.
struct SceneInspector {
    let canvas: Canvas
    let fonts: FontLibrary
    /// The opaque part of a sprite (or of a region of it), as fractions of that image or
    /// region; nil when it is all transparent.
    let opaqueFraction: (String, Rect?) -> Rect?
    private(set) var boxes: [InspectedBox] = []
    private var counters: [BoxRole: Int] = [:]
    private var usedIDs: Set<String> = []

    init(canvas: Canvas, fonts: FontLibrary, opaqueFraction: @escaping (String, Rect?) -> Rect?) {
        self.canvas = canvas
        self.fonts = fonts
        self.opaqueFraction = opaqueFraction
    }

    /// Where a sprite drawn to fill `frame` puts paint.
    private func spriteInk(_ name: String, source: Rect?, frame: Rect) -> Rect? {
        guard let part = opaqueFraction(name, source) else { return nil }
        return Rect(x: frame.minX + part.minX * frame.width, y: frame.minY + part.minY * frame.height,
                    width: part.width * frame.width, height: part.height * frame.height)
    }

    /// The clip of the group being walked, in points.
    private var clip: Rect?

    mutating func inspect(_ commands: [DrawCommand], parent: String? = nil) throws {
        for command in commands { _ = try inspect(command, parent: parent) }
    }

    /// Adds the command's box (and its children's) and returns its ink.
    private mutating func inspect(_ command: DrawCommand, parent: String?) throws -> Rect? {
        switch command {
        case .box(let mark, let children):
            let index = add(InspectedBox(id: unique(mark.id), parent: parent, role: mark.role, rect: mark.rect, ink: nil,
                                         order: boxes.count, declared: true, overlay: mark.overlay,
                                         mayOverflow: mark.mayOverflow, control: mark.control))
            let id = boxes[index].id
            // A declared text or image box holds one command: report its text on the box itself.
            if mark.role != .group, children.count == 1, !children[0].isContainer {
                let inner = try leaf(children[0], parent: parent)
                boxes[index].ink = inner.ink
                boxes[index].text = inner.text
                boxes[index].metrics = inner.metrics
                return inner.ink
            }
            var ink: Rect?
            for child in children {
                if let childInk = try inspect(child, parent: id) { ink = ink.map { $0.union(childInk) } ?? childInk }
            }
            boxes[index].ink = ink
            return ink
        case .crossFade(let from, let to, _):
            return try inspect(.group(from + to, clip: nil, opacity: 1), parent: parent)
        case .group(let children, let clip, _):
            let index = add(InspectedBox(id: next(.group), parent: parent, role: .group, rect: .init(size: Size(0, 0)), ink: nil,
                                         order: boxes.count, declared: false, overlay: false, mayOverflow: false))
            let id = boxes[index].id
            let outer = self.clip
            if let bounds = clip?.bounds {
                self.clip = outer.map { $0.intersection(bounds) ?? Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0) } ?? bounds
            }
            defer { self.clip = outer }
            var ink: Rect?
            for child in children {
                if let childInk = try inspect(child, parent: id) { ink = ink.map { $0.union(childInk) } ?? childInk }
            }
            if let clipBounds = clip?.bounds { ink = ink.flatMap { $0.intersection(clipBounds) } }
            boxes[index].rect = ink ?? Rect(size: Size(0, 0))
            boxes[index].ink = ink
            return ink
        default:
            let box = try leaf(command, parent: parent)
            add(box)
            return box.ink
        }
    }

    /// The box of one drawing command (not a mark or group).
    private mutating func leaf(_ command: DrawCommand, parent: String?) throws -> InspectedBox {
        func box(_ role: BoxRole, _ rect: Rect, ink: Rect?) -> InspectedBox {
            InspectedBox(id: next(role), parent: parent, role: role, rect: rect, ink: ink, order: boxes.count,
                         declared: false, overlay: false, mayOverflow: false)
        }
        switch command {
        case .fill(let path, _):
            let bounds = path.bounds ?? Rect(size: Size(0, 0))
            return box(.shape, bounds, ink: path.bounds)
        case .stroke(let path, _, let style):
            let bounds = path.bounds ?? Rect(size: Size(0, 0))
            let half = style.width / 2
            return box(.shape, bounds, ink: path.bounds?.insetBy(dx: -half, dy: -half))
        case .sprite(let name, let frame, _):
            return box(.image, frame, ink: spriteInk(name, source: nil, frame: frame))
        case .spriteRegion(let name, let source, let frame, _):
            return box(.image, frame, ink: spriteInk(name, source: source, frame: frame))
        case .pixelArt(let layer):
            return box(.image, layer.frame, ink: layer.frame)
        case .text(let block):
            let metrics = try canvas.metrics(of: block, fonts: fonts)
            var result = box(.text, block.frame, ink: metrics.ink?.offsetBy(dx: block.frame.minX, dy: block.frame.minY))
            result.text = block
            result.metrics = metrics
            return result
        case .box, .group, .crossFade:
            // Never reached: containers are walked by `inspect`.
            return box(.group, Rect(size: Size(0, 0)), ink: nil)
        }
    }

    @discardableResult
    private mutating func add(_ box: InspectedBox) -> Int {
        var box = box
        box.clip = clip
        box.order = boxes.count
        usedIDs.insert(box.id)
        boxes.append(box)
        return boxes.count - 1
    }

    private mutating func next(_ role: BoxRole) -> String {
        let n = counters[role, default: 0]
        counters[role] = n + 1
        return unique("\(role.rawValue).\(n)")
    }

    /// Ids are unique in a report: a repeated one gets `#2`, `#3`.
    private func unique(_ id: String) -> String {
        guard usedIDs.contains(id) else { return id }
        var n = 2
        while usedIDs.contains("\(id)#\(n)") { n += 1 }
        return "\(id)#\(n)"
    }
}

extension DrawCommand {
    var isContainer: Bool {
        switch self {
        case .box, .group, .crossFade: true
        default: false
        }
    }
}
