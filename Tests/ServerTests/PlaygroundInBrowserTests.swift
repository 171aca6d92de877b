import Foundation
import Terrarium
import TestTags
import Testing
@testable import TerrariumServer

/// The playground in a real browser (Debian's headless Chromium, installed by scripts/setup):
/// the page restores a state from its link (a family and an edited input), asks the API, and
/// shows the API's own bytes; an invalid input shows the server's message for its field.
@Suite(.serialized, .tags(.browser), .tiered) struct PlaygroundInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func thePageShowsTheAPIsBytesForAFamilyAndAnEditedInput() async throws {
        let browser = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let input = #"{"steps": 7321, "goal": 9000, "now": "2026-11-25T18:30:00-05:00"}"#
        let api = try await server.post("/v1/render/bloom/widget?family=medium", json: input)
        #expect(api.status == 200)
        let state = "plugin=bloom&scene=widget&family=medium&input=" + (input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        let dom = try await offThePool { try Self.dumpDOM(browser, "http://127.0.0.1:\(server.port)/#\(state)") }
        #expect(dom.contains(#"data-state="ready""#), "\(dom.prefix(600))")
        let digest = SHA256.hex(SHA256.hash(api.body))
        #expect(dom.contains(#"data-sha256="\#(digest)""#), "the image shown is the API's answer, byte for byte")
        #expect(dom.contains(#"data-bytes="\#(api.body.count)""#))
        #expect(dom.contains("1092 × 510 px"), "the medium widget at @3x, with its size shown")
        #expect(dom.contains("terrarium render bloom widget --input input.json --family medium -o bloom-widget.png"))
    }

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func anInvalidInputShowsTheServersMessageForItsField() async throws {
        let browser = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let input = #"{"steps": "lots"}"#
        let state = "plugin=bloom&scene=widget&input=" + (input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        let dom = try await offThePool { try Self.dumpDOM(browser, "http://127.0.0.1:\(server.port)/#\(state)") }
        #expect(dom.contains(#"data-state="error""#), "\(dom.prefix(600))")
        // The request's field (`input`, as the CLI and batch name it); the message names the input's own.
        #expect(dom.contains(#"data-field="input""#))
        #expect(dom.contains(">input field 'steps' must be a whole number, not a string"))
    }

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func aServerWithATokenMakesThePageAskForIt() async throws {
        let browser = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let server = try await ServerHarness { $0.token = "secret-token" }.start()
        defer { Task { await server.stop() } }
        let dom = try await offThePool { try Self.dumpDOM(browser, "http://127.0.0.1:\(server.port)/#plugin=bloom&scene=widget") }
        #expect(dom.contains(#"data-state="error""#), "\(dom.prefix(600))")
        #expect(dom.contains(#"data-code="unauthorized""#), "the 401's message is shown")
        #expect(dom.contains(#"<label id="token-label">"#), "the token field is shown (no longer hidden)")
    }

    /// The page once it has settled (ready or showing an error), as Chromium serialises it. A
    /// cold browser can use up its virtual time before the answers arrive, so it looks again.
    static func dumpDOM(_ browser: String, _ url: String) throws -> String {
        var dom = ""
        for _ in 0..<3 {
            dom = try dumpOnce(browser, url)
            if !dom.contains(#"data-state="loading""#) { break }
        }
        return dom
    }

    private static func dumpOnce(_ browser: String, _ url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-playground-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=15000",
                             "--user-data-dir=\(profile.path)", "--dump-dom", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
