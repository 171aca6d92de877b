import Foundation
import Testing

/// What every command shares: exit statuses, errors as JSON under --json, --quiet, and the
/// machine-readable documents' schema versions.
struct CLIConventionsTests {
    @Test(arguments: [
        (["render", "blossom", "widget"], Int32(64), "not_found"),
        (["render", "bloom", "gallery"], Int32(64), "not_found"),
        (["render", "bloom", "widget", "--example", "cactus"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--family", "extraLarge"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--device", "1x1"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--scale", "4"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--axis", "locale=fr-CA"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--now", "noon"], Int32(64), "usage"),
        (["render", "bloom", "widget", "--theme", "midnight"], Int32(64), "usage"),
        (["lint", "blossom"], Int32(64), "usage"),
        (["golden", "verify", "blossom", "--goldens", "Goldens"], Int32(64), "usage"),
        (["render-examples", "blossom"], Int32(64), "usage"),
    ])
    func usageErrorsExit64AndJSONModeGivesACode(arguments: [String], status: Int32, code: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = ["-o", folder.appendingPathComponent("o.png").path]
        let withOutput = arguments.first == "render" ? arguments + output : arguments
        let text = try CLI.run(withOutput, in: packageRoot)
        #expect(text.status == status, "\(text.stderr)")
        #expect(text.stderr.hasPrefix("error: "))
        guard arguments.first == "render" else { return }  // --json is render's, lint's, golden's
        let json = try CLI.run(withOutput + ["--json"], in: packageRoot)
        #expect(json.status == status)
        #expect(json.stdout.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any], "\(json.stderr)")
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == code)
        #expect((error["message"] as? String).map { text.stderr.contains($0) } == true, "the same message as text")
    }

    @Test func quietPrintsNothingButErrors() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try CLI.run(["render", "bloom", "widget", "-o", folder.appendingPathComponent("w.png").path, "-q"])
        #expect(render.status == 0 && render.stdout.isEmpty && render.stderr.isEmpty)
        let examples = try CLI.run(["render-examples", "cocoa-calm", "--out", folder.path, "--quiet"])
        #expect(examples.status == 0 && examples.stdout.isEmpty, "\(examples.stdout)")
        let failing = try CLI.run(["render", "bloom", "widget", "--now", "noon", "-o", folder.appendingPathComponent("x.png").path, "-q"])
        #expect(failing.status == 64 && failing.stderr.hasPrefix("error: "), "errors still print")
    }

