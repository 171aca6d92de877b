#include "CPNGBridge.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Bloom's 1024 px plant drawn into a 300 px widget is resampled by Cairo's good filter: a box
// filter pixman applies as a separable convolution, every tap fetched and weighted one by
// one, 5.7 ms of a cold render's 30. Canvas+ScaledImage.swift draws such an image once into a
// patch (a scale and a sub-pixel offset, edge pixels extended) and composites the patch; this
// file writes that patch directly, with Cairo 1.16's and pixman's arithmetic step for step,
// so the pixels are Cairo's: the choice of filter (cairo-pattern.c: where Cairo would use its
// bilinear filter instead, the plan declines), the pattern matrix and its fixed-point form
// (cairo-matrix.c), the filter's weights (cairo-image-source.c), the convolution
// (pixman-fast-path.c), and the filled rectangle's coverage at its edges
// (cairo-rectangular-scan-converter.c), applied as pixman's SRC with a mask. ResampledPatchTests
// compare every word with Cairo's over a few hundred placements and scripts/sanitize over 400
// more under the sanitizers. Only the convolution is rearranged: two or four taps at a time in
// pmaddwd's 16-bit lanes, each weight whole where every weight of the phase fits, else split
// in two bytes, so that every product and sum is the same integer. Without SSE2 every pixel
// takes the plain loop.

// ---- Cairo 1.16's arithmetic, step for step (cairo-matrix.c, cairo-image-source.c) ----

typedef struct { double xx, yx, xy, yy, x0, y0; } matrix;

static void multiply(matrix *r, const matrix *a, const matrix *b) {
    matrix t;
    t.xx = a->xx * b->xx + a->yx * b->xy;
    t.yx = a->xx * b->yx + a->yx * b->yy;
    t.xy = a->xy * b->xx + a->yy * b->xy;
    t.yy = a->xy * b->yx + a->yy * b->yy;
    t.x0 = a->x0 * b->xx + a->y0 * b->xy + b->x0;
    t.y0 = a->x0 * b->yx + a->y0 * b->yy + b->y0;
    *r = t;
}

static void translate(matrix *m, double tx, double ty) {
    matrix t = { 1, 0, 0, 1, tx, ty };
    multiply(m, &t, m);
}

// cairo_matrix_invert's path for a matrix without rotation or skew (the only kind used here).
static int invert_scale(matrix *m) {
    if (m->xy != 0. || m->yx != 0.) return 0;
    m->x0 = -m->x0;
    m->y0 = -m->y0;
    if (m->xx != 1.) {
        if (m->xx == 0.) return 0;
        m->xx = 1. / m->xx;
        m->x0 *= m->xx;
    }
    if (m->yy != 1.) {
        if (m->yy == 0.) return 0;
        m->yy = 1. / m->yy;
        m->y0 *= m->yy;
    }
    return 1;
}

static void transform_distance(const matrix *m, double *dx, double *dy) {
    double x = (m->xx * *dx + m->xy * *dy);
    double y = (m->yx * *dx + m->yy * *dy);
    *dx = x;
    *dy = y;
}

static void transform_point(const matrix *m, double *x, double *y) {
    transform_distance(m, x, y);
    *x += m->x0;
    *y += m->y0;
}

static int32_t fixed_16_16_from_double(double d) {
    union { double d; int32_t i[2]; } u;
    u.d = d + 103079215104.0;   // CAIRO_MAGIC_NUMBER_FIXED_16_16: rounds to nearest, ties to even
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return u.i[1];
#else
    return u.i[0];
#endif
}

// _cairo_fixed_from_double: 24.8, rounded to nearest, ties to even.
static int32_t fixed_from_double(double d) {
    union { double d; int32_t i[2]; } u;
    u.d = d + 26388279066624.0;   // CAIRO_MAGIC_NUMBER_FIXED: (1 << 44) * 1.5
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return u.i[1];
#else
    return u.i[0];
#endif
}

static double fixed_to_double(int32_t f) { return (double)f / (double)65536; }

