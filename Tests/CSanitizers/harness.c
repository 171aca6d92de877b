// The C code (PNG writer and rows, the image deflater, the task pool, the PNG reader) under
// AddressSanitizer and UndefinedBehaviorSanitizer, driven directly: scripts/sanitize builds
// this with the sources of Sources/CPNGBridge and runs it. Every image written, in every
// colour type, filter, level, thread count and strip size, must read back exactly through
// libpng and zlib; damaged and cut files must be refused; and nothing may touch memory it
// does not own (the sanitizers stop the run at the first such access).
#include "CPNGBridge.h"
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long state = 0x9E3779B97F4A7C15ull;
static uint32_t next_random(void) {  // SplitMix64: the same images on every run
    unsigned long long z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)(z ^ (z >> 31));
}

static int failures = 0;
#define CHECK(condition, ...) do { if (!(condition)) { failures++; fprintf(stderr, "FAILED: " __VA_ARGS__); fprintf(stderr, "\n"); } } while (0)

// Straight RGBA: flat areas (every row the same), noise, gradients; opaque or not. Opaque
// images are sometimes opaque but for one pixel away from the first and last rows, which the
// writer only finds while converting the rows (it then writes the image again as RGBA).
static uint8_t *make_image(int width, int height, int opaque) {
    uint8_t *rgba = malloc((size_t)width * height * 4);
    int kind = next_random() % 3;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            uint8_t *p = rgba + ((size_t)y * width + x) * 4;
            for (int c = 0; c < 3; c++) {
                p[c] = kind == 0 ? (uint8_t)(c * 60 + (x / 8) * 7) : kind == 1 ? (uint8_t)next_random() : (uint8_t)(x + y * c);
            }
            p[3] = opaque ? 255 : (uint8_t)(next_random() % 4 == 0 ? 255 : next_random());
        }
    }
    if (opaque && height > 2 && next_random() % 3 == 0) {
        size_t at = (size_t)(1 + next_random() % (height - 2)) * width + next_random() % width;
        rgba[at * 4 + 3] = (uint8_t)(next_random() % 255);
    }
    return rgba;
}

// Pixel art enlarged OVER a picture (pixel_enlarge.c), against the obvious per-pixel loop:
// art and picture of random sizes, factors, origins (off the picture too) and regions.
static uint32_t over_reference(uint32_t s, uint32_t d) {
    uint32_t ia = 255 - (s >> 24), out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t t = ((d >> shift) & 0xFF) * ia + 0x80;
        t = ((t + (t >> 8)) >> 8) + ((s >> shift) & 0xFF);
        out |= (t > 255 ? 255 : t) << shift;
    }
    return out;
}

static void enlarge(void) {
    int aw = 1 + next_random() % 40, ah = 1 + next_random() % 30, factor = 1 + next_random() % 9;
    int pw = 1 + next_random() % 300, ph = 1 + next_random() % 200;
    int ox = (int)(next_random() % 200) - 60, oy = (int)(next_random() % 150) - 40;
    uint32_t *art = malloc((size_t)aw * ah * 4), *picture = malloc((size_t)pw * ph * 4), *expected = malloc((size_t)pw * ph * 4);
    for (int i = 0; i < aw * ah; i++) {
        uint32_t a = next_random() % 3 == 0 ? 255 : next_random() % 2 ? 0 : next_random() % 256, p = next_random();
        uint32_t r = ((p & 0xFF) * a) / 255, g = (((p >> 8) & 0xFF) * a) / 255, b = (((p >> 16) & 0xFF) * a) / 255;
        art[i] = (i / aw) % 4 == 1 ? (p | 0xFF000000u) : a << 24 | r << 16 | g << 8 | b;  // some rows all opaque
    }
    for (int i = 0; i < pw * ph; i++) {
        uint32_t a = next_random() % 2 ? 255 : next_random() % 256, p = next_random();
        uint32_t r = ((p & 0xFF) * a) / 255, g = (((p >> 8) & 0xFF) * a) / 255, b = (((p >> 16) & 0xFF) * a) / 255;
        picture[i] = expected[i] = a << 24 | r << 16 | g << 8 | b;
    }
    int x0 = ox > 0 ? ox : 0, y0 = oy > 0 ? oy : 0;
    int x1 = ox + aw * factor < pw ? ox + aw * factor : pw, y1 = oy + ah * factor < ph ? oy + ah * factor : ph;
    if (x0 < x1 && y0 < y1) {
        x0 += (int)(next_random() % (x1 - x0)); y0 += (int)(next_random() % (y1 - y0));
        x1 -= (int)(next_random() % (x1 - x0)); y1 -= (int)(next_random() % (y1 - y0));
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                uint32_t s = art[((y - oy) / factor) * aw + (x - ox) / factor];
                expected[y * pw + x] = over_reference(s, expected[y * pw + x]);
            }
        }
        tpng_enlarge_over((const uint8_t *)art, aw * 4, factor, (uint8_t *)picture, pw * 4, ox, oy, x0, y0, x1, y1);
    }
    CHECK(memcmp(picture, expected, (size_t)pw * ph * 4) == 0, "art %dx%d at %d,%d x%d on %dx%d is not the per-pixel result",
          aw, ah, ox, oy, factor, pw, ph);
    free(art); free(picture); free(expected);
}

