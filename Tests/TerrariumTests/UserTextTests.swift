import Testing
@testable import Terrarium

/// What a message repeats of a user's text: control characters escaped, long values cut with
/// their length, whole lines bounded.
struct UserTextTests {
    @Test(arguments: [
        ("Sam", "'Sam'"),
        ("a\nb", "'a\\nb'"),
        ("\u{1B}[2J\u{7}", "'\\u{1B}[2J\\u{7}'"),
        ("nul\u{0}", "'nul\\u{0}'"),
        ("tab\tcr\r", "'tab\\tcr\\r'"),
        ("next\u{85}line\u{2028}", "'next\\u{85}line\\u{2028}'"),
        ("Zoë 👩‍👩‍👧‍👦 김서연", "'Zoë 👩‍👩‍👧‍👦 김서연'"),
        (String(repeating: "x", count: 900_000), "'" + String(repeating: "x", count: 80) + "…' (900,000 characters)"),
    ])
    func quoted(_ value: String, expected: String) {
        #expect(UserText.quoted(value) == expected)
    }

    @Test func aLineIsEscapedAndBounded() {
        #expect(UserText.line("error: input field 'a\nb' is bad") == "error: input field 'a\\nb' is bad")
        let long = UserText.line(String(repeating: "y", count: 5_000))
        #expect(long == String(repeating: "y", count: 2_000) + "… (5,000 characters in all)")
    }
}
