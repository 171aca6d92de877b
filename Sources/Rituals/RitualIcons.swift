import TerrariumGraphics

/// Rituals' own icon set: line icons on a 24x24 grid, drawn as paths so they scale to any size.
///
/// Rituals' inputs name symbols the way an iOS app does ("drop.fill", "figure.walk"), but SF
/// Symbols are Apple-only: their font is not on Linux and their licence forbids shipping it. So
/// the app draws its own set in the same spirit: an outline weight like SF's "regular" (1.75
/// units wide, round caps and joins), small fills only for details, and everything kept 2 units
/// inside the box (stroke included) so icons can sit edge to edge without touching.
/// `named(_:)` maps the common SF names onto these icons; `neutral` stands in for anything else.
enum RitualIcon: String, CaseIterable, Sendable {
    // Time of day
    case morning, midday, afternoon, evening, night, anytime
    // Categories
    case health, productivity, mindfulness, selfCare
    // Habit symbols
    case water, sun, moon, book, breath, movement, sleep, skincare, meditation, journal
    case gratitude, tea, food, walk, stretch, strength, vitamins, focus, review, screenOff
    case music, alarm, floss, shower, plant
    /// The fallback for an unknown symbol: a dashed ring, deliberately generic.
    case neutral

    /// The side of the square grid every icon is drawn on.
    static let gridSize = 24.0
    /// The stroke width on the grid, matching SF Symbols' "regular" weight at this size.
    static let strokeWidth = 1.75

    /// An input symbol name: one of our raw values, or a common SF Symbol name (see `aliases`);
    /// nil when unknown, so the caller decides whether `neutral` or an error fits.
    ///
    /// SF names come in variants (`heart.fill`, `drop.circle.fill`) that mean the same picture
    /// here, so the trailing `.fill`, `.circle` and `.square` are stripped and the rest looked up.
    static func named(_ symbol: String) -> RitualIcon? {
        var name = symbol
        while true {
            if let icon = RitualIcon(rawValue: name) ?? aliases[name] { return icon }
            guard let suffix = strippedSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count })
            else { return nil }
            name.removeLast(suffix.count)
        }
    }

    /// Variant suffixes of SF Symbol names that do not change which icon is meant.
    private static let strippedSuffixes = [".fill", ".circle", ".square"]

    /// SF Symbol names (without variant suffixes) and the icon each one means here.
    static let aliases: [String: RitualIcon] = [
        // Time of day
        "sunrise": .morning, "sun.horizon": .morning,
        "cloud.sun": .afternoon,
        "sunset": .evening,
        "moon.stars": .night, "moon.haze": .night,
        "clock": .anytime, "clock.arrow.circlepath": .anytime,
        // Categories
        "heart": .health, "cross": .health, "cross.case": .health, "stethoscope": .health,
        "waveform.path.ecg": .health,
        "checklist": .productivity, "list.bullet": .productivity, "checkmark": .productivity,
        "list.bullet.clipboard": .productivity, "list.clipboard": .productivity,
        "leaf": .mindfulness, "brain": .mindfulness,
        "sparkles": .selfCare, "sparkle": .selfCare, "wand.and.stars": .selfCare,
        // Habit symbols
        "drop": .water, "waterbottle": .water,
        "sun.max": .sun, "sun.min": .sun,
        "moon": .moon,
        "book": .book, "book.closed": .book, "books.vertical": .book, "text.book.closed": .book,
        "wind": .breath, "lungs": .breath,
        "figure.run": .movement, "figure.dance": .movement, "bicycle": .movement,
        "figure.outdoor.cycle": .movement,
        "bed.double": .sleep, "zzz": .sleep, "moon.zzz": .sleep, "powersleep": .sleep,
        "bubbles.and.sparkles": .skincare, "comb": .skincare,
        "figure.mind.and.body": .meditation,
        "pencil": .journal, "note.text": .journal, "square.and.pencil": .journal,
        "pencil.line": .journal, "book.pages": .journal, "doc.text": .journal,
        "hands.clap": .gratitude, "gift": .gratitude, "face.smiling": .gratitude,
        "cup.and.saucer": .tea, "mug": .tea, "cup.and.heat.waves": .tea,
        "carrot": .food, "apple": .food, "fork.knife": .food,
        "figure.walk": .walk, "shoeprints": .walk, "figure.hiking": .walk,
        "figure.arms.open": .stretch, "figure.yoga": .stretch, "figure.flexibility": .stretch,
        "figure.cooldown": .stretch,
        "dumbbell": .strength, "figure.strengthtraining.traditional": .strength,
        "figure.strengthtraining.functional": .strength,
        "pills": .vitamins, "pill": .vitamins, "capsule": .vitamins,
        "target": .focus, "brain.head.profile": .focus, "scope": .focus,
        "calendar": .review, "calendar.badge.checkmark": .review,
        "iphone.slash": .screenOff,
        "music.note": .music, "music.note.list": .music, "headphones": .music,
        "alarm": .alarm, "alarm.waves.left.and.right": .alarm, "timer": .alarm, "bell": .alarm,
        "mouth": .floss, "tooth": .floss,
        "shower": .shower, "shower.handheld": .shower, "bathtub": .shower,
        "tree": .plant, "camera.macro": .plant, "sprout": .plant,
        "circle": .neutral, "circle.dashed": .neutral,
    ]

    /// Draw commands placing the icon in the square `rect`, in `color`. The grid is scaled as a
    /// whole (stroke width too), so an icon keeps its proportions at every size.
    func commands(in rect: Rect, color: Color) -> [DrawCommand] {
        let factor = rect.width / Self.gridSize
        let offset = Point(rect.minX, rect.minY)
        let style = StrokeStyle(width: Self.strokeWidth * factor, cap: .round, join: .round)
        return marks.map { mark in
            switch mark {
            case .stroke(let path): .stroke(path.scaled(by: factor, offset: offset), .solid(color), style)
            case .fill(let path): .fill(path.scaled(by: factor, offset: offset), .solid(color))
            }
        }
    }
}

/// One mark of an icon on its grid: a path stroked at the set's line weight, or a filled detail.
enum IconMark: Hashable, Sendable {
    case stroke(Path)
    case fill(Path)
}
