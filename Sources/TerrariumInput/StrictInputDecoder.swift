import Foundation

/// Decodes a plugin's typed input from its JSON strictly: a key the type does not read is an
/// error, a value of the wrong type or a fraction where a whole number belongs is an error, and
/// every error is an `InputError` naming the field's path (`friends[2].tile`). Types check
/// their own ranges in `init(from:)` by throwing `InputError(field: decoder.fieldPath, …)`.
public enum StrictInputDecoder {
    /// Decodes `type` from `value`, then fails on any key nobody read.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(InputError) -> T {
        let decoder = StrictDecoder(value: value, codingPath: [])
        let result: T
        do { result = try T(from: decoder) } catch let error as InputError {
            throw error
        } catch {
            throw InputError(field: nil, "cannot be read (\(error))")
        }
        try decoder.checkEveryKeyRead()
        return result
    }

    /// `friends[2].tile` for a coding path.
    static func path(_ codingPath: [CodingKey]) -> String? {
        guard !codingPath.isEmpty else { return nil }
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text
    }
}

extension Decoder {
    /// The path of the value being decoded, for an `InputError` a type throws from `init(from:)`.
    public var fieldPath: String? { StrictInputDecoder.path(codingPath) }
}

/// One value being decoded. Objects remember which keys were read, so the keys nobody read can
/// be reported once the value is decoded.
final class StrictDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var read: Set<String> = []
    private var children: [StrictDecoder] = []

    init(value: JSONValue, codingPath: [CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Set when every key of this object was checked against the type's full list before
    /// reading (`InputFields` with `CaseIterable` keys): then nothing needs remembering.
    var keysChecked = false

    func markRead(_ key: String) {
        if !keysChecked { read.insert(key) }
    }
    func child(_ value: JSONValue, _ key: CodingKey) -> StrictDecoder {
        let decoder = StrictDecoder(value: value, codingPath: codingPath + [key])
        // Only an object or an array can hold keys to check; a year of dates is thousands of
        // strings, and keeping a decoder for each made typed inputs a tenth slower to read.
        switch value {
        case .object, .array: children.append(decoder)
        default: break
        }
        return decoder
    }

    /// Whether a keyed container was made for this value (a value read whole, such as a
    /// `JSONValue` field, is not checked).
    var didReadAsObject = false

    /// Throws for the first key, here or below, that no one read: a misspelt or unknown field.
    func checkEveryKeyRead() throws(InputError) {
        if didReadAsObject, !keysChecked, case .object(let fields) = value,
           let unknown = fields.keys.sorted().first(where: { !read.contains($0) }) {
            let known = read.sorted()
            throw InputError(field: StrictInputDecoder.path(codingPath + [AnyKey(unknown)]),
                             "is not a known field" + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
        }
        for child in children { try child.checkEveryKeyRead() }
    }

    func mismatch(_ expected: String) -> InputError {
        InputError(field: StrictInputDecoder.path(codingPath), "must be \(expected), not \(value.typeName)")
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch("a JSON object") }
        didReadAsObject = true
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, fields: fields))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return UnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { SingleContainer(decoder: self) }

    // MARK: Scalars, shared by the three containers

    /// `value` as `T` when `T` is String, Int, Double or Bool and `value` is already of that
    /// kind; nil otherwise (then `decodeScalar` decides, with the error if there is one).
    static func scalar<T>(_ value: JSONValue, as type: T.Type) -> T? {
        switch (value, type) {
        case (.string(let text), is String.Type): text as? T
        case (.integer(let number), is Int.Type): number as? T
        case (.integer(let number), is Double.Type): Double(number) as? T
        case (.number(let number), is Double.Type): number as? T
        case (.bool(let flag), is Bool.Type): flag as? T
        default: nil
        }
    }

    func decodeScalar<T: Decodable>(_ type: T.Type) throws -> T {
        let scalar: Any
        switch type {
        case is Bool.Type:
            guard case .bool(let value) = value else { throw mismatch("true or false") }
            scalar = value
        case is String.Type:
            guard case .string(let value) = value else { throw mismatch("a string") }
            scalar = value
        case is Int.Type:
            switch value {
            case .integer(let value): scalar = value
            case .number(let value) where value.isFinite && value == value.rounded() && abs(value) < 1e15:
                throw InputError.wholeNumberAsFraction(field: StrictInputDecoder.path(codingPath), Int(value))
            case .number(let value): throw InputError(field: StrictInputDecoder.path(codingPath), "must be a whole number, not \(value)")
            default: throw mismatch("a whole number")
            }
        case is Double.Type:
            switch value {
            case .integer(let value): scalar = Double(value)
            case .number(let value): scalar = value
            default: throw mismatch("a number")
            }
        case is JSONValue.Type:
            scalar = value
        case is [JSONValue].Type:
            // Taken whole, as a field of type JSONValue is: the type reads its elements itself.
            guard case .array(let items) = value else { throw mismatch("an array") }
            scalar = items
        default:
            return try T(from: self)
        }
        // The switch matched T itself, so the cast holds; the error is for the compiler.
        guard let typed = scalar as? T else { throw mismatch("a \(T.self)") }
        return typed
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: StrictDecoder
    let fields: [String: JSONValue]
    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        decoder.markRead(key.stringValue)
        return fields[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.markRead(key.stringValue)
        if case .null? = fields[key.stringValue] { return true }
        return fields[key.stringValue] == nil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        decoder.markRead(key.stringValue)
        guard let value = fields[key.stringValue], value != .null else {
            throw InputError(field: StrictInputDecoder.path(codingPath + [key]), "is missing")
        }
        // A string, number or boolean needs no decoder of its own (nor its path, unless it is
        // the wrong type): most fields are one.
        if let scalar = StrictDecoder.scalar(value, as: type) { return scalar }
        return try decoder.child(value, key).decodeScalar(type)
    }

    // `decodeIfPresent` in one lookup (the default asks `contains`, `decodeNil` and `decode`
    // in turn), for the scalar types a container forwards on their own and for the rest.
    private func present<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        decoder.markRead(key.stringValue)
        guard let value = fields[key.stringValue], value != .null else { return nil }
        if let scalar = StrictDecoder.scalar(value, as: type) { return scalar }
        return try decoder.child(value, key).decodeScalar(type)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(type, forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(type, forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(type, forKey: key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(type, forKey: key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        decoder.markRead(key.stringValue)
        return try decoder.child(fields[key.stringValue] ?? .null, key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        decoder.markRead(key.stringValue)
        return try decoder.child(fields[key.stringValue] ?? .null, key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder {
        decoder.markRead(key.stringValue)
        return decoder.child(fields[key.stringValue] ?? .null, key)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: StrictDecoder
    let items: [JSONValue]
    var currentIndex = 0
    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> StrictDecoder {
        guard !isAtEnd else {
            throw InputError(field: StrictInputDecoder.path(codingPath), "has too few elements")
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], AnyKey(intValue: currentIndex) ?? AnyKey(String(currentIndex)))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeScalar(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { try next() }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let decoder: StrictDecoder
    var codingPath: [CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { decoder.value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeScalar(type) }
}
