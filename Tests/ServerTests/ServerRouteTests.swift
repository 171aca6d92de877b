import Foundation
import Testing
import Terrarium

import TerrariumPlugins
@testable import TerrariumServer

/// Every route and status of the API, against a real server on an ephemeral port.
@Suite(.serialized) struct ServerRouteTests {
    /// One server for the table of mistakes, none of which changes what it answers next:
    /// starting one per case (its warm-up draws every plugin) made that table 14 s of this
    /// serialized suite. Left running; the test process ends it.
    static let mistakes = Task { try await ServerHarness().start() }

    @Test func healthReadinessPluginsAndMetrics() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let health = try await server.get("/healthz")
        #expect(health.status == 200 && String(decoding: health.body, as: UTF8.self) == "ok\n")
        #expect(try await server.get("/readyz").status == 200)
        let plugins = try await server.get("/v1/plugins")
        #expect(plugins.status == 200 && plugins.header("Content-Type") == "application/json")
        // Compared as JSON text reads back (a whole-number duration such as 1.0 is written 1).
        #expect(plugins.json == (try? JSONValue.parse(PluginListDocument.make(TerrariumPlugins.registry).encoded())),
                "the same document as list --json")
        _ = try await server.get("/v1/render/bloom/widget?family=small")
        let metrics = try await server.get("/metrics")
        let text = String(decoding: metrics.body, as: UTF8.self)
        #expect(metrics.status == 200 && metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        for name in ["terrarium_http_requests_total{route=\"/v1/render/{plugin}/{scene}\",status=\"200\"} 1", "terrarium_render_seconds_bucket",
                     "terrarium_cache_misses_total 1", "terrarium_cache_bytes", "terrarium_renders_in_flight 0",
                     "terrarium_rejected_requests_total 0", "terrarium_cache_evictions_total 0"] {
            #expect(text.contains(name), "metrics lack \(name)")
        }
    }

    @Test func aRenderIsBatchsBytesWithItsKeyAndIsCachedAndRevalidated() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let first = try await server.get("/v1/render/bloom/widget?family=small")
        #expect(first.status == 200 && first.header("Content-Type") == "image/png")
        #expect(first.header("X-Terrarium-Cache") == "miss")
        let etag = try #require(first.header("ETag"))
        let key = String(etag.dropFirst().dropLast())
        #expect(key.count == 64 && first.header("Location") == "/v1/images/\(key).png")
        // That the bytes and key are batch's is checked with the real tool (CLITests, ServeProcessTests).
        let second = try await server.get("/v1/render/bloom/widget?family=small")
        #expect(second.header("X-Terrarium-Cache") == "hit" && second.body == first.body && second.header("ETag") == etag)

        let image = try await server.get("/v1/images/\(key).png")
        #expect(image.status == 200 && image.body == first.body)
        #expect(image.header("Cache-Control") == "public, max-age=31536000, immutable")
        let unchanged = try await server.get("/v1/images/\(key).png", headers: ["If-None-Match": etag])
        #expect(unchanged.status == 304 && unchanged.body.isEmpty)
        let revalidated = try await server.get("/v1/render/bloom/widget?family=small", headers: ["If-None-Match": "W/\(etag)"])
        #expect(revalidated.status == 304)
        let otherTag = try await server.get("/v1/images/\(key).png", headers: ["If-None-Match": "\"abc\""])
        #expect(otherTag.status == 200)
    }

    @Test func postTakesTheCLIsInputAndAxesFromTheQuery() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let input = #"{"steps": 4200, "goal": 10000, "now": "2026-11-25T09:00:00-05:00"}"#
        let posted = try await server.post("/v1/render/bloom/widget?family=medium&scale=2&device=375x812", json: input)
        #expect(posted.status == 200 && posted.header("X-Terrarium-Cache") == "miss")
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        let direct = try renderer.render(RenderRequest(plugin: "bloom", scene: "widget", input: .json(Data(input.utf8)), family: "medium",
                                                   scale: 2, device: "375x812"))
        #expect(try PNGFile.decode(posted.body) == PNGFile.decode(direct.png), "the same picture the CLI draws")
        let french = try await server.get("/v1/render/rituals/widget?family=small&locale=fr-CA")
        let english = try await server.get("/v1/render/rituals/widget?family=small&locale=en")
        #expect(french.status == 200 && english.status == 200 && french.body != english.body)
        #expect(french.header("ETag") != english.header("ETag"))
    }

    /// `at` draws an animated scene's still at that moment, as `render --at` does, under a key
    /// of its own (the same scene at another moment is another image).
    @Test func atDrawsTheStillOfAMoment() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let moment = try await server.get("/v1/render/cocoa-calm/breathe?device=320x568&scale=1&at=1.2")
        #expect(moment.status == 200, "\(String(decoding: moment.body, as: UTF8.self))")
        var job = RenderRequest(plugin: "cocoa-calm", scene: "breathe", input: .defaultExample, scale: 1, device: "320x568")
        job.time = 1.2
        let direct = try Renderer(registry: TerrariumPlugins.registry).render(job)
        #expect(try PNGFile.decode(moment.body) == PNGFile.decode(direct.png), "render --at's picture")
        let still = try await server.get("/v1/render/cocoa-calm/breathe?device=320x568&scale=1")
        #expect(still.status == 200 && still.header("ETag") != moment.header("ETag"))
        #expect(try PNGFile.decode(still.body) != PNGFile.decode(moment.body))
    }

    @Test(arguments: [
        ("POST", "/v1/render/bloom/widget", #"{"steps": "many"}"#, ["Content-Type": "application/json"], 400, "input", "input"),
        ("POST", "/v1/render/bloom/widget", #"{"steps": 1, "stpes": 2}"#, ["Content-Type": "application/json"], 400, "input", "input"),
        ("POST", "/v1/render/bloom/widget", "{not json", ["Content-Type": "application/json"], 400, "input", "input"),
        ("POST", "/v1/render/bloom/widget", "{}", [:], 415, "unsupported_media_type", nil),
        ("POST", "/v1/render/bloom/widget", "{}", ["Content-Type": "text/plain"], 415, "unsupported_media_type", nil),
        ("GET", "/v1/render/garden/widget", nil, [:], 404, "not_found", "plugin"),
        ("GET", "/v1/render/bloom/lawn", nil, [:], 404, "not_found", "scene"),
        ("GET", "/v1/render/bloom/widget?family=huge", nil, [:], 400, "usage", "family"),
        ("GET", "/v1/render/bloom/widget?scale=7", nil, [:], 400, "usage", "scale"),
        ("GET", "/v1/render/bloom/widget?scale=two", nil, [:], 400, "usage", "scale"),
        ("GET", "/v1/render/bloom/widget?example=nope", nil, [:], 400, "usage", "example"),
        ("GET", "/v1/render/bloom/widget?theme=../../etc/passwd", nil, [:], 400, "usage", "theme"),
        ("POST", "/v1/render/bloom/widget", #"{"steps": 1, "theme": "/dev/zero"}"#, ["Content-Type": "application/json"], 400, "usage", "theme"),
        ("POST", "/v1/render/bloom/widget", #"{"steps": 1, "theme": "../Themes/bloom.json"}"#, ["Content-Type": "application/json"], 400, "usage", "theme"),
        ("POST", "/v1/inspect/bloom/widget", #"{"theme": "x.json"}"#, ["Content-Type": "application/json"], 400, "usage", "theme"),
        ("GET", "/v1/render/bloom/widget?theme=nope", nil, [:], 400, "usage", "theme"),
        ("GET", "/v1/render/rituals/widget?locale=xx", nil, [:], 400, "usage", "axes"),
        ("GET", "/v1/render/bloom/widget?colour=red", nil, [:], 400, "usage", "axes"),
        ("GET", "/v1/images/0123.png", nil, [:], 404, "not_found", nil),
        ("GET", "/nowhere", nil, [:], 404, "not_found", nil),
        ("DELETE", "/v1/render/bloom/widget", nil, [:], 405, "method_not_allowed", nil),
        ("PUT", "/v1/plugins", nil, [:], 405, "method_not_allowed", nil),
        ("GET", "/v1/share/abc.png", nil, [:], 404, "not_found", nil),
        ("GET", "/v1/render/bloom/widget?at=1", nil, [:], 400, "usage", "at"),
        ("GET", "/v1/render/cocoa-calm/breathe?at=-1", nil, [:], 400, "usage", "at"),
        ("GET", "/v1/render/cocoa-calm/breathe?at=soon", nil, [:], 400, "usage", "at"),
        ("GET", "/v1/render/cocoa-calm/breathe?at=31", nil, [:], 400, "usage", "at"),
    ] as [(String, String, String?, [String: String], Int, String, String?)])
    func everyMistakeHasItsStatusCodeAndField(method: String, path: String, body: String?, headers: [String: String],
                                              status: Int, code: String, field: String?) async throws {
        let server = try await Self.mistakes.value
        let answer = try await server.request(method, path, headers: headers, body: body.map { Data($0.utf8) })
        #expect(answer.status == status, "\(method) \(path): \(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.header("Content-Type") == "application/json")
        #expect(answer.errorCode == code && answer.errorField == field, "\(String(decoding: answer.body, as: UTF8.self))")
        if status == 405 { #expect(answer.header("Allow") != nil) }
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        let server = try await ServerHarness { $0.maxBodyBytes = 1_000 }.start()
        defer { Task { await server.stop() } }
        let big = #"{"steps": 1, "pad": ""# + String(repeating: "x", count: 2_000) + #""}"#
        let answer = try await server.post("/v1/render/bloom/widget", json: big)
        #expect(answer.status == 413 && answer.errorCode == "too_large" && answer.errorField == "input")
    }

    @Test func theTokenGuardsTheRenderRoutesOnly() async throws {
        let server = try await ServerHarness { $0.token = "s3cret-token" }.start()
        defer { Task { await server.stop() } }
        #expect(try await server.get("/v1/render/bloom/widget").status == 401)
        #expect(try await server.get("/v1/render/bloom/widget", headers: ["Authorization": "Bearer wrong"]).status == 401)
        #expect(try await server.get("/v1/render/bloom/widget", headers: ["Authorization": "Bearer s3cret-token-and-more"]).status == 401)
        let allowed = try await server.get("/v1/render/bloom/widget", headers: ["Authorization": "Bearer s3cret-token"])
        #expect(allowed.status == 200)
        #expect(try await server.post("/v1/render/bloom/widget", json: "{}").errorCode == "unauthorized")
        #expect(try await server.get("/v1/inspect/bloom/widget").errorCode == "unauthorized")
        #expect(try await server.post("/v1/share-links/bloom/widget", json: "{}").errorCode == "unauthorized")
        #expect(try await server.get("/v1/render/bloom/widget", headers: ["Authorization": "bearer s3cret-token"]).status == 200,
                "the scheme is case-insensitive")
        #expect(try await server.get("/healthz").status == 200)
        #expect(try await server.get("/v1/plugins").status == 200)
        let key = try #require(allowed.header("ETag")).dropFirst().dropLast()
        #expect(try await server.get("/v1/images/\(key).png").status == 200, "images are content-addressed, not guarded")
    }

    @Test func shareLinksAreSignedAndExpire() async throws {
        let server = try await ServerHarness {
            $0.token = "token"
            $0.signingKey = Data("0123456789abcdef0123456789abcdef".utf8)
        }.start()
        defer { Task { await server.stop() } }
        let made = try await server.post("/v1/share-links/rooted/garden?expires=600", json: #"{"now": "2026-11-22T14:00:00-08:00", "friends": []}"#,
                                          headers: ["Authorization": "Bearer token"])
        #expect(made.status == 200)
        guard case .object(let fields)? = made.json, case .string(let url)? = fields["url"] else {
            Issue.record("no url in \(String(decoding: made.body, as: UTF8.self))")
            return
        }
        let shared = try await server.get(url)
        #expect(shared.status == 200 && shared.header("Content-Type") == "image/png", "no token needed")
        let direct = try await server.post("/v1/render/rooted/garden", json: #"{"now": "2026-11-22T14:00:00-08:00", "friends": []}"#,
                                           headers: ["Authorization": "Bearer token"])
        // The link carries the input re-encoded, and a key covers the input's bytes, so the
        // keys may differ; the picture may not.
        #expect(try PNGFile.decode(shared.body) == PNGFile.decode(direct.body))
        let byExample = try await server.request("POST", "/v1/share-links/bloom/widget?example=bloom-night&family=medium",
                                                 headers: ["Authorization": "Bearer token"])
        guard case .object(let exampleFields)? = byExample.json, case .string(let exampleURL)? = exampleFields["url"] else {
            Issue.record("no url in \(String(decoding: byExample.body, as: UTF8.self))")
            return
        }
        let exampleImage = try await server.get(exampleURL)
        let exampleDirect = try await server.get("/v1/render/bloom/widget?example=bloom-night&family=medium",
                                                 headers: ["Authorization": "Bearer token"])
        #expect(exampleImage.status == 200 && exampleImage.header("ETag") == exampleDirect.header("ETag"), "an example's link is its key")
        let tampered = url.replacingOccurrences(of: "sig=", with: "sig=A")
        #expect(try await server.get(tampered).errorCode == "forbidden")
        #expect(try await server.get(url.components(separatedBy: "?")[0]).errorCode == "forbidden")
        // Another payload (a later expiry, say) with the old signature is refused.
        let signature = url.components(separatedBy: "sig=")[1]
        let other = try ShareLinks(key: Data("another key, not the server's 0123".utf8))
            .link(for: RenderRequest(plugin: "rooted", scene: "garden"), expiry: Date(timeIntervalSinceNow: 99_999))
        let forged = other.components(separatedBy: "sig=")[0] + "sig=" + signature
        #expect(try await server.get(forged).errorCode == "forbidden")
        #expect(try await server.post("/v1/share-links/rooted/garden?expires=0", json: "{}", headers: ["Authorization": "Bearer token"]).status == 400)
        // A link past its expiry, signed with the same key.
        let links = ShareLinks(key: Data("0123456789abcdef0123456789abcdef".utf8))
        let old = try links.link(for: RenderRequest(plugin: "bloom", scene: "widget"), expiry: Date(timeIntervalSinceNow: -1))
        let expired = try await server.get(old)
        #expect(expired.status == 410 && expired.errorCode == "expired")
    }
}
