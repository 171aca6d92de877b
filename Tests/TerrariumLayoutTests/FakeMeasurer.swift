import TerrariumGraphics
import TerrariumLayout

/// Text measured by hand-checkable rules: every character (the ellipsis too) is half the font
/// size wide, a line is 1.25 font sizes high; lines break at spaces, else mid-word; a text
/// longer than its lines ends in "…" on the last one.
struct FakeMeasurer: TextMeasuring {
    func measure(_ block: TextBlock) -> TextMetrics {
        let charWidth = block.font.size / 2, lineHeight = block.font.size * 1.25
        let perLine = max(1, Int((block.frame.width / charWidth + 1e-9).rounded(.down)))
        var lines: [String] = []
        var current = ""
        for word in block.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= perLine { current = candidate; continue }
            if !current.isEmpty { lines.append(current); current = "" }
            while word.count > perLine { lines.append(String(word.prefix(perLine))); word = String(word.dropFirst(perLine)) }
            current = word
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        var truncated = false
        if lines.count > block.maxLines {
            truncated = true
            let rest = lines[(block.maxLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(block.maxLines - 1)) + [String(rest.prefix(perLine - 1)) + "…"]
        }
        let width = Double(lines.map(\.count).max() ?? 0) * charWidth
        return TextMetrics(size: Size(width, Double(lines.count) * lineHeight), lines: lines.count,
                           drawnText: lines.joined(separator: "\n"), truncated: truncated)
    }
}

let font10 = Font(family: "Inter", weight: .regular, size: 10)
func text(_ string: String) -> LayoutNode { Text(string, font: font10, color: .black) }
func sizeOf(_ node: LayoutNode, _ proposal: ProposedSize, scale: Double = 1) -> Size {
    sizeThatFits(node, proposal, scale: scale, measurer: FakeMeasurer())
}
func p(_ width: Double?, _ height: Double?) -> ProposedSize { ProposedSize(width: width, height: height) }
