internal import CCairo
internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// Pixels that nothing draws into any more, so any number of threads may read them at once: a
/// decoded sprite shared by a batch's workers, or a resampled patch (Canvas+ScaledImage.swift).
///
/// Threads must not share one Cairo surface as a source, even only to read it: drawing from an
/// image surface takes a reference on its pixman image, and pixman counts references with a
/// plain integer, not an atomic one. So each reader wraps these bytes in a Cairo surface of its
/// own (`Surface(viewing:)`): no pixel is copied, and the Cairo and pixman objects stay per thread.
package final class ImagePixels: @unchecked Sendable {
    // @unchecked: the bytes are written only before `init` returns; `owner`'s Cairo surface is
    // never given to Cairo again (only destroyed, once the last view of it is gone).
    private let owner: Surface
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Tells these pixels from any others for the life of the process: patches are kept by it.
    let id: UInt64
    /// Width in pixels.
    package var width: Int { owner.width }
    /// Height in pixels.
    package var height: Int { owner.height }
    /// What these pixels cost in memory.
    package var byteCount: Int { stride * owner.height }
    /// Whether the engine's own PNG reader decoded them (not libpng, nor a drawing): only
    /// these are kept on disk (DecodedSpriteCache).
    let decodedByEngineReader: Bool
    /// The read-only private mapping of a file the bytes lie in (DecodedSpriteCache), whole and
    /// starting on a page: its pages can be let go of at any time and are read again from the
    /// file when next touched. Nil for any other memory, which letting go of would lose.
    private let fileMapping: UnsafeRawBufferPointer?

    /// Takes over `surface`: the caller must not draw into it, or use it at all, afterwards.
    /// `readOnlyFileMapping` only from the `mmap` of a file with `PROT_READ` and `MAP_PRIVATE`
    /// that `surface`'s pixels lie in.
    init(freezing surface: Surface, decodedByEngineReader: Bool = false,
         readOnlyFileMapping: UnsafeRawBufferPointer? = nil) throws(CanvasError) {
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else {
            throw .cairo("a \(surface.width)x\(surface.height) surface has no pixel data")
        }
        owner = surface
        self.data = data
        stride = surface.stride
        id = Self.newID()
        self.decodedByEngineReader = decodedByEngineReader
        fileMapping = readOnlyFileMapping
    }

    /// Whether the bytes lie in a file's mapping, whose pages `releaseResidentPages` lets go of.
    var mappedFromFile: Bool { fileMapping != nil }

    /// Lets go of the pages of file-mapped pixels that this process holds (nothing for any other
    /// pixels). A batch resamples Bloom's eight 4 MiB plants into patches and then draws the
    /// patches: kept mapped, all eight stayed in the process's resident memory, 33 of its
    /// 207 MB at the 10,000-job peak. The pages stay in the kernel's page cache while it has
    /// room for them, so reading them again (the next patch of the same plant) costs minor
    /// faults; a page reclaimed meanwhile is read from the file.
    func releaseResidentPages() {
        #if os(Linux)
        // The whole mapping (its header and PNG pages too, all the file's): it starts on a page
        // whatever the page size, where the pixels, 4 KiB in, would not on 16 or 64 KiB pages.
        // A thread reading the pixels meanwhile faults the same bytes back in.
        guard let mapping = fileMapping, let start = mapping.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: start), mapping.count, MADV_DONTNEED)
        #endif
    }

    /// Decodes PNG bytes (see `PNGDecoder`); a damaged or oversized file is an error.
    package convenience init(png data: Data) throws(CanvasError) {
        if let decoded = Surface.decoding(png: data) {
            try self.init(freezing: decoded, decodedByEngineReader: true)
        } else {
            try self.init(freezing: Surface(pixels: PNGDecoder.decodeWithLibpng(data)))
        }
    }

    private static let idLock = NSLock()
    nonisolated(unsafe) private static var lastID: UInt64 = 0

    /// A number no other pixels have had in this process.
    static func newID() -> UInt64 {
        idLock.lock()
        defer { idLock.unlock() }
        lastID += 1
        return lastID
    }
}

extension ImagePixels {
    /// The smallest rectangle, in the image's pixels, holding every pixel of `region` (the
    /// whole image when nil) that is not fully transparent; nil when none is. For `lint`: a
    /// sprite's paint is its opaque part, not its frame.
    package func opaqueBounds(in region: (x: Int, y: Int, width: Int, height: Int)? = nil) -> (x: Int, y: Int, width: Int, height: Int)? {
        let x0 = max(0, region?.x ?? 0), y0 = max(0, region?.y ?? 0)
        let x1 = min(width, x0 + (region?.width ?? width)), y1 = min(height, y0 + (region?.height ?? height))
        guard x1 > x0, y1 > y0 else { return nil }
        var bounds: [Int32] = [0, 0, 0, 0]
        guard tpng_opaque_bounds(data, Int32(stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1), &bounds) == 1 else { return nil }
        return (Int(bounds[0]), Int(bounds[1]), Int(bounds[2]), Int(bounds[3]))
    }
}
