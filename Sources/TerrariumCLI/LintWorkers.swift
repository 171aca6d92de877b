import Foundation
import Terrarium

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

/// Findings per case, filled by the workers and read in case order.
final class LintResults: @unchecked Sendable {
    // @unchecked: `slots` is read and written only under `lock`.
    private let lock = NSLock()
    private var slots: [[LintFinding]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ findings: [LintFinding]) {
        lock.lock()
        slots[index] = findings
        lock.unlock()
    }

    var all: [LintFinding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}

extension LintFinding {
    var json: JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(kind.rawValue), "case": .string(caseName), "message": .string(message)]
        fields["box"] = box.map(JSONValue.string) ?? .null
        return .object(fields)
    }
}
