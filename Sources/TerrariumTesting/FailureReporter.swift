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
/// commits a picture without having looked at it.
enum FailureReporter {
    static func report(_ result: GoldenResult, at place: SourcePlace) {
        guard result.status != .passed else { return }
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: result.message),
                         sourceLocation: SourceLocation(fileID: place.fileID, filePath: "\(place.filePath)",
                                                        line: Int(place.line), column: Int(place.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(result.message, file: place.filePath, line: place.line)
        #endif
    }
}
