import Foundation
import Terrarium

/// A golden run's results for machines: `terrarium golden verify --json` and `--junit FILE`.
public enum GoldenResultsDocument {
    /// Raised when the JSON document's shape changes (fields only added keep it).
    public static let schemaVersion = 1

    /// `{"schemaVersion", "goldens", "passed", "failed", "recorded", "report", "results": [{"golden",
    /// "status", "message", "mismatchedPixels"?, "totalPixels"?, "artifacts"?}]}`.
    ///
    /// With `machineChanges` (how this machine differs from the goldens' `provenance.json`), a
    /// `"machineChanges"` array says so before the results.
    public static func json(_ results: [GoldenResult], report: URL?, machineChanges: [String] = []) -> JSONValue {
        let counts = Counts(results)
        var document: [String: JSONValue] = [
            "schemaVersion": .integer(schemaVersion),
            "goldens": .integer(results.count),
            "passed": .integer(counts.passed),
            "failed": .integer(counts.failed),
            "recorded": .integer(counts.recorded),
            "results": .array(results.map(json)),
        ]
        if let report, counts.failed > 0 { document["report"] = .string(report.path) }
        if !machineChanges.isEmpty { document["machineChanges"] = .array(machineChanges.map(JSONValue.string)) }
        return .object(document)
    }

    private static func json(_ result: GoldenResult) -> JSONValue {
        var object: [String: JSONValue] = [
            "golden": .string(result.golden), "status": .string(result.status.rawValue), "message": .string(result.message),
        ]
        if let mismatched = result.mismatchedPixels { object["mismatchedPixels"] = .integer(mismatched) }
        if let total = result.totalPixels { object["totalPixels"] = .integer(total) }
        if let artifacts = result.artifacts {
            var files: [String: JSONValue] = [:]
            for (key, path) in [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff),
                                ("panel", artifacts.panel)] {
                if let path { files[key] = .string(path) }
            }
            object["artifacts"] = .object(files)
        }
        return .object(object)
    }

    /// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub's test reporters): one test
    /// suite, a test case a golden named by its file under its plugin and scene, a failure
    /// element with the message for each failed one. A recorded golden is a failure too: it
    /// has to be looked at before it counts.
    public static func junit(_ results: [GoldenResult], suite: String = "goldens") -> String {
        let counts = Counts(results)
        let failures = counts.failed + counts.recorded
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"\(Markup.escaped(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        for result in results {
            let parts = result.golden.split(separator: "/", omittingEmptySubsequences: false)
            let classname = parts.dropLast().joined(separator: ".")
            let name = parts.last.map(String.init) ?? result.golden
            let open = "    <testcase classname=\"\(Markup.escaped(classname))\" name=\"\(Markup.escaped(name))\""
            switch result.status {
            case .passed:
                xml += open + "/>\n"
            case .failed, .recorded:
                let kind = result.status == .failed ? "failed" : "recorded"
                xml += open + ">\n      <failure type=\"\(kind)\" message=\"\(Markup.escaped(result.message))\"/>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A Markdown summary for a pull request or `$GITHUB_STEP_SUMMARY`: the counts, then a
    /// table of each golden that failed or was recorded, with its mismatch and where its panel
    /// (expected, diff and actual side by side) is, under `report` (the folder CI uploads).
    public static func markdown(_ results: [GoldenResult], report: URL?, machineChanges: [String] = []) -> String {
        let counts = Counts(results)
        let title = counts.failed == 0 && counts.recorded == 0
            ? "Goldens: all \(results.count) pass"
            : "Goldens: \(counts.failed) failed\(counts.recorded > 0 ? ", \(counts.recorded) recorded" : "") of \(results.count)"
        var text = "## \(title)\n\n| passed | failed | recorded |\n|---:|---:|---:|\n"
        text += "| \(counts.passed) | \(counts.failed) | \(counts.recorded) |\n"
        if !machineChanges.isEmpty {
            text += "\n**This machine is not the one the goldens were recorded on:** \(cell(machineChanges.joined(separator: "; "))).\n"
        }
        let listed = results.filter { $0.status != .passed }
        guard !listed.isEmpty else { return text }
        text += "\n| golden | status | pixels that differ | panel |\n|---|---|---:|---|\n"
        for result in listed {
            let mismatch: String
            if let mismatched = result.mismatchedPixels, let total = result.totalPixels, total > 0 {
                mismatch = "\(mismatched) of \(total) (\(String(format: "%.4g", Double(mismatched) / Double(total) * 100))%)"
            } else {
                mismatch = "—"
            }
            let panel = (result.artifacts?.panel ?? result.artifacts?.actual ?? result.artifacts?.expected).map { path in
                "`" + (report.map { $0.appendingPathComponent(path).relativePath } ?? path) + "`"
            } ?? "—"
            text += "| `\(cell(result.golden))` | \(result.status.rawValue) | \(mismatch) | \(panel) |\n"
        }
        text += "\n" + listed.map { "- `\(cell($0.golden))`: \(cell($0.message))" }.joined(separator: "\n") + "\n"
        return text
    }

    /// A table cell's text: no line breaks, pipes escaped, a long message cut.
    private static func cell(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        return line.count > 300 ? String(line.prefix(299)) + "…" : line
    }

    struct Counts {
        var passed = 0, failed = 0, recorded = 0
        init(_ results: [GoldenResult]) {
            for result in results {
                switch result.status {
                case .passed: passed += 1
                case .failed: failed += 1
                case .recorded: recorded += 1
                }
            }
        }
    }
}
