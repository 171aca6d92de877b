import Foundation

extension JSONValue {
    /// Parses JSON bytes; the error says where the text stops being JSON.
    public static func parse(_ data: Data) throws(InputError) -> JSONValue {
        let result = withUTF8Text(of: data) { text -> Result<JSONValue, InputError> in
            do throws(JSONSyntaxError) {
                return .success(try JSONParser.parse(utf8: text))
            } catch {
                return .failure(InputError(field: nil, "is not valid JSON (\(describe(error, in: text)))"))
            }
        }
        return try result.get()
    }

    /// What went wrong and where, with a 1-based line and a column counted in characters, as an
    /// editor shows it.
    private static func describe(_ error: JSONSyntaxError, in text: UnsafeBufferPointer<UInt8>) -> String {
        if !text.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) { return "it is empty" }
        let offset = min(error.offset, text.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where text[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // UTF-8 continuation bytes belong to the character before them.
        let column = text[lineStart..<offset].lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
        return "\(error.reason) at line \(line), column \(column)"
    }

    /// Calls `body` with the document as UTF-8 without a byte order mark. JSONDecoder also read
    /// UTF-16 and UTF-32 (told by a byte order mark or by where the zero bytes fall in the first
    /// four), so those are converted first, with JSONDecoder's own tests.
    private static func withUTF8Text<R>(of data: Data, _ body: (UnsafeBufferPointer<UInt8>) -> Result<R, InputError>) -> Result<R, InputError> {
        let count = data.count
        let start = data.startIndex
        func byte(_ offset: Int) -> UInt8? { offset < count ? data[start + offset] : nil }
        let encoding: String.Encoding
        let mark: Int
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0?, 0?, 0xFE?, 0xFF?): (encoding, mark) = (.utf32BigEndian, 4)
        case (0xFE?, 0xFF?, 0?, 0?): (encoding, mark) = (.utf32LittleEndian, 4)
        case (0xFE?, 0xFF?, _, _): (encoding, mark) = (.utf16BigEndian, 2)
        case (0xFF?, 0xFE?, _, _): (encoding, mark) = (.utf16LittleEndian, 2)
        case (0xEF?, 0xBB?, 0xBF?, _): (encoding, mark) = (.utf8, 3)
        case (0?, 0?, 0?, let last?) where last != 0: (encoding, mark) = (.utf32BigEndian, 0)
        case (0?, let a?, 0?, let b?) where a != 0 && b != 0: (encoding, mark) = (.utf16BigEndian, 0)
        case (let first?, 0?, 0?, 0?) where first != 0: (encoding, mark) = (.utf32LittleEndian, 0)
        case (let a?, 0?, let b?, 0?) where a != 0 && b != 0: (encoding, mark) = (.utf16LittleEndian, 0)
        case (0?, let a?, nil, nil) where a != 0: (encoding, mark) = (.utf16BigEndian, 0)
        case (let a?, 0?, nil, nil) where a != 0: (encoding, mark) = (.utf16LittleEndian, 0)
        default: (encoding, mark) = (.utf8, 0)
        }
        if encoding == .utf8 {
            return data.withUnsafeBytes { raw in
                body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[mark...]))
            }
        }
        guard let text = String(bytes: data.dropFirst(mark), encoding: encoding) else {
            return .failure(InputError(field: nil, "is not valid JSON (it is not valid \(encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? "UTF-16" : "UTF-32") text)"))
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
