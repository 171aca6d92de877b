#include "CPNGBridge.h"

#include <string.h>

// Pixel art drawn on its own grid is enlarged by a whole factor onto the picture. Cairo does
// that with pixman's nearest-neighbour sampling, one fixed-point step a device pixel: the
// Rooted garden's 1080 px share image spent a seventh of its render there. Here each art
// pixel becomes a run of `factor` pixels and a row of fully opaque art is copied down the
// rows it covers. The arithmetic is pixman's, so the pixels are Cairo's (Canvas+PixelArt.swift says
// when the two are the same, and the tests compare them).

// OVER for premultiplied ARGB32 words as pixman computes it (UN8x4_MUL_UN8_ADD_UN8x4):
// destination times 255 minus the source's alpha, divided by 255 rounding to the nearest,
// plus the source, saturating.
static inline uint32_t over(uint32_t source, uint32_t destination) {
    uint32_t inverse = 255 - (source >> 24);
    uint32_t rb = (destination & 0xFF00FFu) * inverse + 0x800080u;
    rb = ((rb + ((rb >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    uint32_t ag = ((destination >> 8) & 0xFF00FFu) * inverse + 0x800080u;
    ag = ((ag + ((ag >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    rb += source & 0xFF00FFu;
    ag += (source >> 8) & 0xFF00FFu;
    rb = (rb | (0x1000100u - ((rb >> 8) & 0xFF00FFu))) & 0xFF00FFu;
    ag = (ag | (0x1000100u - ((ag >> 8) & 0xFF00FFu))) & 0xFF00FFu;
    return rb | ag << 8;
}

void tpng_enlarge_over(const uint8_t *art, int art_stride, int factor,
                       uint8_t *picture, int picture_stride, int origin_x, int origin_y,
                       int x0, int y0, int x1, int y1) {
    if (factor < 1 || x0 >= x1 || y0 >= y1) return;
    int last_art_row = -1, last_row_opaque = 0;
    for (int y = y0; y < y1; y++) {
        int art_y = (y - origin_y) / factor;
        uint32_t *out = (uint32_t *)(picture + (size_t)y * (size_t)picture_stride);
        if (art_y == last_art_row && last_row_opaque) {
            // Every pixel of the row above was replaced by this same art row.
            memcpy(out + x0, (const uint8_t *)out - picture_stride + (size_t)x0 * 4, (size_t)(x1 - x0) * 4);
            continue;
        }
        const uint32_t *in = (const uint32_t *)(art + (size_t)art_y * (size_t)art_stride);
        uint32_t all = 0xFFFFFFFFu;
        int art_x = (x0 - origin_x) / factor;
        int x = x0, end = origin_x + (art_x + 1) * factor;
        while (x < x1) {
            if (end > x1) end = x1;
            uint32_t pixel = in[art_x];
            all &= pixel;
            if (pixel >> 24 == 255) {
                for (; x < end; x++) out[x] = pixel;
            } else if (pixel == 0) {
                x = end;  // OVER leaves the picture as it is
            } else {
                for (; x < end; x++) out[x] = over(pixel, out[x]);
            }
            art_x++;
            end += factor;
        }
        last_art_row = art_y;
        last_row_opaque = (all >> 24) == 255;
    }
}
