import Foundation
import PropertyBased
import Testing

/// `terrarium batch`, run as a user runs it. Jobs are small widgets and screens at scale 1 so
/// the whole suite stays fast.
struct BatchCommandTests {
    /// A scratch folder with a manifest (and any input files) in it.
    struct Workspace {
        let folder: URL
        init() throws { folder = try CLI.temporaryFolder() }

        func write(_ name: String, _ text: String) throws {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func batch(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(["batch"] + arguments, in: folder)
        }

        /// Every file under `name`, relative to it, with its bytes.
        func files(_ name: String) -> [String: Data] {
            let root = folder.appendingPathComponent(name)
            var found: [String: Data] = [:]
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
            for case let path as String in walker {
                var isDirectory: ObjCBool = false
                let full = root.appendingPathComponent(path).path
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    found[path] = FileManager.default.contents(atPath: full)
                }
            }
            return found
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let jobs = [
        #"{"plugin": "bloom", "scene": "widget", "example": "bloom-night", "scale": 1}"#,
        #"{"plugin": "bloom", "scene": "widget", "example": "seed-morning", "family": "medium", "scale": 1}"#,
        #"{"plugin": "bloom", "scene": "dashboard", "example": "denied-night", "scale": 1, "output": "screens/denied.png"}"#,
        #"{"plugin": "cocoa-calm", "scene": "widget", "family": "medium", "scale": 1}"#,
        #"{"plugin": "forest", "scene": "stats", "example": "growing", "scale": 1, "output": "forest/growing.png"}"#,
        #"{"plugin": "bloom", "scene": "widget", "input": "inputs/steps.json", "scale": 1}"#,
    ]
    static let names = [
        "bloom-widget-bloom-night-small@1x.png", "bloom-widget-seed-morning-medium@1x.png", "screens/denied.png",
        "cocoa-calm-widget-morning-medium@1x.png", "forest/growing.png", "bloom-widget-steps-small@1x.png",
    ]
    static let steps = #"{"steps": 5100, "now": "2026-11-22T12:00:00+01:00", "timeZone": "Europe/Paris"}"#

    func workspace(manifest: [String] = jobs) throws -> Workspace {
        let space = try Workspace()
        try space.write("inputs/steps.json", Self.steps)
        try space.write("manifest.jsonl", manifest.joined(separator: "\n") + "\n")
        return space
    }

    func json(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    @Test func jsonLinesAndJSONArrayGiveTheSameImages() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("manifest.json", "[\n  " + Self.jobs.joined(separator: ",\n  ") + "\n]\n")
        let lines = try space.batch(["manifest.jsonl", "--out", "lines"])
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(lines.stdout.hasPrefix("rendered 6, skipped 0, failed 0 of 6 jobs in "), "\(lines.stdout)")
        let array = try space.batch(["manifest.json", "--out", "array"])
        #expect(array.status == 0, "\(array.stderr)")
        #expect(Set(space.files("lines").keys) == Set(Self.names))
        #expect(space.files("lines") == space.files("array"))
        #expect(space.files("lines").values.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
        #expect(!space.files("lines").keys.contains { $0.contains(".tmp-") }, "no temporary file left")
    }

    /// `"example": "*"` with no scene is every example of every scene in every family, in the
    /// plugin's order, named as the goldens are.
    @Test func allExamplesExpandInThePluginsOrder() throws {
        let space = try workspace(manifest: [#"{"plugin": "cocoa-calm", "example": "*", "scale": 1, "output": "all"}"#])
        defer { space.remove() }
        let result = try space.batch(["manifest.jsonl", "--out", "out", "-j", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        // The expected order from `terrarium list --json`: scene, then example, then family.
        let list = try json(try CLI.run(["list", "--json"]))
        let plugins = try #require(list["plugins"] as? [[String: Any]])
        let calm = try #require(plugins.first { $0["id"] as? String == "cocoa-calm" })
        var expected: [String] = []
        for scene in try #require(calm["scenes"] as? [[String: Any]]) {
            let name = try #require(scene["name"] as? String)
            let families = try #require(scene["families"] as? [String])
            for example in try #require(calm["examples"] as? [[String: Any]]) {
                guard (example["scenes"] as? [String])?.contains(name) == true, let id = example["name"] as? String else { continue }
                for family in families.isEmpty ? ["430x932"] : families {
                    expected.append("all/cocoa-calm-\(name)-\(id)-\(family)@1x.png")
                }
            }
        }
        #expect(expected.count == 60)
        let written = result.stderr.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /\] wrote out\/(.*)$/).map { String($0.1) }
        }
        #expect(written == expected, "with one worker the jobs finish in index order")
        // Goldens/cocoa-calm/<scene>/<example>-<family>@3x.png: the same set of cases (the
        // goldens drawn again on the other devices, 320x568 and 375x812 or the smallest that has
        // the family, the animations' keyframes and the screens at AX5, aside).
        let goldens = Set(expected.map { path in
            let name = path.dropFirst("all/cocoa-calm-".count).replacingOccurrences(of: "@1x", with: "@3x")
            let scene = ["hot-chocolate", "breathe", "meditate", "home", "widget", "audio", "sos", "onboarding", "paywall", "live-activity"].first { name.hasPrefix($0 + "-") } ?? ""
            return "\(scene)/\(name.dropFirst(scene.count + 1))"
        })
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Goldens/cocoa-calm").standardized
        let onDisk = Set((FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".png") && !$0.contains("320x568@") && !$0.contains("375x812@")
                // and the families' own smallest devices (the lock screen's, the island's)
                && !$0.contains("375x667@") && !$0.contains("393x852@")
                && $0.range(of: #"-at[0-9.]+s@"#, options: .regularExpression) == nil && !$0.contains("-AX5@")
        })
        #expect(goldens == onDisk)
    }

