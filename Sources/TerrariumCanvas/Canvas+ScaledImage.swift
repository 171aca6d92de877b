internal import CCairo
internal import CPNGBridge
import TerrariumGraphics

// Drawing a large image much smaller (Bloom's 1024 px plant into a 300 px widget) makes
// Cairo's good filter run a separable convolution over the source, which was more than half
// the time of a small widget. An image is usually drawn at the same size and sub-pixel
// offset again and again (every render of a batch), so the resampled pixels are kept, as a
// patch aligned to whole device pixels, in the process's PatchStore, and composited from there.
//
// The patch holds exactly what the direct draw would composite: the same sample positions
// (device pixel centres mapped through the same scale and sub-pixel offset), the same filter,
// and the rectangle's edge coverage, rounded to 8 bits as pixman rounds source-in-mask. So
// the result does not depend on whether a patch was cached. It is close to the direct draw but
// not always the same bytes (a few edge pixels differ by one), so a draw that can go through a
// patch always does, kept or not.

/// Where and how big an image lands in device pixels: the cache key of a patch.
struct PatchKey: Hashable {
    var width: Double   // device pixels
    var height: Double
    var offsetX: Double // the fraction of a pixel the image starts past its patch's origin
    var offsetY: Double
    var sourceX: Double // for a drawn region of the image: its origin in image pixels
    var sourceY: Double
}

extension Canvas {
    /// Draws `image` (or its `source` region) smoothly into `frame` through a cached patch.
    /// Returns false, drawing nothing, when the current transform is not a plain scale and
    /// translation (the caller then draws directly).
    func drawThroughPatch(_ image: Image, source: Rect?, in frame: Rect) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        let x0 = matrix.xx * frame.minX + matrix.x0, y0 = matrix.yy * frame.minY + matrix.y0
        let width = matrix.xx * frame.width, height = matrix.yy * frame.height
        let originX = x0.rounded(.down), originY = y0.rounded(.down)
        let patchWidth = Int((x0 + width).rounded(.up) - originX)
        let patchHeight = Int((y0 + height).rounded(.up) - originY)
        guard patchWidth > 0, patchHeight > 0, patchWidth <= 4096, patchHeight <= 4096 else { return false }
        let region = source ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let key = PatchKey(width: width, height: height, offsetX: x0 - originX, offsetY: y0 - originY,
                           sourceX: region.minX, sourceY: region.minY)
        let storeKey = PatchStore.Key(pixels: image.pixelsID, placement: key)
        let patch: ImagePixels
        if let kept = PatchStore.shared.patch(for: storeKey) ?? patchMemo?.patches[storeKey] {
            patch = kept
        } else {
            guard let made = Self.patch(of: image, region: region, key: key, width: patchWidth, height: patchHeight),
                  let frozen = try? ImagePixels(freezing: made) else { return false }
            // Drawing goes through the patch from here: a plant mapped from its file lets go of
            // its pages, read again (from the page cache) for its next patch or direct draw.
            image.surface.viewed?.releaseResidentPages()
            if !PatchStore.shared.insert(frozen, for: storeKey) { patchMemo?.patches[storeKey] = frozen }
            patch = frozen
        }
        // Other threads may be drawing the same patch: draw it through a surface of our own.
        guard let view = try? Surface(viewing: patch) else { return false }
        withSavedState {
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, view.pointer, originX, originY)
            cairo_rectangle(context, originX, originY, Double(patchWidth), Double(patchHeight))
            cairo_fill(context)
        }
        return true
    }

    /// Resamples `region` of `image` into a new `width` x `height` surface, as `key` places it;
    /// nil if Cairo fails. The drawing context is gone when this returns, so the surface can
    /// be frozen and shared.
    ///
    /// Written directly (good_resample.c, the same pixels: ResampledPatchTests) where Cairo
    /// would convolve, from 4,096 pixels and at least as wide as the filter has phases (below
    /// that, laying out its weights costs more than it saves); `direct: false` always asks
    /// Cairo, for the tests.
    static func patch(of image: Image, region: Rect, key: PatchKey, width: Int, height: Int,
                      direct: Bool = true) -> Surface? {
        if direct, let drawn = resampledDirectly(image, region: region, key: key, width: width, height: height, onlyWhenFaster: true) {
            return drawn
        }
        // A surface Cairo knows to be clear: it then draws the fill as SOURCE, as good_resample.c writes it.
        guard let made = try? Surface(width: width, height: height),
              let patchContext = cairo_create(made.pointer) else { return nil }
        defer { cairo_destroy(patchContext) }
        // The direct draw's transform, less the whole pixels of the patch's origin.
        cairo_translate(patchContext, key.offsetX, key.offsetY)
        cairo_scale(patchContext, key.width / region.width, key.height / region.height)
        cairo_set_source_surface(patchContext, image.surface.pointer, -region.minX, -region.minY)
        let pattern = cairo_get_source(patchContext)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(patchContext, 0, 0, region.width, region.height)
        cairo_fill(patchContext)
        return cairo_status(patchContext) == CAIRO_STATUS_SUCCESS ? made : nil
    }

    /// The patch written through good_resample.c; nil where that does not apply: Cairo would
    /// not convolve (a plain translation; its bilinear filter where each axis shrinks by less
    /// than 3/4 or by exactly half from a whole pixel), the Cairo is not 1.16, the image is
    /// not ARGB32, or (`onlyWhenFaster`) Cairo would be quicker.
    static func resampledDirectly(_ image: Image, region: Rect, key: PatchKey, width: Int, height: Int,
                                  onlyWhenFaster: Bool = false) -> Surface? {
        let source = image.surface.pointer
        // Its arithmetic is Cairo 1.16's (the Cairo these pixels and the goldens come from).
        guard cairo_version() / 100 == 116, cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32 else { return nil }
        var plan = tpng_good_plan()
        guard tpng_good_plan_make(key.width / region.width, key.height / region.height, key.offsetX, key.offsetY,
                                  region.minX, region.minY, region.width, region.height,
                                  Int32(width), Int32(height), &plan) == 1 else { return nil }
        defer { tpng_good_plan_free(&plan) }
        // Each row's weights are laid out for every horizontal phase first: a small patch, or
        // one narrower than the phases, would spend more on that than Cairo spends convolving it.
        if onlyWhenFaster, width * height < 4096 || width < 1 << Int(plan.x_bits) { return nil }
        cairo_surface_flush(source)
        guard let pixels = cairo_image_surface_get_data(source), let made = try? Surface(width: width, height: height) else {
            return nil
        }
        let sourceStride = cairo_image_surface_get_stride(source)
        let written = made.withPixels { target, stride in
            tpng_good_patch(pixels, Int32(image.width), Int32(image.height), sourceStride, &plan,
                            target, Int32(width), Int32(height), Int32(stride)) == 1
        }
        return written ? made : nil
    }
}
