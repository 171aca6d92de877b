/// The reader's text size, as iOS's Dynamic Type content size categories name them, from
/// extra small to the fifth accessibility size. `large` is iOS's default.
///
/// A theme's font sizes are the `large` ones. Each is scaled as SwiftUI scales a custom font
/// (`Font.custom(_:size:)` follows the body style): by the body style's size at the category
/// over its 17 pt at `large` (Apple's Typography table: 14, 15, 16, 17, 19, 21, 23, then 28,
/// 33, 40, 47, 53 pt).
public enum TypeSize: String, CaseIterable, Codable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1 = "AX1", accessibility2 = "AX2", accessibility3 = "AX3", accessibility4 = "AX4",
         accessibility5 = "AX5"

    /// The body style's size in points at this category.
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much a `large` font grows (or shrinks) at this category.
    public var scale: Double { bodyPointSize / TypeSize.large.bodyPointSize }

    /// A length that grows with the text, as SwiftUI's `@ScaledMetric` does: `base` at
    /// `large`, times the body style's growth at this size, and no more than `maximum`. For
    /// a glyph-sized control beside text (a check-in circle), so it keeps its proportion to
    /// the words instead of staying its `large` size beside 53 pt ones.
    public func scaledMetric(_ base: Double, maximum: Double = .infinity) -> Double {
        min(maximum, base * scale)
    }

    /// How much further than its own minimum a text that may shrink to fit may shrink: by the
    /// growth up to xxxLarge, so at those sizes it is never drawn smaller than its minimum at
    /// the default size; no further at the accessibility sizes, so each of them draws the
    /// reader's text larger than the one before (a layout makes room by turning its rows into
    /// columns and by scrolling, not by shrinking the text back).
    public var fitGrowth: Double { min(scale, TypeSize.xxxLarge.scale) }

    /// The five accessibility sizes, where layouts turn their rows into columns.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Whether a widget or a Live Activity, whose box is fixed, takes its larger-text form:
    /// from xxLarge. Up to xLarge, the sizes widgets took before they took the accessibility
    /// sizes, their regular forms hold; at xxLarge and xxxLarge several no longer do (lint's
    /// check of xxxLarge on each family's smallest device found a stat, a ring's percentage
    /// and the expanded island spilling), so a fixed box changes form two sizes before a
    /// screen, which can scroll.
    public var takesLargerWidgetForms: Bool { self > .xLarge }

    /// A category by its name: SwiftUI's (`xxxLarge`, `accessibility3`) or the short `AX3`,
    /// in any case.
    public static func named(_ text: String) -> TypeSize? {
        let lowered = text.lowercased()
        return allCases.first { $0.rawValue.lowercased() == lowered || "\($0)".lowercased() == lowered }
    }

    /// Every name `--type-size` accepts, for help and errors.
    public static var allNames: [String] { allCases.map(\.rawValue) }

    public static func < (lhs: TypeSize, rhs: TypeSize) -> Bool {
        lhs.bodyPointSize < rhs.bodyPointSize  // strictly increasing with the category
    }
}
