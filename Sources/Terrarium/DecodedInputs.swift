import TerrariumInput

/// The inputs one renderer has decoded, by document and type. Lint, the goldens, animation
/// frames and batch draw one input many times over (every device, text size and frame), and
/// decoding is a pure function of the document, so each is decoded once per renderer: in
/// lint's debug build, Rituals' strict decoding was a sixth of the time.
///
/// Used by one thread at a time, as its renderer is.
final class DecodedInputs {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let document: JSONValue
    }

    /// A few documents are enough for the runs that repeat them (one example's cases run in a
    /// row); a service that draws many different inputs keeps no more than this.
    static let capacity = 8
    /// Input documents of more bytes than this are decoded afresh each time, so the memory
    /// kept stays small (eight documents of this size, decoded) whatever the inputs.
    static let largestDocumentBytes = 64 << 10
    private var entries: [Key: Any] = [:]

    /// The decoded `document`, from memory or by `decode` (whose errors are thrown, not kept).
    func value<T>(_ type: T.Type, from document: JSONValue, decode: () throws -> T) throws -> T {
        let key = Key(type: ObjectIdentifier(type), document: document)
        if let known = entries[key] as? T { return known }
        let value = try decode()
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
        return value
    }
}
