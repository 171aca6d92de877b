import Foundation
import Terrarium

/// Signed share links: a render request and an expiry, encoded in the URL and signed with
/// HMAC-SHA256, so an app can hand a user `GET /v1/share/{payload}.png?sig=…` without the API
/// token. The payload is base64url JSON; the signature is base64url of the HMAC of the payload
/// text. Nothing is stored: any instance with the same key checks any link.
struct ShareLinks: Sendable {
    /// A payload's largest size in bytes: URLs stay under the 8 KiB proxies commonly allow.
    static let maximumPayloadBytes = 6 * 1024

    /// The key's bytes.
    private let secret: Data

    init(key: Data) {
        secret = key
    }

    /// The path and query of a link to `request`, valid until `expiry`.
    func link(for request: RenderRequest, expiry: Date) throws(ServiceError) -> String {
        // The request's fields as `RequestReader` reads them back, and what a link adds.
        var fields = request.fieldValues
        fields["plugin"] = .string(request.plugin)
        fields["scene"] = .string(request.scene)
        fields["expires"] = .integer(Int(expiry.timeIntervalSince1970.rounded(.down)))
        switch request.input {
        case .defaultExample: fields["example"] = .null
        case .example(let name): fields["example"] = .string(name)
        case .json(let data):
            do { fields["input"] = try JSONValue.parse(data) } catch { throw ServiceError.from(error) }
        }
        if !request.axes.isEmpty { fields["axes"] = .object(request.axes.mapValues(JSONValue.string)) }
        let payload = Self.base64url(JSONValue.object(fields).encoded())
        guard payload.utf8.count <= Self.maximumPayloadBytes else {
            throw ServiceError(status: 413, code: "too_large",
                               message: "the link's payload would be \(payload.utf8.count) bytes; the limit is \(Self.maximumPayloadBytes) (share a smaller input or an example)",
                               field: "input")
        }
        return "/v1/share/\(payload).png?sig=\(signature(payload))"
    }

    /// The request a link carries, once its signature and expiry are checked against `now`.
    func request(payload: String, signature given: String?, now: Date) throws(ServiceError) -> RenderRequest {
        guard let given, let mac = Self.data(base64url: given),
              payload.utf8.count <= Self.maximumPayloadBytes,
              HMACSHA256.isValid(mac, for: Array(payload.utf8), key: secret) else {
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
        var input = RenderRequest.Input.defaultExample
        if case .string(let name)? = fields["example"] { input = .example(name) }
        if let document = fields["input"] { input = .json(document.encoded()) }
        // Links made before the tint had a field of its own wrote it in the mode's label
        // (`tinted:#FF9F0A`).
        var values = fields
        if case .string(let label)? = fields["renderingMode"], let colon = label.firstIndex(of: ":") {
            values["renderingMode"] = .string(String(label[..<colon]))
            values["tint"] = .string(String(label[label.index(after: colon)...]))
        }
        var request: RenderRequest
        do {
            request = try RequestReader { values[$0].map(RequestValue.json) }.request(plugin: plugin, scene: scene, input: input)
        } catch {
            throw ServiceError.from(error)
        }
        if case .object(let axes)? = fields["axes"] {
            for (name, value) in axes { if case .string(let text) = value { request.axes[name] = text } }
        }
        return request
    }

    private func signature(_ payload: String) -> String {
        Self.base64url(Data(HMACSHA256.code(for: Array(payload.utf8), key: secret)))
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
