import Foundation
import Testing
@testable import CocoaCalm
import TerrariumGraphics

/// The icon set's promises: every icon draws something, as one filled path in the colour asked
/// for; stays well inside its 24x24 box; and placement scales the grid exactly.
struct CalmIconTests {
    private let grid = Rect(x: 0, y: 0, width: CalmIcon.gridSize, height: CalmIcon.gridSize)

    // MARK: Drawings

    @Test("every icon draws one filled path in its colour", arguments: CalmIcon.allCases)
    func everyIconDrawsSomething(_ icon: CalmIcon) {
        let color = Color(red: 0.36, green: 0.23, blue: 0.13)
        let commands = icon.commands(in: grid, color: color)
        #expect(!commands.isEmpty)
        // One compound path, so a translucent colour does not darken where parts meet.
        #expect(commands.count == 1)
        for command in commands {
            guard case .fill(let path, let paint) = command else {
                Issue.record("\(icon): \(command) is not a fill")
                continue
            }
            #expect(paint == .solid(color))
            #expect(path.elements.contains { if case .move = $0 { true } else { false } })
            #expect(path.elements.count > 2, "\(icon) draws an empty path")
        }
    }

    /// The ink stays at least 1.5 units inside the box on every side (the drawings aim for 2).
    /// Curves are checked by their control points (a Bézier lies inside them, so this is
    /// stricter than the curve itself), arcs by their exact extent, strokes with half their
    /// width added.
    @Test("every icon stays 1.5 units inside the box", arguments: CalmIcon.allCases)
    func staysInsideTheMargin(_ icon: CalmIcon) throws {
        let bounds = try #require(inkBounds(icon.commands(in: grid, color: .black)))
        let allowed = 1.5...(CalmIcon.gridSize - 1.5)
        #expect(allowed.contains(bounds.minX) && allowed.contains(bounds.maxX)
                    && allowed.contains(bounds.minY) && allowed.contains(bounds.maxY),
                "\(icon): ink spans \(bounds.minX)...\(bounds.maxX) x \(bounds.minY)...\(bounds.maxY)")
    }

    /// Icons fill their box alike: none is a speck in the corner of another's space.
    @Test("every icon is roughly centred and of a size with the set", arguments: CalmIcon.allCases)
    func isCentredAndSized(_ icon: CalmIcon) throws {
        let bounds = try #require(inkBounds(icon.commands(in: grid, color: .black)))
        #expect(abs(bounds.midX - 12) <= 1.5, "\(icon) is off centre across: \(bounds.midX)")
        #expect(abs(bounds.midY - 12) <= 1.5, "\(icon) is off centre down: \(bounds.midY)")
        #expect(max(bounds.width, bounds.height) >= 13, "\(icon) is small: \(bounds.size)")
    }

    @Test func everyIconLooksDifferent() {
        let drawings = Set(CalmIcon.allCases.map(\.shape))
        #expect(drawings.count == CalmIcon.allCases.count)
    }

    @Test func rawValuesAreTheCaseNames() {
        #expect(CalmIcon.allCases.map(\.rawValue) ==
                    ["meditate", "hotChocolate", "audio", "logEntry", "sos", "sparkles", "quote", "close", "play", "checkmark", "leaf"])
        #expect(CalmIcon(rawValue: "hotChocolate") == .hotChocolate)
    }

    // MARK: Placement

    @Test("twice the box, twice the ink", arguments: CalmIcon.allCases)
    func placementScalesProportionally(_ icon: CalmIcon) throws {
        let small = try #require(inkBounds(icon.commands(in: grid, color: .black)))
        let large = try #require(inkBounds(icon.commands(in: Rect(x: 0, y: 0, width: 48, height: 48), color: .black)))
        #expect(close(large.minX, 2 * small.minX) && close(large.maxX, 2 * small.maxX))
        #expect(close(large.minY, 2 * small.minY) && close(large.maxY, 2 * small.maxY))
        #expect(close(large.width, 2 * small.width) && close(large.height, 2 * small.height))
    }

    @Test("every element lands where the grid maps it", arguments: CalmIcon.allCases)
    func everyElementIsPlaced(_ icon: CalmIcon) {
        let commands = icon.commands(in: Rect(x: 10, y: 20, width: 48, height: 48), color: .black)
        guard commands.count == 1, case .fill(let placed, .solid(.black)) = commands[0] else {
            Issue.record("\(icon) was drawn as \(commands)")
            return
        }
        func place(_ p: Point) -> Point { Point(10 + 2 * p.x, 20 + 2 * p.y) }
        let expected = icon.shape.elements.map { element -> Path.Element in
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

    // MARK: Helpers

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The box around everything `commands` can paint; nil when they paint nothing.
    private func inkBounds(_ commands: [DrawCommand]) -> Rect? {
        var points: [Point] = []
        for command in commands {
            switch command {
            case .fill(let path, _):
                points += extentPoints(path)
            case .stroke(let path, _, let style):
                let h = style.width / 2
                points += extentPoints(path).flatMap { p in
                    [Point(p.x - h, p.y - h), Point(p.x + h, p.y + h)]
                }
            default:
                Issue.record("an icon drew \(command)")
            }
        }
        guard let first = points.first else { return nil }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for p in points {
            (minX, maxX, minY, maxY) = (min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
