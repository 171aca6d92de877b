import TerrariumGraphics

/// A perceptual pixel diff with the semantics of pixelmatch 7.2 (github.com/mapbox/pixelmatch):
/// colours are compared by their YIQ distance (Kotsarenko & Ramos, 2010), anti-aliased pixels
/// are detected (Vyšniauskas, 2009) and not counted, and semi-transparent pixels are blended over
/// a checkerboard before comparing. Counts and diff images match pixelmatch's own test fixtures
/// exactly (see Tests/TerrariumDiffTests), so its thresholds mean the same here.
public enum PixelMatch {
    /// The largest YIQ distance between two colours (black against white): `threshold` 1.
    static let maximumDelta = 35215.0

    /// Compares two images of the same size. With `drawDiff`, also paints the diff image:
    /// differing pixels in `diffColor`, anti-aliased ones in `aaColor`, the rest as image 1
    /// faded toward white (or nothing, with `diffMask`).
    public static func compare(_ first: PixelBuffer, _ second: PixelBuffer,
                               options: PixelMatchOptions = PixelMatchOptions(),
                               drawDiff: Bool = true) throws(PixelMatchError) -> PixelDiff {
        guard first.width == second.width, first.height == second.height else {
            throw .sizeMismatch(first: Size2D(first.width, first.height), second: Size2D(second.width, second.height))
        }
        guard (0...1).contains(options.threshold) else {
            throw .invalidOption(name: "threshold", value: options.threshold, allowed: "from 0 to 1")
        }
        guard (0...1).contains(options.alpha) else {
            throw .invalidOption(name: "alpha", value: options.alpha, allowed: "from 0 to 1")
        }
        let width = first.width, height = first.height
        var output = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        let mismatched = first.rgba.withUnsafeBufferPointer { a in
            second.rgba.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    Matcher(a: a, b: b, out: drawDiff ? out : nil, width: width, height: height, options: options).run()
                }
            }
        }
        let image = drawDiff ? PixelBuffer(width: width, height: height, rgba: output) : nil
        return PixelDiff(mismatchedPixels: mismatched, totalPixels: width * height, image: image)
    }
}

/// One comparison over raw RGBA bytes.
private struct Matcher {
    let a: UnsafeBufferPointer<UInt8>
    let b: UnsafeBufferPointer<UInt8>
    let out: UnsafeMutableBufferPointer<UInt8>?
    let width: Int
    let height: Int
    let options: PixelMatchOptions

    func run() -> Int {
        let count = width * height
        guard count > 0 else { return 0 }
        if (0..<count).allSatisfy({ word(a, $0) == word(b, $0) }) {
            // Identical images: nothing differs; the diff image is image 1 faded (or empty).
            if out != nil && !options.diffMask {
                for i in 0..<count { drawGray(at: i * 4) }
            }
            return 0
        }
        let maxDelta = PixelMatch.maximumDelta * options.threshold * options.threshold
        let alt = options.diffColorAlt ?? options.diffColor
        var mismatched = 0
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let position = index * 4
                let delta = word(a, index) == word(b, index) ? 0 : colorDelta(a, b, position, position, yOnly: false)
                if abs(delta) > maxDelta {
                    let antialiased = !options.includeAA
                        && (isAntialiased(a, x, y, other: b) || isAntialiased(b, x, y, other: a))
                    if antialiased {
                        if !options.diffMask { draw(options.aaColor, at: position) }
                    } else {
                        // The sign of the delta says which way the brightness moved: negative
                        // when image 2 is darker.
                        draw(delta < 0 ? alt : options.diffColor, at: position)
                        mismatched += 1
                    }
                } else if !options.diffMask {
                    drawGray(at: position)
                }
            }
        }
        return mismatched
    }

    // MARK: Colour distance

    /// The squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2` (byte
    /// offsets), negative when pixel 1 is the brighter; or, with `yOnly`, the brightness
    /// difference alone.
    @inline(__always)
    func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                    _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // Both colours composited over the same background: the difference of
            // (c·a + bg·(255 − a)) / 255 for each. The checkerboard background is a fixed
            // pseudo-random pattern of 48 and 207 per channel, keyed by the pixel's byte offset.
            let (rb, gb, bb) = background(k)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    @inline(__always)
    func background(_ k: Int) -> (Double, Double, Double) {
        guard options.checkerboard else { return (255, 255, 255) }
        func level(_ bit: Int) -> Double { 48 + 159 * Double(bit % 2) }
        return (level(k), level(Int(Double(k) / 1.618033988749895)), level(Int(Double(k) / 2.618033988749895)))
    }

    // MARK: Anti-aliasing (Vyšniauskas 2009)

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing: it has both a darker and a
    /// brighter neighbour, at most two equal ones, and its darkest or brightest neighbour sits
    /// in a flat area (3+ identical neighbours) in both images.
    func isAntialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
                       other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        // A pixel on the image's edge has fewer neighbours; count the edge as one equal one.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column by column, so ties between equally dark (or bright) neighbours go the same
        // way as in pixelmatch.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let neighbour = (y * width + x) * 4
                // Equal words give 0 at once; other pairs go through the same arithmetic as pixelmatch.
                let delta = word(img, neighbour / 4) == word(img, position / 4)
                    ? 0 : colorDelta(img, img, position, neighbour, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta
                    maxX = x; maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its RGBA.
    func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(img, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if value == word(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: Pixels

    /// Pixel `index` as one 32-bit word, for exact equality tests.
    @inline(__always)
    func word(_ img: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(img.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
    }

    @inline(__always)
    func draw(_ color: DiffColor, at position: Int) {
        guard let out else { return }
        out[position] = color.red
        out[position + 1] = color.green
        out[position + 2] = color.blue
        out[position + 3] = 255
    }

    /// Image 1's brightness, faded toward white by `alpha` and by the pixel's own alpha.
    @inline(__always)
    func drawGray(at position: Int) {
        guard let out else { return }
        let luma = Double(a[position]) * 0.29889531 + Double(a[position + 1]) * 0.58662247
            + Double(a[position + 2]) * 0.11448223
        let value = 255 + (luma - 255) * options.alpha * Double(a[position + 3]) / 255
        // Truncated, as storing a number into a byte array does in pixelmatch.
        let gray = UInt8(value)
        out[position] = gray
        out[position + 1] = gray
        out[position + 2] = gray
        out[position + 3] = 255
    }
}
