internal import CPNGBridge

/// How the process's allocator treats the canvases: one of megabytes per picture.
package enum HeapTuning {
    /// Keeps blocks up to 32 MiB (the most glibc accepts: half its 64 MiB arena heap) in the heap to be reused (glibc maps larger ones afresh and
    /// returns them on free, paying page faults and zeroing for every picture). Process-wide:
    /// for a process that draws many pictures in a row.
    package static func keepCanvasesInTheHeap() {
        tpng_keep_large_blocks_in_heap(32 << 20, 256 << 20)
    }

    /// A batch's policy: keeps glibc from holding on to large freed buffers between images.
    ///
    /// By default glibc raises its mmap threshold to the size of each large block freed (up to
    /// 32 MiB) and its trim threshold to twice that, so once a tall screen has been drawn every
    /// buffer up to 32 MiB (surfaces, PNG output buffers) comes from a worker's heap arena, and
    /// each arena may keep up to 64 MiB of freed pages. Fixing the thresholds at 16 MiB and
    /// 32 MiB sends only buffers larger than any widget or ordinary screen to mmap (given back
    /// as soon as they are freed) and bounds what an arena keeps. Measured on the 1,000-job
    /// manifest, three runs each: peak 302 -> 255-273 MB at -j 1 and 325-340 -> 294-319 MB at
    /// -j 2, in the same time. (A 1 MiB threshold, tried before, mapped every image's buffers
    /// afresh and cost 30% more time; a 16 MiB one with glibc's 128 KiB trim threshold, or
    /// malloc_trim after every image, saved about as much memory but doubled the system time.)
    /// Until the first large block is freed, glibc's defaults map a widget's canvas afresh for
    /// every picture: a batch worker never pays that, and neither do the benchmarks that stand
    /// for one (`terrarium-bench`'s one-thread runs). Process-wide.
    package static func boundFreedMemory() {
        tpng_keep_large_blocks_in_heap(16 << 20, 32 << 20)
    }
}
