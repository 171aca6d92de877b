import Foundation
import Terrarium

/// The marks every Rituals scene is built from: rings, text in the input's language, icons,
/// chips, trend arrows and small charts. It collects draw commands in order.
struct RitualsPainter {
    let style: RitualsStyle
    let text: RitualsText
    let measurer: any TextMeasurer
    private(set) var commands: [DrawCommand] = []

    init(style: RitualsStyle, text: RitualsText, measurer: any TextMeasurer) {
        self.style = style
        self.text = text
        self.measurer = measurer
    }

    mutating func add(_ command: DrawCommand) { commands.append(command) }

    mutating func fill(_ path: Path, _ color: Color) { commands.append(.fill(path, .solid(color))) }

    /// A progress ring: the track, then the done part clockwise from twelve o'clock.
    mutating func ring(center: Point, radius: Double, width: Double, fraction: Double, color: Color) {
        let track = StrokeStyle(width: width, cap: .round, join: .round)
        commands.append(.stroke(.circle(center: center, radius: radius), .solid(style.color(.ringTrack)), track))
        let clamped = min(1, max(0, fraction))
        guard clamped > 0 else { return }
        let start = -Double.pi / 2
        let arc = Path { $0.arc(center: center, radius: radius, start: start, end: start + clamped * 2 * .pi) }
        commands.append(.stroke(clamped >= 1 ? .circle(center: center, radius: radius) : arc, .solid(color), track))
    }

    /// Text in the locale's language; it wraps to `lines` and ends in an ellipsis if longer.
    mutating func label(_ string: String, _ font: RitualsStyle.FontToken, _ color: RitualsStyle.Role, _ frame: Rect,
                        alignment: TextAlignment = .leading, vertical: VerticalAlignment = .top, lines: Int = 1) {
        commands.append(.text(TextBlock(string, font: style.font(font), color: style.color(color), frame: frame,
                                        alignment: alignment, verticalAlignment: vertical, maxLines: lines,
                                        language: text.language)))
    }

    func width(_ string: String, _ font: RitualsStyle.FontToken) -> Double {
        (try? measurer.size(of: string, font: style.font(font)).width) ?? Double(string.count) * style.font(font).size * 0.6
    }

    /// An icon of Rituals' own set; an unknown symbol draws the neutral glyph.
    mutating func icon(_ symbol: String, in rect: Rect, color: RitualsStyle.Role) {
        commands += (RitualIcon.named(symbol) ?? .neutral).commands(in: rect, color: style.color(color))
    }

    mutating func icon(_ icon: RitualIcon, in rect: Rect, color: RitualsStyle.Role) {
        commands += icon.commands(in: rect, color: style.color(color))
    }

    /// A soft pill holding an icon and a word, starting at `origin`; returns its width.
    @discardableResult
    mutating func chip(_ word: String, icon: RitualIcon, origin: Point, height: Double = 24,
                       maxWidth: Double = .infinity) -> Double {
        let iconSize = height - 8
        let textWidth = min(width(word, .footnote), maxWidth - iconSize - 22)
        let total = 8 + iconSize + 6 + textWidth + 10
        fill(.roundedRect(Rect(x: origin.x, y: origin.y, width: total, height: height), radius: height / 2), style.color(.accentSoft))
        self.icon(icon, in: Rect(x: origin.x + 8, y: origin.y + 4, width: iconSize, height: iconSize), color: .accent)
        label(word, .footnote, .accentDark, Rect(x: origin.x + 8 + iconSize + 6, y: origin.y, width: textWidth + 2, height: height),
              vertical: .center)
        return total
    }

    /// A small arrow: up, down, or a level dash for stable.
    mutating func trend(_ trend: Trend, center: Point, size: Double) {
        let h = size / 2
        let role: RitualsStyle.Role = switch trend {
        case .up: .success
        case .down: .error
        case .stable: .textTertiary
        }
        let stroke = StrokeStyle(width: size / 6, cap: .round, join: .round)
        let path = Path { p in
            switch trend {
            case .up:
                p.move(to: Point(center.x, center.y + h)); p.line(to: Point(center.x, center.y - h))
                p.move(to: Point(center.x - h * 0.7, center.y - h * 0.3)); p.line(to: Point(center.x, center.y - h))
                p.line(to: Point(center.x + h * 0.7, center.y - h * 0.3))
            case .down:
                p.move(to: Point(center.x, center.y - h)); p.line(to: Point(center.x, center.y + h))
                p.move(to: Point(center.x - h * 0.7, center.y + h * 0.3)); p.line(to: Point(center.x, center.y + h))
                p.line(to: Point(center.x + h * 0.7, center.y + h * 0.3))
            case .stable:
                p.move(to: Point(center.x - h, center.y)); p.line(to: Point(center.x + h, center.y))
            }
        }
        commands.append(.stroke(path, .solid(style.color(role)), stroke))
    }

    /// Bars for daily rates, oldest first, on their tracks; a day with nothing due shows the track only.
    mutating func bars(_ rates: [Double?], in rect: Rect) {
        guard !rates.isEmpty else { return }
        let gap = 6.0
        let barWidth = (rect.width - gap * Double(rates.count - 1)) / Double(rates.count)
        for (index, rate) in rates.enumerated() {
            let x = rect.minX + Double(index) * (barWidth + gap)
            fill(.roundedRect(Rect(x: x, y: rect.minY, width: barWidth, height: rect.height), radius: min(4, barWidth / 2)),
                 style.color(.ringTrack))
            guard let rate, rate > 0 else { continue }
            // At least a cap's height, so a small rate still shows.
            let height = max(min(barWidth, 8), rect.height * min(1, rate))
            fill(.roundedRect(Rect(x: x, y: rect.maxY - height, width: barWidth, height: height), radius: min(4, barWidth / 2)),
                 style.ringColor(rate: rate))
        }
    }

    /// A line through the known daily rates; gaps where nothing was due are skipped.
    mutating func sparkline(_ rates: [Double?], in rect: Rect) {
        guard rates.count > 1 else { return }
        let step = rect.width / Double(rates.count - 1)
        func point(_ index: Int, _ rate: Double) -> Point {
            Point(rect.minX + Double(index) * step, rect.maxY - rect.height * min(1, max(0, rate)))
        }
        commands.append(.stroke(Path { p in
            p.move(to: Point(rect.minX, rect.maxY)); p.line(to: Point(rect.maxX, rect.maxY))
        }, .solid(style.color(.divider)), StrokeStyle(width: 1)))
        var line = Path()
        var drawing = false
        for (index, rate) in rates.enumerated() {
            guard let rate else { drawing = false; continue }
            if drawing { line.line(to: point(index, rate)) } else { line.move(to: point(index, rate)) }
            drawing = true
        }
        commands.append(.stroke(line, .solid(style.color(.accent)), StrokeStyle(width: 2.5, cap: .round, join: .round)))
        if let last = rates.indices.last, let rate = rates[last] {
            fill(.circle(center: point(last, rate), radius: 4), style.color(.accent))
        }
    }
}
