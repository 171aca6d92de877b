internal import CCairo
import TerrariumGraphics

// A background is mostly a rectangle filled with a vertical gradient (Bloom's day and night,
// Cocoa Calm's warm screens). Pixman fills each row of such a gradient with one colour, but a
// word at a time, then composites the row onto the picture: about a twentieth of Bloom's widget.
// Each row's colour depends only on the row (the gradient does not change along it), so Cairo
// is asked for the colours once, down a column one pixel wide drawn with the same pattern at
// the same place, and the rows are written with them.
//
// The same pixels when: Cairo 1.16 (1.17 and later dither gradients, which varies along a
// row), every stop opaque (OVER then leaves the colour as it is), the operator OVER, nothing
// drawn into a layer, a transform that is a scale and a translation putting the rectangle's
// corners on whole pixels (`directGrid`, Canvas+PixelArt.swift, which drawEnlarged asks too),
// the rectangle within 2^22 pixels of the origin, and the clip one rectangle.
// `VerticalGradientFillTests` holds the two ways to the same pixels.

extension Canvas {
    /// Whether this Cairo's gradients are the same colour all along a row (1.16's are; 1.17
    /// and later dither them), which writing their rows directly relies on.
    package static var gradientRowsAreUniform: Bool { cairo_version() / 100 == 116 }

    /// Beyond this many device pixels from the origin Cairo's 24.8 fixed point for paths wraps
    /// (at 2^23) and its fill is no longer the rectangle asked for.
    static let farthestDirectPixel = 1 << 22

    /// Fills `path` with `paint` by writing rows, as `fill` would with Cairo; false, drawing
    /// nothing, when the path is not a whole-pixel rectangle filled with an opaque vertical
    /// gradient on this canvas's surface (the caller then fills it with Cairo).
    func fillVerticalGradient(_ path: Path, with paint: Paint) -> Bool {
        guard case .linear(let from, let to, let stops) = paint, from.x == to.x, from.y != to.y,
              !stops.isEmpty, stops.allSatisfy({ $0.color.alpha == 1 }),
              Self.gradientRowsAreUniform,
              let corners = Self.rectangleCorners(path), let grid = directGrid() else { return false }
        let (matrix, offsetX, offsetY, pixels) = grid
        guard let low = pixels(corners.minX, corners.minY), let high = pixels(corners.maxX, corners.maxY),
              let clip = clipRectangle(pixels) else { return false }
        // In the surface's pixels and in device space (a strip's rows are offset).
        let far = Self.farthestDirectPixel
        guard [low.x, low.y, high.x, high.y].allSatisfy({ abs($0) < far }),
              abs(Double(low.y) - offsetY) < Double(far), abs(Double(high.y) - offsetY) < Double(far),
              abs(Double(low.x) - offsetX) < Double(far), abs(Double(high.x) - offsetX) < Double(far) else { return false }
        let x0 = max(low.x, clip.x0), y0 = max(low.y, clip.y0)
        let x1 = min(high.x, clip.x1), y1 = min(high.y, clip.y1)
        guard x0 < x1, y0 < y1 else { return true }  // all of it clipped away: Cairo fills nothing too

        // The colours down the column at x0: its pixel (0, r) is the surface's (x0, y0 + r),
        // and the pattern is the one a fill sets (linearPattern, in device pixels).
        guard let column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, Int32(y1 - y0)) else { return false }
        defer { cairo_surface_destroy(column) }
        cairo_surface_set_device_offset(column, offsetX - Double(x0), offsetY - Double(y0))
        guard cairo_surface_status(column) == CAIRO_STATUS_SUCCESS, let painter = cairo_create(column) else { return false }
        defer { cairo_destroy(painter) }
        let pattern = Self.linearPattern(from: from, to: to, stops: stops, scale: matrix.xx, offset: Point(matrix.x0, matrix.y0))
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(painter, pattern)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        cairo_surface_flush(column)
        guard cairo_status(painter) == CAIRO_STATUS_SUCCESS, let colours = cairo_image_surface_get_data(column) else { return false }
        let columnStride = Int(cairo_image_surface_get_stride(column))
        surface.withPixels { picture, stride in
            for row in 0..<(y1 - y0) {
                let colour = (colours + row * columnStride).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                (picture + (y0 + row) * stride).withMemoryRebound(to: UInt32.self, capacity: x1) { words in
                    (words + x0).update(repeating: colour, count: x1 - x0)
                }
            }
        }
        return true
    }

    /// The rectangle `path` outlines, when it is one closed outline of four corners joined by
    /// horizontal and vertical lines (as `Path.rect` makes, in either direction); nil otherwise.
    static func rectangleCorners(_ path: Path) -> Rect? {
        guard path.elements.count == 5, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1],
              case .line(let c) = path.elements[2], case .line(let d) = path.elements[3],
              case .close = path.elements[4] else { return nil }
        let corners = [a, b, c, d]
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        // Four distinct points on two xs and two ys are the four corners (an outline doubling
        // back on itself encloses nothing).
        guard xs.count == 2, ys.count == 2, Set(corners.map { [$0.x, $0.y] }).count == 4 else { return nil }
        for (p, q) in zip(corners, corners.dropFirst() + [a]) where p.x != q.x && p.y != q.y { return nil }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
