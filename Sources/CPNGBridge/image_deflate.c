#include "image_deflate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#ifndef TPNG_CHAIN_DEPTH
#define TPNG_CHAIN_DEPTH 8
#endif
// The look one byte ahead for a longer match walks a shorter chain: on Bloom's widget that
// is 17% less time for 1% more bytes (0.3% more over all the goldens).
#ifndef TPNG_LAZY_DEPTH
#define TPNG_LAZY_DEPTH 2
#endif
#ifndef TPNG_LAZY
#define TPNG_LAZY 32
#endif

// A deflate (RFC 1951) compressor for filtered PNG rows. General compressors search for
// matches at every byte; rendered images are mostly flat colour, which the PNG filters turn
// into long runs that repeat the byte before or the row above. So this one tries those two
// distances first, then a short hash chain for repeated shapes such as glyphs, with zlib's
// lazy matching. Matches are extended sixteen bytes at a time, so a flat area costs a few
// instructions per 258 bytes. Symbols are Huffman-coded in blocks with their own dynamic
// codes, the way zlib does. It compresses an image in independent segments (see
// png_writer.c), each with a fresh hash table but able to refer back into the rows before
// it. On the reference scenes it is several times faster than zlib's level 6 and as small;
// the tests decode every file it writes with zlib (through libpng).

enum {
    WINDOW = 32768,
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    HASH_BITS = 15,
    LAZY_LENGTH = TPNG_LAZY,
    LAZY_DEPTH = TPNG_LAZY_DEPTH,
    CHAIN_DEPTH = TPNG_CHAIN_DEPTH,
    BLOCK_SYMBOLS = 1 << 16,
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    CODELEN_CODES = 19,
};

