#include "CPNGBridge.h"
#include "image_deflate.h"
#include "png_rows.h"
#include "task_pool.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The PNG writer. libpng's writer spends most of its time in zlib; profiles of the reference
// scenes put 70-80% of a render there. This one turns rows into filtered bytes itself
// (png_rows.c) and compresses them with the image-tuned deflater (image_deflate.c), segment by
// segment, on one thread or several (task_pool.c), or with libdeflate at a fixed level for
// sprite sheets. The container (the signature, IHDR, iTXt, IDAT and IEND chunks with their
// CRCs) is simple enough to write here.

// ---------------------------------------------------------------- working memory per thread
// Allocating a libdeflate compressor costs more than compressing a small widget, and fresh
// buffers of several hundred kilobytes per image cost the kernel's page faults and zeroing,
// so each thread keeps its own; batch workers are threads, and the key's destructor frees them.
typedef struct {
    struct libdeflate_compressor *by_level[13];
    tpng_deflater *deflater;
    uint8_t *filtered;  // a segment's filtered rows, with the rows before it that matches reach
    size_t filtered_size;
    uint8_t *lines;     // two straight rows: the one above and this one
    size_t lines_size;
    int buffered_first; // the first row in `filtered`
    uint8_t *above;     // the line holding the straight copy of the last row filtered
} thread_memory;

static pthread_key_t memory_key;
static pthread_once_t memory_once = PTHREAD_ONCE_INIT;

static void free_memory(void *pointer) {
    thread_memory *memory = pointer;
    for (int i = 0; i < 13; i++) {
        if (memory->by_level[i]) libdeflate_free_compressor(memory->by_level[i]);
    }
    tpng_deflater_free(memory->deflater);
    free(memory->filtered);
    free(memory->lines);
    free(memory);
}

static void make_key(void) { pthread_key_create(&memory_key, free_memory); }

static thread_memory *this_thread(void) {
    pthread_once(&memory_once, make_key);
    thread_memory *memory = pthread_getspecific(memory_key);
    if (!memory) {
        memory = calloc(1, sizeof(thread_memory));
        if (!memory) return NULL;
        pthread_setspecific(memory_key, memory);
    }
    return memory;
}

static struct libdeflate_compressor *compressor(thread_memory *memory, int level) {
    if (!memory->by_level[level]) memory->by_level[level] = libdeflate_alloc_compressor(level);
    return memory->by_level[level];
}

// Grows `*buffer` to at least `size` bytes, keeping its contents when `keep` is set.
static uint8_t *grown(uint8_t **buffer, size_t *capacity, size_t size, int keep) {
    if (*capacity >= size) return *buffer;
    uint8_t *bigger = keep ? realloc(*buffer, size) : malloc(size);
    if (!bigger) return NULL;
    if (!keep) free(*buffer);
    *buffer = bigger;
    *capacity = size;
    return bigger;
}

// Kept between images only up to this size: a whole image filtered for libdeflate (sprite
// sheets) is let go at once, so a thread's memory does not stay at its largest image.
enum { FILTERED_KEPT = 4 << 20 };

