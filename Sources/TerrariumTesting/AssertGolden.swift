import Foundation
@_exported import Terrarium
@_exported import TerrariumGolden

/// Asserts that PNG bytes match a golden. A failure (or a newly recorded golden, which has to
/// be looked at) is reported to Swift Testing or XCTest, whichever is running, with the
/// expected, actual and diff images attached (Swift Testing) and their paths in the message.
///
///     @Test func focusCard() throws {
///         assertGolden(of: FocusCard(minutes: 25).scene)   // golden "focusCard"
///     }
///
/// - Parameters:
///   - png: the PNG's bytes.
///   - name: the golden's path under `goldens`, `.png` added when missing. By default the test
///     function's name (`focusCard`), and for its second assertion `focusCard.2`, and so on.
///   - goldens: the folder of goldens, with its `tolerances.json`. By default
///     `Tests/__Goldens__/<test target>/<test file>/` in the package.
///   - record: this assertion's record mode; by default a `.recordingGoldens(_:)` trait's,
///     else `TERRARIUM_RECORD`'s, else `missing`. Under `CI=true` always `never`.
///   - fileID: where the assertion is; leave it to its default.
///   - filePath: where the assertion is; leave it to its default.
///   - function: the test function, which names the golden by default; leave it to its default.
///   - line: where the assertion is; leave it to its default.
///   - column: where the assertion is; leave it to its default.
/// - Returns: the comparison's result.
///
/// Failure artifacts and an `index.html` go to `.build/terrarium-artifacts/` in the package
/// (or `TERRARIUM_ARTIFACTS`), never into the source tree.
@discardableResult
public func assertGolden(_ png: Data, named name: String? = nil, in goldens: URL? = nil, record: RecordMode? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenAssertion(name: name, goldens: goldens, record: record, place: place, function: function)
    return golden.check(png)
}

/// Asserts that pixels match a golden (they are encoded as PNG first).
@discardableResult
public func assertGolden(of pixels: PixelBuffer, named name: String? = nil, in goldens: URL? = nil, record: RecordMode? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenAssertion(name: name, goldens: goldens, record: record, place: place, function: function)
    do { return golden.check(try PNGFile.encode(pixels)) } catch {
        return golden.fail("cannot encode the pixels: \(error)")
    }
}

/// Asserts that a scene, painted at `scale` by the engine, matches a golden.
@discardableResult
public func assertGolden(of scene: Scene, scale: Int = 3, named name: String? = nil, in goldens: URL? = nil,
                         record: RecordMode? = nil, renderer: Renderer? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenAssertion(name: name, goldens: goldens, record: record, place: place, function: function)
    do {
        let renderer = try renderer ?? Renderer(registry: PluginRegistry([]))
        return golden.check(try renderer.png(for: scene, scale: scale, description: golden.name))
    } catch {
        return golden.fail("cannot render the scene: \(error)")
    }
}

/// Asserts that a render job (a plugin's scene with an input) matches a golden.
@discardableResult
public func assertGolden(of job: RenderRequest, renderer: Renderer, named name: String? = nil, in goldens: URL? = nil,
                         record: RecordMode? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenAssertion(name: name, goldens: goldens, record: record, place: place, function: function)
    do { return golden.check(try renderer.render(job).png) } catch {
        return golden.fail("cannot render \(job.plugin)/\(job.scene): \(error)")
    }
}

/// One assertion: its golden's name and folder resolved once, then checked and reported.
struct GoldenAssertion {
    let name: String
    let folder: URL
    let record: RecordMode?
    let place: SourcePlace

    init(name: String?, goldens: URL?, record: RecordMode?, place: SourcePlace, function: String) {
        let path = "\(place.filePath)"
        let base = name ?? GoldenNaming.shared.name(function: function, filePath: path)
        self.name = base.hasSuffix(".png") ? base : base + ".png"
        self.folder = goldens ?? GoldenLocation.goldens(for: path)
        self.record = record
        self.place = place
    }

    func check(_ png: Data) -> GoldenResult {
        let result: GoldenResult
        let environment = ProcessInfo.processInfo.environment
        let report = GoldenReport(folder: GoldenLocation.artifacts(for: folder, environment: environment))
        do {
            try report.prepare()
            var store = GoldenStore(directory: folder, tolerances: try ToleranceFile.load(from: folder),
                                    record: try GoldenRecording.resolve(call: record, environment: environment), report: report)
            store.recordHint = "TERRARIUM_RECORD=missing, `record: .missing` on the assertion or a `.recordingGoldens(.missing)` trait (never under CI=true)"
            result = store.check(png, named: name)
        } catch {
            result = GoldenResult(golden: name, status: .failed, message: "\(name): \(error.description)")
        }
        FailureReporter.report(result, in: report.folder, at: place)
        return result
    }

    func fail(_ message: String) -> GoldenResult {
        let result = GoldenResult(golden: name, status: .failed, message: "\(name): \(message)")
        FailureReporter.report(result, in: nil, at: place)
        return result
    }
}
