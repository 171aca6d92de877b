import Foundation
import Terrarium
import TerrariumBatch

/// Runs a manifest on threads: one reader streams and plans the jobs into a bounded queue,
/// `workers` threads each own a `BatchJobRunner` (its own renderer, fonts and caches) and render,
/// and the calling thread only receives what finished, for the progress and the summary. Nothing
/// per job is kept once it is reported, so memory does not grow with the manifest.
struct BatchPipeline {
    enum Event: Sendable {
        case finished(BatchJobRunner.Outcome)
        /// A job that failed while the manifest was read (decoding, expansion, a duplicate output).
        case failedEarly(BatchFailure)
        /// The reader is done; `jobs` were numbered in all shards.
        case readerDone(jobs: Int)
        case workerDone
        /// A worker could not start (its renderer could not load the fonts): nothing can render.
        case workerCannotStart(String)
    }

    var workers: Int
    var makeRunner: @Sendable () throws -> BatchJobRunner

    /// Starts the threads and calls `handle` on the calling thread for every event, and with nil
    /// about ten times a second while waiting (for redrawing a progress bar), until every job is
    /// reported. `handle` returns false to stop early: queued jobs are dropped.
    func run(scanner: ManifestScanner, planner: BatchPlanner, handle: (Event?) -> Bool) {
        // A few jobs per worker keeps every worker busy without reading far ahead.
        let work = BatchQueue<BatchJob>(capacity: 4 * workers)
        let events = BatchQueue<Event>(capacity: 1024)
        let reader = Handoff((scanner, planner))
        start("terrarium-batch-reader") {
            guard case (let scanner, var planner)? = reader.take() else {
                work.close()
                events.push(.readerDone(jobs: 0))
                return
            }
            read: while true {
                let entry: ManifestEntry?
                do throws(ManifestSyntaxError) { entry = try scanner.next() } catch {
                    events.push(.failedEarly(planner.failure(error)))
                    break
                }
                guard let entry else { break }
                for item in planner.plan(entry) {
                    let delivered = switch item {
                    case .job(let job): work.push(job)
                    case .failure(let failure): events.push(.failedEarly(failure))
                    }
                    if !delivered { break read }
                }
            }
            work.close()
            events.push(.readerDone(jobs: planner.jobCount))
        }
        for number in 1...workers {
            start("terrarium-batch-worker-\(number)") {
                defer { events.push(.workerDone) }
                let runner: BatchJobRunner
                do { runner = try makeRunner() } catch {
                    events.push(.workerCannotStart("\(error)"))
                    return
                }
                while let job = work.pop() {
                    guard events.push(.finished(runner.run(job))) else { return }
                }
            }
        }
        var readerDone = false
        var workersDone = 0
        while !readerDone || workersDone < workers {
            let batch = events.popAll(waitingUntil: Date(timeIntervalSinceNow: 0.1))
            for event in batch {
                switch event {
                case .readerDone: readerDone = true
                case .workerDone: workersDone += 1
                default: break
                }
                guard handle(event) else {
                    work.cancel()
                    events.cancel()
                    return
                }
            }
            if batch.isEmpty, !handle(nil) {
                work.cancel()
                events.cancel()
                return
            }
        }
    }

    private func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        // Drawing recurses through groups of the scene: give it the usual main-thread stack.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// Moves a value that is not Sendable to the one thread that uses it from then on.
private final class Handoff<Value>: @unchecked Sendable {
    // @unchecked: the value is written before the thread starts and taken once, by that thread.
    private var value: Value?

    init(_ value: Value) { self.value = value }

    /// The value the first time; nil after.
    func take() -> Value? {
        defer { value = nil }
        return value
    }
}
