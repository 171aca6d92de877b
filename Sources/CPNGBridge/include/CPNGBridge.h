#ifndef TERRARIUM_PNG_BRIDGE_H
#define TERRARIUM_PNG_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

// The engine's only PNG code, and the one C boundary Swift sees for it:
// - writing (tpng_write, tpng_stream_*): PNGs are written by the engine itself, png_writer.c,
//   with rows filtered by png_rows.c and deflated by image_deflate.c (or libdeflate for sprite
//   sheets), segments on a small pool of threads (task_pool.c);
// - reading (tpng_decode_rgba8, tpng_chunks_intact): through libpng, which reports errors by
//   longjmp, which Swift cannot catch: every libpng call is in png_bridge.c, where setjmp turns
//   an error into a non-zero return and a message in `error`.

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

/// Rows of pixels to write: Cairo's ARGB32 words (premultiplied, native-endian) or straight
/// 8-bit RGBA bytes.
typedef struct {
    const uint8_t *pixels;
    int width;
    int height;
    int stride;
    int premultiplied;
} tpng_rows;

/// Whether the writer and reader may take their shortcuts (the default): rows converted with
/// instructions beyond the x86-64 baseline where the processor has them, a row repeating the
/// one above written without being converted, and rows read with SSE2 rather than plain C.
/// Tests turn them off to hold both ways to the same bytes and pixels.
void tpng_allow_shortcuts(int allowed);

/// Encodes the rows as PNG into `out` (png_writer.c): RGB when every pixel is opaque, RGBA
/// otherwise; `compression_level` 0-12 (libdeflate's levels), or negative for the image-tuned
/// deflater, which may share the work among `threads` threads (0: one per core, up to 8);
/// the bytes are the same whatever the number. `filters` is a TPNG_FILTER mask (one filter, or
/// several to choose per row). Returns 0 on success, 1 with a message.
int tpng_write(const tpng_rows *rows, int compression_level, int filters, int threads,
               const tpng_text *texts, int text_count,
               tpng_buffer *out, char *error, size_t error_length);

/// A PNG written strip by strip with the image-tuned deflater, for an image too large to draw
/// whole: the caller draws the rows tpng_stream_next_strip asks for, hands them to
/// tpng_stream_write, and so on until next_strip returns 0; then tpng_stream_finish gives the
/// file. The bytes are those tpng_write makes of the whole image (RGB exactly when `opaque`).
typedef struct tpng_stream tpng_stream;

/// Starts a `width` x `height` PNG, RGB if `opaque` (promised, and checked as rows come) or
/// RGBA. The other arguments are tpng_write's. NULL, with a message, on failure.
tpng_stream *tpng_stream_new(int width, int height, int opaque, int filters, int threads,
                             const tpng_text *texts, int text_count, char *error, size_t error_length);

/// The rows [*first, *first + *count) the next strip must hold, for strips of about `bytes`
/// of ARGB32 pixels (at least one segment of rows). A strip's first few rows repeat the end of
/// the previous strip: the compressor looks back into them. Returns 0 when every row is written.
int tpng_stream_next_strip(const tpng_stream *stream, size_t bytes, int *first, int *count);

/// Writes the strip `rows`, whose first row is image row `first_row`, as next_strip asked.
/// Returns 0 on success, 1 with a message, or 2 when the stream was started `opaque` and
/// these rows are not: the stream is then spoilt (every later write answers 2 and finish 1),
/// and the caller starts again with one that is not opaque.
int tpng_stream_write(tpng_stream *stream, const tpng_rows *rows, int first_row, char *error, size_t error_length);

/// Ends the file and moves it into `out` (freeing what `out` held). 0, or 1 with a message.
int tpng_stream_finish(tpng_stream *stream, tpng_buffer *out, char *error, size_t error_length);

void tpng_stream_free(tpng_stream *stream);

/// Frees the memory of a buffer filled by tpng_write.
void tpng_buffer_free(tpng_buffer *buffer);

