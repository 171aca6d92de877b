/// A drawable's volume: tiles along columns and rows, art pixels up from the floor.
struct Box: Hashable, Sendable {
    var c0: Double, c1: Double
    var r0: Double, r1: Double
    var z0: Double, z1: Double

    init(c0: Double, c1: Double, r0: Double, r1: Double, z0: Double, z1: Double) {
        (self.c0, self.c1, self.r0, self.r1, self.z0, self.z1) = (c0, c1, r0, r1, z0, z1)
    }

    /// Nearness of its middle to the viewer, for breaking ties.
    var depth: Double { (c0 + c1 + r0 + r1) / 2 }

    /// The outline's extent on the three screen axes a box's hexagon has edges across:
    /// x, and x - 2y and x + 2y (perpendicular to the row and column directions).
    fileprivate var hexagon: (x: ClosedRange<Double>, a: ClosedRange<Double>, b: ClosedRange<Double>) {
        var x = (Double.infinity, -Double.infinity), a = x, b = x
        func widen(_ range: inout (Double, Double), _ value: Double) {
            range = (min(range.0, value), max(range.1, value))
        }
        for c in [c0, c1] { for r in [r0, r1] { for z in [z0, z1] {
            let sx = (c - r) * 16, sy = (c + r) * 8 - z
            widen(&x, sx); widen(&a, sx - 2 * sy); widen(&b, sx + 2 * sy)
        } } }
        return (x.0...x.1, a.0...a.1, b.0...b.1)
    }

    /// Whether the two outlines on screen share any area (touching edges do not count).
    func overlapsOnScreen(_ other: Box) -> Bool {
        let (p, q) = (hexagon, other.hexagon)
        func open(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
            a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
        }
        return open(p.x, q.x) && open(p.a, q.a) && open(p.b, q.b)
    }

    /// +1 when this box is wholly nearer the viewer than `other` along some axis (larger column,
    /// larger row, or higher), -1 when wholly farther, 0 when no axis separates them. The view
    /// looks along +col, +row and +z at once, so for boxes whose outlines overlap every
    /// separating axis gives the same answer.
    func nearness(to other: Box) -> Int {
        if c0 >= other.c1 || r0 >= other.r1 || z0 >= other.z1 { return 1 }
        if other.c0 >= c1 || other.r0 >= r1 || other.z0 >= z1 { return -1 }
        return 0
    }
}

/// Paint order for the greenhouse's objects.
///
/// Whenever two boxes' outlines overlap on screen, the nearer one is painted later; a plain
/// `col + row` sort gets 2-tile furniture wrong. The constraints form a graph that Kahn's
/// algorithm orders; among items free to go next it always takes the farthest (smallest
/// `depth`), then the lowest, then the smallest id, so the order is the same for any input order.
enum DepthSort {
    struct Item: Hashable, Sendable {
        var id: String
        var box: Box
        init(id: String, box: Box) {
            self.id = id
            self.box = box
        }
    }

    static func order(_ items: [Item]) -> [Item] {
        let count = items.count
        var after = Array(repeating: [Int](), count: count) // i must be painted before each of after[i]
        var blockers = Array(repeating: 0, count: count)
        for i in 0..<count {
            for j in (i + 1)..<count where items[i].box.overlapsOnScreen(items[j].box) {
                switch items[i].box.nearness(to: items[j].box) {
                case 1: after[j].append(i); blockers[i] += 1
                case -1: after[i].append(j); blockers[j] += 1
                default: break
                }
            }
        }
        func key(_ i: Int) -> (Double, Double, String) { (items[i].box.depth, items[i].box.z0, items[i].id) }
        var ready = (0..<count).filter { blockers[$0] == 0 }
        var done = Array(repeating: false, count: count)
        var result: [Item] = []
        while result.count < count {
            if ready.isEmpty {
                // Only a cycle leaves nothing ready; valid greenhouse layouts make none, but the
                // order must still be total and stable, so the farthest remaining item goes next.
                guard let next = (0..<count).filter({ !done[$0] }).min(by: { key($0) < key($1) }) else { break }
                ready = [next]
            }
            let pick = ready.min { key($0) < key($1) } ?? ready[0]
            ready.removeAll { $0 == pick }
            guard !done[pick] else { continue }
            done[pick] = true
            result.append(items[pick])
            for next in after[pick] where !done[next] {
                blockers[next] -= 1
                if blockers[next] == 0 { ready.append(next) }
            }
        }
        return result
    }
}
