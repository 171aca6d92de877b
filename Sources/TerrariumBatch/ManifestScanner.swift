import Foundation
import Terrarium

/// One job entry of a manifest, as raw bytes: a line of JSON Lines, or one element of a JSON
/// array. Parsing it is the job parser's business, so that a bad entry fails alone.
package struct ManifestEntry: Sendable {
    /// An entry's bytes, or only their count when it was too long to keep.
    package enum Content: Sendable, Equatable {
        case json(Data)
        /// Longer than the entry limit; its bytes were counted and dropped, not kept.
        case tooLong(bytes: Int)
    }

    /// The line number (JSON Lines) or the element number (JSON array), from 1.
    package var number: Int
    /// The entry's JSON bytes, or how long it was.
    package var content: Content
}

/// How a manifest is written: one JSON array of job objects, or JSON Lines (one object a line).
package enum ManifestFormat: Sendable, Equatable {
    case jsonArray
    case jsonLines

    /// What a report calls an entry: `manifest line 3` or `manifest element 3`.
    package var entryName: String {
        switch self {
        case .jsonArray: "element"
        case .jsonLines: "line"
        }
    }
}

/// A manifest whose structure is broken past the entry level (the array is not closed, garbage
/// between elements, a read error): reading stops there.
package struct ManifestSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is broken and where (line numbers from 1).
    package var message: String
    /// The message as it is.
    package var description: String { message }
}

