import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// Threads drawing text at once, each with its own font library, in more faces than Cairo keeps
/// open (ten): Cairo 1.16 closed a face one thread was about to draw with when another opened
/// an eleventh, and the process crashed in its glyph code (FontFacePins). Failing, this test
/// takes the test process down with it.
struct ConcurrentFontsTests {
    /// Every face, and a line the fallbacks draw (Japanese, emoji), at a size `round` has not
    /// drawn yet: a glyph already in a scaled font's cache needs no face, so new sizes are what
    /// make Cairo open, lock and close faces.
    static func blocks(round: Int) -> [TextBlock] {
        FontCatalog.standard.faces.enumerated().map { index, face in
            TextBlock("Hamburgefonstiv 0123 日本語 🌱", font: Font(family: face.family, weight: face.weight,
                                                                      size: 8 + Double(round) + Double(index) / 16, italic: face.italic),
                      color: Color(red: 0, green: 0, blue: 0), frame: Rect(x: 2, y: 2, width: 300, height: 40))
        }
    }

    /// One thread already drawing with its library while three more threads make theirs at the
    /// same moment and draw (as a pool starts its workers), on threads of their own, so they do
    /// run at once whatever the task pool's width.
    @Test func threadsDrawingEveryCatalogueFaceAtOnce() throws {
        let catalog = FontCatalog.standard
        #expect(catalog.faces.count + catalog.fallbacks.count > 10, "fewer faces than Cairo keeps open: nothing to test")
        let started = DispatchSemaphore(value: 0), done = DispatchGroup()
        let failures = Failures()
        func draw(worker: Int, rounds: Int, signal: DispatchSemaphore?) {
            done.enter()
            Thread {
                defer { done.leave() }
                do {
                    let fonts = try FontLibrary()
                    let canvas = try Canvas(surface: Surface(width: 320, height: 48), scale: Double(1 + worker % 2))
                    for round in 0..<rounds {
                        for block in Self.blocks(round: round).shuffledDeterministically(seed: worker * 100 + round) {
                            try canvas.draw(block, fonts: fonts)
                        }
                        if round == 0 { signal?.signal() }
                    }
                } catch {
                    failures.add("worker \(worker): \(error)")
                    signal?.signal()
                }
            }.start()
        }
        draw(worker: 0, rounds: 32, signal: started)
        started.wait()   // the first library is drawing
        for worker in 1...3 { draw(worker: worker, rounds: 32, signal: nil) }
        done.wait()
        #expect(failures.all.isEmpty, "\(failures.all)")
    }
}

/// Errors the drawing threads met, collected under a lock.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.lock(); list.append(failure); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
}

extension Array {
    /// The elements in an order fixed by `seed` (a linear congruential shuffle).
    func shuffledDeterministically(seed: Int) -> [Element] {
        var items = self, state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            items.swapAt(i, Int(state >> 33) % (i + 1))
        }
        return items
    }
}
