import TerrariumGraphics

/// A screen class of iPhone, iPad or Apple Watch: its size in points, its pixel scales, its safe
/// area, and the sizes of every system container drawn on it (Apple's Human Interface
/// Guidelines: widget dimensions, lock-screen accessory dimensions, Live Activity dimensions,
/// complication dimensions).
public struct Device: Hashable, Sendable {
    /// Phone, tablet or watch: what a scene that adapts to wide screens and the widget families
    /// go by.
    public enum Idiom: String, Hashable, Sendable { case phone, pad, watch }

    /// The screen sizes in points (portrait) that share this class's sizes, the main one first.
    public let screens: [Size]
    /// Phone, tablet or watch.
    public let idiom: Idiom
    /// The pixel scales the class's models use; the first is what renders use by default.
    public let scales: [Int]
    /// The small widget's size in points; nil on a watch, which has no home screen of widgets.
    public let small: Size?
    /// The medium widget's size in points; nil on a watch.
    public let medium: Size?
    /// The large widget's size in points; nil on a watch.
    public let large: Size?
    /// The extra-large widget's size in points (iPad only).
    public let extraLarge: Size?
    /// The lock screen's accessory widgets; nil where the class cannot run iOS 16 (320x568).
    public let lockScreen: LockScreenSizes?
    /// A watch face's complications; nil on an iPhone or iPad.
    public let complications: ComplicationSizes?
    /// The screens of this class that have a Dynamic Island (their Live Activities also show
    /// there).
    public let islandScreens: [Size]
    /// The safe area in portrait: the status bar or sensor housing above, the home indicator
    /// below. A full-screen scene keeps its content inside it.
    public let portraitSafeArea: ScreenInsets
    /// The safe area in landscape: the sensor housing at the leading edge (and the trailing, as
    /// UIKit keeps them symmetric), the home indicator below; iPhone hides the status bar.
    public let landscapeSafeArea: ScreenInsets
    /// For a screen whose containers Apple publishes no sizes for (no row in the guidelines'
    /// tables and no measured source): the nearest documented screen of the same kind, which a
    /// widget, complication or Live Activity is refused in favour of. Nil for a documented class.
    public let nearestDocumented: Size?

    init(screens: [Size], idiom: Idiom, scales: [Int], small: Size? = nil, medium: Size? = nil, large: Size? = nil,
         extraLarge: Size? = nil, lockScreen: LockScreenSizes? = nil, complications: ComplicationSizes? = nil,
         islandScreens: [Size] = [], portraitSafeArea: ScreenInsets,
         landscapeSafeArea: ScreenInsets, nearestDocumented: Size? = nil) {
        self.screens = screens
        self.idiom = idiom
        self.scales = scales
        self.small = small
        self.medium = medium
        self.large = large
        self.extraLarge = extraLarge
        self.lockScreen = lockScreen
        self.complications = complications
        self.islandScreens = islandScreens
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.nearestDocumented = nearestDocumented
    }

