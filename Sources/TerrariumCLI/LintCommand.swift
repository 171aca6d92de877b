import ArgumentParser
import Foundation
import Terrarium
import TerrariumBatch
import TerrariumLint

extension LintDevices: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Render every case over the device matrix and report layout defects.",
        discussion: """
        Renders every plugin x scene x example (and stress input) x family or format over the \
        device matrix (320x568 @2x, 375x667 @2x, 375x812 @3x, 393x852 @3x, 402x874 @3x, \
        414x736 @3x, 414x896 @2x, 420x912 @3x, 430x932 @3x, 440x956 @3x), every theme and \
        every value of each plugin's input axes (locale, appearance), and reports: truncated \
        (copy that must fit was cut), truncation-gap (a cut line that stops short of its box), \
        overlap, outside (off the canvas or its box), \
        missing-glyph, split-cluster (an emoji sequence drawn in pieces), contrast (below 3:1 \
        against the pixels under the text), line-break (a separator or number left at a \
        line's end, one word alone on the last line), direction (a leading text that starts \
        away from the UI's leading edge), below-minimum-scale (text shrunk past its minimum \
        or pixel type off its dot grid), unscaled-control (a check-in circle that did not grow \
        with its text), shared-pixels (a transition frame moving what both ends share) and \
        empty. Exit status 0 only with no finding, 1 with any.
        """
    )

    @Argument(help: "Plugin ids to check (default: all).")
    var plugins: [String] = []

    @Option(help: "Check with this theme only: a theme name or a path to a theme file.")
    var theme: String?

    @Option(name: [.customShort("j"), .customLong("jobs")], parsing: .unconditional,
            help: ArgumentHelp("Worker threads, 1 to 64 (default: the number of cores).", valueName: "N"))
    var workers: Int?

    @Flag(help: "Print {\"cases\": N, \"findings\": [{\"kind\", \"case\", \"box\", \"message\"}]} on standard output.")
    var json = false

    @Option(help: ArgumentHelp("""
        Findings already known, as --json or --write-baseline writes them: only findings not in it fail, and \
        a known one that no longer occurs fails too, until the file is written again (a ratchet).
        """, valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every finding to this file as the new baseline.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("The screens: 'all' (the whole matrix) or 'default' (the smallest phone, 320x568 @2x, with every text size; iPad and watch families on their smallest screen: the fast test tier's lint).",
                               valueName: "all|default"))
    var devices: LintDevices = .all

    @Option(help: ArgumentHelp("Check part K of N of the cases (K from 1 to N), split as batch splits a manifest: the cases whose index i has (i - 1) % N == K - 1.",
                               valueName: "K/N"))
    var shard: String?

    @OptionGroup var matching: MatchingOption

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if let workers, !(1...64).contains(workers) { throw ValidationError("-j must be from 1 to 64 (got \(workers))") }
        if let shard {
            do { _ = try BatchShard(shard) } catch { throw ValidationError(error.message) }
        }
    }

    func run() throws {
        RendererPool.keepCanvasesInTheHeap()
        try fonts.register()
        let registry = TerrariumCLI.registry
        let chosen: [any Plugin] = try plugins.isEmpty ? registry.plugins : plugins.map { id throws in try registry.plugin(id) }
        let planned = LintPlan.cases(for: chosen, devices: devices)
        let themed = theme.map { LintPlan.withTheme($0, planned) } ?? planned
        let matched = themed.filter { matching.matches($0.name) }
        let part = try shard.map { try BatchShard($0) } ?? .all
        let cases = matched.enumerated().filter { part.contains($0.offset + 1) }.map(\.element)
        let started = ProcessInfo.processInfo.systemUptime
        let threads = min(cases.count, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        // The engine's pool: a renderer per thread (fonts are per thread); findings are kept per
        // case and printed in case order, so the report is the same whatever -j is.
        let outcomes: [LintOutcome]
        do {
            outcomes = try RendererPool(registry: registry, pngOptions: PNGOptions()).map(cases.count, threads: max(1, threads)) { renderer, index in
                let lintCase = cases[index]
                do {
                    return .checked(try LayoutLint.check(lintCase.request, caseName: lintCase.name, transition: lintCase.transition,
                                                           with: renderer).findings)
                } catch RenderError.pageOutOfRange where lintCase.pageMayBeAbsent {
                    return .pageAbsent
                } catch {
                    return .checked([LintFinding(.empty, case: lintCase.name, box: nil, "the render failed: \(error)")])
                }
            }
        } catch {
            // Only a renderer that cannot start (its fonts) escapes the cases' own catch.
            throw CommandFailure(message: "the cases were not checked: cannot start a renderer (\(error))", code: ExitStatus.failure)
        }
        let absentPages = outcomes.filter { $0 == .pageAbsent }.count
        let findings = outcomes.flatMap { outcome -> [LintFinding] in
            if case .checked(let found) = outcome { found } else { [] }
        }
        let seconds = ProcessInfo.processInfo.systemUptime - started
        let rate = Double(cases.count) / max(seconds, 0.001)
        let report: JSONValue = .object(["cases": .integer(cases.count), "absentPages": .integer(absentPages),
                                         "seconds": .number((seconds * 10).rounded() / 10), "casesPerSecond": .number(rate.rounded()),
                                         "findings": .array(findings.map(\.json))])
        if let writeBaseline { try LintBaseline.write(findings, cases: cases.count, to: writeBaseline) }
        var failing = findings
        var fixed: [String] = []
        if let baseline {
            let known = try LintBaseline.read(baseline)
            failing = findings.filter { !known.contains(LintBaseline.key($0)) }
            let now = Set(findings.map(LintBaseline.key))
            fixed = known.subtracting(now).sorted()
        }
        if json {
            Console.print(String(decoding: report.encoded(pretty: true), as: UTF8.self))
        } else {
            for finding in failing {
                quiet.say("\(finding.kind.rawValue): \(finding.caseName)\(finding.box.map { " [\($0)]" } ?? ""): \(finding.message)")
            }
            for key in fixed { quiet.say("fixed (no longer found; write the baseline again): \(key)") }
            var summary = "\(cases.count) cases, \(findings.count) finding\(findings.count == 1 ? "" : "s")"
            if absentPages > 0 { summary += " (\(absentPages) of the cases a second page their input does not have)" }
            if baseline != nil { summary += " (\(findings.count - failing.count) known in the baseline, \(failing.count) new, \(fixed.count) fixed)" }
            summary += String(format: "; %.1f s, %.0f cases/s on %d threads", seconds, rate, max(1, threads))
            quiet.say(summary)
        }
        if !failing.isEmpty || !fixed.isEmpty { throw ExitCode(1) }
    }
}

