#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc from holding on to large freed buffers between a batch's images.
///
/// By default glibc raises its mmap threshold to the size of each large block freed (up to
/// 32 MiB) and its trim threshold to twice that, so once a tall screen has been drawn every
/// buffer up to 32 MiB (surfaces, PNG output buffers) comes from a worker's heap arena, and each
/// arena may keep up to 64 MiB of freed pages. Fixing the thresholds at 16 MiB and 32 MiB sends
/// only buffers larger than any widget or ordinary screen to mmap (given back as soon as they are
/// freed) and bounds what an arena keeps. Measured on the 1,000-job manifest, three runs each:
/// peak 302 -> 255-273 MB at -j 1 and 325-340 -> 294-319 MB at -j 2, in the same time. (A 1 MiB
/// threshold, tried before, mapped every image's buffers afresh and cost 30% more time; a 16 MiB
/// one with glibc's 128 KiB trim threshold, or malloc_trim after every image, saved about as
/// much memory but doubled the system time.)
enum BatchMemory {
    static func boundFreedMemory() {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which Swift's Glibc module does not include: look it up.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThreshold, 16 << 20)
        _ = mallopt(trimThreshold, 32 << 20)
        #endif
    }
}
