#if canImport(Testing)
import Testing
#endif
import TerrariumGolden

/// The record mode of the running test, when a trait set one.
enum GoldenRecording {
    @TaskLocal static var mode: RecordMode?

    /// The mode an assertion uses. `CI=true` wins over everything (CI never records); then the
    /// assertion's own `record:`, then a `.recordingGoldens(_:)` trait on the test or its suite,
    /// then `TERRARIUM_RECORD`, then `missing`.
    static func resolve(call: RecordMode?, environment: [String: String]) throws(GoldenError) -> RecordMode {
        if environment["CI"] == "true" { return .never }
        if let call { return call }
        if let mode { return mode }
        return try RecordMode.fromEnvironment(environment)
    }
}

#if canImport(Testing)
/// Records goldens in a mode for every assertion of a test or a suite:
///
///     @Suite(.recordingGoldens(.failed)) struct CardTests { … }
///
/// Under `CI=true` nothing is recorded whatever the trait says.
public struct GoldenRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode every golden assertion in the test or suite uses, unless the assertion
    /// passes its own `record:` or `CI=true` is set.
    public let mode: RecordMode
    /// True: on a suite, the mode applies to every test inside it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test with `mode` as the task-local record mode, so assertions anywhere in its
    /// task tree see it.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenRecording.$mode.withValue(mode) { try await function() }
    }
}

extension Trait where Self == GoldenRecordingTrait {
    /// Record goldens in `mode` (missing, failed, all or never) in this test or suite.
    public static func recordingGoldens(_ mode: RecordMode) -> Self { GoldenRecordingTrait(mode: mode) }
}
#endif
