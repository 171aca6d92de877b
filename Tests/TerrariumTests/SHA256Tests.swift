import Foundation
import Testing
@testable import Terrarium
@testable import TerrariumBatch

/// The examples of FIPS 180-4 (NIST's "SHA256.pdf" and the long-message vector).
struct SHA256Tests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func nistVectors(message: String, digest: String) {
        #expect(SHA256.hex(SHA256.hash(Data(message.utf8))) == digest)
    }

    @Test func oneMillionAs() {
        #expect(SHA256.hex(SHA256.hash(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Fed in pieces of every size, the digest is the same as in one piece: the block buffer is right.
    @Test func piecewiseEqualsWhole() {
        let message = [UInt8]((0..<300).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let whole = SHA256.hash(message)
        for piece in [1, 3, 55, 56, 63, 64, 65, 127] {
            var hasher = SHA256()
            for start in stride(from: 0, to: message.count, by: piece) {
                hasher.update(message[start..<min(start + piece, message.count)])
            }
            #expect(hasher.finalize() == whole, "pieces of \(piece)")
        }
    }
}

struct ContentKeyTests {
    let base = ContentKey(request: RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "small", scale: 2),
                          themeName: "bloom", themeBytes: Data("{}".utf8))

    @Test func stableAndHex() {
        #expect(base.hex == base.hex)
        #expect(base.hex.count == 64 && base.hex.allSatisfy { "0123456789abcdef".contains($0) })
    }

    /// Every field changes the key, the request's included, and moving a value from one field
    /// to another does too.
    @Test func everyFieldCounts() {
        var variants: [ContentKey] = []
        func with(_ change: (inout ContentKey) -> Void) { var key = base; change(&key); variants.append(key) }
        with { $0.engineVersion = "9.9.9" }
        with { $0.request.plugin = "rooted" }
        with { $0.request.scene = "dashboard" }
        with { $0.request.input = .example("bloom-day") }
        with { $0.request.input = .json(Data("bloom-night".utf8)) }
        with { $0.request.input = .defaultExample }
        with { $0.request.family = nil }
        with { $0.request.family = "large" }
        with { $0.request.scale = 3 }
        with { $0.request.theme = "bloom" }
        with { $0.themeName = "other" }
        with { $0.themeBytes = Data("{ }".utf8) }
        with { $0.themeBytes = nil }
        with { $0.request.page = 1 }
        with { $0.request.now = "2026-11-22T15:30:00-08:00" }
        with { $0.request.timeZone = "Europe/Paris" }
        with { $0.request.device = "390x844" }
        with { $0.request.now = "x"; $0.request.timeZone = nil }
        with { $0.request.now = nil; $0.request.timeZone = "x" }
        with { $0.request.time = 1.5 }
        with { $0.request.typeSize = .accessibility5 }
        with { $0.request.renderingMode = .tinted(accent: RenderingMode.defaultAccent) }
        with { $0.request.renderingMode = .clear }
        with { $0.request.axes = ["locale": "fr-CA"] }
        with { $0.request.axes = ["appearance": "fr-CA"] }
        with { $0.registeredFonts = "abc" }
        with { $0.pluginVersion = "1" }
        with { $0.animation = "fps=10" }
        let keys = Set(variants.map(\.hex) + [base.hex])
        #expect(keys.count == variants.count + 1)
    }
}
