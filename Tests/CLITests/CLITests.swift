import Foundation
import Terrarium
import TerrariumCLI
import TerrariumPlugins
import Testing

/// Runs `terrarium` command lines as a user would: in this process through
/// `TerrariumCLI.run` (what the `terrarium` executable's `main` calls), with standard input,
/// output and error in buffers; or, where the process itself is under test, the built binary.
struct CLI {
    static let binary: URL = {
        // The test runner sits in the build folder beside the products it depends on.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("terrarium")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs one command line: in process unless it needs a process of its own (an environment,
    /// a working folder, `serve`, or fonts registered process-wide by `--font-dir`).
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Result {
        let needsProcess = !environment.isEmpty || directory != nil || arguments.first == "serve" || arguments.contains("--font-dir")
        return needsProcess ? try spawn(arguments, stdin: stdin, environment: environment, in: directory)
                            : try inProcess(arguments, stdin: stdin)
    }

    /// The command line through `TerrariumCLI.run`, as `terrarium` runs it, without a process.
    static func inProcess(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        let out = Buffer(), err = Buffer()
        // Standard input from a file: a pipe would block a writer larger than its buffer.
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-stdin-\(UUID().uuidString)")
        try (stdin ?? Data()).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let input = try FileHandle(forReadingFrom: inputFile)
        defer { try? input.close() }
        let console = Console(out: { out.append($0) }, err: { err.append($0) }, input: { input })
        let status = TerrariumCLI.run(arguments, plugins: TerrariumPlugins.all, console: console)
        return Result(status: status, stdout: String(decoding: out.data, as: UTF8.self), stderr: String(decoding: err.data, as: UTF8.self))
    }

    /// Bytes written from any thread.
    final class Buffer: @unchecked Sendable {
        // @unchecked: every access holds the lock.
        private let lock = NSLock()
        private var bytes = Data()
        func append(_ data: Data) { lock.withLock { bytes.append(data) } }
        var data: Data { lock.withLock { bytes } }
    }

    /// The built `terrarium` binary in a process of its own: for exit statuses, signals, the
    /// environment and the working folder as the process sees them.
    static func spawn(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                      in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Both pipes at once (a child that fills stderr first would otherwise wait forever), and
        // not with readDataToEndOfFile, which Foundation ends in a `try!` when a signal
        // interrupts its read (EINTR: seen with several children exiting at once).
        let stderrReader = PipeReader(err.fileHandleForReading)
        let stdout = PipeReader.readAll(out.fileHandleForReading)
        let stderr = stderrReader.finish()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Reads a pipe to its end on its own thread.
    final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            let thread = Thread { [self] in
                data = Self.readAll(handle)
                done.signal()
            }
            thread.start()
        }

        func finish() -> Data {
            done.wait()
            return data
        }

        /// Everything up to end of file, reading again when a signal interrupts a read.
        static func readAll(_ handle: FileHandle) -> Data {
            var data = Data()
            while true {
                do {
                    guard let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty else { return data }
                    data.append(chunk)
                } catch let error as NSError where Self.isInterrupted(error) {
                    continue
                } catch {
                    return data
                }
            }
        }

        private static func isInterrupted(_ error: NSError) -> Bool {
            if error.domain == NSPOSIXErrorDomain, error.code == Int(EINTR) { return true }
            return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isInterrupted) ?? false
        }
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct RenderCommandTests {
    @Test func rendersTheDefaultExampleWithJSON() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("w.png").path
        let result = try CLI.run(["render", "bloom", "widget", "-o", out, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["plugin", "scene", "width", "height", "output", "accessibilityLabel", "state"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["width"] as? Int == 510 && object["height"] as? Int == 510)
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["stage"] as? Int == 3)
        #expect(state["asset"] as? String == "plant_03_vegetative")
        #expect(state["background"] as? String == "dawn")
        let png = try #require(FileManager.default.contents(atPath: out))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["w.png"], "no temporary file left")
    }

    @Test(arguments: [("medium", 1092, 510), ("large", 1092, 1146)])
    func familySizes(family: String, width: Int, height: Int) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "bloom", "widget", "--family", family, "-o", folder.appendingPathComponent("x.png").path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["width"] as? Int == width && object["height"] as? Int == height)
    }

    @Test(arguments: [
        (["--scale", "2", "--device", "375x667"], 296, 296),      // 148 pt @2x
        (["--scale", "1"], 170, 170),
        (["--device", "390x844", "--family", "large"], 1014, 1062),  // 338x354 pt @3x
        (["--device", "320x568", "--family", "medium"], 584, 282),   // native scale 2
    ])
    func devicesAndScales(options: [String], width: Int, height: Int) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "bloom", "widget"] + options + ["-o", folder.appendingPathComponent("x.png").path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["width"] as? Int == width && object["height"] as? Int == height)
    }

    @Test func nowAndTimeZoneOverrideTheInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png").path
        let night = try CLI.run(["render", "bloom", "dashboard", "--now", "2026-11-22T19:00:00-08:00", "-o", out, "--json"])
        #expect(night.stdout.contains(#""background":"dusk""#))
        // 15:30 in Los Angeles is 08:30 the next morning in Tokyo; the stepsDate is then
        // yesterday there, so the plant resets.
        let tokyo = try CLI.run(["render", "bloom", "dashboard", "--time-zone", "Asia/Tokyo", "-o", out, "--json"])
        #expect(tokyo.stdout.contains(#""localTime":"08:30""#))
        #expect(tokyo.stdout.contains(#""midnightReset":true"#))
    }

    @Test func readsStandardInputAndIsDeterministic() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Data(#"{"steps": 8800, "now": "2026-11-22T21:00:00+01:00", "timeZone": "Europe/Paris"}"#.utf8)
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        #expect(try CLI.run(["render", "bloom", "widget", "--family", "medium", "--input", "-", "-o", a], stdin: input).status == 0)
        #expect(try CLI.run(["render", "bloom", "widget", "--family", "medium", "--input", "-", "-o", b], stdin: input).status == 0)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func listJSONNamesPluginsScenesAndExamples() throws {
        let result = try CLI.run(["list", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let plugins = try #require(object["plugins"] as? [[String: Any]])
        let bloom = try #require(plugins.first { $0["id"] as? String == "bloom" })
        #expect((bloom["scenes"] as? [[String: Any]])?.map { $0["name"] as? String } == ["widget", "dashboard"])
        #expect(((bloom["examples"] as? [[String: Any]])?.count ?? 0) >= 10)
    }
}

/// Bad input: a one-line error naming the field, a non-zero exit, and no file at `-o`.
struct BadInputTests {
    @Test(arguments: [
        (["render", "bloom", "widget", "--input", "-"], "{\"steps\": ", "not valid JSON"),
        (["render", "bloom", "widget", "--input", "-"], #"{"steps": -1, "now": "2026-11-22T10:00:00Z"}"#, "'steps'"),
        (["render", "bloom", "widget", "--input", "-"], #"{"steps": 1, "goal": 0, "now": "2026-11-22T10:00:00Z"}"#, "'goal'"),
        (["render", "bloom", "widget", "--input", "-"], #"{"steps": 1, "now": "2026-11-22T10:00:00Z", "timeZone": "Moon/Base"}"#, "'timeZone'"),
        (["render", "bloom", "widget", "--time-zone", "Nowhere/At_All"], "", "timeZone: is not a known IANA time zone"),
        (["render", "bloom", "widget", "--now", "noon"], "", "now: must be an ISO 8601 date and time"),
        (["render", "blossom", "widget"], "", "unknown plugin 'blossom' (known: bloom, rooted, rituals, forest, cocoa-calm)"),
        (["render", "bloom", "gallery"], "", "no scene 'gallery'"),
        (["render", "bloom", "widget", "--family", "extraLarge"], "", "family"),
        (["render", "bloom", "dashboard", "--family", "small"], "", "family"),
        (["render", "bloom", "widget", "--example", "cactus"], "", "no example 'cactus'"),
        (["render", "bloom", "widget", "--scale", "4"], "", "scale"),
        (["render", "bloom", "widget", "--device", "1x1"], "", "device"),
        (["render", "bloom", "widget", "--theme", "midnight"], "", "theme"),
        (["render", "bloom", "widget", "--input", "/nonexistent/input.json"], "", "input"),
        (["render", "rooted", "garden", "--input", "-"], RootedInput.twoOnOneTile, "'friends[1].tile' puts 'b' on tile [1, 1], which 'a' already takes"),
        (["render", "rooted", "plant-card", "--input", "-"], RootedInput.unknownPlant, "'friends[0].plant' must be one of"),
        (["render", "rooted", "garden", "--family", "story"], "", "scene 'garden' has no family 'story' (known: square)"),
        (["render", "rituals", "widget", "--input", "-"], #"{"now": "2026-11-22T10:00:00Z", "locale": "de-DE"}"#, "'locale' must be one of"),
        (["render", "rituals", "history", "--input", "-"],
         #"{"now": "2026-11-22T10:00:00Z", "rituals": [{"id": "r", "title": "R", "category": "health", "arcs": [{"startDate": "2026-11-30", "endDate": "2026-11-01"}]}]}"#,
         "'rituals[0].arcs[0].endDate' is 2026-11-01, before the arc's startDate 2026-11-30"),
        (["render", "forest", "session", "--input", "-"], #"{"now": "2026-11-22T10:00:00Z", "session": {"startTime": "10am", "status": "running"}}"#,
         "'session.startTime' must be an ISO 8601 date and time"),
        (["render", "forest", "session", "--input", "-"], #"{"now": "2026-11-22T10:00:00Z", "session": {"startTime": "2026-11-22T09:50:00Z", "status": "sprouting"}}"#,
         "'session.status' must be one of 'running', 'paused', 'completed', 'abandoned' (got 'sprouting')"),
        (["render", "forest", "forest", "--input", "-"],
         #"{"now": "2026-11-22T10:00:00Z", "sessions": [{"startTime": "2026-11-21T09:00:00Z", "endTime": "2026-11-21T08:00:00Z", "status": "abandoned"}]}"#,
         "'sessions[0].endTime' is before startTime"),
        (["render", "forest", "forest", "--page", "2"], "", "page: 2 is past the last page; there is 1 page of up to 1000 trees"),
        (["render", "forest", "session", "--page", "1"], "", "page: scene 'session' is one image, not a set of pages"),
        (["render", "forest", "forest", "--page", "0"], "", "page: must be 1 or more"),
        (["render", "cocoa-calm", "breathe", "--input", "-"], #"{"t": -2}"#, "'t' must be 0 or more seconds"),
        (["render", "cocoa-calm", "meditate", "--input", "-"], #"{"t": "five"}"#, "'t' must be a number, not a string"),
        (["render", "cocoa-calm", "home", "--input", "-"], #"{"name": "Sarah"}"#, "'now' is missing"),
        (["render", "cocoa-calm", "widget", "--family", "large"], "", "scene 'widget' has no family 'large' (known: small, medium, accessory-circular, accessory-rectangular, accessory-inline)"),
    ])
    func failsCleanly(arguments: [String], stdin: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try CLI.run(arguments + ["-o", out], stdin: Data(stdin.utf8))
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no output, no temporary file")
    }

    @Test func oversizedInputIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: big)
        let result = try CLI.run(["render", "bloom", "widget", "--input", big.path, "-o", folder.appendingPathComponent("o.png").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("limit is 1048576 bytes"))
    }

    @Test func inputAndExampleTogetherIsAUsageError() throws {
        let result = try CLI.run(["render", "bloom", "widget", "--input", "x.json", "--example", "bloom-day", "-o", "/tmp/never.png"])
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

/// Rooted documents for the bad-input table: the rules' own tests cover every error; these show
/// the CLI turns them into one line, a non-zero exit and no file.
enum RootedInput {
    static func friend(_ id: String, plant: String) -> String {
        #"{"id": "\#(id)", "name": "\#(id)", "plant": "\#(plant)", "frequency": "weekly", "hydration": 50, "#
            + #""lastHydrationUpdate": "2026-11-22T14:00:00-08:00", "streakDays": 1, "tile": [1, 1]}"#
    }
    static let twoOnOneTile = #"{"now": "2026-11-22T14:00:00-08:00", "friends": ["# + friend("a", plant: "fern") + ", "
        + friend("b", plant: "fern") + "]}"
    static let unknownPlant = #"{"now": "2026-11-22T14:00:00-08:00", "friends": ["# + friend("a", plant: "orchid") + "]}"

}

/// Messages that repeat a user's text: escaped, bounded, one line.
struct HostileTextTests {
    @Test func aKeyRepeatedInAnInputIsRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("w.png").path
        let input = #"{"steps": 5, "steps": 99999, "now": "2026-11-22T15:30:00-08:00", "timeZone": "America/Los_Angeles"}"#
        let result = try CLI.run(["render", "bloom", "widget", "--input", "-", "-o", out], stdin: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "error: input is not valid JSON (the key 'steps' appears twice in one object at line 1, column 14)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func controlCharactersAndHugeValuesNeverReachTheTerminal() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("w.png").path
        // An unknown key holding an escape sequence, a bell and a newline; and a 900 KB value.
        let hostile = #"{"\u001b[2J\u0007evil\nline": 1}"#
        let escaped = try CLI.run(["render", "bloom", "widget", "--input", "-", "-o", out], stdin: Data(hostile.utf8))
        #expect(escaped.status == 1)
        #expect(!escaped.stderr.contains("\u{1B}") && !escaped.stderr.contains("\u{7}"))
        #expect(escaped.stderr.hasPrefix("error: input field '\\u{1B}[2J\\u{7}evil\\nline' is not a known field"), "\(escaped.stderr)")
        #expect(escaped.stderr.filter { $0 == "\n" }.count == 1)
        let huge = #"{"timeZone": ""# + String(repeating: "z", count: 900_000) + #"", "now": "2026-11-22T15:30:00Z", "steps": 1}"#
        let bounded = try CLI.run(["render", "bloom", "widget", "--input", "-", "-o", out], stdin: Data(huge.utf8))
        #expect(bounded.status == 1)
        #expect(bounded.stderr.count < 400, "\(bounded.stderr.count) characters")
        #expect(bounded.stderr.contains("(900,000 characters)"))
    }
}

/// `-o -` is standard output; what `-o` names is never replaced unless it is a file.
struct OutputTargetCommandTests {
    @Test func dashIsStandardOutputAndHoldsThePNGAlone() throws {
        let result = try CLI.run(["render", "bloom", "widget", "--family", "small", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\u{FFFD}PNG\r\n"))
        #expect(!result.stdout.contains("wrote"))
        let both = try CLI.run(["render", "bloom", "widget", "-o", "-", "--json"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("-o - and --json both write to standard output"))
    }

    @Test func theNullDeviceStaysADevice() throws {
        let result = try CLI.run(["render", "bloom", "widget", "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }
}

/// Messages that say what is wrong with the value given, not that it is missing.
struct NegativeValueMessageTests {
    @Test(arguments: [
        (["render", "bloom", "widget", "--scale", "-1"], Int32(64), "error: scale: must be 1, 2 or 3 (got -1)"),
        (["render", "bloom", "widget", "--device", "-1x-1"], 64, "error: device: '-1x-1' is not an iPhone, iPad or Apple Watch screen size in points"),
        (["render", "forest", "forest", "--page", "-1"], 64, "error: page: must be 1 or more (got -1)"),
        (["lint", "-j", "-1"], 64, "error: -j must be from 1 to 64 (got -1)"),
    ])
    func aNegativeNumberIsNamedNotMissing(arguments: [String], status: Int32, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = arguments.first == "render" ? ["-o", folder.appendingPathComponent("x.png").path] : []
        let result = try CLI.run(arguments + out)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
}
