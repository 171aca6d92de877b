/// A field's value as a surface holds it before it is read: the text of a command-line option or
/// a query parameter, or a manifest's JSON value.
public enum RequestValue: Sendable, Hashable {
    case text(String)
    case json(JSONValue)
}

/// Reads a render request's fields from any surface, each by one rule with one message: the CLI's
/// flags, the service's query, a manifest entry and a share link all come through here, so
/// `scale` 4 is `scale: must be 1, 2 or 3 (got 4)` wherever it is sent.
///
/// The surface says how to find a field's value by its request name; what is not found keeps
/// its default. Names that need the plugin (family, device, theme, page's range, the
/// animation's length) are the renderer's to check, which every surface reaches the same way.
public struct RequestReader {
    /// The fields every surface's request has beyond its plugin, scene and input, by the names
    /// `Codable`, the manifest and the query use.
    public static let fields = ["family", "device", "scale", "theme", "now", "timeZone", "page", "at",
                                "typeSize", "renderingMode", "tint"]

    private let value: (String) -> RequestValue?

    /// A reader over a surface's values, found by request field name.
    public init(_ value: @escaping (String) -> RequestValue?) {
        self.value = value
    }

    /// A reader over text values (command-line options, query parameters).
    public init(text: [String: String]) {
        self.init { text[$0].map(RequestValue.text) }
    }

    /// The request for `plugin`'s `scene` from `input`, with every field this surface gave.
    public func request(plugin: String, scene: String, input: RenderRequest.Input) throws(RequestError) -> RenderRequest {
        var request = RenderRequest(plugin: plugin, scene: scene, input: input)
        try read(into: &request)
        return request
    }

    /// Sets every field this surface gave on `request`, checking each.
    public func read(into request: inout RenderRequest) throws(RequestError) {
        request.family = try string("family")
        request.device = try string("device")
        request.scale = try integer("scale", in: Device.supportedScales, rule: "1, 2 or 3")
        request.theme = try string("theme")
        request.now = try string("now")
        request.timeZone = try string("timeZone")
        request.page = try integer("page", in: 1...Int.max, rule: "1 or more")
        request.time = try seconds("at")
        request.typeSize = try typeSize()
        request.renderingMode = try renderingMode()
    }

    /// A string; a JSON value of another type is refused.
    public func string(_ field: String) throws(RequestError) -> String? {
        switch value(field) {
        case nil, .json(.null)?: return nil
        case .text(let text)?, .json(.string(let text))?: return text
        case .json(let other)?: throw .usage(field, "must be a string, not \(other.typeName)")
        }
    }

    /// A whole number within `range`; `rule` says the range in words.
    public func integer(_ field: String, in range: ClosedRange<Int>, rule: String) throws(RequestError) -> Int? {
        let number: Int
        switch value(field) {
        case nil, .json(.null)?: return nil
        case .text(let text)?:
            guard let parsed = Int(text) else { throw .usage(field, "must be \(rule) (got \(UserText.quoted(text)))") }
            number = parsed
        case .json(.integer(let parsed))?: number = parsed
        case .json(let other)?: throw .usage(field, "must be \(rule) (got \(Self.shown(other)))")
        }
        guard range.contains(number) else { throw .usage(field, "must be \(rule) (got \(number))") }
        return number
    }

    /// A number of seconds, 0 or more (whether it falls inside the animation is the
    /// renderer's check, which knows the scene).
    public func seconds(_ field: String) throws(RequestError) -> Double? {
        let rule = "must be a number of seconds, 0 or more"
        let seconds: Double
        switch value(field) {
        case nil, .json(.null)?: return nil
        case .text(let text)?:
            guard let parsed = Double(text) else { throw .usage(field, "\(rule) (got \(UserText.quoted(text)))") }
            seconds = parsed
        case .json(.integer(let whole))?: seconds = Double(whole)
        case .json(.number(let parsed))?: seconds = parsed
        case .json(let other)?: throw .usage(field, "\(rule) (got \(Self.shown(other)))")
        }
        guard seconds.isFinite, seconds >= 0 else { throw .usage(field, "\(rule) (got \(seconds))") }
        return seconds
    }

    /// `typeSize`: one of iOS's Dynamic Type categories.
    public func typeSize() throws(RequestError) -> TypeSize? {
        guard let name = try string("typeSize") else { return nil }
        guard let size = TypeSize.named(name) else {
            throw .usage("typeSize", "must be one of \(TypeSize.allNames.joined(separator: ", ")) (got \(UserText.quoted(name)))")
        }
        return size
    }

    /// `renderingMode` and, for `tinted` only, its `tint`.
    public func renderingMode() throws(RequestError) -> RenderingMode? {
        let tint = try string("tint")
        var accent: Color?
        if let tint {
            guard let color = Color(hex: tint) else {
                throw .usage("tint", "must be a colour as #RRGGBB (got \(UserText.quoted(tint)))")
            }
            accent = color
        }
        guard let name = try string("renderingMode") else {
            if tint != nil { throw .usage("tint", "goes with renderingMode tinted") }
            return nil
        }
        guard let mode = RenderingMode.named(name, accent: accent) else {
            throw .usage("renderingMode", "must be one of \(RenderingMode.names.joined(separator: ", ")) (got \(UserText.quoted(name)))")
        }
        if tint != nil, name != "tinted" { throw .usage("tint", "goes with renderingMode tinted") }
        return mode
    }

    /// A JSON value as an error shows what was given: strings quoted as user text, other
    /// types by name.
    private static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): UserText.quoted(text)
        case .number(let number): "\(number)"
        default: value.typeName
        }
    }
}

extension RenderRequest {
    /// The fields `RequestReader.read` reads, as the JSON values it reads back into the same
    /// request (a share link's payload); a field at its default is left out.
    public var fieldValues: [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        if let family { fields["family"] = .string(family) }
        if let device { fields["device"] = .string(device) }
        if let scale { fields["scale"] = .integer(scale) }
        if let theme { fields["theme"] = .string(theme) }
        if let now { fields["now"] = .string(now) }
        if let timeZone { fields["timeZone"] = .string(timeZone) }
        if let page { fields["page"] = .integer(page) }
        if let time { fields["at"] = .number(time) }
        if let typeSize { fields["typeSize"] = .string(typeSize.rawValue) }
        if let renderingMode {
            let parts = renderingMode.label.split(separator: ":", maxSplits: 1).map(String.init)
            fields["renderingMode"] = .string(parts[0])
            if parts.count == 2 { fields["tint"] = .string(parts[1]) }
        }
        return fields
    }
}
