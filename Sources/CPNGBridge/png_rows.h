#ifndef TERRARIUM_PNG_ROWS_H
#define TERRARIUM_PNG_ROWS_H

#include "CPNGBridge.h"

/// Whether tpng_allow_shortcuts left the writer's shortcuts on.
int tpng_shortcuts_allowed(void);

/// Whether every pixel is opaque, so the file can be RGB.
int tpng_rows_opaque(const tpng_rows *rows);

/// Row `y` as the PNG stores it, into `out`: straight RGB (`opaque`) or RGBA bytes. As RGB,
/// returns whether the row's pixels were all opaque (checked on the way); as RGBA, 1.
int tpng_straight_row(const tpng_rows *rows, int y, uint8_t *out, int opaque);

/// Writes the filter type byte and row `cur` (`n` bytes, `bpp` per pixel) filtered against the
/// row above, `prev`, to `out`; with several TPNG_FILTER bits in `filters`, per row the one
/// whose bytes score lowest.
void tpng_filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *out, size_t n, int bpp, int filters);

/// Straight RGBA bytes to premultiplied ARGB32 words, `width` pixels (SSE2; png_reader.c).
void tpng_premultiply_row(const uint8_t *rgba, uint8_t *argb, size_t width);

/// The most compressed image data a valid file can still hold when its last row is about to be
/// read (png_bridge.c says why): more is a stream going on past its image.
size_t tpng_max_unread_before_last_row(uint32_t width);

/// Whether a zlib stream (header included) keeps to the rules zlib's inflate holds deflate data
/// to, reading only its codes and symbols (deflate_check.c): distances within `window` and the
/// bytes produced so far, exactly `expected` bytes in all, and when `checkpoint` bytes have
/// been produced at most `most_left` bytes of the stream left. 0 when in any doubt.
int tpng_deflate_is_strict(const uint8_t *stream, size_t length, size_t window, size_t expected,
                           size_t checkpoint, size_t most_left);

#endif
