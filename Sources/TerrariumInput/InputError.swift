/// Bad input, naming the field at fault (`steps`, `friends[2].tile`) and what is wrong with it.
public struct InputError: Error, Equatable, CustomStringConvertible {
    /// The field's path (`friends[2].tile`); nil for the document as a whole.
    public var field: String?
    /// What is wrong, said after the field: "must be a whole number, not a string".
    public var message: String

    /// An error about `field`.
    public init(field: String?, _ message: String) {
        self.field = field
        self.message = message
    }

    /// A whole value written as a fraction (5.0 built as `.number(5)` in Swift) where a whole
    /// number belongs: the message says what to write, where "must be a whole number, not 5"
    /// would leave the reader puzzling.
    static func wholeNumberAsFraction(field: String?, _ whole: Int) -> InputError {
        InputError(field: field, "must be a whole number written without a fraction: \(whole), not \(whole).0 "
                   + "(in Swift, JSONValue.integer(\(whole)) rather than .number(\(whole)))")
    }

    /// `now` is missing: where the time comes from, in the input or with `--now`.
    public static func missingNow(field: String?) -> InputError {
        InputError(field: field, "is missing; give the current time as ISO 8601 with a UTC offset, in the input or with --now")
    }

    /// One line: `input field 'steps' must be …`, the field quoted as user text; `input …` when
    /// the error is about the whole document.
    public var description: String {
        // A field's path may hold a key the user wrote: it is quoted like any of their text.
        if let field { "input field \(UserText.quoted(field)) \(message)" } else { "input \(message)" }
    }
}
