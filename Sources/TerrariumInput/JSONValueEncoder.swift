import Foundation

/// An Encoder that builds a JSONValue from any Encodable without writing bytes: every render
/// turns its plugin's display state into a JSONValue, and JSONEncoder then JSONDecoder cost more
/// than the rest of a small render's bookkeeping.
///
/// It gives exactly what that round trip gave: numbers as JSONDecoder read JSONEncoder's text
/// (a whole Double is `.integer`, see `JSONNumber`), non-finite numbers are an error, nil in
/// `encodeIfPresent` leaves the key out, Data is Base64 text, URL its absolute string, Date its
/// own encoding (seconds since 2001), a value that encodes nothing is `{}`, and nesting deeper
/// than JSONEncoder's writer allows is an error.
final class JSONValueEncoder: Encoder {
    private enum Storage {
        case empty
        case value(JSONValue)
        case object(ObjectBuffer)
        case array(ArrayBuffer)
    }

    private var storage = Storage.empty
    private let parent: JSONValueEncoder?
    /// Keys from `parent`'s own path to this encoder's value: nested containers add to it.
    private let prefix: [CodingKey]
    private let key: CodingKey?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [CodingKey] {
        var path = parent?.codingPath ?? []
        path += prefix
        if let key { path.append(key) }
        return path
    }

    init(parent: JSONValueEncoder? = nil, prefix: [CodingKey] = [], key: CodingKey? = nil) {
        self.parent = parent
        self.prefix = prefix
        self.key = key
    }

    /// The value of a whole Encodable; nil when it encoded nothing.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONValueEncoder()
        guard let result = try encoder.wrapSpecial(value) ?? (try encoder.encodeValue(value)) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        guard result.nestingDepth(below: JSONTextWriter.depthLimit) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON (nested too deeply)."))
        }
        return result
    }

    private func encodeValue<T: Encodable>(_ value: T) throws -> JSONValue? {
        try value.encode(to: self)
        return takeValue()
    }

    /// A nested value, encoded by an encoder of its own; `{}` if it encoded nothing.
    fileprivate func wrap<T: Encodable>(_ value: T, prefix: [CodingKey], key: CodingKey?) throws -> JSONValue {
        if let special = try wrapSpecial(value) { return special }
        let child = JSONValueEncoder(parent: self, prefix: prefix, key: key)
        return try child.encodeValue(value) ?? .object([:])
    }

    /// The types JSONEncoder writes its own way by default.
    private func wrapSpecial<T: Encodable>(_ value: T) throws -> JSONValue? {
        // Comparing types first keeps the dynamic casts off the common path.
        if T.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
        if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if T.self == Decimal.self, let decimal = value as? Decimal {
            // JSONEncoder wrote the description as a number, and JSONDecoder read it back or failed.
            var text = decimal.description
            let number = text.withUTF8 { try? JSONParser.parse(utf8: $0) }
            switch number {
            case .integer?, .number?: return number
            default: throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "Decimal \(text) is not a JSON number."))
            }
        }
        return nil
    }

    private func takeValue() -> JSONValue? {
        switch storage {
        case .empty: nil
        case .value(let value): value
        case .object(let object): object.value()
        case .array(let array): array.value()
        }
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: ObjectBuffer
        switch storage {
        case .object(let existing): object = existing
        case .value(.object(let fields)): object = ObjectBuffer(values: fields)
        default: object = ObjectBuffer()
        }
        storage = .object(object)
        return KeyedEncodingContainer(KeyedContainer(encoder: self, object: object, path: []))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let array: ArrayBuffer
        switch storage {
        case .array(let existing): array = existing
        case .value(.array(let elements)): array = ArrayBuffer(values: elements)
        default: array = ArrayBuffer()
        }
        storage = .array(array)
        return UnkeyedContainer(encoder: self, array: array, path: [])
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    // MARK: Numbers

    /// What JSONDecoder made of JSONEncoder's text for a Double: `description` without ".0".
    static func number(_ value: Double, path: @autoclosure () -> [CodingKey]) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, path: path()) }
        if value.rounded(.towardZero) != value { return .number(value) }
        // Below 2^53 a whole Double's text reads back as the same Int; above, the text decides.
        if value.magnitude < 0x1p53 { return .integer(Int(value)) }
        return textNumber(value.description)
    }

    static func number(_ value: Float, path: @autoclosure () -> [CodingKey]) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, path: path()) }
        return textNumber(value.description)
    }

    static func number(_ value: some FixedWidthInteger) -> JSONValue {
        if let integer = Int(exactly: value) { return .integer(integer) }
        return textNumber(value.description)
    }

    private static func textNumber(_ description: String) -> JSONValue {
        let text = description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        return JSONNumber.value(ofLiteral: text) ?? .null
    }

    private static func nonFinite<T: BinaryFloatingPoint>(_ value: T, path: [CodingKey]) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
    }

    // MARK: Storage shared with containers

    /// An object being built. Keyed values go straight into `values`; only nested containers and
    /// super encoders, filled after they are handed out, wait in `pending`.
    fileprivate final class ObjectBuffer {
        var values: [String: JSONValue]
        var pending: [String: Pending] = [:]

        init(values: [String: JSONValue] = [:]) { self.values = values }

        func set(_ value: JSONValue, for key: String) {
            values[key] = value
            if !pending.isEmpty { pending[key] = nil }
        }

        func nestedObject(for key: String) -> ObjectBuffer {
            if case .object(let existing)? = pending[key] { return existing }
            let object = if case .object(let fields)? = values.removeValue(forKey: key) { ObjectBuffer(values: fields) } else { ObjectBuffer() }
            pending[key] = .object(object)
            return object
        }

        func nestedArray(for key: String) -> ArrayBuffer {
            if case .array(let existing)? = pending[key] { return existing }
            let array = if case .array(let elements)? = values.removeValue(forKey: key) { ArrayBuffer(values: elements) } else { ArrayBuffer() }
            pending[key] = .array(array)
            return array
        }

        func setPending(_ encoder: JSONValueEncoder, for key: String) {
            values[key] = nil
            pending[key] = .encoder(encoder)
        }

        func value() -> JSONValue {
            guard !pending.isEmpty else { return .object(values) }
            var fields = values
            for (key, item) in pending { fields[key] = item.value() }
            return .object(fields)
        }
    }

    /// An array being built; nested containers and super encoders keep their place in `pending`.
    fileprivate final class ArrayBuffer {
        var values: [JSONValue]
        var pending: [(index: Int, item: Pending)] = []

        init(values: [JSONValue] = []) { self.values = values }

        var count: Int { values.count }

        func append(_ value: JSONValue) { values.append(value) }

        func appendPending(_ item: Pending) {
            pending.append((values.count, item))
            values.append(.null)
        }

        func value() -> JSONValue {
            guard !pending.isEmpty else { return .array(values) }
            var elements = values
            for (index, item) in pending { elements[index] = item.value() }
            return .array(elements)
        }
    }

    fileprivate enum Pending {
        case object(ObjectBuffer)
        case array(ArrayBuffer)
        case encoder(JSONValueEncoder)

        func value() -> JSONValue {
            switch self {
            case .object(let object): object.value()
            case .array(let array): array.value()
            case .encoder(let encoder): encoder.takeValue() ?? .object([:])
            }
        }
    }

    fileprivate func setSingleValue(_ value: JSONValue) {
        storage = .value(value)
    }
}

