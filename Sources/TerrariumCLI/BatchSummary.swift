import Foundation
import Terrarium
import TerrariumBatch

/// How a batch names things in its messages: output paths under `--out`, and manifest entries
/// as lines or elements.
struct BatchReport {
    var outFolder: String
    var format: ManifestFormat?

    func display(_ path: OutputPath) -> String {
        outFolder == "." ? path.relative : (outFolder as NSString).appendingPathComponent(path.relative)
    }

    /// `error: job 12 (manifest line 3): family: …`; the entry is named when its number
    /// differs from the job's index.
    func errorLine(_ failure: BatchFailure) -> String {
        guard let index = failure.index else { return "error: \(failure.error.message)" }
        var job = "job \(index)"
        if let entry = failure.entry, entry != index { job += " (manifest \(format?.entryName ?? "entry") \(entry))" }
        return "error: \(job): \(failure.error.message)"
    }
}

/// The counts of a batch, and the first failures in detail.
struct BatchSummary {
    /// Failures kept for the JSON summary; later ones are counted only (each was printed as it
    /// happened), so a manifest of a million bad lines cannot fill memory.
    static let maximumListedFailures = 1000

    var rendered = 0
    var skipped = 0
    var failed = 0
    private(set) var failures: [BatchFailure] = []
    private(set) var failuresNotListed = 0

    var total: Int { rendered + skipped + failed }

    mutating func record(_ outcome: BatchJobRunner.Outcome) {
        switch outcome {
        case .rendered: rendered += 1
        case .skipped: skipped += 1
        case .failed(let failure):
            failed += 1
            if failures.count < Self.maximumListedFailures { failures.append(failure) } else { failuresNotListed += 1 }
        }
    }

    /// `rendered 980, skipped 15, failed 5 of 1000 jobs in 12.3 s (81.3 images/s, 2 workers)`.
    func text(seconds: Double, workers: Int, shard: BatchShard?) -> String {
        let shardNote = shard.map { ", shard \($0)" } ?? ""
        return "rendered \(rendered), skipped \(skipped), failed \(failed) of \(total) \(total == 1 ? "job" : "jobs") in "
            + String(format: "%.1f s (%.1f images/s, ", seconds, rate(seconds))
            + "\(workers) \(workers == 1 ? "worker" : "workers")\(shardNote))"
    }

    func json(seconds: Double, workers: Int, shard: BatchShard?, report: BatchReport) -> JSONValue {
        let listed = failures.sorted { ($0.index ?? .max, $0.entry ?? .max) < ($1.index ?? .max, $1.entry ?? .max) }
        return [
            "total": .integer(total),
            "rendered": .integer(rendered),
            "skipped": .integer(skipped),
            "failed": .integer(failed),
            "seconds": .number((seconds * 1000).rounded() / 1000),
            "imagesPerSecond": .number((rate(seconds) * 10).rounded() / 10),
            "workers": .integer(workers),
            "shard": shard.map { .string($0.description) } ?? .null,
            "failures": .array(listed.map { failure in
                [
                    "index": failure.index.map(JSONValue.integer) ?? .null,
                    "manifestEntry": failure.entry.map(JSONValue.integer) ?? .null,
                    "code": .string(failure.error.code.rawValue),
                    "field": failure.error.field.map(JSONValue.string) ?? .null,
                    "message": .string(failure.error.message),
                    "output": failure.output.map { .string(report.display($0)) } ?? .null,
                ]
            }),
            "failuresNotListed": .integer(failuresNotListed),
        ]
    }

    /// Images rendered and written per second: a job skipped as up to date or failed made none.
    private func rate(_ seconds: Double) -> Double {
        seconds > 0 ? Double(rendered) / seconds : 0
    }
}