// ---------------------------------------------------------------- length and distance codes
static const uint16_t length_base[29] = {
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258 };
static const uint8_t length_extra[29] = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t dist_base[30] = {
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const uint8_t dist_extra[30] = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
static const uint8_t codelen_order[CODELEN_CODES] = {
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

static uint8_t length_code_of[MAX_MATCH + 1];   // length -> code index 0..28
static uint8_t dist_code_small[512];            // distance-1 < 256, and (distance-1) >> 7 above

static void build_tables(void) {
    for (int code = 0; code < 29; code++) {
        int last = code == 28 ? 258 : length_base[code] + (1 << length_extra[code]) - 1;
        if (code == 27) last = 257;  // 258 has its own code
        for (int length = length_base[code]; length <= last && length <= MAX_MATCH; length++) {
            length_code_of[length] = (uint8_t)code;
        }
    }
    for (int code = 0; code < 30; code++) {
        int first = dist_base[code], last = first + (1 << dist_extra[code]) - 1;
        for (int d = first; d <= last; d++) {
            if (d <= 256) dist_code_small[d - 1] = (uint8_t)code;
            else dist_code_small[256 + ((d - 1) >> 7)] = (uint8_t)code;
        }
    }
}

static inline int dist_code(int distance) {
    return distance <= 256 ? dist_code_small[distance - 1] : dist_code_small[256 + ((distance - 1) >> 7)];
}

// ---------------------------------------------------------------- bits
// Bits go out least significant first through a 64-bit accumulator, stored eight bytes at a
// time: the caller checks once per block that the block fits, so each symbol costs a shift,
// an OR and an unaligned store, with no bounds test. `end` keeps 8 bytes of slack beyond the
// last byte a block may need.
typedef struct {
    uint8_t *out, *start, *end;
    uint64_t bits;
    int count;
    int overflow;
} bit_writer;

static inline void put_bits(bit_writer *w, uint64_t value, int count) {
    w->bits |= value << w->count;
    w->count += count;
}

// Writes the whole bytes held; at most 56 bits may be pending before each call.
static inline void drain(bit_writer *w) {
    uint64_t bits = w->bits;
    memcpy(w->out, &bits, 8);  // little-endian machines only, as the rest of the engine
    int bytes = w->count >> 3;
    w->out += bytes;
    w->bits = bytes == 8 ? 0 : bits >> (bytes * 8);
    w->count &= 7;
}

static int room_for(bit_writer *w, size_t bytes) {
    if ((size_t)(w->end - w->out) < bytes + 16) { w->overflow = 1; return 0; }
    return 1;
}

static void align_to_byte(bit_writer *w) {
    if (!room_for(w, 8)) return;
    w->count = (w->count + 7) & ~7;
    drain(w);
}

static void put_bytes(bit_writer *w, const uint8_t *bytes, size_t length) {
    if (!room_for(w, length)) return;
    memcpy(w->out, bytes, length);
    w->out += length;
}

// ---------------------------------------------------------------- Huffman codes
typedef struct { uint32_t key; uint16_t symbol; } sym_freq;

// Sorts by ascending frequency, keeping symbol order among equals: a radix sort, stable, on
// the low 24 bits (a block has at most BLOCK_SYMBOLS + 1 symbols). qsort's comparator calls
// cost more than the rest of building a block's codes.
static void sort_by_frequency(sym_freq *list, int n) {
    sym_freq spare[LITLEN_CODES];
    sym_freq *from = list, *to = spare;
    for (int shift = 0; shift < 24; shift += 8) {
        int start[257] = { 0 };
        for (int i = 0; i < n; i++) start[((from[i].key >> shift) & 0xFF) + 1]++;
        for (int d = 0; d < 256; d++) start[d + 1] += start[d];
        for (int i = 0; i < n; i++) to[start[(from[i].key >> shift) & 0xFF]++] = from[i];
        sym_freq *swap = from; from = to; to = swap;
    }
    if (from != list) memcpy(list, from, sizeof(sym_freq) * (size_t)n);
}

// Moffat and Katajainen's in-place minimum-redundancy code: `a` sorted by ascending
// frequency in, code lengths out (in the same order, so descending).
static void minimum_redundancy(sym_freq *a, int n) {
    if (n == 1) { a[0].key = 1; return; }
    a[0].key += a[1].key;
    int root = 0, leaf = 2;
    for (int next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root].key < a[leaf].key) { a[next].key = a[root].key; a[root++].key = (uint32_t)next; }
        else a[next].key = a[leaf++].key;
        if (leaf >= n || (root < next && a[root].key < a[leaf].key)) {
            a[next].key += a[root].key;
            a[root++].key = (uint32_t)next;
        } else {
            a[next].key += a[leaf++].key;
        }
    }
    a[n - 2].key = 0;
    for (int next = n - 3; next >= 0; next--) a[next].key = a[a[next].key].key + 1;
    int available = 1, used = 0, depth = 0, root2 = n - 2, next = n - 1;
    while (available > 0) {
        while (root2 >= 0 && (int)a[root2].key == depth) { used++; root2--; }
        while (available > used) { a[next--].key = (uint32_t)depth; available--; }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

// Code lengths of at most `limit` bits for `n` symbols. Every alphabet gets at least two
// codes, so each code is complete, as zlib's inflate wants.
static void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    sym_freq list[LITLEN_CODES];
    int used = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++) if (freq[s]) list[used++] = (sym_freq){ freq[s], (uint16_t)s };
    for (int s = 0; used < 2; s++) {
        if (!freq[s]) list[used++] = (sym_freq){ 1, (uint16_t)s };
    }
    sort_by_frequency(list, used);
    minimum_redundancy(list, used);
    int per_length[33] = { 0 };
    for (int i = 0; i < used; i++) per_length[list[i].key > 32 ? 32 : list[i].key]++;
    // Too deep: fold the long codes into `limit` bits, then restore Kraft's equality by
    // lengthening the shortest codes that can give room (miniz's method).
    for (int i = limit + 1; i <= 32; i++) { per_length[limit] += per_length[i]; per_length[i] = 0; }
    uint32_t total = 0;
    for (int i = limit; i > 0; i--) total += (uint32_t)per_length[i] << (limit - i);
    while (total != (1u << limit)) {
        per_length[limit]--;
        for (int i = limit - 1; i > 0; i--) {
            if (per_length[i]) { per_length[i]--; per_length[i + 1] += 2; break; }
        }
        total--;
    }
    // The rarest symbols (first in `list`) take the longest codes.
    int index = 0;
    for (int length = limit; length > 0; length--) {
        for (int k = 0; k < per_length[length]; k++) lengths[list[index++].symbol] = (uint8_t)length;
    }
}

