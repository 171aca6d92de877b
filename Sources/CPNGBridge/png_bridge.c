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

int tpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
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
    int opaque = all_opaque(pixels, width, height, stride);
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
        unpremultiply_row((const uint32_t *)(pixels + (size_t)y * stride), row, width, opaque);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    free(text_chunks);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void tpng_buffer_free(tpng_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
}

// Reading uses libpng's simplified API, which catches its own errors (it sets jmp_buf inside
// png_image_*) and converts every colour type, bit depth, palette and tRNS to 8-bit BGRA.
// Opens `image` on the bytes; on failure copies libpng's message and frees it.
static int begin_read(png_image *image, const uint8_t *data, size_t length, char *error, size_t error_length) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_memory(image, data, length)) return 0;
    snprintf(error, error_length, "%s", image->message);
    png_image_free(image);
    return 1;
}

int tpng_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                   char *error, size_t error_length) {
    png_image image;
    if (begin_read(&image, data, length, error, error_length)) return 1;
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 0;
}

int tpng_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int stride,
                       char *error, size_t error_length) {
    png_image image;
    if (begin_read(&image, data, length, error, error_length)) return 1;
    // Cairo's ARGB32 is a native-endian 32-bit word; on little-endian machines that is B,G,R,A.
    uint32_t probe = 1;
    int little_endian = *(uint8_t *)&probe == 1;
    image.format = little_endian ? PNG_FORMAT_BGRA : PNG_FORMAT_ARGB;
    if (!png_image_finish_read(&image, NULL, pixels, stride, NULL)) {
        snprintf(error, error_length, "%s", image.message);
        png_image_free(&image);
        return 1;
    }
    for (uint32_t y = 0; y < image.height; y++) {
        uint32_t *row = (uint32_t *)(pixels + (size_t)y * stride);
        for (uint32_t x = 0; x < image.width; x++) {
            uint32_t p = row[x];
            uint32_t a = p >> 24;
            if (a == 255) continue;
            uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255;
            row[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
    return 0;
}