    @Test func anOutFolderThatCannotBeWrittenFailsBeforeAnyRender() throws {
        let space = try workspace()
        defer { space.remove() }
        // /proc/1 is a folder no one may create a file in, root included.
        let result = try space.batch(["manifest.jsonl", "--out", "/proc/1"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: --out: cannot write into /proc/1 ("), "\(result.stderr)")
        #expect(!result.stderr.contains("wrote") && !result.stderr.contains("[1/"))
    }

    @Test func imagesPerSecondCountsOnlyImagesWritten() throws {
        let space = try workspace(manifest: [#"{"plugin": "nope", "scene": "widget"}"#, #"{"plugin": "nope", "scene": "x"}"#])
        defer { space.remove() }
        let result = try space.batch(["manifest.jsonl", "--out", "out", "--json"])
        #expect(result.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(summary["failed"] as? Int == 2 && summary["rendered"] as? Int == 0)
        #expect((summary["imagesPerSecond"] as? NSNumber)?.doubleValue == 0)
    }

    @Test func badJobsAreReportedAndTheOthersComplete() throws {
        let space = try workspace(manifest: [
            Self.jobs[0],
            #"{"plugin": "nope", "scene": "widget"}"#,
            #"{"plugin": "bloom", "scene": "widget", "family": "huge", "scale": 1}"#,
            "",
            #"{"plugin": "bloom", "scene": "widget", "colour": "red"}"#,
            #"{"plugin": "bloom", "scene": "widget", "#,
            #"{"plugin": "bloom", "scene": "widget", "input": "inputs/missing.json", "output": "missing.png"}"#,
            #"{"plugin": "bloom", "scene": "widget", "input": "inputs/bad-steps.json", "output": "bad-steps.png"}"#,
            #"{"plugin": "bloom", "scene": "widget", "example": "bloom-night", "scale": 1, "output": "bloom-widget-bloom-night-small@1x.png"}"#,
            Self.jobs[1],
        ])
        defer { space.remove() }
        try space.write("inputs/bad-steps.json", #"{"steps": -5, "now": "2026-11-22T12:00:00+01:00"}"#)
        let result = try space.batch(["manifest.jsonl", "--out", "out", "--json"])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.sorted()
        #expect(errors.count == 7, "\(result.stderr)")
        let expected = [
            "error: job 2: unknown plugin 'nope'",
            "error: job 3: family: scene 'widget' has no family 'huge'",
            "error: job 4 (manifest line 5): colour: is not a known field",
            "error: job 5 (manifest line 6): the entry is not valid JSON",
            "error: job 6 (manifest line 7): input: cannot read",
            "error: job 7 (manifest line 8): input field 'steps'",
            "error: job 8 (manifest line 9): output: same file as job 1",
        ]
        for prefix in expected {
            #expect(errors.contains { $0.hasPrefix(prefix) }, "no line starting \(prefix)")
        }
        #expect(Set(space.files("out").keys) == [Self.names[0], Self.names[1]], "no file for a failed job")
        let summary = try json(result)
        #expect(summary["rendered"] as? Int == 2 && summary["failed"] as? Int == 7 && summary["total"] as? Int == 9)
        let failures = try #require(summary["failures"] as? [[String: Any]])
        #expect(failures.map { $0["index"] as? Int } == [2, 3, 4, 5, 6, 7, 8])
        #expect(failures.map { $0["manifestEntry"] as? Int } == [2, 3, 5, 6, 7, 8, 9])
        #expect(failures.map { $0["field"] as? String } == ["plugin", "family", "colour", nil, "input", "input", "output"])
        #expect(failures[6]["output"] as? String == "out/bloom-widget-bloom-night-small@1x.png")
    }

    @Test(arguments: ["/tmp/terrarium-escape.png", "../x.png", "a/../../x.png", "./../x.png"])
    func outputsOutsideTheFolderAreRefused(output: String) throws {
        let space = try workspace(manifest: [
            #"{"plugin": "bloom", "scene": "widget", "scale": 1, "output": "\#(output)"}"#,
            #"{"plugin": "bloom", "scene": "widget", "scale": 1, "output": "a/../b.png"}"#,
        ])
        defer { space.remove() }
        try FileManager.default.createDirectory(at: space.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try space.batch(["manifest.jsonl", "--out", "out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: job 1: output: must"), "\(result.stderr)")
        #expect(space.files("out").keys.sorted() == ["b.png"])
        #expect(!FileManager.default.fileExists(atPath: space.folder.appendingPathComponent("x.png").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/terrarium-escape.png"))
    }

    @Test func secondRunSkipsForceRendersAndAChangedInputRendersAlone() throws {
        let space = try workspace()
        defer { space.remove() }
        let first = try space.batch(["manifest.jsonl", "--out", "out"])
        #expect(first.stdout.hasPrefix("rendered 6, skipped 0, failed 0"), "\(first.stdout)")
        let before = space.files("out")
        let second = try space.batch(["manifest.jsonl", "--out", "out"])
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("rendered 0, skipped 6, failed 0 of 6 jobs"), "\(second.stdout)")
        let forced = try space.batch(["manifest.jsonl", "--out", "out", "--force"])
        #expect(forced.stdout.hasPrefix("rendered 6, skipped 0, failed 0"), "\(forced.stdout)")
        #expect(space.files("out") == before, "the same bytes again")
        try space.write("inputs/steps.json", Self.steps.replacingOccurrences(of: "5100", with: "9100"))
        let changed = try space.batch(["manifest.jsonl", "--out", "out"])
        #expect(changed.stdout.hasPrefix("rendered 1, skipped 5, failed 0"), "\(changed.stdout)")
        #expect(changed.stderr.contains("wrote out/bloom-widget-steps-small@1x.png"))
        let after = space.files("out")
        #expect(after["bloom-widget-steps-small@1x.png"] != before["bloom-widget-steps-small@1x.png"])
        #expect(after.filter { $0.key != "bloom-widget-steps-small@1x.png" } == before.filter { $0.key != "bloom-widget-steps-small@1x.png" })
    }

    /// `at` writes the still `render --at` draws, `animate` the APNG `render --animate` writes
    /// (frame for frame: the same pixels), each named apart from the still and skipped when up
    /// to date; a still scene cannot animate and a moment outside the animation is refused.
    @Test func momentsAndAnimationsAsRenderDrawsThem() throws {
        let space = try workspace(manifest: [
            #"{"plugin": "cocoa-calm", "scene": "breathe", "at": 1.2, "device": "320x568", "scale": 1}"#,
            #"{"plugin": "cocoa-calm", "scene": "breathe", "animate": true, "fps": 10, "duration": 0.5, "loop": true, "device": "320x568", "scale": 1}"#,
            #"{"plugin": "bloom", "scene": "widget", "animate": true, "scale": 1}"#,
            #"{"plugin": "cocoa-calm", "scene": "breathe", "at": 31, "scale": 1}"#,
        ])
        defer { space.remove() }
        let run = try space.batch(["manifest.jsonl", "--out", "out", "-j", "1"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("rendered 2, skipped 0, failed 2 of 4 jobs"), "\(run.stdout)")
        #expect(run.stderr.contains("job 3: animate: scene 'widget' does not move"), "\(run.stderr)")
        #expect(run.stderr.contains("job 4: at: 31.0 s is outside the animation"), "\(run.stderr)")
        let files = space.files("out")
        #expect(Set(files.keys) == ["cocoa-calm-breathe-morning-320x568-at1.2s@1x.png", "cocoa-calm-breathe-morning-320x568-animated@1x.png"])

        let still = try CLI.run(["render", "cocoa-calm", "breathe", "--at", "1.2", "--device", "320x568", "--scale", "1", "-o", "still.png"], in: space.folder)
        #expect(still.status == 0)
        let diff = try CLI.run(["diff", "still.png", "out/cocoa-calm-breathe-morning-320x568-at1.2s@1x.png", "--threshold", "0", "--include-aa"], in: space.folder)
        #expect(diff.status == 0, "the batch's moment is render --at's still: \(diff.stdout)")

        let animation = try CLI.run(["render", "cocoa-calm", "breathe", "--animate", "--fps", "10", "--duration", "0.5", "--loop",
                                     "--device", "320x568", "--scale", "1", "-o", "animation.png"], in: space.folder)
        #expect(animation.status == 0)
        let rendered = try #require(FileManager.default.contents(atPath: space.folder.appendingPathComponent("animation.png").path))
        let batched = try #require(files["cocoa-calm-breathe-morning-320x568-animated@1x.png"])
        // The same file but for the content key's text chunk, which render does not write.
        #expect(batched.range(of: Data("Terrarium-Key".utf8)) != nil)
        #expect(Self.withoutTextChunks(batched) == rendered)

        let again = try space.batch(["manifest.jsonl", "--out", "out", "-j", "1"])
        #expect(again.stdout.hasPrefix("rendered 0, skipped 2, failed 2"), "\(again.stdout)")
    }

    /// A PNG's bytes with its iTXt and tEXt chunks left out.
    static func withoutTextChunks(_ png: Data) -> Data {
        let bytes = [UInt8](png)
        var kept = Data(bytes.prefix(8))
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = min(bytes.count, offset + 12 + length)
            if type != "iTXt" && type != "tEXt" { kept.append(contentsOf: bytes[offset..<end]) }
            offset = end
        }
        return kept
    }

    @Test func anOutputDamagedInItsImageDataIsRenderedAgain() throws {
        let space = try workspace()
        defer { space.remove() }
        #expect(try space.batch(["manifest.jsonl", "--out", "out"]).status == 0)
        let before = space.files("out")
        let name = "bloom-widget-steps-small@1x.png"
        var damaged = try #require(before[name])
        // One byte in the middle of the image data: the text chunks before it are untouched.
        let idat = try #require(damaged.range(of: Data("IDAT".utf8)))
        damaged[idat.upperBound + 40] ^= 0xFF
        try damaged.write(to: space.folder.appendingPathComponent("out/\(name)"))
        let again = try space.batch(["manifest.jsonl", "--out", "out"])
        #expect(again.stdout.hasPrefix("rendered 1, skipped 5, failed 0"), "\(again.stdout)")
        #expect(space.files("out") == before, "the damaged file is whole again")
    }

    /// Any number of workers and any split into shards write, together, the bytes one worker
    /// writes alone.
    @Test func anyWorkersAndAnyShardsWriteTheSameBytes() async throws {
        let space = try workspace()
        defer { space.remove() }
        #expect(try space.batch(["manifest.jsonl", "--out", "alone", "-j", "1"]).status == 0)
        let alone = space.files("alone")
        nonisolated(unsafe) var run = 0
        await propertyCheck(count: 4, input: Gen.int(in: 1...4), Gen.int(in: 1...4)) { workers, shards in
            run += 1
            let out = "run-\(run)"
            for shard in 1...shards {
                let result = try space.batch(["manifest.jsonl", "--out", out, "-j", String(workers), "--shard", "\(shard)/\(shards)"])
                #expect(result.status == 0, "\(result.stderr)")
            }
            #expect(space.files(out) == alone, "-j \(workers), \(shards) shards")
        }
    }

    @Test func oneWorkerAndTwoWriteTheSameBytes() throws {
        let space = try workspace()
        defer { space.remove() }
        #expect(try space.batch(["manifest.jsonl", "--out", "one", "-j", "1"]).status == 0)
        let two = try space.batch(["manifest.jsonl", "--out", "two", "-j", "2"])
        #expect(two.stdout.contains("2 workers"), "\(two.stdout)")
        #expect(space.files("one").count == 6)
        #expect(space.files("one") == space.files("two"))
    }

    /// Three shards together do what one run does, byte for byte, and no file is written by two.
    @Test func threeShardsMakeOneRun() throws {
        let space = try workspace(manifest: Self.jobs + [
            #"{"plugin": "bloom", "scene": "widget", "example": "bloom-night", "scale": 1}"#,  // job 7: same file as job 1
            #"{"plugin": "rituals", "scene": "widget", "example": "*", "family": "small", "scale": 1, "output": "rituals"}"#,
        ])
        defer { space.remove() }
        let whole = try space.batch(["manifest.jsonl", "--out", "whole", "--json"])
        let all = space.files("whole")
        var union: [String: Data] = [:]
        var failed: [Int] = []
        for part in 1...3 {
            let result = try space.batch(["manifest.jsonl", "--out", "shard\(part)", "--shard", "\(part)/3", "--json"])
            let summary = try json(result)
            #expect(summary["shard"] as? String == "\(part)/3")
            failed += (summary["failures"] as? [[String: Any]] ?? []).compactMap { $0["index"] as? Int }
            for (path, bytes) in space.files("shard\(part)") {
                #expect(union[path] == nil, "\(path) written by two shards")
                union[path] = bytes
            }
        }
        #expect(all.count == 19)  // 6 jobs' files and a small widget for each of Rituals' 13 widget examples
        #expect(union == all)
        let wholeFailures = (try json(whole)["failures"] as? [[String: Any]] ?? []).compactMap { $0["index"] as? Int }
        #expect(wholeFailures == [7])
        #expect(failed.sorted() == wholeFailures)
    }

    @Test func jsonSummaryHasEveryField() throws {
        let space = try workspace(manifest: Array(Self.jobs.prefix(2)) + [#"{"plugin": "bloom"}"#])
        defer { space.remove() }
        let result = try space.batch(["manifest.jsonl", "--out", "out", "--json", "-j", "1"])
        #expect(result.status == 1)
        let summary = try json(result)
        for key in ["total", "rendered", "skipped", "failed", "seconds", "imagesPerSecond", "workers", "shard", "failures"] {
            #expect(summary[key] != nil, "missing \(key)")
        }
        #expect(summary["total"] as? Int == 3 && summary["rendered"] as? Int == 2 && summary["skipped"] as? Int == 0)
        #expect(summary["workers"] as? Int == 1)
        #expect(summary["shard"] is NSNull)
        #expect((summary["seconds"] as? Double ?? -1) >= 0 && (summary["imagesPerSecond"] as? Double ?? -1) >= 0)
        let failure = try #require((summary["failures"] as? [[String: Any]])?.first)
        #expect(failure["index"] as? Int == 3 && failure["manifestEntry"] as? Int == 3)
        #expect(failure["field"] as? String == "scene" && failure["output"] is NSNull)
        #expect((failure["message"] as? String)?.hasPrefix("scene: is missing") == true)
    }

    @Test func standardInputResolvesInputsFromTheCurrentFolder() throws {
        let space = try workspace()
        defer { space.remove() }
        let manifest = Data((Self.jobs[5] + "\n" + Self.jobs[0] + "\n").utf8)
        let result = try CLI.run(["batch", "-", "--out", "out"], stdin: manifest, in: space.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[1] wrote") || result.stderr.contains("[2] wrote"), "no total for stdin")
        #expect(Set(space.files("out").keys) == [Self.names[5], Self.names[0]])
    }

    @Test func aBrokenArrayStopsWithAnErrorAfterItsGoodElements() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("broken.json", "[\(Self.jobs[0]), \(Self.jobs[1]) oops]")
        let result = try space.batch(["broken.json", "--out", "out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: manifest line 1: expected `,` or `]` after element 2, found `o`"), "\(result.stderr)")
        #expect(space.files("out").count == 2)
    }

    @Test func badOptionsAndUnreadableManifests() throws {
        let space = try workspace()
        defer { space.remove() }
        try space.write("notes.txt", "plugin,scene\n")
        let cases: [([String], Int32, String)] = [
            (["manifest.jsonl", "-j", "0"], 64, "error: -j must be from 1 to 64 (got 0)"),
            (["manifest.jsonl", "-j", "65"], 64, "error: -j must be from 1 to 64"),
            (["manifest.jsonl", "--shard", "4/3"], 64, "error: --shard: K must be from 1 to N (got 4/3)"),
            (["manifest.jsonl", "--shard", "two"], 64, "error: --shard: must be K/N"),
            (["missing.jsonl"], 2, "error: manifest: cannot open missing.jsonl (no such file)"),
            (["notes.txt"], 2, "error: notes.txt: manifest must start with `[`"),
        ]
        for (arguments, status, message) in cases {
            let result = try space.batch(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one error line")
        }
    }

    /// docs/batch/manifest.jsonl, the README's example, runs as documented.
    @Test func theDocumentedExampleManifestRuns() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/batch/manifest.jsonl").standardized
        let result = try CLI.run(["batch", manifest.path, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("rendered 14, skipped 0, failed 0 of 14 jobs"), "\(result.stdout)")
        for path in ["bloom/paris-evening.png", "rooted/greenhouse-story-moonlight.png", "forest/forest-stats-growing-small@2x.png",
                     "bloom-widget-bloom-night-medium@2x.png", "rituals-widget-morning-es-light-medium@3x.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), "\(path)")
        }
    }
}
