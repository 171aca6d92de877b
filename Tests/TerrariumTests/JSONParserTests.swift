import Foundation
import Testing
@testable import Terrarium

/// The old reading of an input, kept as the oracle: JSONDecoder with JSONValue's Codable init.
func oracleParse(_ bytes: [UInt8]) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
}

/// Equal, with numbers compared bit for bit (so -0.0 is not 0.0).
func identical(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(identical)
    case (.object(let x), .object(let y)):
        x.count == y.count && x.allSatisfy { key, value in y[key].map { identical(value, $0) } ?? false }
    default: a == b
    }
}

/// A small deterministic generator (SplitMix64), so every run checks the same documents.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct JSONParserTests {
    /// Documents JSONDecoder read, which must read the same; or refused, which must stay refused.
    static let corpus: [String] = [
        // Numbers: what JSONDecoder made of them decides .integer or .number.
        "0", "-0", "1", "-1", "1.0", "-0.0", "1e2", "1E2", "1e+2", "1e-2", "1.5", "-1.5E-3", "0.1e1", "100e-2",
        "1e-400", "-1e-400", "123.456e-789", "0e5", "0.0", "1e05", "1.0e+00", "2e-1", "1.5e1", "1e18", "1e19",
        "-1e18", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "12345678901234567890", "123456789012345678901234567890", "9007199254740992", "9007199254740993",
        "9007199254740993.0", "9007199254740993.000000", "9007199254740993.5", "-9007199254740993.5",
        "12345678901234567.0", "9223372036854775806.5", "9.007199254740993e15", "90071992547409930e-1",
        "1152921504606846976.0", "1.152921504606847e+18", "-1.152921504606847e+18", "9.223372036854775e18",
        "922337203685477580.7e1", "-9223372036854775808.0", "12345678901234567890123456789012345678901234567890e-32",
        "123456789012345678.00000000000000000000000000001", "1234567890123456789.0000000000000000000000000000000000001",
        "9007199254740992.0000000000000000000000000000000000000000000001e0", "1.00000000000000011102230246251565404236316680908203125",
        "1.7976931348623157e308", "4.9e-324", "2.5e-324", "0.30000000000000004", "62.6", "89.9", "-0.5", "1e-7",
        "0.0000000000000000000000000000001e31", "3.141592653589793", "2.718281828459045e-10", "1e22", "1e23", "8.98846567431158e307",
        "1e400", "-1e400", "1.8e308", "123.456e789",
        // Numbers JSON does not have.
        "01", "-01", "00", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "NaN", "Infinity", "-Infinity", "1.e5", "--1", "1ee5",
        // Literals, strings and structure.
        "true", "false", "null", "tru", "nul", "truex", "nullx", "True", "[True]",
        "\"\"", "\"a\"", "\"\\u0000\"", "\"\\ud83d\\ude00\"", "\"\\uD83D\\uDE00\"", "\"\\udbff\\udfff\"", "\"\\/\"", "\"\\u00e9\"",
        "\"\\b\\f\\n\\r\\t\\\"\\\\\"", "\"e\\u0301\"", "\"é\"", "\"\u{7F}\"", "\"😀 ü ß 中文\"", "\"a\\u0000b\"",
        "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\ud800\\ud800\"", "\"\\x\"", "\"\\u12\"", "\"\\uZZZZ\"", "\"\\u00\"",
        "\"\t\"", "\"\n\"", "\"abc", "\"\\",
        "[]", "{}", "[[]]", "{\"a\":{}}", "[1,2,3]", "[true,false,null]", " [ 1 , 2 ] ", "\n\t{\"a\" : 1 }\r\n",
        "{\"a\":1,\"b\":[1,2,{\"c\":null}],\"d\":\"x\"}", "{\"\\u0000\":1}", "{\"é\":1,\"e\\u0301\":2}", "{\"\\u00e9\":1,\"é\":2}",
        "{\"a\":1,\"a\":2}", "{\"a\":2,\"a\":1}", "{\"a\":1,\"a\":2,\"a\":3}", "{\"a\":1e400,\"a\":1}",
        "[1 2]", "[1,,2]", "[,]", "{,}", "[,1]", "{\"a\":1,,}", "{\"a\" 1}", "{\"a\":}", "{1:2}", "{\"a\"}", "[1]]", "{}}",
        "[1]x", "1 2", "// c\n1", "/* c */ 1", "[", "{", "[1", "{\"a\"", "{\"a\":", "{\"a\":1", "", " ", " \n\t\r ",
        "\u{A0}1", "\u{0C}1", "1\u{0B}", "'a'", "[\"a\"\"b\"]", "{\"a\":1 \"b\":2}",
    ]

    /// JSONDecoder took a trailing comma; RFC 8259 does not, and neither does the parser.
    static let trailingCommas = ["[1,]", "{\"a\":1,}", "[1,]  ", "[\"a\",]", "{\"a\":[],}", "[[],]", "{\"a\":{\"b\":1,},\"c\":2}"]

    @Test func readsEveryDocumentAsJSONDecoderDid() {
        for text in Self.corpus {
            compare(Array(text.utf8), text)
        }
        for text in Self.trailingCommas {
            #expect(oracleParse(Array(text.utf8)) != nil, "\(text)")
            let error = #expect(throws: InputError.self) { try JSONValue.parse(Data(text.utf8)) }
            #expect(error?.message.contains("trailing comma") == true, "\(text): \(error?.message ?? "")")
        }
    }

    @Test func bytesOutsideASCII() {
        let cases: [(String, [UInt8])] = [
            ("BOM 1", [0xEF, 0xBB, 0xBF] + Array("1".utf8)),
            ("BOM object", [0xEF, 0xBB, 0xBF] + Array("{\"a\":[1]}".utf8)),
            ("BOM only", [0xEF, 0xBB, 0xBF]),
            ("BOM space", [0xEF, 0xBB, 0xBF, 0x20]),
            ("invalid byte", [0x22, 0xFF, 0x22]),
            ("truncated sequence", [0x22, 0xC3, 0x22]),
            ("encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22]),
            ("overlong", [0x22, 0xC0, 0x80, 0x22]),
            ("overlong 3", [0x22, 0xE0, 0x80, 0x80, 0x22]),
            ("above U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]),
            ("euro", [0x22, 0x61, 0xE2, 0x82, 0xAC, 0x22]),
            ("emoji", [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]),
            ("emoji escaped too", Array("\"\\n".utf8) + [0xF0, 0x9F, 0x98, 0x80, 0x22]),
            ("invalid after escape", Array("\"\\n".utf8) + [0xFF, 0x22]),
            ("trailing NUL", [0x5B, 0x31, 0x5D, 0x00]),
            ("trailing FF", [0x5B, 0x31, 0x5D, 0xFF]),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + utf16("{\"a\":[1,\"é\"]}", bigEndian: false)),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + utf16("{\"a\":[1,\"é\"]}", bigEndian: true)),
            ("UTF-16LE", utf16("[12,\"x\"]", bigEndian: false)),
            ("UTF-16BE", utf16("[12,\"x\"]", bigEndian: true)),
            ("UTF-16LE one digit", utf16("7", bigEndian: false)),
            ("UTF-16BE one digit", utf16("7", bigEndian: true)),
            ("UTF-32LE", utf32("[1]", bigEndian: false)),
            ("UTF-32BE", utf32("[1]", bigEndian: true)),
            ("UTF-32BE with BOM", [0, 0, 0xFE, 0xFF] + utf32("[1]", bigEndian: true)),
            ("odd UTF-16", [0x00, 0x31, 0x00]),
            ("1 NUL", [0x31, 0x00]),
        ]
        for (name, bytes) in cases { compare(bytes, name) }
    }

    /// Every JSON file in the repository (themes, sprite manifests, tolerances).
    @Test func repositoryFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" && !$0.path.contains("/.build") })
        #expect(files.count >= 5)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(oracleParse(bytes) != nil, "\(file.path)")
            compare(bytes, file.lastPathComponent)
        }
    }

    /// Number literals from the whole grammar, weighted to the edges: 2^53, Int's range, long
    /// fractions and large exponents.
    @Test func numbersAsJSONDecoderReadThem() {
        var random = SeededGenerator(state: 53)
        let seeds = ["9007199254740992", "9007199254740993", "9223372036854775807", "9223372036854775808", "1152921504606846976",
                     "4611686018427387904", "18446744073709551615", "123456789012345678", "1", "0"]
        for _ in 0..<20_000 {
            var literal = Bool.random(using: &random) ? "-" : ""
            switch Int.random(in: 0..<4, using: &random) {
            case 0: literal += seeds.randomElement(using: &random) ?? "1"
            case 1: literal += String(UInt64.random(in: 1...UInt64.max, using: &random) >> UInt64.random(in: 0..<64, using: &random))
            case 2: literal += "0"
            default: literal += String(Int.random(in: 1...9, using: &random)) + digits(Int.random(in: 0..<25, using: &random), &random)
            }
            if Int.random(in: 0..<3, using: &random) > 0 {
                literal += "." + digits(Int.random(in: 1..<30, using: &random), &random)
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                literal += ["e", "E"].randomElement(using: &random) ?? "e"
                literal += ["", "+", "-"].randomElement(using: &random) ?? ""
                literal += String(Int.random(in: 0..<(Bool.random(using: &random) ? 25 : 400), using: &random))
            }
            compare(Array(literal.utf8), literal)
        }
    }

    /// Whole documents, written in varied styles (escapes, spacing, number spellings).
    @Test func generatedDocuments() {
        var random = SeededGenerator(state: 8259)
        for _ in 0..<1_500 {
            let text = document(depth: 0, &random)
            compare(Array(text.utf8), text)
        }
    }

    /// Broken documents must be refused, and a changed document that still reads must read as
    /// JSONDecoder read it.
    @Test func mutatedDocuments() {
        var random = SeededGenerator(state: 404)
        let pieces: [UInt8] = Array("{}[],:\"\\ 0-1e.tfnu\n".utf8) + [0x00, 0x1F, 0xFF, 0xC3]
        for _ in 0..<4_000 {
            var bytes = Array(document(depth: 0, &random).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where at < bytes.count: bytes.remove(at: at)
                case 1 where at < bytes.count: bytes[at] = pieces.randomElement(using: &random) ?? 0
                default: bytes.insert(pieces.randomElement(using: &random) ?? 0, at: at)
                }
            }
            let old = oracleParse(bytes)
            let new = try? JSONValue.parse(Data(bytes))
            let text = String(decoding: bytes, as: UTF8.self)
            switch (old, new) {
            case (let old?, let new?): #expect(identical(old, new), "\(text)")
            case (nil, let new?): Issue.record("read what JSONDecoder refused: \(text) as \(new)")
            case (_?, nil):
                // Only where JSONDecoder was lenient: a trailing comma, or a duplicate key whose
                // ignored value JSONDecoder never looked at.
                let message = (try? JSONValue.parse(Data(bytes))).map { _ in "" } ?? errorMessage(bytes)
                #expect(message.contains("trailing comma") || message.contains("appears twice") || hasDuplicateKey(text),
                        "\(text): \(message)")
            case (nil, nil): break
            }
        }
    }

    @Test(arguments: [
        ("{\"steps\": 5, \"steps\": 99999}", "the key 'steps' appears twice in one object at line 1, column 14"),
        ("{\"a\": {\"b\": 1, \"b\": 1}}", "the key 'b' appears twice in one object at line 1, column 16"),
        ("[{\"a\": 1}, {\"a\": 2}]", nil),   // the same key in two objects is no repeat
        ("{\"a\\u0000\": 1, \"a\\u0000\": 2}", "the key 'a\\u{0}' appears twice in one object at line 1, column 16"),
    ] as [(String, String?)])
    func aKeyRepeatedInOneObjectIsRefused(text: String, message: String?) {
        let found = errorMessage(Array(text.utf8))
        if let message { #expect(found == "is not valid JSON (\(message))") } else { #expect(found == "") }
    }

    @Test func errorsSayWhere() {
        let cases: [(String, String)] = [
            ("{\n  \"steps\": 5,,\n}", "expected a string key at line 2, column 14"),
            ("{\"steps\": ", "unexpected end of file at line 1, column 11"),
            ("[1,]", "trailing comma before ']' at line 1, column 4"),
            ("{\"a\":1,\n}", "trailing comma before '}' at line 2, column 1"),
            ("[1 2]", "expected ',' or ']' at line 1, column 4"),
            ("{\"a\" 1}", "expected ':' after the key at line 1, column 6"),
            ("{\"a\":1 \"b\":2}", "expected ',' or '}' at line 1, column 8"),
            ("[01]", "number with leading zero at line 1, column 3"),
            ("[1.]", "invalid number at line 1, column 4"),
            ("\"é\\x\"", "invalid escape sequence at line 1, column 3"),
            ("[\"\\ud800\"]", "unpaired surrogate in a \\u escape at line 1, column 3"),
            ("\"\\u12G4\"", "invalid hex digit in a \\u escape at line 1, column 6"),
            ("\"a\tb\"", "unescaped control character in a string at line 1, column 3"),
            ("[\n\n  1e400]", "number out of range at line 3, column 3"),
            ("[tru]", "invalid value at line 1, column 5"),
            ("[x]", "invalid value at line 1, column 2"),
            ("{} {}", "unexpected text after the value at line 1, column 4"),
            ("ü [", "invalid value at line 1, column 1"),
            ("[\"ü\", ü]", "invalid value at line 1, column 7"),
            ("", "it is empty"),
            (" \n", "it is empty"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: InputError.self) { try JSONValue.parse(Data(text.utf8)) }
            #expect(error == InputError(field: nil, "is not valid JSON (\(expected))"), "\(text)")
        }
        let invalid = #expect(throws: InputError.self) { try JSONValue.parse(Data([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])) }
        #expect(invalid?.message == "is not valid JSON (invalid UTF-8 at line 1, column 4)")
    }

    @Test func depthLimit() {
        for depth in [1, 511, 512, 513, 600] {
            let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
            compare(Array(arrays.utf8), "\(depth) arrays")
            compare(Array(objects.utf8), "\(depth) objects")
        }
        let error = #expect(throws: InputError.self) { try JSONValue.parse(Data((String(repeating: "[", count: 100_000)).utf8)) }
        #expect(error?.message.contains("too many nested arrays or objects") == true)
    }

    // MARK: Helpers

    private func compare(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let old = oracleParse(bytes)
        let new = try? JSONValue.parse(Data(bytes))
        switch (old, new) {
        case (let old?, let new?): #expect(identical(old, new), "\(name): \(old) != \(new)", sourceLocation: sourceLocation)
        case (nil, nil): break
        // Where JSONDecoder kept the first of a repeated key, the parser refuses the document.
        case (_?, nil) where errorMessage(bytes).contains("appears twice in one object"): break
        default: Issue.record("\(name): JSONDecoder gave \(String(describing: old)), the parser \(String(describing: new))", sourceLocation: sourceLocation)
        }
    }

    private func errorMessage(_ bytes: [UInt8]) -> String {
        do { _ = try JSONValue.parse(Data(bytes)); return "" } catch { return error.message }
    }

    /// Crude, for mutated text only: some key appears twice in one document.
    private func hasDuplicateKey(_ text: String) -> Bool {
        let keys = text.matches(of: #/"([^"\\]*)"\s*:/#).map { String($0.1) }
        return Set(keys).count < keys.count
    }

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    private func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar in
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    private func digits(_ count: Int, _ random: inout SeededGenerator) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }

    private func document(depth: Int, _ random: inout SeededGenerator) -> String {
        let space = [" ", "", "", "\n", "\t", "\r\n  "]
        func ws() -> String { space.randomElement(using: &random) ?? "" }
        switch Int.random(in: 0..<(depth > 3 ? 6 : 9), using: &random) {
        case 0: return ["true", "false", "null"].randomElement(using: &random) ?? "null"
        case 1: return String(Int.random(in: -1_000_000...1_000_000, using: &random))
        case 2:
            let spelled = ["1.0", "2e3", "-0", "0.5", "1E+2", "25e-1", "100.000", "-7.25e1", "3.0e0", "1e19"]
            return spelled.randomElement(using: &random) ?? "1"
        case 3:
            let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
            return value.isFinite ? "\(value)" : "0.125"
        case 4, 5: return string(&random)
        case 6:
            let count = Int.random(in: 0..<5, using: &random)
            return "[" + ws() + (0..<count).map { _ in document(depth: depth + 1, &random) }.joined(separator: ws() + "," + ws()) + ws() + "]"
        default:
            let count = Int.random(in: 0..<5, using: &random)
            let fields = (0..<count).map { _ in string(&random) + ws() + ":" + ws() + document(depth: depth + 1, &random) }
            return "{" + ws() + fields.joined(separator: "," + ws()) + ws() + "}"
        }
    }

    private func string(_ random: inout SeededGenerator) -> String {
        let plain: [String] = ["a", "b", "key", "é", "ß", "中", "😀", " ", "/", "e\u{301}", "\u{7F}", "\u{2028}", "x"]
        let escaped: [String] = ["\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u0041", "\\u00e9", "\\u4E2D", "\\ud83d\\ude00", "\\u0000", "\\b", "\\f", "\\r"]
        var text = "\""
        for _ in 0..<Int.random(in: 0..<6, using: &random) {
            text += (Bool.random(using: &random) ? plain.randomElement(using: &random) : escaped.randomElement(using: &random)) ?? ""
        }
        return text + "\""
    }
}
