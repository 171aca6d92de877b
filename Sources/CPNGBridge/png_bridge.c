#include "CPNGBridge.h"
#include "png_rows.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    jmp_buf jump;
    char *error;
    size_t error_length;
} bridge_state;

static void on_error(png_structp png, png_const_charp message) {
    bridge_state *state = (bridge_state *)png_get_error_ptr(png);
    snprintf(state->error, state->error_length, "%s", message);
    longjmp(state->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; // warnings (for example an unknown ancillary chunk) do not stop a write
}

// Reading uses libpng's full API under setjmp rather than the simplified png_image API,
// because the simplified API converts samples through gamma and colour-space rules: a diff
// tool must compare the values stored in the file, as every other PNG decoder a team might
// check against does.
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} read_source;

static void on_read(png_structp png, png_bytep out, png_size_t length) {
    read_source *source = (read_source *)png_get_io_ptr(png);
    if (source->length - source->offset < length) png_error(png, "the file ends early (truncated)");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

// Where the file's image data (its IDAT chunks) ends, or 0 when the chunks cannot be walked
// (libpng then reports what is wrong with them).
static size_t image_data_end(const uint8_t *data, size_t length) {
    size_t offset = 8, end = 0;
    while (length - offset >= 12) {
        uint32_t chunk = (uint32_t)data[offset] << 24 | (uint32_t)data[offset + 1] << 16
                         | (uint32_t)data[offset + 2] << 8 | data[offset + 3];
        if (chunk > length - offset - 12) return end;
        if (memcmp(data + offset + 4, "IDAT", 4) == 0) end = offset + 8 + chunk;
        if (memcmp(data + offset + 4, "IEND", 4) == 0) return end;
        offset += 12 + (size_t)chunk;
    }
    return end;
}

// Before the last row is read, a valid file's compressed stream holds that row and its end:
// libpng reads image data in slices of 8 KiB, so no more than this is still unread. More means
// the stream goes on past the image its header declares, and libpng, finishing the stream
// after the last row, would inflate all of it to say so: what a decompression bomb wants (a
// 2 MB file that inflates to 2 GiB took 8.7 s of CPU). The stored row size covers a last row
// that does not compress.
size_t tpng_max_unread_before_last_row(uint32_t width) {
    return (size_t)2 * ((size_t)width * 8 + 1) + (64u << 10);
}

int tpng_decode_rgba8(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                      uint8_t **pixels, uint32_t *width, uint32_t *height,
                      char *error, size_t error_length) {
    *pixels = NULL;
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, error_length, "not a PNG file (the 8-byte PNG signature is missing)");
        return 1;
    }
    bridge_state state = { .error = error, .error_length = error_length };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) { snprintf(error, error_length, "libpng could not start a reader"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(error, error_length, "libpng could not start a reader");
        return 1;
    }
    uint8_t *volatile image = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(state.jump)) {
        free(image);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    read_source source = { .data = data, .length = length, .offset = 0 };
    size_t data_end = image_data_end(data, length);
    png_set_read_fn(png, &source, on_read);
    // Extra compressed data after the image is an error, not a warning.
    png_set_benign_errors(png, 0);
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 8u << 20);
    png_read_info(png, info);

    png_uint_32 w, h;
    int bit_depth, color_type, interlace;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, &interlace, NULL, NULL);
    // Checked before any pixel memory is allocated; the caller words the error.
    if (w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
        *width = w;
        *height = h;
        png_destroy_read_struct(&png, &info, NULL);
        return 2;
    }
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after expansion to RGBA");

    image = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!image || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = image + (size_t)y * w * 4;
    // png_read_image, row by row, to look at what is left before the last row finishes the stream.
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < h; y++) {
            if (pass == passes - 1 && y == h - 1 && data_end > source.offset
                && data_end - source.offset > tpng_max_unread_before_last_row(w)) {
                png_error(png, "the image data goes on past the size its header declares");
            }
            png_read_row(png, rows[y], NULL);
        }
    }
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = image;
    *width = w;
    *height = h;
    return 0;
}

void tpng_pixels_free(uint8_t *pixels) { free(pixels); }

void tpng_premultiply_rgba8(const uint8_t *rgba, int width, int height, uint8_t *argb, int stride) {
    for (int y = 0; y < height; y++) {
        tpng_premultiply_row(rgba + (size_t)y * (size_t)width * 4, argb + (size_t)y * (size_t)stride, (size_t)width);
    }
}

int tpng_chunks_intact(const uint8_t *data, size_t length) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    if (length < 8 || memcmp(data, signature, 8) != 0) return 0;
    size_t offset = 8;
    while (length - offset >= 12) {
        uint32_t chunk = (uint32_t)data[offset] << 24 | (uint32_t)data[offset + 1] << 16
                         | (uint32_t)data[offset + 2] << 8 | data[offset + 3];
        if (chunk > length - offset - 12) return 0;
        const uint8_t *type = data + offset + 4;
        const uint8_t *stored = type + 4 + chunk;
        uint32_t crc = (uint32_t)stored[0] << 24 | (uint32_t)stored[1] << 16 | (uint32_t)stored[2] << 8 | stored[3];
        if (libdeflate_crc32(0, type, (size_t)chunk + 4) != crc) return 0;
        offset += 12 + (size_t)chunk;
        if (memcmp(type, "IEND", 4) == 0) return offset == length;
    }
    return 0;
}
