import Foundation
import Terrarium

/// One failure as the CLI prints it on standard error: `error: MESSAGE`, or with `--json` one
/// JSON object `{"error": {"code", "field", "message"}}` whose `code` scripts may match on. A
/// request's mistake is a `RequestError`, printed with the code, field and message `batch --json`
/// and `serve` give for it.
struct ErrorReport {
    /// The CLI's own codes, beside `RequestError.Code`'s (`usage`, `input`, `not_found`,
    /// `too_large`, `render`). Stable: the README lists them, and scripts compare against them.
    enum Code: String {
        /// The command line is malformed (status 64).
        case usage
        /// A file to read cannot be read or is not what it should be (status 2).
        case unreadable
        /// Anything else: a write that failed, a check that did not pass (status 1).
        case failed
    }

    var message: String
    var code: String
    var field: String?
    /// The process's exit status.
    var status: Int32

    init(message: String, code: Code) {
        self.message = message
        self.code = code.rawValue
        self.status = switch code {
        case .usage: ExitStatus.usage
        case .unreadable: ExitStatus.unreadable
        case .failed: ExitStatus.failure
        }
    }

    /// A request's mistake: a name or value the command line gave exits 64, as any usage
    /// error; bad input, input over the limit and a failed render exit 1.
    init(_ error: RequestError) {
        message = error.message
        code = error.code.rawValue
        field = error.field
        status = switch error.code {
        case .usage, .notFound: ExitStatus.usage
        case .input, .tooLarge, .render: ExitStatus.failure
        }
    }

    func print(json: Bool) {
        let text: String
        if json {
            let object: JSONValue = ["error": ["code": .string(code), "field": field.map(JSONValue.string) ?? .null,
                                               "message": .string(UserText.line(message))]]
            text = String(decoding: object.encoded(), as: UTF8.self) + "\n"
        } else {
            text = "error: \(UserText.line(message))\n"
        }
        Console.error(text)
    }
}
