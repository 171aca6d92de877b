#include "CPNGBridge.h"
#include "image_deflate.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The PNG writer. libpng's writer spends most of its time in zlib; profiles of the reference
// scenes put 70-80% of a render there. This one filters rows itself and compresses the whole
// image in one call to libdeflate, which is two to three times faster than zlib at the same
// level and makes files as small as, or smaller than, libpng's at level 6. The container (the
// signature, IHDR, iTXt, IDAT and IEND chunks with their CRCs) is simple enough to write here.

// ---------------------------------------------------------------- a compressor per thread
// Allocating a libdeflate compressor costs more than compressing a small widget, so each
// thread keeps one per level; batch workers are threads, and the key's destructor frees them.
static pthread_key_t compressor_key;
static pthread_once_t compressor_once = PTHREAD_ONCE_INIT;

// The filtered rows' buffer is kept too: a fresh one of several megabytes per image costs
// the kernel's page faults and zeroing every time.
typedef struct {
    struct libdeflate_compressor *by_level[13];
    uint8_t *scratch;
    size_t scratch_size;
} compressor_cache;

static void free_cache(void *pointer) {
    compressor_cache *cache = pointer;
    for (int i = 0; i < 13; i++) {
        if (cache->by_level[i]) libdeflate_free_compressor(cache->by_level[i]);
    }
    free(cache->scratch);
    free(cache);
}

static void make_key(void) { pthread_key_create(&compressor_key, free_cache); }

static compressor_cache *thread_cache(void) {
    pthread_once(&compressor_once, make_key);
    compressor_cache *cache = pthread_getspecific(compressor_key);
    if (!cache) {
        cache = calloc(1, sizeof(compressor_cache));
        if (!cache) return NULL;
        pthread_setspecific(compressor_key, cache);
    }
    return cache;
}

static struct libdeflate_compressor *compressor(int level) {
    compressor_cache *cache = thread_cache();
    if (!cache) return NULL;
    if (!cache->by_level[level]) cache->by_level[level] = libdeflate_alloc_compressor(level);
    return cache->by_level[level];
}

// Kept between images only up to this size: a tall scroll screen's rows (60 MB and more) are
// let go at once, so a batch worker's memory does not stay at its largest image.
enum { SCRATCH_KEPT = 16 << 20 };

static void release_large_scratch(void) {
    compressor_cache *cache = pthread_getspecific(compressor_key);
    if (cache && cache->scratch_size > SCRATCH_KEPT) {
        free(cache->scratch);
        cache->scratch = NULL;
        cache->scratch_size = 0;
    }
}

// A buffer of at least `size` bytes owned by this thread, valid until the next call.
static uint8_t *scratch(size_t size) {
    compressor_cache *cache = thread_cache();
    if (!cache) return NULL;
    if (cache->scratch_size < size) {
        free(cache->scratch);
        cache->scratch = malloc(size);
        cache->scratch_size = cache->scratch ? size : 0;
    }
    return cache->scratch;
}

// ---------------------------------------------------------------- output buffer
static int reserve(tpng_buffer *out, size_t more) {
    if (out->length + more <= out->capacity) return 0;
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->length + more) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (!grown) return 1;
    out->data = grown;
    out->capacity = capacity;
    return 0;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

// Appends one chunk: length, type, data, CRC of type and data. `data` may already sit in the
// buffer at the right place (IDAT is compressed straight into it), so it is moved, not copied.
static int put_chunk(tpng_buffer *out, const char type[4], const uint8_t *data, size_t length) {
    if (length > 0x7FFFFFFFu || reserve(out, length + 12)) return 1;
    uint8_t *p = out->data + out->length;
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    if (length > 0 && data != p + 8) memmove(p + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, p + 4, length + 4);
    put32(p + 8 + length, crc);
    out->length += length + 12;
    return 0;
}

// ---------------------------------------------------------------- rows
static int rows_opaque(const tpng_rows *rows) {
    for (int y = 0; y < rows->height; y++) {
        const uint8_t *row = rows->pixels + (size_t)y * rows->stride;
        if (rows->premultiplied) {
            uint32_t all = 0xFFFFFFFFu;
            const uint32_t *words = (const uint32_t *)row;
            for (int x = 0; x < rows->width; x++) all &= words[x];  // vectorises
            if ((all >> 24) != 0xFF) return 0;
        } else {
            uint8_t all = 0xFF;
            for (int x = 0; x < rows->width; x++) all &= row[x * 4 + 3];
            if (all != 0xFF) return 0;
        }
    }
    return 1;
}

