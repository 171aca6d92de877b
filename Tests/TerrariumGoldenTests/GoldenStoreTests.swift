import Foundation
import Terrarium
import TerrariumGolden
import Testing

@Suite struct GoldenStoreTests {
    let name = "demo/card/square@3x.png"

    func golden(_ store: GoldenStore) -> URL { store.directory.appendingPathComponent(name) }

    func put(_ data: Data, in store: GoldenStore) throws {
        try FileManager.default.createDirectory(at: golden(store).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: golden(store))
    }

    @Test func aMissingGoldenIsRecordedInMissingMode() throws {
        let (store, root) = makeStore(record: .missing)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = store.check(picture(), named: name)
        #expect(result.status == .recorded)
        #expect(FileManager.default.contents(atPath: golden(store).path) == picture())
        #expect(store.check(picture(), named: name).status == .passed)
    }

    @Test func aMissingGoldenFailsUnderNeverAndNothingIsWritten() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = store.check(picture(), named: name)
        #expect(result.status == .failed)
        #expect(result.message.hasPrefix("missing golden \(name)"))
        #expect(!FileManager.default.fileExists(atPath: golden(store).path))
        #expect(result.artifacts?.actual != nil, "the render is kept for review")
    }

    @Test func aChangedPictureFailsWritesArtifactsAndKeepsTheGolden() throws {
        let (store, root) = makeStore(record: .missing)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        let result = store.check(picture(squareAt: 12), named: name)
        #expect(result.status == .failed)
        #expect(result.mismatchedPixels == 96, "the square moved 4 px: 2 strips of 4x12 pixels")
        #expect(result.message.contains("96 of 1,024 pixels differ (9.375%)"))
        #expect(FileManager.default.contents(atPath: golden(store).path) == picture(), "never overwritten outside failed/all")
        let artifacts = try #require(result.artifacts)
        for file in [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.panel] {
            let path = try #require(file)
            #expect(try PNGFile.read(store.report.folder.appendingPathComponent(path).path).width > 0)
        }
        let panel = try PNGFile.read(store.report.folder.appendingPathComponent(try #require(artifacts.panel)).path)
        #expect(panel.width == 24 * 2 + 32 * 3 + 24 * 2 && panel.height == 24 * 2 + 32)
        let index = try String(contentsOf: store.report.index, encoding: .utf8)
        #expect(index.contains("1 failing golden") && index.contains(name))
    }

    @Test func failedModeReRecordsAFailingGolden() throws {
        let (store, root) = makeStore(record: .failed)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        let result = store.check(picture(squareAt: 12), named: name)
        #expect(result.status == .recorded)
        #expect(result.artifacts?.diff != nil, "the old golden's diff stays for review")
        #expect(FileManager.default.contents(atPath: golden(store).path) == picture(squareAt: 12))
    }

    @Test func allModeReRecordsAChangeWithinTolerance() throws {
        let lenient = ToleranceFile(standard: Tolerance(threshold: 0.1, allowance: .pixels(100), reason: "test"))
        let (store, root) = makeStore(record: .all, tolerances: lenient)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        #expect(store.check(picture(squareAt: 12), named: name).status == .recorded)
        #expect(FileManager.default.contents(atPath: golden(store).path) == picture(squareAt: 12))
    }

    @Test func anOverrideLetsItsGoldenPassAndNoOther() throws {
        let tolerances = ToleranceFile(overrides: [name: Tolerance(threshold: 0.02, allowance: .pixels(96), reason: "test")])
        let (store, root) = makeStore(record: .never, tolerances: tolerances)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        #expect(store.check(picture(squareAt: 12), named: name).status == .passed)
        let other = "demo/card/other@3x.png"
        try FileManager.default.copyItem(at: golden(store), to: store.directory.appendingPathComponent(other))
        #expect(store.check(picture(squareAt: 12), named: other).status == .failed)
    }

    @Test func aSlightColourShiftPassesAndAClearOneFails() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        #expect(store.check(picture(color: (31, 61, 121)), named: name).status == .passed)
        #expect(store.check(picture(color: (30, 90, 120)), named: name).status == .failed)
    }

    @Test func aDamagedGoldenFailsWithTheReason() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture().prefix(40), in: store)
        let result = store.check(picture(), named: name)
        #expect(result.status == .failed)
        #expect(result.message.hasPrefix("golden \(name) cannot be read: PNG:"))
    }

    @Test func differentSizesFail() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        try put(picture(), in: store)
        let result = store.check(picture(width: 40), named: name)
        #expect(result.status == .failed)
        #expect(result.message.contains("different sizes: 32x32 px and 40x32 px"))
    }

    @Test func aReportFolderHoldingOtherFilesIsRefused() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: GoldenError.reportFolderInUse(folder.standardizedFileURL.path)) { try GoldenReport(folder: folder).prepare() }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path))
    }

    @Test func aFolderWhereAGoldenShouldBeIsNamedAsSuch() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("demo/square.png"), withIntermediateDirectories: true)
        let store = GoldenStore(directory: goldens, tolerances: ToleranceFile(), record: .missing,
                                report: GoldenReport(folder: folder.appendingPathComponent("report")))
        let result = store.check(Data("png".utf8), named: "demo/square.png")
        #expect(result.status == .failed)
        #expect(result.message.hasPrefix("golden demo/square.png is a folder, not a PNG file; move it away and record the golden"))
    }

    @Test func aReportPathThatIsALinkIsRefusedNotReplaced() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real"), link = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: GoldenError.cannotWrite("report: '\(link.standardizedFileURL.path)' is a symbolic link; give the folder it points to")) {
            try GoldenReport(folder: link).prepare()
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
}
