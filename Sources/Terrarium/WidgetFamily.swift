import TerrariumGraphics

/// Home-screen widget sizes.
public enum WidgetFamily: String, CaseIterable, Codable, Sendable {
    case small, medium, large
}

/// An iPhone screen class: its size in points, its pixel scales, and its widget sizes
/// (Apple's Human Interface Guidelines, widget dimensions).
public struct Device: Hashable, Sendable {
    /// The screen sizes in points that share this class's widget sizes, the main one first.
    public let screens: [Size]
    /// The pixel scales the class's models use; the first is what renders use by default.
    public let scales: [Int]
    /// The small widget's size in points.
    public let small: Size
    /// The medium widget's size in points.
    public let medium: Size
    /// The large widget's size in points.
    public let large: Size
    /// The screen's safe area: the status bar or sensor housing above, the home indicator
    /// below. A full-screen scene keeps its content inside it.
    public let safeArea: ScreenInsets

    /// The class's main screen size in points, the one `--device` names it by.
    public var screen: Size { screens[0] }
    /// The scale renders use on this class when none is asked for.
    public var nativeScale: Int { scales[0] }

    /// The size in points of a widget of `family` on this class.
    public func widgetSize(_ family: WidgetFamily) -> Size {
        switch family {
        case .small: small
        case .medium: medium
        case .large: large
        }
    }

    /// Every class in the guidelines' table. The first is the default: 430x932 @3x. Safe areas
    /// are UIKit's for the class's current model: 59 pt above a Dynamic Island, 48 and 50 pt
    /// above a notch (XR/11, 12 mini), 20 pt of status bar with a home button (no inset below).
    public static let all: [Device] = [
        Device(screens: [Size(430, 932), Size(428, 926)], scales: [3],
               small: Size(170, 170), medium: Size(364, 170), large: Size(364, 382),
               safeArea: ScreenInsets(top: 59, bottom: 34)),
        Device(screens: [Size(414, 896)], scales: [2, 3],
               small: Size(169, 169), medium: Size(360, 169), large: Size(360, 379),
               safeArea: ScreenInsets(top: 48, bottom: 34)),
        Device(screens: [Size(414, 736)], scales: [3],
               small: Size(159, 159), medium: Size(348, 157), large: Size(348, 357),
               safeArea: ScreenInsets(top: 20, bottom: 0)),
        Device(screens: [Size(393, 852), Size(390, 844)], scales: [3],
               small: Size(158, 158), medium: Size(338, 158), large: Size(338, 354),
               safeArea: ScreenInsets(top: 59, bottom: 34)),
        Device(screens: [Size(375, 812), Size(360, 780)], scales: [3],
               small: Size(155, 155), medium: Size(329, 155), large: Size(329, 345),
               safeArea: ScreenInsets(top: 50, bottom: 34)),
        Device(screens: [Size(375, 667)], scales: [2],
               small: Size(148, 148), medium: Size(321, 148), large: Size(321, 324),
               safeArea: ScreenInsets(top: 20, bottom: 0)),
        Device(screens: [Size(320, 568)], scales: [2],
               small: Size(141, 141), medium: Size(292, 141), large: Size(292, 311),
               safeArea: ScreenInsets(top: 20, bottom: 0)),
    ]

    /// The class renders use when no device is named: 430x932 @3x.
    public static let `default` = all[0]

    /// The pixel scales any render may use.
    public static let supportedScales = 1...3

    /// A device by its screen in points, `WIDTHxHEIGHT` (`390x844`); the screen is kept as given.
    public static func named(_ text: String) -> (device: Device, screen: Size)? {
        for device in all {
            for screen in device.screens where screen.description == text.lowercased() {
                return (device, screen)
            }
        }
        return nil
    }

    /// Every screen `--device` accepts, as `WIDTHxHEIGHT`, for error messages and help.
    public static var allScreenNames: [String] { all.flatMap(\.screens).map(\.description) }
}

/// Insets from a screen's top and bottom edges, in points.
public struct ScreenInsets: Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the bottom edge.
    public var bottom: Double

    /// Insets of `top` and `bottom` points.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// The corner radius of a widget's container. Apple publishes none (the container is the
/// system's); 20 pt is the common approximation.
public let widgetCornerRadius = 20.0
