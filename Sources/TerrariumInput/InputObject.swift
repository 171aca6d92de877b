import Foundation
/// Reads one JSON object of an input, field by field, with errors that name the field.
/// Unknown keys are errors too (`check()`), so a misspelt field never passes unnoticed.
public struct InputObject: Sendable {
    /// Where this object lies in the input (`friends[2]`); empty for the top level. Prefixes
    /// every field named in errors.
    public let path: String
    /// The object's fields as parsed, including any the reader does not know (see `check`).
    public let values: [String: JSONValue]
    private var known: Set<String> = []

    /// Reads `value` as an object at `path`. Throws if it is anything but a JSON object.
    public init(_ value: JSONValue, path: String = "") throws(InputError) {
        guard case .object(let values) = value else {
            throw InputError(field: path.isEmpty ? nil : path, "must be a JSON object, not \(value.typeName)")
        }
        self.path = path
        self.values = values
    }

    /// The path of `key` in errors: `key` at the top level, `path.key` below it.
    public func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Fails on any key that no reader asked for, listing the keys that are allowed.
    public func check(allowed keys: [String]) throws(InputError) {
        let unknown = Set(values.keys).subtracting(keys).sorted()
        guard let first = unknown.first else { return }
        throw InputError(field: field(first),
                         "is not a known field (known: \(keys.sorted().joined(separator: ", ")))")
    }

    /// Whether `key` is present and not null: null counts as absent, as with the readers below.
    public func has(_ key: String) -> Bool {
        if case .some(.null) = values[key] { return false }
        return values[key] != nil
    }

    /// The string at `key`; nil when absent or null. Throws for any other type.
    public func string(_ key: String) throws(InputError) -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be a string, not \(other.typeName)")
        }
    }

    /// The string at `key`, which must be there: a missing one is an error that ends with `hint`
    /// (what to write), when one is given.
    public func requiredString(_ key: String, hint: String = "") throws(InputError) -> String {
        guard let value = try string(key) else {
            throw InputError(field: field(key), "is missing" + (hint.isEmpty ? "" : "; \(hint)"))
        }
        return value
    }

    /// The whole number at `key`; nil when absent or null. Throws for a fraction, for a whole
    /// number written with one (`5.0`, with a message saying to drop it), and for other types.
    public func integer(_ key: String) throws(InputError) -> Int? {
        switch values[key] {
        case nil, .null?: return nil
        case .integer(let value)?: return value
        case .number(let value)? where value.isFinite && value == value.rounded() && abs(value) < 1e15:
            throw InputError.wholeNumberAsFraction(field: field(key), Int(value))
        case .number(let value)?:
            throw InputError(field: field(key), "must be a whole number, not \(format(value))")
        case let other?: throw InputError(field: field(key), "must be a whole number, not \(other.typeName)")
        }
    }

    /// A whole number within `range`; `rule` says the range in words for the error
    /// ("a whole number from 0 to 9,999,999").
    public func integer(_ key: String, in range: ClosedRange<Int>, rule: String) throws(InputError) -> Int? {
        guard let value = try integer(key) else { return nil }
        return try Self.checkedInteger(value, in: range, rule: rule, field: field(key))
    }

    /// `value` within `range`, or the error saying the `rule` (for typed inputs too).
    public static func checkedInteger(_ value: Int, in range: ClosedRange<Int>, rule: String,
                                      field: @autoclosure () -> String?) throws(InputError) -> Int {
        guard range.contains(value) else { throw InputError(field: field(), "must be \(rule) (got \(value))") }
        return value
    }

    /// The number at `key`, whole or not, as a `Double`; nil when absent or null. Throws for other types.
    public func number(_ key: String) throws(InputError) -> Double? {
        switch values[key] {
        case nil, .null?: return nil
        case .integer(let value)?: return Double(value)
        case .number(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be a number, not \(other.typeName)")
        }
    }

    /// `true` or `false` at `key`; nil when absent or null. Throws for other types.
    public func bool(_ key: String) throws(InputError) -> Bool? {
        switch values[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be true or false, not \(other.typeName)")
        }
    }

    /// A string that must be one of `T`'s raw values; nil when absent or null.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type) throws(InputError) -> T?
    where T.RawValue == String {
        guard let raw = try string(key) else { return nil }
        return try Self.checkedChoice(raw, as: type, field: field(key))
    }

    /// `raw` as one of `T`'s raw values, or the error listing them (for typed inputs too).
    public static func checkedChoice<T: RawRepresentable & CaseIterable>(_ raw: String, as type: T.Type,
                                                                      field: @autoclosure () -> String?) throws(InputError) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: raw) else {
            let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw InputError(field: field(), "must be one of \(allowed) (got \(UserText.quoted(raw)))")
        }
        return value
    }

    /// The array at `key`, its elements unread; nil when absent or null. Throws for other types.
    public func array(_ key: String) throws(InputError) -> [JSONValue]? {
        switch values[key] {
        case nil, .null?: return nil
        case .array(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be an array, not \(other.typeName)")
        }
    }

    /// The moment every app draws: `now` (ISO 8601 with a UTC offset) and `timeZone` (IANA),
    /// which defaults to now's own offset. Both may come from --now and --time-zone.
    public func clock() throws(InputError) -> (now: Date, timeZone: TimeZone) {
        try Self.checkedClock(now: string("now"), timeZone: string("timeZone"), nowField: field("now"), zoneField: field("timeZone"))
    }

    /// The clock from the two fields' text, as every input reads it (typed ones too).
    public static func checkedClock(now text: String?, timeZone name: String?, nowField: String,
                                    zoneField: String) throws(InputError) -> (now: Date, timeZone: TimeZone) {
        guard let text else { throw InputError.missingNow(field: nowField) }
        let timestamp = try Timestamp.parse(text, field: nowField)
        let zone = try name.map { name throws(InputError) in try TimeZones.named(name, field: zoneField) }
        return (timestamp.date, zone ?? timestamp.fixedZone)
    }

    private func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