    @Test func goldenVerifyWritesJSONAndJUnit() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("cocoa-calm/widget"), withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Goldens/cocoa-calm/widget").path) {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Goldens/cocoa-calm/widget/\(file)"),
                                             to: goldens.appendingPathComponent("cocoa-calm/widget/\(file)"))
        }
        // One golden changed (another's pixels): a failure with its message in both documents.
        let widget = goldens.appendingPathComponent("cocoa-calm/widget")
        let small = try FileManager.default.contentsOfDirectory(atPath: widget.path).filter { $0.hasSuffix("small@3x.png") }.sorted()
        try #require(small.count >= 2)
        try Data(contentsOf: widget.appendingPathComponent(small[1])).write(to: widget.appendingPathComponent(small[0]))
        let junit = folder.appendingPathComponent("junit.xml"), markdown = folder.appendingPathComponent("summary.md")
        let result = try CLI.run(["golden", "verify", "cocoa-calm", "--matching", "cocoa-calm/widget/", "--goldens", goldens.path,
                                  "--report", folder.appendingPathComponent("report").path, "--json", "--junit", junit.path,
                                  "--markdown", markdown.path])
        #expect(result.status == 1)
        let summary = try String(contentsOf: markdown, encoding: .utf8)
        #expect(summary.hasPrefix("## Goldens: 1 failed of "), "\(summary)")
        #expect(summary.contains("| `cocoa-calm/widget/\(small[0])` | failed | "), "\(summary)")
        #expect(summary.contains("report/cocoa-calm/widget/" + small[0].replacingOccurrences(of: ".png", with: "-panel.png")), "\(summary)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(document["schemaVersion"] as? Int == 1)
        let results = try #require(document["results"] as? [[String: Any]])
        let failed = results.filter { $0["status"] as? String == "failed" }
        // The changed golden fails; the widget's others pass.
        #expect(failed.map { $0["golden"] as? String } == ["cocoa-calm/widget/\(small[0])"])
        #expect(results.count == (try FileManager.default.contentsOfDirectory(atPath: widget.path).count))
        #expect(document["failed"] as? Int == failed.count)
        #expect(document["report"] != nil)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"\(results.count)\" failures=\"\(failed.count)\">"))
        #expect(xml.contains("<testcase classname=\"cocoa-calm.widget\" name=\"\(small[0])\">\n      <failure type=\"failed\" message=\""))
    }

    /// `golden accept` writes what the engine draws over a changed golden, which then verifies;
    /// a path out of the folder is refused, and so is any accept under CI=true.
    @Test func goldenAcceptWritesTheRenderAndRefusesPathsOutside() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = folder.appendingPathComponent("Goldens/cocoa-calm/widget")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        let committed = packageRoot.appendingPathComponent("Goldens/cocoa-calm/widget")
        let small = try FileManager.default.contentsOfDirectory(atPath: committed.path).filter { $0.hasSuffix("small@3x.png") }.sorted()
        try #require(small.count >= 2)
        let original = try Data(contentsOf: committed.appendingPathComponent(small[0]))
        try Data(contentsOf: committed.appendingPathComponent(small[1])).write(to: widget.appendingPathComponent(small[0]))
        let goldens = folder.appendingPathComponent("Goldens").path
        let path = "cocoa-calm/widget/\(small[0])"
        let accepted = try CLI.run(["golden", "accept", path, "--goldens", goldens], environment: ["CI": "false"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("accepted \(path) (verifies)"), "\(accepted.stdout)")
        #expect(try Data(contentsOf: widget.appendingPathComponent(small[0])) == original)
        let outside = try CLI.run(["golden", "accept", "../escape.png", "--goldens", goldens], environment: ["CI": "false"])
        #expect(outside.status == 1 && outside.stderr.contains("is not a path inside the goldens folder"), "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.png").path))
        let underCI = try CLI.run(["golden", "accept", path, "--goldens", goldens], environment: ["CI": "true"])
        #expect(underCI.status == 64 && underCI.stderr.contains("CI=true"), "\(underCI.stderr)")
    }

    @Test func listJSONHasASchemaVersion() throws {
        let result = try CLI.run(["list", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
    }
}

/// `--font-dir`: a team's brand font, named by its theme.
struct FontDirectoryTests {
    @Test func aThemeNamesAFontFromTheFontFolder() throws {
        let system = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
        try #require(FileManager.default.fileExists(atPath: system), "fonts-dejavu-core, which scripts/setup installs")
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: system, toPath: fonts.appendingPathComponent("Brand-Bold.ttf").path)
        let source = packageRoot.appendingPathComponent("Themes/bloom.json")
        var theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        var tokens = try #require(theme["fonts"] as? [String: Any])
        tokens["display"] = ["family": "DejaVu Serif", "weight": "bold", "size": 34]
        theme["fonts"] = tokens
        let themePath = folder.appendingPathComponent("brand-bloom.json").path
        try JSONSerialization.data(withJSONObject: theme).write(to: URL(fileURLWithPath: themePath))
        let out = folder.appendingPathComponent("w.png").path

        let without = try CLI.run(["render", "bloom", "dashboard", "--theme", themePath, "-o", out])
        #expect(without.status == 64, "a theme the fonts cannot draw is the request's mistake, as `serve` answers 400")
        #expect(without.stderr.contains("'DejaVu Serif'"), "\(without.stderr)")
        let with = try CLI.run(["render", "bloom", "dashboard", "--theme", themePath, "--font-dir", fonts.path, "-o", out])
        #expect(with.status == 0, "\(with.stderr)")
        let plain = try CLI.run(["render", "bloom", "dashboard", "-o", folder.appendingPathComponent("plain.png").path])
        #expect(plain.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) != Data(contentsOf: folder.appendingPathComponent("plain.png")),
                "the display text is drawn in the registered font")
        let empty = try CLI.run(["render", "bloom", "widget", "--font-dir", folder.appendingPathComponent("none").path, "-o", out])
        #expect(empty.status == 2 && empty.stderr.hasPrefix("error: --font-dir: font: font folder "), "\(empty.stderr)")
    }
}
