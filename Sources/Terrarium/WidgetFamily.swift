import TerrariumGraphics

/// The system containers a widget extension draws into: home-screen widgets (small to iPad's
/// extra large), the lock screen's accessory widgets (on Apple Watch, the face's complications),
/// and a Live Activity's presentations on the lock screen and in the Dynamic Island. Each is
/// sized from the device's tables.
public enum WidgetFamily: String, CaseIterable, Codable, Sendable {
    case small, medium, large
    /// iPad only: twice a large widget's width.
    case extraLarge = "extra-large"
    /// Lock screen: a circle (a gauge, a glyph with a number).
    case accessoryCircular = "accessory-circular"
    /// Lock screen: a rounded rectangle under the clock, two or three lines.
    case accessoryRectangular = "accessory-rectangular"
    /// Lock screen: one line of text beside the date, above the clock.
    case accessoryInline = "accessory-inline"
    /// Apple Watch only: a complication in a corner of the face, a small circle with a gauge
    /// or text curving along the bezel.
    case accessoryCorner = "accessory-corner"
    /// A Live Activity on the lock screen, above the notifications.
    case activityLockScreen = "activity-lock-screen"
    /// A Live Activity in the Dynamic Island when it is the only one: a leading and a trailing
    /// part on either side of the sensors, drawn as the whole island.
    case islandCompact = "island-compact"
    /// A Live Activity in the Dynamic Island beside another one: a small circle.
    case islandMinimal = "island-minimal"
    /// A Live Activity in the Dynamic Island when it is touched and held.
    case islandExpanded = "island-expanded"

    /// The lock screen's accessory families.
    public static let accessories: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]
    /// A watch face's complication families: the lock screen's, and the corner.
    public static let complications: [WidgetFamily] = [.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline]
    /// A Live Activity's presentations.
    public static let liveActivity: [WidgetFamily] = [.activityLockScreen, .islandCompact, .islandMinimal, .islandExpanded]
    /// The home screen's families.
    public static let homeScreen: [WidgetFamily] = [.small, .medium, .large, .extraLarge]

    /// Whether the family is one of the accessory widgets, which iOS (on the lock screen) and
    /// watchOS (on the face) draw in one colour.
    public var isAccessory: Bool { Self.complications.contains(self) }

    /// Whether the family is a Dynamic Island presentation (drawn on the island's black).
    public var isIsland: Bool { [.islandCompact, .islandMinimal, .islandExpanded].contains(self) }

    /// Whether the canvas offered is the tallest allowed and the scene may be shorter (a Live
    /// Activity on the lock screen or expanded: 84 to 160 pt).
    public var hasFlexibleHeight: Bool { self == .activityLockScreen || self == .islandExpanded }

    /// The radius of the system's container for a canvas of `size`, outside which the image is
    /// transparent; nil where the system draws no container (an accessory rectangle or line).
    public func containerCornerRadius(_ size: Size) -> Double? {
        switch self {
        case .small, .medium, .large, .extraLarge: widgetCornerRadius
        case .accessoryCircular, .accessoryCorner, .islandCompact, .islandMinimal: min(size.width, size.height) / 2
        case .accessoryRectangular, .accessoryInline: nil
        case .activityLockScreen: liveActivityCornerRadius
        case .islandExpanded: islandExpandedCornerRadius
        }
    }
}

/// The corner radius of a widget's container. Apple publishes none (the container is the
/// system's); 20 pt is the common approximation.
public let widgetCornerRadius = 20.0

/// A lock-screen Live Activity's corners: the notification platter's, which Apple does not
/// publish either; 24 pt matches iOS 17's screenshots.
public let liveActivityCornerRadius = 24.0

/// The expanded Dynamic Island's corners: concentric with the display's (iOS 16's 44 pt).
public let islandExpandedCornerRadius = 44.0

/// The colour of the Dynamic Island: the display is off there, so the system's black.
public let dynamicIslandColor = Color(red: 0, green: 0, blue: 0)

/// The lock screen's vibrant rendering (WidgetKit's `.vibrant` mode): iOS draws an accessory
/// widget in one colour over the wallpaper, keeping only how bright each pixel is. A plugin
/// draws an accessory family as iOS shows it on a dark wallpaper: white at a few opacities over
/// a transparent background, no colour of its own and no backdrop.
public enum AccessoryInk {
    /// The main text and a gauge's filled part: white, fully opaque.
    public static let primary = Color.white
    /// Secondary text (a caption, the stage under a count).
    public static let secondary = Color.white.withAlpha(0.7)
    /// A gauge's or a bar's unfilled track.
    public static let track = Color.white.withAlpha(0.25)
}