// Canonical codes (RFC 1951 3.2.2), bit-reversed because deflate sends codes from their top bit.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = { 0 };
    uint16_t next[16];
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) { code = (uint16_t)((code + count[bits - 1]) << 1); next[bits] = code; }
    for (int s = 0; s < n; s++) {
        int length = lengths[s];
        if (!length) { codes[s] = 0; continue; }
        uint16_t c = next[length]++, reversed = 0;
        for (int i = 0; i < length; i++) { reversed = (uint16_t)((reversed << 1) | (c & 1)); c >>= 1; }
        codes[s] = reversed;
    }
}

// ---------------------------------------------------------------- blocks
// One 32-bit word per symbol: a literal is its byte; a match is its distance (1-32767) above
// bit 9 and its length (3-258) below.
typedef struct {
    uint32_t *symbols;
    int count;
    uint32_t litlen_freq[LITLEN_CODES];
    uint32_t dist_freq[DIST_CODES];
} block;

static void write_stored(bit_writer *w, const uint8_t *in, size_t length, int final) {
    do {
        size_t part = length > 65535 ? 65535 : length;
        length -= part;
        put_bits(w, (final && length == 0) ? 1 : 0, 1);
        put_bits(w, 0, 2);
        align_to_byte(w);
        uint8_t header[4] = { (uint8_t)part, (uint8_t)(part >> 8), (uint8_t)~part, (uint8_t)(~part >> 8) };
        put_bytes(w, header, 4);
        put_bytes(w, in, part);
        in += part;
    } while (length > 0);
}

