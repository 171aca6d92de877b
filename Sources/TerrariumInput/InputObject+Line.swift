import Foundation

/// Names and titles: one line of the user's text, drawn as it is written.
extension InputObject {
    /// How many Unicode scalars a line of `limit` characters may hold: room for a ZWJ family
    /// emoji (7 scalars) in every character, and no more, so one letter with a hundred thousand
    /// combining marks, a single "character", is still refused.
    public static func scalarLimit(forCharacters limit: Int) -> Int { limit * 8 }

    /// The string at `key` as one line of at most `limit` characters (and
    /// `scalarLimit(forCharacters:)` scalars), not blank unless `allowsEmpty`. Control
    /// characters (C0, DEL, C1) and the line and paragraph separators are refused with the
    /// first one's code point: a "\r\n" would split a one-line label over the next line, and
    /// an escape reaches whoever reads the text.
    public func line(_ key: String, limit: Int, allowsEmpty: Bool = false) throws(InputError) -> String? {
        guard let value = try string(key) else { return nil }
        return try Self.checkedLine(value, field: field(key), limit: limit, allowsEmpty: allowsEmpty)
    }

    /// The same rules for a string a typed input decoded itself (`StrictInputDecoder`):
    /// `field` is the path its errors name.
    public static func checkedLine(_ value: String, field: @autoclosure () -> String?, limit: Int, allowsEmpty: Bool = false) throws(InputError) -> String {
        if let bad = value.unicodeScalars.first(where: UserText.isControl) {
            let code = String(bad.value, radix: 16, uppercase: true)
            throw InputError(field: field(), "contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code); "
                             + "names and titles are one line of text")
        }
        // Blank is all space separators (Zs), what trimming `.whitespaces` leaves empty once
        // the tab, a control character, is refused above; it stops at the first letter.
        if !allowsEmpty, value.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .spaceSeparator }) {
            throw InputError(field: field(), "must not be empty")
        }
        let characters = value.count, scalars = value.unicodeScalars.count
        guard characters <= limit, scalars <= scalarLimit(forCharacters: limit) else {
            throw InputError(field: field(), characters > limit
                             ? "is \(characters) characters; the limit is \(limit)"
                             : "is \(scalars) Unicode scalars; the limit is \(scalarLimit(forCharacters: limit)) (\(limit) characters)")
        }
        return value
    }
}
