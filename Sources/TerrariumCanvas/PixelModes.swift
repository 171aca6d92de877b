internal import CPNGBridge
import TerrariumGraphics

/// Whole-picture colour maps on straight RGBA pixels: the widget rendering modes iOS draws
/// from a widget's own pixels (C, in CPNGBridge's rendering_mode.c).
package enum PixelModes {
    /// Each pixel's luminance mapped from `dark` to `light`, alpha kept. When `invertLight` and
    /// the picture is mostly light, the luminance is inverted first, so a light widget's
    /// background takes the dark end and its text the light one, as iOS's tinted home screen
    /// draws every widget (the system's dark glass behind, the content in the tint).
    package static func tinted(_ pixels: PixelBuffer, dark: Color, light: Color, invertLight: Bool = true) -> PixelBuffer {
        var rgba = pixels.rgba
        let count = pixels.width * pixels.height
        let invert = invertLight && tpng_rgba_mean_luminance(rgba, count) > 127.5
        let low = bytes(dark), high = bytes(light)
        rgba.withUnsafeMutableBufferPointer { buffer in
            tpng_rgba_tint(buffer.baseAddress, count, low, high, invert ? 1 : 0)
        }
        return PixelBuffer(width: pixels.width, height: pixels.height, rgba: rgba)
    }

    /// Each pixel's luminance as grey, alpha kept: full colour desaturated.
    package static func greyscale(_ pixels: PixelBuffer) -> PixelBuffer {
        var rgba = pixels.rgba
        let count = pixels.width * pixels.height
        rgba.withUnsafeMutableBufferPointer { buffer in tpng_rgba_grey(buffer.baseAddress, count) }
        return PixelBuffer(width: pixels.width, height: pixels.height, rgba: rgba)
    }

    private static func bytes(_ color: Color) -> [UInt8] {
        [color.red, color.green, color.blue].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }
}
