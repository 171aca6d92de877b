/// Why a render request cannot be carried out, as every surface reports it: the CLI's `--json`
/// and its `error:` line, a `batch --json` failure and the service's `{"error": …}` body all
/// carry the same `code`, `field` and `message` for the same mistake, because they all come from
/// here (`RequestReader` for a field's value, `init(_:request:)` for what the renderer found).
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable: scripts and clients match on it, and the README lists it.
    public enum Code: String, Sendable, CaseIterable {
        /// A request field is malformed, out of range or names something the plugin lacks.
        case usage
        /// The input document is invalid: a field missing, mistyped or out of range.
        case input
        /// The plugin or scene does not exist (the service answers 404).
        case notFound = "not_found"
        /// The input is over the engine's size limit.
        case tooLarge = "too_large"
        /// The engine or a plugin failed: not the request's fault.
        case render
    }

    /// What kind of mistake it is.
    public var code: Code
    /// The request field at fault, by the name the manifest, the query and `Codable` use
    /// (`scale`, `typeSize`, `input`); nil when no one field is (a plugin's failure).
    public var field: String?
    /// One line a person can act on; a field's rule starts with the field (`scale: must be 1,
    /// 2 or 3 (got 4)`), and text the user gave is quoted as user text.
    public var message: String

    /// An error with every part given.
    public init(_ code: Code, field: String?, _ message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    /// A field's value that breaks its rule: `field: rule`.
    public static func usage(_ field: String, _ rule: String) -> RequestError {
        RequestError(.usage, field: field, "\(field): \(rule)")
    }

    public var description: String { message }

    /// What the renderer (or a plugin reading its input, or a theme file) threw, said as a
    /// request error. An input error is blamed on the request's field that supplied the value:
    /// `now` and `timeZone` when the request set them (they replace the input's), else `input`,
    /// or `example` for a named example.
    public init(_ error: any Error, request: RenderRequest? = nil) {
        self.init(error, source: request?.sourceField ?? "input", overrides: request?.overrides ?? [])
    }

    /// What the engine threw, for a surface that holds its request in its own form (a batch
    /// job): `source` is the field that supplied the input (`input` or `example`), `overrides`
    /// the input fields the request replaced (`now`, `timeZone`).
    public init(_ error: any Error, source: String, overrides: Set<String>) {
        switch error {
        case let error as RequestError:
            self = error
        case let error as RenderError:
            self.init(Self.code(of: error), field: error.field, error.description)
        case let error as InputError:
            if let field = error.field, overrides.contains(field) {
                self.init(.usage, field: field, "\(field): \(error.message)")
            } else {
                self.init(.input, field: source, error.description)
            }
        case let error as ThemeError:
            self.init(.usage, field: "theme", error.description)
        default:
            self.init(.render, field: nil, "the render failed: \(error)")
        }
    }

    /// `error` said as a request error when the engine threw it (a render, input, theme or
    /// request error); nil for anything else (a file that cannot be written), which the
    /// surface reports as its own.
    public static func engine(_ error: any Error, request: RenderRequest? = nil) -> RequestError? {
        switch error {
        case is RequestError, is RenderError, is InputError, is ThemeError: RequestError(error, request: request)
        default: nil
        }
    }

    /// A render error's code: a name the plugin lacks is `not_found` for the plugin and
    /// scene (the service's path), `usage` for every other field.
    static func code(of error: RenderError) -> Code {
        switch error {
        case .unknownPlugin, .unknownScene: .notFound
        case .inputTooLarge, .imageTooLarge: .tooLarge
        case .sceneSizeMismatch, .pluginContract: .render
        case .unknownExample, .unknownFamily, .familyOnScreen, .familyNotOnDevice, .familySizeUnpublished, .renderingModeNotForCanvas,
             .screenNotForScene, .deviceOnImage, .unknownDevice, .unsupportedScale, .unknownTheme,
             .pageOnUnpagedScene, .pageOutOfRange, .unknownAxis, .unknownAxisValue, .timeOnStillScene,
             .timeOutOfRange, .framesPerSecondOutOfRange, .animationTooLarge:
            .usage
        }
    }

    /// `{"error": {"code": …, "field": …, "message": …}}`, as every surface writes it.
    public var json: JSONValue {
        ["error": ["code": .string(code.rawValue), "field": field.map(JSONValue.string) ?? .null,
                   "message": .string(UserText.line(message))]]
    }
}

extension RenderError {
    /// The request field a render error is about; nil when it is about the engine or a plugin.
    public var field: String? {
        switch self {
        case .unknownPlugin: "plugin"
        case .unknownScene: "scene"
        case .unknownExample: "example"
        case .unknownFamily, .familyOnScreen, .familyNotOnDevice: "family"
        case .renderingModeNotForCanvas: "renderingMode"
        case .deviceOnImage, .unknownDevice, .screenNotForScene, .familySizeUnpublished: "device"
        case .unsupportedScale: "scale"
        case .unknownTheme: "theme"
        case .inputTooLarge, .imageTooLarge: "input"
        case .pageOnUnpagedScene, .pageOutOfRange: "page"
        case .unknownAxis, .unknownAxisValue: "axes"
        case .timeOnStillScene, .timeOutOfRange: "at"
        case .framesPerSecondOutOfRange: "fps"
        case .animationTooLarge: "duration"
        case .sceneSizeMismatch, .pluginContract: nil
        }
    }
}

extension RenderRequest {
    /// The request fields that replace the input's own (checked by the plugin as input fields,
    /// so their errors are blamed on the request's field).
    var overrides: Set<String> {
        var fields: Set<String> = []
        if now != nil { fields.insert("now") }
        if timeZone != nil { fields.insert("timeZone") }
        return fields
    }

    /// The field that supplied the input, blamed for a bad input document.
    var sourceField: String {
        if case .json = input { "input" } else { "example" }
    }
}
