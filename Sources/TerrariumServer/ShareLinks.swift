import Crypto
import Foundation
import Terrarium

/// Signed share links: a render request and an expiry, encoded in the URL and signed with
/// HMAC-SHA256, so an app can hand a user `GET /v1/share/{payload}.png?sig=…` without the API
/// token. The payload is base64url JSON; the signature is base64url of the HMAC of the payload
/// text. Nothing is stored: any instance with the same key checks any link.
struct ShareLinks: Sendable {
    /// A payload's largest size in bytes: URLs stay under the 8 KiB proxies commonly allow.
    static let maximumPayloadBytes = 6 * 1024

    /// The key's bytes; a `SymmetricKey` is made for each use (it is not `Sendable`).
    private let secret: Data

    init(key: Data) {
        secret = key
    }

    private var key: SymmetricKey { SymmetricKey(data: secret) }

    /// The path and query of a link to `request`, valid until `expiry`.
    func link(for request: ServiceRequest, expiry: Date) throws(ServiceError) -> String {
        var fields: [String: JSONValue] = [
            "plugin": .string(request.plugin), "scene": .string(request.scene),
            "expires": .integer(Int(expiry.timeIntervalSince1970.rounded(.down))),
        ]
        switch request.input {
        case .example(let name): fields["example"] = name.map(JSONValue.string) ?? .null
        case .json(let data):
            do { fields["input"] = try JSONValue.parse(data) } catch { throw ServiceError.from(error) }
        }
        if let family = request.family { fields["family"] = .string(family) }
        if let device = request.device { fields["device"] = .string(device) }
        if let scale = request.scale { fields["scale"] = .integer(scale) }
        if let theme = request.theme { fields["theme"] = .string(theme) }
        if let page = request.page { fields["page"] = .integer(page) }
        if !request.axes.isEmpty { fields["axes"] = .object(request.axes.mapValues(JSONValue.string)) }
        if let time = request.time { fields["at"] = .number(time) }
        if let typeSize = request.typeSize { fields["typeSize"] = .string(typeSize.rawValue) }
        if let mode = request.renderingMode { fields["renderingMode"] = .string(mode.label) }
        let payload = Self.base64url(JSONValue.object(fields).encoded())
        guard payload.utf8.count <= Self.maximumPayloadBytes else {
            throw ServiceError(status: 413, code: "too_large",
                               message: "the link's payload would be \(payload.utf8.count) bytes; the limit is \(Self.maximumPayloadBytes) (share a smaller input or an example)",
                               field: "input")
        }
        return "/v1/share/\(payload).png?sig=\(signature(payload))"
    }

    /// The request a link carries, once its signature and expiry are checked against `now`.
    func request(payload: String, signature given: String?, now: Date) throws(ServiceError) -> ServiceRequest {
        guard let given, let mac = Self.data(base64url: given),
              payload.utf8.count <= Self.maximumPayloadBytes,
              HMAC<Crypto.SHA256>.isValidAuthenticationCode(mac, authenticating: Data(payload.utf8), using: key) else {
            throw ServiceError(status: 403, code: "forbidden", message: "the link's signature does not match", field: "sig")
        }
        // Signed by this service, so well formed; a mistake here is still an error, not a crash.
        guard let bytes = Self.data(base64url: payload), case .object(let fields)? = try? JSONValue.parse(bytes),
              case .string(let plugin)? = fields["plugin"], case .string(let scene)? = fields["scene"],
              case .integer(let expires)? = fields["expires"] else {
            throw ServiceError(status: 400, code: "input", message: "the link's payload cannot be read", field: "payload")
        }
        guard Double(expires) > now.timeIntervalSince1970 else {
            throw ServiceError(status: 410, code: "expired", message: "the link expired at \(Date(timeIntervalSince1970: Double(expires)))")
        }
        var input = ServiceRequest.Input.example(nil)
        if case .string(let name)? = fields["example"] { input = .example(name) }
        if let document = fields["input"] { input = .json(document.encoded()) }
        var request = ServiceRequest(plugin: plugin, scene: scene, input: input)
        if case .string(let family)? = fields["family"] { request.family = family }
        if case .string(let device)? = fields["device"] { request.device = device }
        if case .integer(let scale)? = fields["scale"] { request.scale = scale }
        if case .string(let theme)? = fields["theme"] { request.theme = theme }
        if case .integer(let page)? = fields["page"] { request.page = page }
        if case .object(let axes)? = fields["axes"] {
            for (name, value) in axes { if case .string(let text) = value { request.axes[name] = text } }
        }
        if case .string(let name)? = fields["typeSize"] { request.typeSize = TypeSize.named(name) }
        if case .string(let label)? = fields["renderingMode"] { request.renderingMode = RenderingMode(label: label) }
        switch fields["at"] {
        case .number(let time)?: request.time = time
        case .integer(let time)?: request.time = Double(time)
        default: break
        }
        return request
    }

    private func signature(_ payload: String) -> String {
        Self.base64url(Data(HMAC<Crypto.SHA256>.authenticationCode(for: Data(payload.utf8), using: key)))
    }

    static func base64url(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func data(base64url text: String) -> Data? {
        guard text.utf8.allSatisfy({ $0 < 128 }) else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
