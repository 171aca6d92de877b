#include "CPNGBridge.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <string.h>

// Which pixels of a premultiplied ARGB32 image are not fully transparent: lint asks it of every
// sprite drawn, where a per-pixel Swift loop was slow in the debug build the tests use.
// Four words at a time, from each end of a row: a painted row costs its transparent margins.

static int alpha_at(const uint8_t *row, int x) {
    uint32_t word;
    memcpy(&word, row + 4 * (size_t)x, 4);
    return (word >> 24) != 0;
}

static int any_alpha4(const uint8_t *row, int x) {
#if defined(__SSE2__)
    __m128i words = _mm_loadu_si128((const __m128i *)(row + 4 * (size_t)x));
    __m128i alpha = _mm_and_si128(words, _mm_set1_epi32((int)0xFF000000u));
    return _mm_movemask_epi8(_mm_cmpeq_epi32(alpha, _mm_setzero_si128())) != 0xFFFF;
#else
    return alpha_at(row, x) || alpha_at(row, x + 1) || alpha_at(row, x + 2) || alpha_at(row, x + 3);
#endif
}

int tpng_opaque_bounds(const uint8_t *argb, int stride, int x0, int y0, int x1, int y1, int32_t bounds[4]) {
    int min_x = x1, max_x = x0 - 1, min_y = y1, max_y = y0 - 1;
    for (int y = y0; y < y1; y++) {
        const uint8_t *row = argb + (size_t)y * (size_t)stride;
        int first = x0;
        while (first + 4 <= x1 && !any_alpha4(row, first)) first += 4;
        while (first < x1 && !alpha_at(row, first)) first++;
        if (first >= x1) continue;   // nothing painted in this row
        int last = x1 - 1;
        while (last - 3 > first && !any_alpha4(row, last - 3)) last -= 4;
        while (!alpha_at(row, last)) last--;   // stops at `first` at the latest
        if (first < min_x) min_x = first;
        if (last > max_x) max_x = last;
        if (y < min_y) min_y = y;
        max_y = y;
    }
    if (max_y < min_y) return 0;
    bounds[0] = min_x;
    bounds[1] = min_y;
    bounds[2] = max_x - min_x + 1;
    bounds[3] = max_y - min_y + 1;
    return 1;
}