    /// An iPhone whose screen the guidelines' layout table lists but whose widget, lock-screen
    /// and Live Activity sizes no table gives: its screens render, its containers are refused
    /// naming `nearest`. Every such iPhone has a Dynamic Island; `top` is the inset UIKit gives
    /// below it (not in the guidelines), and landscape insets both sides by it, as on the
    /// documented island screens.
    static func undocumentedPhone(screen: Size, top: Double, nearest: Size) -> Device {
        Device(screens: [screen], idiom: .phone, scales: [3], portraitSafeArea: ScreenInsets(top: top, bottom: 34),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 21, leading: top, trailing: top), nearestDocumented: nearest)
    }

    /// An iPad class: every iPad keeps its status bar in both orientations, so its safe area is
    /// the same upright and on its side: 24 pt above and 20 pt of home indicator below, or 20 pt
    /// of status bar and nothing below with a home button.
    static func pad(screens: [Size], homeButton: Bool, small: Size, medium: Size, large: Size, extraLarge: Size) -> Device {
        let insets = homeButton ? ScreenInsets(top: 20, bottom: 0) : ScreenInsets(top: 24, bottom: 20)
        return Device(screens: screens, idiom: .pad, scales: [2], small: small, medium: medium, large: large,
                      extraLarge: extraLarge, portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    /// The class's main screen size in points (portrait), the one `--device` names it by.
    public var screen: Size { screens[0] }
    /// The scale renders use on this class when none is asked for.
    public var nativeScale: Int { scales[0] }
    /// The portrait safe area, for the phone screens every scene draws.
    public var safeArea: ScreenInsets { portraitSafeArea }

    /// The safe area of `screen`, portrait or landscape as its proportions say.
    public func safeArea(on screen: Size) -> ScreenInsets {
        screen.width > screen.height ? landscapeSafeArea : portraitSafeArea
    }

    /// The size in points of a container of `family` on `screen` (one of this class's, in
    /// either orientation), or nil where the class has no such container: extra-large is
    /// iPad's, the lock-screen families need iOS 16, the island needs a Dynamic Island, the
    /// corner is a watch face's and a watch has nothing but complications.
    public func widgetSize(_ family: WidgetFamily, on screen: Size? = nil) -> Size? {
        let portrait = (screen ?? self.screen).portrait
        switch family {
        case .small: return small
        case .medium: return medium
        case .large: return large
        case .extraLarge: return extraLarge
        case .accessoryCircular: return lockScreen?.circular ?? complications?.circular
        case .accessoryRectangular: return lockScreen?.rectangular ?? complications?.rectangular
        case .accessoryInline: return lockScreen?.inline ?? complications?.inline
        case .accessoryCorner: return complications?.corner
        case .activityLockScreen:
            // The platter is as wide as the Dynamic Island's expanded presentation, the same
            // 11 pt in from each edge on every iPhone (HIG: 408 on 430, 371 on 393).
            guard idiom == .phone, lockScreen != nil else { return nil }
            return Size(portrait.width - 2 * LiveActivitySizes.sideMargin, LiveActivitySizes.maximumHeight)
        case .islandCompact, .islandMinimal, .islandExpanded:
            guard islandScreens.contains(portrait) else { return nil }
            let island = LiveActivitySizes.island(screenWidth: portrait.width)
            return switch family {
            case .islandCompact: island.compact
            case .islandMinimal: island.minimal
            default: island.expanded
            }
        }
    }

    /// Whether a container of `family` exists on `screen`.
    public func supports(_ family: WidgetFamily, on screen: Size? = nil) -> Bool { widgetSize(family, on: screen) != nil }

    /// Every class in the guidelines' tables: iPhones first, the first the default (430x932
    /// @3x), then iPads, then Apple Watch (`watches`). Safe areas are UIKit's for the class's current model: 59 pt above a
    /// Dynamic Island, 48 and 50 pt above a notch (XR/11, 12 mini), 20 pt of status bar with a
    /// home button (no inset below); iPads keep 24 pt of status bar and 20 pt of home indicator
    /// (20 and none with a home button). In landscape an iPhone with a Dynamic Island or a notch
    /// insets both sides by its housing (59, 48, 50) and 21 pt below.
    public static let all: [Device] = [
        Device(screens: [Size(430, 932), Size(428, 926)], idiom: .phone, scales: [3],
               small: Size(170, 170), medium: Size(364, 170), large: Size(364, 382),
               lockScreen: LockScreenSizes(circular: 76, rectangular: Size(172, 76), inlineWidth: 257),
               islandScreens: [Size(430, 932)],
               portraitSafeArea: ScreenInsets(top: 59, bottom: 34),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 21, leading: 59, trailing: 59)),
        // The screens the guidelines' layout table added in 2024-2025 (iPhone 16 Pro and 17
        // and 17 Pro; iPhone Air; 16 Pro Max and 17 Pro Max). No widget table has a row for
        // them and no measurement of their widgets is published, so they draw screens only;
        // the nearest documented island screen by width is named for the rest.
        .undocumentedPhone(screen: Size(440, 956), top: 62, nearest: Size(430, 932)),
        .undocumentedPhone(screen: Size(420, 912), top: 68, nearest: Size(430, 932)),
        .undocumentedPhone(screen: Size(402, 874), top: 62, nearest: Size(393, 852)),
        Device(screens: [Size(414, 896)], idiom: .phone, scales: [2, 3],
               small: Size(169, 169), medium: Size(360, 169), large: Size(360, 379),
               lockScreen: LockScreenSizes(circular: 76, rectangular: Size(160, 72), inlineWidth: 248),
               portraitSafeArea: ScreenInsets(top: 48, bottom: 34),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 21, leading: 48, trailing: 48)),
        Device(screens: [Size(414, 736)], idiom: .phone, scales: [3],
               small: Size(159, 159), medium: Size(348, 157), large: Size(348, 357),
               lockScreen: LockScreenSizes(circular: 76, rectangular: Size(170, 76), inlineWidth: 248),
               portraitSafeArea: ScreenInsets(top: 20, bottom: 0),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 0)),
        Device(screens: [Size(393, 852), Size(390, 844)], idiom: .phone, scales: [3],
               small: Size(158, 158), medium: Size(338, 158), large: Size(338, 354),
               lockScreen: LockScreenSizes(circular: 72, rectangular: Size(160, 72), inlineWidth: 234),
               islandScreens: [Size(393, 852)],
               portraitSafeArea: ScreenInsets(top: 59, bottom: 34),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 21, leading: 59, trailing: 59)),
        Device(screens: [Size(375, 812), Size(360, 780)], idiom: .phone, scales: [3],
               small: Size(155, 155), medium: Size(329, 155), large: Size(329, 345),
               lockScreen: LockScreenSizes(circular: 72, rectangular: Size(157, 72), inlineWidth: 225),
               portraitSafeArea: ScreenInsets(top: 50, bottom: 34),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 21, leading: 50, trailing: 50)),
        Device(screens: [Size(375, 667)], idiom: .phone, scales: [2],
               small: Size(148, 148), medium: Size(321, 148), large: Size(321, 324),
               lockScreen: LockScreenSizes(circular: 68, rectangular: Size(153, 68), inlineWidth: 225),
               portraitSafeArea: ScreenInsets(top: 20, bottom: 0),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 0)),
        Device(screens: [Size(320, 568)], idiom: .phone, scales: [2],
               small: Size(141, 141), medium: Size(292, 141), large: Size(292, 311),
               portraitSafeArea: ScreenInsets(top: 20, bottom: 0),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 0)),
        // iPads (HIG, iPadOS widget sizes, portrait).
        .pad(screens: [Size(1024, 1366), Size(1032, 1376)], homeButton: false,
             small: Size(170, 170), medium: Size(378.5, 170), large: Size(378.5, 378.5), extraLarge: Size(795, 378.5)),
        .pad(screens: [Size(834, 1194), Size(820, 1180)], homeButton: false,
             small: Size(155, 155), medium: Size(342, 155), large: Size(342, 342), extraLarge: Size(715.5, 342)),
        .pad(screens: [Size(834, 1112)], homeButton: true,
             small: Size(150, 150), medium: Size(327.5, 150), large: Size(327.5, 327.5), extraLarge: Size(682, 327.5)),
        .pad(screens: [Size(810, 1080)], homeButton: true,
             small: Size(146, 146), medium: Size(320.5, 146), large: Size(320.5, 320.5), extraLarge: Size(669, 320.5)),
        .pad(screens: [Size(768, 1024), Size(744, 1133)], homeButton: true,
             small: Size(141, 141), medium: Size(305.5, 141), large: Size(305.5, 305.5), extraLarge: Size(634.5, 305.5)),
    ] + watches

    /// The class renders use when no device is named: 430x932 @3x.
    public static let `default` = all[0]

    /// The pixel scales any render may use.
    public static let supportedScales = 1...3

    /// A device by its screen in points, `WIDTHxHEIGHT` (`390x844`): portrait, or landscape
    /// with the sides swapped (`844x390`; not a watch, which does not turn). The screen is kept
    /// as given.
    public static func named(_ text: String) -> (device: Device, screen: Size)? {
        for device in all {
            for screen in device.screens {
                if screen.description == text.lowercased() { return (device, screen) }
                if device.idiom != .watch, screen.landscape.description == text.lowercased() { return (device, screen.landscape) }
            }
        }
        return nil
    }

    /// Every portrait screen `--device` accepts, as `WIDTHxHEIGHT`, for error messages and help.
    public static var allScreenNames: [String] { all.flatMap(\.screens).map(\.description) }

    /// The iPhone screens, for the scenes drawn only on a phone held upright.
    public static var phoneScreenNames: [String] { all.filter { $0.idiom == .phone }.flatMap(\.screens).map(\.description) }
}