static void release_large_buffers(thread_memory *memory) {
    if (memory->filtered_size > FILTERED_KEPT) {
        free(memory->filtered);
        memory->filtered = NULL;
        memory->filtered_size = 0;
    }
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

// ---------------------------------------------------------------- segments
// The image-tuned deflater works through the image in segments of whole rows, about
// SEGMENT_BYTES of filtered data each: a segment is filtered and compressed while it is still
// in the core's cache, and no filtered copy of the whole image is made (a year-long history
// screen is 63 MB of pixels). Each segment is compressed on its own (image_deflate.h), so the
// file's bytes depend only on the pixels and this size.
#ifndef TPNG_SEGMENT
#define TPNG_SEGMENT (256 << 10)
#endif
enum { SEGMENT_BYTES = TPNG_SEGMENT, WINDOW_BYTES = 32768 };

typedef struct {
    const tpng_rows *rows;     // the rows at hand: the whole image, or a strip of it
    int row0;                  // the image row that is `rows`' first
    int height;                // the image's
    int opaque, bpp, filters;
    size_t rowbytes, stride;   // a row's bytes, and with its filter byte
    int rows_per_segment, segments;
    int history_rows;          // rows before a segment that its matches may reach
    int *translucent;          // set when an RGB plan meets a pixel that is not opaque (or NULL)
} plan;

static plan make_plan(int width, int height, int opaque, int filters) {
    plan p = { .height = height, .opaque = opaque, .bpp = opaque ? 3 : 4, .filters = filters };
    p.rowbytes = (size_t)width * (size_t)p.bpp;
    p.stride = p.rowbytes + 1;
    size_t per = SEGMENT_BYTES / p.stride;
    p.rows_per_segment = per < 1 ? 1 : per > (size_t)height ? height : (int)per;
    p.segments = (height + p.rows_per_segment - 1) / p.rows_per_segment;
    p.history_rows = (int)((WINDOW_BYTES + p.stride - 1) / p.stride);
    return p;
}

// An RGB plan has met a pixel that is not opaque: the image must be written as RGBA.
static int met_translucent(const plan *p) {
    if (p->translucent) __atomic_store_n(p->translucent, 1, __ATOMIC_RELAXED);
    return 1;
}

// Adler-32 of a row repeating the one above once filtered: the filter byte 2, then `zeros`.
static uint32_t adler32_of_up_zeros(uint32_t adler, size_t zeros) {
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
    a = (a + 2) % 65521;
    b = (b + a + (uint64_t)(zeros % 65521) * a) % 65521;
    return (uint32_t)(b << 16 | a);
}

// Filters rows [first, last) into `out`, one stride apart. `prev` holds the straight row
// above `first` (zeros above the first row) and `cur` is scratch; on return `prev` holds the
// straight row `last - 1`. The filtered rows from `counted` on are added to `*adler`. Returns
// 1 (stopping) when an RGB plan meets a pixel that is not opaque: opacity is checked as rows
// are converted, not in a pass of its own.
static int filter_rows(const plan *p, int first, int last, uint8_t *out, uint8_t **prev, uint8_t **cur,
                       int counted, uint32_t *adler) {
    // A row whose pixels are the row above's has the same straight bytes, which every filter
    // choice that allows Up writes as Up and zeros (tpng_filter_row): so it is written so
    // without being converted. Pixel art enlarged by a whole factor, and flat backgrounds, are
    // mostly such rows (five in six of the Rooted garden's): converting them, then comparing
    // the converted bytes, was about a seventh of its encoding. The row above is among the rows
    // at hand whenever `prev` holds it (it is the one `prev` was made from).
    // Its Adler-32 is worked out, not summed byte by byte; the other rows are summed in runs.
    size_t pixel_bytes = (size_t)p->rows->width * 4;
    int repeats_allowed = (p->filters & TPNG_FILTER_UP) != 0 && tpng_shortcuts_allowed();
    int unsummed = counted > first ? counted : first;  // the first counted row not yet in *adler
    for (int y = first; y < last; y++) {
        const uint8_t *here = p->rows->pixels + (size_t)(y - p->row0) * (size_t)p->rows->stride;
        uint8_t *row = out + (size_t)(y - first) * p->stride;
        if (repeats_allowed && y > p->row0 && memcmp(here, here - p->rows->stride, pixel_bytes) == 0) {
            row[0] = 2;
            memset(row + 1, 0, p->rowbytes);
            if (y >= counted) {
                if (unsummed < y) *adler = libdeflate_adler32(*adler, out + (size_t)(unsummed - first) * p->stride,
                                                              (size_t)(y - unsummed) * p->stride);
                *adler = adler32_of_up_zeros(*adler, p->rowbytes);
                unsummed = y + 1;
            }
            continue;  // `prev` holds this row's straight bytes, and was checked for opacity
        }
        if (!tpng_straight_row(p->rows, y - p->row0, *cur, p->opaque)) return met_translucent(p);
        tpng_filter_row(*cur, *prev, row, p->rowbytes, p->bpp, p->filters);
        uint8_t *swap = *prev; *prev = *cur; *cur = swap;
    }
    if (unsummed < last) *adler = libdeflate_adler32(*adler, out + (size_t)(unsummed - first) * p->stride,
                                                     (size_t)(last - unsummed) * p->stride);
    return 0;
}

// Filters segment `s`, after the rows before it that its matches may reach, into this
// thread's buffer, and compresses it into `out`. `follows`: this thread has just done
// segment s - 1, so those rows are in its buffer already and are moved, not filtered again.
// Returns the compressed length (0 when memory or `capacity` ran out) and the segment's Adler-32.
static size_t encode_segment(const plan *p, int s, int follows, thread_memory *m,
                             uint8_t *out, size_t capacity, uint32_t *adler) {
    int y0 = s * p->rows_per_segment;
    int y1 = y0 + p->rows_per_segment > p->height ? p->height : y0 + p->rows_per_segment;
    int history = y0 < p->history_rows ? y0 : p->history_rows;
    size_t start = (size_t)history * p->stride, end = (size_t)(y1 - y0 + history) * p->stride;
    size_t most = (size_t)(p->rows_per_segment + p->history_rows) * p->stride;
    if (!m->deflater) m->deflater = tpng_deflater_new();
    if (!m->deflater || !grown(&m->filtered, &m->filtered_size, most, follows) ||
        !grown(&m->lines, &m->lines_size, 2 * p->rowbytes, follows)) return 0;
    int first = y0 - history;
    uint8_t *prev, *cur;
    *adler = 1;
    if (follows) {
        // Rows [first, y0) end the buffer, and `above` holds the straight row y0 - 1.
        memmove(m->filtered, m->filtered + (size_t)(y0 - m->buffered_first) * p->stride - start, start);
        prev = m->above;
        cur = prev == m->lines ? m->lines + p->rowbytes : m->lines;
        if (filter_rows(p, y0, y1, m->filtered + start, &prev, &cur, y0, adler)) return 0;
    } else {
        prev = m->lines;
        cur = m->lines + p->rowbytes;
        if (first > 0) {
            if (!tpng_straight_row(p->rows, first - 1 - p->row0, prev, p->opaque)) {
                met_translucent(p);
                return 0;
            }
        } else {
            memset(prev, 0, p->rowbytes);
        }
        if (filter_rows(p, first, y1, m->filtered, &prev, &cur, y0, adler)) return 0;
    }
    m->buffered_first = first;
    m->above = prev;
    return tpng_deflate_segment(m->deflater, m->filtered, start, end, p->stride,
                                s == p->segments - 1, out, capacity);
}

// Zlib's adler32_combine: the checksum of A then B from those of A and B and B's length.
static uint32_t adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    const uint64_t base = 65521;
    uint64_t rem = second_length % base;
    uint64_t sum1 = first & 0xFFFF;
    uint64_t sum2 = (rem * sum1) % base;
    sum1 += (second & 0xFFFF) + base - 1;
    sum2 += ((first >> 16) & 0xFFFF) + ((second >> 16) & 0xFFFF) + base - rem;
    sum1 %= base;
    sum2 %= base;
    return (uint32_t)(sum1 | (sum2 << 16));
}

