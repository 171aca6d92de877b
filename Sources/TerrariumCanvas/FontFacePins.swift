internal import CCairo
internal import CPangoCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps every catalogue face's FreeType face open in Cairo for good once a process has more
/// than one font library (so may draw text on more than one thread), so that Cairo never closes
/// a face another thread is about to draw with.
///
/// Cairo 1.16 keeps at most ten FreeType faces open; opening an eleventh closes one that no
/// thread has locked. It decides that from the face's lock count without taking the face's
/// mutex, so a thread that has just taken the mutex, and not yet counted its lock, gets a face
/// freed under it: a crash in Cairo's glyph code (the fast tier crashed so on a clean clone;
/// a C harness with two threads drawing in 17 faces crashed on every run, and never with
/// this). The catalogue has more than ten faces (15 bundled, and the fallbacks), and batch
/// workers, service slots, lint and the tests draw on several threads. A face locked once and
/// never unlocked is never chosen for closing.
///
/// Locking every face costs about 2.5 ms, which a process with one library (a `terrarium render`
/// of a still: one thread draws its text) does not need. So the second library made locks every
/// face read so far, holding `gate` for writing while it does; each library's text work holds it
/// for reading, so no text is laid out or drawn meanwhile. From then on a newly read face is
/// locked as it is read, before any configuration holds it: with every other face locked, Cairo
/// finds none to close.
///
/// What this does not cover: Cairo 1.16 also adds to and removes from each file's list of font
/// faces (one per set of font options) without a lock, when Pango makes a font of a new size or
/// frees one. Two threads doing so for the same file at once could corrupt that list; that has
/// not been seen here, and is left to Cairo.
enum FontFacePins {
    nonisolated(unsafe) private static let gate: UnsafeMutablePointer<pthread_rwlock_t> = {
        let gate = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(gate, nil)
        return gate
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var libraries = 0
    /// The scaled fonts whose faces are locked: referenced, never destroyed.
    nonisolated(unsafe) private static var pinned: [OpaquePointer] = []

    /// Runs one library's text work (layout, measuring, drawing): never while faces are being
    /// locked. A read lock, so libraries on different threads do not wait for each other.
    static func drawingText<Result, Failure>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_rwlock_rdlock(gate)
        defer { pthread_rwlock_unlock(gate) }
        return try work()
    }

    /// Counts a new font library; from the second on, returns only once every face read so far
    /// is locked (FontPatterns), and every face read from then on is locked as it is read. Every
    /// library made while that is under way waits for it too: one made at the same moment as
    /// the second (a pool starting its workers) must not draw before the faces are locked.
    static func libraryMade() {
        lock.lock()
        libraries += 1
        let several = libraries >= 2
        lock.unlock()
        guard several, !FontPatterns.everyFaceIsLocked else { return }
        // The first to take the gate locks the faces; the others find them locked. While a
        // library waits here no text of its own is under way, so only the first library's
        // thread can be reading: it cannot keep the gate from its writers for long.
        pthread_rwlock_wrlock(gate)
        FontPatterns.lockEveryFace()
        pthread_rwlock_unlock(gate)
    }

    /// Opens and locks `pattern`'s face in Cairo's font map (its file and index), for good.
    static func pin(_ pattern: OpaquePointer) {
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else { return }
        defer { cairo_font_face_destroy(face) }   // the scaled font keeps its own reference
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        guard let scaled = cairo_scaled_font_create(face, &identity, &identity, options) else { return }
        // Locked and not unlocked: Cairo's lock count stays above zero.
        guard cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS, cairo_ft_scaled_font_lock_face(scaled) != nil else {
            cairo_scaled_font_destroy(scaled)
            return
        }
        lock.lock()
        pinned.append(scaled)
        lock.unlock()
    }
}
