/// How PNG bytes are written. The defaults favour speed with sizes close to Cairo's own writer:
/// libpng's adaptive filter search is most of its cost, and one fixed filter (Up) with zlib
/// level 6 keeps files small for gradients and flat art.
public struct PNGOptions: Hashable, Sendable {
    public enum Filter: String, CaseIterable, Sendable {
        case none, sub, up, average, paeth, adaptive
    }

    public var compressionLevel: Int
    public var filter: Filter

    public init(compressionLevel: Int = 6, filter: Filter = .up) {
        self.compressionLevel = min(9, max(0, compressionLevel))
        self.filter = filter
    }
}
