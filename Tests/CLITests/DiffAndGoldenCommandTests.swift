import Foundation
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let pixelmatch = packageRoot.appendingPathComponent("Tests/Fixtures/pixelmatch")

struct DiffCommandTests {
    func fixture(_ name: String) -> String { pixelmatch.appendingPathComponent("\(name).png").path }

    @Test func outsideTheToleranceExitsOneAndWritesTheDiff() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("diff.png").path
        let result = try CLI.run(["diff", fixture("1a"), fixture("1b"), "--threshold", "0.05", "-o", out])
        #expect(result.status == 1)
        #expect(result.stdout == "143 of 131072 pixels differ (0.1091%): outside the tolerance (at most 0 pixels, threshold 0.05)\n")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func withinTheToleranceExitsZeroWithJSON() throws {
        let result = try CLI.run(["diff", fixture("1a"), fixture("1b"), "--max-diff-pixels", "106", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["mismatchedPixels"] as? Int == 106)
        #expect(object["totalPixels"] as? Int == 131_072)
        #expect(object["ratio"] as? Double == 106.0 / 131_072)
        #expect(object["withinTolerance"] as? Bool == true)
    }

    @Test func ratioAndIncludeAA() throws {
        let strict = try CLI.run(["diff", fixture("1a"), fixture("1b"), "--include-aa", "--json"])
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [String: Any])
        #expect((counted["mismatchedPixels"] as? Int ?? 0) > 106, "anti-aliased pixels now count")
        #expect(try CLI.run(["diff", fixture("1a"), fixture("1b"), "--max-diff-ratio", "0.001"]).status == 0)
        #expect(try CLI.run(["diff", fixture("1a"), fixture("1b"), "--max-diff-ratio", "0.0001"]).status == 1)
    }

    @Test(arguments: [
        (["1a", "2a"], "the images have different sizes: 512x256 px and 256x256 px"),
        (["1a", "nope"], "nope.png: no such file"),
    ])
    func unreadableOrMismatchedInputsExitTwo(names: [String], message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("diff.png").path
        let result = try CLI.run(["diff"] + names.map(fixture) + ["-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "no partial output")
    }

    @Test func aDamagedPNGExitsTwo() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = folder.appendingPathComponent("damaged.png")
        try Data(contentsOf: URL(fileURLWithPath: fixture("1a"))).prefix(100).write(to: damaged)
        let result = try CLI.run(["diff", fixture("1a"), damaged.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("damaged.png: PNG:"))
    }
}

struct GoldenCommandTests {
    @Test func verifyPassesOnTheCheckedInGoldens() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["golden", "verify", "bloom", "--report", folder.appendingPathComponent("r").path], in: packageRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("passed, 0 failed, 0 recorded\n"))
    }

    @Test func verifyFailsOnAChangedGoldenAndWritesAReport() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for item in ["bloom", "tolerances.json"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Goldens/\(item)"),
                                             to: goldens.appendingPathComponent(item))
        }
        // Swap two goldens of the same size: both now fail.
        let small = goldens.appendingPathComponent("bloom/widget")
        let a = small.appendingPathComponent("seed-morning-small@3x.png"), b = small.appendingPathComponent("bloom-day-small@3x.png")
        let aData = try Data(contentsOf: a)
        try Data(contentsOf: b).write(to: a)
        try aData.write(to: b)
        try FileManager.default.removeItem(at: small.appendingPathComponent("bud-evening-small@3x.png"))
        try Data("stale".utf8).write(to: small.appendingPathComponent("gone-small@3x.png"))
        let report = folder.appendingPathComponent("report")
        // Bloom's widget goldens only (`--matching`): the other scenes' goldens, not copied,
        // are not asked about, so they are neither missing nor their files stale.
        let result = try CLI.run(["golden", "verify", "bloom", "--matching", "bloom/widget/", "--goldens", goldens.path,
                                  "--report", report.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAILED    bloom/widget/seed-morning-small@3x.png: "))
        #expect(result.stdout.contains("FAILED    missing golden bloom/widget/bud-evening-small@3x.png: record it with `terrarium golden record bloom --matching bloom/widget/`"),
                "the hint names the tool that ran")
        #expect(result.stdout.contains("FAILED    stale golden bloom/widget/gone-small@3x.png"))
        #expect(result.stdout.contains("4 failed, 0 recorded"))
        let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        // The stale golden is on the page as well as in the count.
        #expect(index.contains("4 failing goldens"))
        #expect(index.contains("bloom/widget/gone-small@3x.png") && index.contains("stale golden"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("bloom/widget/seed-morning-small@3x-panel.png").path))
    }

    @Test func recordWritesMissingGoldensAndNeverUnderCI() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let refused = try CLI.run(["golden", "record", "--goldens", goldens.path], environment: ["CI": "true"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("never written under CI"))
        let recorded = try CLI.run(["golden", "record", "--matching", "bloom/widget/bloom-night-", "--goldens", goldens.path,
                                    "--report", folder.appendingPathComponent("r").path], environment: ["CI": "false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // The recorded file holds the checked-in golden's picture. Bytes may differ: the PNG
        // writer's compression changes with the engine, the pixels may not.
        let written = goldens.appendingPathComponent("bloom/widget/bloom-night-large@3x.png").path
        let checkedIn = packageRoot.appendingPathComponent("Goldens/bloom/widget/bloom-night-large@3x.png").path
        let same = try CLI.run(["diff", written, checkedIn, "--json"])
        #expect(same.status == 0, "\(same.stdout)")
        // Only what --matching named was recorded.
        let recordedFiles = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".png") }
        #expect(!recordedFiles.isEmpty && recordedFiles.allSatisfy { $0.hasPrefix("bloom/widget/bloom-night-") }, "\(recordedFiles)")
    }
}

/// `terrarium golden review` as a process: refused under CI, and otherwise serving the goldens
/// to review on loopback until Ctrl-C.
@Suite(.serialized) struct GoldenReviewCommandTests {
    @Test func reviewIsRefusedUnderCI() throws {
        let refused = try CLI.run(["golden", "review", "--goldens", packageRoot.appendingPathComponent("Goldens").path], environment: ["CI": "true"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("never written under CI"), "\(refused.stderr)")
        let help = try CLI.run(["golden", "--help"])
        #expect(help.stdout.contains("review"), "\(help.stdout)")
    }

    @Test func reviewServesWhatFailsAndStopsOnInterrupt() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens/bloom/widget")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        // The night small widget's golden holds the evening bud's picture.
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Goldens/bloom/widget/bud-evening-small@3x.png"),
                                         to: goldens.appendingPathComponent("bloom-night-small@3x.png"))
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["golden", "review", "bloom", "--matching", "bloom/widget/bloom-night-small@3x", "--port", "0",
                             "--goldens", folder.appendingPathComponent("Goldens").path, "--report", folder.appendingPathComponent("r").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "false"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("(Ctrl-C stops)") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        defer { if process.isRunning { process.terminate() } }
        #expect(text.contains("verified 1 goldens: 1 to review (1 changed)"), "\(text)")
        let port = try #require(text.range(of: #"127\.0\.0\.1:\d+"#, options: .regularExpression).map { text[$0].split(separator: ":")[1] })
        let listing = try Data(contentsOf: try #require(URL(string: "http://127.0.0.1:\(port)/v1/goldens")))
        #expect(String(decoding: listing, as: UTF8.self).contains(#""golden":"bloom/widget/bloom-night-small@3x.png""#))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(rest.contains("reviewed: 0 accepted, 0 deleted, 0 rejected, 1 left"), "\(rest)")
    }
}
