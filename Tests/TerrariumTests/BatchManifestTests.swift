import Foundation
import Testing
@testable import Terrarium
@testable import TerrariumBatch

/// A scanner over `text`, fed `chunk` bytes at a time so that every entry boundary also falls
/// inside a chunk somewhere.
private func scanner(_ text: String, chunk: Int = 64 * 1024, limit: Int = ManifestScanner.maximumEntryBytes) -> ManifestScanner {
    var rest = Data(text.utf8)
    return ManifestScanner(entryLimit: limit) {
        defer { rest = rest.dropFirst(chunk) }
        return rest.isEmpty ? nil : Data(rest.prefix(chunk))
    }
}

private func entries(_ scanner: ManifestScanner) throws -> [(Int, String)] {
    var all: [(Int, String)] = []
    while let entry = try scanner.next() {
        switch entry.content {
        case .json(let data): all.append((entry.number, String(decoding: data, as: UTF8.self)))
        case .tooLong(let bytes): all.append((entry.number, "tooLong \(bytes)"))
        }
    }
    return all
}

struct ManifestScannerTests {
    static let array = """
      [ {"plugin": "a", "scene": "{not a brace}"} ,
      {"plugin": "b", "note": "a \\"quoted\\" ] and [ and \\\\"},

        {"plugin": "c", "nested": {"deep": [1, {"x": "}"}]}}, 12, "text, with comma", [1,2]
      ]\u{20}
    """

    @Test(arguments: [1, 2, 3, 7, 64, 65536])
    func arrayElementsOneAtATime(chunk: Int) throws {
        let scan = scanner(Self.array, chunk: chunk)
        #expect(try scan.format() == .jsonArray)
        let found = try entries(scan)
        #expect(found.map(\.0) == [1, 2, 3, 4, 5, 6])
        #expect(found.map(\.1) == [
            #"{"plugin": "a", "scene": "{not a brace}"}"#,
            #"{"plugin": "b", "note": "a \"quoted\" ] and [ and \\"}"#,
            #"{"plugin": "c", "nested": {"deep": [1, {"x": "}"}]}}"#,
            "12", #""text, with comma""#, "[1,2]",
        ])
        // Each element is a JSON document of its own.
        for (_, text) in found { #expect(throws: Never.self) { try JSONValue.parse(Data(text.utf8)) } }
    }

    @Test(arguments: [1, 5, 65536])
    func jsonLinesNumberedByLine(chunk: Int) throws {
        let text = "\n{\"plugin\": \"a\"}\r\n   \n{\"plugin\": \"b\", \"x\": \"[{\"}\nnot json\n{\"last\": 1}"
        let scan = scanner(text, chunk: chunk)
        #expect(try scan.format() == .jsonLines)
        let found = try entries(scan)
        #expect(found.map(\.0) == [2, 4, 5, 6])
        #expect(found.map(\.1) == ["{\"plugin\": \"a\"}\r", "{\"plugin\": \"b\", \"x\": \"[{\"}", "not json", "{\"last\": 1}"])
    }

    @Test func overLongEntriesAreCountedNotKept() throws {
        let long = String(repeating: "x", count: 200)
        let array = try entries(scanner("[{\"a\": \"\(long)\"}, {\"b\": 1}]", chunk: 16, limit: 100))
        #expect(array.map(\.1) == ["tooLong 209", "{\"b\": 1}"])
        let lines = try entries(scanner("{\"a\": \"\(long)\"}\n{\"b\": 1}\n", chunk: 16, limit: 100))
        #expect(lines.map(\.0) == [1, 2])
        #expect(lines.map(\.1) == ["tooLong 209", "{\"b\": 1}"])
    }

    @Test func emptyManifestsHoldNoJobs() throws {
        for text in ["", "  \n ", "[]", " [ \n ] \n"] {
            #expect(try entries(scanner(text)).isEmpty, "\(text.debugDescription)")
        }
        #expect(try scanner("\u{FEFF}[{\"a\": 1}]").format() == .jsonArray, "a byte order mark is skipped")
    }

    @Test(arguments: [
        ("plugin,scene", "must start with `[`"),
        ("[{\"a\": 1} {\"b\": 2}]", "expected `,` or `]` after element 1, found `{`"),
        ("[{\"a\": 1},]", "JSON allows no trailing comma"),
        ("[,{\"a\": 1}]", "element 1 is missing"),
        ("[{\"a\": 1}", "ends before the array's closing `]`"),
        ("[{\"a\": \"1}]", "ends inside element 1"),
        ("[{\"a\": 1}] x", "nothing may follow"),
    ])
    func brokenStructureIsOneClearError(text: String, message: String) throws {
        let error = #expect(throws: ManifestSyntaxError.self) { _ = try entries(scanner(text)) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func entriesBeforeABreakAreDelivered() throws {
        let scan = scanner("[{\"a\": 1}, {\"b\": 2} oops]")
        #expect(try scan.next()?.number == 1)
        #expect(try scan.next()?.number == 2)
        #expect(throws: ManifestSyntaxError.self) { try scan.next() }
    }
}

struct ManifestJobTests {
    func parse(_ text: String) throws(BatchJobError) -> ManifestJob { try ManifestJob.parse(Data(text.utf8)) }

