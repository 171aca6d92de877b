import Foundation
import Testing
@testable import TerrariumServer

/// Many requests at once: the same key renders once, and beyond the pool and its queue the
/// answer is 503 with Retry-After, never a failure of another kind.
@Suite(.serialized) struct OverloadTests {
    @Test func concurrentRequestsForOneKeyRenderItOnce() async throws {
        let server = try await ServerHarness { $0.maxConcurrent = 2 }.start()
        defer { Task { await server.stop() } }
        let answers = try await withThrowingTaskGroup(of: ServerHarness.Answer.self) { group in
            // The longest screen (about 80 ms to draw), so twelve requests sent at once overlap.
            for _ in 0..<12 { group.addTask { try await server.get("/v1/render/cocoa-calm/hot-chocolate") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.status == 200 })
        #expect(Set(answers.map(\.body)).count == 1)
        let outcomes = answers.compactMap { $0.header("X-Terrarium-Cache") }
        #expect(outcomes.filter { $0 == "miss" }.count == 1, "\(outcomes)")
        #expect(outcomes.contains("shared"), "requests that came while it was drawing waited for it: \(outcomes)")
        let metrics = String(decoding: try await server.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("terrarium_render_seconds_count 1"), "one render for twelve requests")
    }

    @Test func beyondThePoolAndItsQueueTheAnswerIs503WithRetryAfter() async throws {
        let server = try await ServerHarness {
            $0.maxConcurrent = 1
            $0.maxQueued = 1
        }.start()
        defer { Task { await server.stop() } }
        // Distinct keys (a step count each): every one must render.
        let answers = try await withThrowingTaskGroup(of: ServerHarness.Answer.self) { group in
            for steps in 0..<32 {
                group.addTask {
                    try await server.post("/v1/render/bloom/widget?family=large", json: #"{"steps": \#(1_000 + steps), "goal": 10000, "now": "2026-11-25T09:00:00-05:00"}"#)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let statuses = answers.map(\.status)
        #expect(Set(statuses).isSubset(of: [200, 503]), "\(statuses)")
        #expect(statuses.contains(200) && statuses.contains(503), "\(statuses)")
        for refused in answers where refused.status == 503 {
            #expect(refused.header("Retry-After") == "1" && refused.errorCode == "overloaded")
        }
        let metrics = String(decoding: try await server.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("terrarium_rejected_requests_total \(statuses.filter { $0 == 503 }.count)"))
    }
}
