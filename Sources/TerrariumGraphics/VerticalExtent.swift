/// The rows, in points, a draw command can change: a generous band, never a tight one, so a
/// picture drawn in horizontal strips (see `Renderer`) can skip the commands that miss a strip
/// and still make every pixel the whole picture makes. nil: it may reach anywhere.
extension DrawCommand {
    /// The band of rows, in points, this command may paint, widened for antialiasing and text
    /// that runs past its frame; nil when it may reach anywhere.
    public var verticalExtent: ClosedRange<Double>? {
        switch self {
        case .fill(let path, _):
            // One point more each way holds the antialiased edge at any pixel scale.
            return path.verticalExtent.map { widened($0, by: 1) }
        case .stroke(let path, _, let style):
            // A miter reaches out to Cairo's default limit of 10 half-widths from the path.
            let reach = style.join == .miter ? style.width * 5 : style.width / 2
            return path.verticalExtent.map { widened($0, by: reach + 1) }
        case .sprite(_, let frame, _), .spriteRegion(_, _, let frame, _):
            return widened(frame.minY...max(frame.minY, frame.maxY), by: 1)
        case .pixelArt(let layer):
            return widened(layer.frame.minY...max(layer.frame.minY, layer.frame.maxY), by: 1)
        case .text(let block):
            // The frame places the text's first line (top), middle (centre) or last (bottom),
            // and lines may run past it: allow every line at twice the font size, and marks
            // such as accents one more size beyond.
            let frame = block.frame
            let lines = Double(block.maxLines) * block.font.size * 2 + block.font.size
            return (frame.minY - lines)...(max(frame.minY, frame.maxY) + lines)
        case .box(_, let children):
            return Self.union(of: children)
        case .crossFade(let from, let to, _):
            return Self.union(of: from + to)
        case .group(let children, let clip, _):
            if let clip { return clip.verticalExtent.map { widened($0, by: 1) } }
            return Self.union(of: children)
        }
    }

    private static func union(of children: [DrawCommand]) -> ClosedRange<Double>? {
        var union: ClosedRange<Double>?
        for child in children {
            guard let extent = child.verticalExtent else { return nil }
            union = union.map { min($0.lowerBound, extent.lowerBound)...max($0.upperBound, extent.upperBound) } ?? extent
        }
        return union ?? 0...0
    }
}

extension Path {
    /// The lowest and highest y the path can reach: its points and curve control points (a
    /// Bézier curve stays inside their hull), and whole circles for arcs. nil for an empty path.
    public var verticalExtent: ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        func include(_ y: Double) { low = min(low, y); high = max(high, y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p.y)
            case .curve(let a, let b, let p): include(a.y); include(b.y); include(p.y)
            case .arc(let center, let radius, _, _, _): include(center.y - abs(radius)); include(center.y + abs(radius))
            case .close: break
            }
        }
        guard low <= high, low.isFinite, high.isFinite else { return nil }
        return low...high
    }
}

private func widened(_ range: ClosedRange<Double>, by amount: Double) -> ClosedRange<Double> {
    (range.lowerBound - amount)...(range.upperBound + amount)
}
