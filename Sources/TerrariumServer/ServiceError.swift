import Foundation
import Terrarium
import TerrariumBatch

/// An answer other than an image, as the API states it: an HTTP status, a stable `code`, a
/// message (the CLI's own for the same mistake) and the field it is about, if any. Sent as
/// `{"error": {"code": …, "message": …, "field": …}}`.
public struct ServiceError: Error, Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// A stable, machine-readable code: `input`, `usage`, `not_found`, `method_not_allowed`,
    /// `too_large`, `unsupported_media_type`, `unauthorized`, `forbidden`, `expired`,
    /// `overloaded`, `render`.
    public var code: String
    /// One line a person can act on.
    public var message: String
    /// The input field or request parameter it is about; nil when none is.
    public var field: String?
    /// Seconds before trying again, for 503.
    public var retryAfter: Int?
    /// The methods a route answers, for 405's `Allow`.
    public var allow: [String]?

    /// An error with every part given.
    public init(status: Int, code: String, message: String, field: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.retryAfter = retryAfter
    }

    /// The JSON body.
    public var body: JSONValue {
        var error: [String: JSONValue] = ["code": .string(code), "message": .string(message)]
        error["field"] = field.map(JSONValue.string) ?? .null
        return ["error": .object(error)]
    }

    static func notFound(_ message: String) -> ServiceError { ServiceError(status: 404, code: "not_found", message: message) }
    static func overloaded(_ message: String) -> ServiceError {
        ServiceError(status: 503, code: "overloaded", message: message, retryAfter: 1)
    }

    /// The error for what the engine threw: bad input is 400 with its field, an unknown plugin
    /// or scene 404, an input over the limit 413, and a failure of the engine itself 500.
    static func from(_ error: any Error) -> ServiceError {
        switch error {
        case let error as ServiceError:
            return error
        case let error as InputError:
            return ServiceError(status: 400, code: "input", message: error.description, field: error.field)
        case let error as RenderError:
            switch error {
            case .unknownPlugin, .unknownScene:
                return ServiceError(status: 404, code: "not_found", message: error.description, field: error.field)
            case .inputTooLarge:
                return ServiceError(status: 413, code: "too_large", message: error.description, field: "input")
            case .unknownExample, .unknownFamily, .familyOnScreen, .familyNotOnDevice, .screenNotForScene, .deviceOnImage,
                 .unknownDevice, .unsupportedScale,
                 .unknownTheme, .pageOnUnpagedScene, .pageOutOfRange, .unknownAxis, .unknownAxisValue, .timeOnStillScene,
                 .timeOutOfRange, .framesPerSecondOutOfRange, .animationTooLarge:
                return ServiceError(status: 400, code: "usage", message: error.description, field: error.field)
            case .sceneSizeMismatch, .pluginContract:
                return ServiceError(status: 500, code: "render", message: error.description)
            }
        case let error as ThemeError:
            return ServiceError(status: 400, code: "usage", message: "\(error)", field: "theme")
        default:
            return ServiceError(status: 500, code: "render", message: "the render failed: \(error)")
        }
    }
}
