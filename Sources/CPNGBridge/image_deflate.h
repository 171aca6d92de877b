#ifndef TERRARIUM_IMAGE_DEFLATE_H
#define TERRARIUM_IMAGE_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes tpng_image_deflate can write for `length` input bytes.
size_t tpng_image_deflate_bound(size_t length);

/// Compresses filtered PNG rows (each `row_distance` bytes apart, filter byte included) into a
/// zlib stream in `out`. Returns its length, or 0 when memory ran out or `capacity` was short.
size_t tpng_image_deflate(const uint8_t *in, size_t length, size_t row_distance, uint8_t *out, size_t capacity);

#endif
