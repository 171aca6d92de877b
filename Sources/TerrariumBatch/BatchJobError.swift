import Foundation
import Terrarium

/// Why one batch job cannot be carried out: a `RequestError` (the same code, field and message
/// `render --json` and `serve` give for the same mistake), or one of batch's own fields
/// (`output`, an `input` path, `--shard`, the entry as a whole).
package struct BatchJobError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request error: its code, the manifest field at fault (nil for the entry as a whole,
    /// such as a line that is not JSON) and one line that starts with the field.
    package var error: RequestError

    /// The manifest field at fault (`scene`, `output`) or a flag (`--shard`); nil for the entry
    /// as a whole.
    package var field: String? { error.field }
    /// What is wrong, in one line, starting with the field when one is at fault.
    package var message: String { error.message }
    /// The request error's code (`usage`, `input`, …).
    package var code: RequestError.Code { error.code }

    /// An error about batch's own `field` (or the entry as a whole): `field: rule`.
    package init(field: String?, _ rule: String) {
        error = field.map { RequestError.usage($0, rule) } ?? RequestError(.usage, field: nil, rule)
    }

    /// A request error as it is.
    package init(_ error: RequestError) {
        self.error = error
    }

    package var description: String { message }

    /// An engine error, attributed to the job field that caused it. `source` is the field that
    /// supplied the input (`input` or `example`), blamed for a bad input document.
    package init(_ error: any Error, source: String, overrides: Set<String> = []) {
        if let error = error as? BatchJobError {
            self = error
        } else {
            self.error = RequestError(error, source: source, overrides: overrides)
        }
    }
}
