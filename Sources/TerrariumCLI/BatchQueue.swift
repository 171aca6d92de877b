import Foundation

/// A first-in first-out queue between threads. With a capacity, `push` waits while it is full,
/// so a fast producer (the manifest reader) cannot run ahead of slow consumers (the renderers)
/// and memory stays the same for ten jobs or ten million.
final class BatchQueue<Element: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private let capacity: Int
    private var closed = false

    init(capacity: Int = .max) {
        self.capacity = capacity
    }

    /// Waits for room; false when the queue was cancelled, and the element is dropped.
    @discardableResult
    func push(_ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity, !closed { condition.wait() }
        guard !closed else { return false }
        items.append(element)
        condition.broadcast()
        return true
    }

    /// Waits for an element; nil once the queue is closed and empty.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count, !closed { condition.wait() }
        return take(1).first
    }

    /// Everything queued, waiting until `deadline` for at least one element; empty on timeout
    /// or once the queue is closed and empty.
    func popAll(waitingUntil deadline: Date) -> [Element] {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count, !closed {
            if !condition.wait(until: deadline) { break }
        }
        return take(items.count - head)
    }

    /// No more pushes; poppers get what is left, then nil.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Closes and drops what is queued: for stopping early.
    func cancel() {
        condition.lock()
        closed = true
        items.removeAll()
        head = 0
        condition.broadcast()
        condition.unlock()
    }

    /// Removes up to `count` elements from the front; called with the lock held.
    private func take(_ count: Int) -> [Element] {
        let taken = Array(items[head..<head + min(count, items.count - head)])
        head += taken.count
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024 {
            items.removeFirst(head)
            head = 0
        }
        if !taken.isEmpty { condition.broadcast() }
        return taken
    }
}