/// Streams a manifest entry by entry, reading it in chunks: a manifest of any length costs the
/// memory of one chunk and one entry. The first non-blank byte says the format: `[` a JSON array
/// of jobs, `{` JSON Lines. For an array, a small scanner finds each top-level element by
/// tracking strings, escapes and nesting depth, without parsing the whole document.
package final class ManifestScanner {
    /// The longest entry kept: a longer one becomes `.tooLong`, a failed job, not a crash.
    package static let maximumEntryBytes = 64 * 1024
    /// How much of a file handle is read at a time: the scanner's memory besides one entry.
    package static let chunkBytes = 64 * 1024

    private let readChunk: () throws -> Data?
    private let entryLimit: Int
    private var chunk: [UInt8] = []
    private var position = 0
    private var endOfInput = false
    /// The line the next byte is on, for messages and JSON Lines numbering.
    private var line = 1
    private var elementNumber = 0
    private var state = State.start

    private enum State { case start, arrayStart, arrayAfterComma, arrayAfterElement, lines, finished }

    /// `read` returns the next chunk of the manifest, or nil (or empty data) at its end.
    package init(entryLimit: Int = ManifestScanner.maximumEntryBytes, read: @escaping () throws -> Data?) {
        self.entryLimit = entryLimit
        self.readChunk = read
    }

    /// Reads `handle` in chunks of `chunkBytes`.
    package convenience init(handle: FileHandle, entryLimit: Int = ManifestScanner.maximumEntryBytes) {
        self.init(entryLimit: entryLimit) { try handle.read(upToCount: ManifestScanner.chunkBytes) }
    }

    /// The format, found from the first non-blank byte (reading as little as it takes). Nil for
    /// a manifest with nothing in it, which holds no jobs.
    package func format() throws(ManifestSyntaxError) -> ManifestFormat? {
        if state == .start { try detect() }
        return formatSeen
    }

    private var formatSeen: ManifestFormat?

    /// The next entry, or nil after the last one.
    package func next() throws(ManifestSyntaxError) -> ManifestEntry? {
        if state == .start { try detect() }
        switch state {
        case .start, .finished: return nil
        case .lines: return try nextLine()
        case .arrayStart, .arrayAfterComma, .arrayAfterElement: return try nextElement()
        }
    }

    private func detect() throws(ManifestSyntaxError) {
        try skipWhitespace()
        // A UTF-8 byte order mark, which some editors write, is not content.
        if try peek() == 0xEF {
            for expected: UInt8 in [0xEF, 0xBB, 0xBF] where try take() != expected {
                throw ManifestSyntaxError(message: "manifest must start with `[` (a JSON array of jobs) or `{` (JSON Lines, one job object a line)")
            }
            try skipWhitespace()
        }
        switch try peek() {
        case nil:
            state = .finished
        case UInt8(ascii: "[")?:
            _ = try take()
            state = .arrayStart
            formatSeen = .jsonArray
        case UInt8(ascii: "{")?:
            state = .lines
            formatSeen = .jsonLines
        case let byte?:
            throw ManifestSyntaxError(message: "manifest must start with `[` (a JSON array of jobs) or `{` (JSON Lines, one job object a line), not \(Self.describe(byte)) at line \(line)")
        }
    }

    // MARK: JSON Lines

    private func nextLine() throws(ManifestSyntaxError) -> ManifestEntry? {
        while true {
            let number = line
            var entry = EntryBuffer(limit: entryLimit)
            var sawByte = false
            while let byte = try take() {
                sawByte = true
                if byte == UInt8(ascii: "\n") { break }
                entry.append(byte)
            }
            if !sawByte {
                state = .finished
                return nil
            }
            if entry.isBlank { continue }
            return ManifestEntry(number: number, content: entry.content)
        }
    }

    // MARK: JSON array

    private func nextElement() throws(ManifestSyntaxError) -> ManifestEntry? {
        try skipWhitespace()
        if state == .arrayAfterElement {
            switch try take() {
            case UInt8(ascii: ",")?:
                state = .arrayAfterComma
                try skipWhitespace()
            case UInt8(ascii: "]")?:
                return try finishArray()
            case nil:
                throw ManifestSyntaxError(message: "manifest ends before the array's closing `]` (after element \(elementNumber))")
            case let byte?:
                throw ManifestSyntaxError(message: "manifest line \(line): expected `,` or `]` after element \(elementNumber), found \(Self.describe(byte))")
            }
        }
        switch try peek() {
        case nil:
            throw ManifestSyntaxError(message: "manifest ends before the array's closing `]` (after element \(elementNumber))")
        case UInt8(ascii: "]")?:
            guard state == .arrayStart else {
                throw ManifestSyntaxError(message: "manifest line \(line): a job must follow the `,` after element \(elementNumber) (JSON allows no trailing comma)")
            }
            _ = try take()
            return try finishArray()
        case UInt8(ascii: ",")?:
            throw ManifestSyntaxError(message: "manifest line \(line): expected a job object, found `,` (element \(elementNumber + 1) is missing)")
        default:
            elementNumber += 1
            let content = try scanElement()
            state = .arrayAfterElement
            return ManifestEntry(number: elementNumber, content: content)
        }
    }

    /// One element: an object or array up to its matching close (strings and escapes tracked so
    /// a brace inside a string does not count), a string, or a bare scalar such as `12`.
    private func scanElement() throws(ManifestSyntaxError) -> ManifestEntry.Content {
        var entry = EntryBuffer(limit: entryLimit)
        let startLine = line
        guard let first = try take() else { return entry.content }
        entry.append(first)
        var depth = 0
        var inString = false
        var escaped = false
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
        case UInt8(ascii: "\""): inString = true
        default:
            while let byte = try peek(), !Self.endsScalar(byte) {
                entry.append(byte)
                _ = try take()
            }
            return entry.content
        }
        while depth > 0 || inString {
            guard let byte = try take() else {
                throw ManifestSyntaxError(message: "manifest ends inside element \(elementNumber), which starts at line \(startLine) (an unclosed string, object or array)")
            }
            entry.append(byte)
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return entry.content
    }

    private func finishArray() throws(ManifestSyntaxError) -> ManifestEntry? {
        try skipWhitespace()
        if let byte = try peek() {
            throw ManifestSyntaxError(message: "manifest line \(line): nothing may follow the array's closing `]`, found \(Self.describe(byte))")
        }
        state = .finished
        return nil
    }

    // MARK: Bytes

    private func peek() throws(ManifestSyntaxError) -> UInt8? {
        if position == chunk.count {
            guard try refill() else { return nil }
        }
        return chunk[position]
    }

    private func take() throws(ManifestSyntaxError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        position += 1
        if byte == UInt8(ascii: "\n") { line += 1 }
        return byte
    }

    private func skipWhitespace() throws(ManifestSyntaxError) {
        while let byte = try peek(), Self.isWhitespace(byte) { _ = try take() }
    }

    private func refill() throws(ManifestSyntaxError) -> Bool {
        while !endOfInput {
            let data: Data?
            do { data = try readChunk() } catch {
                throw ManifestSyntaxError(message: "manifest cannot be read after line \(line) (\(error.localizedDescription))")
            }
            guard let data, !data.isEmpty else { endOfInput = true; break }
            chunk = [UInt8](data)
            position = 0
            return true
        }
        chunk = []
        position = 0
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "`\(Character(Unicode.Scalar(byte)))`" : String(format: "byte 0x%02X", byte)
    }
}

/// The bytes of one entry, kept up to the limit and only counted beyond it.
private struct EntryBuffer {
    let limit: Int
    private var bytes: [UInt8] = []
    private var count = 0

    init(limit: Int) { self.limit = limit }

    mutating func append(_ byte: UInt8) {
        count += 1
        if count <= limit { bytes.append(byte) }
    }

    var isBlank: Bool { count <= limit && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }

    var content: ManifestEntry.Content { count > limit ? .tooLong(bytes: count) : .json(Data(bytes)) }
}
