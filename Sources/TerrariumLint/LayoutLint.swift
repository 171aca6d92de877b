import Foundation
import Terrarium
import TerrariumGraphics

/// The checks `lint` runs on one render: pure functions of the resolved boxes and two
/// renders, the picture itself and the same picture without its text (the backdrop text is
/// read against).
public enum LayoutLint {
    /// WCAG 2.x contrast for large text and graphics, the floor for any text here.
    public static let minimumContrast = 3.0
    /// How far, in points, paint may stray before it counts: antialiasing and glyph overhang.
    static let tolerance = 0.75

    /// Every defect in one render: `inspection` is its resolved boxes and text metrics, `pixels`
    /// the picture and `backdrop` the same picture drawn without text (what contrast is measured
    /// against). `caseName` labels each finding. Pure: no file or renderer is touched.
    public static func findings(_ inspection: SceneInspection, pixels: PixelBuffer, backdrop: PixelBuffer,
                                caseName: String) -> [LintFinding] {
        var found: [LintFinding] = []
        let canvas = Rect(size: inspection.size)
        let boxes = inspection.boxes
        // A box and its parent are each rounded to the device-pixel grid (text outward, a stack
        // to the nearest pixel), so they may part by one device pixel: at @1x a whole point.
        let grid = max(tolerance, 1 / Double(max(1, inspection.scale)))
        let byID = Dictionary(boxes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func finding(_ kind: LintFinding.Kind, _ box: InspectedBox?, _ message: String) {
            found.append(LintFinding(kind, case: caseName, box: box?.id, message))
        }
        func ancestors(of box: InspectedBox) -> Set<String> {
            var result: Set<String> = []
            var next = box.parent
            while let id = next, !result.contains(id) { result.insert(id); next = byID[id]?.parent }
            return result
        }
        func isOverlay(_ box: InspectedBox) -> Bool {
            box.overlay || ancestors(of: box).contains { byID[$0]?.overlay == true }
        }
        func mayOverflow(_ box: InspectedBox) -> Bool {
            box.mayOverflow || ancestors(of: box).contains { byID[$0]?.mayOverflow == true }
        }

        // Empty: a picture of one colour, or text and images that put nothing down.
        if isUniform(pixels) { finding(.empty, nil, "the picture is a single colour: nothing was drawn") }
        if !boxes.contains(where: { $0.role == .text || $0.role == .image }) {
            finding(.empty, nil, "the scene has no text and no image")
        }
        let texts = boxes.filter { $0.role == .text && $0.text != nil }
        for box in texts {
            guard let block = box.text, let metrics = box.metrics else { continue }
            let quoted = quote(block.text)
            if block.text.contains(where: { !$0.isWhitespace }), box.visibleInk == nil || block.font.size * metrics.scaledBy < 1 {
                finding(.empty, box, "text \(quoted) draws nothing (font \(format(block.font.size)) pt)")
            }
            if metrics.truncated, !block.allowsTruncation {
                let scale = metrics.scaledBy < 1 ? ", even at \(format(metrics.scaledBy))x its size" : ""
                finding(.truncated, box, "text \(quoted) is cut to \(quote(metrics.drawnText)) in a box of "
                        + "\(format(block.frame.width))x\(format(block.frame.height)) pt\(scale)")
            }
            if metrics.missingGlyphs > 0 {
                finding(.missingGlyph, box, "text \(quoted) has \(metrics.missingGlyphs) character(s) no font can draw")
            }
            // The glyphs, not the line box: a face with tall line spacing (DotGothic16's is
            // 1.45 em) may overhang its box with empty leading, never with ink.
            if let ink = box.visibleInk, !block.frame.contains(ink, tolerance: tolerance), !mayOverflow(box) {
                finding(.outside, box, "text \(quoted) is drawn outside its box (\(describe(ink)) in \(describe(block.frame)))")
            }
        }

        // Outside: the canvas, and a declared parent.
        for box in boxes where box.role != .group || box.declared {
            guard let ink = box.visibleInk, !mayOverflow(box) else { continue }
            if !canvas.contains(ink, tolerance: tolerance) {
                finding(.outside, box, "\(describe(box)) is drawn outside the canvas (\(describe(ink)) on \(describe(canvas)))")
            } else if box.declared, let parentID = box.parent, let parent = byID[parentID], parent.declared,
                      !parent.rect.contains(box.rect, tolerance: grid) {
                finding(.outside, box, "\(describe(box)) (\(describe(box.rect))) is outside its parent \(parent.id) (\(describe(parent.rect)))")
            }
        }

        // Overlap: text on text; text under later paint; declared siblings.
        for (i, a) in texts.enumerated() {
            guard let inkA = a.visibleInk, !isOverlay(a) else { continue }
            for b in texts[(i + 1)...] {
                guard let inkB = b.visibleInk, !isOverlay(b), let both = inkA.intersection(inkB),
                      both.width > tolerance, both.height > tolerance else { continue }
                finding(.overlap, b, "text \(quote(b.text?.text ?? "")) overlaps text \(quote(a.text?.text ?? "")) (\(a.id))")
            }
            let above = ancestors(of: a)
            for later in boxes where later.order > a.order && (later.role == .shape || later.role == .image) {
                guard !above.contains(later.id), !isOverlay(later), let ink = later.visibleInk,
                      // A wash over the whole picture is light, not an obstruction.
                      ink.width * ink.height < 0.9 * canvas.width * canvas.height,
                      let both = inkA.intersection(ink), both.width > tolerance, both.height > tolerance else { continue }
                finding(.overlap, a, "text \(quote(a.text?.text ?? "")) is covered by \(describe(later)) drawn after it")
                break
            }
        }
        let declared = boxes.filter { $0.declared && !$0.overlay }
        for (i, a) in declared.enumerated() {
            for b in declared[(i + 1)...] where b.parent == a.parent {
                guard let both = a.rect.intersection(b.rect), both.width > tolerance, both.height > tolerance else { continue }
                finding(.overlap, b, "\(describe(b)) overlaps \(a.id) (\(describe(both)) in common); neither is an overlay")
            }
        }

        // Contrast, against the backdrop under each text's glyphs.
        let scale = Double(inspection.scale)
        for box in texts {
            guard let block = box.text, let ink = box.visibleInk?.intersection(canvas),
                  block.text.contains(where: { $0.isLetter || $0.isNumber }),
                  let ratio = contrast(of: block.color, over: ink, in: backdrop, scale: scale),
                  ratio < minimumContrast else { continue }
            finding(.contrast, box, "text \(quote(block.text)) in \(block.color) has contrast \(format(ratio)):1 "
                    + "against what is under it (at least \(format(minimumContrast)):1)")
        }
        return found
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
        var y = y0
        while y < y1 {
            var x = x0
            while x < x1 {
                let p = backdrop.pixel(x, y)
                // A transparent backdrop (outside a widget's corner) has nothing to read against.
                if p.a > 0 {
                    let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                    let ink = color.alpha < 1 ? under.mixed(with: color.withAlpha(1), color.alpha) : color
                    ratios.append(ink.contrastRatio(with: under))
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
        let bytes = pixels.rgba
        guard bytes.count >= 4 else { return true }
        let first = (bytes[0], bytes[1], bytes[2], bytes[3])
        var i = 4
        while i < bytes.count {
            if (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) != first { return false }
            i += 4
        }
        return true
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
