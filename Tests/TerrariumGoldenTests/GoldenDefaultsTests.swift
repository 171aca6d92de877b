import Foundation
import Testing
@testable import TerrariumTesting

/// What an assertion does when the test does not say: its golden's name and folder, its record
/// mode, and where its failure artifacts go.
@Suite struct GoldenDefaultsTests {
    @Test(arguments: [
        ("helloInEveryFamily()", "helloInEveryFamily"),
        ("render(family:)", "render"),
        ("testFocusCard()", "testFocusCard"),
        ("a card in French", "a-card-in-French"),
        ("()", "golden"),
    ])
    func namesComeFromTheTestFunction(function: String, name: String) {
        #expect(GoldenNaming.baseName(function) == name)
    }

    @Test func aSecondAssertionInOneTestGetsANumber() {
        let naming = GoldenNaming()
        #expect(naming.name(function: "card()", filePath: "/p/Tests/A/B.swift") == "card")
        #expect(naming.name(function: "card()", filePath: "/p/Tests/A/B.swift") == "card.2")
        #expect(naming.name(function: "card()", filePath: "/p/Tests/A/C.swift") == "card", "another file is another namespace")
        #expect(naming.name(function: "card()", filePath: "/p/Tests/A/B.swift") == "card.3")
    }

    @Test func goldensSitBesideTheTestTargetsAndArtifactsUnderBuild() throws {
        let root = temporaryFolder("terrarium-package")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let testFile = root.appendingPathComponent("Tests/CardTests/CardGoldenTests.swift").path
        let goldens = GoldenLocation.goldens(for: testFile)
        #expect(goldens.path == root.appendingPathComponent("Tests/__Goldens__/CardTests/CardGoldenTests").path)
        let artifacts = GoldenLocation.artifacts(for: goldens, environment: [:])
        #expect(artifacts.standardizedFileURL.path
                == root.appendingPathComponent(".build/terrarium-artifacts/Tests/__Goldens__/CardTests/CardGoldenTests").standardizedFileURL.path)
        #expect(!artifacts.path.contains("/Tests/CardTests/"), "nothing is written into a test target's sources")
        #expect(GoldenLocation.artifacts(for: goldens, environment: ["TERRARIUM_ARTIFACTS": "/tmp/x"]).path == "/tmp/x")
    }

    @Test func theRecordModeComesFromCallThenTraitThenEnvironmentAndCIOverridesAll() throws {
        #expect(try GoldenRecording.resolve(call: nil, environment: [:]) == .missing)
        #expect(try GoldenRecording.resolve(call: nil, environment: ["TERRARIUM_RECORD": "failed"]) == .failed)
        #expect(try GoldenRecording.resolve(call: .all, environment: ["TERRARIUM_RECORD": "failed"]) == .all)
        #expect(try GoldenRecording.resolve(call: .all, environment: ["CI": "true"]) == .never)
        try GoldenRecording.$mode.withValue(.failed) { () throws -> Void in
            #expect(try GoldenRecording.resolve(call: nil, environment: ["TERRARIUM_RECORD": "all"]) == .failed)
            #expect(try GoldenRecording.resolve(call: .never, environment: [:]) == .never)
            #expect(try GoldenRecording.resolve(call: nil, environment: ["CI": "true"]) == .never)
        }
        #expect(throws: GoldenError.self) { try GoldenRecording.resolve(call: nil, environment: ["TERRARIUM_RECORD": "sometimes"]) }
    }

    @Test(.recordingGoldens(.all)) func aTraitSetsTheModeForItsTest() {
        #expect(GoldenRecording.mode == .all)
    }

    @Test func aRecordModePerCallRecordsAndReportsWithTheFilesNamed() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // Outside any package, so the artifacts go to a temporary folder named after this one.
        let goldens = root.appendingPathComponent("Goldens-\(UUID().uuidString)")
        let artifacts = GoldenLocation.artifacts(for: goldens, environment: [:])
        defer { try? FileManager.default.removeItem(at: artifacts) }
        #expect(artifacts.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
        withKnownIssue("a newly recorded golden is reported, to be looked at", isIntermittent: isCI) {
            let first = assertGolden(picture(), in: goldens, record: .missing)
            #expect(first.status == (isCI ? .failed : .recorded))
        }
        guard !isCI else { return }  // under CI nothing is recorded, whatever the call says
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent(
            "aRecordModePerCallRecordsAndReportsWithTheFilesNamed.png").path), "named after the test function")
        withKnownIssue("the square moved") {
            let moved = assertGolden(picture(squareAt: 12), named: "aRecordModePerCallRecordsAndReportsWithTheFilesNamed",
                                     in: goldens, record: .never)
            #expect(moved.status == .failed)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("diff: ") && $0.rawValue.contains("-diff.png") }
        }
    }
}