/// The lock screen's accessory widget sizes on one screen class.
public struct LockScreenSizes: Hashable, Sendable {
    /// The circular family (a square canvas, drawn as a circle).
    public let circular: Size
    /// The rectangular family.
    public let rectangular: Size
    /// The inline family: one line, 26 pt tall on every iPhone.
    public let inline: Size

    init(circular: Double, rectangular: Size, inlineWidth: Double) {
        self.circular = Size(circular, circular)
        self.rectangular = rectangular
        self.inline = Size(inlineWidth, 26)
    }
}

/// A Live Activity's sizes (HIG, Live Activities, specifications).
public enum LiveActivitySizes {
    /// The lock screen's platter and the expanded island sit this far in from each side.
    public static let sideMargin = 11.0
    /// The tallest a lock-screen or expanded presentation may be; the shortest is 84 pt.
    public static let maximumHeight = 160.0
    /// The shortest a lock-screen or expanded presentation may be.
    public static let minimumHeight = 84.0
    /// The island's height when compact or minimal.
    public static let islandHeight = 36.67
    /// The width of the sensors between a compact presentation's two parts: the island at
    /// rest is 126.67 pt wide (and 37.33 tall).
    public static let sensorWidth = 126.67

    /// One compact part's width on a screen `width` wide (HIG: 62.33 on 430, 52.33 on 393).
    public static func compactPartWidth(screenWidth width: Double) -> Double { width >= 430 ? 62.33 : 52.33 }

    /// The island's presentations on a screen `width` wide. The compact one is drawn whole:
    /// its leading part, the sensors, its trailing part. The minimal one takes its widest, 45 pt.
    static func island(screenWidth width: Double) -> (compact: Size, minimal: Size, expanded: Size) {
        let part = compactPartWidth(screenWidth: width)
        return (Size(part * 2 + sensorWidth, islandHeight), Size(45, islandHeight),
                Size(width - 2 * sideMargin, maximumHeight))
    }
}

/// Insets from a screen's edges, in points.
public struct ScreenInsets: Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the leading edge (landscape: the sensor housing's side).
    public var leading: Double
    /// Points from the trailing edge.
    public var trailing: Double

    /// Insets of `top` and `bottom` points, and `leading` and `trailing` (none by default).
    public init(top: Double, bottom: Double, leading: Double = 0, trailing: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }
}

extension Size {
    /// The size held upright: the longer side vertical.
    public var portrait: Size { width > height ? Size(height, width) : self }
    /// The size on its side: the longer side horizontal.
    public var landscape: Size { width < height ? Size(height, width) : self }
    /// Whether the size is on its side.
    public var isLandscape: Bool { width > height }
}
