#include "CPNGBridge.h"
#include "png_rows.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// The engine's own PNG reader, for the files it meets most: 8-bit RGB and RGBA, not
// interlaced, with no palette or tRNS: every golden, every sprite, every image it writes.
// Decoding is most of a golden check and of a cold render's sprite loading; libpng inflates
// with zlib in 8 KiB slices and unfilters a row per call, where this inflates the whole stream
// at once with libdeflate and unfilters with SSE2. zlib copies the short overlapping matches
// an image's rows are made of a byte at a time, libdeflate a word at a time: 27 against 0.8 ms
// for Rituals' widget. libdeflate forgives deflate data zlib refuses, so deflate_check.c first
// reads the stream's codes and symbols as zlib would, and declines on any doubt.
//
// It is an accelerator, not a second judge: it accepts only a file libpng would read without
// a word, the same pixels out, and answers TPNG_FAST_DECLINED for anything else (another
// colour type, a damaged CRC, a chunk libpng checks that this does not, data after IEND, a
// zlib window shorter than the image...), so the caller reads that file with libpng and every error
// message stays libpng's. PngSuite and every golden check the two agree.

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// libpng's check of an uncompressed iTXt chunk (png_handle_iTXt): the keyword 1-79 bytes,
// the compression flag 0, the language tag and translated keyword each ended by a NUL inside
// the chunk. A compressed one is left to libpng, which inflates it.
static int plain_itxt_is_valid(const uint8_t *d, uint32_t length) {
    uint32_t at = 0;
    while (at < length && d[at] != 0) at++;
    if (at < 1 || at > 79 || at + 5 > length) return 0;
    if (d[at + 1] != 0) return 0;
    at += 3;
    while (at < length && d[at] != 0) at++;   // language tag
    at++;
    while (at < length && d[at] != 0) at++;   // translated keyword
    at++;
    return at <= length;
}

// The chunks libpng handles itself (png_handle_*), which this reader may not skip: it could
// find fault with them. Any other ancillary chunk libpng discards unread but for its CRC.
static int libpng_reads(const uint8_t *type) {
    static const char known[][5] = { "PLTE", "bKGD", "cHRM", "eXIf", "gAMA", "hIST", "iCCP", "iTXt", "oFFs",
                                     "pCAL", "pHYs", "sBIT", "sCAL", "sPLT", "sRGB", "tEXt", "tIME", "tRNS", "zTXt" };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (memcmp(type, known[i], 4) == 0) return 1;
    }
    return 0;
}