static int segment_rows(const plan *p, int s) {
    return s == p->segments - 1 ? p->height - s * p->rows_per_segment : p->rows_per_segment;
}

// Segments [first, last) on this thread, appended to `out`, their Adler-32 folded into `*adler`.
static int write_segments(const plan *p, int first, int last, thread_memory *m, tpng_buffer *out, uint32_t *adler) {
    size_t whole = 0;
    for (int s = first; s < last; s++) whole += tpng_deflate_segment_bound((size_t)segment_rows(p, s) * p->stride);
    if (reserve(out, whole)) return 1;
    for (int s = first; s < last; s++) {
        uint32_t part;
        size_t written = encode_segment(p, s, s > first, m, out->data + out->length, out->capacity - out->length, &part);
        if (!written) return 1;
        out->length += written;
        *adler = s == 0 ? part : adler32_combine(*adler, part, (size_t)segment_rows(p, s) * p->stride);
    }
    return 0;
}

// ---------------------------------------------------------------- segments on several threads
// Segments are compressed on their own, so they can be shared out among threads: each
// thread appends its segments' bytes to its own buffer, and they are joined in order. The
// file is byte for byte the one a single thread writes.
enum { MOST_PARTICIPANTS = 8 };

typedef struct {
    size_t offset, length;
    uint32_t adler;
    int participant;
} segment_result;

typedef struct {
    const plan *p;
    int first;                 // the first segment of this share-out: task i is segment first + i
    segment_result *results;
    tpng_buffer outputs[MOST_PARTICIPANTS];
    int last_segment[MOST_PARTICIPANTS];
    int failed;
} shared_encode;

