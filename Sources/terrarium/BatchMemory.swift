#if canImport(Glibc)
import Glibc
#endif

/// Keeps a long batch's memory at what its largest renders need at once.
///
/// glibc raises its mmap threshold each time a large block is freed (up to 32 MiB), so after the
/// first few images every surface and PNG buffer below that size comes from the worker thread's
/// heap arena instead, and stays there once freed: each worker ends up holding as much memory as
/// the largest images it ever drew. A fixed threshold of 1 MiB gives pixel buffers back to the
/// system as soon as an image is written; small allocations are unaffected.
enum BatchMemory {
    static func returnLargeBuffersToTheSystem() {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which Swift's Glibc module does not include: look it up.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mmapThresholdParameter: Int32 = -3  // M_MMAP_THRESHOLD
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdParameter, 1 << 20)
        #endif
    }
}