int tpng_fast_header(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                     tpng_fast_plan *plan) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    memset(plan, 0, sizeof *plan);
    if (length < 8 + 25 + 12 || memcmp(data, signature, 8) != 0) return TPNG_FAST_DECLINED;
    const uint8_t *ihdr = data + 8;
    if (be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return TPNG_FAST_DECLINED;
    if (libdeflate_crc32(0, ihdr + 4, 17) != be32(ihdr + 21)) return TPNG_FAST_DECLINED;
    uint32_t width = be32(ihdr + 8), height = be32(ihdr + 12);
    uint8_t depth = ihdr[16], colour = ihdr[17];
    if (depth != 8 || (colour != 2 && colour != 6) || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) {
        return TPNG_FAST_DECLINED;
    }
    // libpng's user limit (1,000,000) is far above ours; the caller's limits decide, and a
    // file over them goes to libpng, whose path words that refusal.
    if (width == 0 || height == 0 || width > max_side || height > max_side
        || (uint64_t)width * height > max_pixels) return TPNG_FAST_DECLINED;
    uint32_t channels = colour == 6 ? 4 : 3;
    uint64_t row_bytes = (uint64_t)width * channels + 1;
    // libpng's largest IDAT chunk (png_check_chunk_length) with its 8 MiB limit on the rest.
    uint64_t idat_limit = row_bytes * height;
    uint64_t factor = row_bytes > 32566 ? 32566 : row_bytes;
    idat_limit += 6 + 5 * (idat_limit / factor + 1);
    if (idat_limit < (8u << 20)) idat_limit = 8u << 20;

    size_t offset = 8 + 25;
    size_t idat_start = 0, idat_end = 0, idat_bytes = 0;
    int idat_chunks = 0, idat_done = 0, cached = 0;
    for (;;) {
        if (length - offset < 12) return TPNG_FAST_DECLINED;   // no IEND
        uint32_t size = be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (size > 0x7FFFFFFFu || size > length - offset - 12) return TPNG_FAST_DECLINED;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) {
            return TPNG_FAST_DECLINED;
        }
        if (libdeflate_crc32(0, type, (size_t)size + 4) != be32(type + 4 + size)) return TPNG_FAST_DECLINED;
        const uint8_t *body = type + 4;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_done || size > idat_limit) return TPNG_FAST_DECLINED;
            if (idat_chunks == 0) idat_start = offset;
            idat_chunks++;
            idat_bytes += size;
            idat_end = offset + 12 + size;
        } else {
            if (idat_chunks > 0) idat_done = 1;
            if (memcmp(type, "IEND", 4) == 0) {
                // Bytes after IEND, or an IEND with data: libpng's affair.
                if (size != 0 || offset + 12 != length || idat_chunks == 0) return TPNG_FAST_DECLINED;
                break;
            }
            if (!(type[0] & 0x20)) return TPNG_FAST_DECLINED;   // a critical chunk (IHDR again, PLTE, ...)
            if (size > (8u << 20)) return TPNG_FAST_DECLINED;
            if (memcmp(type, "iTXt", 4) == 0) {
                // libpng's chunk cache (1,000) counts text chunks; far fewer are taken here.
                if (++cached > 64 || !plain_itxt_is_valid(body, size)) return TPNG_FAST_DECLINED;
            } else if (libpng_reads(type)) {
                return TPNG_FAST_DECLINED;
            }
        }
        offset += 12 + (size_t)size;
    }
    plan->width = width;
    plan->height = height;
    plan->channels = channels;
    plan->idat_start = idat_start;
    plan->idat_end = idat_end;
    plan->idat_bytes = idat_bytes;
    plan->idat_chunks = idat_chunks;
    uint64_t filtered = row_bytes * height, rgba = (uint64_t)width * height * 4;
    plan->buffer_bytes = (size_t)(filtered > rgba ? filtered : rgba);
    return TPNG_FAST_OK;
}

// --- unfiltering, one row at a time; `bpp` is 3 or 4 --------------------------------------
//
// Each step twice: in plain C, which any processor runs (an arm64 build has only these), and
// with SSE2, the x86-64 baseline, 16 bytes or a pixel at a time. The SSE2 steps are taken
// while the writer's shortcuts are allowed (tpng_allow_shortcuts): tests turn them off to hold
// the two to the same pixels.

static void unfilter_sub_plain(uint8_t *row, const uint8_t *raw, size_t bytes, int bpp) {
    for (size_t i = 0; i < bytes; i++) row[i] = (uint8_t)(raw[i] + (i >= (size_t)bpp ? row[i - (size_t)bpp] : 0));
}

static void unfilter_up_plain(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes) {
    for (size_t i = 0; i < bytes; i++) row[i] = (uint8_t)(raw[i] + prior[i]);
}

static void unfilter_average_plain(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
    for (size_t i = 0; i < bytes; i++) {
        unsigned left = i >= (size_t)bpp ? row[i - (size_t)bpp] : 0;
        row[i] = (uint8_t)(raw[i] + ((left + prior[i]) >> 1));
    }
}

// The predictor nearest left + up - upper-left, ties to left, then up.
static void unfilter_paeth_plain(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
    for (size_t i = 0; i < bytes; i++) {
        int a = i >= (size_t)bpp ? row[i - (size_t)bpp] : 0, b = prior[i], c = i >= (size_t)bpp ? prior[i - (size_t)bpp] : 0;
        int pa = b - c, pb = a - c, pc = pa + pb;
        pa = pa < 0 ? -pa : pa;
        pb = pb < 0 ? -pb : pb;
        pc = pc < 0 ? -pc : pc;
        int predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        row[i] = (uint8_t)(raw[i] + predicted);
    }
}

