import Foundation
import Terrarium

/// Why one batch job cannot be carried out: the manifest field at fault (nil when the fault is
/// the entry as a whole, such as a line that is not JSON) and what is wrong, in one line.
public struct BatchJobError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest field at fault (`scene`, `output`) or a flag (`--shard`); nil for the entry
    /// as a whole.
    public var field: String?
    /// What is wrong, in one line, without the field's name (the report adds it).
    public var message: String

    /// An error about `field`.
    public init(field: String?, _ message: String) {
        self.field = field
        self.message = message
    }

    /// One line: `field` and the field's name in backticks, a colon, then the message; the
    /// message alone when no field is to blame.
    public var description: String {
        if let field { "field `\(field)`: \(message)" } else { message }
    }

    /// An engine error, attributed to the job field that caused it. `source` is the field that
    /// supplied the input (`input` or `example`), blamed for a bad input document.
    public init(_ error: any Error, source: String, overrides: Set<String> = []) {
        switch error {
        case let error as BatchJobError:
            self = error
        case let error as RenderError:
            self.init(field: error.field, Self.dropping(prefix: error.field, from: error.description))
        case let error as InputError:
            // `now` and `timeZone` given in the job replace the input's, and are checked by the
            // plugin as input fields: blame the job's field, not the input.
            if let field = error.field, overrides.contains(field) {
                self.init(field: field, error.message)
            } else {
                self.init(field: source, error.description)
            }
        case let error as ThemeError:
            self.init(field: "theme", error.description)
        default:
            self.init(field: nil, "\(error)")
        }
    }

    /// Engine messages often start with their field (`family: scene 'x' has no…`); the report
    /// names the field itself, so the prefix is dropped rather than said twice.
    private static func dropping(prefix field: String?, from message: String) -> String {
        guard let field, message.hasPrefix(field + ": ") else { return message }
        return String(message.dropFirst(field.count + 2))
    }
}

extension RenderError {
    /// The job field a render error is about; nil when it is about the engine or a plugin.
    public var field: String? {
        switch self {
        case .unknownPlugin: "plugin"
        case .unknownScene: "scene"
        case .unknownExample: "example"
        case .unknownFamily, .familyOnScreen, .familyNotOnDevice: "family"
        case .deviceOnImage, .unknownDevice, .screenNotForScene: "device"
        case .unsupportedScale: "scale"
        case .unknownTheme: "theme"
        case .inputTooLarge: "input"
        case .pageOnUnpagedScene, .pageOutOfRange: "page"
        case .unknownAxis, .unknownAxisValue: "axes"
        case .timeOnStillScene, .timeOutOfRange: "at"
        case .framesPerSecondOutOfRange: "fps"
        case .animationTooLarge: "duration"
        case .sceneSizeMismatch, .pluginContract: nil
        }
    }
}