// Writes the block's symbols with its own dynamic codes, or stored if that is smaller.
static void flush_block(bit_writer *w, block *b, const uint8_t *raw, size_t raw_length, int final) {
    b->litlen_freq[256]++;  // end of block
    uint8_t lengths[LITLEN_CODES + DIST_CODES];
    uint8_t *litlen_lengths = lengths, *dist_lengths = lengths + LITLEN_CODES;
    code_lengths(b->litlen_freq, LITLEN_CODES, 15, litlen_lengths);
    code_lengths(b->dist_freq, DIST_CODES, 15, dist_lengths);
    int hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && !litlen_lengths[hlit - 1]) hlit--;
    while (hdist > 1 && !dist_lengths[hdist - 1]) hdist--;

    // The code lengths, run-length coded with symbols 16 (repeat), 17 and 18 (zeros).
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, litlen_lengths, (size_t)hlit);
    memcpy(all + hlit, dist_lengths, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t rle_symbol[LITLEN_CODES + DIST_CODES], rle_extra[LITLEN_CODES + DIST_CODES];
    int rle_count = 0;
    uint32_t codelen_freq[CODELEN_CODES] = { 0 };
    for (int i = 0; i < total;) {
        int value = all[i], run = 1;
        while (i + run < total && all[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) { int r = left > 138 ? 138 : left; rle_symbol[rle_count] = 18; rle_extra[rle_count++] = (uint8_t)(r - 11); left -= r; }
            if (left >= 3) { rle_symbol[rle_count] = 17; rle_extra[rle_count++] = (uint8_t)(left - 3); left = 0; }
        } else {
            rle_symbol[rle_count] = (uint8_t)value; rle_extra[rle_count++] = 0; left--;
            while (left >= 3) { int r = left > 6 ? 6 : left; rle_symbol[rle_count] = 16; rle_extra[rle_count++] = (uint8_t)(r - 3); left -= r; }
        }
        while (left-- > 0) { rle_symbol[rle_count] = (uint8_t)value; rle_extra[rle_count++] = 0; }
        i += run;
    }
    for (int i = 0; i < rle_count; i++) codelen_freq[rle_symbol[i]]++;
    uint8_t codelen_lengths[CODELEN_CODES];
    code_lengths(codelen_freq, CODELEN_CODES, 7, codelen_lengths);
    int hclen = CODELEN_CODES;
    while (hclen > 4 && !codelen_lengths[codelen_order[hclen - 1]]) hclen--;

    // Size in bits of the dynamic block, to compare with storing the bytes as they are.
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < rle_count; i++) {
        int s = rle_symbol[i];
        bits += codelen_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    for (int s = 0; s < LITLEN_CODES; s++) {
        if (!b->litlen_freq[s]) continue;
        bits += (uint64_t)b->litlen_freq[s] * (litlen_lengths[s] + (s > 256 ? length_extra[s - 257] : 0));
    }
    for (int s = 0; s < DIST_CODES; s++) bits += (uint64_t)b->dist_freq[s] * (dist_lengths[s] + dist_extra[s]);
    if (bits / 8 + 8 >= raw_length + 5 * (raw_length / 65535 + 1)) {
        write_stored(w, raw, raw_length, final);
        return;
    }
    if (!room_for(w, bits / 8 + 8)) return;

    uint16_t litlen_codes[LITLEN_CODES], dist_codes[DIST_CODES], codelen_codes[CODELEN_CODES];
    canonical_codes(litlen_lengths, LITLEN_CODES, litlen_codes);
    canonical_codes(dist_lengths, DIST_CODES, dist_codes);
    canonical_codes(codelen_lengths, CODELEN_CODES, codelen_codes);

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);  // dynamic Huffman codes
    put_bits(w, (uint32_t)(hlit - 257), 5);
    put_bits(w, (uint32_t)(hdist - 1), 5);
    put_bits(w, (uint32_t)(hclen - 4), 4);
    drain(w);
    for (int i = 0; i < hclen; i++) { put_bits(w, codelen_lengths[codelen_order[i]], 3); drain(w); }
    for (int i = 0; i < rle_count; i++) {
        int s = rle_symbol[i];
        put_bits(w, codelen_codes[s], codelen_lengths[s]);
        if (s == 16) put_bits(w, rle_extra[i], 2);
        else if (s == 17) put_bits(w, rle_extra[i], 3);
        else if (s == 18) put_bits(w, rle_extra[i], 7);
        drain(w);
    }

    // Each length's code and extra bits as one value, so a match is two puts.
    uint32_t length_bits[MAX_MATCH + 1];
    uint8_t length_count[MAX_MATCH + 1];
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        int code = length_code_of[length], symbol = 257 + code;
        length_bits[length] = litlen_codes[symbol] | (uint32_t)(length - length_base[code]) << litlen_lengths[symbol];
        length_count[length] = (uint8_t)(litlen_lengths[symbol] + length_extra[code]);
    }
    // The writer goes through the symbols as a local copy: its bytes are stored through a byte
    // pointer, which may alias anything reachable through `w`, so through `w` its fields were
    // read and written back around every symbol.
    bit_writer local = *w;
    const uint32_t *symbols = b->symbols;
    for (int i = 0; i < b->count; i++) {
        uint32_t symbol = symbols[i];
        uint32_t distance = symbol >> 9, low = symbol & 511;
        if (!distance) {
            put_bits(&local, litlen_codes[low], litlen_lengths[low]);
        } else {
            put_bits(&local, length_bits[low], length_count[low]);
            int dcode = dist_code((int)distance);
            put_bits(&local, dist_codes[dcode] | (uint64_t)(distance - dist_base[dcode]) << dist_lengths[dcode],
                     dist_lengths[dcode] + dist_extra[dcode]);
        }
        drain(&local);
    }
    put_bits(&local, litlen_codes[256], litlen_lengths[256]);
    drain(&local);
    *w = local;
}

// ---------------------------------------------------------------- matching
static inline uint32_t read32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t read64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

