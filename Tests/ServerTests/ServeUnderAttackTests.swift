import Foundation
import Terrarium
import Testing
@testable import TerrariumServer

/// Issue 38's attacks, each sent as it was: slow bodies, impossible renders, malformed framing,
/// HEAD, and the smaller ones. The attacker is 127.0.0.2 where a test needs a second client.
@Suite(.serialized) struct ServeUnderAttackTests {
    static let post = "POST /v1/render/bloom/widget HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    static let input = #"{"steps": 5000, "goal": 9000, "now": "2026-11-25T18:30:00-05:00"}"#

    @Test func aSlowBodyAttackLeavesOtherClientsPOSTsAnswered() async throws {
        // As on 2 cores: 2 renders at once and 64 waiting, the 66 body slots the attack filled.
        let server = try await ServerHarness {
            $0.maxConcurrent = 2
            $0.maxQueued = 64
            $0.bodyTimeout = .seconds(4)
        }.start()
        defer { Task { await server.stop() } }
        var attackers: [RawConnection] = []
        for _ in 0..<66 {
            let connection = try RawConnection(port: server.port, from: "127.0.0.2")
            try connection.send(Self.post + "Content-Length: 1000\r\n\r\n{")  // then a byte now and then
            attackers.append(connection)
        }
        try await Task.sleep(for: .milliseconds(300))
        let answer = try await server.post("/v1/render/bloom/widget", json: Self.input)
        // Answered while the attack trickles: without the per-client cap this POST found every
        // body slot held and was 503 until the trickle stopped. (About 40 ms on an idle machine;
        // not timed here, as a loaded CI machine can take seconds for any request.)
        #expect(answer.status == 200)
        try? attackers.forEach { try $0.send("\"") }  // a byte now and then
        // The attacker held its share (8 bodies), was told 503 for the rest, and the 8 it held
        // ended at the body timeout with 408.
        let codes = await RawConnection.statuses(attackers, within: 15)
        #expect(codes.filter { $0 == 503 }.count == 58, "\(codes)")
        #expect(codes.filter { $0 == 408 }.count == 8, "\(codes)")
    }

