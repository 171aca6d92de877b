import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import TerrariumGolden

/// Where an assertion was written.
struct SourcePlace {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Sends a golden that did not pass to the test framework that is running: Swift Testing when
/// a test of it is current, XCTest otherwise. A recorded golden is reported too, so that nobody
/// commits a picture without having looked at it. The message names the failure's files; Swift
/// Testing also gets them as attachments (kept with `swift test --attachments-path DIR`).
enum FailureReporter {
    static func report(_ result: GoldenResult, in folder: URL?, at place: SourcePlace) {
        guard result.status != .passed else { return }
        let files = artifactFiles(result, in: folder)
        let message = files.isEmpty ? result.message
            : result.message + "\n" + files.map { "  \($0.role): \($0.url.path)" }.joined(separator: "\n")
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: place.fileID, filePath: "\(place.filePath)",
                                          line: Int(place.line), column: Int(place.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            for file in files {
                if let data = FileManager.default.contents(atPath: file.url.path) {
                    Attachment.record([UInt8](data), named: file.url.lastPathComponent, sourceLocation: location)
                }
            }
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: place.filePath, line: place.line)
        #endif
    }

    /// The failure's images: expected, actual, diff and the three side by side.
    static func artifactFiles(_ result: GoldenResult, in folder: URL?) -> [(role: String, url: URL)] {
        guard let folder, let artifacts = result.artifacts else { return [] }
        return [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff), ("panel", artifacts.panel)]
            .compactMap { role, path in path.map { (role, folder.appendingPathComponent($0)) } }
    }
}
