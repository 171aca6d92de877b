import Terrarium

/// A category's colour (PRD 6.2, Category.colorName: "13 available colors"). The document does
/// not list them; thirteen is the count of the system's named colours, which a SwiftUI app
/// picks from, so these are they, with Apple's iOS values for light and dark (HIG, Color) in
/// Themes/rituals.json. The four presets take the colour their meaning suggests; a custom
/// category without one is grey.
enum CategoryColor: String, CaseIterable, Sendable, Codable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray

    /// The colour a category has when the input gives none.
    static func preset(for category: String) -> CategoryColor {
        switch category.lowercased() {
        case "health": .green
        case "productivity": .blue
        case "mindfulness": .indigo
        case "selfcare", "self-care": .pink
        default: .gray
        }
    }

    /// The theme token, under the appearance's prefix (`light.category.red`).
    var token: String { "category.\(rawValue)" }
}