static void encode_task(void *context, int task, int participant) {
    shared_encode *e = context;
    const plan *p = e->p;
    int s = e->first + task;
    thread_memory *m = this_thread();
    tpng_buffer *out = &e->outputs[participant];
    // Once a segment has failed (or met a pixel that is not opaque) the rest are not wanted.
    if (__atomic_load_n(&e->failed, __ATOMIC_RELAXED)) return;
    size_t bound = tpng_deflate_segment_bound((size_t)segment_rows(p, s) * p->stride);
    if (!m || reserve(out, bound)) { __atomic_store_n(&e->failed, 1, __ATOMIC_RELAXED); return; }
    uint32_t adler;
    size_t written = encode_segment(p, s, e->last_segment[participant] == s - 1, m,
                                    out->data + out->length, bound, &adler);
    // A segment that stopped part way leaves this thread's rows unfinished: none follows it.
    e->last_segment[participant] = written ? s : -2;
    if (!written) { __atomic_store_n(&e->failed, 1, __ATOMIC_RELAXED); return; }
    e->results[task] = (segment_result){ out->length, written, adler, participant };
    out->length += written;
}

// Segments [first, last) shared among `threads` threads, appended to `out` in order.
static int write_segments_shared(const plan *p, int first, int last, int threads, tpng_buffer *out, uint32_t *adler) {
    shared_encode e = { .p = p, .first = first };
    // No participant has done the segment before `first` in this share-out; one that did it
    // in an earlier one may have encoded another image since.
    for (int i = 0; i < MOST_PARTICIPANTS; i++) e.last_segment[i] = -2;
    int tasks = last - first;
    e.results = calloc((size_t)tasks, sizeof(segment_result));
    int failed = !e.results;
    if (!failed) {
        tpng_run_tasks(tasks, threads, encode_task, &e);
        failed = e.failed;
    }
    size_t total = 0;
    for (int i = 0; i < tasks && !failed; i++) total += e.results[i].length;
    if (!failed) failed = reserve(out, total);
    if (!failed) {
        for (int i = 0; i < tasks; i++) {
            segment_result r = e.results[i];
            int s = first + i;
            memcpy(out->data + out->length, e.outputs[r.participant].data + r.offset, r.length);
            out->length += r.length;
            *adler = s == 0 ? r.adler : adler32_combine(*adler, r.adler, (size_t)segment_rows(p, s) * p->stride);
        }
    }
    for (int i = 0; i < MOST_PARTICIPANTS; i++) tpng_buffer_free(&e.outputs[i]);
    free(e.results);
    return failed;
}

// The whole image filtered, then compressed by libdeflate at `level`: for sprite sheets.
static int write_libdeflate(const plan *p, thread_memory *m, int level, tpng_buffer *out) {
    struct libdeflate_compressor *deflater = compressor(m, level);
    size_t size = p->stride * (size_t)p->height;
    if (!deflater || !grown(&m->filtered, &m->filtered_size, size, 0) ||
        !grown(&m->lines, &m->lines_size, 2 * p->rowbytes, 0)) return 1;
    uint8_t *prev = m->lines, *cur = m->lines + p->rowbytes;
    memset(prev, 0, p->rowbytes);
    uint32_t adler = 1;  // libdeflate counts its own
    if (filter_rows(p, 0, p->height, m->filtered, &prev, &cur, p->height, &adler)) return 1;
    size_t bound = libdeflate_zlib_compress_bound(deflater, size);
    if (reserve(out, bound)) return 1;
    size_t written = libdeflate_zlib_compress(deflater, m->filtered, size, out->data + out->length, bound);
    out->length += written;
    return written == 0;
}

// ---------------------------------------------------------------- the file
// The signature, IHDR and the text chunks; then the IDAT chunk's first 8 bytes are left for
// its length and type, and `*chunk_start` says where they are.
static int start_file(tpng_buffer *out, int width, int height, int opaque,
                      const tpng_text *texts, int text_count, size_t *chunk_start) {
    out->length = 0;
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    if (reserve(out, 8)) return 1;
    memcpy(out->data, signature, 8);
    out->length = 8;
    uint8_t header[13];
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8;                 // bits per sample
    header[9] = opaque ? 2 : 6;    // truecolour, or truecolour with alpha
    header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering, not interlaced
    if (put_chunk(out, "IHDR", header, 13)) return 1;
    for (int i = 0; i < text_count; i++) {
        // iTXt keeps UTF-8 (tEXt is Latin-1 only); uncompressed, so tools read it plainly:
        // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty
        // translated keyword, NUL, then the text.
        size_t key_length = strlen(texts[i].key), text_length = strlen(texts[i].text);
        size_t length = key_length + 5 + text_length;
        if (reserve(out, length + 12)) return 1;
        uint8_t *data = out->data + out->length + 8;
        memcpy(data, texts[i].key, key_length);
        memset(data + key_length, 0, 5);
        memcpy(data + key_length + 5, texts[i].text, text_length);
        if (put_chunk(out, "iTXt", data, length)) return 1;
    }
    // The IDAT data is written 8 bytes on, where put_chunk wants it, then framed in place.
    *chunk_start = out->length;
    if (reserve(out, 8)) return 1;
    out->length += 8;
    return 0;
}

