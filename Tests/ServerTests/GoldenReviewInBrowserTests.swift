import Foundation
import Terrarium
import TerrariumGolden
import TestTags
import Testing
@testable import TerrariumServer

/// `golden review`'s page in a real browser (Debian's headless Chromium, driven over the
/// DevTools protocol by scripts/chromium-drive): it loads with no console error and no request
/// to anywhere but its server, lists every golden to review, and an accept made with its button
/// or its keys leaves the golden verifying on disk.
@Suite(.serialized, .tags(.browser), .tiered) struct GoldenReviewInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"
    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/chromium-drive")

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func thePageListsEveryGoldenAndItsAcceptButtonLeavesTheGoldenVerifying() async throws {
        _ = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let changed = ReviewHarness.changed
        let run = try await Self.drive("http://127.0.0.1:\(review.port)/", [
            ["wait": "document.body.dataset.state === 'ready' && document.querySelectorAll('#viewer img').length > 0"],
            ["eval": "Array.from(document.querySelectorAll('#list li')).map(li => li.dataset.golden).sort().join(',')"],
            ["wait": "Array.from(document.querySelectorAll('#viewer img')).every(img => img.complete && img.naturalWidth > 0)"],
            ["click": "#list li[data-golden='\(changed)']"],
            ["wait": "document.getElementById('viewer').dataset.golden === '\(changed)'"],
            ["click": "#accept"],
            ["wait": "(document.body.dataset.lastAction || '').startsWith('accept \(changed)')"],
            ["eval": "document.body.dataset.lastAction"],
            ["eval": "document.body.dataset.left"],
        ])
        #expect(run.failed == nil, "\(run.failed ?? "")")
        #expect(run.console.isEmpty, "\(run.console)")
        let own = "http://127.0.0.1:\(review.port)/"
        #expect(run.requests.allSatisfy { $0.hasPrefix(own) }, "\(run.requests.filter { !$0.hasPrefix(own) })")
        #expect(run.values.first == .string([ReviewHarness.new, changed, ReviewHarness.stale].sorted().joined(separator: ",")))
        #expect(run.values.dropFirst().first == .string("accept \(changed): passed"))
        #expect(run.values.last == .string("2"))
        #expect(try review.status(of: changed) == .passed)
    }

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func theKeysMoveCompareAcceptRejectAndUndo() async throws {
        _ = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let viewing = "document.getElementById('viewer').dataset.golden"
        let run = try await Self.drive("http://127.0.0.1:\(review.port)/", [
            ["wait": "document.body.dataset.state === 'ready'"],
            ["eval": viewing],                                   // 0: the first in the list
            ["key": "j"], ["eval": viewing],                     // 1: the second
            ["key": "k"], ["eval": viewing],                     // 2: the first again
            ["key": "2"], ["eval": "document.querySelector('.stage').dataset.view"],  // 3: slider
            ["key": "t"], ["eval": "document.querySelector('.stage input[type=range]').value"],  // 4: all expected
            ["key": "3"], ["eval": "document.querySelector('.stage').dataset.view"],  // 5: onion skin
            ["key": "+"], ["key": "+"], ["eval": "document.querySelector('.stage').className"],  // 6: zoomed 2x
            ["key": "a"],
            ["wait": "(document.body.dataset.lastAction || '').startsWith('accept ')"],
            ["eval": "document.body.dataset.lastAction"],        // 7
            ["eval": viewing],                                   // 8: moved on to the next to review
            ["key": "r"],
            ["wait": "(document.body.dataset.lastAction || '').startsWith('reject ')"],
            ["eval": "document.body.dataset.left"],              // 9
            ["key": "u"],
            ["wait": "(document.body.dataset.lastAction || '').startsWith('undo ')"],
            ["eval": "document.body.dataset.lastAction"],        // 10
            ["eval": "document.body.dataset.left"],              // 11
        ])
        #expect(run.failed == nil, "\(run.failed ?? "")")
        #expect(run.console.isEmpty, "\(run.console)")
        guard run.values.count == 12, case .string(let first) = run.values[0], case .string(let second) = run.values[1],
              case .string(let next) = run.values[8] else { Issue.record("\(run.values)"); return }
        #expect(first != second)
        #expect(run.values[2] == .string(first))
        #expect(run.values[3] == .string("slider"))
        #expect(run.values[4] == .string("100"))
        #expect(run.values[5] == .string("onion"))
        #expect(run.values[6] == .string("stage zoomed"))
        let acceptedStatus = first == ReviewHarness.stale ? "deleted" : "passed"
        #expect(run.values[7] == .string("\(first == ReviewHarness.stale ? "delete" : "accept") \(first): \(acceptedStatus)")
            || run.values[7] == .string("accept \(first): \(acceptedStatus)"))
        #expect(next != first)
        #expect(run.values[9] == .string("1"))
        #expect(run.values[10] == .string("undo \(next): pending"))
        #expect(run.values[11] == .string("2"))
        if first != ReviewHarness.stale { #expect(try review.status(of: first) == .passed) }
        // Rejected, then undone: the golden was never touched.
        if next == ReviewHarness.changed { #expect(try review.status(of: next) == .failed) }
    }

    struct Run: Sendable {
        var values: [JSONValue]
        var console: [String]
        var requests: [String]
        var failed: String?
    }

    /// Runs scripts/chromium-drive on `url` with `steps`, off the cooperative pool (`offThePool`).
    static func drive(_ url: String, _ steps: [[String: String]]) async throws -> Run {
        try await offThePool { try driveBlocking(url, steps) }
    }

    private static func driveBlocking(_ url: String, _ steps: [[String: String]]) throws -> Run {
        let process = Process()
        process.executableURL = driver
        process.arguments = [url]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let json = JSONValue.array(steps.map { step in .object(step.mapValues(JSONValue.string)) })
        input.fileHandleForWriting.write(json.encoded())
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard case .object(let result) = try JSONValue.parse(data) else { return Run(values: [], console: [], requests: [], failed: "no output") }
        func strings(_ key: String) -> [String] {
            guard case .array(let values)? = result[key] else { return [] }
            return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        guard case .array(let values)? = result["values"] else { return Run(values: [], console: [], requests: [], failed: "no values") }
        let failed: String? = if case .string(let why)? = result["failed"] { why } else { nil }
        return Run(values: values, console: strings("console"), requests: strings("requests"), failed: failed)
    }
}
