import Foundation

/// A damped spring as SwiftUI's `.spring(response:dampingFraction:)` defines it: unit mass,
/// stiffness (2π / response)², damping 4π · dampingFraction / response, moving from 0 to 1 at
/// rest. Bloom changes stage with response 0.6 s and damping fraction 0.7 (seed 000). A pure
/// function of time, in closed form.
public struct Spring: Sendable, Equatable {
    /// Seconds the undamped spring takes for one oscillation.
    public var response: Double
    /// Damping over critical damping: below 1 it overshoots, 1 does not.
    public var dampingFraction: Double

    /// Bloom's stage change: `.spring(response: 0.6, dampingFraction: 0.7)`.
    public static let bloomStageChange = Spring(response: 0.6, dampingFraction: 0.7)

    /// A spring with SwiftUI's two parameters.
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// k = (2π / response)².
    public var stiffness: Double { pow(2 * .pi / response, 2) }
    /// c = 4π · dampingFraction / response.
    public var damping: Double { 4 * .pi * dampingFraction / response }

    /// Where the spring is `t` seconds after it was let go from 0 toward 1 (1 before it moves
    /// again, 0 before t = 0).
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let omega = 2 * .pi / response, zeta = dampingFraction
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
    }

    /// The time after which the value stays within `tolerance` of 1, found on a 1 ms grid (the
    /// first grid time after the last excursion past the band).
    public func settlingTime(tolerance: Double = 0.01, step: Double = 0.001) -> Double {
        // The envelope e^(-ζωt) bounds the excursion; past the time it is within the band
        // (with room for the sine's coefficient), nothing leaves it.
        let omega = 2 * .pi / response
        let horizon = max(1, -log(tolerance / 4) / (min(dampingFraction, 1) * omega)) * 1.5
        var last = 0.0
        var t = 0.0
        while t <= horizon {
            if abs(value(at: t) - 1) > tolerance { last = t }
            t += step
        }
        return last + step
    }
}
