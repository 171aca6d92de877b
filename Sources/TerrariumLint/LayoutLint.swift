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
    package static let rules: [any LintRule] = [EmptyRule(), TruncatedRule(), TruncationGapRule(), MissingGlyphRule(), SplitClusterRule(),
                                               OutsideRule(), OverlapRule(), ContrastRule(), LineBreakRule(),
                                               DirectionRule(), UnscaledControlRule(), BelowMinimumScaleRule()]

    /// Draws `request` and checks it: every surface that lints (the `lint` command, the
    /// service's playground, the property tests) goes through here. The picture is painted only
    /// when its backdrop (the picture without text) is one colour, the only case in which it
    /// can be blank: text alone does not make a picture one colour.
    /// With `transition`, the scene's frames are checked too (`TransitionLint`).
    package static func check(_ request: RenderRequest, caseName: String, transition: AnimationSpec? = nil,
                              with renderer: Renderer) throws -> (render: RenderInspection, findings: [LintFinding]) {
        var render = try renderer.inspect(request, pixels: .backdrop)
        if render.backdrop.isUniform { render = try renderer.inspect(request) }
        var found = findings(render.inspection, pixels: render.pixels, backdrop: render.backdrop, caseName: caseName)
        if let transition { found += try TransitionLint.check(request, animation: transition, caseName: caseName, with: renderer) }
        return (render, found)
    }

    /// Every defect in one render: `inspection` is its resolved boxes and text metrics, `pixels`
    /// the picture (which may be left empty when `backdrop` is not one colour: see `check`)
    /// and `backdrop` the same picture drawn without text (what contrast is measured
    /// against). `caseName` labels each finding. Pure: no file or renderer is touched.
    package static func findings(_ inspection: SceneInspection, pixels: PremultipliedPixels, backdrop: PremultipliedPixels,
                                caseName: String) -> [LintFinding] {
        let render = LintedRender(inspection: inspection, pixels: pixels, backdrop: backdrop)
        return rules.flatMap { rule in
            rule.findings(in: render).map { LintFinding(rule.kind, case: caseName, box: $0.box?.id, $0.message) }
        }
    }

    /// The contrast most of the backdrop under `rect` gives the colour: the tenth percentile
    /// of the per-pixel ratios, so a stray pixel does not decide it and a busy patch does.
    static func contrast(of color: Color, over rect: Rect, in backdrop: PremultipliedPixels, scale: Double) -> Double? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(backdrop.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(backdrop.height, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        // At most about 4,000 samples a box: enough for a percentile, cheap for a big title.
        let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 4000).squareRoot().rounded(.up)))
        // Backdrops are mostly runs of one colour, so the samples are kept as (ratio, count) per
        // run rather than one ratio each: the percentile below is the same, without sorting
        // thousands of equal values. Colours are compared as the canvas's words.
        var runs: [(ratio: Double, count: Int)] = []
        var lastWord: UInt32 = 0  // transparent: never sampled
        var samples = 0
        backdrop.words.withUnsafeBufferPointer { words in
            var y = y0
            while y < y1 {
                var i = y * backdrop.width + x0
                let rowEnd = y * backdrop.width + x1
                while i < rowEnd {
                    let word = words[i]
                    // A transparent backdrop (outside a widget's corner) has nothing to read against.
                    if word >> 24 != 0 {
                        if word != lastWord {
                            let p = PremultipliedPixels.straight(word)
                            let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                            let ink = color.alpha < 1 ? under.mixed(with: color.withAlpha(1), color.alpha) : color
                            runs.append((ink.contrastRatio(with: under), 1))
                            lastWord = word
                        } else {
                            runs[runs.count - 1].count += 1
                        }
                        samples += 1
                    }
                    i += step
                }
                y += step
            }
        }
        guard samples > 0 else { return nil }
        // The sample at index samples / 10 of the ratios in ascending order.
        runs.sort { $0.ratio < $1.ratio }
        var seen = 0
        for run in runs {
            seen += run.count
            if seen > samples / 10 { return run.ratio }
        }
        return runs.last?.ratio
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
