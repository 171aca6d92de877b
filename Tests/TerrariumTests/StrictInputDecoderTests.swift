import Foundation
import Testing
@testable import Terrarium

private struct Friend: Decodable, Equatable {
    var name: String
    var tile: [Int]
    var note: String?
}

private struct Garden: Decodable, Equatable {
    var friends: [Friend]
    var steps: Int
    var ratio: Double?
    var extra: JSONValue?
}

/// Read with `InputFields` and every key listed: the object's own keys are checked up front,
/// while a nested synthesized type still has its unread keys found at the end.
private struct Plot: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case owner, size, label }
    var owner: Friend?
    var size: Int?
    var label: String?

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        owner = try fields.decode(Friend.self, .owner)
        size = try fields.integer(.size, in: 1...6, rule: "a whole number from 1 to 6")
        label = try fields.string(.label)
    }
}

/// Typed inputs: decoded strictly, every error naming the field's path.
struct StrictInputDecoderTests {
    @Test func aValidDocumentDecodes() throws {
        let garden = try StrictInputDecoder.decode(Garden.self, from: [
            "friends": [["name": "Ada", "tile": [1, 2]], ["name": "Bo", "tile": [0, 0], "note": "hi"]],
            "steps": 5, "ratio": 2, "extra": ["anything": [true]],
        ])
        #expect(garden == Garden(friends: [Friend(name: "Ada", tile: [1, 2], note: nil), Friend(name: "Bo", tile: [0, 0], note: "hi")],
                                 steps: 5, ratio: 2, extra: ["anything": [true]]))
    }

    @Test(arguments: [
        (#"{"friends": [], "steps": 5, "stpes": 6}"#, "input field 'stpes' is not a known field (known: extra, friends, ratio, steps)"),
        (#"{"friends": [{"name": "Ada", "tile": [1, 2], "colour": "red"}], "steps": 5}"#, "input field 'friends[0].colour' is not a known field"),
        (#"{"friends": [{"name": "Ada", "tile": [1, "2"]}], "steps": 5}"#, "input field 'friends[0].tile[1]' must be a whole number, not a string"),
        (#"{"friends": [{"tile": [1, 2]}], "steps": 5}"#, "input field 'friends[0].name' is missing"),
        (#"{"friends": [], "steps": 2.5}"#, "input field 'steps' must be a whole number, not 2.5"),
        (#"{"friends": [], "steps": 1, "ratio": "x"}"#, "input field 'ratio' must be a number, not a string"),
        (#"{"friends": "none", "steps": 1}"#, "input field 'friends' must be an array, not a string"),
        (#"[1, 2]"#, "input must be a JSON object, not an array"),
    ])
    func everyMistakeNamesItsField(json: String, message: String) throws {
        let document = try JSONValue.parse(Data(json.utf8))
        let error = #expect(throws: InputError.self) { try StrictInputDecoder.decode(Garden.self, from: document) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    /// JSON's 5.0 reads as the whole number 5 (as JSONDecoder reads it); a `.number(5)` built in
    /// Swift says what to write instead.
    @Test func aWholeNumberBuiltAsAFractionSaysSo() throws {
        #expect(try StrictInputDecoder.decode(Garden.self, from: JSONValue.parse(Data(#"{"friends": [], "steps": 5.0}"#.utf8))).steps == 5)
        let error = #expect(throws: InputError.self) {
            try StrictInputDecoder.decode(Garden.self, from: .object(["friends": .array([]), "steps": .number(5)]))
        }
        #expect(error?.description == "input field 'steps' must be a whole number written without a fraction: 5, not 5.0 "
                + "(in Swift, JSONValue.integer(5) rather than .number(5))")
    }

    @Test(arguments: [
        (#"{"size": 9, "sise": 2}"#, "input field 'sise' is not a known field (known: label, owner, size)"),
        (#"{"owner": {"name": "Ada", "tile": [], "age": 3}}"#, "input field 'owner.age' is not a known field"),
        (#"{"size": 0}"#, "input field 'size' must be a whole number from 1 to 6"),
        (#"{"label": 4}"#, "input field 'label' must be a string, not a number"),
    ])
    func fieldsListedUpFrontStillCheckWhatTheyHold(json: String, message: String) throws {
        let document = try JSONValue.parse(Data(json.utf8))
        let error = #expect(throws: InputError.self) { try StrictInputDecoder.decode(Plot.self, from: document) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    @Test func absentAndNullOptionalFieldsReadAsNil() throws {
        let plot = try StrictInputDecoder.decode(Plot.self, from: JSONValue.parse(Data(#"{"size": null, "label": "bed"}"#.utf8)))
        #expect(plot.size == nil && plot.owner == nil && plot.label == "bed")
    }
}