// pixman_transform_point_3d (pixman-matrix.c): 31.16 products, rounded once.
static int transform_point_3d(const int32_t t[3][3], int32_t v[3]) {
    int64_t hi[3], lo[3], in[3] = { v[0], v[1], v[2] };
    for (int i = 0; i < 3; i++) {
        hi[i] = (int64_t)t[i][0] * (in[0] >> 16);
        lo[i] = (int64_t)t[i][0] * (in[0] & 0xFFFF);
        hi[i] += (int64_t)t[i][1] * (in[1] >> 16);
        lo[i] += (int64_t)t[i][1] * (in[1] & 0xFFFF);
        hi[i] += (int64_t)t[i][2] * (in[2] >> 16);
        lo[i] += (int64_t)t[i][2] * (in[2] & 0xFFFF);
    }
    int ok = 1;
    for (int i = 0; i < 3; i++) {
        int64_t r = hi[i] + ((lo[i] + 0x8000) >> 16);
        v[i] = (int32_t)r;
        ok &= v[i] == r;
    }
    return ok;
}

// _cairo_matrix_to_pixman_matrix: the fixed-point matrix, its translation adjusted so that
// pixman and cairo agree at (xc, yc).
static int to_pixman(const matrix *m, int32_t t[3][3], double xc, double yc) {
    t[0][0] = fixed_16_16_from_double(m->xx);
    t[0][1] = fixed_16_16_from_double(m->xy);
    t[0][2] = fixed_16_16_from_double(m->x0);
    t[1][0] = fixed_16_16_from_double(m->yx);
    t[1][1] = fixed_16_16_from_double(m->yy);
    t[1][2] = fixed_16_16_from_double(m->y0);
    t[2][0] = 0;
    t[2][1] = 0;
    t[2][2] = 1 << 16;
    // _cairo_matrix_has_unity_scale: nothing to adjust.
    double det = m->xx * m->yy - m->yx * m->xy, epsilon = 1.0 / 256;
    if (fabs(det * det - 1.0) < epsilon
        && ((fabs(m->xy) < epsilon && fabs(m->yx) < epsilon) || (fabs(m->xx) < epsilon && fabs(m->yy) < epsilon))) {
        return 1;
    }
    matrix inv = *m;
    if (!invert_scale(&inv)) return 1;
    for (int iterations = 5; iterations > 0; iterations--) {
        int32_t v[3] = { fixed_16_16_from_double(xc), fixed_16_16_from_double(yc), 1 << 16 };
        if (!transform_point_3d(t, v)) return 1;
        double x = fixed_to_double(v[0]), y = fixed_to_double(v[1]);
        transform_point(&inv, &x, &y);
        x -= xc;
        y -= yc;
        transform_distance(m, &x, &y);
        int32_t dx = fixed_16_16_from_double(x), dy = fixed_16_16_from_double(y);
        t[0][2] -= dx;
        t[1][2] -= dy;
        if (dx == 0 && dy == 0) return 1;
    }
    return 1;
}

// use_bilinear (cairo-pattern.c): one row of the pattern matrix, x and y its scale and skew
// terms, t its translation.
static int use_bilinear(double x, double y, double t) {
    double h = x * x + y * y;
    if (h < 1.0 / (0.75 * 0.75)) return 1;
    return h > 3.99 && h < 4.01 && fixed_from_double(x * y) == 0 && (fixed_from_double(t) & 255) == 0;
}

// Cairo's box kernel and its width (cairo-image-source.c).
static double box_kernel(double x, double r) {
    double a = r < 1.0 ? r : 1.0;
    double b = (r + 1) / 2 - x, c = (r + 1) / 2 + x;
    double m = b < c ? b : c;
    m = a < m ? a : m;
    return m > 0.0 ? m : 0.0;
}

static int box_width(double r) { return r < 1.0 ? 2 : (int)ceil(r + 1); }

// get_filter: each phase's weights, normalised to sum to one in 16.16, the error on the centre.
static void get_filter(double r, int width, int subsample, int32_t *p) {
    int n_phases = 1 << subsample;
    double step = 1.0 / n_phases;
    if (width <= 1) {
        for (int i = 0; i < n_phases; ++i) *p++ = 65536;
        return;
    }
    for (int i = 0; i < n_phases; ++i) {
        double frac = (i + .5) * step;
        double x1 = ceil(frac - width / 2.0 - 0.5) - frac + 0.5;
        double total = 0;
        int32_t new_total = 0;
        for (int j = 0; j < width; ++j) {
            double v = box_kernel(x1 + j, r);
            total += v;
            p[j] = (int32_t)(v * 65536.0);   // pixman_double_to_fixed truncates
        }
        total = 1 / total;
        for (int j = 0; j < width; ++j) new_total += (p[j] = (int32_t)(p[j] * total));
        p[width / 2] += (65536 - new_total);
        p += width;
    }
}

