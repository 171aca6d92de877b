@testable import Rooted
import Testing

/// The dust in the sunbeams: the still's specks at t = 0, drifting on paths that repeat every
/// loop, on whole pixels, inside their beam, fading out before they wrap.
struct DustMoteTests {
    static let leans = TimeOfDay.allCases.compactMap(Sunbeams.lean)
    /// The frames of one loop at the garden's rate, and a finer clock for what must hold between them.
    static let frames = (0..<48).map { Double($0) / 12 }
    static let fine = (0..<480).map { Double($0) / 120 }

    @Test(arguments: [
        // time (s), cycles, phase
        (0.0, 1, 0.0), (1.0, 1, 0.25), (4.0, 1, 0.0), (5.0, 1, 0.25), (1.0, 2, 0.5), (2.0, 2, 0.0), (3.0, 4, 0.0), (0.5, 4, 0.5),
    ] as [(Double, Int, Double)])
    func theLoopClock(time: Double, cycles: Int, phase: Double) {
        #expect(IdleLoop.phase(time, cycles: cycles) == phase)
    }

    @Test func aFrameTimeAndTheSameTimeALoopLaterAreOneStep() {
        for t in Self.frames + Self.fine {
            #expect(IdleLoop.phase(t) == IdleLoop.phase(t + IdleLoop.duration), "\(t)")
            #expect(IdleLoop.phase(t, cycles: 3) == IdleLoop.phase(t + 2 * IdleLoop.duration, cycles: 3), "\(t)")
        }
    }

    @Test func fiveSpecksABeamAndTheStillIsTimeZero() {
        #expect(Sunbeams.motes.count == 15)
        for beam in Sunbeams.starts.indices { #expect(Sunbeams.motes.filter { $0.beam == beam }.count == 5) }
        for lean in Self.leans {
            for mote in Sunbeams.motes {
                let still = mote.place(at: nil, lean: lean)
                #expect(still.level == 3)
                #expect(mote.place(at: 0, lean: lean) == still)
            }
        }
    }

    @Test func everyPathRepeatsEachLoop() {
        for lean in Self.leans {
            for mote in Sunbeams.motes {
                for t in Self.frames {
                    #expect(mote.place(at: t, lean: lean) == mote.place(at: t + IdleLoop.duration, lean: lean), "\(mote) at \(t)")
                }
            }
        }
    }

    @Test func specksStayInsideTheirBeam() {
        for lean in Self.leans {
            for mote in Sunbeams.motes {
                for t in Self.fine {
                    let place = mote.place(at: t, lean: lean)
                    let left = Sunbeams.left(beam: mote.beam, row: place.y, lean: lean)
                    #expect((left..<(left + Sunbeams.width)).contains(place.x), "\(mote) at \(t): x \(place.x), beam from \(left)")
                    #expect((Sunbeams.top..<Sunbeams.bottom).contains(place.y), "\(mote) at \(t): y \(place.y)")
                }
            }
        }
    }

    /// Calm: from one frame to the next a shown speck moves a pixel at most up or down and two
    /// at most sideways (a pixel of sway and a pixel of the beam's lean); it rises overall,
    /// fades out and back in once a loop, and jumps back down only while hidden.
    @Test func specksRiseSlowlyAndWrapUnseen() {
        for lean in Self.leans {
            for mote in Sunbeams.motes {
                let places = (Self.frames + [IdleLoop.duration]).map { mote.place(at: $0, lean: lean) }
                for (a, b) in zip(places, places.dropFirst()) where a.level > 0 && b.level > 0 {
                    #expect(b.y - a.y <= 0 && b.y - a.y >= -1, "\(mote): \(a) to \(b)")
                    #expect(abs(b.x - a.x) <= 2, "\(mote): \(a) to \(b)")
                }
                #expect(places.contains { $0.level == 0 }, "it fades out once a loop")
                #expect(Set(places.map(\.level)) == [0, 1, 2, 3])
                #expect(Set(places.map(\.y)).count >= 8, "it rises")
            }
        }
    }

    @Test(arguments: [
        // through its life, how strongly it shows
        (0.0, 0), (0.05, 0), (0.06, 1), (0.13, 1), (0.14, 2), (0.21, 2), (0.22, 3), (0.5, 3), (0.77, 3), (0.8, 2), (0.9, 1), (0.95, 0),
    ] as [(Double, Int)])
    func fadeSteps(life: Double, level: Int) {
        #expect(DustMote.level(life: life) == level)
    }

    @Test func pathsDifferFromSpeckToSpeck() {
        let motes = Sunbeams.motes
        #expect(Set(motes.map(\.rise)).count > 2)
        #expect(Set(motes.map(\.start)).count > 2)
        #expect(Set(motes.map(\.swayCycles)) == [1, 2])
        #expect(Set(motes.map(\.swayDirection)) == [1, -1])
    }
}
