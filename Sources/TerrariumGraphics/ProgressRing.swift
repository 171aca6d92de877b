/// A progress ring, the gauge every app draws somewhere (Bloom's steps, Rituals' day, Forest's
/// session, Cocoa Calm's meditation): a full circle of track, then the done part from twelve
/// o'clock, clockwise, with round ends.
extension DrawCommand {
    /// The ring about `center` with its stroke centred on `radius`, `fraction` of it done
    /// (clamped to 0...1: nothing over the track at 0, the whole circle from 1). A full ring is
    /// one closed circle rather than an arc, so its ends do not overlap into a visible cap.
    public static func progressRing(center: Point, radius: Double, width: Double, fraction: Double,
                                    track: Color, fill: Color) -> [DrawCommand] {
        let stroke = StrokeStyle(width: width, cap: .round)
        var commands: [DrawCommand] = [.stroke(.circle(center: center, radius: radius), .solid(track), stroke)]
        let done = min(1, max(0, fraction))
        guard done > 0 else { return commands }
        let start = -Double.pi / 2
        let arc = done >= 1 ? Path.circle(center: center, radius: radius)
            : Path { $0.arc(center: center, radius: radius, start: start, end: start + done * 2 * .pi) }
        commands.append(.stroke(arc, .solid(fill), stroke))
        return commands
    }
}
