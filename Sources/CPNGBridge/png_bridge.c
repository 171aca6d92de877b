#include "CPNGBridge.h"

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

static void on_write(png_structp png, png_bytep data, png_size_t length) {
    tpng_buffer *buffer = (tpng_buffer *)png_get_io_ptr(png);
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory while writing PNG");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, data, length);
    buffer->length += length;
}

static void on_flush(png_structp png) { (void)png; }

static int all_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) return 0;
        }
    }
    return 1;
}

// Cairo stores premultiplied alpha; PNG stores straight alpha. Rounded division, as Cairo's
// own writer does, so a save/load round trip of opaque pixels is exact.
static void unpremultiply_row(const uint32_t *in, uint8_t *out, int width, int opaque) {
    for (int x = 0; x < width; x++) {
        uint32_t p = in[x];
        uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        if (opaque) {
            out[0] = (uint8_t)r; out[1] = (uint8_t)g; out[2] = (uint8_t)b;
            out += 3;
            continue;
        }
        if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else if (a == 255) {
            out[0] = (uint8_t)r; out[1] = (uint8_t)g; out[2] = (uint8_t)b; out[3] = 255;
        } else {
            out[0] = (uint8_t)((r * 255 + a / 2) / a);
            out[1] = (uint8_t)((g * 255 + a / 2) / a);
            out[2] = (uint8_t)((b * 255 + a / 2) / a);
            out[3] = (uint8_t)a;
        }
        out += 4;
    }
}

// Where the writer gets its rows: Cairo's premultiplied words or plain RGBA bytes.
typedef struct {
    const uint8_t *pixels;
    int stride;
    int premultiplied;
} row_source;

static int source_opaque(const row_source *source, int width, int height) {
    if (source->premultiplied) return all_opaque(source->pixels, width, height, source->stride);
    for (int y = 0; y < height; y++) {
        const uint8_t *row = source->pixels + (size_t)y * source->stride;
        for (int x = 0; x < width; x++) {
            if (row[x * 4 + 3] != 0xFF) return 0;
        }
    }
    return 1;
}

static void source_row(const row_source *source, int y, uint8_t *out, int width, int opaque) {
    const uint8_t *in = source->pixels + (size_t)y * source->stride;
    if (source->premultiplied) {
        unpremultiply_row((const uint32_t *)in, out, width, opaque);
    } else if (opaque) {
        for (int x = 0; x < width; x++) {
            out[x * 3] = in[x * 4]; out[x * 3 + 1] = in[x * 4 + 1]; out[x * 3 + 2] = in[x * 4 + 2];
        }
    } else {
        memcpy(out, in, (size_t)width * 4);
    }
}

static int write_png(const row_source *source, int width, int height,
                     int compression_level, int filters,
                     const tpng_text *texts, int text_count,
                     tpng_buffer *out, char *error, size_t error_length) {
    bridge_state state = { .error = error, .error_length = error_length };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) { snprintf(error, error_length, "libpng could not start a writer"); return 1; }
    png_infop info = png_create_info_struct(png);
    // volatile: these are changed after setjmp and read after a longjmp back to it.
    uint8_t *volatile row = NULL;
    png_textp volatile text_chunks = NULL;
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error, error_length, "libpng could not start a writer");
        return 1;
    }
    if (setjmp(state.jump)) {
        free(row);
        free(text_chunks);
        png_destroy_write_struct(&png, &info);
        tpng_buffer_free(out);
        return 1;
    }
    int opaque = source_opaque(source, width, height);
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (text_count > 0) {
        text_chunks = calloc((size_t)text_count, sizeof(png_text));
        if (!text_chunks) png_error(png, "out of memory for PNG text");
        for (int i = 0; i < text_count; i++) {
            // iTXt keeps UTF-8 (tEXt is Latin-1 only); uncompressed so tools read it plainly.
            text_chunks[i].compression = PNG_ITXT_COMPRESSION_NONE;
            text_chunks[i].key = (png_charp)texts[i].key;
            text_chunks[i].text = (png_charp)texts[i].text;
            text_chunks[i].lang = NULL;
            text_chunks[i].lang_key = NULL;
        }
        png_set_text(png, info, text_chunks, text_count);
    }
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory for a PNG row");
    for (int y = 0; y < height; y++) {
        source_row(source, y, row, width, opaque);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    free(text_chunks);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int tpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                       int compression_level, int filters,
                       const tpng_text *texts, int text_count,
                       tpng_buffer *out, char *error, size_t error_length) {
    row_source source = { .pixels = pixels, .stride = stride, .premultiplied = 1 };
    return write_png(&source, width, height, compression_level, filters, texts, text_count,
                     out, error, error_length);
}

int tpng_encode_rgba8(const uint8_t *pixels, int width, int height,
                      int compression_level, int filters,
                      tpng_buffer *out, char *error, size_t error_length) {
    row_source source = { .pixels = pixels, .stride = width * 4, .premultiplied = 0 };
    return write_png(&source, width, height, compression_level, filters, NULL, 0,
                     out, error, error_length);
}

void tpng_buffer_free(tpng_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
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
    png_set_read_fn(png, &source, on_read);
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
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after expansion to RGBA");

    image = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!image || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = image + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = image;
    *width = w;
    *height = h;
    return 0;
}

void tpng_pixels_free(uint8_t *pixels) { free(pixels); }
