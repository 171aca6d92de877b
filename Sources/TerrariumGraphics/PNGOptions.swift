/// How PNG bytes are written: the row filter, and the deflate level, 0 (stored) to 12
/// (libdeflate's slowest and smallest). The defaults favour speed with sizes no larger than
/// Cairo's own writer makes.
public struct PNGOptions: Hashable, Sendable {
    public enum Filter: String, CaseIterable, Sendable {
        case none, sub, up, average, paeth, adaptive
    }

    public var compressionLevel: Int
    public var filter: Filter

    public init(compressionLevel: Int = 6, filter: Filter = .up) {
        self.compressionLevel = min(12, max(0, compressionLevel))
        self.filter = filter
    }
}
