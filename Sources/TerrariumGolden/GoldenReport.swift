import Foundation
import Terrarium

/// A folder of failure artifacts with an `index.html` that shows every failing golden: expected,
/// actual and diff side by side, and a slider and a toggle to compare expected with actual.
///
/// Each failure writes `<golden>-expected.png`, `-actual.png`, `-diff.png`, `-panel.png`
/// (expected | diff | actual) and a small `-failure.json`; the index is rebuilt from those
/// records after every failure, so parallel tests in one process all end up on the page.
public struct GoldenReport: Sendable {
    /// The folder the failures' files and `index.html` go in.
    public var folder: URL

    /// A report in `folder` (cleared once per process by `prepare()`).
    public init(folder: URL) { self.folder = folder }

    /// The page that shows every failure.
    public var index: URL { folder.appendingPathComponent("index.html") }

    /// Marks a folder as a report, so that the next run may clear it.
    static let marker = ".terrarium-report"
    static let lock = NSLock()
    nonisolated(unsafe) static var prepared: Set<String> = []

    /// Empties the folder of an earlier run's report, once per process. A folder holding
    /// anything else is refused rather than cleared.
    public func prepare() throws(GoldenError) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try prepareLocked()
    }

    private func prepareLocked() throws(GoldenError) {
        let path = folder.standardizedFileURL.path
        guard !Self.prepared.contains(path) else { return }
        let files = FileManager.default
        // A link would be removed and a real folder made in its place, leaving the folder it
        // pointed to as it was: refused, so the report goes where the user thinks it does.
        if (try? files.destinationOfSymbolicLink(atPath: path)) != nil {
            throw .cannotWrite("report: \(UserText.quoted(path)) is a symbolic link; give the folder it points to")
        }
        if let contents = try? files.contentsOfDirectory(atPath: path), !contents.isEmpty {
            guard contents.contains(Self.marker) else { throw .reportFolderInUse(path) }
            do { try files.removeItem(atPath: path) } catch {
                throw .cannotWrite("cannot clear the old report in \(path): \(error.localizedDescription)")
            }
        }
        do {
            try files.createDirectory(atPath: path, withIntermediateDirectories: true)
            try OutputFile.write(Data("A Terrarium golden report; cleared by the next run.\n".utf8),
                                 to: folder.appendingPathComponent(Self.marker).path)
        } catch {
            throw .cannotWrite("cannot create the report folder \(path): \(error)")
        }
        Self.prepared.insert(path)
    }

    /// Writes one failure's files and rebuilds the index.
    func add(_ failure: FailedGolden) throws -> FailureArtifacts {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try prepareLocked()
        let base = failure.golden.hasSuffix(".png") ? String(failure.golden.dropLast(4)) : failure.golden
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(base).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        var artifacts = FailureArtifacts(golden: failure.golden, message: failure.message)
        func save(_ data: Data, _ suffix: String) throws -> String {
            let relative = "\(base)-\(suffix).png"
            try OutputFile.write(data, to: folder.appendingPathComponent(relative).path)
            return relative
        }
        if let expected = failure.expected { artifacts.expected = try save(expected, "expected") }
        if let actual = failure.actual { artifacts.actual = try save(actual, "actual") }
        if let diff = failure.diff { artifacts.diff = try save(PNGFile.encode(diff), "diff") }
        // The panel shows whatever could be read: expected | diff | actual when all exist.
        let panelImages = [failure.expected.flatMap { try? PNGFile.decode($0) }, failure.diff,
                           failure.actual.flatMap { try? PNGFile.decode($0) }].compactMap { $0 }
        if panelImages.count > 1 { artifacts.panel = try save(PNGFile.encode(ComparisonPanel.make(panelImages)), "panel") }
        let record = try JSONEncoder().encode(artifacts)
        try OutputFile.write(record, to: folder.appendingPathComponent("\(base)-failure.json").path)
        try writeIndexLocked()
        return artifacts
    }

    /// Rebuilds `index.html` from every failure recorded in the folder; with `machineChanges`
    /// (how this machine differs from the goldens' provenance), the page says so first.
    public func writeIndex(machineChanges: [String] = []) throws {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try prepareLocked()
        try writeIndexLocked(machineChanges: machineChanges)
    }

    private func writeIndexLocked(machineChanges: [String] = []) throws {
        var failures: [FailureArtifacts] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix("-failure.json"),
                  let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                  let record = try? JSONDecoder().decode(FailureArtifacts.self, from: data) else { continue }
            failures.append(record)
        }
        failures.sort { $0.golden < $1.golden }
        try OutputFile.write(Data(ReportPage.html(failures: failures, machineChanges: machineChanges).utf8), to: index.path)
    }
}

/// One failing golden, as handed to the report.
struct FailedGolden {
    var golden: String
    var message: String
    var expected: Data?
    var actual: Data?
    var diff: PixelBuffer?
}

/// The files written for one failure, relative to the report folder.
public struct FailureArtifacts: Codable, Sendable {
    /// The golden's path under its folder.
    public var golden: String
    /// Why it failed.
    public var message: String
    /// The checked-in golden, relative to the report folder.
    public var expected: String?
    /// The render, relative to the report folder.
    public var actual: String?
    /// The diff image (differing pixels red), relative to the report folder.
    public var diff: String?
    /// Expected, diff and actual side by side, relative to the report folder.
    public var panel: String?
}
