import Foundation
import Terrarium

/// A folder of golden PNGs, the tolerances that apply to them, the record mode, and where
/// failure artifacts and the HTML report go. `check` is the one path every golden takes, from
/// `terrarium golden verify` and from test suites alike.
public struct GoldenStore: Sendable {
    /// The folder of golden PNGs (and its `tolerances.json`).
    public var directory: URL
    /// How much each golden may differ.
    public var tolerances: ToleranceFile
    /// Which goldens a check writes.
    public var record: RecordMode
    /// Failure artifacts and `index.html`; never inside `directory`.
    public var report: GoldenReport
    /// How the one who reads a "missing golden" failure records it: the tool's command, or the
    /// test API's record mode. Said in the failure message.
    public var recordHint = "TERRARIUM_RECORD=missing"
    /// How this machine differs from the one the goldens were recorded on
    /// (`GoldenProvenanceFile.differences`): said first in every failure's message.
    public var machineChanges: [String] = []

    /// A store over `directory`, writing failures into `report`.
    public init(directory: URL, tolerances: ToleranceFile, record: RecordMode, report: GoldenReport) {
        self.directory = directory
        self.tolerances = tolerances
        self.record = record
        self.report = report
    }

    /// Compares a render's PNG with the golden at `name` (a path under the folder, such as
    /// `bloom/widget/bloom-night-small@3x.png`), records it when the mode says so, and writes
    /// artifacts for a failure.
    public func check(_ actual: Data, named name: String) -> GoldenResult {
        let url = directory.appendingPathComponent(name)
        let tolerance = tolerances.tolerance(for: name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // Not missing: recording over it would fail too. The user must move the folder.
            return failure(name, message: "golden \(name) is a folder, not a PNG file; move it away and record the golden",
                           expected: nil, actual: actual, verdict: nil)
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            if record.records(.missing) {
                return write(actual, to: url, name: name, status: .recorded,
                             message: "recorded a new golden \(name): open it and check it before you commit it")
            }
            let message = "missing golden \(name): record it with \(recordHint), look at it, and commit it"
            return failure(name, message: message, expected: nil, actual: actual, verdict: nil)
        }
        if expected == actual {
            return GoldenResult(golden: name, status: .passed, message: "identical")
        }
        let expectedPixels: PixelBuffer
        do { expectedPixels = try PNGFile.decode(expected) } catch {
            return failedOrRecorded(name, url: url, message: "golden \(name) cannot be read: \(error.message)",
                                    expected: nil, actual: actual, verdict: nil)
        }
        let actualPixels: PixelBuffer
        do { actualPixels = try PNGFile.decode(actual) } catch {
            return failure(name, message: "the render of \(name) is not a readable PNG: \(error.message)",
                           expected: expected, actual: nil, verdict: nil)
        }
        // The same pixels in other bytes (the encoder's compression changed since the golden was
        // recorded): within any tolerance, without diffing pixel by pixel (`--mode all` still
        // writes the new bytes, below).
        if expectedPixels == actualPixels, !record.records(.changedWithinTolerance) {
            return GoldenResult(golden: name, status: .passed, message: "identical pixels",
                                mismatchedPixels: 0, totalPixels: actualPixels.width * actualPixels.height)
        }
        let verdict = ImageDiffing(tolerance: tolerance).compare(expected: expectedPixels, actual: actualPixels)
        if verdict.passed {
            if record.records(.changedWithinTolerance) {
                return write(actual, to: url, name: name, status: .recorded,
                             message: "re-recorded \(name) (within tolerance: \(verdict.summary))")
            }
            return GoldenResult(golden: name, status: .passed, message: "within tolerance: \(verdict.summary)",
                                mismatchedPixels: verdict.diff?.mismatchedPixels, totalPixels: verdict.diff?.totalPixels)
        }
        return failedOrRecorded(name, url: url, message: "\(name): \(verdict.summary)",
                                expected: expected, actual: actual, verdict: verdict)
    }

    private func failedOrRecorded(_ name: String, url: URL, message: String, expected: Data?, actual: Data,
                                  verdict: ImageVerdict?) -> GoldenResult {
        let failed = failure(name, message: message, expected: expected, actual: actual, verdict: verdict)
        guard record.records(.failed) else { return failed }
        var recorded = write(actual, to: url, name: name, status: .recorded,
                             message: "re-recorded failing golden \(name) (\(message)); the old one's diff is in \(report.folder.path)")
        recorded.mismatchedPixels = failed.mismatchedPixels
        recorded.totalPixels = failed.totalPixels
        recorded.artifacts = failed.artifacts
        return recorded
    }

    private func failure(_ name: String, message: String, expected: Data?, actual: Data?,
                         verdict: ImageVerdict?) -> GoldenResult {
        let message = machineChanges.isEmpty ? message : "\(machineChanges.joined(separator: "; ")); \(message)"
        var result = GoldenResult(golden: name, status: .failed, message: message,
                                  mismatchedPixels: verdict?.diff?.mismatchedPixels, totalPixels: verdict?.diff?.totalPixels)
        do {
            result.artifacts = try report.add(FailedGolden(golden: name, message: message, expected: expected,
                                                           actual: actual, diff: verdict?.diff?.image))
            result.message += "; expected, actual and diff in \(report.folder.path)"
        } catch {
            result.message += " (and the failure artifacts could not be written: \(error))"
        }
        return result
    }

    private func write(_ png: Data, to url: URL, name: String, status: GoldenResult.Status, message: String) -> GoldenResult {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputFile.write(png, to: url.path)
            return GoldenResult(golden: name, status: status, message: message)
        } catch {
            return GoldenResult(golden: name, status: .failed, message: "cannot record \(name): \(error)")
        }
    }
}

/// What happened to one golden.
public struct GoldenResult: Sendable {
    /// How a check ended.
    public enum Status: String, Sendable {
        /// Matched within tolerance.
        case passed
        /// Written (new, or re-recorded by the record mode): look at it before committing.
        case recorded
        /// Outside tolerance, missing under `never`, or unreadable.
        case failed
    }

    /// The golden's path under its folder.
    public var golden: String
    /// Passed, recorded or failed.
    public var status: Status
    /// What happened, in one line (for a failure: why, and where its files are).
    public var message: String
    /// Pixels that differ beyond the threshold, when the images were compared.
    public var mismatchedPixels: Int?
    /// Pixels compared, when the images were compared.
    public var totalPixels: Int?
    /// Where the failure's files went, if it failed.
    public var artifacts: FailureArtifacts?

    /// A result for `golden`.
    public init(golden: String, status: Status, message: String, mismatchedPixels: Int? = nil,
                totalPixels: Int? = nil, artifacts: FailureArtifacts? = nil) {
        self.golden = golden
        self.status = status
        self.message = message
        self.mismatchedPixels = mismatchedPixels
        self.totalPixels = totalPixels
        self.artifacts = artifacts
    }
}
