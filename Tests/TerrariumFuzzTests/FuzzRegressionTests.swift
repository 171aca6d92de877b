import Foundation
import Testing
import TerrariumFuzzTargets

/// Every input a fuzzer once crashed on, and the hostile fixtures, through their targets again:
/// a crash here is a regression (a failed property aborts the test run).
struct FuzzRegressionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var cases: [(FuzzTarget, String)] {
        var found: [(FuzzTarget, String)] = []
        for target in FuzzTarget.allCases {
            let folder = fixtures.appendingPathComponent("fuzz/\(target.rawValue)")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                found.append((target, "fuzz/\(target.rawValue)/\(name)"))
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("hostile").path)) ?? [] {
            found += [(.png, "hostile/\(name)"), (.diff, "hostile/\(name)")]
        }
        return found.sorted { ($0.0.rawValue, $0.1) < ($1.0.rawValue, $1.1) }
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases.map { "\($0.0.rawValue) \($0.1)" })
    func runsWithoutACrash(_ named: String) throws {
        let parts = named.split(separator: " ", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(parts[1]))
        try FuzzRunner(target: target).run(data)
    }
}
