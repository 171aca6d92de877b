import Foundation

/// A folder of a test's own under the temporary directory, made at once and removed with its
/// last reference: a suite that holds one as a stored property gets a fresh folder for each
/// test, gone when the test's instance goes (Swift Testing makes one per test), so a run leaves
/// nothing behind in /tmp.
public final class ScratchFolder: Sendable {
    public let url: URL

    /// A new folder named `<prefix>-<UUID>`.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
