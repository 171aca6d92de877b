import Foundation

/// A JSON document as a value: inputs, examples and `--json` state.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value as compact JSON with sorted keys, so equal values give equal bytes: what
    /// JSONEncoder wrote with `.sortedKeys` and `.withoutEscapingSlashes`, and "null" where it
    /// threw (a non-finite number, or nesting past its limit).
    public func encoded(pretty: Bool = false) -> Data {
        Data(JSONTextWriter.write(self, pretty: pretty) ?? Array("null".utf8))
    }

    /// Converts any Encodable (such as a plugin's display state) to a JSONValue: what JSONEncoder
    /// then JSONDecoder gave, without the bytes in between.
    public init(encoding value: some Encodable) throws {
        self = try JSONValueEncoder.encode(value)
    }

    /// The JSON type with its article ("a string", "an array"), for "must be X, not Y" messages.
    /// Integers and fractions are both "a number", as JSON has one number type.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

}

extension JSONValue: Codable {
    /// Reads any JSON value, trying null, boolean, whole number, number, string, array and object
    /// in that order, so `5` is `.integer(5)` and `5.5` is `.number(5.5)`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Writes the value as the JSON it stands for.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    /// An object from a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    /// An array from a literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A string from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A whole number from a literal (`.integer`): inputs that need whole numbers accept it.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A number from a literal with a fraction (`.number`); `5.0` stays a fraction, which a
    /// whole-number field refuses.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A boolean from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// JSON null, from `nil`.
    public init(nilLiteral: ()) { self = .null }
}
