import Foundation
/// Reads one JSON object of an input, field by field, with errors that name the field.
/// Unknown keys are errors too (`check()`), so a misspelt field never passes unnoticed.
public struct InputObject: Sendable {
    public let path: String
    public let values: [String: JSONValue]
    private var known: Set<String> = []

    public init(_ value: JSONValue, path: String = "") throws(InputError) {
        guard case .object(let values) = value else {
            throw InputError(field: path.isEmpty ? nil : path, "must be a JSON object, not \(value.typeName)")
        }
        self.path = path
        self.values = values
    }

    public func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Fails on any key that no reader asked for, listing the keys that are allowed.
    public func check(allowed keys: [String]) throws(InputError) {
        let unknown = Set(values.keys).subtracting(keys).sorted()
        guard let first = unknown.first else { return }
        throw InputError(field: field(first),
                         "is not a known field (known: \(keys.sorted().joined(separator: ", ")))")
    }

    public func has(_ key: String) -> Bool {
        if case .some(.null) = values[key] { return false }
        return values[key] != nil
    }

    public func string(_ key: String) throws(InputError) -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be a string, not \(other.typeName)")
        }
    }

    public func requiredString(_ key: String, hint: String = "") throws(InputError) -> String {
        guard let value = try string(key) else {
            throw InputError(field: field(key), "is missing" + (hint.isEmpty ? "" : "; \(hint)"))
        }
        return value
    }

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

    public func number(_ key: String) throws(InputError) -> Double? {
        switch values[key] {
        case nil, .null?: return nil
        case .integer(let value)?: return Double(value)
        case .number(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be a number, not \(other.typeName)")
        }
    }

    public func bool(_ key: String) throws(InputError) -> Bool? {
        switch values[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw InputError(field: field(key), "must be true or false, not \(other.typeName)")
        }
    }

    /// A string that must be one of `cases`' raw values.
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
