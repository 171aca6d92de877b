import Foundation
import Terrarium
import TerrariumBatch

/// What a batch shows on standard error while it runs. On a terminal, one line redrawn at most
/// ten times a second: `[######......] 512/1000  85.3 img/s  ETA 0:06`, cleared at the end.
/// Otherwise (a log, a CI console) one plain line per finished job. Errors always get their own
/// `error:` line, so scripts can pick them out; `--quiet` leaves only those.
final class BatchProgress {
    private let total: Int?
    private let terminal: Bool
    private let quiet: Bool
    private let report: BatchReport
    private let started = ProcessInfo.processInfo.systemUptime
    private var done = 0
    private var lastDrawn: TimeInterval = -.infinity
    /// Taken when the batch starts: the progress may be reported from a worker's thread.
    private let console = Console.current
    private var barVisible = false

    init(total: Int?, terminal: Bool, report: BatchReport, quiet: Bool = false) {
        self.total = total
        self.terminal = terminal
        self.quiet = quiet
        self.report = report
    }

    func record(_ outcome: BatchJobRunner.Outcome) {
        done += 1
        switch outcome {
        case .rendered(let path):
            if !terminal && !quiet { write("\(counter) wrote \(UserText.line(report.display(path)))\n") }
        case .skipped(let path):
            if !terminal && !quiet { write("\(counter) skipped \(UserText.line(report.display(path))) (up to date)\n") }
        case .failed(let failure):
            if failure.index == nil { done -= 1 }  // a fault of the manifest, not a job
            clearBar()
            write(UserText.line(report.errorLine(failure)) + "\n")
        }
        tick()
    }

    /// Redraws the bar if a tenth of a second has passed since the last time.
    func tick() {
        guard terminal, !quiet else { return }
        let now = ProcessInfo.processInfo.systemUptime
        guard now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        write("\r" + bar(elapsed: now - started) + "\u{1B}[K")
        barVisible = true
    }

    /// Removes the bar, before the summary.
    func finish() { clearBar() }

    private var counter: String {
        total.map { "[\(done)/\(max($0, done))]" } ?? "[\(done)]"
    }

    private func bar(elapsed: TimeInterval) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let speed = String(format: "%.1f img/s", rate)
        guard let total, total > 0 else { return "\(done) done  \(speed)" }
        let width = 24
        let filled = min(width, done * width / total)
        let left = max(0, total - done)
        let eta = rate > 0 ? Self.clock(Double(left) / rate) : "-:--"
        return "[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] \(done)/\(total)  \(speed)  ETA \(eta)"
    }

    /// `0:06`, `12:30`, `1:02:03`.
    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
    }

    private func clearBar() {
        guard barVisible else { return }
        write("\r\u{1B}[K")
        barVisible = false
        lastDrawn = -.infinity
    }

    private func write(_ text: String) {
        console.err(Data(text.utf8))
    }
}