// Straight RGBA to Cairo's premultiplied ARGB32 words (B, G, R, A bytes in memory on a
// little-endian machine): c * a / 255 rounded to the nearest, as (t + (t >> 8)) >> 8 with
// t = c * a + 128, which is exact for every c and a.
static void premultiply_plain(const uint8_t *rgba, uint8_t *argb, size_t from, size_t width) {
    for (size_t x = from; x < width; x++) {
        uint32_t r = rgba[4 * x], g = rgba[4 * x + 1], b = rgba[4 * x + 2], a = rgba[4 * x + 3];
        uint32_t tr = r * a + 128, tg = g * a + 128, tb = b * a + 128;
        uint32_t word = a << 24 | ((tr + (tr >> 8)) >> 8) << 16 | ((tg + (tg >> 8)) >> 8) << 8 | ((tb + (tb >> 8)) >> 8);
        memcpy(argb + 4 * x, &word, 4);
    }
}

#if defined(__SSE2__)
static inline __attribute__((always_inline)) __m128i load4(const uint8_t *p) { int32_t v; memcpy(&v, p, 4); return _mm_cvtsi32_si128(v); }
static inline __attribute__((always_inline)) void store4(uint8_t *p, __m128i v) { int32_t x = _mm_cvtsi128_si32(v); memcpy(p, &x, 4); }
static inline __attribute__((always_inline)) __m128i load3(const uint8_t *p) {
    uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
    return _mm_cvtsi32_si128((int32_t)v);
}
static inline __attribute__((always_inline)) void store3(uint8_t *p, __m128i v) {
    uint32_t x = (uint32_t)_mm_cvtsi128_si32(v);
    p[0] = (uint8_t)x; p[1] = (uint8_t)(x >> 8); p[2] = (uint8_t)(x >> 16);
}

static void unfilter_sub_sse2(uint8_t *row, const uint8_t *raw, size_t bytes, int bpp) {
    __m128i left = _mm_setzero_si128();
    size_t i = 0;
    if (bpp == 4) {
        for (; i + 4 <= bytes; i += 4) { left = _mm_add_epi8(left, load4(raw + i)); store4(row + i, left); }
    } else {
        for (; i + 3 <= bytes; i += 3) { left = _mm_add_epi8(left, load3(raw + i)); store3(row + i, left); }
    }
}

static void unfilter_up_sse2(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes) {
    size_t i = 0;
    for (; i + 16 <= bytes; i += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(raw + i)), b = _mm_loadu_si128((const __m128i *)(prior + i));
        _mm_storeu_si128((__m128i *)(row + i), _mm_add_epi8(a, b));
    }
    for (; i < bytes; i++) row[i] = (uint8_t)(raw[i] + prior[i]);
}

static void unfilter_average_sse2(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
    __m128i left = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    for (size_t i = 0; i + (size_t)bpp <= bytes; i += (size_t)bpp) {
        __m128i up = bpp == 4 ? load4(prior + i) : load3(prior + i);
        __m128i x = bpp == 4 ? load4(raw + i) : load3(raw + i);
        // floor((left + up) / 2): pavgb rounds up, so take back the odd bit.
        __m128i average = _mm_sub_epi8(_mm_avg_epu8(left, up), _mm_and_si128(_mm_xor_si128(left, up), one));
        left = _mm_add_epi8(x, average);
        if (bpp == 4) store4(row + i, left); else store3(row + i, left);
    }
}

