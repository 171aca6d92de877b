import Foundation
import Terrarium
import TerrariumGraphics

/// The checks `lint` runs on one render: pure functions of the resolved boxes and two
/// renders, the picture itself and the same picture without its text (the backdrop text is
/// read against).
package enum LayoutLint {
    /// WCAG 2.x contrast for large text and graphics, the floor for any text here.
    package static let minimumContrast = 3.0
    /// How far, in points, paint may stray before it counts: antialiasing and glyph overhang.
    static let tolerance = 0.75

    /// The rules, one type each, in the order their findings are listed.
    package static let rules: [any LintRule] = [EmptyRule(), TruncatedRule(), MissingGlyphRule(), OutsideRule(),
                                               OverlapRule(), ContrastRule()]

    /// Draws `request` and checks it: every surface that lints (the `lint` command, the
    /// service's playground, the property tests) goes through here. The picture is painted only
    /// when its backdrop (the picture without text) is one colour, the only case in which it
    /// can be blank: text alone does not make a picture one colour.
    package static func check(_ request: RenderRequest, caseName: String, with renderer: Renderer) throws
        -> (render: RenderInspection, findings: [LintFinding]) {
        var render = try renderer.inspect(request, pixels: .backdrop)
        if isUniform(render.backdrop) { render = try renderer.inspect(request) }
        return (render, findings(render.inspection, pixels: render.pixels, backdrop: render.backdrop, caseName: caseName))
    }

    /// Every defect in one render: `inspection` is its resolved boxes and text metrics, `pixels`
    /// the picture (which may be left empty when `backdrop` is not one colour: see `check`)
    /// and `backdrop` the same picture drawn without text (what contrast is measured
    /// against). `caseName` labels each finding. Pure: no file or renderer is touched.
    package static func findings(_ inspection: SceneInspection, pixels: PixelBuffer, backdrop: PixelBuffer,
                                caseName: String) -> [LintFinding] {
        let render = LintedRender(inspection: inspection, pixels: pixels, backdrop: backdrop)
        return rules.flatMap { rule in
            rule.findings(in: render).map { LintFinding(rule.kind, case: caseName, box: $0.box?.id, $0.message) }
        }
    }

    /// The contrast most of the backdrop under `rect` gives the colour: the tenth percentile
    /// of the per-pixel ratios, so a stray pixel does not decide it and a busy patch does.
    static func contrast(of color: Color, over rect: Rect, in backdrop: PixelBuffer, scale: Double) -> Double? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(backdrop.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(backdrop.height, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        // At most about 4,000 samples a box: enough for a percentile, cheap for a big title.
        let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 4000).squareRoot().rounded(.up)))
        var ratios: [Double] = []
        // Backdrops are mostly runs of one colour: a pixel like the last one sampled has its ratio.
        var last: (r: UInt8, g: UInt8, b: UInt8)?
        var lastRatio = 0.0
        var y = y0
        while y < y1 {
            var x = x0
            while x < x1 {
                let p = backdrop.pixel(x, y)
                // A transparent backdrop (outside a widget's corner) has nothing to read against.
                if p.a > 0 {
                    if let last, last == (p.r, p.g, p.b) {
                        ratios.append(lastRatio)
                    } else {
                        let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                        let ink = color.alpha < 1 ? under.mixed(with: color.withAlpha(1), color.alpha) : color
                        lastRatio = ink.contrastRatio(with: under)
                        last = (p.r, p.g, p.b)
                        ratios.append(lastRatio)
                    }
                }
                x += step
            }
            y += step
        }
        guard !ratios.isEmpty else { return nil }
        ratios.sort()
        return ratios[ratios.count / 10]
    }

    static func isUniform(_ pixels: PixelBuffer) -> Bool {
        // Every pixel equals the next exactly when every byte equals the one four after it:
        // one memcmp of the buffer against itself, shifted by a pixel.
        pixels.rgba.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 4 else { return true }
            return memcmp(base, base + 4, bytes.count - 4) == 0
        }
    }

    static func quote(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\n", with: " ")
        return "'" + (oneLine.count > 60 ? oneLine.prefix(59) + "…" : oneLine) + "'"
    }

    static func describe(_ box: InspectedBox) -> String {
        box.role == .text ? "text \(quote(box.text?.text ?? ""))" : "\(box.role.rawValue) \(box.id)"
    }

    static func describe(_ rect: Rect) -> String {
        "[\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height))]"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
