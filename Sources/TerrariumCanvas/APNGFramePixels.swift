internal import CPNGBridge
import Foundation
import TerrariumGraphics

/// The pixel work of an animation's frames, done in C (`frame_delta.c`): whether a frame is
/// opaque, which rectangle changed since the frame before, and that rectangle as it is stored.
enum APNGFramePixels {
    /// Whether every pixel of `frame` is opaque.
    static func isOpaque(_ frame: PixelBuffer) -> Bool {
        frame.rgba.withUnsafeBufferPointer { tpng_rgba_opaque($0.baseAddress, frame.width * frame.height) != 0 }
    }

    /// Whether any pixel of `frame` is `word`.
    static func contains(_ frame: PixelBuffer, _ word: UInt32) -> Bool {
        frame.rgba.withUnsafeBufferPointer { tpng_rgba_contains($0.baseAddress, frame.width * frame.height, word) != 0 }
    }

    /// Whether two frames of one size hold the same pixels.
    static func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        a.rgba.withUnsafeBytes { x in
            b.rgba.withUnsafeBytes { y in
                guard x.count == y.count else { return false }
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }  // both empty
                return memcmp(p, q, x.count) == 0
            }
        }
    }

    /// The smallest rectangle holding every pixel that differs between two frames of one size;
    /// the top-left pixel when none does (a frame needs at least one).
    static func changedRegion(from previous: PixelBuffer, to next: PixelBuffer) -> PixelRect {
        var rect: [Int32] = [0, 0, 1, 1]
        previous.rgba.withUnsafeBufferPointer { old in
            next.rgba.withUnsafeBufferPointer { new in
                _ = tpng_rgba_changed_rect(old.baseAddress, new.baseAddress, Int32(next.width), Int32(next.height), &rect)
            }
        }
        return PixelRect(x: Int(rect[0]), y: Int(rect[1]), width: Int(rect[2]), height: Int(rect[3]))
    }

    /// `region` of `frame`, row by row.
    static func copy(_ frame: PixelBuffer, _ region: PixelRect) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            let source = ((region.y + row) * frame.width + region.x) * 4
            pixels.replaceSubrange(row * region.width * 4..<(row + 1) * region.width * 4,
                                   with: frame.rgba[source..<source + region.width * 4])
        }
        return pixels
    }

    /// `region` of `next` with the pixels equal in `previous` as `unchanged`; nil when a
    /// changed pixel is `unchanged` itself (`keyed`) or, not keyed, is not opaque.
    static func delta(from previous: PixelBuffer, to next: PixelBuffer, in region: PixelRect, unchanged: UInt32,
                      keyed: Bool) -> [UInt8]? {
        let rect: [Int32] = [Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height)]
        let pixels = [UInt8](unsafeUninitializedCapacity: region.width * region.height * 4) { out, count in
            let usable = previous.rgba.withUnsafeBufferPointer { old in
                next.rgba.withUnsafeBufferPointer { new in
                    tpng_rgba_delta(old.baseAddress, new.baseAddress, Int32(next.width), rect, unchanged, keyed ? 1 : 0,
                                    out.baseAddress)
                }
            }
            count = usable != 0 ? out.count : 0
        }
        return pixels.isEmpty ? nil : pixels
    }
}
