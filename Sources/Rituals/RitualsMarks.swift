import Foundation
import Terrarium

/// The marks Rituals draws into the boxes its layouts give them: progress rings, trend
/// arrows and the two small charts. Pure functions of a rectangle and colours.
enum RitualsMarks {
    /// A progress ring centred in `rect`, as large as its shorter side (the stroke inside it):
    /// the track, then the done part clockwise from twelve o'clock.
    static func ring(in rect: Rect, stroke: Double, fraction: Double, track: Color, color: Color) -> [DrawCommand] {
        let center = Point(rect.midX, rect.midY)
        let radius = max(0, min(rect.width, rect.height) / 2 - stroke / 2)
        return DrawCommand.progressRing(center: center, radius: radius, width: stroke, fraction: fraction, track: track, fill: color)
    }

    /// An open gauge along a circle's rim in `rect`: an arc of `span` radians centred on the
    /// angle `towards` (0 along +x, turning clockwise on the screen), its track, then
    /// `fraction` of it filled clockwise from its start.
    static func arcGauge(in rect: Rect, stroke: Double, towards angle: Double, span: Double, fraction: Double,
                         track: Color, color: Color) -> [DrawCommand] {
        let center = Point(rect.midX, rect.midY)
        let radius = max(0, min(rect.width, rect.height) / 2 - stroke / 2)
        let style = StrokeStyle(width: stroke, cap: .round, join: .round)
        let start = angle - span / 2
        var commands: [DrawCommand] = [.stroke(Path { $0.arc(center: center, radius: radius, start: start, end: start + span) }, .solid(track), style)]
        let clamped = min(1, max(0, fraction))
        guard clamped > 0 else { return commands }
        commands.append(.stroke(Path { $0.arc(center: center, radius: radius, start: start, end: start + clamped * span) }, .solid(color), style))
        return commands
    }

    /// A progress bar across the middle of `rect`, as thick as `rect` is tall, with round
    /// ends: the track, then `fraction` of it from the leading end.
    static func bar(in rect: Rect, fraction: Double, track: Color, color: Color) -> [DrawCommand] {
        let thickness = rect.height
        let style = StrokeStyle(width: thickness, cap: .round, join: .round)
        let (left, right, y) = (rect.minX + thickness / 2, rect.maxX - thickness / 2, rect.midY)
        guard right > left else { return [] }
        func segment(to x: Double) -> Path { Path { $0.move(to: Point(left, y)); $0.line(to: Point(x, y)) } }
        var commands: [DrawCommand] = [.stroke(segment(to: right), .solid(track), style)]
        let clamped = min(1, max(0, fraction))
        guard clamped > 0 else { return commands }
        commands.append(.stroke(segment(to: left + clamped * (right - left)), .solid(color), style))
        return commands
    }

    /// A small arrow centred in `rect`: up, down, or a level dash for stable.
    static func trend(_ trend: Trend, in rect: Rect, color: Color) -> [DrawCommand] {
        let size = min(rect.width, rect.height)
        let h = size / 2, center = Point(rect.midX, rect.midY)
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
        return [.stroke(path, .solid(color), stroke)]
    }

    /// Bars for daily rates, oldest first, each centred in its column of `rect` on its track;
    /// a day with nothing due shows the track only. `colour` picks a rate's colour.
    static func bars(_ rates: [Double?], in rect: Rect, gap: Double, track: Color,
                     colour: (Double) -> Color) -> [DrawCommand] {
        guard !rates.isEmpty else { return [] }
        let barWidth = max(1, (rect.width - gap * Double(rates.count - 1)) / Double(rates.count))
        let radius = min(4, barWidth / 2)
        var commands: [DrawCommand] = []
        for (index, rate) in rates.enumerated() {
            let x = rect.minX + Double(index) * (barWidth + gap)
            commands.append(.fill(.roundedRect(Rect(x: x, y: rect.minY, width: barWidth, height: rect.height), radius: radius),
                                  .solid(track)))
            guard let rate, rate > 0 else { continue }
            // At least a cap's height, so a small rate still shows.
            let height = min(rect.height, max(min(barWidth, 8), rect.height * min(1, rate)))
            commands.append(.fill(.roundedRect(Rect(x: x, y: rect.maxY - height, width: barWidth, height: height), radius: radius),
                                  .solid(colour(rate))))
        }
        return commands
    }

    /// A line through the known daily rates over a base line; gaps where nothing was due are
    /// skipped, and the last day has a dot. The dot's radius stays inside `rect`.
    static func sparkline(_ rates: [Double?], in rect: Rect, base: Color, color: Color) -> [DrawCommand] {
        guard rates.count > 1 else { return [] }
        let dot = 4.0
        let plot = rect.insetBy(dx: dot, dy: dot)
        let step = plot.width / Double(rates.count - 1)
        func point(_ index: Int, _ rate: Double) -> Point {
            Point(plot.minX + Double(index) * step, plot.maxY - plot.height * min(1, max(0, rate)))
        }
        var commands: [DrawCommand] = [.stroke(Path { p in
            p.move(to: Point(plot.minX, plot.maxY)); p.line(to: Point(plot.maxX, plot.maxY))
        }, .solid(base), StrokeStyle(width: 1))]
        var line = Path()
        var drawing = false
        for (index, rate) in rates.enumerated() {
            guard let rate else { drawing = false; continue }
            if drawing { line.line(to: point(index, rate)) } else { line.move(to: point(index, rate)) }
            drawing = true
        }
        commands.append(.stroke(line, .solid(color), StrokeStyle(width: 2.5, cap: .round, join: .round)))
        if let last = rates.indices.last, let rate = rates[last] {
            commands.append(.fill(.circle(center: point(last, rate), radius: dot), .solid(color)))
        }
        return commands
    }
}
