/// A point in a scene's coordinate space (points, y down).
public struct Point: Hashable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge (y grows downward).
    public var y: Double
    /// A point at (x, y).
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The top-left corner of the space.
    public static let zero = Point(0, 0)
}

/// A width and a height: points in a scene; image pixels where an API says so (a sprite's
/// size). Printed as `430x932`, the form devices and goldens are named by.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double
    /// A size of `width` x `height`.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// `WIDTHxHEIGHT`, whole numbers without a decimal point (`430x932`, `170.5x170`).
    public var description: String { "\(format(width))x\(format(height))" }
}

/// An axis-aligned rectangle: its top-left corner and its size, in the units of its space
/// (points in a scene, image pixels for a sprite's source region).
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height; nothing stops them going negative, so callers that inset keep them >= 0.
    public var size: Size

    /// A rectangle whose top-left corner is (x, y).
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    /// A rectangle of `size` at `origin` (the top-left corner by default).
    public init(origin: Point = .zero, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The horizontal extent, `size.width`.
    public var width: Double { size.width }
    /// The vertical extent, `size.height`.
    public var height: Double { size.height }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// Halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The middle of the rectangle.
    public var center: Point { Point(midX, midY) }

    /// Moves the left and right edges in by `dx` and the top and bottom edges in by `dy`
    /// (negative values grow it). Not clamped: insetting past the middle gives a negative size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

extension Rect {
    /// The overlap of two rectangles; nil when they only touch or are apart.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` on each side.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The same rectangle moved right by `dx` and down by `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
