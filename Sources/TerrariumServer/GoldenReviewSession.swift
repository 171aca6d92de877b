import Foundation
import Terrarium
import TerrariumGolden

/// What one `terrarium golden review` knows: the goldens a verify run found failing, missing or
/// stale, what the reviewer did with each, and the undo stack. Every accept and delete goes
/// through `GoldenAcceptance`, as `golden accept` does, so the page and the command refuse the
/// same paths with the same words.
///
/// Rendering is blocking work and `Renderer` is not thread-safe, so everything the session does
/// runs on one serial queue, off the server's event loops.
final class GoldenReviewSession: @unchecked Sendable {
    // @unchecked: every stored var is read and written on `queue` only.
    private let queue = DispatchQueue(label: "terrarium.golden-review")
    private let acceptance: GoldenAcceptance
    private let matches: @Sendable (String) -> Bool
    /// The folder each verify run's artifacts go in, one subfolder a run (`1/`, `2/`, …), so an
    /// image the page shows is never overwritten under it.
    let reportRoot: URL
    private var run = 0
    private var items: [ReviewItem] = []
    private var checked = 0
    private var undoStack: [UndoEntry] = []
    private(set) var machineChanges: [String] = []

    /// What an undo puts back: the item as it was, and the golden's bytes where the action wrote.
    private struct UndoEntry {
        var item: ReviewItem
        var restoresFile: Bool
        var previous: Data?
    }

    /// A session over `acceptance`'s goldens and cases, of the goldens `matches` accepts, with
    /// each verify run's artifacts under `report` (a report folder, cleared at start).
    init(acceptance: GoldenAcceptance, matches: @escaping @Sendable (String) -> Bool, report: URL) throws {
        self.acceptance = acceptance
        self.matches = matches
        reportRoot = report
        try GoldenReport(folder: report).prepare()
    }

    /// Runs `work` on the session's queue.
    func perform<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    // MARK: Verifying

    /// Renders every case and checks it, then lists what fails, is missing or is stale (what
    /// the reviewer has decided about a golden that fails again is kept).
    func verify() throws {
        run += 1
        let report = GoldenReport(folder: reportRoot.appendingPathComponent(String(run)))
        try report.prepare()
        var store = reviewStore(report)
        machineChanges = GoldenProvenanceFile.differences(in: store.directory)
        store.machineChanges = machineChanges
        let cases = acceptance.cases.filter { matches($0.relativePath) }
        let results = GoldenSuite(store: store, renderer: acceptance.renderer)
            .run(cases, plugins: acceptance.plugins, staleMatching: matches)
        let earlier = Dictionary(items.map { ($0.golden, $0) }, uniquingKeysWith: { first, _ in first })
        items = results.filter { $0.status != .passed }.map { result in
            var item = item(for: result)
            if earlier[item.golden]?.state == .rejected { item.state = .rejected }
            return item
        }
        checked = results.count
        undoStack.removeAll()
    }

    /// The store a verify run checks with: its artifacts in `report`, a missing golden's fix
    /// named as this page's.
    private func reviewStore(_ report: GoldenReport) -> GoldenStore {
        var store = acceptance.store
        store.report = report
        store.recordHint = "this page's Accept"
        return store
    }

    /// The list item for a failed result: its kind from whether a case draws it and a file is there.
    private func item(for result: GoldenResult) -> ReviewItem {
        let parts = result.golden.split(separator: "/").map(String.init)
        let hash = (try? acceptance.currentHash(of: result.golden)).flatMap { $0 } ?? "none"
        let kind: ReviewItem.Kind = !acceptance.cases.contains(where: { $0.relativePath == result.golden }) ? .stale
            : hash == "none" ? .new : .changed
        let artifacts = result.artifacts
        let prefix = String(run) + "/"
        // The page shows the files; where they are on disk is the command line's news.
        var message = result.message
        if let files = message.range(of: "; expected, actual and diff in ", options: .backwards) { message.removeSubrange(files.lowerBound...) }
        if let shown = message.range(of: "; shown in ", options: .backwards) { message.removeSubrange(shown.lowerBound...) }
        return ReviewItem(golden: result.golden, plugin: parts.first ?? "", scene: parts.count > 2 ? parts[1] : "",
                          kind: kind, state: .pending, message: message,
                          mismatchedPixels: result.mismatchedPixels, totalPixels: result.totalPixels,
                          expected: artifacts?.expected.map { prefix + $0 }, actual: artifacts?.actual.map { prefix + $0 },
                          diff: artifacts?.diff.map { prefix + $0 }, hash: hash, verifies: nil)
    }