    @Test func everyField() throws {
        let job = try parse("""
            {"plugin": "bloom", "scene": "widget", "input": "in/a.json", "family": "large", "scale": 2, "theme": "bloom",
             "output": "x/y.png", "page": 1, "now": "2026-11-22T15:30:00-08:00", "timeZone": "Europe/Paris", "device": "390x844"}
            """)
        #expect(job == ManifestJob(request: RenderRequest(plugin: "bloom", scene: "widget", family: "large", scale: 2,
                                                          device: "390x844", theme: "bloom", now: "2026-11-22T15:30:00-08:00",
                                                          timeZone: "Europe/Paris", page: 1),
                                   source: .input("in/a.json"), output: "x/y.png"))
        #expect(try parse(#"{"plugin": "bloom", "scene": "widget"}"#).source == .defaultExample)
        #expect(try parse(#"{"plugin": "bloom", "example": "*"}"#).source == .allExamples)
        #expect(try parse(#"{"plugin": "bloom", "example": "*", "output": "folder/"}"#).output == "folder/")
    }

    @Test(arguments: [
        (#"{"plugin": "bloom", "scene": "widget", "famliy": "large"}"#, "famliy", "is not a known field"),
        (#"{"scene": "widget"}"#, "plugin", "is missing"),
        (#"{"plugin": 3, "scene": "widget"}"#, "plugin", "must be a string, not a number"),
        (#"{"plugin": "bloom", "scene": "widget", "scale": "2"}"#, "scale", "must be 1, 2 or 3 (got '2')"),
        (#"{"plugin": "bloom", "scene": "widget", "scale": 4}"#, "scale", "must be 1, 2 or 3 (got 4)"),
        (#"{"plugin": "bloom", "scene": "widget", "page": 0}"#, "page", "must be 1 or more (got 0)"),
        (#"{"plugin": "bloom", "scene": "widget", "input": "a.json", "example": "x"}"#, "input", "cannot be used together"),
        (#"{"plugin": "bloom", "example": "x"}"#, "scene", "is missing"),
        (#"{"plugin": "bloom", "scene": "widget", "output": "x.jpg"}"#, "output", "must name a .png file"),
        (#"{"plugin": "bloom", "example": "*", "output": "x.png"}"#, "output", "is a folder"),
        (#"{"plugin": "bloom", "scene": "widget", "device": 390}"#, "device", "must be a string"),
        (#"{"plugin": "bloom", "scene": "widget", "output": "a\nb.png"}"#, "output", "contains the control character U+000A"),
        (#"{"plugin": "bloom", "scene": "widget", "output": "\u001b[2J.png"}"#, "output", "contains the control character U+001B"),
    ])
    func errorsNameTheField(text: String, field: String, message: String) {
        let error = #expect(throws: BatchJobError.self) { try parse(text) }
        #expect(error?.field == field)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    /// `at` for a moment's still; `animate` with `fps`, `duration` and `loop` for the APNG.
    @Test func momentsAndAnimations() throws {
        #expect(try parse(#"{"plugin": "cocoa-calm", "scene": "breathe", "at": 1.5}"#).request.time == 1.5)
        #expect(try parse(#"{"plugin": "cocoa-calm", "scene": "breathe", "at": 0}"#).request.time == 0)
        let animated = try parse(#"{"plugin": "cocoa-calm", "scene": "breathe", "animate": true, "fps": 12, "duration": 2.5, "loop": true}"#)
        #expect(animated.animation == AnimationRequest(fps: 12, duration: 2.5, loop: true))
        #expect(animated.request.time == nil)
        #expect(try parse(#"{"plugin": "rooted", "scene": "garden", "animate": true}"#).animation == AnimationRequest())
        #expect(try parse(#"{"plugin": "rooted", "scene": "garden", "animate": false}"#).animation == nil)
    }

    @Test(arguments: [
        (#"{"plugin": "b", "scene": "s", "at": -0.5}"#, "at", "must be a number of seconds, 0 or more"),
        (#"{"plugin": "b", "scene": "s", "at": "1"}"#, "at", "must be a number"),
        (#"{"plugin": "b", "scene": "s", "at": 1, "animate": true}"#, "at", "draws one still"),
        (#"{"plugin": "b", "scene": "s", "animate": "yes"}"#, "animate", "must be true or false"),
        (#"{"plugin": "b", "scene": "s", "fps": 12}"#, "fps", "goes with `\"animate\": true`"),
        (#"{"plugin": "b", "scene": "s", "loop": true}"#, "loop", "goes with `\"animate\": true`"),
        (#"{"plugin": "b", "scene": "s", "duration": 1}"#, "duration", "goes with `\"animate\": true`"),
        (#"{"plugin": "b", "scene": "s", "animate": true, "fps": 61}"#, "fps", "must be 1 to 60 (got 61)"),
        (#"{"plugin": "b", "scene": "s", "animate": true, "duration": 0}"#, "duration", "above 0"),
    ])
    func momentAndAnimationErrorsNameTheField(text: String, field: String, message: String) {
        let error = #expect(throws: BatchJobError.self) { try parse(text) }
        #expect(error?.field == field)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func notAnObjectOrNotJSON() {
        let notJSON = #expect(throws: BatchJobError.self) { try parse("{plugin: bloom}") }
        #expect(notJSON?.field == nil && notJSON?.message.hasPrefix("the entry is not valid JSON") == true)
        let number = #expect(throws: BatchJobError.self) { try parse("12") }
        #expect(number?.message == "the entry must be a JSON object, not a number")
        // A repeated key was read as its first value and the other hidden; now it is refused.
        let twice = #expect(throws: BatchJobError.self) { try parse(#"{"plugin": "bloom", "scene": "widget", "scale": 2, "scale": 3}"#) }
        #expect(twice?.message.contains("the key 'scale' appears twice in one object") == true, "\(twice?.message ?? "")")
    }
}