/// The findings a baseline file lists, each as kind, case and box: messages hold measurements
/// that may move by a hair without the defect changing.
enum LintBaseline {
    static func key(_ finding: LintFinding) -> String {
        "\(finding.kind.rawValue) \(finding.caseName) [\(finding.box ?? "")]"
    }

    /// One finding a line, without its message (measurements that move by a hair), so a
    /// change to the baseline reads as a diff of the defects themselves.
    static func write(_ findings: [LintFinding], cases: Int, to path: String) throws {
        let lines = findings.map { finding -> String in
            guard case .object(var fields) = finding.json else { return "" }
            fields["message"] = nil
            return "  " + String(decoding: JSONValue.object(fields).encoded(), as: UTF8.self)
        }
        let text = "{\"cases\": \(cases), \"findings\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
        try OutputFile.write(Data(text.utf8), to: path)
    }

    static func read(_ path: String) throws -> Set<String> {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: "--baseline: cannot read \(path)", code: 2)
        }
        guard case .object(let root) = try JSONValue.parse(data), case .array(let entries)? = root["findings"] else {
            throw CommandFailure(message: "--baseline: \(path) is not a lint report (no `findings` array)", code: 2)
        }
        var keys: Set<String> = []
        for entry in entries {
            guard case .object(let fields) = entry, case .string(let kind)? = fields["kind"],
                  let parsed = LintFinding.Kind(rawValue: kind), case .string(let name)? = fields["case"] else {
                throw CommandFailure(message: "--baseline: \(path) has a finding without a known `kind` and a `case`", code: 2)
            }
            let box: String? = if case .string(let id)? = fields["box"] { id } else { nil }
            keys.insert(key(LintFinding(parsed, case: name, box: box, "")))
        }
        return keys
    }
}
