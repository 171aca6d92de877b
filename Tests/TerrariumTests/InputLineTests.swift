import Testing
@testable import Terrarium

/// Names and titles are one line of text: control characters are refused with the field and
/// the code point, and the limit holds in characters and in Unicode scalars.
struct InputLineTests {
    func line(_ value: String, limit: Int = 10, allowsEmpty: Bool = false) throws(InputError) -> String? {
        try InputObject(["friend": ["name": .string(value)]]).values["friend"].map { value throws(InputError) in
            try InputObject(value, path: "friends[2]").line("name", limit: limit, allowsEmpty: allowsEmpty)
        } ?? nil
    }

    @Test(arguments: [
        ("Sam\r\nBo", "input field 'friends[2].name' contains the control character U+000D; names and titles are one line of text"),
        ("\u{1B}[31mSam", "input field 'friends[2].name' contains the control character U+001B"),
        ("Sam\u{7}", "input field 'friends[2].name' contains the control character U+0007"),
        ("Sam\u{85}", "input field 'friends[2].name' contains the control character U+0085"),
        ("Sam\u{2028}Bo", "input field 'friends[2].name' contains the control character U+2028"),
        ("Sam\tBo", "input field 'friends[2].name' contains the control character U+0009"),
        ("   ", "input field 'friends[2].name' must not be empty"),
        ("abcdefghijk", "input field 'friends[2].name' is 11 characters; the limit is 10"),
        // One character, a letter with 100 combining marks: 101 scalars, over 8 per character.
        ("a" + String(repeating: "\u{301}", count: 100), "input field 'friends[2].name' is 101 Unicode scalars; the limit is 80 (10 characters)"),
    ])
    func refused(_ value: String, message: String) {
        #expect(throws: InputError.self) { try line(value) }
        do { _ = try line(value) } catch { #expect("\(error)".hasPrefix(message), "\(error)") }
    }

    @Test(arguments: [
        "Sam", "Zoë Ångström", "김서연", "Sam 👩‍👩‍👧‍👦🌿", "ليلى", String(repeating: "👨‍👩‍👧‍👦", count: 10),
    ])
    func accepted(_ value: String) throws {
        #expect(try line(value, limit: 12) == value)
    }

    @Test func emptyIsAllowedWhereAsked() throws {
        #expect(try line("", allowsEmpty: true) == "")
    }
}
