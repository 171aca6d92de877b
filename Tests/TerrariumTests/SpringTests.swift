import Foundation
import Testing
@testable import Terrarium

/// The spring against the differential equation it solves, integrated independently (RK4 on
/// m x'' + c x' + k (x - 1) = 0 with SwiftUI's stiffness and damping), and its settling time.
struct SpringTests {
    /// x(t) by fourth-order Runge-Kutta, 10 µs steps.
    private func integrated(_ spring: Spring, until end: Double, every interval: Double = 0.05) -> [Double: Double] {
        let k = spring.stiffness, c = spring.damping, h = 1e-5
        var x = 0.0, v = 0.0, t = 0.0
        var samples: [Double: Double] = [:]
        let marks = stride(from: 0.0, through: end, by: interval).map { ($0 * 1000).rounded() / 1000 }
        var next = 0
        func a(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
        while next < marks.count {
            if t >= marks[next] - h / 2 { samples[marks[next]] = x; next += 1; continue }
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return samples
    }

    @Test func bloomsSpringHasSwiftUIsStiffnessAndDamping() {
        let spring = Spring.bloomStageChange
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.6, 2)) < 1e-12 && abs(spring.stiffness - 109.6623) < 1e-4)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.6) < 1e-12 && abs(spring.damping - 14.6608) < 1e-4)
    }

    @Test(arguments: [Spring.bloomStageChange, Spring(response: 0.5, dampingFraction: 1), Spring(response: 1, dampingFraction: 1.5),
                      Spring(response: 0.3, dampingFraction: 0.2)])
    func theClosedFormFollowsTheEquation(spring: Spring) {
        for (t, x) in integrated(spring, until: 2) {
            #expect(abs(spring.value(at: t) - x) < 1e-6, "t = \(t): \(spring.value(at: t)) against \(x)")
        }
    }

    @Test func bloomsSpringOvershootsOnceAndSettles() {
        let spring = Spring.bloomStageChange
        #expect(spring.value(at: 0) == 0 && spring.value(at: -1) == 0)
        // Underdamped (ζ = 0.7): the peak is at π/ωd, with overshoot e^(-πζ/√(1-ζ²)) = 4.60%.
        let omegaD = 2 * .pi / 0.6 * (1 - 0.49).squareRoot()
        let peak = Double.pi / omegaD
        #expect(abs(spring.value(at: peak) - (1 + exp(-.pi * 0.7 / (1 - 0.49).squareRoot()))) < 1e-12)
        #expect(abs(spring.value(at: peak) - 1.0460) < 1e-4)
        // Within 1% of its target for good from 0.628 s: checked on the integrated trajectory,
        // sampled every millisecond, as the last time it was outside the band.
        let settled = spring.settlingTime()
        let trajectory = integrated(spring, until: 1.5, every: 0.001)
        let lastOutside = trajectory.filter { abs($0.value - 1) > 0.01 }.keys.max() ?? 0
        #expect(abs(settled - (lastOutside + 0.001)) < 0.0015, "\(settled) against \(lastOutside)")
        #expect(abs(settled - 0.628) < 0.0015)
        for step in 0..<500 { #expect(abs(spring.value(at: settled + Double(step) / 1000) - 1) <= 0.01) }
        #expect(abs(spring.value(at: settled - 0.002) - 1) > 0.01 || settled < 0.01)
    }
}
