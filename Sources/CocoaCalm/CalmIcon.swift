import Terrarium

/// Cocoa Calm's own icon set: filled, rounded glyphs on a 24x24 grid, drawn as paths so they
/// scale to any size.
///
/// The PRD names SF Symbols in their filled style (`cup.and.saucer.fill`,
/// `figure.mind.and.body`), but SF Symbols are Apple-only: the font is not on Linux and its
/// licence forbids shipping it. So the app draws its own set in the same spirit: solid shapes
/// with soft corners, lines (steam, the headphone band, the wind, the cross) 2 units wide with
/// round ends, and everything kept 2 units inside the box so icons can sit edge to edge.
///
/// Each icon is one compound path filled in a single colour (`commands(in:color:)` returns one
/// `.fill`), so a translucent colour stays even where parts of a glyph meet.
enum CalmIcon: String, CaseIterable, Sendable {
    /// A person seated cross-legged, hands on knees (`figure.mind.and.body`).
    case meditate
    /// A cup on its saucer with two wisps of steam (`cup.and.saucer.fill`).
    case hotChocolate
    /// Headphones, for the narrated audio guide (`headphones`).
    case audio
    /// A page with a pencil, for writing an entry (`square.and.pencil`).
    case logEntry
    /// Three flowing lines of breath, for "Feeling Anxious?" (`wind`).
    case sos
    /// Three four-pointed sparkles of different sizes (`sparkles`).
    case sparkles
    /// An opening double quotation mark, filled (`quote.opening`).
    case quote
    /// A cross, for dismissing (`xmark`).
    case close
    /// A play triangle with soft corners (`play.fill`).
    case play
    /// A disc with a check cut out of it (`checkmark.circle.fill`): onboarding's last page and
    /// the paywall's chosen plan.
    case checkmark
    /// A leaf on its stem, a vein cut down its middle (`leaf.fill`): the SOS modal's Quick
    /// Grounding, for the ground underfoot and the world around.
    case leaf

    /// The side of the square grid every icon is drawn on.
    static let gridSize = 24.0
    /// The width of the set's lines on the grid (steam, band, wind, cross), matching the
    /// weight of the solid shapes' thinnest parts.
    static let lineWidth = 2.0

    /// Draw commands placing the icon in the square `rect`, in `color`. The grid is scaled as a
    /// whole, so an icon keeps its proportions at every size; a non-square `rect` uses its width.
    func commands(in rect: Rect, color: Color) -> [DrawCommand] {
        let factor = rect.width / Self.gridSize
        return [.fill(shape.scaled(by: factor, offset: Point(rect.minX, rect.minY)), .solid(color))]
    }
}
