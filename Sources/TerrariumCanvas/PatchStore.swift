import Foundation

/// The resampled patches of images (see Canvas+ScaledImage.swift), shared by every renderer and
/// thread of the process and held within a byte budget, least recently used first out.
///
/// A patch is pure cache: a draw whose patch is not held makes it again, the same bytes, so the
/// budget trades time for memory and never changes an image. Eight patches per image per
/// renderer held 190 MB per batch worker for Bloom's plants alone (8 stages x 8 placements, the
/// @3x large widget's and dashboard's upscaled plants 5.5 and 12.5 MB each).
final class PatchStore: @unchecked Sendable {
    // @unchecked: every stored property but `budget` is used only while `lock` is held.

    struct Key: Hashable {
        var pixels: UInt64   // ImagePixels.id or Image.pixelsID of the image drawn
        var placement: PatchKey
    }

    /// The process's store. On the 1,000-job benchmark manifest (every golden case in turn) a
    /// patch is wanted 260 times; keeping every one (190 MB) would make 64 of them, 48 MiB makes
    /// 175 and 16 MiB makes 203, about 3.6 ms each: 16 MiB costs some 0.1 s per 1,000 jobs more
    /// than 48 MiB, and 32 MB less memory.
    static let shared = PatchStore(budget: 16 << 20)

    /// The most bytes of patches held at once.
    let budget: Int
    private let lock = NSLock()
    private var entries: [Key: (pixels: ImagePixels, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    /// The patch kept for `key`, if any; it counts as just used.
    func patch(for key: Key) -> ImagePixels? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.pixels, clock)
        return entry.pixels
    }

    /// Keeps `pixels` for `key` if it is worth its bytes, dropping the least recently used
    /// patches until it fits. A patch over a quarter of the budget is not kept: it would push
    /// out several smaller ones, and a downscaled patch costs about the same to make whatever
    /// its size (the convolution runs over the source), while the largest patches are upscales,
    /// a cheap bilinear pass.
    /// Returns whether it was kept.
    @discardableResult
    func insert(_ pixels: ImagePixels, for key: Key) -> Bool {
        let size = pixels.byteCount
        guard size <= budget / 4 else { return false }
        lock.lock()
        defer { lock.unlock() }
        if let old = entries.removeValue(forKey: key) { bytes -= old.pixels.byteCount }
        // A linear search for the oldest: the store holds tens of patches, and this runs only
        // when a patch is made, which costs far more.
        while bytes + size > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.pixels.byteCount
        }
        clock += 1
        entries[key] = (pixels, clock)
        bytes += size
        return true
    }

    /// Bytes of patches held now, for tests.
    var heldBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}

/// The patches one picture drawn in strips made and the store did not keep: each strip that
/// crosses a large image draws the same patch, which would otherwise be made again per strip
/// (Bloom's upscaled plant, 12.5 MB, across four strips of a dashboard). It lives as long as
/// the picture, so it holds at most the picture's own large patches.
final class PatchMemo {
    var patches: [PatchStore.Key: ImagePixels] = [:]
}
