// The C code (PNG writer and rows, the image deflater, the task pool, the PNG reader) under
// AddressSanitizer and UndefinedBehaviorSanitizer, driven directly: scripts/sanitize builds
// this with the sources of Sources/CPNGBridge and runs it. Every image written, in every
// colour type, filter, level, thread count and strip size, must read back exactly through
// libpng and zlib; damaged and cut files must be refused; and nothing may touch memory it
// does not own (the sanitizers stop the run at the first such access).
#include "CPNGBridge.h"
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

// Straight RGBA: flat areas, noise, gradients; opaque or not.
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
    return rgba;
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
        // Cut at a few places and damaged at a few bytes: refused, never read out of bounds.
        for (int i = 0; i < 8 && out.length > 8; i++) {
            size_t cut = 8 + next_random() % (out.length - 8);
            uint8_t *part = malloc(cut);
            memcpy(part, out.data, cut);
            if (tpng_decode_rgba8(part, cut, 16384, 1u << 26, &pixels, &w, &h, error, sizeof error) == 0) tpng_pixels_free(pixels);
            CHECK(tpng_chunks_intact(part, cut) == 0, "a file cut at %zu of %zu counts as whole", cut, out.length);
            free(part);
            uint8_t *damaged = malloc(out.length);
            memcpy(damaged, out.data, out.length);
            damaged[8 + next_random() % (out.length - 8)] ^= (uint8_t)(1 + next_random() % 255);
            if (tpng_decode_rgba8(damaged, out.length, 16384, 1u << 26, &pixels, &w, &h, error, sizeof error) == 0) tpng_pixels_free(pixels);
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
    tpng_stream *stream = tpng_stream_new(width, height, opaque, TPNG_FILTER_SUB | TPNG_FILTER_UP, threads, NULL, 0, error, sizeof error);
    CHECK(stream != NULL, "stream %dx%d: %s", width, height, error);
    if (stream) {
        int first = 0, count = 0;
        size_t bytes = 1024 + next_random() % (64 * 1024);
        while (status == 0 && tpng_stream_next_strip(stream, bytes, &first, &count)) {
            tpng_rows strip = { argb + (size_t)first * width * 4, width, count, width * 4, 1 };
            status = tpng_stream_write(stream, &strip, first, error, sizeof error);
        }
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
    printf("%d images written and read back under the sanitizers: %s\n", images, failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
