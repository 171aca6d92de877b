import Foundation
import HTTPTypes
import Hummingbird

/// The playground page (`GET /`): plain HTML, CSS and JavaScript shipped as the module's
/// resources, with no build step and no request to anywhere but this server.
struct Playground: Sendable {
    private let html: Data
    private let javascript: Data
    private let css: Data

    /// Reads the three files; a missing one stops the server at start.
    init() throws {
        func file(_ name: String, _ type: String) throws -> Data {
            guard let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Playground") else {
                throw ServiceError(status: 500, code: "render", message: "the playground's \(name).\(type) is missing from the package")
            }
            return try Data(contentsOf: url)
        }
        html = try file("index", "html")
        javascript = try file("playground", "js")
        css = try file("playground", "css")
    }

    func page() -> Response { Self.response(html, type: "text/html; charset=utf-8") }
    func script() -> Response { Self.response(javascript, type: "text/javascript; charset=utf-8") }
    func styles() -> Response { Self.response(css, type: "text/css; charset=utf-8") }

    private static func response(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        // Nothing from elsewhere: scripts, styles and images come from this server only.
        headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
