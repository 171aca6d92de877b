#include "png_rows.h"

#include <stdlib.h>
#include <string.h>

// Whether a zlib stream's deflate data keeps to the rules zlib's inflate holds it to, reading
// only its Huffman codes and symbols (no bytes are produced: a stream of long matches, as an
// image's is, costs a small part of inflating it).
//
// The engine's PNG reader inflates with libdeflate, which is faster than zlib but forgives
// what zlib refuses: length symbols 286 and 287 and distance symbols 30 and 31, more than 286
// length or 30 distance codes declared, a repeat of code lengths running past their end, an
// incomplete code used where its missing half would be read. libpng reads with zlib, so a
// file breaking any of those is libpng's to refuse: the reader declines it. This check only
// has to be strict, never complete: a stream it doubts goes to libpng, which decides.

typedef struct {
    const uint8_t *next, *end;
    uint64_t bits;
    int count;      // bits held in `bits`
    int overrun;    // zero bytes supplied past the end
} reader;

static inline void refill(reader *r) {
    while (r->count <= 56) {
        uint64_t byte = 0;
        if (r->next < r->end) byte = *r->next++; else r->overrun++;
        r->bits |= byte << r->count;
        r->count += 8;
    }
}

static inline uint32_t take(reader *r, int n) {
    refill(r);
    uint32_t value = (uint32_t)(r->bits & ((1ull << n) - 1));
    r->bits >>= n;
    r->count -= n;
    return value;
}

// Bits consumed past the real end of the stream.
static inline int overran(const reader *r) { return r->overrun * 8 > r->count; }

enum { CODES, LENS, DISTS };

typedef struct {
    uint16_t *entries;   // (symbol << 4) | code length; 0 where no code lands
    int bits;            // the table is indexed by this many bits
} table;

// zlib's inflate_table rules: no over-subscribed code; an incomplete one only for lengths and
// distances made of a single one-bit code (its other half then decodes as invalid here, as
// zlib reports it). No codes at all is allowed (any use is invalid).
static int build(const uint8_t *lengths, int n, int kind, table *t, uint16_t *storage) {
    int count[16] = { 0 }, max = 0;
    for (int i = 0; i < n; i++) {
        count[lengths[i]]++;
        if (lengths[i] > max) max = lengths[i];
    }
    t->entries = storage;
    t->bits = max > 0 ? max : 1;
    memset(storage, 0, sizeof(uint16_t) << t->bits);
    if (max == 0) return 1;
    int left = 1;
    for (int length = 1; length <= 15; length++) {
        left = (left << 1) - count[length];
        if (left < 0) return 0;
    }
    if (left > 0 && (kind == CODES || max != 1)) return 0;
    // Canonical codes: each length's first code follows the last of the length before.
    int next[16] = { 0 }, code = 0;
    for (int length = 1; length <= 15; length++) {
        next[length] = code;
        code = (code + count[length]) << 1;
    }
    for (int symbol = 0; symbol < n; symbol++) {
        int length = lengths[symbol];
        if (length == 0) continue;
        uint32_t value = (uint32_t)next[length]++, reversed = 0;
        for (int i = 0; i < length; i++) reversed |= ((value >> i) & 1u) << (length - 1 - i);
        for (uint32_t i = reversed; i < (1u << t->bits); i += 1u << length) {
            t->entries[i] = (uint16_t)(symbol << 4 | length);
        }
    }
    return 1;
}

// The next symbol, or -1 where no code lands.
static inline int decode(reader *r, const table *t) {
    refill(r);
    uint16_t entry = t->entries[r->bits & ((1ull << t->bits) - 1)];
    if (entry == 0) return -1;
    r->bits >>= entry & 15;
    r->count -= entry & 15;
    return entry >> 4;
}

static const uint16_t length_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t length_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                          3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t distance_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                            257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                            8193, 12289, 16385, 24577 };
static const uint8_t distance_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                            7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

