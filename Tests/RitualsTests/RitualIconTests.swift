import Foundation
import Testing
@testable import Rituals
import TerrariumGraphics

/// The icon set's promises: every icon draws something, stays 2 units inside its 24x24 box
/// with its stroke included, symbol names resolve as the table says, and placement scales
/// the grid exactly.
struct RitualIconTests {
    // MARK: Drawings

    @Test("every icon has marks, none of them empty, and one stroke", arguments: RitualIcon.allCases)
    func everyIconDrawsSomething(_ icon: RitualIcon) {
        #expect(!icon.marks.isEmpty)
        for mark in icon.marks {
            #expect(!path(of: mark).elements.isEmpty, "\(icon) has an empty mark")
        }
        // A line icon set: fills are details beside the outline, never the whole icon. The
        // outlines are one path, so a translucent colour does not darken where lines cross.
        let strokes = icon.marks.filter { if case .stroke = $0 { true } else { false } }
        #expect(strokes.count == 1)
    }

    /// The bound: the ink stays within 2...22 on both axes. A stroke's centre line therefore
    /// stays within 2.875...21.125 (half the 1.75 stroke inside), a fill's outline within 2...22.
    /// Curves are checked by their control points (a Bézier lies inside them, so this is
    /// stricter than the curve itself) and arcs by their exact extent.
    @Test("every mark stays 2 units inside the box, stroke included", arguments: RitualIcon.allCases)
    func staysInsideTheMargin(_ icon: RitualIcon) {
        for mark in icon.marks {
            let inset: Double
            switch mark {
            case .stroke: inset = 2 + RitualIcon.strokeWidth / 2
            case .fill: inset = 2
            }
            let allowed = inset...(24 - inset)
            for point in extentPoints(path(of: mark)) {
                #expect(allowed.contains(point.x) && allowed.contains(point.y),
                        "\(icon): (\(point.x), \(point.y)) is outside \(allowed)")
            }
        }
    }

    @Test func everyIconLooksDifferent() {
        let drawings = Set(RitualIcon.allCases.map(\.marks))
        #expect(drawings.count == RitualIcon.allCases.count)
    }

    // MARK: Names

    @Test("a raw value names its own icon", arguments: RitualIcon.allCases)
    func rawValuesResolve(_ icon: RitualIcon) {
        #expect(RitualIcon.named(icon.rawValue) == icon)
    }

    @Test func everyAliasResolvesToItsIcon() {
        #expect(RitualIcon.aliases.count >= 40)
        for (name, icon) in RitualIcon.aliases {
            #expect(RitualIcon.named(name) == icon, "\(name)")
        }
    }

    /// The SF names the Rituals inputs are known to use, spelled out here so a change to the
    /// alias table that drops or remaps one fails.
    @Test(arguments: [
        ("drop", RitualIcon.water), ("sun.max", .sun), ("sun.min", .sun), ("sunrise", .morning),
        ("sunset", .evening), ("moon", .moon), ("moon.stars", .night), ("book", .book),
        ("book.closed", .book), ("wind", .breath), ("lungs", .breath), ("figure.walk", .walk),
        ("figure.run", .movement), ("shoeprints", .walk), ("bed.double", .sleep), ("zzz", .sleep),
        ("sparkles", .selfCare), ("heart", .health), ("leaf", .mindfulness),
        ("brain.head.profile", .focus), ("figure.mind.and.body", .meditation),
        ("cup.and.saucer", .tea), ("mug", .tea), ("pencil", .journal), ("note.text", .journal),
        ("checklist", .productivity), ("list.bullet", .productivity), ("dumbbell", .strength),
        ("pills", .vitamins), ("pill", .vitamins), ("iphone.slash", .screenOff), ("target", .focus),
        ("calendar", .review), ("music.note", .music), ("alarm", .alarm), ("clock", .anytime),
        ("shower", .shower), ("carrot", .food), ("apple", .food),
    ])
    func knownSymbolNames(_ name: String, _ icon: RitualIcon) {
        #expect(RitualIcon.named(name) == icon)
    }

    @Test(arguments: [
        ("drop.fill", RitualIcon.water), ("heart.circle", .health), ("heart.circle.fill", .health),
        ("sun.max.fill", .sun), ("moon.stars.fill", .night), ("checkmark.square.fill", .productivity),
        ("figure.walk.circle", .walk), ("circle.fill", .neutral),
    ])
    func variantSuffixesAreStripped(_ name: String, _ icon: RitualIcon) {
        #expect(RitualIcon.named(name) == icon)
    }

    @Test(arguments: ["definitely.not.a.symbol", "", ".fill", "Water", "WATER", "drop.fill.extra", "fill"])
    func unknownNamesAreNil(_ name: String) {
        #expect(RitualIcon.named(name) == nil)
    }

    // MARK: Placement

    @Test func placementScalesTheGrid() {
        let rect = Rect(x: 10, y: 20, width: 48, height: 48)
        let color = Color(red: 0.2, green: 0.4, blue: 0.6)
        let commands = RitualIcon.anytime.commands(in: rect, color: color)
        #expect(commands.count == RitualIcon.anytime.marks.count)
        guard case .stroke(let path, let paint, let style) = commands.first else {
            Issue.record("the clock's first command is not a stroke")
            return
        }
        // The hands meet at the grid's centre (12, 12): 10 + 12 * 2, 20 + 12 * 2.
        #expect(path.elements.contains(.line(Point(34, 44))))
        #expect(paint == .solid(color))
        #expect(style == StrokeStyle(width: 3.5, cap: .round, join: .round))
    }

    @Test("every element of every icon lands where the grid maps it", arguments: RitualIcon.allCases)
    func everyElementIsPlaced(_ icon: RitualIcon) {
        let rect = Rect(x: 10, y: 20, width: 48, height: 48)
        let commands = icon.commands(in: rect, color: .black)
        #expect(commands.count == icon.marks.count)
        func place(_ p: Point) -> Point { Point(10 + 2 * p.x, 20 + 2 * p.y) }
        for (mark, command) in zip(icon.marks, commands) {
            let placed: Path
            switch (mark, command) {
            case (.stroke, .stroke(let path, .solid(.black), let style)):
                #expect(style.width == 3.5 && style.cap == .round && style.join == .round)
                placed = path
            case (.fill, .fill(let path, .solid(.black))):
                placed = path
            default:
                Issue.record("\(icon): \(mark) was drawn as \(command)")
                continue
            }
            let expected = path(of: mark).elements.map { element -> Path.Element in
                switch element {
                case .move(let p): .move(place(p))
                case .line(let p): .line(place(p))
                case .curve(let a, let b, let p): .curve(place(a), place(b), place(p))
                case .arc(let c, let r, let s, let e, let cw): .arc(center: place(c), radius: 2 * r, start: s, end: e, clockwise: cw)
                case .close: .close
                }
            }
            #expect(placed.elements == expected)
        }
    }

    // MARK: Helpers

    private func path(of mark: IconMark) -> Path {
        switch mark {
        case .stroke(let path), .fill(let path): path
        }
    }

    /// Points that bound everything `path` can draw: its points, curve control points, and for
    /// each arc its end points plus any of its four compass extremes that it sweeps past.
    private func extentPoints(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .curve(let a, let b, let p): return [a, b, p]
            case .close: return []
            case .arc(let c, let r, let start, let end, let clockwise):
                // As Cairo does: a clockwise arc's end is raised by whole turns to pass its
                // start, an anticlockwise arc's end lowered below it.
                var end = end
                if clockwise { while end < start { end += 2 * .pi } } else { while end > start { end -= 2 * .pi } }
                let (low, high) = (min(start, end), max(start, end))
                let quarter = Double.pi / 2
                var angles = [start, end]
                var k = (low / quarter).rounded(.up)
                while k * quarter <= high { angles.append(k * quarter); k += 1 }
                return angles.map { Point(c.x + r * cos($0), c.y + r * sin($0)) }
            }
        }
    }
}