/// Decodes a PNG held in memory into straight (not premultiplied) 8-bit RGBA, row after row,
/// with the file's own sample values: no gamma or colour-space conversion, palette and tRNS
/// expanded, grey widened to RGB, 16-bit samples scaled to 8 with rounding, missing alpha 255.
/// Files wider or taller than `max_side`, or with more than `max_pixels` pixels, are refused
/// before any pixel memory is allocated: that returns 2 with `*width` and `*height` set.
/// On success `*pixels` holds width * height * 4 bytes, to be released with tpng_pixels_free.
/// Returns 0 on success, 1 with a message in `error` when the file is not a readable PNG.
int tpng_decode_rgba8(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                      uint8_t **pixels, uint32_t *width, uint32_t *height,
                      char *error, size_t error_length);

/// The engine's own reader (png_reader.c) for 8-bit RGB and RGBA files that are not
/// interlaced and have no palette or tRNS, which libpng would read without a word; it declines
/// every other file, and the caller reads that one with tpng_decode_rgba8.
enum { TPNG_FAST_OK = 0, TPNG_FAST_DECLINED = 1 };

typedef struct {
    uint32_t width, height, channels;
    size_t idat_start, idat_end, idat_bytes;
    int idat_chunks;
    /// What tpng_fast_decode needs in `buffer`: at least width * height * 4 bytes.
    size_t buffer_bytes;
} tpng_fast_plan;

/// Walks the file's chunks (every CRC checked) and says whether the fast reader takes it,
/// within the caller's limits; fills `plan` if it does.
int tpng_fast_header(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                     tpng_fast_plan *plan);

/// Decodes a file tpng_fast_header took into `buffer` (plan->buffer_bytes long): straight RGBA,
/// width * height * 4 bytes from its start. TPNG_FAST_DECLINED if the image data is not as
/// libpng would read it (the caller then asks libpng, which says what is wrong).
int tpng_fast_decode(const uint8_t *data, size_t length, const tpng_fast_plan *plan, uint8_t *buffer);

/// The same, as Cairo's premultiplied ARGB32 words (native-endian) with a stride of width * 4:
/// a sprite decoded straight into the memory its surface draws from.
int tpng_fast_decode_argb(const uint8_t *data, size_t length, const tpng_fast_plan *plan, uint8_t *buffer);

/// The smallest rectangle of [x0, x1) x [y0, y1) holding every pixel of a premultiplied ARGB32
/// image whose alpha is not 0, as x, y, width, height in `bounds`; 0 (bounds untouched) when
/// none is.
int tpng_opaque_bounds(const uint8_t *argb, int stride, int x0, int y0, int x1, int y1, int32_t bounds[4]);

/// Composites pixel art (premultiplied ARGB32 words, `art_stride` bytes a row) OVER the
/// picture's pixels [x0, x1) x [y0, y1), each art pixel `factor` x `factor` picture pixels and
/// the art's top-left corner at picture pixel (origin_x, origin_y), as Cairo's nearest-neighbour
/// draw does (pixel_enlarge.c). The region must lie within the enlarged art and the picture.
void tpng_enlarge_over(const uint8_t *art, int art_stride, int factor,
                       uint8_t *picture, int picture_stride, int origin_x, int origin_y,
                       int x0, int y0, int x1, int y1);

/// How Cairo 1.16 samples an image surface drawn with CAIRO_FILTER_GOOD and CAIRO_EXTEND_PAD
/// under a scale and translation (good_resample.c): the fixed-point transform and offsets
/// pixman is given, the filter's weights, and the filled rectangle in 24.8 device units.
typedef struct {
    int32_t transform[3][3];
    int offset_x, offset_y;
    int32_t *params;
    int width, height, x_bits, y_bits;
    int32_t left, top, right, bottom;
    int extents_width, extents_height;
} tpng_good_plan;

/// The plan for a context translated by (offset_x, offset_y) then scaled by (scale_x,
/// scale_y), the image set as its source at (-source_x, -source_y), and the rectangle (0, 0,
/// rect_width, rect_height) filled onto a clear extents_width x extents_height surface. 0 (and
/// nothing to free) where Cairo would not use the separable convolution (a plain translation;
/// its bilinear filter where each axis shrinks by less than 3/4 or by exactly half from a whole
/// pixel) or the values are outside what the engine draws (up to 4096 x 4096 pixels).
int tpng_good_plan_make(double scale_x, double scale_y, double offset_x, double offset_y, double source_x,
                        double source_y, double rect_width, double rect_height, int extents_width, int extents_height,
                        tpng_good_plan *plan);

