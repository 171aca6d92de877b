/// How PNG bytes are written: the row filter, and the compressor.
public struct PNGOptions: Hashable, Sendable {
    /// The PNG row filter: a fixed one for every row, or chosen per row (`adaptive`).
    public enum Filter: String, CaseIterable, Sendable {
        /// One filter for every row.
        case none, sub, up, average, paeth
        /// Per row, whichever of Sub and Up scores lower (the sum of the filtered bytes).
        case adaptive
    }

    /// Which deflater compresses the filtered rows.
    public enum Compression: Hashable, Sendable {
        /// The engine's own deflater, tuned for rendered images (flat colour, repeated rows):
        /// several times faster than a general compressor, with files no larger than Cairo's
        /// own writer makes. The default.
        case imageTuned
        /// libdeflate at a level from 0 (stored) to 12 (slowest, smallest): for assets that
        /// are written once and read often, such as sprite sheets.
        case level(Int)
    }

    /// Which deflater, and at what level; the initialiser keeps a `level` in 0...12.
    public var compression: Compression
    /// The row filter.
    public var filter: Filter
    /// Threads the image-tuned deflater may share one image among: 0 for one per core (up to
    /// 8). The bytes are the same whatever the number. Batch workers use 1: they keep every
    /// core busy with images of their own.
    public var threads: Int

    /// Options for writing a PNG. Out-of-range values are clamped rather than refused: a level to
    /// 0...12 and a negative thread count to 0 (one per core).
    public init(compression: Compression = .imageTuned, filter: Filter = .adaptive, threads: Int = 0) {
        if case .level(let level) = compression {
            self.compression = .level(min(12, max(0, level)))
        } else {
            self.compression = compression
        }
        self.filter = filter
        self.threads = max(0, threads)
    }

    /// libdeflate at `compressionLevel` (clamped to 0...12) with the given filter: smaller, slower
    /// files, for a PNG written once and read often (sprite sheets, `Renderer.png(for:scale:description:)`).
    public init(compressionLevel: Int, filter: Filter) {
        self.init(compression: .level(compressionLevel), filter: filter)
    }
}
