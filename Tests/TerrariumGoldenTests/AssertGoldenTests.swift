import Foundation
import Terrarium
import TerrariumTesting
import Testing
import XCTest

/// `assertGolden` reports to whichever framework is running.
@Suite struct AssertGoldenInSwiftTestingTests {
    @Test func aMatchingSceneAssertsInOneLine() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = Scene(size: Size(20, 10), commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), .solid(Color(hex: "#66BB6A") ?? .white)),
        ])
        let renderer = try Renderer(registry: PluginRegistry([]))
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent("cards"), withIntermediateDirectories: true)
        try renderer.png(for: scene, scale: 2, description: "cards/green").write(to: store.directory.appendingPathComponent("cards/green.png"))

        let result = assertGolden(of: scene, scale: 2, named: "cards/green", in: store.directory, renderer: renderer)
        #expect(result.status == .passed)
    }

    @Test func aMismatchIsRecordedAsAnIssue() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent("demo"), withIntermediateDirectories: true)
        try picture().write(to: store.directory.appendingPathComponent("demo/square.png"))
        withKnownIssue("the square moved") {
            assertGolden(picture(squareAt: 12), named: "demo/square", in: store.directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("96 of 1,024 pixels differ") }
        }
    }
}

final class AssertGoldenInXCTestTests: XCTestCase {
    func testAMatchingPictureAssertsInOneLine() throws {
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent("demo"), withIntermediateDirectories: true)
        try picture().write(to: store.directory.appendingPathComponent("demo/square.png"))
        let result = assertGolden(picture(), named: "demo/square", in: store.directory)
        XCTAssertEqual(result.status, .passed)
    }
}