int tpng_deflate_is_strict(const uint8_t *stream, size_t length, size_t window, size_t expected,
                           size_t checkpoint, size_t most_left) {
    if (length < 2) return 0;
    int checked = 0;
    reader r = { .next = stream + 2, .end = stream + length };   // past zlib's two header bytes
    uint16_t *storage = malloc(sizeof(uint16_t) * 3 * 32768);
    if (!storage) return 0;
    table codes, lens, dists;
    uint8_t lengths[320];
    size_t produced = 0;
    int ok = 0, last = 0;
    while (!last) {
        last = (int)take(&r, 1);
        uint32_t type = take(&r, 2);
        if (type == 0) {
            // Stored: from the next byte boundary, LEN and its complement, then LEN bytes.
            take(&r, r.count & 7);
            uint32_t size = take(&r, 16), complement = take(&r, 16);
            if (overran(&r) || size != (~complement & 0xFFFFu)) goto done;
            // Hand back the whole bytes still held, then step over the stored bytes.
            const uint8_t *at = r.next - (r.count / 8) + r.overrun;
            if ((size_t)(r.end - at) < size) goto done;
            r.next = at + size;
            r.bits = 0;
            r.count = 0;
            r.overrun = 0;
            produced += size;
            if (!checked && produced >= checkpoint) {
                if ((size_t)(r.end - r.next) > most_left) goto done;
                checked = 1;
            }
            continue;
        }
        if (type == 3) goto done;
        int literals, distances;
        if (type == 1) {
            for (int i = 0; i < 288; i++) lengths[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
            for (int i = 0; i < 32; i++) lengths[288 + i] = 5;
            literals = 288;
            distances = 32;   // codes 30 and 31 are read as invalid below, as zlib does
        } else {
            literals = (int)take(&r, 5) + 257;
            distances = (int)take(&r, 5) + 1;
            int code_lengths = (int)take(&r, 4) + 4;
            if (literals > 286 || distances > 30) goto done;   // zlib: too many length or distance symbols
            static const uint8_t order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };
            uint8_t code_code[19] = { 0 };
            for (int i = 0; i < code_lengths; i++) code_code[order[i]] = (uint8_t)take(&r, 3);
            if (!build(code_code, 19, CODES, &codes, storage)) goto done;
            int total = literals + distances;
            for (int i = 0; i < total;) {
                int symbol = decode(&r, &codes);
                if (symbol < 0) goto done;
                if (symbol < 16) { lengths[i++] = (uint8_t)symbol; continue; }
                int repeat;
                uint8_t value = 0;
                if (symbol == 16) {
                    if (i == 0) goto done;
                    value = lengths[i - 1];
                    repeat = 3 + (int)take(&r, 2);
                } else if (symbol == 17) {
                    repeat = 3 + (int)take(&r, 3);
                } else {
                    repeat = 11 + (int)take(&r, 7);
                }
                if (i + repeat > total) goto done;   // zlib: invalid bit length repeat
                while (repeat--) lengths[i++] = value;
            }
            if (lengths[256] == 0) goto done;   // zlib: missing end-of-block
            if (overran(&r)) goto done;
        }
        if (!build(lengths, literals, LENS, &lens, storage + 32768)) goto done;
        if (!build(lengths + literals, distances, DISTS, &dists, storage + 2 * 32768)) goto done;
        for (;;) {
            int symbol = decode(&r, &lens);
            if (symbol < 0 || symbol > 285) goto done;
            if (symbol < 256) {
                // Checked here too: past the end the reader supplies zero bits, and where those
                // decode as a literal a stream cut short would otherwise loop for ever.
                if (++produced > expected || overran(&r)) goto done;
            } else if (symbol == 256) {
                break;
            } else {
                size_t run = length_base[symbol - 257] + take(&r, length_extra[symbol - 257]);
                int code = decode(&r, &dists);
                if (code < 0 || code > 29) goto done;
                size_t distance = distance_base[code] + take(&r, distance_extra[code]);
                if (distance > produced || distance > window) goto done;   // zlib: too far back
                produced += run;
                if (produced > expected || overran(&r)) goto done;
            }
            // Where the last row starts, as much compressed data may be left as the libpng
            // bridge allows at that point (png_bridge.c), and no more.
            if (!checked && produced >= checkpoint) {
                size_t held = (size_t)(r.count / 8) - (size_t)r.overrun;
                if ((size_t)(r.end - r.next) + held > most_left) goto done;
                checked = 1;
            }
        }
        if (overran(&r) || produced > expected) goto done;
    }
    ok = produced == expected && !overran(&r) && checked;
done:
    free(storage);
    return ok;
}
