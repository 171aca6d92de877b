#include "png_rows.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>
#include <immintrin.h>
#endif

// Rows as a PNG stores them: Cairo's premultiplied words turned into straight RGB or RGBA
// bytes, then filtered (PNG spec 9.2) so the compressor sees runs of small numbers.

// ---------------------------------------------------------------- rows
int tpng_rows_opaque(const tpng_rows *rows) {
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

// Cairo's premultiplied ARGB word (B, G, R, A in memory) as R, G, B in the low three bytes.
static inline uint32_t rgb_of(uint32_t p) {
    return (p >> 16 & 0xFFu) | (p & 0xFF00u) | (p & 0xFFu) << 16;
}

// ---------------------------------------------------------------- SSSE3 byte shuffles
// Reordering Cairo's B, G, R, A bytes is one byte shuffle (SSSE3's pshufb) for four pixels,
// against five to seven instructions a pixel with shifts and masks (SSE2, the x86-64
// baseline): 6-10% of the reference scenes' encoding. Every x86-64 processor since 2006 has
// it; the processor is asked once (cpuid), and the shifts remain for any that does not.
static int shortcuts_allowed = 1;

void tpng_allow_shortcuts(int allowed) { __atomic_store_n(&shortcuts_allowed, allowed, __ATOMIC_RELAXED); }

int tpng_shortcuts_allowed(void) { return __atomic_load_n(&shortcuts_allowed, __ATOMIC_RELAXED); }

#if defined(__x86_64__)
static int has_ssse3(void) {
    static int known = -1;
    int value = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (value < 0) {
        unsigned a, b, c, d;
        value = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
        __atomic_store_n(&known, value, __ATOMIC_RELAXED);
    }
    return value && tpng_shortcuts_allowed();
}

// AVX2 (most x86-64 processors since 2013-2015, not every low-end one or VM) doubles the
// width of the two passes every converted row takes: the byte swap to RGBA and Sub's and Up's
// costs. The SSSE3 and SSE2 steps finish what the wider ones leave, so each path gives the same
// bytes. Asked once, as SSSE3 is: asking __builtin_cpu_supports for every row was 2% of
// Rituals' widget's encoding.
static int has_avx2(void) {
    static int known = -1;
    int value = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (value < 0) {
        value = __builtin_cpu_supports("avx2") ? 1 : 0;
        __atomic_store_n(&known, value, __ATOMIC_RELAXED);
    }
    return value && tpng_shortcuts_allowed();
}

// Opaque pixels to RGB, four at a time; each step stores 16 bytes of which the last 4 are
// the next step's, so it stops while two more pixels (6 bytes) follow, and leaves the rest of
// the row to the caller: the row may be the last bytes of its allocation. `*all` is ANDed with
// every word done (its top byte stays 255 while the pixels are opaque).
__attribute__((target("ssse3")))
static int opaque_rgb_ssse3(const uint32_t *words, int width, uint8_t *out, uint32_t *all) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i both = _mm_set1_epi32(-1);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(words + x));
        both = _mm_and_si128(both, p);
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 3), _mm_shuffle_epi8(p, order));
    }
    both = _mm_and_si128(both, _mm_shuffle_epi32(both, _MM_SHUFFLE(1, 0, 3, 2)));
    both = _mm_and_si128(both, _mm_shuffle_epi32(both, _MM_SHUFFLE(2, 3, 0, 1)));
    *all &= (uint32_t)_mm_cvtsi128_si32(both);
    return x;
}

// Every pixel to RGBA as if opaque or clear, four at a time, and whether any pixel has an
// alpha other than 0 and 255 (set in `*partial`). Returns the pixels done.
__attribute__((target("ssse3")))
static int swapped_rgba_ssse3(const uint32_t *words, int width, uint8_t *out, uint32_t *partial) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m128i alpha_one = _mm_set1_epi32((int)0x01000000u), alpha = _mm_set1_epi32((int)0xFF000000u);
    // Alpha + 1 (wrapping) is 0 for 255 and 1 for 0, and more for any other.
    __m128i most = _mm_setzero_si128();
    int x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(words + x));
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 4), _mm_shuffle_epi8(p, order));
        most = _mm_max_epu8(most, _mm_and_si128(_mm_add_epi8(p, alpha_one), alpha));
    }
    __m128i over = _mm_cmpeq_epi8(_mm_max_epu8(most, _mm_set1_epi8(1)), _mm_set1_epi8(1));  // bytes at most 1
    if (_mm_movemask_epi8(over) != 0xFFFF) *partial = 1;
    return x;
}

// Each pixel's alpha + 1 (wrapping) in its top byte, the rest cleared: 0 for 255, 1 for 0,
// more for any other alpha.
__attribute__((target("avx2")))
static inline __m256i alpha_bumped_avx2(__m256i p) {
    return _mm256_and_si256(_mm256_add_epi8(p, _mm256_set1_epi32((int)0x01000000u)), _mm256_set1_epi32((int)0xFF000000u));
}

