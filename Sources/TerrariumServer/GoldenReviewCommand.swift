import ArgumentParser
import Foundation
import Logging
import Terrarium
import TerrariumCLI
import TerrariumGolden

/// `terrarium golden review`: verifies the goldens, then serves a page on loopback to look at
/// each one that fails, is new or is stale, and accept, reject or delete it there.
package struct GoldenReviewCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Verify the goldens, then review the failing, new and stale ones in a browser page on loopback.",
        discussion: """
        Open the address it prints. Each golden shows its expected, actual and diff images (side \
        by side, a slider, an onion skin, the diff alone; zoomed with square pixels); Accept \
        writes the render over the golden and checks it again, Reject keeps the golden, a stale \
        golden can be deleted, and Undo takes back the last of these. Keys: j/k next and \
        previous, a accept, r reject, u undo, t toggle expected and actual, 1-4 the views, +/- \
        zoom. The page's accept is `terrarium golden accept`'s: only goldens inside the folder, \
        never one changed on disk since it was shown. Refused under CI=true. Ctrl-C stops it.
        """
    )

    @Argument(help: "Plugin ids (default: every plugin).")
    var plugins: [String] = []

    @Option(help: "The goldens folder, with its tolerances.json.")
    var goldens = "Goldens"

    @Option(help: "Folder for the verify runs' expected, actual and diff images (cleared at start).")
    var report = ".artifacts/goldens-review"

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port = 8090

    @OptionGroup var matching: MatchingOption

    @OptionGroup var fonts: FontOptions

    /// Parsed by ArgumentParser.
    package init() {}

    package func validate() throws {
        try refuseUnderCI("run `terrarium golden verify`, and review its report on a developer's machine")
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
    }

    package func run() throws {
        try fonts.register()
        let folder = try goldensFolder(goldens)
        let registry = TerrariumCLI.currentRegistry
        let cases = try GoldenCase.all(in: registry, plugins: plugins)
        let store = GoldenStore(directory: folder, tolerances: try ToleranceFile.load(from: folder), record: .never,
                                report: GoldenReport(folder: URL(fileURLWithPath: report)))
        let acceptance = GoldenAcceptance(store: store, cases: cases, plugins: plugins.isEmpty ? registry.ids : plugins,
                                          renderer: try Renderer(registry: registry))
        let matching = self.matching
        let session = try GoldenReviewSession(acceptance: acceptance, matches: { matching.matches($0) },
                                              report: URL(fileURLWithPath: report))
        try session.verify()
        // Written at once, not buffered: the server runs until stopped.
        @Sendable func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        if !session.machineChanges.isEmpty { say("note: " + session.machineChanges.joined(separator: "; ")) }
        say(Self.summary(session))
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .warning
            return handler
        }
        let server = try GoldenReviewServer(session: session)
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run(port: port) { bound in
                    say("review: http://127.0.0.1:\(bound)/ (Ctrl-C stops)")
                }
            } catch { failure.set(error) }
            done.signal()
        }
        done.wait()
        // What was decided, for the commit that follows.
        say("reviewed: \(session.count(of: .accepted)) accepted, \(session.count(of: .deleted)) deleted, "
            + "\(session.count(of: .rejected)) rejected, \(session.count(of: .pending)) left; `git status \(goldens)` shows what changed")
        if let error = failure.error {
            throw ValidationError("--port: cannot serve on 127.0.0.1:\(port): \(error)")
        }
    }

    /// "verified 117 goldens: 4 to review (3 changed, 1 new)".
    static func summary(_ session: GoldenReviewSession) -> String {
        let parts = ReviewItem.Kind.allCases.compactMap { kind in
            session.count(of: kind) > 0 ? "\(session.count(of: kind)) \(kind.rawValue)" : nil
        }
        return "verified \(session.checkedCount) goldens: \(session.itemCount) to review" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }
}
