// Keeps large allocations in the heap: glibc maps each block over its mmap threshold afresh and
// unmaps it on free, so a loop that allocates a canvas of megabytes per picture pays the
// kernel's page faults and zeroing every time (a third of `lint`'s time, measured).
#include "CPNGBridge.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void tpng_keep_large_blocks_in_heap(int mmap_threshold, int trim_threshold) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
    (void)mmap_threshold;
    (void)trim_threshold;
#endif
}

void tpng_give_free_memory_back(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
