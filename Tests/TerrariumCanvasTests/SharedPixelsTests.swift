import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// Shared sprite pixels and the patch store: memory savings that must never change a pixel.
struct SharedPixelsTests {
    /// A 64x64 image with detail in every pixel, so any resampling difference shows.
    private func noise() -> PixelBuffer {
        var rgba = [UInt8](repeating: 0, count: 64 * 64 * 4)
        var state: UInt32 = 12345
        for i in rgba.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            rgba[i] = UInt8(state >> 24)
        }
        return PixelBuffer(width: 64, height: 64, rgba: rgba)
    }

    private func draw(_ image: Image, at frame: Rect) throws -> PixelBuffer {
        let surface = try Surface(width: 40, height: 40)
        try Canvas(surface: surface, scale: 1.5).draw(image, in: frame, sampling: .smooth)
        return surface.pixelBuffer()
    }

    @Test func aKeptPatchDrawsTheSameAsAFreshOne() throws {
        let pixels = try ImagePixels(freezing: Surface(pixels: noise()))
        let frame = Rect(x: 1.3, y: 2.7, width: 21.1, height: 19.4)
        let fresh = try draw(Image(sharing: pixels), at: frame)
        // A second handle on the same pixels finds the patch the first one left in the store.
        let kept = try draw(Image(sharing: pixels), at: frame)
        #expect(fresh == kept)
    }

    @Test func threadsDrawingSharedPixelsGetTheSameImage() async throws {
        let pixels = try ImagePixels(freezing: Surface(pixels: noise()))
        let frames = (0..<8).map { Rect(x: Double($0) * 0.37, y: 1, width: 20 + Double($0), height: 18) }
        let expected = try frames.map { try draw(Image(sharing: pixels), at: $0) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<20 {
                        for (frame, want) in zip(frames, expected) where try draw(Image(sharing: pixels), at: frame) != want {
                            return false
                        }
                    }
                    return true
                }
            }
            for try await same in group { #expect(same) }
        }
    }

    @Test func storeStaysWithinItsBudget() throws {
        let store = PatchStore(budget: 64 * 64 * 4 * 4)  // four 64x64 patches
        func patch() throws -> ImagePixels { try ImagePixels(freezing: Surface(width: 64, height: 64)) }
        func key(_ n: Int) -> PatchStore.Key {
            PatchStore.Key(pixels: 1, placement: PatchKey(width: Double(n), height: 1, offsetX: 0, offsetY: 0, sourceX: 0, sourceY: 0))
        }
        for n in 0..<4 { store.insert(try patch(), for: key(n)) }
        _ = store.patch(for: key(0))  // 0 is now the most recently used; 1 the least
        store.insert(try patch(), for: key(4))
        #expect(store.heldBytes <= store.budget)
        #expect(store.patch(for: key(1)) == nil)
        #expect(store.patch(for: key(0)) != nil && store.patch(for: key(4)) != nil)
        // Over a quarter of the budget: drawn, but not kept.
        store.insert(try ImagePixels(freezing: Surface(width: 128, height: 128)), for: key(5))
        #expect(store.patch(for: key(5)) == nil)
    }
}