void tpng_good_plan_free(tpng_good_plan *plan) {
    free(plan->params);
    plan->params = NULL;
}

int tpng_good_plan_make(double scale_x, double scale_y, double offset_x, double offset_y, double source_x,
                        double source_y, double rect_width, double rect_height, int extents_width, int extents_height,
                        tpng_good_plan *plan) {
    memset(plan, 0, sizeof *plan);
    if (!(scale_x > 0) || !(scale_y > 0) || !isfinite(offset_x) || !isfinite(offset_y) || !isfinite(source_x)
        || !isfinite(source_y) || !(rect_width >= 2) || !(rect_height >= 2) || extents_width <= 0 || extents_height <= 0
        || extents_width > 4096 || extents_height > 4096 || !(fabs(offset_x) < 65536) || !(fabs(offset_y) < 65536)
        || !(scale_x * rect_width < 65536) || !(scale_y * rect_height < 65536)) {
        return 0;   // outside what the engine draws, and of 24.8's range for the rectangle
    }
    // The context's inverse as cairo keeps it: translate, then scale (cairo-gstate.c).
    matrix inverse = { 1, 0, 0, 1, 0, 0 }, step;
    step = (matrix){ 1, 0, 0, 1, -offset_x, -offset_y };
    multiply(&inverse, &inverse, &step);
    step = (matrix){ 1 / scale_x, 0, 0, 1 / scale_y, 0, 0 };
    multiply(&inverse, &inverse, &step);
    // The source's pattern matrix (cairo_set_source_surface at -source), times the inverse.
    matrix pattern = { 1, 0, 0, 1, source_x, source_y };
    multiply(&pattern, &inverse, &pattern);

    // _cairo_matrix_is_pixman_translation: a plain translation is drawn without the filter.
    if (pattern.xx == 1 && pattern.yy == 1) return 0;
    if (fabs(pattern.xx) > 32767 || fabs(pattern.yy) > 32767 || fabs(pattern.x0) > 32767 || fabs(pattern.y0) > 32767) return 0;

    // _cairo_matrix_to_pixman_matrix_offset.
    matrix m = pattern;
    int x_offset = 0, y_offset = 0;
    translate(&m, x_offset, y_offset);
    if (m.x0 != 0.0 || m.y0 != 0.0) {
        double tx = m.x0, ty = m.y0, norm = fmax(fabs(tx), fabs(ty));
        for (int i = -1; i < 2; i += 2) {
            for (int j = -1; j < 2; j += 2) {
                double den = (m.xx + i) * (m.yy + j) - m.xy * m.yx;
                if (fabs(den) < DBL_EPSILON) continue;
                double x = m.y0 * m.xy - m.x0 * (m.yy + j);
                double y = m.x0 * m.yx - m.y0 * (m.xx + i);
                den = 1 / den;
                x *= den;
                y *= den;
                double new_norm = fmax(fabs(x), fabs(y));
                if (norm > new_norm) {
                    norm = new_norm;
                    tx = x;
                    ty = y;
                }
            }
        }
        tx = floor(tx);
        ty = floor(ty);
        x_offset = (int)-tx;
        y_offset = (int)-ty;
        translate(&m, tx, ty);
    }
    // The filled rectangle in Cairo's 24.8 device coordinates (cairo_rectangle: a move to the
    // origin, then lines by the size's device distance), and the composite's extents: the
    // rectangle rounded out to whole pixels, within the surface. Their centre is the point
    // where the fixed-point matrix is made to agree with Cairo's.
    plan->left = fixed_from_double(offset_x);
    plan->top = fixed_from_double(offset_y);
    plan->right = plan->left + fixed_from_double(scale_x * rect_width);
    plan->bottom = plan->top + fixed_from_double(scale_y * rect_height);
    int x0 = plan->left >> 8, y0 = plan->top >> 8, x1 = (plan->right + 255) >> 8, y1 = (plan->bottom + 255) >> 8;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > extents_width) x1 = extents_width;
    if (y1 > extents_height) y1 = extents_height;
    if (x1 <= x0 || y1 <= y0) return 0;
    to_pixman(&m, plan->transform, x0 + (x1 - x0) / 2., y0 + (y1 - y0) / 2.);
    // Every sample position a row steps through must stay in pixman's 16.16 range, as it does
    // for the images drawn here (its own arithmetic would wrap).
    double reach_x = fabs((double)plan->transform[0][0]) * (extents_width + fabs((double)x_offset) + 1) + fabs((double)plan->transform[0][2]);
    double reach_y = fabs((double)plan->transform[1][1]) * (extents_height + fabs((double)y_offset) + 1) + fabs((double)plan->transform[1][2]);
    if (reach_x >= 1073741824.0 || reach_y >= 1073741824.0 || abs(x_offset) > 16384 || abs(y_offset) > 16384) return 0;

    plan->offset_x = x_offset;
    plan->offset_y = y_offset;
    plan->extents_width = extents_width;
    plan->extents_height = extents_height;

    // The filter's size (_pixman_image_set_properties, CAIRO_FILTER_GOOD).
    double dx = hypot(pattern.xx, pattern.xy), dy = hypot(pattern.yx, pattern.yy);
    if (!(dx < 0x7FFF)) dx = 0x7FFF;
    if (!(dy < 0x7FFF)) dy = 0x7FFF;
    if (dx > 16.0) dx = 16.0;
    if (dy > 16.0) dy = 16.0;
    if (dx < 1.0 / 0.75) dx = 1.0;
    if (dy < 1.0 / 0.75) dy = 1.0;
    // Cairo draws with its bilinear filter instead where each axis either shrinks by less
    // than 3/4 or by exactly half with a whole-pixel translation (cairo-pattern.c,
    // _cairo_pattern_analyze_filter's use_bilinear, on the pattern matrix before the offsets).
    if (use_bilinear(pattern.xx, pattern.xy, pattern.x0) && use_bilinear(pattern.yx, pattern.yy, pattern.y0)) return 0;
    int xwidth = box_width(dx), ywidth = box_width(dy);
    int xsub = 0, ysub = 0;
    if (xwidth > 1) while (dx * (1 << xsub) <= 128.0) xsub++;
    if (ywidth > 1) while (dy * (1 << ysub) <= 128.0) ysub++;
    int size_x = (1 << xsub) * xwidth, size_y = (1 << ysub) * ywidth;
    plan->params = malloc(sizeof(int32_t) * (size_t)(4 + size_x + size_y));
    if (!plan->params) return 0;
    plan->params[0] = xwidth << 16;
    plan->params[1] = ywidth << 16;
    plan->params[2] = xsub << 16;
    plan->params[3] = ysub << 16;
    get_filter(dx, xwidth, xsub, plan->params + 4);
    get_filter(dy, ywidth, ysub, plan->params + 4 + size_x);
    plan->width = xwidth;
    plan->height = ywidth;
    plan->x_bits = xsub;
    plan->y_bits = ysub;
    return 1;
}

