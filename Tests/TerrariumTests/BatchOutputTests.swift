import Foundation
import Testing
@testable import Terrarium
@testable import TerrariumBatch

struct OutputPathTests {
    @Test(arguments: [
        ("a/../b.png", "b.png"), ("x.png", "x.png"), ("./a//b/./c.png", "a/b/c.png"), ("a/b/../../c.png", "c.png"),
    ])
    func normalisesInsideTheFolder(path: String, relative: String) throws {
        #expect(try OutputPath(path).relative == relative)
    }

    @Test(arguments: ["/tmp/x.png", "../x.png", "a/../../x.png", "./../x.png", "a/b/../../../x.png", "", ".", "a/.."])
    func refusesPathsOutside(path: String) {
        let error = #expect(throws: BatchJobError.self) { try OutputPath(path) }
        #expect(error?.field == "output")
    }
}

struct BatchShardTests {
    @Test func partsCoverEveryIndexOnce() throws {
        let shards = try (1...3).map { try BatchShard("\($0)/3") }
        for index in 1...30 {
            #expect(shards.filter { $0.contains(index) }.count == 1)
        }
        #expect(try BatchShard("1/3").contains(1) && BatchShard("1/3").contains(4) && BatchShard("3/3").contains(3))
        #expect(BatchShard.all.contains(17))
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "3", "a/b", "1/3/4", "-1/3", ""])
    func refusesBadParts(text: String) {
        let error = #expect(throws: BatchJobError.self) { try BatchShard(text) }
        #expect(error?.field == "--shard")
    }
}

struct PNGTextReaderTests {
    func file(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-text-\(UUID().uuidString).png").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsTheEnginesTextAndRefusesCutFiles() throws {
        let renderer = try Renderer(registry: PluginRegistry([]))
        let scene = Scene(size: Size(8, 8), commands: [.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), .solid(.white))])
        let png = try renderer.png(for: scene, scale: 1, description: "a white square ✓")
        let path = try file(png)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(PNGTextReader.text("Description", inFileAt: path) == "a white square ✓")
        #expect(PNGTextReader.text("Software", inFileAt: path) == TerrariumVersion.software)
        #expect(PNGTextReader.text("Terrarium-Key", inFileAt: path) == nil)
        #expect(PNGTextReader.text("Description", inFileAt: path + ".missing") == nil)
        let cut = try file(png.dropLast(1))
        defer { try? FileManager.default.removeItem(atPath: cut) }
        #expect(PNGTextReader.text("Description", inFileAt: cut) == nil, "a truncated file is not up to date")
        let notPNG = try file(Data("not a png at all, but long enough".utf8))
        defer { try? FileManager.default.removeItem(atPath: notPNG) }
        #expect(PNGTextReader.text("Description", inFileAt: notPNG) == nil)
    }
}