// Whether no pixel of `bumped` (alpha_bumped_avx2) has an alpha other than 0 and 255.
__attribute__((target("avx2")))
static inline int only_clear_or_opaque_avx2(__m256i bumped) {
    const __m256i ones = _mm256_set1_epi8(1);
    return (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_max_epu8(bumped, ones), ones)) == 0xFFFFFFFFu;
}

// swapped_rgba_ssse3 eight pixels at a time (the shuffle works within each 16-byte half).
__attribute__((target("avx2")))
static int swapped_rgba_avx2(const uint32_t *words, int width, uint8_t *out, uint32_t *partial) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                           2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    __m256i most = _mm256_setzero_si256();
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(words + x));
        _mm256_storeu_si256((__m256i *)(out + (size_t)x * 4), _mm256_shuffle_epi8(p, order));
        most = _mm256_max_epu8(most, alpha_bumped_avx2(p));
    }
    if (!only_clear_or_opaque_avx2(most)) *partial = 1;
    return x;
}

// From `x` (a multiple of 8), the start of the first eight pixels among which one has an alpha
// neither 0 nor 255, checked eight at a time; where eight whole pixels no longer fit, that
// place. The caller divides pixel by pixel from there.
__attribute__((target("avx2")))
static int next_partial_avx2(const uint32_t *words, int width, int x) {
    for (; x + 8 <= width; x += 8) {
        if (!only_clear_or_opaque_avx2(alpha_bumped_avx2(_mm256_loadu_si256((const __m256i *)(words + x))))) return x;
    }
    return x;
}
#endif

// One row as the PNG stores it: straight (not premultiplied) RGB or RGBA bytes. Rounded
// division, as Cairo's own writer does, so a save/load round trip of opaque pixels is exact.
// As RGB, whether every pixel of the row was in fact opaque, seen on the way (1 as RGBA).
int tpng_straight_row(const tpng_rows *rows, int y, uint8_t *out, int opaque) {
    const uint8_t *in = rows->pixels + (size_t)y * rows->stride;
    int width = rows->width;
    if (!rows->premultiplied) {
        if (!opaque) { memcpy(out, in, (size_t)width * 4); return 1; }
        uint8_t all = 0xFF;
        for (int x = 0; x < width; x++) {
            out[x * 3] = in[x * 4]; out[x * 3 + 1] = in[x * 4 + 1]; out[x * 3 + 2] = in[x * 4 + 2];
            all &= in[x * 4 + 3];
        }
        return all == 0xFF;
    }
    const uint32_t *words = (const uint32_t *)in;
    if (opaque) {
        // Four pixels make three whole words of RGB: shifts and three stores instead of
        // twelve byte stores (on the Rooted garden, about a quarter less time here).
        uint32_t all = 0xFFFFFFFFu;
        int x = 0;
#if defined(__x86_64__)
        if (has_ssse3()) x = opaque_rgb_ssse3(words, width, out, &all);
#endif
        for (; x + 4 <= width; x += 4) {
            all &= words[x] & words[x + 1] & words[x + 2] & words[x + 3];
            uint32_t p0 = rgb_of(words[x]), p1 = rgb_of(words[x + 1]);
            uint32_t p2 = rgb_of(words[x + 2]), p3 = rgb_of(words[x + 3]);
            uint32_t packed[3] = { p0 | p1 << 24, p1 >> 8 | p2 << 16, p2 >> 16 | p3 << 8 };
            memcpy(out + x * 3, packed, 12);  // little-endian machines only, as the rest of the engine
        }
        for (; x < width; x++) {
            uint32_t p = words[x];
            all &= p;
            out[x * 3] = (uint8_t)(p >> 16); out[x * 3 + 1] = (uint8_t)(p >> 8); out[x * 3 + 2] = (uint8_t)p;
        }
        return all >> 24 == 0xFF;
    }
    // First every pixel as if opaque or clear (a byte swap that vectorises), then the few
    // antialiased edge pixels again with the division.
    uint32_t *straight = (uint32_t *)out;
    uint32_t partial = 0;
    int done = 0;
#if defined(__x86_64__)
    if (has_avx2()) done = swapped_rgba_avx2(words, width, out, &partial);
    if (has_ssse3()) done += swapped_rgba_ssse3(words + done, width - done, out + (size_t)done * 4, &partial);
#endif
    for (int x = done; x < width; x++) {
        uint32_t p = words[x];
        uint32_t swapped = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
        memcpy(straight + x, &swapped, 4);  // RGBA in memory on a little-endian machine
        partial |= (uint32_t)((p >> 24) - 1u) < 254u;  // alpha neither 0 nor 255
    }
    if (!partial) return 1;
#if defined(__x86_64__)
    const int wide = has_avx2();
#endif
    for (int x = 0; x < width; x++) {
#if defined(__x86_64__)
        // Past eight clear or opaque pixels at a time (the antialiased ones are a row's few).
        if (wide && (x & 7) == 0) {
            x = next_partial_avx2(words, width, x);
            if (x >= width) break;
        }
#endif
        uint32_t a = words[x] >> 24;
        if (a == 0 || a == 255) continue;
        uint32_t p = words[x], r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        uint8_t *o = out + x * 4;
        o[0] = (uint8_t)((r * 255 + a / 2) / a);
        o[1] = (uint8_t)((g * 255 + a / 2) / a);
        o[2] = (uint8_t)((b * 255 + a / 2) / a);
    }
    return 1;
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

#if defined(__x86_64__)
// cost_sub_up's loop 32 bytes at a time from `i`; returns where it stopped, sums added.
__attribute__((target("avx2")))
static size_t cost_sub_up_avx2(const uint8_t *restrict cur, const uint8_t *restrict prev, size_t n, int bpp, size_t i,
                               uint64_t *s, uint64_t *u, uint8_t *restrict up_row) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i sums = zero, ups = zero;
    for (; i + 32 <= n; i += 32) {
        __m256i c = _mm256_loadu_si256((const __m256i *)(cur + i));
        __m256i left = _mm256_loadu_si256((const __m256i *)(cur + i - bpp));
        __m256i above = _mm256_loadu_si256((const __m256i *)(prev + i));
        __m256i ds = _mm256_sub_epi8(c, left), du = _mm256_sub_epi8(c, above);
        _mm256_storeu_si256((__m256i *)(up_row + i), du);
        sums = _mm256_add_epi64(sums, _mm256_sad_epu8(_mm256_min_epu8(ds, _mm256_sub_epi8(zero, ds)), zero));
        ups = _mm256_add_epi64(ups, _mm256_sad_epu8(_mm256_min_epu8(du, _mm256_sub_epi8(zero, du)), zero));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, sums);
    *s += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    _mm256_storeu_si256((__m256i *)lanes, ups);
    *u += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    return i;
}
#endif