void tpng_good_plan_free(tpng_good_plan *plan);

/// Writes every pixel of the width x height target (premultiplied ARGB32) as that fill would
/// leave it, from the source image (premultiplied ARGB32, at least one pixel). The target must
/// be the plan's extents. 0 (the target then partly written) if memory ran out, the sizes do
/// not match the plan, or a sample position left pixman's fixed-point range.
int tpng_good_patch(const uint8_t *source, int source_width, int source_height, int source_stride,
                    const tpng_good_plan *plan, uint8_t *target, int width, int height, int target_stride);

/// Straight 8-bit RGBA (no row padding) to Cairo's premultiplied ARGB32 words, rounding as
/// Cairo does: c * a / 255 to the nearest.
void tpng_premultiply_rgba8(const uint8_t *rgba, int width, int height, uint8_t *argb, int stride);

/// The inverse, as the PNG writer stores pixels: `rows` (premultiplied or not) to straight
/// 8-bit RGBA, width * height * 4 bytes without row padding.
void tpng_straight_rgba8(const tpng_rows *rows, uint8_t *rgba);

/// 1 when `data` is a whole PNG file as written: the signature, then chunks each with its
/// CRC right, ending in IEND at the file's last byte; 0 otherwise (a damaged byte anywhere,
/// a cut, or bytes after IEND). Reads every byte; decodes nothing.
int tpng_chunks_intact(const uint8_t *data, size_t length);

/// Animation frames (APNG): straight 8-bit RGBA without row padding, compared as 32-bit
/// words (a pixel's four bytes as they lie in memory).

/// 1 when every one of `pixels` pixels has alpha 255.
int tpng_rgba_opaque(const uint8_t *rgba, size_t pixels);

/// 1 when a pixel of the `pixels` is exactly `word`.
int tpng_rgba_contains(const uint8_t *rgba, size_t pixels, uint32_t word);

/// The smallest rectangle (x, y, width, height into `rect`) holding every pixel that differs
/// between two frames of `width` x `height`; 0 (and `rect` untouched) when none does.
int tpng_rgba_changed_rect(const uint8_t *before, const uint8_t *after, int width, int height, int rect[4]);

/// `rect` of `after` into `out` (rect width * height * 4 bytes), with every pixel equal in
/// `before` written as `unchanged`. Returns 0 when a changed pixel cannot be told from an
/// unchanged one: it is `unchanged` itself (`keyed`), or it is not opaque (not `keyed`:
/// blending it over the frame before would not give it back).
int tpng_rgba_delta(const uint8_t *before, const uint8_t *after, int width, const int rect[4],
                    uint32_t unchanged, int keyed, uint8_t *out);

/// Widget rendering modes, on straight 8-bit RGBA in place (alpha kept). Each pixel's
/// luminance Y (Rec. 709 weights on the stored sRGB values, 0-255) is what remains of it:
/// `tinted` maps Y from `dark` to `light` (two shades of the accent), first inverted when
/// `invert` is 1 so a light widget's background becomes the dark end as iOS's tinted
/// home screen draws it; `grey` writes Y as grey (iOS's clear mode, desaturated).
void tpng_rgba_tint(uint8_t *rgba, size_t pixels, const uint8_t dark[3], const uint8_t light[3], int invert);
void tpng_rgba_grey(uint8_t *rgba, size_t pixels);

/// The mean luminance (0-255) of the `pixels`, each weighted by its alpha; 0 when all are
/// transparent.
double tpng_rgba_mean_luminance(const uint8_t *rgba, size_t pixels);

/// Frees pixels returned by tpng_decode_rgba8.
void tpng_pixels_free(uint8_t *pixels);

/// Raises glibc's mmap and trim thresholds (bytes) so large blocks are reused from the heap
/// (heap_tuning.c). Process-wide; a no-op off glibc.
void tpng_keep_large_blocks_in_heap(int mmap_threshold, int trim_threshold);

/// Returns the heap's free memory to the system (glibc's malloc_trim(0)); a no-op off glibc.
/// For a server once thousands of connections' buffers are freed.
void tpng_give_free_memory_back(void);


/// The CRC-32 of `length` bytes (libdeflate's): a fast checksum, to tell a changed file.
uint32_t tpng_crc32(const void *bytes, size_t length);
#endif
