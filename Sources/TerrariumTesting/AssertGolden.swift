import Foundation
@_exported import Terrarium
@_exported import TerrariumGolden

/// Asserts that PNG bytes match the golden `name` in `goldens`, with the tolerances in that
/// folder's `tolerances.json`, the record mode of the environment (`TERRARIUM_RECORD`; never
/// under `CI=true`) and failure artifacts plus an `index.html` report in `TERRARIUM_ARTIFACTS`
/// or `.artifacts/`. A failure is reported to Swift Testing or XCTest, whichever is running.
///
///     @Test func focusCard() throws {
///         assertGolden(of: FocusCard(minutes: 25).scene, named: "focus-card")
///     }
///
/// - Parameters:
///   - name: the golden's path under `goldens`; `.png` is added when missing.
///   - goldens: the folder of goldens; default `__Goldens__` beside the test file.
@discardableResult
public func assertGolden(_ png: Data, named name: String, in goldens: URL? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = name.hasSuffix(".png") ? name : name + ".png"
    let folder = goldens ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Goldens__")
    let result: GoldenResult
    do {
        result = try GoldenStore.at(folder).check(png, named: name)
    } catch {
        result = GoldenResult(golden: name, status: .failed, message: error.description)
    }
    FailureReporter.report(result, at: location)
    return result
}

/// Asserts that pixels match a golden (they are encoded as PNG first).
@discardableResult
public func assertGolden(of pixels: PixelBuffer, named name: String, in goldens: URL? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    do {
        return assertGolden(try PNGFile.encode(pixels), named: name, in: goldens,
                            fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        return fail(name, "cannot encode the pixels: \(error)", SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Asserts that a scene, painted at `scale` by the engine, matches a golden.
@discardableResult
public func assertGolden(of scene: Scene, scale: Int = 3, named name: String, in goldens: URL? = nil,
                         renderer: Renderer? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let renderer = try renderer ?? Renderer(registry: PluginRegistry([]))
        let png = try renderer.png(for: scene, scale: scale, description: name)
        return assertGolden(png, named: name, in: goldens, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        return fail(name, "cannot render the scene: \(error)", location)
    }
}

/// Asserts that a render job (a plugin's scene with an input) matches a golden.
@discardableResult
public func assertGolden(of job: RenderJob, renderer: Renderer, named name: String, in goldens: URL? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let png = try renderer.render(job).png
        return assertGolden(png, named: name, in: goldens, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        return fail(name, "cannot render \(job.plugin)/\(job.scene): \(error)", location)
    }
}

private func fail(_ name: String, _ message: String, _ location: SourcePlace) -> GoldenResult {
    let result = GoldenResult(golden: name, status: .failed, message: "\(name): \(message)")
    FailureReporter.report(result, at: location)
    return result
}