extension JSONValue {
    /// True when arrays and objects nest fewer than `limit` levels deep.
    func nestingDepth(below limit: Int) -> Bool {
        guard limit > 0 else { return false }
        switch self {
        case .array(let elements): return limit > 1 ? elements.allSatisfy { $0.nestingDepth(below: limit - 1) } : false
        case .object(let fields): return limit > 1 ? fields.values.allSatisfy { $0.nestingDepth(below: limit - 1) } : false
        default: return true
        }
    }
}

// MARK: - Containers

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder
    let object: JSONValueEncoder.ObjectBuffer
    /// Keys of nested containers between the encoder and this container.
    let path: [CodingKey]

    var codingPath: [CodingKey] { encoder.codingPath + path }

    mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(try JSONValueEncoder.number(value, path: codingPath + [key]), for: key.stringValue)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(try JSONValueEncoder.number(value, path: codingPath + [key]), for: key.stringValue)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { object.set(JSONValueEncoder.number(value), for: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(try encoder.wrap(value, prefix: path, key: key), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, object: object.nestedObject(for: key.stringValue), path: path + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: encoder, array: object.nestedArray(for: key.stringValue), path: path + [key])
    }

    mutating func superEncoder() -> Encoder {
        let superKey = SuperKey()
        let child = JSONValueEncoder(parent: encoder, prefix: path, key: superKey)
        object.setPending(child, for: superKey.stringValue)
        return child
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        let child = JSONValueEncoder(parent: encoder, prefix: path, key: key)
        object.setPending(child, for: key.stringValue)
        return child
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder
    let array: JSONValueEncoder.ArrayBuffer
    let path: [CodingKey]

    var codingPath: [CodingKey] { encoder.codingPath + path }
    var count: Int { array.count }

    mutating func encodeNil() throws { array.append(.null) }
    mutating func encode(_ value: Bool) throws { array.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        array.append(try JSONValueEncoder.number(value, path: codingPath + [IndexKey(array.count)]))
    }
    mutating func encode(_ value: Float) throws {
        array.append(try JSONValueEncoder.number(value, path: codingPath + [IndexKey(array.count)]))
    }
    mutating func encode(_ value: Int) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { array.append(JSONValueEncoder.number(value)) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: Int128) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { array.append(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { array.append(JSONValueEncoder.number(value)) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: UInt128) throws { array.append(JSONValueEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.append(try encoder.wrap(value, prefix: path, key: IndexKey(array.count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let object = JSONValueEncoder.ObjectBuffer()
        let key = IndexKey(array.count)
        array.appendPending(.object(object))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, object: object, path: path + [key]))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = JSONValueEncoder.ArrayBuffer()
        let key = IndexKey(array.count)
        array.appendPending(.array(nested))
        return UnkeyedContainer(encoder: encoder, array: nested, path: path + [key])
    }

    mutating func superEncoder() -> Encoder {
        let child = JSONValueEncoder(parent: encoder, prefix: path, key: IndexKey(array.count))
        array.appendPending(.encoder(child))
        return child
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONValueEncoder

    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.setSingleValue(.null) }
    mutating func encode(_ value: Bool) throws { encoder.setSingleValue(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.setSingleValue(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.setSingleValue(try JSONValueEncoder.number(value, path: codingPath)) }
    mutating func encode(_ value: Float) throws { encoder.setSingleValue(try JSONValueEncoder.number(value, path: codingPath)) }
    mutating func encode(_ value: Int) throws { encoder.setSingleValue(.integer(value)) }
    mutating func encode(_ value: Int8) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: Int128) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }
    @available(macOS 15.0, *)
    mutating func encode(_ value: UInt128) throws { encoder.setSingleValue(JSONValueEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.setSingleValue(try encoder.wrap(value, prefix: [], key: nil))
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(intValue: Int) { nil }
    init?(stringValue: String) { nil }
}