// The engine's own reader (png_reader.c) on a file: with its SSE2 steps and with its plain C
// ones (an arm64 build's only ones), `expected` (straight RGBA) when given, or a clean refusal.
static void fast_read(const uint8_t *data, size_t length, const uint8_t *expected, int width, int height) {
    tpng_fast_plan plan;
    if (tpng_fast_header(data, length, 16384, 1u << 26, &plan) != TPNG_FAST_OK) {
        CHECK(!expected, "the engine's reader declined a %dx%d file it writes", width, height);
        return;
    }
    uint8_t *premultiplied = NULL;
    if (expected) {
        premultiplied = malloc((size_t)width * height * 4);
        tpng_premultiply_rgba8(expected, width, height, premultiplied, width * 4);
    }
    for (int shortcuts = 1; shortcuts >= 0; shortcuts--) {
        tpng_allow_shortcuts(shortcuts);
        uint8_t *buffer = malloc(plan.buffer_bytes);
        int status = tpng_fast_decode(data, length, &plan, buffer);
        if (expected) {
            CHECK(status == TPNG_FAST_OK && memcmp(buffer, expected, (size_t)width * height * 4) == 0,
                  "the engine's reader (shortcuts %d) does not read %dx%d back the same", shortcuts, width, height);
        }
        status = tpng_fast_decode_argb(data, length, &plan, buffer);
        if (expected) {
            CHECK(status == TPNG_FAST_OK && memcmp(buffer, premultiplied, (size_t)width * height * 4) == 0,
                  "the engine's reader (shortcuts %d) does not read %dx%d back premultiplied", shortcuts, width, height);
        }
        free(buffer);
    }
    tpng_allow_shortcuts(1);
    free(premultiplied);
}

static void round_trip(int width, int height, int opaque, int level, int filters, int threads) {
    uint8_t *rgba = make_image(width, height, opaque);
    tpng_rows rows = { rgba, width, height, width * 4, 0 };
    tpng_text text = { "Software", "harness" };
    tpng_buffer out = { 0 };
    char error[256] = "";
    int status = tpng_write(&rows, level, filters, threads, &text, 1, &out, error, sizeof error);
    CHECK(status == 0, "write %dx%d level %d filters %x threads %d: %s", width, height, level, filters, threads, error);
    if (status == 0) {
        CHECK(tpng_chunks_intact(out.data, out.length) == 1, "written %dx%d has a bad chunk", width, height);
        uint8_t *pixels = NULL;
        uint32_t w = 0, h = 0;
        status = tpng_decode_rgba8(out.data, out.length, 16384, 1u << 26, &pixels, &w, &h, error, sizeof error);
        CHECK(status == 0, "read back %dx%d: %s", width, height, error);
        if (status == 0) {
            CHECK(w == (uint32_t)width && h == (uint32_t)height && memcmp(pixels, rgba, (size_t)width * height * 4) == 0,
                  "%dx%d level %d filters %x threads %d does not read back the same", width, height, level, filters, threads);
            tpng_pixels_free(pixels);
        }
        fast_read(out.data, out.length, rgba, width, height);
        // Cut at a few places and damaged at a few bytes: refused, never read out of bounds.
        for (int i = 0; i < 8 && out.length > 8; i++) {
            size_t cut = 8 + next_random() % (out.length - 8);
            uint8_t *part = malloc(cut);
            memcpy(part, out.data, cut);
            if (tpng_decode_rgba8(part, cut, 16384, 1u << 26, &pixels, &w, &h, error, sizeof error) == 0) tpng_pixels_free(pixels);
            fast_read(part, cut, NULL, width, height);
            CHECK(tpng_chunks_intact(part, cut) == 0, "a file cut at %zu of %zu counts as whole", cut, out.length);
            free(part);
            uint8_t *damaged = malloc(out.length);
            memcpy(damaged, out.data, out.length);
            damaged[8 + next_random() % (out.length - 8)] ^= (uint8_t)(1 + next_random() % 255);
            if (tpng_decode_rgba8(damaged, out.length, 16384, 1u << 26, &pixels, &w, &h, error, sizeof error) == 0) tpng_pixels_free(pixels);
            fast_read(damaged, out.length, NULL, width, height);
            free(damaged);
        }
    }
    tpng_buffer_free(&out);
    free(rgba);
}

