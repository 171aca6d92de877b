#include "CPNGBridge.h"

#include <string.h>

// What the APNG encoder asks of two frames: which rectangle changed, and that rectangle with
// the unchanged pixels keyed out. Per-pixel loops over 4-megapixel frames, several per frame
// of an animation: in Swift they cost more than drawing the frame.

int tpng_rgba_opaque(const uint8_t *rgba, size_t pixels) {
    const size_t chunk = 4096;  // whole chunks vectorise; stop at the first chunk that fails
    for (size_t start = 0; start < pixels; start += chunk) {
        size_t end = start + chunk < pixels ? start + chunk : pixels;
        uint32_t all = 0xFFFFFFFFu;
        for (size_t i = start; i < end; i++) {
            uint32_t word;
            memcpy(&word, rgba + i * 4, 4);
            all &= word;
        }
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

int tpng_rgba_contains(const uint8_t *rgba, size_t pixels, uint32_t word) {
    for (size_t i = 0; i < pixels; i++) {
        uint32_t value;
        memcpy(&value, rgba + i * 4, 4);
        if (value == word) return 1;
    }
    return 0;
}

static inline uint32_t word_at(const uint8_t *row, int x) {
    uint32_t value;
    memcpy(&value, row + (size_t)x * 4, 4);
    return value;
}

int tpng_rgba_changed_rect(const uint8_t *before, const uint8_t *after, int width, int height, int rect[4]) {
    size_t row_bytes = (size_t)width * 4;
    int min_x = width, max_x = -1, min_y = -1, max_y = -1;
    for (int y = 0; y < height; y++) {
        const uint8_t *old = before + (size_t)y * row_bytes, *new = after + (size_t)y * row_bytes;
        if (memcmp(old, new, row_bytes) == 0) continue;  // most rows are as they were
        // Only the part outside what is already known to change needs scanning.
        int x = 0;
        while (x < min_x && word_at(old, x) == word_at(new, x)) x++;
        int last = width - 1;
        while (last > max_x && last > x && word_at(old, last) == word_at(new, last)) last--;
        if (x < min_x) min_x = x;
        if (last > max_x) max_x = last;
        if (min_y < 0) min_y = y;
        max_y = y;
    }
    if (max_y < 0) return 0;
    rect[0] = min_x; rect[1] = min_y; rect[2] = max_x - min_x + 1; rect[3] = max_y - min_y + 1;
    return 1;
}

int tpng_rgba_delta(const uint8_t *before, const uint8_t *after, int width, const int rect[4],
                    uint32_t unchanged, int keyed, uint8_t *out) {
    for (int row = 0; row < rect[3]; row++) {
        size_t source = ((size_t)(rect[1] + row) * (size_t)width + (size_t)rect[0]) * 4;
        const uint8_t *old = before + source, *new = after + source;
        uint8_t *target = out + (size_t)row * (size_t)rect[2] * 4;
        for (int x = 0; x < rect[2]; x++) {
            uint32_t value = word_at(new, x);
            if (value == word_at(old, x)) {
                value = unchanged;
            } else if (keyed ? value == unchanged : (value >> 24) != 0xFF) {
                return 0;
            }
            memcpy(target + (size_t)x * 4, &value, 4);
        }
    }
    return 1;
}