// Paeth as libpng's SSE2 code computes it, in 16-bit lanes: the predictor nearest
// left + up - upper-left, ties to left, then up.
static inline __attribute__((always_inline)) __m128i absolute16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }
static inline __attribute__((always_inline)) __m128i choose(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

static void unfilter_paeth_sse2(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
    __m128i zero = _mm_setzero_si128(), a = zero, c = zero;
    for (size_t i = 0; i + (size_t)bpp <= bytes; i += (size_t)bpp) {
        __m128i b = _mm_unpacklo_epi8(bpp == 4 ? load4(prior + i) : load3(prior + i), zero);
        __m128i x = _mm_unpacklo_epi8(bpp == 4 ? load4(raw + i) : load3(raw + i), zero);
        __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
        __m128i pc = absolute16(_mm_add_epi16(pa, pb));
        pa = absolute16(pa);
        pb = absolute16(pb);
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        // If pa is smallest: left; else if pb: up; else upper-left.
        __m128i predicted = choose(_mm_cmpeq_epi16(smallest, pa), a, choose(_mm_cmpeq_epi16(smallest, pb), b, c));
        a = _mm_and_si128(_mm_add_epi16(x, predicted), _mm_set1_epi16(0xFF));
        c = b;
        __m128i packed = _mm_packus_epi16(a, a);
        if (bpp == 4) store4(row + i, packed); else store3(row + i, packed);
    }
}

// premultiply_plain's arithmetic four pixels at a time, alpha multiplied by 255 (so kept);
// returns how many pixels it did.
static size_t premultiply_sse2(const uint8_t *rgba, uint8_t *argb, size_t width) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    const __m128i alpha_lanes = _mm_set_epi16(-1, 0, 0, 0, -1, 0, 0, 0), full = _mm_set1_epi16(255);
    size_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(rgba + 4 * x));
        __m128i halves[2] = { _mm_unpacklo_epi8(pixels, zero), _mm_unpackhi_epi8(pixels, zero) };
        for (int i = 0; i < 2; i++) {
            __m128i v = halves[i];
            __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(v, _MM_SHUFFLE(3, 3, 3, 3)), _MM_SHUFFLE(3, 3, 3, 3));
            alpha = _mm_or_si128(_mm_andnot_si128(alpha_lanes, alpha), _mm_and_si128(alpha_lanes, full));
            __m128i t = _mm_add_epi16(_mm_mullo_epi16(v, alpha), half);
            t = _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
            // R, G, B, A to B, G, R, A.
            halves[i] = _mm_shufflehi_epi16(_mm_shufflelo_epi16(t, _MM_SHUFFLE(3, 0, 1, 2)), _MM_SHUFFLE(3, 0, 1, 2));
        }
        _mm_storeu_si128((__m128i *)(argb + 4 * x), _mm_packus_epi16(halves[0], halves[1]));
    }
    return x;
}

#endif

static void unfilter_sub(uint8_t *row, const uint8_t *raw, size_t bytes, int bpp) {
#if defined(__SSE2__)
    if (tpng_shortcuts_allowed()) { unfilter_sub_sse2(row, raw, bytes, bpp); return; }
#endif
    unfilter_sub_plain(row, raw, bytes, bpp);
}

static void unfilter_up(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes) {
#if defined(__SSE2__)
    if (tpng_shortcuts_allowed()) { unfilter_up_sse2(row, raw, prior, bytes); return; }
#endif
    unfilter_up_plain(row, raw, prior, bytes);
}

static void unfilter_average(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
#if defined(__SSE2__)
    if (tpng_shortcuts_allowed()) { unfilter_average_sse2(row, raw, prior, bytes, bpp); return; }
#endif
    unfilter_average_plain(row, raw, prior, bytes, bpp);
}

static void unfilter_paeth(uint8_t *row, const uint8_t *raw, const uint8_t *prior, size_t bytes, int bpp) {
#if defined(__SSE2__)
    if (tpng_shortcuts_allowed()) { unfilter_paeth_sse2(row, raw, prior, bytes, bpp); return; }
#endif
    unfilter_paeth_plain(row, raw, prior, bytes, bpp);
}

void tpng_premultiply_row(const uint8_t *rgba, uint8_t *argb, size_t width) {
    size_t done = 0;
#if defined(__SSE2__)
    if (tpng_shortcuts_allowed()) done = premultiply_sse2(rgba, argb, width);
#endif
    premultiply_plain(rgba, argb, done, width);
}

static int decode(const uint8_t *data, const tpng_fast_plan *plan, uint8_t *buffer, int premultiplied);

int tpng_fast_decode(const uint8_t *data, size_t length, const tpng_fast_plan *plan, uint8_t *buffer) {
    (void)length;
    return decode(data, plan, buffer, 0);
}

int tpng_fast_decode_argb(const uint8_t *data, size_t length, const tpng_fast_plan *plan, uint8_t *buffer) {
    (void)length;
    return decode(data, plan, buffer, 1);
}