// ---- pixman's separable convolution (bits_image_fetch_separable_convolution_affine), PAD ----

static inline int clamp(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }

// The convolution at one pixel whose sample position (16.16) is (vx, vy).
static inline uint32_t convolve(const uint8_t *source, int source_width, int source_height, int source_stride,
                                const tpng_good_plan *plan, int32_t vx, int32_t vy) {
    const int32_t *params = plan->params;
    int cwidth = plan->width, cheight = plan->height;
    int x_off = ((cwidth << 16) - 65536) >> 1, y_off = ((cheight << 16) - 65536) >> 1;
    int x_shift = 16 - plan->x_bits, y_shift = 16 - plan->y_bits;
    int32_t x = (int32_t)((uint32_t)(vx >> x_shift) << x_shift) + ((1 << x_shift) >> 1);
    int32_t y = (int32_t)((uint32_t)(vy >> y_shift) << y_shift) + ((1 << y_shift) >> 1);
    int px = (x & 0xffff) >> x_shift, py = (y & 0xffff) >> y_shift;
    int x1 = (x - 1 - x_off) >> 16, y1 = (y - 1 - y_off) >> 16;
    const int32_t *y_params = params + 4 + (1 << plan->x_bits) * cwidth + py * cheight;
    int sa = 0, sr = 0, sg = 0, sb = 0;
    for (int i = y1; i < y1 + cheight; ++i) {
        int32_t fy = *y_params++;
        if (!fy) continue;
        const int32_t *x_params = params + 4 + px * cwidth;
        const uint32_t *row = (const uint32_t *)(source + (size_t)clamp(i, source_height - 1) * source_stride);
        for (int j = x1; j < x1 + cwidth; ++j) {
            int32_t fx = *x_params++;
            if (!fx) continue;
            uint32_t pixel = row[clamp(j, source_width - 1)];
            int32_t f = (int32_t)(((int64_t)fx * fy + 0x8000) >> 16);
            sr += (int)((pixel >> 16) & 0xff) * f;
            sg += (int)((pixel >> 8) & 0xff) * f;
            sb += (int)(pixel & 0xff) * f;
            sa += (int)(pixel >> 24) * f;
        }
    }
    sa = clamp((sa + 0x8000) >> 16, 255);
    sr = clamp((sr + 0x8000) >> 16, 255);
    sg = clamp((sg + 0x8000) >> 16, 255);
    sb = clamp((sb + 0x8000) >> 16, 255);
    return (uint32_t)sa << 24 | (uint32_t)sr << 16 | (uint32_t)sg << 8 | (uint32_t)sb;
}

