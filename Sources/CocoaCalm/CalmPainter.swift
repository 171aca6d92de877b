import Terrarium

/// The marks Cocoa Calm's screens share: text in the type scale, icons, cards, the modal
/// navigation bar. It collects draw commands in order.
struct CalmPainter {
    let style: CalmStyle
    let measurer: any TextMeasurer
    private(set) var commands: [DrawCommand] = []

    init(style: CalmStyle, measurer: any TextMeasurer) {
        self.style = style
        self.measurer = measurer
    }

    mutating func add(_ command: DrawCommand) { commands.append(command) }
    mutating func fill(_ path: Path, _ paint: Paint) { commands.append(.fill(path, paint)) }
    mutating func fill(_ path: Path, _ role: CalmStyle.Role) { commands.append(.fill(path, .solid(style.color(role)))) }

    /// Text in a type-scale style; it wraps to `lines` and ends in an ellipsis if longer.
    /// Returns the height it takes.
    @discardableResult
    mutating func text(_ string: String, _ font: CalmStyle.FontToken, _ color: CalmStyle.Role, _ frame: Rect,
                       alignment: TextAlignment = .leading, vertical: VerticalAlignment = .top, lines: Int = 1) -> Double {
        let block = TextBlock(string, font: style.font(font), color: style.color(color), frame: frame,
                              alignment: alignment, verticalAlignment: vertical, maxLines: lines)
        commands.append(.text(block))
        return height(of: block)
    }

    /// The height a block takes wrapped to its frame.
    func height(of block: TextBlock) -> Double {
        (try? measurer.size(of: block).height) ?? block.font.size * 1.25 * Double(block.maxLines)
    }

    mutating func icon(_ icon: CalmIcon, in rect: Rect, _ role: CalmStyle.Role) {
        commands += icon.commands(in: rect, color: style.color(role))
    }

    /// A modal sheet's inline navigation bar: the title centred, the × dismiss button at the
    /// top trailing corner (seed/003, "Navigation Pattern").
    mutating func navigationBar(_ title: String, width: Double, top: Double = 54) {
        text(title, .headline, .textPrimary, Rect(x: 60, y: top, width: width - 120, height: 44),
             alignment: .center, vertical: .center)
        let button = Rect(x: width - CalmStyle.padding - 30, y: top + 7, width: 30, height: 30)
        fill(.circle(center: Point(button.midX, button.midY), radius: 15), .track)
        icon(.close, in: button.insetBy(dx: 7, dy: 7), .textSecondary)
    }
}
