import Foundation
import Testing
@testable import Terrarium

/// The old `encoded()`, kept as the oracle: JSONEncoder with JSONValue's Codable encode.
func oracleEncoded(_ value: JSONValue, pretty: Bool) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)) ?? Data("null".utf8)
}

struct JSONWriterTests {
    static let values: [JSONValue] = [
        .null, true, false, 0, -1, .integer(Int.min), .integer(Int.max), 1.5, -0.0, 2.0, 1e300, 5e-324, 0.1, 1e16, 1e-7,
        123456789.125, .number(.nan), .number(.infinity), ["x": .number(-.infinity)], [1, .number(.nan)],
        "", "plain", "a/b", "\"quoted\" \\ back", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}\u{2028}", "é e\u{301} 中 😀",
        [], [:], [[]], [[:]], ["a": [:]], ["a": []], [1, [2, [3, ["k": "v"]]]],
        ["b": 1, "a": 2, "B": 3, "A": 4, "_": 5, "aa": 6, "a b": 7, "10": 8, "9": 9, "": 10],
        ["é": 1, "e\u{301}": 2, "z": 3, "\u{FF61}": 4, "😀": 5, "中": 6, "\u{7F}": 7, "Z": 8],
        ["nested": ["deeper": ["list": [1, 2.5, "three", nil, true, [:], []]]], "empty": "", "slash": "/"],
    ]

    @Test func writesWhatJSONEncoderWrote() {
        for value in Self.values {
            for pretty in [false, true] {
                #expect(value.encoded(pretty: pretty) == oracleEncoded(value, pretty: pretty),
                        "\(value) pretty \(pretty): \(String(decoding: value.encoded(pretty: pretty), as: UTF8.self))")
            }
        }
    }

    /// Every document of the parser's corpus and generated ones, read and written back.
    @Test func generatedValues() {
        var random = SeededGenerator(state: 1234)
        var values = JSONParserTests.corpus.compactMap { try? JSONValue.parse(Data($0.utf8)) }
        for _ in 0..<2_000 { values.append(Self.value(depth: 0, &random)) }
        for value in values {
            for pretty in [false, true] {
                #expect(value.encoded(pretty: pretty) == oracleEncoded(value, pretty: pretty), "\(value) pretty \(pretty)")
            }
        }
    }

    @Test func depthLimit() {
        for depth in [510, 511, 512, 513] {
            let arrays = (1..<depth).reduce(JSONValue.array([])) { inner, _ in .array([inner]) }
            let objects = (1..<depth).reduce(JSONValue.object([:])) { inner, _ in .object(["k": inner]) }
            for value in [arrays, objects] {
                #expect(value.encoded() == oracleEncoded(value, pretty: false), "\(depth)")
            }
        }
    }

    private static func value(depth: Int, _ random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 6 : 8), using: &random) {
        case 0: return [.null, true, false].randomElement(using: &random) ?? .null
        case 1: return .integer(Int(truncatingIfNeeded: random.next()) >> Int.random(in: 0..<64, using: &random))
        case 2:
            let double = Double(bitPattern: random.next())
            return .number(double.isFinite ? double : Double(Int.random(in: -9_999...9_999, using: &random)) / 8)
        case 3, 4:
            let pieces = ["a", "Z", "é", "e\u{301}", "\u{0}", "\u{1F}", "\n", "\"", "\\", "/", "😀", "\u{FFFD}", " ", "\u{7F}"]
            return .string((0..<Int.random(in: 0..<5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined())
        case 5: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 100)
        case 6: return .array((0..<Int.random(in: 0..<5, using: &random)).map { _ in value(depth: depth + 1, &random) })
        default:
            var fields: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0..<6, using: &random) {
                let keys = ["a", "b", "A", "aa", "é", "😀", "\u{FF61}", "10", "9", "", "key with space", "x/y", "q\"", "t\t"]
                fields[keys.randomElement(using: &random) ?? "k"] = value(depth: depth + 1, &random)
            }
            return .object(fields)
        }
    }
}