// One row as the PNG stores it: straight (not premultiplied) RGB or RGBA bytes. Rounded
// division, as Cairo's own writer does, so a save/load round trip of opaque pixels is exact.
static void straight_row(const tpng_rows *rows, int y, uint8_t *out, int opaque) {
    const uint8_t *in = rows->pixels + (size_t)y * rows->stride;
    int width = rows->width;
    if (!rows->premultiplied) {
        if (!opaque) { memcpy(out, in, (size_t)width * 4); return; }
        for (int x = 0; x < width; x++) {
            out[x * 3] = in[x * 4]; out[x * 3 + 1] = in[x * 4 + 1]; out[x * 3 + 2] = in[x * 4 + 2];
        }
        return;
    }
    const uint32_t *words = (const uint32_t *)in;
    if (opaque) {
        for (int x = 0; x < width; x++) {
            uint32_t p = words[x];
            out[x * 3] = (uint8_t)(p >> 16); out[x * 3 + 1] = (uint8_t)(p >> 8); out[x * 3 + 2] = (uint8_t)p;
        }
        return;
    }
    // First every pixel as if opaque or clear (a byte swap that vectorises), then the few
    // antialiased edge pixels again with the division.
    uint32_t *straight = (uint32_t *)out;
    uint32_t partial = 0;
    for (int x = 0; x < width; x++) {
        uint32_t p = words[x];
        uint32_t swapped = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
        memcpy(straight + x, &swapped, 4);  // RGBA in memory on a little-endian machine
        partial |= (uint32_t)((p >> 24) - 1u) < 254u;  // alpha neither 0 nor 255
    }
    if (!partial) return;
    for (int x = 0; x < width; x++) {
        uint32_t a = words[x] >> 24;
        if (a == 0 || a == 255) continue;
        uint32_t p = words[x], r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        uint8_t *o = out + x * 4;
        o[0] = (uint8_t)((r * 255 + a / 2) / a);
        o[1] = (uint8_t)((g * 255 + a / 2) / a);
        o[2] = (uint8_t)((b * 255 + a / 2) / a);
    }
}

