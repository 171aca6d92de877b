import Foundation
import NIOCore
import Testing
@testable import TerrariumServer

/// The cache's byte bound and order, and the render pool's limits, apart from HTTP.
struct CacheAndPoolTests {
    private func bytes(_ count: Int) -> ByteBuffer { ByteBuffer(repeating: 7, count: count) }

    @Test func theCacheEvictsTheLeastRecentlyUsedToStayWithinItsBytes() {
        let cache = ImageCache(capacity: 100)
        #expect(cache.insert(bytes(40), for: "a") == .init(stored: true, evicted: 0))
        #expect(cache.insert(bytes(40), for: "b") == .init(stored: true, evicted: 0))
        #expect(cache.image("a") != nil, "a is now the most recently used")
        #expect(cache.insert(bytes(40), for: "c") == .init(stored: true, evicted: 1))
        #expect(cache.image("b") == nil && cache.image("a") != nil && cache.image("c") != nil)
        #expect(cache.bytes == 80 && cache.count == 2)
        #expect(cache.insert(bytes(101), for: "huge") == .init(stored: false, evicted: 0), "larger than the bound: not kept")
        #expect(cache.insert(bytes(100), for: "d") == .init(stored: true, evicted: 2))
        #expect(cache.count == 1 && cache.bytes == 100)
        #expect(cache.insert(bytes(100), for: "d") == .init(stored: true, evicted: 0), "a key already held is not stored twice")
        #expect(ImageCache(capacity: 0).insert(bytes(1), for: "x").stored == false)
    }

    @Test func theCacheStaysWithinItsBoundUnderManyThreads() async {
        let cache = ImageCache(capacity: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<2_000 {
                        let key = "k\((index * 7 + worker) % 300)"
                        if cache.image(key) == nil { cache.insert(ByteBuffer(repeating: 1, count: 50 + index % 100), for: key) }
                    }
                }
            }
        }
        #expect(cache.bytes <= 10_000 && cache.bytes > 0)
    }

    @Test func thePoolRunsAtMostItsLimitAndRefusesBeyondItsQueue() async throws {
        let pool = RenderPool(limit: 2, queueLimit: 1)
        let gate = Gate()
        let far = ContinuousClock.now.advanced(by: .seconds(30))
        // Two run, one waits, the fourth is refused at once.
        let running = (0..<3).map { _ in Task { try await pool.run(deadline: far) { gate.wait(); return 1 } } }
        while pool.inFlight < 2 || pool.queued < 1 { try await Task.sleep(for: .milliseconds(5)) }
        await #expect(throws: RenderPool.Refusal.queueFull) { try await pool.run(deadline: far) { 1 } }
        gate.open()
        var total = 0
        for task in running { total += try await task.value }
        #expect(total == 3 && pool.inFlight == 0 && pool.queued == 0)
    }

    @Test func aWaiterGivesUpAtItsDeadline() async throws {
        let pool = RenderPool(limit: 1, queueLimit: 4)
        let gate = Gate()
        let busy = Task { try await pool.run(deadline: .now.advanced(by: .seconds(30))) { gate.wait(); return 0 } }
        while pool.inFlight < 1 { try await Task.sleep(for: .milliseconds(5)) }
        let start = ContinuousClock.now
        await #expect(throws: RenderPool.Refusal.deadlinePassed) {
            try await pool.run(deadline: .now.advanced(by: .milliseconds(100))) { 1 }
        }
        // Well before the busy render's 30 s (it never ends until the gate opens, so returning
        // at all is giving up); not tighter: in the full tier, two cores also draw every
        // golden, and the waiter's timer once ran 6.9 s late.
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(pool.queued == 0, "the expired waiter left the queue")
        gate.open()
        _ = try await busy.value
        #expect(try await pool.run(deadline: .now.advanced(by: .seconds(1))) { 5 } == 5, "the slot is free again")
    }
}

/// Holds render threads until the test opens it.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }
    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}
