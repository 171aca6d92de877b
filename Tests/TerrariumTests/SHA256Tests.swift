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
    let base = ContentKey(plugin: "bloom", scene: "widget", source: .example("bloom-night"), family: "small", scale: 2,
                          themeName: "bloom", themeBytes: Data("{}".utf8), page: nil, now: nil, timeZone: nil, device: nil)

    @Test func stableAndHex() {
        #expect(base.hex == base.hex)
        #expect(base.hex.count == 64 && base.hex.allSatisfy { "0123456789abcdef".contains($0) })
    }

    /// Every field changes the key, and moving a value from one field to another does too.
    @Test func everyFieldCounts() {
        var variants: [ContentKey] = []
        func with(_ change: (inout ContentKey) -> Void) { var key = base; change(&key); variants.append(key) }
        with { $0.engineVersion = "9.9.9" }
        with { $0.plugin = "rooted" }
        with { $0.scene = "dashboard" }
        with { $0.source = .example("bloom-day") }
        with { $0.source = .input(Data("bloom-night".utf8)) }
        with { $0.family = nil }
        with { $0.family = "large" }
        with { $0.scale = 3 }
        with { $0.themeName = "other" }
        with { $0.themeBytes = Data("{ }".utf8) }
        with { $0.themeBytes = nil }
        with { $0.page = 1 }
        with { $0.now = "2026-11-22T15:30:00-08:00" }
        with { $0.timeZone = "Europe/Paris" }
        with { $0.device = "390x844" }
        with { $0.now = "x"; $0.timeZone = nil }
        with { $0.now = nil; $0.timeZone = "x" }
        let keys = Set(variants.map(\.hex) + [base.hex])
        #expect(keys.count == variants.count + 1)
    }
}
