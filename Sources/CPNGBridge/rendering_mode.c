#include "CPNGBridge.h"

// Widget rendering modes as pixel maps: iOS draws a tinted or clear home screen from the
// widget's own pixels' lightness, so the same picture gives every mode. In C for the same
// reason as frame_delta.c: a per-pixel loop over a large widget at @3x in a debug build costs
// more than drawing it.

static inline int luminance(const uint8_t *p) {
    // Rec. 709 weights in 1/1024ths: 218 + 732 + 74 = 1024.
    return (218 * p[0] + 732 * p[1] + 74 * p[2] + 512) >> 10;
}

void tpng_rgba_tint(uint8_t *rgba, size_t pixels, const uint8_t dark[3], const uint8_t light[3], int invert) {
    for (size_t i = 0; i < pixels; i++) {
        uint8_t *p = rgba + i * 4;
        int y = luminance(p);
        if (invert) y = 255 - y;
        for (int c = 0; c < 3; c++) {
            p[c] = (uint8_t)((dark[c] * (255 - y) + light[c] * y + 127) / 255);
        }
    }
}

void tpng_rgba_grey(uint8_t *rgba, size_t pixels) {
    for (size_t i = 0; i < pixels; i++) {
        uint8_t *p = rgba + i * 4;
        uint8_t y = (uint8_t)luminance(p);
        p[0] = y;
        p[1] = y;
        p[2] = y;
    }
}

double tpng_rgba_mean_luminance(const uint8_t *rgba, size_t pixels) {
    double sum = 0, weight = 0;
    for (size_t i = 0; i < pixels; i++) {
        const uint8_t *p = rgba + i * 4;
        sum += (double)luminance(p) * p[3];
        weight += p[3];
    }
    return weight > 0 ? sum / weight : 0;
}
