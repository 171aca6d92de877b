import Foundation
import Terrarium

/// The `session` scene's animation (issue 23): a time-lapse of the session, from the moment it
/// was planted (0:00 of focus, stage 1, 25:00 on the countdown, an empty ring) to its end.
///
/// Time maps linearly onto focus: 25:00 of focus in the first 10 s, 150 times its pace, so each
/// stage is 2 s and t = 10 is the timer's zero, where the tree is grown. Pauses are not focus,
/// so they take no time here: a paused session's time-lapse runs on to 25:00 like a running
/// one's. An abandoned session's clock stops at its end (at the same pace: an early quit is a
/// short film) and the tree withers. The rest of the 12 s holds the end before a loop plants
/// the seed again. With no session (the ready screen), it is the session planted at `now`.
///
/// A frame is the still of a running session at the frame's focus, so the frame at a running
/// session's own focus (focus / 150 s) is its still, except in the minute before a stage change,
/// while the next stage rises. The end is the completed or abandoned session's words and tree
/// in the growing screen's places (`ForestSessionScreen.timeLapseEnd`), so the ring does not
/// move; a still of the end lays out only what it shows, so the two differ where "Give up" was.
///
/// Why 10 frames a second for 12 s: a frame then falls on every 15 s of focus, so the countdown
/// steps by whole seconds (25:00, 24:45, ...), every stage change and the timer's zero fall on a
/// frame (t = 2, 4, 6, 8, 10), and each stage is 20 frames. 120 frames of the default 430x932 @3x
/// take 1,651 MiB of RGBA, inside the 2 GiB an animation's frames may take (148 fit; 30 fps would
/// need 4.8 GiB). The seed's 60 fps is the app's own animations; `--fps 60 --scale 1` draws this
/// one at it (720 frames, 1.1 GiB).
enum ForestTimeLapse {
    /// Seconds of the time-lapse that 25:00 of focus takes.
    static let growth = 10.0
    /// Seconds the end is held before a loop starts again: long enough to read "Grown".
    static let hold = 2.0
    /// Keyframe goldens: stage 1 under way (1 s), stage 3 rising halfway (3.8 s, the minute
    /// before 10:00 of focus) and the grown tree held (10.5 s).
    static let animation = AnimationSpec(duration: growth + hold, framesPerSecond: 10, keyframes: [1, 3.8, 10.5])
    /// Seconds of focus one second of the time-lapse shows: 150.
    static let pace = FocusSession.length / growth
    /// How long a tree takes to change, in seconds of focus: a minute, 0.4 s of the time-lapse
    /// (4 frames). A new stage rises in the minute before its stage begins, so the tree is whole
    /// when the countdown and status line say the stage has come; the withered tree rises in
    /// the minute after its session ended, once the screen has said so.
    static let change = 60.0

    /// A tree the time-lapse draws.
    enum Tree: Equatable, Sendable {
        case stage(Int), withered

        /// Its sprite.
        var sprite: String {
            switch self {
            case .stage(let stage): ForestArt.treeSprite(stage: stage, withered: false)
            case .withered: ForestArt.treeSprite(stage: FocusSession.stages, withered: true)
            }
        }
    }

    /// One tree giving way to another, `progress` (more than 0, less than 1) of the way.
    struct Change: Equatable, Sendable {
        var from: Tree
        var to: Tree
        var progress: Double
    }

    /// The session at one moment of the time-lapse.
    struct Moment: Equatable, Sendable {
        enum Phase: Equatable, Sendable {
            /// The timer running, the tree at `stage`.
            case growing
            /// The timer reached zero: the tree is grown.
            case grown
            /// The session was abandoned: its clock stopped and the tree withers.
            case withered
        }

        var phase: Phase
        /// Seconds of focus the session has had.
        var focus: TimeInterval
        var stage: Int
        /// Whole seconds on the countdown.
        var remaining: Int
        /// The tree changing, while it does; nil when one tree stands.
        var change: Change?
    }

    /// The session `t` seconds into the time-lapse. `abandonedAt`: the seconds of focus an
    /// abandoned session had when it ended; nil for a session that runs to 25:00.
    static func moment(at t: Double, abandonedAt end: TimeInterval?) -> Moment {
        let t = t.isFinite ? min(max(0, t), animation.duration) : 0
        // The focus clock in whole milliseconds: a frame's time (i / 10 s) is not exact in
        // binary, and its focus must land on the whole second it stands for.
        let clock = (t * pace * 1000).rounded() / 1000
        let stages = Double(FocusSession.stages)
        if let end {
            let stop = min(max(0, end), FocusSession.length)
            // The frame at the end itself is the last of the growing; the clock runs past it
            // into the withering.
            if clock > stop || clock >= FocusSession.length {
                let stage = ForestRules.stage(elapsed: stop)
                let progress = (clock - stop) / change
                return Moment(phase: .withered, focus: stop, stage: stage, remaining: ForestRules.remaining(elapsed: stop),
                              change: progress > 0 && progress < 1 ? Change(from: .stage(stage), to: .withered, progress: progress) : nil)
            }
        } else if clock >= FocusSession.length {
            return Moment(phase: .grown, focus: FocusSession.length, stage: FocusSession.stages, remaining: 0, change: nil)
        }
        let stage = ForestRules.stage(elapsed: clock)
        var change: Change?
        if stage < FocusSession.stages {
            // The next stage begins at `next`; it rises over the minute before, if the session
            // gets there.
            let next = Double(stage) * FocusSession.length / stages
            let progress = (clock - (next - Self.change)) / Self.change
            if progress > 0, next <= min(end ?? FocusSession.length, FocusSession.length) {
                change = Change(from: .stage(stage), to: .stage(stage + 1), progress: progress)
            }
        }
        return Moment(phase: .growing, focus: clock, stage: stage, remaining: ForestRules.remaining(elapsed: clock), change: change)
    }
}

extension ForestState {
    /// The screen the time-lapse shows at `moment`: the session running at the moment's focus
    /// (its tree not yet in the forest or the stats), then its end. A completed or abandoned
    /// session's end is its own still; a session still going (or one planted now) completes
    /// when the timer would reach zero if it ran on from now, and its tree joins the stats then.
    func replayed(at moment: ForestTimeLapse.Moment) -> ForestState {
        switch moment.phase {
        case .growing:
            let running = Session(status: .running, stage: moment.stage, remaining: moment.remaining, focus: moment.focus)
            return ForestState(input, session: running, finished: nil)
        case .grown where session?.status == .completed, .withered:
            return self
        case .grown:
            let start = input.session?.start ?? input.now
            let end = input.now.addingTimeInterval(FocusSession.length - (session?.focus ?? 0))
            let grown = Session(status: .completed, stage: FocusSession.stages, remaining: 0, focus: FocusSession.length)
            return ForestState(input, session: grown, finished: PastSession(start: start, end: end, completed: true))
        }
    }
}
