import Foundation
import Terrarium
import TerrariumBatch

/// An answer other than an image, as the API states it: an HTTP status, a stable `code`, a
/// message (the CLI's own for the same mistake) and the field it is about, if any. Sent as
/// `{"error": {"code": …, "message": …, "field": …}}`.
package struct ServiceError: Error, Sendable, Equatable {
    /// The HTTP status code.
    package var status: Int
    /// A stable, machine-readable code: `input`, `usage`, `bad_request`, `not_found`,
    /// `method_not_allowed`, `too_large`, `unsupported_media_type`, `unauthorized`, `forbidden`,
    /// `expired`, `request_timeout`, `overloaded`, `render`.
    package var code: String
    /// One line a person can act on.
    package var message: String
    /// The input field or request parameter it is about; nil when none is.
    package var field: String?
    /// Seconds before trying again, for 503.
    package var retryAfter: Int?
    /// The methods a route answers, for 405's `Allow`.
    package var allow: [String]?
    /// The `WWW-Authenticate` challenge, for 401.
    package var challenge: String?

    /// An error with every part given.
    package init(status: Int, code: String, message: String, field: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.retryAfter = retryAfter
    }

    /// The JSON body.
    package var body: JSONValue {
        var error: [String: JSONValue] = ["code": .string(code), "message": .string(message)]
        error["field"] = field.map(JSONValue.string) ?? .null
        return ["error": .object(error)]
    }

    static func notFound(_ message: String) -> ServiceError { ServiceError(status: 404, code: "not_found", message: message) }
    static func overloaded(_ message: String) -> ServiceError {
        ServiceError(status: 503, code: "overloaded", message: message, retryAfter: 1)
    }

    /// The error for what the engine threw, with the code, field and message the CLI and
    /// batch give for it (`RequestError`): a request's mistake or bad input is 400, an unknown
    /// plugin or scene 404, an input over the limit 413, a picture over the image limits 422,
    /// and a failure of the engine itself 500.
    /// `request`, when known, is the request that failed: an input error about a field it
    /// set (`now`) is blamed on that field, as the CLI and batch blame it.
    static func from(_ error: any Error, request: RenderRequest? = nil) -> ServiceError {
        if let error = error as? ServiceError { return error }
        let request = RequestError(error, request: request)
        var status = switch request.code {
        case .usage, .input: 400
        case .notFound: 404
        case .tooLarge: 413
        case .render: 500
        }
        // A picture over the image limits is a valid request that cannot be carried out (RFC
        // 9110's 422), not a body over the size limit.
        if case RenderError.imageTooLarge = error { status = 422 }
        return ServiceError(status: status, code: request.code.rawValue, message: request.message, field: request.field)
    }
}
