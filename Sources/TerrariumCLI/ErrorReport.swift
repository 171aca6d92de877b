import Foundation
import Terrarium

/// One failure as the CLI prints it on standard error: `error: MESSAGE`, or with `--json` one
/// JSON object `{"error": {"code", "message"}}` whose `code` scripts may match on.
struct ErrorReport {
    /// Stable: the README lists them, and scripts compare against them.
    enum Code: String {
        /// The command line is malformed or names something unknown (status 64).
        case usage
        /// The input document is invalid: a field missing, mistyped or out of range (status 1).
        case input
        /// The render cannot be carried out as asked (status 1).
        case render
        /// A file to read cannot be read or is not what it should be (status 2).
        case unreadable
        /// Anything else: a write that failed, a check that did not pass (status 1).
        case failed

        var status: Int32 {
            switch self {
            case .usage: ExitStatus.usage
            case .unreadable: ExitStatus.unreadable
            case .input, .render, .failed: ExitStatus.failure
            }
        }
    }

    var message: String
    var code: Code

    func print(json: Bool) {
        let text: String
        if json {
            let object: JSONValue = ["error": ["code": .string(code.rawValue), "message": .string(UserText.line(message))]]
            text = String(decoding: object.encoded(), as: UTF8.self) + "\n"
        } else {
            text = "error: \(UserText.line(message))\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