// Frames the data after `chunk_start` as the IDAT chunk, and ends the file.
static int end_file(tpng_buffer *out, size_t chunk_start) {
    if (reserve(out, 4)) return 1;  // the CRC's room, so put_chunk does not move the data
    size_t length = out->length - chunk_start - 8;
    out->length = chunk_start;
    return put_chunk(out, "IDAT", out->data + chunk_start + 8, length) || put_chunk(out, "IEND", NULL, 0);
}

// ---------------------------------------------------------------- strip by strip
struct tpng_stream {
    plan p;
    int width, threads;
    int next_segment;   // the first segment not yet written
    int spoilt;         // a strip was not opaque after all: part of it may be written as RGB
    uint32_t adler;     // of the filtered rows written so far
    size_t chunk_start;
    tpng_buffer out;
};

tpng_stream *tpng_stream_new(int width, int height, int opaque, int filters, int threads,
                             const tpng_text *texts, int text_count, char *error, size_t error_length) {
    if (width <= 0 || height <= 0) {
        snprintf(error, error_length, "cannot write a PNG of %dx%d pixels", width, height);
        return NULL;
    }
    tpng_stream *stream = calloc(1, sizeof(tpng_stream));
    if ((filters & TPNG_FILTER_ALL) == 0) filters = TPNG_FILTER_UP;
    if (threads <= 0) threads = tpng_task_threads();
    if (stream) {
        stream->p = make_plan(width, height, opaque, filters);
        stream->width = width;
        stream->threads = threads > MOST_PARTICIPANTS ? MOST_PARTICIPANTS : threads;
        stream->adler = 1;
    }
    if (!stream || start_file(&stream->out, width, height, opaque, texts, text_count, &stream->chunk_start) ||
        reserve(&stream->out, 2)) {
        tpng_stream_free(stream);
        snprintf(error, error_length, "could not write a %dx%d PNG (out of memory)", width, height);
        return NULL;
    }
    stream->out.data[stream->out.length++] = 0x78;  // zlib: deflate, 32 KiB window
    stream->out.data[stream->out.length++] = 0x01;
    return stream;
}

// The first row a strip starting segment `s` must hold: the rows before it that its matches
// may reach, and the one above those, which the first of them is filtered against.
static int strip_start(const plan *p, int s) {
    int start = s * p->rows_per_segment - p->history_rows - 1;
    return start < 0 ? 0 : start;
}

int tpng_stream_next_strip(const tpng_stream *stream, size_t bytes, int *first, int *count) {
    const plan *p = &stream->p;
    if (stream->next_segment >= p->segments) return 0;
    size_t segment_bytes = (size_t)p->rows_per_segment * (size_t)stream->width * 4;
    size_t per = bytes / segment_bytes;
    int a = stream->next_segment;
    int b = per < 1 ? a + 1 : per >= (size_t)(p->segments - a) ? p->segments : a + (int)per;
    int end = b == p->segments ? p->height : b * p->rows_per_segment;
    *first = strip_start(p, a);
    *count = end - *first;
    return 1;
}

// What a spoilt stream (started as RGB, then a pixel that is not opaque) answers, in `error`.
static void say_spoilt(const tpng_stream *stream, char *error, size_t error_length) {
    snprintf(error, error_length, "a %dx%d PNG started as RGB met a pixel that is not opaque", stream->width, stream->p.height);
}

