import TerrariumGraphics

/// Cairo's premultiplied ARGB32 words for straight RGBA, worked out by the rule rather than by
/// the engine's premultiplying (which the tests hold to it): each colour c * a / 255 to the
/// nearest (never a tie), alpha kept.
func premultipliedByTheRule(_ pixels: PixelBuffer) -> [UInt32] {
    stride(from: 0, to: pixels.rgba.count, by: 4).map { i in
        let a = UInt32(pixels.rgba[i + 3])
        func scaled(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | scaled(pixels.rgba[i]) << 16 | scaled(pixels.rgba[i + 1]) << 8 | scaled(pixels.rgba[i + 2])
    }
}