// pixman's UN8x4_MUL_UN8: each channel times a / 255, rounded.
static inline uint32_t times(uint32_t pixel, uint32_t a) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t t = ((pixel >> shift) & 0xff) * a + 0x80;
        out |= ((t + (t >> 8)) >> 8) << shift;
    }
    return out;
}

// The rectangular scan converter's coverage of one row's pixel x (cairo-rectangular-scan-
// converter.c) for the filled rectangle: 0..255.
static inline int coverage(const tpng_good_plan *plan, int x, int height) {
    int il = plan->left >> 8, fl = plan->left & 255, ir = plan->right >> 8, fr = plan->right & 255;
    int covered;
    if (x < il || x > ir) return 0;
    if (il == ir) covered = (fr - fl) * height;
    else if (x == il) covered = (256 - fl) * height;
    else if (x == ir) covered = fr * height;
    else covered = 256 * height;
    int c = covered >> 8;
    return c - (c >> 8);
}

#if defined(__SSE2__)
// One row of output pixels whose sample rows lie inside the image, two taps at a time: each
// weight f (at most 65536) split as f = 256 * high + low, so that both halves fit the signed
// 16-bit multipliers of pmaddwd and every product and sum is the exact integer pixman forms.
static void convolve_row(const uint8_t *source, int source_width, int source_height, int source_stride,
                         const tpng_good_plan *plan, int32_t vx, int32_t vy, int width, const uint8_t *coverage_row,
                         uint32_t *out, int32_t *weights, uint8_t *made) {
    const int32_t *params = plan->params;
    int cwidth = plan->width, cheight = plan->height, pairs = (cwidth + 1) / 2;
    int x_off = ((cwidth << 16) - 65536) >> 1, y_off = ((cheight << 16) - 65536) >> 1;
    int x_shift = 16 - plan->x_bits, y_shift = 16 - plan->y_bits;
    int32_t y = (int32_t)((uint32_t)(vy >> y_shift) << y_shift) + ((1 << y_shift) >> 1);
    int py = (y & 0xffff) >> y_shift, y1 = (y - 1 - y_off) >> 16;
    const int32_t *y_params = params + 4 + (1 << plan->x_bits) * cwidth + py * cheight;
    int phases = 1 << plan->x_bits;
    // Per y phase, made the first time a row needs it:
    // weights[(px * cheight + i) * pairs * 2 + 2 * pair + half]: (f_j, f_j+1) as two 16-bit
    // lanes, high halves then low halves.
    // When every weight of the phase is below 32768 (a filter wider than about 1.5 pixels),
    // one pmaddwd takes a pair whole: weights[... + 2 * pair] holds (f_j, f_j+1), and
    // made[py] is 2 instead of 1.
    weights += (size_t)py * phases * cheight * pairs * 2;
    if (!made[py]) {
        int largest = 0;
        for (int px = 0; px < phases; px++) {
            const int32_t *x_params = params + 4 + px * cwidth;
            for (int i = 0; i < cheight; i++) {
                int32_t fy = y_params[i];
                int32_t *w = weights + (px * cheight + i) * pairs * 2;
                for (int pair = 0; pair < pairs; pair++) {
                    int32_t f[2] = { 0, 0 };
                    for (int h = 0; h < 2; h++) {
                        int j = 2 * pair + h;
                        if (j < cwidth && fy && x_params[j]) f[h] = (int32_t)(((int64_t)x_params[j] * fy + 0x8000) >> 16);
                        if (f[h] > largest) largest = f[h];
                    }
                    w[2 * pair] = (int32_t)((uint32_t)(f[0] >> 8) & 0xFFFF) | (int32_t)((uint32_t)(f[1] >> 8) << 16);
                    w[2 * pair + 1] = (int32_t)((uint32_t)(f[0] & 255)) | (int32_t)((uint32_t)(f[1] & 255) << 16);
                }
            }
        }
        made[py] = 1;
        if (largest < 32768) {
            // Every f fits a signed 16-bit lane: the pair whole (high * 256 + low) in one slot.
            for (size_t at = 0; at < (size_t)phases * cheight * pairs; at++) {
                uint32_t high = (uint32_t)weights[2 * at], low = (uint32_t)weights[2 * at + 1];
                uint32_t f0 = (high & 0xFFFF) * 256 + (low & 0xFFFF), f1 = (high >> 16) * 256 + (low >> 16);
                weights[2 * at] = (int32_t)(f0 | f1 << 16);
            }
            made[py] = 2;
        }
    }
    int whole = made[py] == 2;
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi32(0x8000);
    for (int k = 0; k < width; ++k, vx += plan->transform[0][0]) {
        int a = coverage_row[k];
        if (a == 0) { out[k] = 0; continue; }
        int32_t x = (int32_t)((uint32_t)(vx >> x_shift) << x_shift) + ((1 << x_shift) >> 1);
        int px = (x & 0xffff) >> x_shift, x1 = (x - 1 - x_off) >> 16;
        uint32_t value;
        if (x1 < 0 || x1 + cwidth > source_width) {
            value = convolve(source, source_width, source_height, source_stride, plan, vx, vy);
        } else {
            __m128i high = zero, low = zero;
            const int32_t *w = weights + px * cheight * pairs * 2;
            const uint8_t *row = source + (size_t)y1 * source_stride + (size_t)x1 * 4;
            if (whole) {
                for (int i = 0; i < cheight; i++, row += source_stride, w += pairs * 2) {
                    int j = 0;
                    for (; j + 4 <= cwidth; j += 4) {
                        __m128i four = _mm_loadu_si128((const __m128i *)(row + 4 * j));
                        __m128i a = _mm_unpacklo_epi8(four, zero), b = _mm_unpackhi_epi8(four, zero);
                        a = _mm_unpacklo_epi16(a, _mm_srli_si128(a, 8));
                        b = _mm_unpacklo_epi16(b, _mm_srli_si128(b, 8));
                        low = _mm_add_epi32(low, _mm_madd_epi16(a, _mm_set1_epi32(w[j])));
                        low = _mm_add_epi32(low, _mm_madd_epi16(b, _mm_set1_epi32(w[j + 2])));
                    }
                    for (; j + 2 <= cwidth; j += 2) {
                        __m128i p = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(row + 4 * j)), zero);
                        p = _mm_unpacklo_epi16(p, _mm_srli_si128(p, 8));
                        low = _mm_add_epi32(low, _mm_madd_epi16(p, _mm_set1_epi32(w[j])));
                    }
                    if (j < cwidth) {
                        int32_t one;
                        memcpy(&one, row + 4 * j, 4);
                        __m128i p = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(one), zero), zero);
                        low = _mm_add_epi32(low, _mm_madd_epi16(p, _mm_set1_epi32(w[j])));
                    }
                }
            } else {
                for (int i = 0; i < cheight; i++, row += source_stride, w += pairs * 2) {
                    int j = 0;
                    for (; j + 2 <= cwidth; j += 2) {
                        __m128i p = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(row + 4 * j)), zero);
                        p = _mm_unpacklo_epi16(p, _mm_srli_si128(p, 8));
                        high = _mm_add_epi32(high, _mm_madd_epi16(p, _mm_set1_epi32(w[j])));
                        low = _mm_add_epi32(low, _mm_madd_epi16(p, _mm_set1_epi32(w[j + 1])));
                    }
                    if (j < cwidth) {
                        int32_t one;
                        memcpy(&one, row + 4 * j, 4);
                        __m128i p = _mm_unpacklo_epi8(_mm_cvtsi32_si128(one), zero);
                        p = _mm_unpacklo_epi16(p, zero);
                        high = _mm_add_epi32(high, _mm_madd_epi16(p, _mm_set1_epi32(w[j])));
                        low = _mm_add_epi32(low, _mm_madd_epi16(p, _mm_set1_epi32(w[j + 1])));
                    }
                }
            }
            __m128i sum = _mm_add_epi32(_mm_slli_epi32(high, 8), low);
            sum = _mm_srai_epi32(_mm_add_epi32(sum, half), 16);
            // Clamped to 0..255 (signed then unsigned saturation), lanes B, G, R, A.
            sum = _mm_packs_epi32(sum, sum);
            value = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(sum, sum));
        }
        out[k] = a == 255 ? value : times(value, (uint32_t)a);
    }
}

