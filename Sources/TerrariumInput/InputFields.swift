import Foundation

/// A typed input's fields, read in its `init(from:)` with the engine's rules and messages: the
/// same ranges, choices, one-line names and clock as `InputObject`, over a decoding container,
/// so a `Decodable` input decoded by `StrictInputDecoder` reports exactly what a hand-read one
/// did.
///
///     init(from decoder: Decoder) throws {
///         let fields = try InputFields(decoder, keys: CodingKeys.self)
///         steps = try fields.integer(.steps, in: 0...9_999_999, rule: "a whole number from 0 to 9,999,999") ?? 0
///     }
public struct InputFields<Key: CodingKey> {
    private let container: KeyedDecodingContainer<Key>
    private let codingPath: [CodingKey]

    /// The fields of the object `decoder` holds. With keys that are not `CaseIterable`, an unknown
    /// key is found after decoding (`StrictInputDecoder` reports any key nobody read).
    public init(_ decoder: Decoder, keys: Key.Type) throws {
        container = try decoder.container(keyedBy: keys)
        codingPath = decoder.codingPath
    }

    /// With every key listed up front, an unknown one is reported before anything else is
    /// read: a misspelt "stpes" says so, not that "steps" is missing.
    public init(_ decoder: Decoder, keys: Key.Type) throws where Key: CaseIterable {
        if let strict = decoder as? StrictDecoder {
            // The strict decoder's own value, read without a container; with every key checked
            // here, it need not remember which ones were read.
            if case .object(let fields) = strict.value, fields.keys.contains(where: { Key(stringValue: $0) == nil }) {
                throw Self.unknownKey(in: fields, path: decoder.codingPath)
            }
            container = try decoder.container(keyedBy: keys)
            codingPath = decoder.codingPath
            strict.keysChecked = true
            return
        }
        if case .object(let fields) = try decoder.singleValueContainer().decode(JSONValue.self),
           fields.keys.contains(where: { Key(stringValue: $0) == nil }) {
            throw Self.unknownKey(in: fields, path: decoder.codingPath)
        }
        container = try decoder.container(keyedBy: keys)
        codingPath = decoder.codingPath
    }

    private static func unknownKey(in fields: [String: JSONValue], path: [CodingKey]) -> InputError where Key: CaseIterable {
        let known = Key.allCases.map(\.stringValue)
        let unknown = fields.keys.sorted().first { Key(stringValue: $0) == nil } ?? ""
        return InputError(field: StrictInputDecoder.path(path + [FieldKey(unknown)]),
                          "is not a known field (known: \(known.sorted().joined(separator: ", ")))")
    }

    /// The field's path in errors: `steps`, `friends[2].tile`.
    public func field(_ key: Key) -> String { StrictInputDecoder.path(codingPath + [key]) ?? key.stringValue }

    /// Whether `key` is present and not null.
    public func has(_ key: Key) -> Bool { (try? container.decodeNil(forKey: key)) == false }

    /// The string at `key`; nil when it is absent or null, an error naming the field when it is
    /// another type.
    public func string(_ key: Key) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }

    /// The whole number at `key`; nil when absent or null. A fraction, or a whole number written
    /// with one (`5.0`), is an error, as are other types.
    public func integer(_ key: Key) throws -> Int? { try container.decodeIfPresent(Int.self, forKey: key) }

    /// A whole number within `range`; `rule` says the range in words for the error.
    public func integer(_ key: Key, in range: ClosedRange<Int>, rule: String) throws -> Int? {
        guard let value = try integer(key) else { return nil }
        return try InputObject.checkedInteger(value, in: range, rule: rule, field: field(key))
    }

    /// The number at `key`, whole or not; nil when absent or null.
    public func number(_ key: Key) throws -> Double? { try container.decodeIfPresent(Double.self, forKey: key) }

    /// The boolean at `key`; nil when absent or null.
    public func bool(_ key: Key) throws -> Bool? { try container.decodeIfPresent(Bool.self, forKey: key) }

    /// A string that must be one of `T`'s raw values.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: Key, as type: T.Type) throws -> T? where T.RawValue == String {
        guard let raw = try string(key) else { return nil }
        return try InputObject.checkedChoice(raw, as: type, field: field(key))
    }

    /// A nested value of its own `Decodable` type (an object, an array of them).
    public func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try container.decodeIfPresent(type, forKey: key)
    }

    /// How many elements the array at `key` holds, before any is decoded: a list's limit is
    /// checked before the work of reading it.
    public func count(_ key: Key) throws -> Int? {
        guard has(key) else { return nil }
        return try container.nestedUnkeyedContainer(forKey: key).count
    }

    /// One line of the user's text (`InputObject.checkedLine`'s rules).
    public func line(_ key: Key, limit: Int, allowsEmpty: Bool = false) throws -> String? {
        guard let value = try string(key) else { return nil }
        return try InputObject.checkedLine(value, field: field(key), limit: limit, allowsEmpty: allowsEmpty)
    }

    /// A local date, `YYYY-MM-DD`.
    public func date(_ key: Key) throws -> LocalDate? {
        guard let text = try string(key) else { return nil }
        return try LocalDate.parse(text, field: field(key))
    }

    /// The moment every app draws: `now` (ISO 8601 with a UTC offset, required) and `timeZone`
    /// (IANA; now's own offset by default), as `InputObject.clock()` reads them.
    public func clock(now: Key, timeZone: Key) throws -> (now: Date, timeZone: TimeZone) {
        try InputObject.checkedClock(now: string(now), timeZone: string(timeZone), nowField: field(now), zoneField: field(timeZone))
    }
}

/// A key by name, for a path to a field the type does not have.
private struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