// Sub's and Up's costs in one pass: the pair the default filter chooses between, for every
// row of every image. With SSE2 (every x86-64), |signed byte| is min(v, -v) as unsigned and
// psadbw adds sixteen of them at once. The Up row is written to `up_row` on the way, so a row
// that takes Up is not filtered a second time.
static void cost_sub_up(const uint8_t *restrict cur, const uint8_t *restrict prev, size_t n, int bpp,
                        uint32_t *sub, uint32_t *up, uint8_t *restrict up_row) {
    uint64_t s = 0, u = 0;
    size_t i = 0;
    for (; i < (size_t)bpp && i < n; i++) {
        uint8_t du = (uint8_t)(cur[i] - prev[i]);
        up_row[i] = du;
        s += magnitude(cur[i]);
        u += magnitude(du);
    }
#if defined(__x86_64__)
    if (has_avx2()) i = cost_sub_up_avx2(cur, prev, n, bpp, i, &s, &u, up_row);
#endif
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i sums = zero, ups = zero;
    for (; i + 16 <= n; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(cur + i));
        __m128i left = _mm_loadu_si128((const __m128i *)(cur + i - bpp));
        __m128i above = _mm_loadu_si128((const __m128i *)(prev + i));
        __m128i ds = _mm_sub_epi8(c, left), du = _mm_sub_epi8(c, above);
        _mm_storeu_si128((__m128i *)(up_row + i), du);
        sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_min_epu8(ds, _mm_sub_epi8(zero, ds)), zero));
        ups = _mm_add_epi64(ups, _mm_sad_epu8(_mm_min_epu8(du, _mm_sub_epi8(zero, du)), zero));
    }
    s += (uint64_t)_mm_cvtsi128_si64(sums) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
    u += (uint64_t)_mm_cvtsi128_si64(ups) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(ups, ups));
#endif
    for (; i < n; i++) {
        uint8_t du = (uint8_t)(cur[i] - prev[i]);
        up_row[i] = du;
        s += magnitude((uint8_t)(cur[i] - cur[i - bpp]));
        u += magnitude(du);
    }
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
// each row takes the one of lowest cost; a row equal to the one above is Up (all zeros).
void tpng_filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *out, size_t n, int bpp, int filters) {
    int allowed[5], count = 0;
    for (int type = 0; type <= 4; type++) if (filters & (TPNG_FILTER_NONE << type)) allowed[count++] = type;
    if (count == 1) { apply_filter(allowed[0], cur, prev, out, n, bpp); return; }
    uint32_t sub = UINT32_MAX, up = UINT32_MAX;
    // Up's bytes go straight to `out`, which Up's winning then leaves as it is.
    if (filters & (TPNG_FILTER_SUB | TPNG_FILTER_UP)) cost_sub_up(cur, prev, n, bpp, &sub, &up, out + 1);
    // Up costs nothing only for a row equal to the one above, which is written as Up (its
    // zeros already in `out`) whatever the other filters' costs: on a row of zeros None and
    // Sub cost nothing too, and coming first they would win the tie.
    if ((filters & TPNG_FILTER_UP) && up == 0) { out[0] = 2; return; }
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
    if (chosen == 2) { out[0] = 2; return; }  // written by cost_sub_up
    apply_filter(chosen, cur, prev, out, n, bpp);
}

void tpng_straight_rgba8(const tpng_rows *rows, uint8_t *rgba) {
    for (int y = 0; y < rows->height; y++) {
        tpng_straight_row(rows, y, rgba + (size_t)y * (size_t)rows->width * 4, 0);
    }
}
