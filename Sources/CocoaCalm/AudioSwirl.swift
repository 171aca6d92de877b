import Foundation
import TerrariumGraphics

/// The swirling brown circles behind the hot chocolate audio guide while it plays (seed/003,
/// Premium Audio Experience: "Background Animation: Swirling brown circles during playback").
///
/// Each circle orbits a point near the screen's middle; every orbit's period divides the loop's
/// 6 s (6, 3 or 2 s, some turning the other way), so the loop is seamless, and the circles drift
/// apart and together instead of turning as one wheel. Paused, they stand where they are.
enum AudioSwirl {
    /// The loop's length in seconds, and the animation's.
    static let loop = 6.0
    /// Frames a second: smooth enough for slow circles, and 120 frames of the default 430x932
    /// @3x take 1.6 GiB of RGBA, inside the 2 GiB an animation's frames may take.
    static let framesPerSecond = 20

    /// One circle: its orbit (centre offset from the screen's middle and radius, in fractions of
    /// the screen's width), its own radius (same unit), its period in seconds (negative turns
    /// anticlockwise) and where on its orbit it starts (radians).
    struct Orbit: Equatable {
        var centerX: Double, centerY: Double, orbit: Double, radius: Double, period: Double, phase: Double
    }

    static let orbits: [Orbit] = [
        Orbit(centerX: -0.18, centerY: -0.30, orbit: 0.10, radius: 0.42, period: 6, phase: 0),
        Orbit(centerX: 0.22, centerY: -0.05, orbit: 0.12, radius: 0.34, period: -3, phase: 2.1),
        Orbit(centerX: -0.10, centerY: 0.25, orbit: 0.14, radius: 0.38, period: 2, phase: 4.0),
        Orbit(centerX: 0.20, centerY: 0.42, orbit: 0.08, radius: 0.30, period: -6, phase: 1.2),
        Orbit(centerX: 0.00, centerY: 0.05, orbit: 0.16, radius: 0.22, period: 3, phase: 5.3),
    ]

    /// The circles at `time` seconds of the loop in a screen of `size` points: centre and radius.
    static func circles(at time: Double, in size: Size) -> [(center: Point, radius: Double)] {
        let unit = size.width
        let middle = Point(size.width / 2, size.height / 2)
        return orbits.map { orbit in
            let angle = orbit.phase + 2 * Double.pi * time / orbit.period
            let center = Point(middle.x + (orbit.centerX + orbit.orbit * cos(angle)) * unit,
                               middle.y + orbit.centerY * size.height + orbit.orbit * sin(angle) * unit)
            return (center, orbit.radius * unit)
        }
    }
}
