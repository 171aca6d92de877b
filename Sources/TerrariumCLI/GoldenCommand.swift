import ArgumentParser
import Foundation
import Terrarium
import TerrariumGolden

struct GoldenCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "golden",
            abstract: "Check, record, review or accept the golden images of the plugins' examples.",
            subcommands: [GoldenVerifyCommand.self, GoldenRecordCommand.self, GoldenAcceptCommand.self]
                + TerrariumCLI.extraCommands.golden
        )
    }
}

/// Options both golden subcommands take.
struct GoldenOptions: ParsableArguments {
    @Argument(help: "Plugin ids (default: every plugin).")
    var plugins: [String] = []

    @Option(help: "The goldens folder, with its tolerances.json.")
    var goldens = "Goldens"

    @Option(help: "Folder for failure artifacts and index.html.")
    var report = ".artifacts/goldens-report"

    @Flag(help: "Print the results as one JSON object on standard output (schemaVersion 1).")
    var json = false

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file, for CI test reporters.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write a Markdown summary to this file: the counts, then each failing golden with its "
                               + "mismatch and panel image (for $GITHUB_STEP_SUMMARY or a pull-request comment).", valueName: "FILE"))
    var markdown: String?

    @OptionGroup var matching: MatchingOption

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    func run(record: RecordMode, verb: String) throws {
        try fonts.register()
        let folder = try goldensFolder(goldens)
        let registry = TerrariumCLI.registry
        let silent = quiet.quiet || json  // --json: standard output holds the document alone
        func say(_ line: String) { if !silent { Console.print(line) } }
        let cases = try GoldenCase.all(in: registry, plugins: plugins).filter { matching.matches($0.relativePath) }
        let reportFolder = GoldenReport(folder: URL(fileURLWithPath: report))
        try reportFolder.prepare()
        var store = GoldenStore(directory: folder, tolerances: try ToleranceFile.load(from: folder),
                                record: record, report: reportFolder)
        // The tool's own name: a team's `postcard golden record`, not a `terrarium` that lacks its plugin.
        store.recordHint = "`" + ([TerrariumCLI.toolName, "golden", "record"] + plugins + matching.arguments).joined(separator: " ") + "`"
        // Said first, before any pixel: whether this machine is the one the goldens came from.
        store.machineChanges = GoldenProvenanceFile.differences(in: folder)
        if !store.machineChanges.isEmpty { say("note: " + store.machineChanges.joined(separator: "; ")) }
        let suite = GoldenSuite(store: store, renderer: try Renderer(registry: registry))
        let results = suite.run(cases, plugins: plugins.isEmpty ? registry.ids : plugins,
                                staleMatching: matching.matches) { result in
            switch result.status {
            case .passed: break
            case .recorded: say("recorded  \(result.message)")
            case .failed: say("FAILED    \(result.message)")
            }
        }
        try reportFolder.writeIndex(machineChanges: store.machineChanges)
        // Goldens written here were drawn with this machine's libraries and fonts; a record run in
        // which every golden verifies gives a folder that has no provenance yet this machine's.
        let failedAny = results.contains { $0.status == .failed }
        if record != .never, results.contains(where: { $0.status == .recorded })
            || (!failedAny && GoldenProvenanceFile.load(from: folder) == nil) {
            try GoldenProvenanceFile.write(.current, to: folder)
        }
        let failed = results.filter { $0.status == .failed }.count
        let recorded = results.filter { $0.status == .recorded }.count
        let passed = results.count - failed - recorded
        if let junit { try OutputFile.write(Data(GoldenResultsDocument.junit(results).utf8), to: junit) }
        if let markdown {
            try OutputFile.write(Data(GoldenResultsDocument.markdown(results, report: reportFolder.folder,
                                                                     machineChanges: store.machineChanges).utf8), to: markdown)
        }
        if json {
            let document = GoldenResultsDocument.json(results, report: reportFolder.index, machineChanges: store.machineChanges)
            Console.print(String(decoding: document.encoded(pretty: true), as: UTF8.self))
        }
        say("\(verb) \(results.count) goldens: \(passed) passed, \(failed) failed, \(recorded) recorded")
        if failed > 0 {
            say("report: \(reportFolder.index.path)")
            throw ExitCode(1)
        }
    }
}

/// The goldens folder `--goldens` names, or the error that says it is not one.
package func goldensFolder(_ path: String) throws -> URL {
    let folder = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("--goldens: \(path) is not a folder (run from the package root, or pass --goldens)")
    }
    return folder
}

