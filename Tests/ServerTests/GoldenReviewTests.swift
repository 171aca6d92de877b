import Foundation
import Terrarium
import TerrariumGolden
import Testing
@testable import TerrariumServer

/// `golden review`'s API as the page uses it, and as a hostile page or a stale tab would.
@Suite(.serialized) struct GoldenReviewTests {
    @Test func theListingHoldsEveryChangedNewAndStaleGoldenAndNothingThatVerifies() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        guard case .object(let listing)? = try await review.request("GET", "/v1/goldens").json,
              case .array(let items)? = listing["items"] else { Issue.record("no listing"); return }
        var kinds: [String: String] = [:]
        for case .object(let item) in items {
            if case .string(let golden)? = item["golden"], case .string(let kind)? = item["kind"] { kinds[golden] = kind }
        }
        #expect(kinds == [ReviewHarness.changed: "changed", ReviewHarness.new: "new", ReviewHarness.stale: "stale"])
        #expect(listing["checked"] == .integer(5), "4 cases and the stale golden")
        #expect(listing["counts"] == .object(["pending": .integer(3), "accepted": .integer(0), "rejected": .integer(0), "deleted": .integer(0)]))
    }

    @Test func anAcceptWritesTheRenderThatThenVerifiesAndAnUndoPutsTheOldBytesBack() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let before = try Data(contentsOf: review.goldens.appendingPathComponent(ReviewHarness.changed))
        let hash = try #require(try await review.listedHash(ReviewHarness.changed))
        let accepted = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "\#(ReviewHarness.changed)", "expectedHash": "\#(hash)"}"#)
        #expect(accepted.status == 200)
        guard case .object(let answer)? = accepted.json else { Issue.record("no answer"); return }
        #expect(answer["status"] == .string("passed"))
        #expect(try review.status(of: ReviewHarness.changed) == .passed)
        #expect(try Data(contentsOf: review.goldens.appendingPathComponent(ReviewHarness.changed)) == (try review.render(ReviewHarness.changed)))

        let undone = try await review.request("POST", "/v1/goldens/undo", json: "{}")
        #expect(undone.status == 200)
        #expect(try Data(contentsOf: review.goldens.appendingPathComponent(ReviewHarness.changed)) == before)
        #expect(try review.status(of: ReviewHarness.changed) == .failed)
        let again = try await review.request("POST", "/v1/goldens/undo", json: "{}")
        #expect(again.status == 409 && again.errorCode == "nothing-to-undo")
    }

    @Test func aNewGoldenIsWrittenAndAStaleOneDeleted() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let new = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "\#(ReviewHarness.new)", "expectedHash": "none"}"#)
        #expect(new.status == 200)
        #expect(try review.status(of: ReviewHarness.new) == .passed)
        let staleHash = try #require(try await review.listedHash(ReviewHarness.stale))
        // Only a stale golden is deleted; the changed one is accepted or rejected.
        let wrong = try await review.request("POST", "/v1/goldens/delete", json: #"{"golden": "\#(ReviewHarness.changed)", "expectedHash": "x"}"#)
        #expect(wrong.status == 400 && wrong.errorCode == "not-stale")
        let deleted = try await review.request("POST", "/v1/goldens/delete", json: #"{"golden": "\#(ReviewHarness.stale)", "expectedHash": "\#(staleHash)"}"#)
        guard case .object(let answer)? = deleted.json else { Issue.record("no answer"); return }
        #expect(answer["status"] == .string("deleted"))
        #expect(!FileManager.default.fileExists(atPath: review.goldens.appendingPathComponent(ReviewHarness.stale).path))
    }

    @Test func aGoldenChangedOnDiskSinceItWasShownIsNotOverwritten() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let shown = try #require(try await review.listedHash(ReviewHarness.changed))
        // Someone (a git checkout, another tab) writes the golden after the page listed it.
        let green = [UInt8](repeating: 0, count: 24 * 24 * 4).enumerated().map { $0.offset % 4 == 1 || $0.offset % 4 == 3 ? UInt8(255) : 0 }
        let theirs = try PNGFile.encode(PixelBuffer(width: 24, height: 24, rgba: green))
        try review.put(theirs, at: ReviewHarness.changed)
        let answer = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "\#(ReviewHarness.changed)", "expectedHash": "\#(shown)"}"#)
        #expect(answer.status == 409 && answer.errorCode == "changed-on-disk" && answer.errorField == "golden")
        #expect(try Data(contentsOf: review.goldens.appendingPathComponent(ReviewHarness.changed)) == theirs)
        // The listing has looked again: its hash is now the file's.
        #expect(try await review.listedHash(ReviewHarness.changed) == SHA256.hex(SHA256.hash(theirs)))
        let missing = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "\#(ReviewHarness.changed)"}"#)
        #expect(missing.status == 400 && missing.errorField == "expectedHash")
    }

    @Test(arguments: ["../outside.png", "/etc/passwd.png", "tiles/../../outside.png", "tiles/./card/red-card@1x.png", "tiles//card/x.png"])
    func aPathOutOfTheGoldensFolderIsRefused(path: String) async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let answer = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "\#(path)", "expectedHash": "none"}"#)
        #expect(answer.status == 403 && answer.errorCode == "outside-goldens", "\(String(decoding: answer.body, as: UTF8.self))")
        #expect(!FileManager.default.fileExists(atPath: review.root.appendingPathComponent("outside.png").path))
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let outside = review.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: review.goldens.appendingPathComponent("tiles/badge"))
        try FileManager.default.createSymbolicLink(at: review.goldens.appendingPathComponent("tiles/badge"), withDestinationURL: outside)
        let answer = try await review.request("POST", "/v1/goldens/accept", json: #"{"golden": "tiles/badge/red-badge@1x.png", "expectedHash": "none"}"#)
        #expect(answer.status == 403 || answer.status == 404, "\(String(decoding: answer.body, as: UTF8.self))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func onlyThisMachinesBrowserMayUseIt() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        let body = #"{"golden": "\#(ReviewHarness.new)", "expectedHash": "none"}"#
        // A page on another site whose name resolves to 127.0.0.1 (DNS rebinding) sends its own Host.
        let rebound = try await review.request("POST", "/v1/goldens/accept", json: body, headers: ["Host": "attacker.example:\(review.port)"])
        #expect(rebound.status == 403 && rebound.errorCode == "forbidden")
        let reading = try await review.request("GET", "/v1/goldens", headers: ["Host": "attacker.example"])
        #expect(reading.status == 403)
        let crossSite = try await review.request("POST", "/v1/goldens/accept", json: body, headers: ["Origin": "https://attacker.example"])
        #expect(crossSite.status == 403)
        // A form can post text/plain without asking first; the API takes JSON only.
        let form = try await review.request("POST", "/v1/goldens/accept", json: body, headers: ["Content-Type": "text/plain"])
        #expect(form.status == 415)
        #expect(!FileManager.default.fileExists(atPath: review.goldens.appendingPathComponent(ReviewHarness.new).path))
        let own = try await review.request("POST", "/v1/goldens/accept", json: body, headers: ["Origin": "http://127.0.0.1:\(review.port)"])
        #expect(own.status == 200)
    }

    @Test func reportImagesAreServedFromTheReportFolderOnly() async throws {
        let review = try await ReviewHarness().start()
        defer { Task { await review.stop() } }
        guard case .object(let listing)? = try await review.request("GET", "/v1/goldens").json, case .array(let items)? = listing["items"],
              case .object(let first)? = items.first, case .string(let actual)? = first["actual"] else { Issue.record("no item"); return }
        let image = try await review.request("GET", "/report/" + actual)
        #expect(image.status == 200 && image.header("Content-Type") == "image/png")
        for path in ["/report/1/..%2F..%2FGoldens%2Ftiles%2Fcard%2Fred-card@1x.png", "/report/1/x.json", "/goldens/..%2Fthemes%2Ftiles.json"] {
            #expect(try await review.request("GET", path).status == 404, "\(path)")
        }
        let page = try await review.request("GET", "/")
        #expect(page.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
    }
}
