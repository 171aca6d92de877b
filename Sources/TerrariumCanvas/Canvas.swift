internal import CCairo
import TerrariumGraphics

/// A drawing context over a surface. Coordinates are points; `scale` maps them to pixels.
package final class Canvas {
    /// The surface this canvas draws into, in device pixels.
    package let surface: Surface
    let context: OpaquePointer
    /// Set on the canvases of a picture drawn in strips: its large patches, kept across strips.
    var patchMemo: PatchMemo?

    /// `antialias: false` draws shapes with hard edges, for pixel art on its own grid.
    /// `firstRow`: the surface is a strip of a taller picture, starting at that pixel row; the
    /// drawing is given in the whole picture's coordinates. Cairo's device offset moves it by
    /// whole pixels, so the strip's pixels are the ones the whole picture has there.
    package init(surface: Surface, scale: Double = 1, antialias: Bool = true, firstRow: Int = 0) throws(CanvasError) {
        cairo_surface_set_device_offset(surface.pointer, 0, -Double(firstRow))
        guard let context = cairo_create(surface.pointer) else { throw .cairo("could not create a context") }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.context = context
        cairo_scale(context, scale, scale)
        if !antialias { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
    }

    deinit { cairo_destroy(context) }

    /// Runs `body` between save and restore, so clips and transforms it sets end with it.
    package func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Fills `path` (in points) with `paint`, using Cairo's default non-zero winding rule.
    package func fill(_ path: Path, with paint: Paint) {
        if fillVerticalGradient(path, with: paint) { return }
        fillWithCairo(path, with: paint)
    }

    /// `fill` without its shortcut (Canvas+VerticalGradient.swift): what the shortcut must match.
    func fillWithCairo(_ path: Path, with paint: Paint) {
        setPath(path)
        setSource(paint)
        cairo_fill(context)
    }

    /// Strokes `path`'s outline (in points) with `paint`, its width, ends and corners from `style`.
    package func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        setPath(path)
        setSource(paint)
        cairo_set_line_width(context, style.width)
        let cap = switch style.cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_stroke(context)
    }

    /// Intersects the clip with `path` until the enclosing `withSavedState` ends.
    package func clip(to path: Path) {
        setPath(path)
        cairo_clip(context)
    }

    /// Draws `body` into a layer, then blends the layer at `opacity`.
    package func withLayer(opacity: Double, _ body: () throws -> Void) rethrows {
        guard opacity < 1 else { return try body() }
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, max(0, opacity))
        }
        try body()
    }

    /// Draws what `from` draws mixed with what `to` draws, pixel by pixel: `progress` of `to`
    /// and the rest of `from`, then the mix over the canvas as one layer. Each picture is its
    /// own layer, added to an empty one at its weight, the weights whole 8-bit steps m/255 and
    /// (255 − m)/255: each premultiplied channel is then round(x·m/255) + round(x·(255 − m)/255),
    /// which is x exactly where the two pictures agree (x·m/255 is never a half), so the pixels
    /// they share come out unchanged at every progress. Cairo's own mixes are not exact: SOURCE
    /// through a constant mask, and weights of p and 1 − p that both round up at one half, each
    /// move such pixels by a level (measured on this machine's Cairo over every weight).
    package func withCrossFade(progress: Double, from: () throws -> Void, to: () throws -> Void) rethrows {
        let step = Int((min(1, max(0, progress)) * 255).rounded())
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        }
        try addLayer(weight: Double(255 - step) / 255, from)
        try addLayer(weight: Double(step) / 255, to)
    }

    /// Draws `body` on a layer of its own and adds it to what is below at `weight`.
    private func addLayer(weight: Double, _ body: () throws -> Void) rethrows {
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_save(context)
            cairo_set_operator(context, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(context, weight)
            cairo_restore(context)
        }
        try body()
    }

    /// Draws all of `image` scaled to fill `frame` (in points), nearest-neighbour or smooth; an
    /// empty frame draws nothing. Smooth draws reuse a resampled patch where they can.
    package func draw(_ image: Image, in frame: Rect, sampling: ImageSampling) {
        guard frame.width > 0, frame.height > 0 else { return }
        if sampling == .smooth, drawThroughPatch(image, source: nil, in: frame) { return }
        withSavedState {
            cairo_translate(context, frame.minX, frame.minY)
            cairo_scale(context, frame.width / Double(image.width), frame.height / Double(image.height))
            cairo_set_source_surface(context, image.surface.pointer, 0, 0)
            let pattern = cairo_get_source(context)
            cairo_pattern_set_filter(pattern, sampling == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            // PAD keeps edge pixels from fading into transparent black when scaled smoothly.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
            cairo_fill(context)
        }
    }

    /// Draws the `source` rectangle of `image` (in its pixels) to fill `frame`.
    package func draw(_ image: Image, source: Rect, in frame: Rect, sampling: ImageSampling) {
        guard frame.width > 0, frame.height > 0, source.width > 0, source.height > 0 else { return }
        withSavedState {
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
            cairo_translate(context, frame.minX, frame.minY)
            cairo_scale(context, frame.width / source.width, frame.height / source.height)
            cairo_set_source_surface(context, image.surface.pointer, -source.minX, -source.minY)
            let pattern = cairo_get_source(context)
            cairo_pattern_set_filter(pattern, sampling == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(context, 0, 0, source.width, source.height)
            cairo_fill(context)
        }
    }

    /// Makes everything outside `path` transparent, looking only inside `regions` (which must
    /// hold all of the outside): how a widget gets its rounded corners. Clipping the whole
    /// drawing to a rounded rectangle instead makes Cairo composite every fill through a mask,
    /// which was half the time of a small widget; this touches only the corner squares.
    package func clearOutside(_ path: Path, within regions: [Rect]) {
        for region in regions {
            withSavedState {
                cairo_rectangle(context, region.minX, region.minY, region.width, region.height)
                cairo_clip(context)
                setPath(path)
                cairo_set_source_rgba(context, 0, 0, 0, 1)
                // DEST_IN keeps the drawing where the path covers it, in proportion to its
                // antialiased coverage, and (being unbounded) clears the rest of the region.
                cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
                cairo_fill(context)
            }
        }
    }

    /// Throws if any earlier call put the context into an error state.
    package func checkStatus() throws(CanvasError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    private func setPath(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .curve(let a, let b, let p): cairo_curve_to(context, a.x, a.y, b.x, b.y, p.x, p.y)
            case .arc(let c, let r, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(context, c.x, c.y, r, start, end)
                } else {
                    cairo_arc_negative(context, c.x, c.y, r, start, end)
                }
            case .close: cairo_close_path(context)
            }
        }
    }

    private func setSource(_ paint: Paint) {
        switch paint {
        case .solid(let color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case .linear(let from, let to, let stops):
            withGradientSpace { scale, offset in
                setSource(taking: Self.linearPattern(from: from, to: to, stops: stops, scale: scale, offset: offset))
            }
        case .radial(let center, let radius, let stops):
            withGradientSpace { scale, offset in
                let c = Point(center.x * scale + offset.x, center.y * scale + offset.y)
                let pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, radius * scale)
                Self.addStops(stops, to: pattern)
                setSource(taking: pattern)
            }
        }
    }

    /// Sets a gradient up in device pixels, with no transform: `body` gets the scale and offset
    /// from points to pixels. Given in points, under a scaling transform, Cairo rounds the
    /// gradient to pixman's fixed point about the centre of the area being filled, so the same
    /// gradient got different pixels in a strip of a picture than in the whole. In pixels, the
    /// pixels depend only on where they are. (A transform that is not a plain uniform scale and
    /// translation keeps the gradient in points.)
    private func withGradientSpace(_ body: (Double, Point) -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx > 0 else {
            return body(1, Point(0, 0))
        }
        cairo_identity_matrix(context)
        body(matrix.xx, Point(matrix.x0, matrix.y0))
        cairo_set_matrix(context, &matrix)
    }

    /// A linear gradient's pattern (owned by the caller) with `from` and `to` in points, `scale`
    /// and `offset` taking them to device pixels (withGradientSpace's): what a fill with the
    /// gradient draws, and what Canvas+VerticalGradient asks for its rows' colours.
    static func linearPattern(from: Point, to: Point, stops: [GradientStop], scale: Double, offset: Point) -> OpaquePointer? {
        let pattern = cairo_pattern_create_linear(from.x * scale + offset.x, from.y * scale + offset.y,
                                                  to.x * scale + offset.x, to.y * scale + offset.y)
        addStops(stops, to: pattern)
        return pattern
    }

    private static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
        }
    }

    /// Makes `pattern` the source and lets it go.
    private func setSource(taking pattern: OpaquePointer?) {
        // The pattern keeps the transform in effect now, whatever the drawing's is later.
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}
