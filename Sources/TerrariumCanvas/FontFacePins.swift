internal import CCairo
internal import CPangoCairo
import Foundation

/// Keeps every catalogue face's FreeType face open in Cairo for the life of the process, so
/// Cairo never closes one that another thread is about to draw with.
///
/// Cairo 1.16 keeps at most ten FreeType faces open; opening an eleventh closes one that no
/// thread has locked. It decides that from the face's lock count without taking the face's
/// mutex, so a thread that has just taken the mutex, and not yet counted its lock, gets a face
/// that is freed under it: a crash in Cairo's glyph code (`scripts/test` crashed so; a C
/// harness with two threads drawing in 17 faces crashed on every run, and never with this).
/// The catalogue has more than ten faces (15 bundled, and the fallbacks), and batch workers,
/// service slots, lint and the tests draw on several threads. A face locked once and never
/// unlocked is never chosen for closing; locking each as soon as its pattern is read, before
/// any configuration holds it, means no face Pango can use is ever unlocked and open.
///
/// Costs about 1.5 ms a process (Noto Sans CJK's face 0.6 of it), and each face's open file.
enum FontFacePins {
    private static let lock = NSLock()
    /// The scaled fonts whose faces are locked: referenced, never destroyed.
    nonisolated(unsafe) private static var pinned: [OpaquePointer] = []

    /// Opens and locks `pattern`'s face in Cairo's font map (its file and index), for good.
    static func pin(_ pattern: OpaquePointer) {
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else { return }
        defer { cairo_font_face_destroy(face) }   // the scaled font keeps its own reference
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        guard let scaled = cairo_scaled_font_create(face, &identity, &identity, options),
              cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else { return }
        // Locked and not unlocked: Cairo's lock count stays above zero.
        guard cairo_ft_scaled_font_lock_face(scaled) != nil else {
            cairo_scaled_font_destroy(scaled)
            return
        }
        lock.lock()
        pinned.append(scaled)
        lock.unlock()
    }
}
