import Foundation
import Testing
@testable import Terrarium
import TerrariumCanvas
import TerrariumPlugins

/// Pictures never depend on whether a sprite's decoded pixels came from the cache on disk
/// (DecodedSpriteCache): the same PNG bytes with no cache, with one being filled, and from one
/// already full, for a scene drawn from a large sprite (Bloom's 1024 px plant).
struct SpriteCacheRenderTests {
    @Test func aRenderIsTheSameWithoutTheCacheWhileFillingItAndFromIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-cache-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "small", scale: 3)
        func render(_ cache: DecodedSpriteCache?) throws -> Data {
            try Renderer(registry: TerrariumPlugins.registry, spriteStore: SpriteStore(cache: cache)).render(job).png
        }
        let cache = DecodedSpriteCache(folder: folder.path)
        let plain = try render(nil)
        #expect(try render(cache) == plain)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1 && files[0].hasSuffix(".argb"), "the plant's file: \(files)")
        #expect(try render(cache) == plain)
    }
}
