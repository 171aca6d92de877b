internal import CPNGBridge

/// How the process's allocator treats the canvases: one of megabytes per picture.
package enum HeapTuning {
    /// Keeps blocks up to 32 MiB (the most glibc accepts: half its 64 MiB arena heap) in the heap to be reused (glibc maps larger ones afresh and
    /// returns them on free, paying page faults and zeroing for every picture). Process-wide:
    /// for a process that draws many pictures in a row.
    package static func keepCanvasesInTheHeap() {
        tpng_keep_large_blocks_in_heap(32 << 20, 256 << 20)
    }
}