// The strip writer gives the bytes tpng_write gives for the whole image.
static void strips(int width, int height, int opaque, int threads) {
    uint8_t *rgba = make_image(width, height, opaque);
    uint8_t *argb = malloc((size_t)width * height * 4);
    tpng_premultiply_rgba8(rgba, width, height, argb, width * 4);
    tpng_rows whole = { argb, width, height, width * 4, 1 };
    tpng_buffer expected = { 0 }, actual = { 0 };
    char error[256] = "";
    int status = tpng_write(&whole, -1, TPNG_FILTER_SUB | TPNG_FILTER_UP, threads, NULL, 0, &expected, error, sizeof error);
    CHECK(status == 0, "whole %dx%d: %s", width, height, error);
    // Promised opaque, a strip that is not answers 2 and the caller starts again as RGBA.
    tpng_stream *stream = tpng_stream_new(width, height, 0, TPNG_FILTER_SUB | TPNG_FILTER_UP, threads, NULL, 0, error, sizeof error);
    if (stream) {  // rows before the image's first are refused, not read
        tpng_rows early = { argb, width, height, width * 4, 1 };
        CHECK(tpng_stream_write(stream, &early, -1, error, sizeof error) == 1, "a strip starting at row -1 of %dx%d was taken", width, height);
        tpng_stream_free(stream);
        stream = NULL;
    }
    for (int promised = opaque; promised >= 0; promised--) {
        tpng_stream_free(stream);
        status = 0;
        stream = tpng_stream_new(width, height, promised, TPNG_FILTER_SUB | TPNG_FILTER_UP, threads, NULL, 0, error, sizeof error);
        CHECK(stream != NULL, "stream %dx%d: %s", width, height, error);
        if (!stream) break;
        int first = 0, count = 0;
        size_t bytes = 1024 + next_random() % (64 * 1024);
        while (status == 0 && tpng_stream_next_strip(stream, bytes, &first, &count)) {
            tpng_rows strip = { argb + (size_t)first * width * 4, width, count, width * 4, 1 };
            status = tpng_stream_write(stream, &strip, first, error, sizeof error);
        }
        if (status != 2) break;
        // Spoilt: every later strip answers 2 and the file cannot be finished.
        tpng_rows whole_strip = { argb, width, height, width * 4, 1 };
        CHECK(tpng_stream_write(stream, &whole_strip, 0, error, sizeof error) == 2, "a spoilt %dx%d stream took another strip", width, height);
        tpng_buffer none = { 0 };
        CHECK(tpng_stream_finish(stream, &none, error, sizeof error) == 1, "a spoilt %dx%d stream was finished", width, height);
        tpng_buffer_free(&none);
    }
    if (stream) {
        CHECK(status == 0, "strip of %dx%d: %s", width, height, error);
        if (status == 0) status = tpng_stream_finish(stream, &actual, error, sizeof error);
        tpng_stream_free(stream);
        CHECK(status == 0 && actual.length == expected.length && memcmp(actual.data, expected.data, actual.length) == 0,
              "strips of %dx%d do not give the whole image's bytes", width, height);
    }
    tpng_buffer_free(&expected);
    tpng_buffer_free(&actual);
    free(argb);
    free(rgba);
}

