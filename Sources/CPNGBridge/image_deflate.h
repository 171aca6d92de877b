#ifndef TERRARIUM_IMAGE_DEFLATE_H
#define TERRARIUM_IMAGE_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// A deflate compressor's working memory (hash table, chains, symbols): one per thread.
typedef struct tpng_deflater tpng_deflater;

tpng_deflater *tpng_deflater_new(void);
void tpng_deflater_free(tpng_deflater *deflater);

/// The most bytes tpng_deflate_segment can write for `length` input bytes.
size_t tpng_deflate_segment_bound(size_t length);

/// Compresses `in[start, end)`, filtered PNG rows each `row_distance` bytes apart (filter byte
/// included), as raw deflate blocks; `in[0, start)` is the data before it, which matches may
/// refer to. The last segment ends with the final block; any other ends with an empty stored
/// block, on a byte boundary, so segments compressed separately join by concatenation.
/// Returns the bytes written, or 0 when `capacity` was short.
size_t tpng_deflate_segment(tpng_deflater *deflater, const uint8_t *in, size_t start, size_t end,
                            size_t row_distance, int last, uint8_t *out, size_t capacity);

#endif
