import Foundation

/// `body` for each index `0..<count` on up to `threads` threads, each result in its own slot:
/// the same array whatever the number of threads. Indices are handed out in order, so the
/// first error stops the work soon, and it is the one thrown.
package enum ParallelMap {
    package static func map<T>(_ count: Int, threads: Int, _ body: (Int) throws -> T) throws -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        if workers == 1 {
            return try (0..<count).map(body)
        }
        withoutActuallyEscaping(body) { body in
            // concurrentPerform returns only when every worker has, so `body` does not outlive this call.
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = slots.next() {
                    do { slots.set(index, try body(index)) } catch { slots.fail(error) }
                }
            }
        }
        return try slots.result()
    }

    /// The results being made: the next index, each index's result, the first error.
    private final class Slots<T>: @unchecked Sendable {
        // @unchecked: every property is read and written only under `lock`.
        private let lock = NSLock()
        private var values: [T?]
        private var cursor = 0
        private var error: (any Error)?

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.withLock {
                guard error == nil, cursor < values.count else { return nil }
                defer { cursor += 1 }
                return cursor
            }
        }

        func set(_ index: Int, _ value: T) { lock.withLock { values[index] = value } }
        func fail(_ error: any Error) { lock.withLock { if self.error == nil { self.error = error } } }

        func result() throws -> [T] {
            try lock.withLock {
                if let error { throw error }
                let done = values.compactMap { $0 }
                guard done.count == values.count else { throw CanvasError.png("a parallel task left no result") }
                return done
            }
        }
    }
}