    @Test func thousandsOfIdleConnectionsFromOneClientLeaveHealthzAnswered() async throws {
        let server = try await ServerHarness { $0.maxConnectionsPerClient = 50 }.start()
        defer { Task { await server.stop() } }
        var idle: [RawConnection] = []
        for _ in 0..<200 { idle.append(try RawConnection(port: server.port, from: "127.0.0.2")) }
        // Beyond its 50 the attacker's connections are closed as they are accepted.
        let ends = await withTaskGroup(of: Bool.self) { group in
            for connection in idle {
                let box = UncheckedBox(connection)
                group.addTask { await box.value.receive(within: 5).closed }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(ends.filter { $0 }.count == 150, "\(ends.filter { $0 }.count) of 200 closed")
        let start = ContinuousClock.now
        #expect(try await server.get("/healthz").status == 200)
        #expect(ContinuousClock.now - start < .seconds(5), "not held behind the idle crowd")
    }

    @Test func aPictureOverTheImageLimitsIs422BeforeAnyLayoutAndRememberedAfter() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        // 30 rituals of 20 habits, all due now: inside the input's limits, over the image's.
        guard case .object(var input)? = try await server.get("/v1/plugins/rituals/examples/afternoon-en-light").json,
              case .array(let rituals)? = input["rituals"], case .object(let ritual)? = rituals.first,
              case .array(let habits)? = ritual["habits"], let habit = habits.first else { Issue.record("no example"); return }
        input["rituals"] = .array((0..<30).map { r in
            var copy = ritual
            copy["id"] = .string("r\(r)")
            copy["timeOfDay"] = .string("afternoon")
            copy["habits"] = .array((0..<20).map { h in
                guard case .object(var one) = habit else { return habit }
                one["id"] = .string("h\(r)-\(h)")
                return .object(one)
            })
            return .object(copy)
        })
        let body = String(decoding: JSONValue.object(input).encoded(), as: UTF8.self)
        for scene in ["today", "day"] {
            let answer = try await server.post("/v1/render/rituals/\(scene)", json: body)
            #expect(answer.status == 422, "\(scene): \(String(decoding: answer.body, as: UTF8.self))")
            #expect(answer.errorCode == "too_large" && answer.errorField == "input")
            let message = String(decoding: answer.body, as: UTF8.self)
            // "at least": the size is the plugin's bound, so it was refused before any layout
            // (after layout the message gives the size laid out). Not timed here: a loaded CI
            // machine took 2.5 s for what an idle one does in 0.6 (most of it decoding 700 KB).
            #expect(message.contains("16,384 px") && message.contains("at least 1290x"), "the limit and the size asked for: \(message)")
        }
        // Asked again: answered from the failure remembered, and counted.
        #expect(try await server.post("/v1/render/rituals/today", json: body).status == 422)
        let metrics = String(decoding: try await server.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("terrarium_cache_failure_hits_total 1"), "\(metrics)")
        // inspect says the same.
        #expect(try await server.post("/v1/inspect/rituals/today", json: body).status == 422)
    }

    @Test(arguments: [
        "Transfer-Encoding: chunked\r\n\r\nzz\r\n",
        "Transfer-Encoding: identity\r\nContent-Length: 5\r\n\r\n{\"a\":",
    ])
    func malformedFramingIs400NotA500(framing: String) async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.post + framing)
        let answer = await connection.receive(within: 10) { $0.contains("\r\n\r\n") }
        #expect(answer.text.hasPrefix("HTTP/1.1 400"), "\(answer.text)")
        let metrics = String(decoding: try await server.get("/metrics").body, as: UTF8.self)
        #expect(!metrics.contains(#"status="500""#))
    }

    @Test func headIsAnsweredOnEveryGETRoute() async throws {
        let server = try await ServerHarness { $0.signingKey = Data(repeating: 7, count: 32) }.start()
        defer { Task { await server.stop() } }
        let paths = ["/", "/playground.js", "/playground.css", "/healthz", "/readyz", "/metrics", "/v1/plugins",
                     "/v1/plugins/bloom/examples/seed-morning", "/v1/inspect/bloom/widget", "/v1/render/bloom/widget"]
        for path in paths {
            let get = try await server.get(path)
            let head = try await server.request("HEAD", path)
            #expect(head.status == get.status && get.status == 200, "\(path): HEAD \(head.status), GET \(get.status)")
            #expect(head.body.isEmpty, "\(path)")
            if path != "/metrics" { #expect(head.header("Content-Length") == String(get.body.count), "\(path)") }
        }
        // A route without GET still says what it answers.
        let post = try await server.request("HEAD", "/v1/share-links/bloom/widget")
        #expect(post.status == 405 && post.header("Allow") == "POST")
    }

    @Test func http10WithoutKeepAliveIsClosedAfterItsAnswer() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send("GET /healthz HTTP/1.0\r\n\r\n")
        let answer = await connection.receive(within: 10)
        #expect(answer.closed, "closed at once, not held for 30 s")
        #expect(answer.text.lowercased().contains("connection: close"))
    }

    @Test func expect100ContinueIsAnsweredBeforeTheBody() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.post + "Expect: 100-continue\r\nContent-Length: \(Self.input.utf8.count)\r\n\r\n")
        #expect(await connection.receive(within: 10) { $0.contains("\r\n\r\n") }.text.hasPrefix("HTTP/1.1 100 Continue"))
        try connection.send(Self.input)
        #expect(await connection.status(within: 10) == 200)
    }

    @Test func expect100ContinueForABodyOverTheLimitIsAnswered413AtOnce() async throws {
        let server = try await ServerHarness().start()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send(Self.post + "Expect: 100-continue\r\nContent-Length: 2000000\r\n\r\n")
        let answer = await connection.receive(within: 10) { $0.contains("\r\n\r\n") }
        #expect(answer.text.hasPrefix("HTTP/1.1 413"), "no 100 Continue for a body it will not read: \(answer.text)")
    }

    @Test func answersWhileDrainingSayConnectionClose() async throws {
        let server = try await ServerHarness { $0.drainDelay = .seconds(2) }.start()
        let stopping = Task { await server.stop() }
        try await Task.sleep(for: .milliseconds(300))
        let answer = try await server.get("/healthz")
        #expect(answer.header("Connection")?.lowercased() == "close")
        await stopping.value
    }

    @Test func smallerItemsOfTheAttack() async throws {
        let server = try await ServerHarness { $0.token = "secret-token" }.start()
        defer { Task { await server.stop() } }
        let auth = ["Authorization": "Bearer secret-token"]
        // 401 names its scheme.
        let unauthorized = try await server.post("/v1/render/bloom/widget", json: Self.input)
        #expect(unauthorized.status == 401 && unauthorized.header("WWW-Authenticate") == #"Bearer realm="terrarium""#)
        // `If-None-Match: *` on a request that fails is that failure, never 304.
        let star = try await server.get("/v1/render/bloom/widget?at=3", headers: auth.merging(["If-None-Match": "*"]) { $1 })
        #expect(star.status == 400)
        // page 0 or below is refused, not drawn as page 1 under a key of its own.
        #expect(try await server.get("/v1/render/rituals/history?page=0", headers: auth).status == 400)
        #expect(try await server.get("/v1/render/rituals/history?page=-2", headers: auth).status == 400)
        // An unknown key of 1 MB is quoted in part.
        let key = String(repeating: "k", count: 1_000_000)
        let big = try await server.post("/v1/render/bloom/widget", json: "{\"\(key)\": 1}", headers: auth)
        #expect(big.status == 400 && big.body.count < 2_000, "\(big.body.count) bytes")
    }

    @Test func refusedRequestsAreNotCountedAsCacheMisses() async throws {
        let server = try await ServerHarness {
            $0.maxConcurrent = 1
            $0.maxQueued = 0
        }.start()
        defer { Task { await server.stop() } }
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for steps in 0..<12 {
                group.addTask {
                    try await server.post("/v1/render/bloom/widget?family=large",
                                          json: #"{"steps": \#(2_000 + steps), "now": "2026-11-25T09:00:00-05:00"}"#).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let served = answers.filter { $0 == 200 }.count, refused = answers.filter { $0 == 503 }.count
        #expect(served + refused == 12 && refused > 0, "\(answers)")
        let metrics = String(decoding: try await server.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("terrarium_cache_misses_total \(served)\n"), "\(metrics)")
    }
}
