import Terrarium
/// Part K of N of a manifest: the jobs whose index i has (i - 1) % N == K - 1. Each of N copies
/// of a job runner (a Kubernetes Indexed Job, a CI matrix, a Slurm array) renders one part, and
/// together they render every job exactly once: every copy reads the whole manifest and numbers
/// the jobs the same way, so the parts neither overlap nor leave a gap.
package struct BatchShard: Sendable, Equatable, CustomStringConvertible {
    /// K, which part this is, from 1 to `count`.
    package let part: Int
    /// N, how many parts the manifest is split into.
    package let count: Int

    /// The whole manifest.
    package static let all = BatchShard(uncheckedPart: 1, count: 1)

    private init(uncheckedPart part: Int, count: Int) {
        self.part = part
        self.count = count
    }

    /// `K/N`, with 1 ≤ K ≤ N.
    package init(_ text: String) throws(BatchJobError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let part = Int(parts[0]), let count = Int(parts[1]) else {
            throw BatchJobError(field: "--shard", "must be K/N, such as 2/5 (got \(text))")
        }
        guard count >= 1 else { throw BatchJobError(field: "--shard", "N must be 1 or more (got \(text))") }
        guard (1...count).contains(part) else {
            throw BatchJobError(field: "--shard", "K must be from 1 to N (got \(text)); a zero-based index such as JOB_COMPLETION_INDEX needs +1")
        }
        self.init(uncheckedPart: part, count: count)
    }

    /// Whether the job numbered `index` (from 1) falls in this part.
    package func contains(_ index: Int) -> Bool { (index - 1) % count == part - 1 }

    /// `K/N`, as `--shard` takes it.
    package var description: String { "\(part)/\(count)" }
}
