import Foundation
import Testing

/// `render --layout`, `--json`'s device, and `lint`'s report and exit status.
struct LayoutAndLintCommandTests {
    @Test(arguments: [("390x844", "390x844"), ("360x780", "360x780"), ("393x852", "393x852")])
    func jsonNamesTheScreenAskedFor(device: String, expected: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "bloom", "widget", "--device", device, "-o", folder.appendingPathComponent("w.png").path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["device"] as? String == expected)
    }

    @Test func axisDrawsAnExampleInAnotherLanguageAsLintDoes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("w.png").path
        // A case lint names rituals/widget/all-done[locale=fr-CA,appearance=dark]-small@320x568@2x.
        let result = try CLI.run(["render", "rituals", "widget", "--example", "all-done", "--axis", "locale=fr-CA",
                                  "--axis", "appearance=dark", "--family", "small", "--device", "320x568", "--scale", "2",
                                  "-o", out, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["accessibilityLabel"] as? String)?.hasPrefix("Aujourd’hui: 11 sur 11 faites, 100\u{202F}%") == true)

        for (arguments, status, message) in [
            // Names the command line gives that the plugin lacks: usage errors, status 64.
            (["rituals", "--axis", "locale=de"], 64, "error: axis: 'de' is not a value of locale (known: en, es-MX, fr-CA)"),
            (["bloom", "--axis", "locale=fr-CA"], 64, "error: axis: plugin 'bloom' has no input axis 'locale' (known: appearance)"),
            (["rituals", "--axis", "locale"], 64, "--axis 'locale' must be NAME=VALUE"),
        ] {
            let failed = try CLI.run(["render", arguments[0], "widget"] + arguments.dropFirst() + ["-o", out + ".bad"])
            #expect(failed.status == Int32(status))
            #expect(failed.stderr.contains(message), "\(failed.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out + ".bad"))
        }
    }

    @Test func layoutReportsEveryBoxInPixels() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.json").path
        let result = try CLI.run(["render", "rooted", "widget", "--family", "large", "--device", "414x896", "--scale", "2",
                                  "-o", folder.appendingPathComponent("b.png").path, "--layout", layout])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: layout))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // 360x379 pt at @2x.
        #expect(object["width"] as? Int == 720 && object["height"] as? Int == 758)
        let boxes = try #require(object["boxes"] as? [[String: Any]])
        #expect(boxes.allSatisfy { ($0["rect"] as? [Double])?.count == 4 && $0["id"] is String && $0["role"] is String })
        let texts = boxes.filter { $0["role"] as? String == "text" }
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0["text"] is String && $0["truncated"] is Bool && $0["scaledBy"] is Double
                && $0["missingGlyphs"] is Int })
    }

    /// Bloom's theme with its day text the colour of the day sky, as a team might ship by
    /// mistake: every daytime line of text is below 3:1, so lint has findings to report.
    static func paleTheme(in folder: URL) throws -> String {
        let source = packageRoot.appendingPathComponent("Themes/bloom.json")
        var theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        var colors = try #require(theme["colors"] as? [String: Any])
        colors["text.day.primary"] = "#E3F2FD"
        colors["text.day.secondary"] = "#F0F7FE"
        theme["colors"] = colors
        let path = folder.appendingPathComponent("pale-bloom.json").path
        try JSONSerialization.data(withJSONObject: theme).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func lintReportsFindingsAsJSONAndFailsOnThem() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One widget's cases: the check under test, not the matrix (the whole lint runs in scripts/test).
        let only = ["--matching", "bloom/widget/seed-morning[appearance=light]-small"]
        let clean = try CLI.run(["lint", "bloom", "--json"] + only)
        #expect(clean.status == 0, "\(clean.stdout)")
        let result = try CLI.run(["lint", "bloom", "--theme", try Self.paleTheme(in: folder), "--json"] + only)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // The same cases as with the default theme: only the colours differ.
        let cleanObject = try #require(try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])
        #expect(object["cases"] as? Int == cleanObject["cases"] as? Int)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "contrast" && ($0["case"] as? String)?.hasPrefix("bloom/widget/seed-morning[appearance=light]-small@320x568@2x") == true })
        #expect(findings.allSatisfy { $0["kind"] is String && $0["case"] is String && $0["message"] is String })
    }

    @Test func aBaselineOfTheKnownFindingsPassesAndAStaleOneFails() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Self.paleTheme(in: folder)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let only = ["--matching", "bloom/widget/seed-morning[appearance=light]-small"]
        #expect(try CLI.run(["lint", "bloom", "--theme", theme, "--write-baseline", baseline] + only).status == 1)
        let known = try CLI.run(["lint", "bloom", "--theme", theme, "--baseline", baseline] + only)
        #expect(known.status == 0, "\(known.stdout)")
        #expect(known.stdout.contains("0 new, 0 fixed"))
        // A finding the baseline lists but lint no longer finds must be taken out of it.
        var text = try String(contentsOfFile: baseline, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"findings\": [\n", with: "\"findings\": [\n  {\"box\":\"text.9\",\"case\":\"bloom/widget/gone\",\"kind\":\"overlap\"},\n")
        try text.write(toFile: baseline, atomically: true, encoding: .utf8)
        let stale = try CLI.run(["lint", "bloom", "--theme", theme, "--baseline", baseline] + only)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("fixed (no longer found; write the baseline again): overlap bloom/widget/gone [text.9]"))
    }
    @Test func shardsSplitTheCasesAndDefaultDevicesAreASubsetOfTheMatrix() throws {
        func cases(_ extra: [String]) throws -> Int {
            let result = try CLI.run(["lint", "forest", "--matching", "forest/stats/empty", "--json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(object["casesPerSecond"] is Double || object["casesPerSecond"] is Int)
            return try #require(object["cases"] as? Int)
        }
        let all = try cases([])
        let parts = try (1...3).map { try cases(["--shard", "\($0)/3"]) }
        #expect(parts.reduce(0, +) == all && parts.allSatisfy { $0 >= all / 3 && $0 <= all / 3 + 1 })
        let quick = try cases(["--devices", "default"])
        #expect(quick > 0 && quick < all)
        let bad = try CLI.run(["lint", "--shard", "4/3"])
        #expect(bad.status == 64 && bad.stderr.contains("K must be from 1 to N (got 4/3)"))
    }
}