// A patch resampled directly (good_resample.c) against Cairo drawing it, word for word:
// random images, regions, scales (past the filter's 16x clamp), sub-pixel offsets and
// offsets a hair from whole pixels. Cairo is the reference, and the sanitizers watch every
// read good_resample.c makes of the image.
static void resample(void) {
    int iw = 2 + next_random() % 120, ih = 2 + next_random() % 120;
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, iw, ih);
    uint8_t *data = cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image);
    for (int y = 0; y < ih; y++) {
        for (int x = 0; x < iw; x++) {
            uint32_t r = next_random(), a = r % 3 == 0 ? 255 : r % 3 == 1 ? 0 : (r >> 8) & 255;
            uint32_t c = (r >> 16) % 256 * a / 255;
            ((uint32_t *)(data + y * stride))[x] = a << 24 | c << 16 | (c / 2) << 8 | (a - c / 3);
        }
    }
    cairo_surface_mark_dirty(image);
    double rx = next_random() % 2 ? 0 : (double)(next_random() % (iw / 2 + 1)), ry = next_random() % 2 ? 0 : (double)(next_random() % (ih / 2 + 1));
    double rw = iw - rx, rh = ih - ry;
    if (rw < 2 || rh < 2) { cairo_surface_destroy(image); return; }
    static const double edges[] = { 0, 0.001, 0.999, 0.5, 0.37 };
    double factor = 0.04 + (next_random() % 8000) / 10000.0;
    double kw = rw * factor, kh = rh * factor * (0.7 + (next_random() % 600) / 1000.0);
    double ox = edges[next_random() % 5], oy = edges[next_random() % 5];
    if (next_random() % 4 == 0) { kw = fmax(1, round(kw)); kh = fmax(1, round(kh)); }
    int pw = (int)ceil(ox + kw), ph = (int)ceil(oy + kh);
    tpng_good_plan plan;
    if (!tpng_good_plan_make(kw / rw, kh / rh, ox, oy, rx, ry, rw, rh, pw, ph, &plan)) { cairo_surface_destroy(image); return; }
    cairo_surface_t *cairo = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
    cairo_t *context = cairo_create(cairo);
    cairo_translate(context, ox, oy);
    cairo_scale(context, kw / rw, kh / rh);
    cairo_set_source_surface(context, image, -rx, -ry);
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD);
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD);
    cairo_rectangle(context, 0, 0, rw, rh);
    cairo_fill(context);
    cairo_destroy(context);
    cairo_surface_flush(cairo);
    // The target exactly as large as the patch, so that a write past it is reported.
    uint8_t *direct = malloc((size_t)pw * ph * 4);
    CHECK(tpng_good_patch(data, iw, ih, stride, &plan, direct, pw, ph, pw * 4) == 1, "good_patch failed");
    int differ = 0;
    for (int y = 0; y < ph; y++) {
        differ += memcmp(direct + (size_t)y * pw * 4, cairo_image_surface_get_data(cairo) + y * cairo_image_surface_get_stride(cairo),
                         (size_t)pw * 4) != 0;
    }
    CHECK(differ == 0, "resampled %dx%d (region %g,%g %gx%g) to %gx%g at +%g,+%g: %d rows differ from Cairo's", iw, ih, rx, ry,
          rw, rh, kw, kh, ox, oy, differ);
    free(direct);
    tpng_good_plan_free(&plan);
    cairo_surface_destroy(cairo);
    cairo_surface_destroy(image);
}

int main(void) {
    const int levels[] = { -1, 0, 1, 6, 9, 12 };
    const int filters[] = { TPNG_FILTER_NONE, TPNG_FILTER_SUB, TPNG_FILTER_UP, TPNG_FILTER_PAETH, TPNG_FILTER_ALL,
                            TPNG_FILTER_SUB | TPNG_FILTER_UP };
    int images = 0;
    for (int i = 0; i < 400; i++) {
        int width = 1 + next_random() % (i < 300 ? 64 : 700), height = 1 + next_random() % (i < 300 ? 64 : 400);
        round_trip(width, height, (int)(next_random() % 2), levels[next_random() % 6], filters[next_random() % 6],
                   (int)(next_random() % 4));
        images++;
    }
    for (int i = 0; i < 60; i++) {
        strips(1 + next_random() % 900, 1 + next_random() % 600, (int)(next_random() % 2), (int)(next_random() % 4));
        images++;
    }
    for (int i = 0; i < 300; i++) {
        enlarge();
        images++;
    }
    for (int i = 0; i < 400; i++) {
        resample();
        images++;
    }
    printf("%d images written and read back, enlarged or resampled, under the sanitizers: %s\n", images, failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
