import Foundation

/// Where and why a text stops being JSON: a byte offset into the UTF-8 text and a short reason.
struct JSONSyntaxError: Error, Equatable {
    var offset: Int
    var reason: String
}

/// A byte-level JSON parser (RFC 8259): JSONDecoder with JSONValue's Codable init tried six types
/// at every value and was most of the cost of reading a large input.
///
/// It keeps what JSONDecoder gave for every document JSONDecoder read: numbers follow
/// `JSONNumber`, a scalar may be the whole document, a UTF-8 byte order mark is skipped and
/// UTF-16 or UTF-32 text is converted first. It is strict where JSONDecoder was lenient: a
/// trailing comma (`[1,]`) is an error, and so is a key repeated in one object (JSONDecoder
/// kept the first: `{"steps": 5, "steps": 99999}` drew 5 steps, hiding the other).
struct JSONParser {
    /// Deeper documents are refused with an error rather than risk the stack; JSONDecoder's limit.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// Reused for strings with escapes, so most of them cost no allocation of their own.
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one whole document of UTF-8 text.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(offset: parser.index, reason: "unexpected text after the value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: throw JSONSyntaxError(offset: index, reason: "invalid value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(offset: index, reason: bytes[index] == UInt8(ascii: "}")
                                      ? "trailing comma before '}'" : "expected a string key")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(offset: index, reason: "expected ':' after the key")
            }
            index += 1
            let value = try parseValue()
            guard fields.updateValue(value, forKey: key) == nil else {
                throw JSONSyntaxError(offset: keyOffset, reason: "the key \(UserText.quoted(key)) appears twice in one object")
            }
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(fields)
            default:
                throw JSONSyntaxError(offset: index, reason: "expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw JSONSyntaxError(offset: index, reason: "trailing comma before ']'")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw JSONSyntaxError(offset: index, reason: "expected ',' or ']'")
            }
        }
    }

    /// Steps into an array or object, refusing to go deeper than the limit.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(offset: index, reason: "too many nested arrays or objects (more than \(Self.maximumDepth))")
        }
        index += 1
    }

    private mutating func expect(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        for offset in 0..<word.utf8CodeUnitCount {
            guard index < bytes.count else { throw endOfInput() }
            guard bytes[index] == word.utf8Start[offset] else {
                throw JSONSyntaxError(offset: offset == 0 ? start : index, reason: "invalid value")
            }
            index += 1
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count else { throw endOfInput() }
        guard bytes[index].isDigit else { throw JSONSyntaxError(offset: index, reason: "invalid number") }
        // Whole numbers are by far the most common: read them as they are scanned.
        var magnitude: UInt64 = 0
        var overflow = false
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, bytes[index].isDigit {
                throw JSONSyntaxError(offset: index, reason: "number with leading zero")
            }
        } else {
            while index < bytes.count, bytes[index].isDigit {
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
                magnitude = sum
                overflow = overflow || o1 || o2
                index += 1
            }
        }
        var whole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            whole = false
            index += 1
            try digits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            whole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        if whole, !overflow {
            if !negative, magnitude <= UInt64(Int.max) { return .integer(Int(magnitude)) }
            if negative, magnitude <= UInt64(Int.max) + 1 { return .integer(Int(truncatingIfNeeded: 0 &- magnitude)) }
        }
        guard let value = JSONNumber.value(ofLiteral: UnsafeBufferPointer(rebasing: bytes[start..<index])) else {
            throw JSONSyntaxError(offset: start, reason: "number out of range")
        }
        return value
    }

    /// One or more digits, as a fraction or an exponent must have.
    private mutating func digits() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw endOfInput() }
        guard bytes[index].isDigit else { throw JSONSyntaxError(offset: index, reason: "invalid number") }
        while index < bytes.count, bytes[index].isDigit { index += 1 }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Most strings have no escape: scan, validate and copy them in one piece.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw JSONSyntaxError(offset: index, reason: "unescaped control character in a string") }
            if byte < 0x80 { index += 1 } else { try skipUTF8Sequence() }
        }
        throw endOfInput()
    }

    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            case 0..<0x20:
                throw JSONSyntaxError(offset: index, reason: "unescaped control character in a string")
            case 0x80...:
                let sequence = index
                try skipUTF8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequence..<index]))
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw endOfInput()
    }

    /// One escape sequence, its backslash at `index`, appended to `scratch` as UTF-8.
    private mutating func parseEscape() throws(JSONSyntaxError) {
        let escape = index
        index += 1
        guard index < bytes.count else { throw endOfInput() }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hex4()
            var scalar = UInt32(unit)
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate must be followed at once by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(offset: escape, reason: "unpaired surrogate in a \\u escape")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw JSONSyntaxError(offset: escape, reason: "unpaired surrogate in a \\u escape")
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00..<0xE000).contains(unit) {
                throw JSONSyntaxError(offset: escape, reason: "unpaired surrogate in a \\u escape")
            }
            appendUTF8(scalar)
        default:
            throw JSONSyntaxError(offset: escape, reason: "invalid escape sequence")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw endOfInput() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONSyntaxError(offset: index, reason: "invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Steps over one multi-byte UTF-8 sequence at `index`, refusing overlong forms, surrogates
    /// and anything past U+10FFFF (Unicode's table 3-7), as String's own validation does.
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[index]
        let count: Int
        var secondLow: UInt8 = 0x80, secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; secondHigh = 0x9F
        case 0xF0: count = 4; secondLow = 0x90
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; secondHigh = 0x8F
        default: throw JSONSyntaxError(offset: index, reason: "invalid UTF-8")
        }
        guard index + count <= bytes.count else { throw JSONSyntaxError(offset: index, reason: "invalid UTF-8") }
        guard (secondLow...secondHigh).contains(bytes[index + 1]) else {
            throw JSONSyntaxError(offset: index, reason: "invalid UTF-8")
        }
        for offset in 2..<max(count, 2) where bytes[index + offset] & 0xC0 != 0x80 {
            throw JSONSyntaxError(offset: index, reason: "invalid UTF-8")
        }
        index += count
    }

    // MARK: Whitespace and the end

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func endOfInput() -> JSONSyntaxError {
        JSONSyntaxError(offset: bytes.count, reason: "unexpected end of file")
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}
