import Testing
import TerrariumGraphics

/// The shared progress ring: track first, then the done part from twelve o'clock.
struct ProgressRingTests {
    let center = Point(10, 10)

    @Test(arguments: [(-0.5, 1), (0, 1), (0.25, 2), (1, 2), (3, 2)])
    func theDonePartIsDrawnOnlyWhenThereIsSome(fraction: Double, count: Int) {
        let ring = DrawCommand.progressRing(center: center, radius: 8, width: 2, fraction: fraction, track: .white, fill: .black)
        #expect(ring.count == count)
        #expect(ring.first == .stroke(.circle(center: center, radius: 8), .solid(.white), StrokeStyle(width: 2, cap: .round)))
    }

    @Test func aQuarterRunsFromTwelveToThreeAndAWholeOneIsAClosedCircle() {
        let quarter = DrawCommand.progressRing(center: center, radius: 8, width: 2, fraction: 0.25, track: .white, fill: .black)
        let arc = Path { $0.arc(center: center, radius: 8, start: -Double.pi / 2, end: 0) }
        #expect(quarter.last == .stroke(arc, .solid(.black), StrokeStyle(width: 2, cap: .round)))
        let whole = DrawCommand.progressRing(center: center, radius: 8, width: 2, fraction: 1.4, track: .white, fill: .black)
        #expect(whole.last == .stroke(.circle(center: center, radius: 8), .solid(.black), StrokeStyle(width: 2, cap: .round)))
    }
}
