import Foundation

/// Runs renders off the event loop, at most `limit` at once, with at most `queueLimit` more
/// waiting for a slot. A request that finds the queue full is refused at once, and one that
/// waits past its deadline gives up its place: either way the caller answers 503 with
/// `Retry-After`, so overload costs a client a retry rather than the server its memory.
final class RenderPool: @unchecked Sendable {
    // @unchecked: `running`, `waiting` and `nextTicket` are touched only under `lock`.
    enum Refusal: Error, Equatable {
        /// The queue was full.
        case queueFull
        /// The deadline passed while it waited.
        case deadlinePassed
    }

    let limit: Int
    let queueLimit: Int
    private let lock = NSLock()
    private var running = 0
    private struct Waiter {
        var ticket: Int
        var continuation: CheckedContinuation<Void, any Error>
        var timer: Task<Void, Never>
    }
    private var waiting: [Waiter] = []
    private var nextTicket = 0
    /// The threads renders run on: Dispatch's, never the event loop's.
    private let queue = DispatchQueue(label: "terrarium.render", qos: .userInitiated, attributes: .concurrent)

    init(limit: Int, queueLimit: Int) {
        self.limit = max(1, limit)
        self.queueLimit = max(0, queueLimit)
    }

    /// Renders running now, and requests waiting for a slot.
    var inFlight: Int { lock.withLock { running } }
    var queued: Int { lock.withLock { waiting.count } }

    /// Runs `work` on a render thread once a slot is free, waiting at most until `deadline`.
    func run<T: Sendable>(deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await acquire(deadline: deadline)
        defer { release() }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    private func acquire(deadline: ContinuousClock.Instant) async throws {
        enum Admission { case now, refused, queued }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            // Admission and joining the queue happen under one lock, so a slot freed in
            // between cannot be missed.
            let admission: Admission = lock.withLock {
                if running < limit {
                    running += 1
                    return .now
                }
                guard waiting.count < queueLimit else { return .refused }
                nextTicket += 1
                let ticket = nextTicket
                // The deadline's timer and a freed slot race; whichever takes the ticket out
                // of `waiting` resumes the continuation, exactly once.
                let timer = Task { [weak self] in
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    if !Task.isCancelled { self?.expire(ticket) }
                }
                waiting.append(Waiter(ticket: ticket, continuation: continuation, timer: timer))
                return .queued
            }
            switch admission {
            case .now: continuation.resume()
            case .refused: continuation.resume(throwing: Refusal.queueFull)
            case .queued: break
            }
        }
    }

    private func expire(_ ticket: Int) {
        let expired = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
            guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
            return waiting.remove(at: index).continuation
        }
        expired?.resume(throwing: Refusal.deadlinePassed)
    }

    /// Hands the slot to the first waiter, or frees it.
    private func release() {
        let next = lock.withLock { () -> Waiter? in
            if waiting.isEmpty {
                running -= 1
                return nil
            }
            return waiting.removeFirst()
        }
        next?.timer.cancel()
        next?.continuation.resume()
    }
}