    /// Checks one golden again (after it changed on disk): its item and artifacts are new.
    private func recheck(_ golden: String) {
        guard let index = items.firstIndex(where: { $0.golden == golden }) else { return }
        run += 1
        let report = GoldenReport(folder: reportRoot.appendingPathComponent(String(run)))
        try? report.prepare()
        var store = reviewStore(report)
        store.machineChanges = machineChanges
        var result: GoldenResult
        if let golden = acceptance.cases.first(where: { $0.relativePath == golden }) {
            result = GoldenSuite(store: store, renderer: acceptance.renderer).check(golden)
        } else {
            result = GoldenSuite(store: store, renderer: acceptance.renderer)
                .run([], plugins: acceptance.plugins, staleMatching: { $0 == golden }).first
                ?? GoldenResult(golden: golden, status: .passed, message: "gone from the goldens folder")
        }
        if result.status == .passed {
            items[index].state = .accepted
            items[index].verifies = true
            items[index].message = "verifies now (changed on disk): \(result.message)"
            items[index].hash = (try? acceptance.currentHash(of: golden)).flatMap { $0 } ?? "none"
        } else {
            result.golden = golden
            items[index] = item(for: result)
        }
    }

    // MARK: Deciding

    /// Accepts the render as the golden (a stale one is deleted), if the file on disk is still
    /// the one with `expectedHash`; the golden is checked again and the item says whether it
    /// verifies. A file changed since is checked afresh and the accept refused.
    func accept(_ golden: String, expectedHash: String) throws -> ReviewItem {
        let index = try indexOf(golden)
        let before = items[index]
        // A Result, not a catch and a rethrow: Swift 6.3's compiler crashes on the rethrow of a
        // typed throw's error here.
        let attempt = Result { () throws(GoldenAcceptance.Refusal) in try acceptance.accept(golden, expectedHash: expectedHash) }
        if case .failure(let refusal) = attempt, refusal.code == "changed-on-disk" { recheck(golden) }
        let outcome = try attempt.get()
        undoStack.append(UndoEntry(item: before, restoresFile: true, previous: outcome.previous))
        var item = before
        item.state = outcome.action == "deleted" ? .deleted : .accepted
        item.verifies = outcome.result.map { $0.status == .passed }
        item.message = outcome.result?.message ?? "deleted"
        item.hash = (try? acceptance.currentHash(of: golden)).flatMap { $0 } ?? "none"
        items[index] = item
        try? GoldenProvenanceFile.write(.current, to: acceptance.store.directory)
        return item
    }

    /// Deletes a stale golden (one no example draws any more): an accept of its deletion.
    func delete(_ golden: String, expectedHash: String) throws -> ReviewItem {
        let index = try indexOf(golden)
        guard items[index].kind == .stale else {
            throw ReviewError(status: 400, code: "not-stale",
                              message: "\(golden) is drawn by an example; accept or reject it (only stale goldens are deleted)")
        }
        return try accept(golden, expectedHash: expectedHash)
    }

    /// Keeps the golden as it is: the change is the code's to fix. Nothing is written.
    func reject(_ golden: String) throws -> ReviewItem {
        let index = try indexOf(golden)
        undoStack.append(UndoEntry(item: items[index], restoresFile: false, previous: nil))
        items[index].state = .rejected
        return items[index]
    }

    /// Undoes the last accept, delete or reject: the golden's old bytes put back (checked again).
    func undo() throws -> ReviewItem {
        guard let entry = undoStack.popLast() else {
            throw ReviewError(status: 409, code: "nothing-to-undo", message: "nothing to undo", field: nil)
        }
        var item = entry.item
        if entry.restoresFile {
            do { _ = try acceptance.restore(item.golden, to: entry.previous) } catch {
                undoStack.append(entry)
                throw error
            }
            item.hash = (try? acceptance.currentHash(of: item.golden)).flatMap { $0 } ?? "none"
        }
        if let index = items.firstIndex(where: { $0.golden == item.golden }) { items[index] = item }
        return item
    }

    private func indexOf(_ golden: String) throws -> Int {
        // Checked as a path first, so a path out of the folder is refused as one, not as unknown.
        _ = try acceptance.resolve(golden, allowingUnknown: true)
        guard let index = items.firstIndex(where: { $0.golden == golden }) else {
            throw ReviewError(status: 404, code: "not-under-review",
                              message: "\(UserText.quoted(golden)) is not among the goldens under review (it verified, or is not a golden)")
        }
        return index
    }

