import Foundation
import Terrarium
import TerrariumLint

/// What `lint` made of one case.
enum LintOutcome: Equatable {
    /// Drawn and checked: what it found (nothing when it passes).
    case checked([LintFinding])
    /// A second page the case's input does not have: nothing to draw.
    case pageAbsent
}

extension LintFinding {
    var json: JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(kind.rawValue), "case": .string(caseName), "message": .string(message)]
        fields["box"] = box.map(JSONValue.string) ?? .null
        return .object(fields)
    }
}