static int stream_write(tpng_stream *stream, const tpng_rows *rows, int first_row, char *error, size_t error_length) {
    plan *p = &stream->p;
    if (stream->spoilt) {
        say_spoilt(stream, error, error_length);
        return 2;
    }
    int a = stream->next_segment, end = first_row + rows->height, b = a;
    while (b < p->segments && b * p->rows_per_segment + segment_rows(p, b) <= end) b++;
    if (rows->width != stream->width || first_row < 0 || first_row > strip_start(p, a) || b == a) {
        snprintf(error, error_length, "a strip of rows %d-%d, %d wide, does not continue a %dx%d PNG at row %d",
                 first_row, end - 1, rows->width, stream->width, p->height, a * p->rows_per_segment);
        return 1;
    }
    // An RGB stream's rows are checked for opacity as they are converted (filter_rows).
    int translucent = 0;
    p->rows = rows;
    p->row0 = first_row;
    p->translucent = &translucent;
    thread_memory *memory = this_thread();
    int failed = !memory || (stream->threads > 1 && b - a > 1
        ? write_segments_shared(p, a, b, stream->threads, &stream->out, &stream->adler)
        : write_segments(p, a, b, memory, &stream->out, &stream->adler));
    p->rows = NULL;
    p->translucent = NULL;
    stream->next_segment = b;
    if (translucent) {
        stream->spoilt = 1;
        say_spoilt(stream, error, error_length);
        return 2;
    }
    if (failed) snprintf(error, error_length, "could not write a %dx%d PNG (out of memory)", stream->width, p->height);
    return failed;
}

int tpng_stream_write(tpng_stream *stream, const tpng_rows *rows, int first_row, char *error, size_t error_length) {
    return stream_write(stream, rows, first_row, error, error_length);
}

int tpng_stream_finish(tpng_stream *stream, tpng_buffer *out, char *error, size_t error_length) {
    const plan *p = &stream->p;
    if (stream->spoilt) {
        say_spoilt(stream, error, error_length);
        return 1;
    }
    if (stream->next_segment < p->segments) {
        snprintf(error, error_length, "a %dx%d PNG ended after %d of its rows", stream->width, p->height,
                 stream->next_segment * p->rows_per_segment);
        return 1;
    }
    thread_memory *memory = this_thread();
    if (memory) release_large_buffers(memory);
    int failed = reserve(&stream->out, 4);
    if (!failed) {
        put32(stream->out.data + stream->out.length, stream->adler);
        stream->out.length += 4;
        failed = end_file(&stream->out, stream->chunk_start);
    }
    if (failed) {
        snprintf(error, error_length, "could not write a %dx%d PNG (out of memory)", stream->width, p->height);
        return 1;
    }
    tpng_buffer_free(out);
    *out = stream->out;
    stream->out = (tpng_buffer){ NULL, 0, 0 };
    return 0;
}

void tpng_stream_free(tpng_stream *stream) {
    if (!stream) return;
    tpng_buffer_free(&stream->out);
    free(stream);
}

// ---------------------------------------------------------------- a whole image at once
int tpng_write(const tpng_rows *rows, int compression_level, int filters, int threads,
               const tpng_text *texts, int text_count,
               tpng_buffer *out, char *error, size_t error_length) {
    int width = rows->width, height = rows->height;
    if (width <= 0 || height <= 0) {
        snprintf(error, error_length, "cannot write a PNG of %dx%d pixels", width, height);
        return 1;
    }
    if (compression_level < 0) {
        // One strip of every row. RGB is tried when the first and last rows are opaque (a
        // rounded corner or a cut-out sprite's edge settles it there), and the rows' opacity is
        // checked as they are converted: a pass over the image of its own was 3% of an opaque
        // one's encoding. A pixel that is not opaque after all means writing it again as RGBA.
        tpng_rows ends = *rows;
        ends.height = 1;
        int opaque = tpng_rows_opaque(&ends);
        ends.pixels += (size_t)(height - 1) * (size_t)rows->stride;
        opaque = opaque && tpng_rows_opaque(&ends);
        for (;;) {
            tpng_stream *stream = tpng_stream_new(width, height, opaque, filters, threads, texts, text_count,
                                                  error, error_length);
            if (!stream) return 1;
            int status = stream_write(stream, rows, 0, error, error_length);
            if (status == 0) status = tpng_stream_finish(stream, out, error, error_length);
            tpng_stream_free(stream);
            if (status == 2 && opaque) { opaque = 0; continue; }
            return status != 0;
        }
    }
    int opaque = tpng_rows_opaque(rows);
    thread_memory *memory = this_thread();
    if ((filters & TPNG_FILTER_ALL) == 0) filters = TPNG_FILTER_UP;
    plan p = make_plan(width, height, opaque, filters);
    p.rows = rows;
    size_t chunk_start = 0;
    int failed = !memory || start_file(out, width, height, opaque, texts, text_count, &chunk_start) ||
                 write_libdeflate(&p, memory, compression_level > 12 ? 12 : compression_level, out) ||
                 end_file(out, chunk_start);
    if (memory) release_large_buffers(memory);
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
