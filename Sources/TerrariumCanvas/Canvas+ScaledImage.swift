internal import CCairo
import TerrariumGraphics

// Drawing a large image much smaller (Bloom's 1024 px plant into a 300 px widget) makes
// Cairo's good filter run a separable convolution over the source, which was more than half
// the time of a small widget. An image is usually drawn at the same size and sub-pixel
// offset again and again (every render of a batch), so the resampled pixels are kept with the
// image, as a patch aligned to whole device pixels, and composited from there.
//
// The patch holds exactly what the direct draw would composite: the same sample positions
// (device pixel centres mapped through the same scale and sub-pixel offset), the same filter,
// and the rectangle's edge coverage, rounded to 8 bits as pixman rounds source-in-mask. So
// the result does not depend on whether a patch was cached, and matches the direct draw.

/// Where and how big an image lands in device pixels: the cache key of a patch.
struct PatchKey: Hashable {
    var width: Double   // device pixels
    var height: Double
    var offsetX: Double // the fraction of a pixel the image starts past its patch's origin
    var offsetY: Double
    var sourceX: Double // for a drawn region of the image: its origin in image pixels
    var sourceY: Double
}

struct PatchCache {
    /// A handful per image covers every placement an app uses; the oldest goes first.
    static let capacity = 8
    private var entries: [(key: PatchKey, surface: Surface)] = []

    func patch(for key: PatchKey) -> Surface? { entries.first { $0.key == key }?.surface }

    mutating func insert(_ surface: Surface, for key: PatchKey) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, surface))
    }
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
        let patch: Surface
        if let cached = image.patches.patch(for: key) {
            patch = cached
        } else {
            guard let made = try? Surface(width: patchWidth, height: patchHeight),
                  let patchContext = cairo_create(made.pointer) else { return false }
            defer { cairo_destroy(patchContext) }
            // The direct draw's transform, less the whole pixels of the patch's origin.
            cairo_translate(patchContext, key.offsetX, key.offsetY)
            cairo_scale(patchContext, width / region.width, height / region.height)
            cairo_set_source_surface(patchContext, image.surface.pointer, -region.minX, -region.minY)
            let pattern = cairo_get_source(patchContext)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(patchContext, 0, 0, region.width, region.height)
            cairo_fill(patchContext)
            guard cairo_status(patchContext) == CAIRO_STATUS_SUCCESS else { return false }
            image.patches.insert(made, for: key)
            patch = made
        }
        withSavedState {
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, patch.pointer, originX, originY)
            cairo_rectangle(context, originX, originY, Double(patchWidth), Double(patchHeight))
            cairo_fill(context)
        }
        return true
    }
}
