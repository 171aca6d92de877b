import Foundation
import Testing
@testable import Terrarium

/// The old conversion, kept as the oracle: JSONEncoder's bytes read back by JSONDecoder.
func oracleEncode<T: Encodable>(_ value: T) -> JSONValue? {
    guard let data = try? JSONEncoder().encode(value) else { return nil }
    return try? JSONDecoder().decode(JSONValue.self, from: data)
}

/// `JSONValue(encoding:)` must give what the round trip gave, or fail where it failed.
func expectSameAsRoundTrip<T: Encodable>(_ value: T, _ name: String = "\(T.self)", sourceLocation: SourceLocation = #_sourceLocation) {
    let old = oracleEncode(value)
    let new = try? JSONValue(encoding: value)
    switch (old, new) {
    case (let old?, let new?): #expect(identical(old, new), "\(name): \(old) != \(new)", sourceLocation: sourceLocation)
    case (nil, nil): break
    default: Issue.record("\(name): the round trip gave \(String(describing: old)), the encoder \(String(describing: new))", sourceLocation: sourceLocation)
    }
}

private struct Primitives: Encodable {
    var int = -42, int8: Int8 = -8, int16: Int16 = 1_600, int32: Int32 = -320_000, int64 = Int64.min
    var uint: UInt = 7, uint8 = UInt8.max, uint16 = UInt16.max, uint32 = UInt32.max, uint64 = UInt64.max
    var float: Float = 0.1, double = 62.6, whole = 2.0, negativeZero = -0.0, bool = true, string = "a \"quoted\" / é \u{1F600}"
    var some: Int? = 3, none: String? = nil, noneDouble: Double? = nil
}

/// Absent values written as null, as the plugins' states do.
private struct NullsWritten: Encodable {
    var status: String?, stage: Int?, rate: Double?, tags: [String]?, nested: Primitives?
    enum CodingKeys: String, CodingKey { case status, stage, rate, tags, nested }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(status, forKey: .status)
        try c.encode(stage, forKey: .stage)
        try c.encode(rate, forKey: .rate)
        try c.encode(tags, forKey: .tags)
        try c.encode(nested, forKey: .nested)
    }
}

private enum Mood: String, Encodable { case calm, busy }
private enum Level: Int, Encodable { case low = 1, high = 9 }
private enum Shape: Encodable {
    case circle(radius: Double)
    case box(Double, Double)
    case tagged(name: String, tags: [String: Int])
    case nothing
}

private struct Collections: Encodable {
    var plants: [Primitives] = [Primitives(), Primitives(int: 1, some: nil)]
    var byName: [String: Double] = ["a": 1.5, "b": 2, "é": -0.25, "": 0]
    var byNumber: [Int: String] = [1: "one", -2: "minus two"]
    var matrix: [[Int]] = [[1, 2], [], [3]]
    var moods: [Mood] = [.calm, .busy]
    var levels: [Level: Bool] = [.low: true]
    var shapes: [Shape] = [.circle(radius: 2.5), .box(1, 2.5), .tagged(name: "t", tags: ["x": 1]), .nothing]
    var floats: [Float] = [0.1, 3.4028235e38, 1, -0, 1e-45, 16_777_216]
    var doubles: [Double] = [0.1, 1e300, 5e-324, 9_007_199_254_740_993, 1e15, 1e16, 1e22, 0x1p62, 0x1p63, -0x1p63]
    var strings: [String] = ["", "\u{0}", "\n\t\\", "e\u{301}", "中文"]
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var optionals: [Int?] = [1, nil, 3]
    var set: Set<String> = ["a", "b", "c"]
}

private struct Foundations: Encodable {
    var date = Date(timeIntervalSinceReferenceDate: 123_456.789)
    var data = Data([0, 1, 2, 250, 255])
    var url = URL(string: "https://example.com/a b?q=1")
    var decimal = Decimal(string: "12.50")
    var bigDecimal = Decimal(string: "123456789012345678901234567890")
    var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    var dates = [Date(timeIntervalSince1970: 0)]
}

/// Nested containers, asked for twice, and a key written twice.
private struct Nested: Encodable {
    enum Keys: String, CodingKey { case a, b, list, same }
    enum Inner: String, CodingKey { case x, y }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var inner = c.nestedContainer(keyedBy: Inner.self, forKey: .a)
        try inner.encode(1, forKey: .x)
        var again = c.nestedContainer(keyedBy: Inner.self, forKey: .a)
        try again.encode(2.5, forKey: .y)
        var list = c.nestedUnkeyedContainer(forKey: .list)
        try list.encode("first")
        var element = list.nestedContainer(keyedBy: Inner.self)
        try element.encode(true, forKey: .x)
        var sublist = list.nestedUnkeyedContainer()
        try sublist.encode(3)
        try list.encode(Primitives())
        try c.encode("one", forKey: .same)
        try c.encode("two", forKey: .same)
        try c.encode(["k": 1], forKey: .b)
        var reopened = c.nestedContainer(keyedBy: Inner.self, forKey: .b)
        try reopened.encode(2, forKey: .x)
    }
}

private class Animal: Encodable {
    var name = "rex"
    enum Keys: String, CodingKey { case name }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
    }
}

/// Both ways a subclass encodes its superclass: into `super`, and into the same container.
private final class Dog: Animal {
    var legs = 4
    enum DogKeys: String, CodingKey { case legs, parent }
    override func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: DogKeys.self)
        try c.encode(legs, forKey: .legs)
        try super.encode(to: c.superEncoder())
        try super.encode(to: c.superEncoder(forKey: .parent))
        try super.encode(to: encoder)
    }
}

private struct UnkeyedSuper: Encodable {
    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(1)
        let animal = Animal()
        try animal.encode(to: list.superEncoder())
        try list.encode(2)
        _ = list.superEncoder()
        try list.encode(3)
    }
}

