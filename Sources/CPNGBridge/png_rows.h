#ifndef TERRARIUM_PNG_ROWS_H
#define TERRARIUM_PNG_ROWS_H

#include "CPNGBridge.h"

/// Whether every pixel is opaque, so the file can be RGB.
int tpng_rows_opaque(const tpng_rows *rows);

/// Row `y` as the PNG stores it, into `out`: straight RGB (`opaque`) or RGBA bytes.
void tpng_straight_row(const tpng_rows *rows, int y, uint8_t *out, int opaque);

/// Writes the filter type byte and row `cur` (`n` bytes, `bpp` per pixel) filtered against the
/// row above, `prev`, to `out`; with several TPNG_FILTER bits in `filters`, per row the one
/// whose bytes score lowest.
void tpng_filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *out, size_t n, int bpp, int filters);

/// Straight RGBA bytes to premultiplied ARGB32 words, `width` pixels (SSE2; png_reader.c).
void tpng_premultiply_row(const uint8_t *rgba, uint8_t *argb, size_t width);

#endif
