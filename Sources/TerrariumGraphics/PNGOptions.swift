/// How PNG bytes are written: the row filter, and the compressor.
public struct PNGOptions: Hashable, Sendable {
    public enum Filter: String, CaseIterable, Sendable {
        /// One filter for every row.
        case none, sub, up, average, paeth
        /// Per row, whichever of Sub and Up scores lower (the sum of the filtered bytes).
        case adaptive
    }

    public enum Compression: Hashable, Sendable {
        /// The engine's own deflater, tuned for rendered images (flat colour, repeated rows):
        /// several times faster than a general compressor, with files no larger than Cairo's
        /// own writer makes. The default.
        case imageTuned
        /// libdeflate at a level from 0 (stored) to 12 (slowest, smallest): for assets that
        /// are written once and read often, such as sprite sheets.
        case level(Int)
    }

    public var compression: Compression
    public var filter: Filter
    /// Threads the image-tuned deflater may share one image among: 0 for one per core (up to
    /// 8). The bytes are the same whatever the number. Batch workers use 1: they keep every
    /// core busy with images of their own.
    public var threads: Int

    public init(compression: Compression = .imageTuned, filter: Filter = .adaptive, threads: Int = 0) {
        if case .level(let level) = compression {
            self.compression = .level(min(12, max(0, level)))
        } else {
            self.compression = compression
        }
        self.filter = filter
        self.threads = max(0, threads)
    }

    public init(compressionLevel: Int, filter: Filter) {
        self.init(compression: .level(compressionLevel), filter: filter)
    }
}
