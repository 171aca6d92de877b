#ifndef TERRARIUM_PNG_BRIDGE_H
#define TERRARIUM_PNG_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

// libpng reports errors by longjmp, which Swift cannot catch: every call into libpng goes through
// this file, where setjmp turns an error into a non-zero return and a message in `error`.

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} tpng_buffer;

typedef struct {
    const char *key;
    const char *text;
} tpng_text;

enum {
    TPNG_FILTER_NONE = 0x08,
    TPNG_FILTER_SUB = 0x10,
    TPNG_FILTER_UP = 0x20,
    TPNG_FILTER_AVG = 0x40,
    TPNG_FILTER_PAETH = 0x80,
    TPNG_FILTER_ALL = 0xF8
};

/// Encodes a Cairo ARGB32 (premultiplied, native-endian) pixel buffer as PNG into `out`.
/// Writes RGB when every pixel is opaque, RGBA otherwise. Returns 0 on success.
int tpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                       int compression_level, int filters,
                       const tpng_text *texts, int text_count,
                       tpng_buffer *out, char *error, size_t error_length);

/// Frees the memory of a buffer filled by tpng_encode_argb32.
void tpng_buffer_free(tpng_buffer *buffer);

/// Reads the header of a PNG held in memory. Returns 0 on success.
int tpng_read_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                   char *error, size_t error_length);

/// Decodes a PNG held in memory into Cairo ARGB32 (premultiplied, native-endian) pixels.
/// `pixels` must hold `stride * height` bytes for the size tpng_read_size reported.
int tpng_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int stride,
                       char *error, size_t error_length);

#endif
