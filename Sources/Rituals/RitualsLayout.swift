import Terrarium
import TerrariumLayout

/// Rituals' layout pieces in its type scale, colours and language: text, icons, the ring
/// with its number inside, the time-of-day chip and a habit's row, as `TerrariumLayout`
/// nodes that the widgets and screens compose.
struct RitualsLayout {
    let style: RitualsStyle
    let text: RitualsText
    /// The reader's text size and what the pages do at it.
    var type = RitualsTypeRules(typeSize: .large)
    /// One line of body text, in points, as the engine lays it out (a check-in row centres
    /// its circle on its title's first line).
    var bodyLine: Double = 0

    /// Whether the pages take their accessibility forms (`RitualsTypeRules`).
    var isAccessibilityLayout: Bool { type.isAccessibilityLayout }

    /// Copy in the input's language. Copy the plugin wrote must fit; a user's title is marked
    /// `.truncatable()` where it is used.
    func label(_ string: String, _ font: RitualsStyle.FontToken, _ role: RitualsStyle.Role,
               alignment: TextAlignment = .leading) -> LayoutNode {
        Text(string, font: style.font(font), color: style.color(role), alignment: alignment, language: text.language)
    }

    /// Copy in a colour no role names: the lock screen's vibrant white (`AccessoryInk`).
    func label(_ string: String, _ font: RitualsStyle.FontToken, ink: Color, alignment: TextAlignment = .leading) -> LayoutNode {
        Text(string, font: style.font(font), color: ink, alignment: alignment, language: text.language)
    }

    /// A user's title at an accessibility size: up to `maxLines` lines and, when it has no
    /// more words than that, a line a word at most, so a word too long for its line shrinks
    /// (to 0.6 of its size) rather than breaks; then an ellipsis.
    func accessibleTitle(_ string: String, _ font: RitualsStyle.FontToken, _ role: RitualsStyle.Role,
                         maxLines: Int = 4) -> LayoutNode {
        let words = RitualsTypeRules.wholeWordLines(string)
        let title = label(string, font, role).lineLimit(min(maxLines, words)).truncatable()
        return words <= maxLines ? title.minimumScaleFactor(0.6) : title
    }

    /// An icon in a square of `side` points.
    func icon(_ icon: RitualIcon, side: Double, _ role: RitualsStyle.Role) -> LayoutNode {
        let color = style.color(role)
        return Shape { rect in icon.commands(in: rect, color: color) }.frame(width: side, height: side)
    }

    /// An input's symbol name; an unknown one draws the neutral glyph.
    func icon(_ symbol: String, side: Double, _ role: RitualsStyle.Role) -> LayoutNode {
        icon(RitualIcon.named(symbol) ?? .neutral, side: side, role)
    }

    /// A symbol on a soft accent circle: a habit's badge. The glyph takes 60 % of the circle.
    func badge(_ symbol: String, side: Double) -> LayoutNode {
        let soft = style.color(.accentSoft), accent = style.color(.accent)
        let icon = RitualIcon.named(symbol) ?? .neutral
        return Shape { rect in
            let inset = rect.width * 0.2
            return [.fill(.circle(center: Point(rect.midX, rect.midY), radius: rect.width / 2), .solid(soft))]
                + icon.commands(in: rect.insetBy(dx: inset, dy: inset), color: accent)
        }.frame(width: side, height: side)
    }

    /// Today's ring with its percentage inside (a dash when nothing is due), as large as it
    /// is offered up to `maxSide`, always round. The number shrinks to half its size before
    /// it would touch the ring ("100 %" in French on the smallest widget). Today's ring is
    /// the accent until everything is done (green); the grey of a low day is History's.
    func todayRing(_ rate: Double?, stroke: Double, font: RitualsStyle.FontToken, maxSide: Double) -> LayoutNode {
        let track = style.color(.ringTrack), color = style.color((rate ?? 0) >= 1 ? .success : .accent)
        return label(rate.map(text.percent) ?? text.noData, font, .textPrimary, alignment: .center)
            .minimumScaleFactor(0.5).id("ring-label")
            // The widest line a circle holds near its middle: the inner diameter, less a margin.
            .padding(stroke + 4)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .aspectRatio(1)
            .background { rect in RitualsMarks.ring(in: rect, stroke: stroke, fraction: rate ?? 0, track: track, color: color) }
            .frame(maxWidth: maxSide, maxHeight: maxSide)
    }

    /// A soft pill holding an icon and a word: the time of day, or History's ritual filter.
    /// A time's name is copy and must fit (it shrinks a little); a ritual's title may be cut.
    func chip(_ word: String, icon: RitualIcon, height: Double = 24, truncatable: Bool = false) -> LayoutNode {
        let soft = style.color(.accentSoft)
        let iconSide = height - 8
        // At the accessibility sizes the word wraps rather than being cut or shrunk far.
        let accessible = isAccessibilityLayout
        var word = label(word, .footnote, .accentDark).lineLimit(accessible ? (truncatable ? 3 : nil) : 1)
            .minimumScaleFactor(0.85).id("chip-label")
        if truncatable { word = word.truncatable() }
        return HStack(alignment: 0.5, spacing: 6) {
            self.icon(icon, side: iconSide, .accent)
            word
        }
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 10))
        .frame(minHeight: height)
        // A pill; wrapped to more lines at the accessibility sizes, a rounded rectangle.
        .background { rect in
            [.fill(.roundedRect(rect, radius: accessible ? min(rect.height / 2, 16) : rect.height / 2), .solid(soft))]
        }
        .id("chip")
    }

    /// A habit that is next: its badge and title, and with `detail` its ritual and time.
    /// Both lines are the user's titles, so they may end in an ellipsis.
    func habitRow(_ ref: HabitRef, badge side: Double, detail: Bool, index: Int) -> LayoutNode {
        HStack(alignment: 0.5, spacing: 10) {
            badge(ref.habit.symbol, side: side)
            VStack(alignment: 0, spacing: 1) {
                // The user's title: cut at the size of its neighbours rather than shrunk.
                label(ref.habit.title, .body, .textPrimary).truncatable().id("habit-\(index)")
                if detail {
                    label("\(TextDirection.isolated(ref.ritual.title)) · \(text.timeName(ref.ritual.time))", .caption, .textSecondary)
                        .truncatable().id("habit-\(index)-context")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id("row-\(index)")
    }

    /// A hairline across the width offered.
    func divider() -> LayoutNode {
        let color = style.color(.divider)
        return Shape { rect in [.fill(.rect(rect), .solid(color))] }.frame(height: 1)
    }

    /// The icon for the current time of day.
    static func slotIcon(_ slot: DaySlot) -> RitualIcon {
        switch slot {
        case .morning: .morning
        case .midday: .midday
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        }
    }
}