// ---------------------------------------------------------------- filters (PNG spec 9.2)
// `restrict` and plain loops let the compiler vectorise Sub, Up and the costs.
static void filter_sub(const uint8_t *restrict cur, uint8_t *restrict out, size_t n, int bpp) {
    for (int i = 0; i < bpp; i++) out[i] = cur[i];
    for (size_t i = (size_t)bpp; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
}

static void filter_up(const uint8_t *restrict cur, const uint8_t *restrict prev, uint8_t *restrict out, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
}

static void filter_average(const uint8_t *restrict cur, const uint8_t *restrict prev, uint8_t *restrict out, size_t n, int bpp) {
    for (int i = 0; i < bpp; i++) out[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
    for (size_t i = (size_t)bpp; i < n; i++) out[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
}

static inline uint8_t paeth_predictor(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

static void filter_paeth(const uint8_t *restrict cur, const uint8_t *restrict prev, uint8_t *restrict out, size_t n, int bpp) {
    for (int i = 0; i < bpp; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
    for (size_t i = (size_t)bpp; i < n; i++) out[i] = (uint8_t)(cur[i] - paeth_predictor(cur[i - bpp], prev[i], prev[i - bpp]));
}

// The usual heuristic for choosing a filter: the sum of the filtered bytes read as signed,
// a proxy for how well they will compress.
static inline uint32_t magnitude(uint8_t v) { int8_t s = (int8_t)v; return (uint32_t)(s < 0 ? -s : s); }

static uint32_t cost_none(const uint8_t *restrict cur, size_t n) {
    uint32_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += magnitude(cur[i]);
    return sum;
}

static uint32_t cost_average(const uint8_t *restrict cur, const uint8_t *restrict prev, size_t n, int bpp) {
    uint32_t sum = 0;
    for (int i = 0; i < bpp; i++) sum += magnitude((uint8_t)(cur[i] - (prev[i] >> 1)));
    for (size_t i = (size_t)bpp; i < n; i++) sum += magnitude((uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1)));
    return sum;
}

static uint32_t cost_paeth(const uint8_t *restrict cur, const uint8_t *restrict prev, size_t n, int bpp) {
    uint32_t sum = 0;
    for (int i = 0; i < bpp; i++) sum += magnitude((uint8_t)(cur[i] - prev[i]));
    for (size_t i = (size_t)bpp; i < n; i++) sum += magnitude((uint8_t)(cur[i] - paeth_predictor(cur[i - bpp], prev[i], prev[i - bpp])));
    return sum;
}

// Sub's and Up's costs in one pass: the pair the default filter chooses between, for every
// row of every image. With SSE2 (every x86-64), |signed byte| is min(v, -v) as unsigned and
// psadbw adds sixteen of them at once.
static void cost_sub_up(const uint8_t *restrict cur, const uint8_t *restrict prev, size_t n, int bpp,
                        uint32_t *sub, uint32_t *up) {
    uint64_t s = 0, u = 0;
    size_t i = 0;
    for (; i < (size_t)bpp && i < n; i++) { s += magnitude(cur[i]); u += magnitude((uint8_t)(cur[i] - prev[i])); }
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i sums = zero, ups = zero;
    for (; i + 16 <= n; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(cur + i));
        __m128i left = _mm_loadu_si128((const __m128i *)(cur + i - bpp));
        __m128i above = _mm_loadu_si128((const __m128i *)(prev + i));
        __m128i ds = _mm_sub_epi8(c, left), du = _mm_sub_epi8(c, above);
        sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_min_epu8(ds, _mm_sub_epi8(zero, ds)), zero));
        ups = _mm_add_epi64(ups, _mm_sad_epu8(_mm_min_epu8(du, _mm_sub_epi8(zero, du)), zero));
    }
    s += (uint64_t)_mm_cvtsi128_si64(sums) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
    u += (uint64_t)_mm_cvtsi128_si64(ups) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(ups, ups));
#endif
    for (; i < n; i++) { s += magnitude((uint8_t)(cur[i] - cur[i - bpp])); u += magnitude((uint8_t)(cur[i] - prev[i])); }
    *sub = s > UINT32_MAX ? UINT32_MAX : (uint32_t)s;
    *up = u > UINT32_MAX ? UINT32_MAX : (uint32_t)u;
}

static void apply_filter(int type, const uint8_t *cur, const uint8_t *prev, uint8_t *out, size_t n, int bpp) {
    out[0] = (uint8_t)type;
    switch (type) {
    case 0: memcpy(out + 1, cur, n); break;
    case 1: filter_sub(cur, out + 1, n, bpp); break;
    case 2: filter_up(cur, prev, out + 1, n); break;
    case 3: filter_average(cur, prev, out + 1, n, bpp); break;
    default: filter_paeth(cur, prev, out + 1, n, bpp); break;
    }
}

// Writes the filter type byte and the filtered row to `out`. With several filters allowed,
// each row takes the one of lowest cost; a row equal to the one above is Up (all zeros) at once.
static void filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *out, size_t n, int bpp, int filters) {
    int allowed[5], count = 0;
    for (int type = 0; type <= 4; type++) if (filters & (TPNG_FILTER_NONE << type)) allowed[count++] = type;
    if (count == 1) { apply_filter(allowed[0], cur, prev, out, n, bpp); return; }
    if ((filters & TPNG_FILTER_UP) && memcmp(cur, prev, n) == 0) {
        out[0] = 2;
        memset(out + 1, 0, n);
        return;
    }
    uint32_t sub = UINT32_MAX, up = UINT32_MAX;
    if (filters & (TPNG_FILTER_SUB | TPNG_FILTER_UP)) cost_sub_up(cur, prev, n, bpp, &sub, &up);
    uint32_t best = UINT32_MAX;
    int chosen = allowed[0];
    for (int k = 0; k < count; k++) {
        int type = allowed[k];
        uint32_t c = type == 0 ? cost_none(cur, n)
                   : type == 1 ? sub
                   : type == 2 ? up
                   : type == 3 ? cost_average(cur, prev, n, bpp)
                   : cost_paeth(cur, prev, n, bpp);
        if (c < best) { best = c; chosen = type; }
    }
    apply_filter(chosen, cur, prev, out, n, bpp);
}

