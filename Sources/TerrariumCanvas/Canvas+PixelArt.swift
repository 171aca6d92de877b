internal import CCairo
internal import CPNGBridge
import TerrariumGraphics

// Pixel art is drawn on a grid of its own and enlarged onto the picture by a whole number of
// device pixels an art pixel. Cairo's nearest-neighbour draw steps through every device pixel
// in fixed point (a seventh of the Rooted garden's render); when the draw is a plain whole-pixel
// enlargement, tpng_enlarge_over writes the same pixels directly (pixel_enlarge.c).
//
// The same pixels when: the operator is OVER, nothing is being drawn into a layer, the
// transform is a scale and a translation that put the grid's corner and the clip's edges on
// whole pixels, and the clip is one rectangle. And while pixman's samples are exact enough:
// it maps device pixel centres through the inverse transform in 16.16 fixed point, taken about
// a point inside the drawn area, so a sample is off by at most about a 65536th of an art pixel
// per device pixel from there (1/factor rounded), and a centre is never nearer than half a
// device pixel, 1 / (2 * factor) art pixels, to an art pixel's edge. Below the bound checked
// here (distances times factor under 16384) it cannot cross one. Measured: Cairo's samples
// drift from exact arithmetic across 16,000-pixel draws at factors of 19 and more, never at
// 18 or less; the tests hold one such draw to Cairo's pixels.

extension Canvas {
    /// Draws `art` enlarged to fill `frame` (in points), as `draw(_:in:sampling: .nearest)`
    /// would, by writing the pixels; false, drawing nothing, when the draw is not a plain
    /// whole-pixel enlargement onto this canvas's surface (the caller then draws it with Cairo).
    package func drawEnlarged(_ art: Surface, in frame: Rect) -> Bool {
        guard art.width > 0, art.height > 0, cairo_image_surface_get_format(art.pointer) == CAIRO_FORMAT_ARGB32,
              let grid = directGrid() else { return false }
        let (matrix, offsetY, pixels) = (grid.matrix, grid.offsetY, grid.pixels)
        guard let factor = Self.whole(matrix.xx * frame.width / Double(art.width)), factor >= 1,
              Self.whole(matrix.yy * frame.height / Double(art.height)) == factor,
              let origin = pixels(frame.minX, frame.minY) else { return false }
        let end = (x: origin.x + art.width * factor, y: origin.y + art.height * factor)
        // The fixed-point bound (see above), in the surface's pixels and the whole picture's.
        let farthest = [origin.x, origin.y, end.x, end.y, origin.y - Int(offsetY.rounded()), end.y - Int(offsetY.rounded())]
            .map(abs).max() ?? 0
        guard factor < 16384, farthest < 16384, (farthest + 4) * factor < 16384 else { return false }
        guard let clip = clipRectangle(pixels) else { return false }
        let x0 = max(origin.x, clip.x0), y0 = max(origin.y, clip.y0)
        let x1 = min(end.x, clip.x1), y1 = min(end.y, clip.y1)
        guard x0 < x1, y0 < y1 else { return true }  // all of it clipped away: Cairo draws nothing too
        art.withPixels { artPixels, artStride in
            surface.withPixels { picture, pictureStride in
                tpng_enlarge_over(artPixels, Int32(artStride), Int32(factor), picture, Int32(pictureStride),
                                  Int32(origin.x), Int32(origin.y), Int32(x0), Int32(y0), Int32(x1), Int32(y1))
            }
        }
        return true
    }

    /// Where drawing lands on this canvas's own pixels, when they may be written directly
    /// instead of through Cairo (drawEnlarged, fillVerticalGradient): the operator is OVER,
    /// nothing is being drawn into a layer, the surface is ARGB32 with no device scale, and the
    /// transform is a uniform scale and a translation. `pixels` maps a point to the surface
    /// pixel it lands on, when that is a whole pixel. Nil otherwise.
    func directGrid() -> (matrix: cairo_matrix_t, offsetX: Double, offsetY: Double, pixels: (Double, Double) -> (x: Int, y: Int)?)? {
        guard cairo_get_operator(context) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_target(context), target == surface.pointer,
              cairo_get_group_target(context) == target,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var deviceScaleX = 0.0, deviceScaleY = 0.0
        cairo_surface_get_device_scale(target, &deviceScaleX, &deviceScaleY)
        guard deviceScaleX == 1, deviceScaleY == 1 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let pixels = { [matrix, offsetX, offsetY] (x: Double, y: Double) -> (x: Int, y: Int)? in
            guard let px = Self.whole(matrix.xx * x + matrix.x0 + offsetX),
                  let py = Self.whole(matrix.yy * y + matrix.y0 + offsetY) else { return nil }
            return (px, py)
        }
        return (matrix, offsetX, offsetY, pixels)
    }

    /// The clip as one rectangle of whole surface pixels (the surface's bounds when nothing is
    /// clipped), nil when it is anything else.
    func clipRectangle(_ pixels: (Double, Double) -> (x: Int, y: Int)?) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        if list.pointee.num_rectangles == 0 { return (0, 0, 0, 0) }
        guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee,
              let low = pixels(r.x, r.y), let high = pixels(r.x + r.width, r.y + r.height) else { return nil }
        return (max(0, low.x), max(0, low.y), min(surface.width, high.x), min(surface.height, high.y))
    }

    /// `value` as a whole number, when it is one but for floating-point error far below what
    /// Cairo's fixed point (1/256 of a pixel for paths) can tell apart.
    static func whole(_ value: Double) -> Int? {
        let rounded = value.rounded()
        guard abs(value - rounded) <= 1e-6, abs(rounded) < 1e9 else { return nil }
        return Int(rounded)
    }
}
