/// A job's `"animate": true` and the fields that go with it: the scene's animation written as
/// one APNG instead of a still, as `render --animate` writes it.
package struct AnimationRequest: Sendable, Equatable {
    /// Frames a second, 1-60; nil for the scene's own rate.
    package var fps: Int?
    /// Seconds of the animation from its start; nil for all of it.
    package var duration: Double?
    /// Played forever when true, else once.
    package var loop: Bool

    /// An animation at `fps` for `duration` seconds (nil: the scene's own), looping or not.
    package init(fps: Int? = nil, duration: Double? = nil, loop: Bool = false) {
        self.fps = fps
        self.duration = duration
        self.loop = loop
    }

    /// The request as one canonical line for the content key: `fps=30 duration=2.5 loop=1`,
    /// `-` for a field left to the scene.
    var keyText: String {
        "fps=\(fps.map(String.init) ?? "-") duration=\(duration.map { "\($0)" } ?? "-") loop=\(loop ? 1 : 0)"
    }
}
