import Foundation
import Testing

/// The tags that sort the suite into tiers. `scripts/test` (the fast tier, the README's test
/// command) skips `.browser`, `.externalTool` and `.slow`; `scripts/test --full` (CI) runs
/// everything.
extension Tag {
    /// Opens a page in Chromium (`scripts/setup --with-browser` installs it).
    @Tag public static var browser: Self
    /// Reads our output back with another program (ffmpeg, Pillow), installed by
    /// `scripts/setup --with-browser`.
    @Tag public static var externalTool: Self
    /// Starts the `terrarium` binary in a process of its own: exit statuses, signals, the
    /// environment and standard streams as a shell sees them. These stay in the fast tier.
    @Tag public static var process: Self
    /// Seconds of CPU on its own (load, drains, many processes): the full tier only.
    @Tag public static var slow: Self
}

/// Which tier runs: `TERRARIUM_TEST_TIER=fast` (set by `scripts/test`) or anything else, the
/// whole suite (plain `swift test`, `scripts/test --full`).
public enum TestTier {
    /// The tags the fast tier leaves out.
    public static let fullOnly: Set<Tag> = [.browser, .externalTool, .slow]

    public static let isFast = ProcessInfo.processInfo.environment["TERRARIUM_TEST_TIER"] == "fast"

    /// The seeds a property test tries: all `count` in the full tier, the first `fast` in the
    /// fast one. A broken rule shows in a few random inputs; CI tries them all.
    public static func seeds(_ count: Int, fast: Int) -> Range<Int> {
        0..<(isFast ? min(fast, count) : count)
    }

    /// Whether the running tier leaves out a test with these tags.
    public static func skips(_ tags: Set<Tag>) -> Bool {
        isFast && !tags.isDisjoint(with: fullOnly)
    }
}

/// Skips a test (or each test of a suite) in the fast tier when its tags say it belongs to
/// the full one. Swift Testing 6.3's `swift test` cannot filter by tag from the command line
/// yet (`--filter tag:` came later), so the tags decide through this trait:
///
///     @Suite(.tags(.browser), .tiered) struct ReportInBrowserTests { … }
public struct TierTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope runs its tests; only a test itself is skipped.
        if !test.isSuite, TestTier.skips(test.tags) {
            try Test.cancel("full tier only (\(test.tags.sorted { "\($0)" < "\($1)" }.map { "\($0)" }.joined(separator: ", "))): scripts/test --full runs it")
        }
        try await function()
    }
}

extension Trait where Self == TierTrait {
    /// Runs the test in the tiers its tags name (see `TestTier`).
    public static var tiered: Self { Self() }
}
