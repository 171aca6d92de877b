import Foundation
import Terrarium
import TerrariumGolden
import Testing

@Suite struct ToleranceFileTests {
    func parse(_ json: String) throws -> ToleranceFile { try ToleranceFile.parse(Data(json.utf8)) }

    @Test func overridesInheritTheDefaultAndKeepTheirReasons() throws {
        let file = try parse("""
            {"default": {"threshold": 0.05, "includeAA": true, "maxDiffPixels": 2, "reason": "house rule"},
             "overrides": {"bloom/widget/a-small@3x.png": {"maxDiffRatio": 0.001, "reason": "gradient banding"}}}
            """)
        #expect(file.standard == Tolerance(threshold: 0.05, includeAA: true, allowance: .pixels(2), reason: "house rule"))
        let override = file.tolerance(for: "bloom/widget/a-small@3x.png")
        #expect(override == Tolerance(threshold: 0.05, includeAA: true, allowance: .ratio(0.001), reason: "gradient banding"))
        #expect(file.tolerance(for: "bloom/widget/b-small@3x.png") == file.standard)
    }

    @Test func aFolderWithoutAFileUsesTheBuiltInDefault() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ToleranceFile.load(from: folder).standard == .standard)
    }

    @Test(arguments: [
        (#"{"default": {"threshold": 0.1}}"#, "input field 'default.reason' is required: say why this tolerance is right"),
        (#"{"default": {"threshold": 2, "reason": "x"}}"#, "input field 'default.threshold' must be from 0 to 1 (pixelmatch's colour distance)"),
        (#"{"default": {"maxDiffPixels": 1, "maxDiffRatio": 0.1, "reason": "x"}}"#, "input field 'default.maxDiffRatio' cannot be given with maxDiffPixels: choose one"),
        (#"{"default": {"maxDiffPixels": -1, "reason": "x"}}"#, "input field 'default.maxDiffPixels' must be 0 or more"),
        (#"{"default": {"treshold": 0.1, "reason": "x"}}"#, "input field 'default.treshold' is not a known field (known: includeAA, maxDiffPixels, maxDiffRatio, reason, threshold)"),
        (#"{"overrides": {"../x.png": {"reason": "x"}}}"#, "input field 'overrides.../x.png' must be a golden's path under the goldens folder, such as bloom/widget/bloom-night-small@3x.png"),
        (#"{"overrides": {"a.png": {"reason": " "}}}"#, "input field 'overrides.a.png.reason' is required: say why this tolerance is right"),
    ])
    func mistakesNameTheField(json: String, message: String) throws {
        let error = #expect(throws: InputError.self) { try parse(json) }
        #expect(error?.description == message)
    }

    @Test func theCheckedInFileLoads() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens")
        let file = try ToleranceFile.load(from: goldens)
        #expect(file.standard.threshold == 0.02 && file.standard.allowance == .pixels(0) && !file.standard.includeAA)
    }
}

@Suite struct RecordModeTests {
    @Test(arguments: [
        (["CI": "true", "TERRARIUM_RECORD": "all"], RecordMode.never),
        ([:], .missing),
        (["TERRARIUM_RECORD": ""], .missing),
        (["TERRARIUM_RECORD": "failed"], .failed),
        (["TERRARIUM_RECORD": "all", "CI": "false"], .all),
        (["TERRARIUM_RECORD": "never"], .never),
    ])
    func environmentSetsTheMode(environment: [String: String], mode: RecordMode) throws {
        #expect(try RecordMode.fromEnvironment(environment) == mode)
    }

    @Test func anUnknownModeIsAnError() {
        #expect(throws: GoldenError.invalidRecordMode("yes")) { try RecordMode.fromEnvironment(["TERRARIUM_RECORD": "yes"]) }
    }
}
