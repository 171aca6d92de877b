import Foundation

/// Which JSONValue a JSON number literal is: the rule JSONDecoder applied when JSONValue's
/// Codable init tried Int before Double, kept so every input and `--json` output reads as before.
///
/// - A literal that Int reads as it is (`12`, `-0`) is `.integer`.
/// - Otherwise its Double (Swift's `Double(String)`, correctly rounded) decides: not finite is
///   an error; a whole Double in Int's range below 2^53 is `.integer` (`1.0`, `1e2`, `1e-400`);
///   from 2^53 up, the literal is read again as a Decimal would read it, and `.integer` only if
///   that fits Int (so `9007199254740993.0` keeps its last digit); anything else is `.number`.
enum JSONNumber {
    /// The value of a literal already checked against JSON's number grammar; nil when out of range.
    static func value(ofLiteral literal: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        if let integer = plainInteger(literal) { return .integer(integer) }
        let double = self.double(literal)
        guard double.isFinite else { return nil }
        if let integer = Int(exactly: double) {
            if double.magnitude < 0x1p53 { return .integer(integer) }
            if let integer = decimalInteger(literal) { return .integer(integer) }
        }
        return .number(double)
    }

    static func value(ofLiteral literal: String) -> JSONValue? {
        var text = literal
        return text.withUTF8 { value(ofLiteral: $0) }
    }

    /// An integer literal without fraction or exponent that fits in Int.
    private static func plainInteger(_ literal: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < literal.count else { return nil }
        var magnitude: UInt64 = 0
        while index < literal.count {
            let digit = literal[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            guard !o1, !o2 else { return nil }
            magnitude = sum
            index += 1
        }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    private static let powersOf10: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The literal as Swift's `Double(String)` reads it. Short literals take Clinger's fast path:
    /// a significand below 2^53 and a power of ten up to 10^22 are both exact, so one IEEE
    /// multiplication or division rounds correctly, as strtod does; the rest go to `Double(String)`.
    private static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var significand: UInt64 = 0
        var exponent = 0
        var exact = true
        while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
            (significand, exact) = accumulate(significand, literal[index], exact)
            index += 1
        }
        if index < literal.count, literal[index] == UInt8(ascii: ".") {
            index += 1
            while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
                (significand, exact) = accumulate(significand, literal[index], exact)
                exponent -= 1
                index += 1
            }
        }
        if index < literal.count, literal[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var sign = 1
            if literal[index] == UInt8(ascii: "-") { sign = -1; index += 1 } else if literal[index] == UInt8(ascii: "+") { index += 1 }
            var written = 0
            while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
                written = min(written * 10 + Int(literal[index] &- UInt8(ascii: "0")), 100_000)
                index += 1
            }
            exponent += sign * written
        }
        if exact, significand <= 1 << 53, (-22...22).contains(exponent) {
            let magnitude = exponent < 0 ? Double(significand) / powersOf10[-exponent] : Double(significand) * powersOf10[exponent]
            return negative ? -magnitude : magnitude
        }
        return Double(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    private static func accumulate(_ significand: UInt64, _ digit: UInt8, _ exact: Bool) -> (UInt64, Bool) {
        let (times10, o1) = significand.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        return (sum, exact && !o1 && !o2)
    }

    /// The literal as JSONDecoder's fallback read a large whole number: Foundation's Decimal
    /// parse (a 128-bit significand that stops taking digits when full, an exponent in Int8,
    /// trailing zeros dropped), then to Int by truncating division by ten. Only reached for
    /// literals whose Double is whole, in Int's range and at least 2^53.
    private static func decimalInteger(_ literal: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var significand = UInt128Parts()
        var exponent = 0
        var full = false
        while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
            if !full, let next = significand.times10(adding: literal[index] &- UInt8(ascii: "0")) {
                significand = next
            } else {
                full = true
                guard exponent < Int(Int8.max) else { return nil }
                exponent += 1
            }
            index += 1
        }
        if index < literal.count, literal[index] == UInt8(ascii: ".") {
            index += 1
            while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
                if !full {
                    if let next = significand.times10(adding: literal[index] &- UInt8(ascii: "0")) {
                        significand = next
                        guard exponent > Int(Int8.min) else { return nil }
                        exponent -= 1
                    } else {
                        full = true
                    }
                }
                index += 1
            }
        }
        if index < literal.count, literal[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var sign = 1
            if literal[index] == UInt8(ascii: "-") { sign = -1; index += 1 } else if literal[index] == UInt8(ascii: "+") { index += 1 }
            var written = 0
            while index < literal.count, literal[index] &- UInt8(ascii: "0") < 10 {
                written = written * 10 + Int(literal[index] &- UInt8(ascii: "0"))
                guard written <= 2 * Int(Int8.max) else { return nil }
                index += 1
            }
            exponent += sign * written
            guard (Int(Int8.min)...Int(Int8.max)).contains(exponent) else { return nil }
        }
        while exponent < Int(Int8.max), let tenth = significand.exactTenth() {
            significand = tenth
            exponent += 1
        }
        guard significand.high == 0 else { return nil }
        var magnitude = significand.low
        if exponent < 0 {
            for _ in 0..<(-exponent) { magnitude /= 10 }
        } else {
            for _ in 0..<exponent {
                let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = times10
            }
        }
        guard let value = Int(exactly: magnitude) else { return nil }
        return negative ? -value : value
    }
}

/// An unsigned 128-bit integer, only as much as the Decimal reading needs (UInt128 would need
/// macOS 15).
private struct UInt128Parts {
    var high: UInt64 = 0
    var low: UInt64 = 0

    /// self * 10 + digit, or nil past 2^128 - 1.
    func times10(adding digit: UInt8) -> UInt128Parts? {
        let (lowHigh, lowLow) = low.multipliedFullWidth(by: 10)
        let (highHigh, highLow) = high.multipliedFullWidth(by: 10)
        guard highHigh == 0 else { return nil }
        let (newHigh, o1) = highLow.addingReportingOverflow(lowHigh)
        let (newLow, carry) = lowLow.addingReportingOverflow(UInt64(digit))
        let (finalHigh, o2) = newHigh.addingReportingOverflow(carry ? 1 : 0)
        guard !o1, !o2 else { return nil }
        return UInt128Parts(high: finalHigh, low: newLow)
    }

    /// self / 10 when that is exact and self is not zero.
    func exactTenth() -> UInt128Parts? {
        guard high != 0 || low != 0 else { return nil }
        let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: 10)
        let (lowQuotient, remainder) = (10 as UInt64).dividingFullWidth((highRemainder, low))
        guard remainder == 0 else { return nil }
        return UInt128Parts(high: highQuotient, low: lowQuotient)
    }
}