private struct Single<T: Encodable>: Encodable {
    var value: T
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(value)
    }
}

private struct EncodesNothing: Encodable {
    func encode(to encoder: Encoder) throws {}
}

private struct HoldsNothing: Encodable {
    var nothing = EncodesNothing()
    var list = [EncodesNothing(), EncodesNothing()]
}

private indirect enum Depth: Encodable {
    case leaf
    case node(Depth)
    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        if case .node(let inner) = self { try list.encode(inner) }
    }
    static func nested(_ levels: Int) -> Depth { (1..<levels).reduce(.leaf) { inner, _ in .node(inner) } }
}

struct JSONValueEncoderTests {
    @Test func structsEnumsAndCollections() {
        expectSameAsRoundTrip(Primitives())
        expectSameAsRoundTrip(NullsWritten())
        expectSameAsRoundTrip(NullsWritten(status: "running", stage: 2, rate: 0.5, tags: ["a"], nested: Primitives()))
        expectSameAsRoundTrip(Collections())
        expectSameAsRoundTrip(Foundations())
        expectSameAsRoundTrip(Nested())
        expectSameAsRoundTrip(Dog())
        expectSameAsRoundTrip(UnkeyedSuper())
        expectSameAsRoundTrip(HoldsNothing())
        expectSameAsRoundTrip([Shape.circle(radius: 1)])
        expectSameAsRoundTrip(Mood.calm)
    }

    @Test func topLevelValues() {
        expectSameAsRoundTrip(1)
        expectSameAsRoundTrip(2.0)
        expectSameAsRoundTrip("text")
        expectSameAsRoundTrip(Optional<Int>.none)
        expectSameAsRoundTrip([1, 2])
        expectSameAsRoundTrip(["a": [1.5]])
        expectSameAsRoundTrip(Data([1, 2, 3]))
        expectSameAsRoundTrip(URL(string: "file:///tmp/x"))
        expectSameAsRoundTrip(Decimal(string: "-0.001"))
        expectSameAsRoundTrip(Single(value: Single(value: 3.5)))
        expectSameAsRoundTrip(Single(value: EncodesNothing()))
        expectSameAsRoundTrip(EncodesNothing())
        let value: JSONValue = ["a": [1, 2.0, 2.5, "x", nil, true], "b": ["c": -0.0]]
        expectSameAsRoundTrip(value)
    }

    @Test func numbersAsTheRoundTripGaveThem() {
        var random = SeededGenerator(state: 2)
        var doubles: [Double] = [0, -0.0, 1, -1, 0.5, 1e15, 1e16, 1e17, 1e18, 1e19, 1e21, 1e22, 1e23, 0x1p52, 0x1p53, 0x1p53 + 2,
                                 0x1p60, 0x1p62, 0x1p63 - 1024, 0x1p63, -0x1p63, 0x1p64, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308]
        for _ in 0..<3_000 {
            doubles.append(Double(bitPattern: random.next()))
            doubles.append(Double(Int64.random(in: Int64.min...Int64.max, using: &random) >> Int64.random(in: 0..<63, using: &random)))
            doubles.append(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 10)
        }
        for double in doubles {
            expectSameAsRoundTrip(double, "\(double)")
            expectSameAsRoundTrip(["x": double], "[x: \(double)]")
        }
        for _ in 0..<3_000 {
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            expectSameAsRoundTrip([float], "\(float)")
        }
        for _ in 0..<1_000 {
            let unsigned = random.next() >> UInt64.random(in: 0..<64, using: &random)
            expectSameAsRoundTrip([unsigned], "\(unsigned)")
            expectSameAsRoundTrip(Single(value: UInt(unsigned)), "\(unsigned)")
        }
        expectSameAsRoundTrip([Int.min, Int.max, 0])
        if #available(macOS 15.0, *) {
            let wide: [Int128] = [0, Int128(Int.max) + 1, Int128(Int.min) - 1, Int128.max, Int128.min]
            expectSameAsRoundTrip(wide)
            expectSameAsRoundTrip([UInt128.max, UInt128(7)])
        }
    }

    @Test func failsWhereTheRoundTripFailed() {
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try JSONValue(encoding: bad) }
            #expect(throws: EncodingError.self) { try JSONValue(encoding: ["x": bad]) }
            #expect(throws: EncodingError.self) { try JSONValue(encoding: [1, bad]) }
            #expect(throws: EncodingError.self) { try JSONValue(encoding: Single(value: bad)) }
            #expect(throws: EncodingError.self) { try JSONValue(encoding: JSONValue.number(bad)) }
        }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: [Float.nan]) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: EncodesNothing()) }
        for levels in [510, 511, 512, 513] {
            expectSameAsRoundTrip(Depth.nested(levels), "\(levels) levels")
        }
    }

    @Test func codingPathsNameTheValue() throws {
        struct Recorder: Encodable {
            final class Paths: @unchecked Sendable { var seen: [String] = [] }
            let paths: Paths
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: Encoder) throws {
                paths.seen.append(encoder.codingPath.map(\.stringValue).joined(separator: "."))
                var c = encoder.container(keyedBy: Keys.self)
                var list = c.nestedUnkeyedContainer(forKey: .a)
                paths.seen.append(list.codingPath.map(\.stringValue).joined(separator: "."))
                if paths.seen.count < 6 { try list.encode(self) }
            }
        }
        let recorder = Recorder(paths: .init())
        _ = try JSONValue(encoding: recorder)
        #expect(recorder.paths.seen == ["", "a", "a.Index 0", "a.Index 0.a", "a.Index 0.a.Index 0", "a.Index 0.a.Index 0.a"])
    }
}