    // MARK: Answers

    /// The page's data: every item, the counts, and how this machine differs from the goldens'.
    func listing() -> JSONValue {
        let counts = Dictionary(uniqueKeysWithValues: ReviewItem.State.allCases.map { ($0.rawValue, count(of: $0)) })
        return .object([
            "checked": .integer(checked),
            "run": .integer(run),
            "goldens": .string(acceptance.store.directory.path),
            "counts": .object(counts.mapValues(JSONValue.integer)),
            "canUndo": .bool(!undoStack.isEmpty),
            "machineChanges": .array(machineChanges.map(JSONValue.string)),
            "items": .array(items.map(\.json)),
        ])
    }

    /// Goldens verified by the last run, and the items it left to review. (The command reads
    /// these and the counts before the server starts and after it stops, when nothing else can.)
    var checkedCount: Int { checked }
    var itemCount: Int { items.count }

    /// Items in `state`.
    func count(of state: ReviewItem.State) -> Int { items.filter { $0.state == state }.count }

    /// Items of `kind` (what verify found).
    func count(of kind: ReviewItem.Kind) -> Int { items.filter { $0.kind == kind }.count }

    /// An action's answer: the golden's new status (`passed`, `failed`, `deleted`) and its item.
    func answer(_ item: ReviewItem) -> JSONValue {
        let status = item.state == .deleted ? "deleted" : item.verifies == true ? "passed" : "failed"
        return .object(["golden": .string(item.golden), "status": .string(status), "item": item.json,
                        "canUndo": .bool(!undoStack.isEmpty)])
    }

    /// The file of a report image the page shows (`3/bloom/widget/x-actual.png`): a PNG under
    /// the report folder, reached without `..` or links; nil for anything else.
    func reportImage(_ relative: String) -> Data? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard relative.hasSuffix(".png"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              !relative.contains("\\"), !relative.contains("\0") else { return nil }
        let url = reportRoot.appendingPathComponent(relative)
        let root = reportRoot.resolvingSymlinksInPath().standardizedFileURL.path
        guard url.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(root + "/") else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    /// The golden as it is on disk now (after an accept, the image the page shows as expected).
    func goldenImage(_ golden: String) -> Data? {
        guard let url = try? acceptance.resolve(golden, allowingUnknown: true) else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }
}

/// One golden under review.
struct ReviewItem: Sendable {
    /// What verify found.
    enum Kind: String, CaseIterable, Sendable {
        /// The render differs from the golden beyond its tolerance (or the golden cannot be read).
        case changed
        /// An example draws it but no golden is there yet.
        case new
        /// A golden no example draws any more.
        case stale
    }

    /// What the reviewer did.
    enum State: String, CaseIterable, Sendable {
        case pending, accepted, rejected, deleted
    }

    var golden: String
    var plugin: String
    var scene: String
    var kind: Kind
    var state: State
    var message: String
    var mismatchedPixels: Int?
    var totalPixels: Int?
    /// Report images, relative to the report folder (served under `/report/`).
    var expected: String?
    var actual: String?
    var diff: String?
    /// The SHA-256 of the golden on disk when it was last looked at ("none" for no file): sent
    /// back with an accept, which is refused if the file changed since.
    var hash: String
    /// After an accept: whether the golden now verifies.
    var verifies: Bool?

    var json: JSONValue {
        var object: [String: JSONValue] = [
            "golden": .string(golden), "plugin": .string(plugin), "scene": .string(scene),
            "kind": .string(kind.rawValue), "state": .string(state.rawValue), "message": .string(message),
            "hash": .string(hash),
        ]
        if let mismatchedPixels { object["mismatchedPixels"] = .integer(mismatchedPixels) }
        if let totalPixels { object["totalPixels"] = .integer(totalPixels) }
        if let expected { object["expected"] = .string(expected) }
        if let actual { object["actual"] = .string(actual) }
        if let diff { object["diff"] = .string(diff) }
        if let verifies { object["verifies"] = .bool(verifies) }
        return .object(object)
    }
}

/// A review action refused for a reason of the session's own (not a path's).
struct ReviewError: Error, Sendable {
    var status: Int
    var code: String
    var message: String
    /// The request field it is about (nil for an undo with nothing to undo).
    var field: String? = "golden"
}
