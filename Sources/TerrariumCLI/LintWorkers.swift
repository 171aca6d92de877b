import Foundation
import Terrarium
import TerrariumLint

/// Hands out case indices to `lint`'s workers, once each.
final class LintCounter: @unchecked Sendable {
    // @unchecked: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// Findings per case, filled by the workers and read in case order. A case no worker checked
/// (every worker failed to start a renderer) stays nil, so lint can never pass it unseen.
final class LintResults: @unchecked Sendable {
    // @unchecked: `slots`, `absent` and `startFailure` are read and written only under `lock`.
    private let lock = NSLock()
    private var slots: [[LintFinding]?]
    private var startFailure: String?

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Notes that a worker could not start (its cases go to the others).
    func workerFailed(_ message: String) {
        lock.lock()
        startFailure = message
        lock.unlock()
    }

    /// How many cases no worker checked, and why, if any.
    var unchecked: (count: Int, reason: String)? {
        lock.lock()
        defer { lock.unlock() }
        let count = slots.filter { $0 == nil }.count
        return count == 0 ? nil : (count, startFailure ?? "no worker ran")
    }

    /// Cases for a second page their input does not have: checked, with nothing to draw.
    private var absent = 0
    var absentPages: Int {
        lock.lock()
        defer { lock.unlock() }
        return absent
    }

    /// Notes that case `index` asked for a page its input does not have.
    func pageAbsent(_ index: Int) {
        lock.lock()
        slots[index] = []
        absent += 1
        lock.unlock()
    }

    func set(_ index: Int, _ findings: [LintFinding]) {
        lock.lock()
        slots[index] = findings
        lock.unlock()
    }

    var all: [LintFinding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 ?? [] }
    }
}

extension LintFinding {
    var json: JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(kind.rawValue), "case": .string(caseName), "message": .string(message)]
        fields["box"] = box.map(JSONValue.string) ?? .null
        return .object(fields)
    }
}
