/// Writes a JSONValue as JSON bytes, byte for byte what JSONEncoder wrote with `.sortedKeys` and
/// `.withoutEscapingSlashes` (and `.prettyPrinted` when asked): keys in UTF-8 byte order, a
/// Double as its `description` without ".0", JSONEncoder's escapes and its two-space indent.
/// JSONEncoder went through the Encodable machinery for every value; this walks the enum.
struct JSONTextWriter {
    /// JSONEncoder's writer refuses containers nested this deep (counted from 1).
    static let depthLimit = 512

    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var indent = 0

    /// The bytes, or nil where JSONEncoder threw: a non-finite number or too deep a nesting.
    static func write(_ value: JSONValue, pretty: Bool) -> [UInt8]? {
        var writer = JSONTextWriter(pretty: pretty)
        writer.bytes.reserveCapacity(256)
        guard writer.write(value, depth: 0) else { return nil }
        return writer.bytes
    }

    private init(pretty: Bool) {
        self.pretty = pretty
    }

    private mutating func write(_ value: JSONValue, depth: Int) -> Bool {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .integer(let integer): appendInteger(integer)
        case .number(let number):
            guard number.isFinite else { return false }
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            text.withUTF8 { bytes.append(contentsOf: $0) }
        case .string(let string): appendString(string)
        case .array(let elements): return writeArray(elements, depth: depth + 1)
        case .object(let fields): return writeObject(fields, depth: depth + 1)
        }
        return true
    }

    private mutating func writeArray(_ elements: [JSONValue], depth: Int) -> Bool {
        guard depth < Self.depthLimit else { return false }
        bytes.append(UInt8(ascii: "["))
        if pretty { bytes.append(0x0A); indent += 1 }
        for (position, element) in elements.enumerated() {
            if position > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(0x0A) }
            }
            if pretty { appendIndent() }
            guard write(element, depth: depth) else { return false }
        }
        if pretty { bytes.append(0x0A); indent -= 1; appendIndent() }
        bytes.append(UInt8(ascii: "]"))
        return true
    }

    private mutating func writeObject(_ fields: [String: JSONValue], depth: Int) -> Bool {
        guard depth < Self.depthLimit else { return false }
        bytes.append(UInt8(ascii: "{"))
        if pretty {
            bytes.append(0x0A)
            indent += 1
            if !fields.isEmpty { appendIndent() }
        }
        let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for (position, field) in sorted.enumerated() {
            if position > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(0x0A); appendIndent() }
            }
            appendString(field.key)
            if pretty { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
            guard write(field.value, depth: depth) else { return false }
        }
        if pretty { bytes.append(0x0A); indent -= 1; appendIndent() }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    private mutating func appendIndent() {
        for _ in 0..<indent { append("  ") }
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendInteger(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, written backwards
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[24 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// JSONEncoder's escapes: quote, backslash, the short forms of five controls and `\u00XX`
    /// (lower-case hex) for the other controls; everything else, `/` included, as it is.
    private mutating func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { source in
            var runStart = 0
            for (index, byte) in source.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                default:
                    append("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