// ---------------------------------------------------------------- the file
int tpng_write(const tpng_rows *rows, int compression_level, int filters,
               const tpng_text *texts, int text_count,
               tpng_buffer *out, char *error, size_t error_length) {
    int width = rows->width, height = rows->height;
    if (width <= 0 || height <= 0) {
        snprintf(error, error_length, "cannot write a PNG of %dx%d pixels", width, height);
        return 1;
    }
    // A negative level asks for the image deflater (image_deflate.c), else libdeflate's level.
    int fast = compression_level < 0;
    int level = fast ? 0 : (compression_level > 12 ? 12 : compression_level);
    if ((filters & TPNG_FILTER_ALL) == 0) filters = TPNG_FILTER_UP;
    int opaque = rows_opaque(rows);
    int bpp = opaque ? 3 : 4;
    size_t rowbytes = (size_t)width * (size_t)bpp;
    size_t filtered_size = (rowbytes + 1) * (size_t)height;

    uint8_t *filtered = scratch(filtered_size);
    uint8_t *lines = calloc(2, rowbytes);  // the previous row (zeros above the first) and this one
    struct libdeflate_compressor *deflater = fast ? NULL : compressor(level);
    if (!filtered || !lines || (!fast && !deflater)) {
        free(lines);
        snprintf(error, error_length, "out of memory for a %dx%d PNG", width, height);
        return 1;
    }
    uint8_t *prev = lines, *cur = lines + rowbytes;
    for (int y = 0; y < height; y++) {
        straight_row(rows, y, cur, opaque);
        filter_row(cur, prev, filtered + (size_t)y * (rowbytes + 1), rowbytes, bpp, filters);
        uint8_t *swap = prev; prev = cur; cur = swap;
    }
    free(lines);

    size_t bound = fast ? tpng_image_deflate_bound(filtered_size) : libdeflate_zlib_compress_bound(deflater, filtered_size);
    size_t text_bytes = 0;
    for (int i = 0; i < text_count; i++) text_bytes += strlen(texts[i].key) + strlen(texts[i].text) + 5 + 12;
    out->length = 0;
    if (reserve(out, 8 + 25 + text_bytes + bound + 12 + 12)) {
        snprintf(error, error_length, "out of memory for a %dx%d PNG", width, height);
        return 1;
    }
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    memcpy(out->data, signature, 8);
    out->length = 8;

    uint8_t header[13];
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8;                 // bits per sample
    header[9] = opaque ? 2 : 6;    // truecolour, or truecolour with alpha
    header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering, not interlaced
    int failed = put_chunk(out, "IHDR", header, 13);

    for (int i = 0; i < text_count && !failed; i++) {
        // iTXt keeps UTF-8 (tEXt is Latin-1 only); uncompressed, so tools read it plainly:
        // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty
        // translated keyword, NUL, then the text.
        size_t key_length = strlen(texts[i].key), text_length = strlen(texts[i].text);
        size_t length = key_length + 5 + text_length;
        failed = reserve(out, length + 12);
        if (failed) break;
        uint8_t *data = out->data + out->length + 8;
        memcpy(data, texts[i].key, key_length);
        memset(data + key_length, 0, 5);
        memcpy(data + key_length + 5, texts[i].text, text_length);
        failed = put_chunk(out, "iTXt", data, length);
    }

    if (!failed) {
        uint8_t *idat = out->data + out->length + 8;
        size_t compressed = fast ? tpng_image_deflate(filtered, filtered_size, rowbytes + 1, idat, bound)
                                 : libdeflate_zlib_compress(deflater, filtered, filtered_size, idat, bound);
        failed = compressed == 0 || put_chunk(out, "IDAT", idat, compressed);
    }
    release_large_scratch();
    if (!failed) failed = put_chunk(out, "IEND", NULL, 0);
    if (failed) {
        tpng_buffer_free(out);
        snprintf(error, error_length, "could not write a %dx%d PNG (out of memory)", width, height);
        return 1;
    }
    return 0;
}

void tpng_buffer_free(tpng_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
}