// How many bytes at `a` equal those at `b` (b < a), up to `limit`: sixteen at a time with
// SSE2 (every x86-64), since flat areas extend matches of 258 bytes over and over.
static inline int match_length(const uint8_t *a, const uint8_t *b, int limit) {
    int n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + __builtin_ctz(differ);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t x = read64(a + n) ^ read64(b + n);
        if (x) return n + (__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

static inline uint32_t hash4(const uint8_t *p) { return (read32(p) * 2654435761u) >> (32 - HASH_BITS); }

// The segment being compressed: `in` from its first byte of history; positions are offsets
// into it. head and chain hold `base` + position + 1, and every segment's base is more than
// a window past the last value the one before it stored, so what an earlier segment or image
// left in the table is out of reach, as if the table had been cleared (128 KiB cleared per
// segment was 3-16% of an image's encoding time). `base` is a multiple of WINDOW, so a stored
// value less one, masked, is the position's chain slot.
typedef struct {
    const uint8_t *in;
    size_t end;
    int row;
    uint32_t *head, *chain;
    uint32_t base;
} matcher;

static inline void insert(matcher *m, size_t at) {
    uint32_t h = hash4(m->in + at), stored = m->base + (uint32_t)at + 1;
    m->chain[(stored - 1) & (WINDOW - 1)] = m->head[h];
    m->head[h] = stored;
}

// The longest match at `i` (0 if none): the byte before, the row above, then a short chain of
// earlier places with the same four bytes, enough to find a glyph or shape drawn before and
// cheap because flat areas end the search at once. Records `i` in the hash chains.
// Always inlined: called from two places, the compiler kept it a function, and the matcher's
// fields went through memory on every call; inlined, with each call's depth a constant, Bloom's
// widget encodes 17% faster (the same bytes).
static inline __attribute__((always_inline)) int find_match(matcher *m, size_t i, int *distance, int depth_limit) {
    const uint8_t *in = m->in;
    size_t room = m->end - i;
    int limit = room < MAX_MATCH ? (int)room : MAX_MATCH;
    int best = 0;
    if (i >= 1) {
        int n = match_length(in + i, in + i - 1, limit);
        if (n > best) { best = n; *distance = 1; }
    }
    if (m->row && i >= (size_t)m->row && best < limit) {
        int n = match_length(in + i, in + i - m->row, limit);
        if (n > best) { best = n; *distance = m->row; }
    }
    if (room >= 4) {
        const uint8_t *here = in + i;
        uint32_t h = hash4(here), stored = m->base + (uint32_t)i + 1;
        uint32_t candidate = m->head[h];
        m->head[h] = stored;
        m->chain[(stored - 1) & (WINDOW - 1)] = candidate;
        for (int depth = 0; depth < depth_limit && best < limit; depth++) {
            uint32_t d = stored - candidate;  // an earlier segment's entry is out of reach
            if (d >= WINDOW) break;
            // Past 16 bytes, the one byte that decides whether a candidate can beat the best
            // rejects it cheaply. Below, that test mispredicted on most candidates in noisy rows
            // (a plant's shading), and match_length's first 16-byte compare answers at once.
            if (d > 1 && (best < 16 || here[best - (int)d] == here[best])) {
                int n = match_length(here, here - d, limit);
                if (n > best) { best = n; *distance = (int)d; }
            }
            candidate = m->chain[(candidate - 1) & (WINDOW - 1)];
        }
    }
    return best;
}

// A match pays for itself from 3 bytes, or 4 when far away (its distance code is long).
static inline int worth(int distance) { return MIN_MATCH + (distance > 4096); }

// `count` is the block's count of symbols, kept by the caller in a local of its own: `b`'s
// address goes to flush_block, so a count in `b` was read again after every store of a symbol.
static inline void add_literal(block *b, int *count, uint8_t byte) {
    b->symbols[(*count)++] = byte;
    b->litlen_freq[byte]++;
}

static inline void add_match(block *b, int *count, int length, int distance) {
    b->symbols[(*count)++] = (uint32_t)distance << 9 | (uint32_t)length;
    b->litlen_freq[257 + length_code_of[length]]++;
    b->dist_freq[dist_code(distance)]++;
}

// ---------------------------------------------------------------- segments
struct tpng_deflater {
    uint32_t *head, *chain, *symbols;
    uint32_t base;  // added to the positions of the next segment's bytes (see matcher)
};

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

tpng_deflater *tpng_deflater_new(void) {
    pthread_once(&tables_once, build_tables);
    tpng_deflater *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    d->head = malloc(sizeof(uint32_t) << HASH_BITS);
    d->chain = malloc(sizeof(uint32_t) * WINDOW);
    d->symbols = malloc(sizeof(uint32_t) * BLOCK_SYMBOLS);
    if (!d->head || !d->chain || !d->symbols) { tpng_deflater_free(d); return NULL; }
    memset(d->head, 0, sizeof(uint32_t) << HASH_BITS);
    d->base = WINDOW;  // so the zeros are out of reach too
    return d;
}

void tpng_deflater_free(tpng_deflater *d) {
    if (!d) return;
    free(d->head); free(d->chain); free(d->symbols);
    free(d);
}

size_t tpng_deflate_segment_bound(size_t length) {
    // The worst case is every block stored: 5 bytes per 64 KiB part, and a block (at most
    // BLOCK_SYMBOLS symbols) may add one more part per 64 Ki input bytes. Then the closing
    // empty stored block and the bit writer's slack.
    return length + 10 * (length / 65535 + 1) + 8 + 24;
}

size_t tpng_deflate_segment(tpng_deflater *d, const uint8_t *in, size_t start, size_t end,
                            size_t row_distance, int last, uint8_t *out, size_t capacity) {
    // In effect a fresh hash table for every segment: a segment's bytes never depend on how
    // the ones before it were compressed, so segments can be compressed in any order, on any
    // thread. The history before `start` is still in reach through the byte before and the
    // row above. Entries of earlier segments are out of reach by `base` (see matcher); only
    // when the base passes 2^30 is the table really cleared.
    if (end >= UINT32_MAX / 4 || d->base > UINT32_MAX / 4) {
        memset(d->head, 0, sizeof(uint32_t) << HASH_BITS);
        d->base = WINDOW;
    }
    block b = { .symbols = d->symbols };
    bit_writer w = { .out = out, .start = out, .end = out + capacity };

    int row = row_distance > 0 && row_distance <= WINDOW ? (int)row_distance : 0;
    matcher m = { .in = in, .end = end, .row = row, .head = d->head, .chain = d->chain, .base = d->base };
    // Every value this segment stores (at most base + end) is then more than WINDOW below the
    // next segment's least.
    d->base += (((uint32_t)end + WINDOW) & ~(uint32_t)(WINDOW - 1)) + WINDOW;
    if (end >= UINT32_MAX / 4) d->base = UINT32_MAX;  // (a row of gigabytes) the next one clears
    size_t i = start, block_start = start;
    int pending = 0, best = 0, distance = 0;
    int count = 0;  // b.count (see add_literal)
    while (i < end) {
        if (!pending) best = find_match(&m, i, &distance, CHAIN_DEPTH);
        pending = 0;
        if (best >= worth(distance)) {
            // Lazy matching, as zlib does: if the next byte starts a longer match, this byte
            // goes out as a literal and that match is taken instead.
            if (best < LAZY_LENGTH && i + 1 < end) {
                int next_distance = 0, next = find_match(&m, i + 1, &next_distance, LAZY_DEPTH);
                if (next > best && next >= worth(next_distance)) {
                    add_literal(&b, &count, in[i]);
                    i++;
                    best = next;
                    distance = next_distance;
                    pending = 1;
                    goto flush;
                }
            }
            add_match(&b, &count, best, distance);
            // Remember where the match ends, so the next repeat of this shape finds it.
            if (best >= 8 && i + best + 4 <= end) insert(&m, i + (size_t)best - 4);
            i += (size_t)best;
        } else {
            add_literal(&b, &count, in[i]);
            i++;
        }
    flush:
        if (count == BLOCK_SYMBOLS) {
            b.count = count;
            flush_block(&w, &b, in + block_start, i - block_start, last && i == end);
            block_start = i;
            count = 0;
            memset(b.litlen_freq, 0, sizeof b.litlen_freq);
            memset(b.dist_freq, 0, sizeof b.dist_freq);
        }
    }
    b.count = count;
    if (b.count > 0 || (last && block_start == end && i == start)) {
        flush_block(&w, &b, in + block_start, i - block_start, last);
    }
    if (!last) {
        // An empty stored block ends the segment on a byte boundary (zlib's sync flush), so
        // the next segment's bytes follow as they are.
        put_bits(&w, 0, 3);
        align_to_byte(&w);
        put_bytes(&w, (const uint8_t[]){ 0, 0, 0xFF, 0xFF }, 4);
    } else {
        align_to_byte(&w);
    }
    return w.overflow ? 0 : (size_t)(w.out - w.start);
}