/// Goldens are written on a developer's machine and looked at, never by CI: `record` and
/// `accept` (and `review`, which accepts) refuse to run under `CI=true`.
package func refuseUnderCI(_ instead: String) throws {
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        throw ValidationError("CI=true: goldens are never written under CI; \(instead)")
    }
}

struct GoldenVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every example in every family and compare it with Goldens/.",
        discussion: """
        Tolerances come from GOLDENS/tolerances.json. Each failure writes expected, actual, \
        diff and a three-panel PNG into the report folder, with an index.html to compare them \
        in a browser. Exit status 1 when any golden fails or is missing.
        """
    )

    @OptionGroup var options: GoldenOptions

    func run() throws {
        try options.run(record: .never, verb: "verified")
    }
}

struct GoldenRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write goldens: missing ones, failing ones, or all that changed.",
        discussion: """
        Open every recorded image before you commit it. Under CI=true nothing is recorded: \
        goldens are written on a developer's machine and reviewed, never by CI.
        """
    )

    @OptionGroup var options: GoldenOptions

    @Option(help: "missing, failed or all.")
    var mode: RecordMode = .missing

    func validate() throws {
        try refuseUnderCI("run `terrarium golden verify`")
        if mode == .never { throw ValidationError("--mode never records nothing; use `terrarium golden verify`") }
    }

    func run() throws {
        try options.run(record: mode, verb: "checked")
    }
}

extension RecordMode: ExpressibleByArgument {}

struct GoldenAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept what the engine draws now as the named goldens (a stale one is deleted).",
        discussion: """
        Each GOLDEN is a path under the goldens folder, as verify and its report name it \
        (bloom/widget/bloom-night-small@3x.png). The render is written atomically and checked \
        again. --all accepts every golden that fails, is missing or is stale (of the PLUGINs \
        named with --plugin, or of all). Only paths of goldens inside the folder are accepted. \
        Open the report's expected, actual and diff before you accept. Refused under CI=true.
        """
    )

    @Argument(help: "Goldens to accept, as paths under the goldens folder.")
    var goldens: [String] = []

    @Flag(help: "Accept every golden that fails, is missing or is stale.")
    var all = false

    @Option(name: .customLong("plugin"), help: "With --all, only this plugin's goldens (repeatable).")
    var plugins: [String] = []

    @Option(name: .customLong("goldens"), help: "The goldens folder, with its tolerances.json.")
    var folder = "Goldens"

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        try refuseUnderCI("accept them on a developer's machine and commit them")
        if all == !goldens.isEmpty { throw ValidationError("name the goldens to accept, or pass --all (not both)") }
    }

    func run() throws {
        try fonts.register()
        let directory = try goldensFolder(folder)
        let registry = TerrariumCLI.registry
        let cases = try GoldenCase.all(in: registry, plugins: plugins)
        let report = GoldenReport(folder: FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-accept-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: report.folder) }
        let store = GoldenStore(directory: directory, tolerances: try ToleranceFile.load(from: directory), record: .never, report: report)
        let renderer = try Renderer(registry: registry)
        let acceptance = GoldenAcceptance(store: store, cases: cases, plugins: plugins.isEmpty ? registry.ids : plugins, renderer: renderer)
        var paths = goldens
        // The renders drawn to find what fails, handed to the accept rather than drawn again.
        var rendered: [String: Data] = [:]
        if all {
            // What verify would fail: each case's check, then the stale files.
            paths = cases.filter { golden in
                let png = (try? renderer.render(golden.request).png) ?? Data()
                guard store.check(png, named: golden.relativePath).status != .passed else { return false }
                if !png.isEmpty { rendered[golden.relativePath] = png }
                return true
            }.map(\.relativePath)
                + GoldenCase.stale(in: directory, cases: cases, plugins: plugins.isEmpty ? registry.ids : plugins)
        }
        var refused = 0
        for path in paths {
            do {
                let outcome = try acceptance.accept(path, rendered: rendered[path])
                if !quiet.quiet {
                    let after = outcome.result.map { $0.status == .passed ? " (verifies)" : " (\($0.message))" } ?? ""
                    Console.print("\(outcome.action) \(path)\(after)")
                }
            } catch {
                refused += 1
                Console.error("error: \(error.description)")
            }
        }
        if paths.count > refused { try GoldenProvenanceFile.write(.current, to: directory) }
        if !quiet.quiet { Console.print("accepted \(paths.count - refused) of \(paths.count) goldens") }
        if refused > 0 { throw ExitCode(1) }
    }
}