static int decode(const uint8_t *data, const tpng_fast_plan *plan, uint8_t *buffer, int premultiplied) {
    size_t width = plan->width, height = plan->height, bpp = plan->channels;
    size_t row_bytes = width * bpp, filtered = (row_bytes + 1) * height;
    // The filtered rows are inflated into the end of `buffer` and the RGBA rows written from
    // its start: row y's output ends at or before where row y + 1's input begins, for 3 and 4
    // bytes a pixel alike, so one allocation serves both.
    uint8_t *input = buffer + (plan->buffer_bytes - filtered);
    const uint8_t *stream = data + plan->idat_start + 8;
    uint8_t *joined = NULL;
    if (plan->idat_chunks > 1) {
        joined = malloc(plan->idat_bytes);
        if (!joined) return TPNG_FAST_DECLINED;
        size_t at = 0, offset = plan->idat_start;
        while (offset < plan->idat_end) {
            uint32_t size = be32(data + offset);
            memcpy(joined + at, data + offset + 8, size);
            at += size;
            offset += 12 + (size_t)size;
        }
        stream = joined;
    }
    // zlib's header: deflate, no preset dictionary, and a window that holds every distance.
    // libpng's zlib refuses a distance past the window the header names, which libdeflate does
    // not check; but a stream no longer than its window cannot reach past it (zlib names a
    // small window for a small image), so only a longer one is left to libpng.
    int ok = plan->idat_bytes >= 2 && (stream[0] & 0x0F) == 8 && (stream[1] & 0x20) == 0
             && ((unsigned)stream[0] << 8 | stream[1]) % 31 == 0
             && (stream[0] >> 4 == 7 || filtered <= (size_t)1 << ((stream[0] >> 4) + 8));
    // libdeflate forgives streams zlib refuses (deflate_check.c): those are libpng's to judge.
    // The bridge's own guard against a stream going on past the image (png_bridge.c) is
    // applied where the last row begins, less the chunk headers libpng counts in it.
    if (ok) {
        size_t guard = tpng_max_unread_before_last_row(plan->width), headers = (size_t)12 * (size_t)plan->idat_chunks;
        ok = tpng_deflate_is_strict(stream, plan->idat_bytes, (size_t)1 << ((stream[0] >> 4) + 8), filtered,
                                    filtered - (row_bytes + 1), guard > headers ? guard - headers : 0);
    }
    if (ok) {
        struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
        size_t used = 0, produced = 0;
        ok = inflater
             && libdeflate_zlib_decompress_ex(inflater, stream, plan->idat_bytes, input, filtered, &used, &produced)
                    == LIBDEFLATE_SUCCESS
             && used == plan->idat_bytes && produced == filtered;
        if (inflater) libdeflate_free_decompressor(inflater);
    }
    free(joined);
    if (!ok) return TPNG_FAST_DECLINED;

    // Two rows of unfiltered samples, the current and the one above (zeros above the first).
    uint8_t *rows = calloc(2, row_bytes + 16);
    if (!rows) return TPNG_FAST_DECLINED;
    uint8_t *current = rows, *prior = rows + row_bytes + 16;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *raw = input + y * (row_bytes + 1);
        switch (raw[0]) {
        case 0: memcpy(current, raw + 1, row_bytes); break;
        case 1: unfilter_sub(current, raw + 1, row_bytes, (int)bpp); break;
        case 2: unfilter_up(current, raw + 1, prior, row_bytes); break;
        case 3: unfilter_average(current, raw + 1, prior, row_bytes, (int)bpp); break;
        case 4: unfilter_paeth(current, raw + 1, prior, row_bytes, (int)bpp); break;
        default: free(rows); return TPNG_FAST_DECLINED;   // libpng: "bad adaptive filter value"
        }
        uint8_t *out = buffer + y * width * 4;
        if (bpp == 4 && premultiplied) {
            tpng_premultiply_row(current, out, width);
        } else if (bpp == 4) {
            memcpy(out, current, row_bytes);
        } else if (premultiplied) {
            for (size_t x = 0; x < width; x++) {
                uint32_t word = 0xFF000000u | (uint32_t)current[3 * x] << 16 | (uint32_t)current[3 * x + 1] << 8 | current[3 * x + 2];
                memcpy(out + 4 * x, &word, 4);
            }
        } else {
            for (size_t x = 0; x < width; x++) {
                out[4 * x] = current[3 * x];
                out[4 * x + 1] = current[3 * x + 1];
                out[4 * x + 2] = current[3 * x + 2];
                out[4 * x + 3] = 0xFF;
            }
        }
        uint8_t *swap = current;
        current = prior;
        prior = swap;
    }
    free(rows);
    return TPNG_FAST_OK;
}