#endif

int tpng_good_patch(const uint8_t *source, int source_width, int source_height, int source_stride,
                    const tpng_good_plan *plan, uint8_t *target, int width, int height, int target_stride) {
    // The plan's ranges were checked for its own extents; a source of at least a pixel.
    if (!plan->params || width != plan->extents_width || height != plan->extents_height || source_width < 1
        || source_height < 1 || source_stride < source_width * 4 || target_stride < width * 4) {
        return 0;
    }
    int top_y = plan->top >> 8, bottom_y = plan->bottom >> 8, pairs = (plan->width + 1) / 2;
    size_t table = (size_t)(1 << plan->x_bits) * (size_t)plan->height * (size_t)pairs * 2;
    int32_t *weights = malloc(sizeof(int32_t) * table * (size_t)(1 << plan->y_bits));
    uint8_t *made = calloc((size_t)1 << plan->y_bits, 1), *coverages = malloc((size_t)width);
    if (!weights || !made || !coverages) {
        free(weights);
        free(made);
        free(coverages);
        return 0;
    }
    int ok = 1;
    for (int line = 0; line < height && ok; line++) {
        uint32_t *out = (uint32_t *)(target + (size_t)line * target_stride);
        int rows = 0;
        if (line >= top_y && line <= bottom_y) {
            rows = line == bottom_y ? (plan->bottom & 255) : 256;
            if (line == top_y) rows -= plan->top & 255;
        }
        if (rows <= 0) {
            memset(out, 0, (size_t)width * 4);
            continue;
        }
        int32_t v[3] = { plan->offset_x * 65536 + 32768, (line + plan->offset_y) * 65536 + 32768, 65536 };
        if (!transform_point_3d(plan->transform, v)) { ok = 0; break; }
        for (int k = 0; k < width; k++) coverages[k] = (uint8_t)coverage(plan, k, rows);
        int32_t y_off = ((plan->height << 16) - 65536) >> 1, y_shift = 16 - plan->y_bits;
        int32_t y = (int32_t)((uint32_t)(v[1] >> y_shift) << y_shift) + ((1 << y_shift) >> 1);
        int y1 = (y - 1 - y_off) >> 16;
        (void)y1;   // only the vector path needs it
#if defined(__SSE2__)
        if (y1 >= 0 && y1 + plan->height <= source_height) {
            convolve_row(source, source_width, source_height, source_stride, plan, v[0], v[1], width, coverages, out, weights, made);
            continue;
        }
#endif
        {
            int32_t vx = v[0];
            for (int k = 0; k < width; ++k, vx += plan->transform[0][0]) {
                int a = coverages[k];
                out[k] = a == 0 ? 0 : times(convolve(source, source_width, source_height, source_stride, plan, vx, v[1]), (uint32_t)a);
            }
        }
    }
    free(weights);
    free(made);
    free(coverages);
    return ok;
}
