import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The memory a decoded image's surface owns, and how to give it back: freed when Cairo
/// destroys the surface (`release`, its user-data destructor).
///
/// From 2 MiB on Linux the pages are mapped for the image alone, aligned to a huge page, and
/// their whole huge pages advised as such (the tail stays in small pages): a 1024 px sprite's
/// 4 MiB is then faulted in as two pages instead of 1,024, which was 1.4 ms of a cold render's
/// 26 (the kernel's fault and zeroing of each small page, one by one). Mapped rather than taken
/// from the heap, so the advice and the memory leave with the image (a batch's heap keeps freed
/// memory of up to 32 MiB, HeapTuning). A sprite read from DecodedSpriteCache owns its file's
/// mapping the same way.
struct DecodeMemory {
    /// The first pixel.
    let base: UnsafeMutablePointer<UInt8>
    /// The mapping `base` lies in and its length, unmapped on release; nil for heap memory.
    let mapping: UnsafeMutableRawPointer?
    let length: Int

    static let hugePage = 2 << 20

    /// `bytes` of memory (not cleared), or nil.
    static func allocate(_ bytes: Int) -> UnsafeMutablePointer<DecodeMemory>? {
        guard bytes > 0 else { return nil }
        var memory: DecodeMemory?
        #if os(Linux)
        if bytes >= hugePage { memory = mapped(bytes) }
        #endif
        if memory == nil, let heap = malloc(bytes) {
            memory = DecodeMemory(base: heap.assumingMemoryBound(to: UInt8.self), mapping: nil, length: bytes)
        }
        return memory.map(record)
    }

    /// A record of `memory`, for a surface's user data.
    static func record(_ memory: DecodeMemory) -> UnsafeMutablePointer<DecodeMemory> {
        let record = UnsafeMutablePointer<DecodeMemory>.allocate(capacity: 1)
        record.initialize(to: memory)
        return record
    }

    #if os(Linux)
    /// An anonymous mapping of `bytes` (rounded up to whole pages) starting on a huge page.
    private static func mapped(_ bytes: Int) -> DecodeMemory? {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (bytes + page - 1) / page * page, span = length + hugePage
        guard let raw = mmap(nil, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else {
            return nil
        }
        let address = Int(bitPattern: raw), aligned = (address + hugePage - 1) / hugePage * hugePage
        let head = aligned - address, tail = span - head - length
        if head > 0 { munmap(raw, head) }
        if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + length), tail) }
        guard let base = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        _ = madvise(base, bytes / hugePage * hugePage, MADV_HUGEPAGE)   // advice: ignored where huge pages are off
        return DecodeMemory(base: base.assumingMemoryBound(to: UInt8.self), mapping: base, length: length)
    }
    #endif

    /// Gives back the memory of a record `allocate` made, and the record.
    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let record = pointer?.assumingMemoryBound(to: DecodeMemory.self) else { return }
        let memory = record.pointee
        if let mapping = memory.mapping {
            munmap(mapping, memory.length)
        } else {
            free(memory.base)
        }
        record.deinitialize(count: 1)
        record.deallocate()
    }
}
