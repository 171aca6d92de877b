/// Bad input, naming the field at fault (`steps`, `friends[2].tile`) and what is wrong with it.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public var field: String?
    public var message: String

    public init(field: String?, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String {
        // A field's path may hold a key the user wrote: it is quoted like any of their text.
        if let field { "input field \(UserText.quoted(field)) \(message)" } else { "input \(message)" }
    }
}
