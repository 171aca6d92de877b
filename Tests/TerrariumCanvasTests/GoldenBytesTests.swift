import Foundation
import Testing
import TerrariumGraphics
@testable import TerrariumCanvas

/// The encoder's bytes are part of what the goldens hold (issue 37: the same bytes for every
/// golden, or a change named and justified). Pixel comparisons would pass an encoder that
/// chose other matches or filters; these re-encode goldens' own pixels and ask for their
/// compressed data byte for byte. A golden's straight pixels are what the writer filtered when
/// it was recorded, so the same writer gives the same IDAT.
struct GoldenBytesTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One of each kind the writer meets: a night gradient with a smooth plant (the deflater's
    /// hash chains), text on flat colour (RGBA, rounded corners), pixel art (rows repeating the
    /// one above, RGB), a tall scroll (many segments), a lock-screen accessory (translucent).
    static let goldens = [
        "bloom/widget/bloom-night-small@3x.png",
        "bloom/dashboard/bloom-day-430x932@3x.png",
        "rituals/widget/night-en-dark-large@3x.png",
        "rituals/history/no-rituals-430x932@3x.png",
        "rooted/garden/edit-table-square@1x.png",
        "forest/live-activity/stage-1-start-accessory-rectangular@3x.png",
        "cocoa-calm/widget/morning-small-320x568-AX5@2x.png",
    ]

    /// The chunks of type `type`, concatenated.
    static func chunks(_ type: String, of png: Data) -> Data {
        var found = Data(), at = 8
        let bytes = [UInt8](png)
        while at + 12 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard at + 12 + length <= bytes.count else { break }
            if String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self) == type { found += bytes[(at + 8)..<(at + 8 + length)] }
            at += 12 + length
        }
        return found
    }

    @Test(arguments: goldens)
    func reencodingAGoldensPixelsGivesItsBytes(golden: String) throws {
        let url = Self.repository.appendingPathComponent("Goldens/\(golden)")
        let recorded = try Data(contentsOf: url)
        let pixels = try PNGDecoder.decodeWithLibpng(recorded)
        let written = try PNGEncoder.encode(pixels)
        let header = Self.chunks("IHDR", of: written) == Self.chunks("IHDR", of: recorded)
        #expect(header, "\(golden): another header")
        // Compared as a Bool: Swift Testing would diff two unequal collections of 100 KB
        // element by element, which takes minutes.
        let (old, new) = (Self.chunks("IDAT", of: recorded), Self.chunks("IDAT", of: written))
        #expect(old.count > 100, "\(golden)")
        let same = old == new
        let firstDifference = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        #expect(same, "\(golden): \(new.count) bytes of image data against the golden's \(old.count), first differing at \(firstDifference)")
    }
}
