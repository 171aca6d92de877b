import Terrarium
import TerrariumGraphics

/// `lint`'s check of a transition's frames: whatever its first frame and its still (the end)
/// draw alike must stay exactly so in every frame between, so a part the two states share
/// (Bloom's pot and soil between two stages) neither flashes nor moves. Only animations
/// declared transitions are checked (`AnimationSpec.isTransition`): in motion (a breathing
/// circle, a countdown, an idle loop) moving is the point.
package enum TransitionLint {
    /// What it finds. Not a `LintRule`: those read one render, and this one draws the frames.
    package static let kind = LintFinding.Kind.sharedPixels

    /// What a frame changed of the pixels both ends share.
    package struct Change: Equatable, Sendable {
        /// How many shared pixels differ in the frame.
        package var pixels: Int
        /// The largest difference in one channel, in 8-bit levels.
        package var largest: Int
    }

    /// Draws `request`'s transition frame by frame (its scene's `animation`, at its own rate)
    /// and reports the first frame that changes a shared pixel; none for a still scene or a loop.
    package static func check(_ request: RenderRequest, animation: AnimationSpec, caseName: String,
                              with renderer: Renderer) throws -> [LintFinding] {
        var frame = request
        frame.time = 0
        let start = try renderer.renderPixels(frame)
        var still = request
        still.time = nil
        let end = try renderer.renderPixels(still)
        guard start.rgba != end.rgba else { return [] }
        for time in AnimationSpec.frameTimes(duration: animation.duration, framesPerSecond: animation.framesPerSecond).dropFirst() {
            frame.time = time
            guard let change = try sharedPixelsChanged(start: start, end: end, frame: renderer.renderPixels(frame)) else { continue }
            let at = AnimationSpec.label(seconds: (time * 1000).rounded() / 1000)
            return [LintFinding(kind, case: caseName, box: nil,
                                "at \(at) s, \(change.pixels) pixels the first frame and the still share differ (by up to \(change.largest) levels)")]
        }
        return []
    }

    /// How `frame` changed the pixels `start` and `end` draw alike; nil when it changed none
    /// (or the three are not one size, which no transition draws).
    package static func sharedPixelsChanged(start: PixelBuffer, end: PixelBuffer, frame: PixelBuffer) -> Change? {
        guard start.width == end.width, start.height == end.height, frame.width == start.width, frame.height == start.height else { return nil }
        var change = Change(pixels: 0, largest: 0)
        start.rgba.withUnsafeBufferPointer { a in
            end.rgba.withUnsafeBufferPointer { b in
                frame.rgba.withUnsafeBufferPointer { f in
                    var i = 0
                    while i < a.count {
                        if a[i] == b[i], a[i + 1] == b[i + 1], a[i + 2] == b[i + 2], a[i + 3] == b[i + 3] {
                            var largest = 0
                            for c in i..<(i + 4) where f[c] != a[c] { largest = max(largest, abs(Int(f[c]) - Int(a[c]))) }
                            if largest > 0 {
                                change.pixels += 1
                                change.largest = max(change.largest, largest)
                            }
                        }
                        i += 4
                    }
                }
            }
        }
        return change.pixels > 0 ? change : nil
    }
}
