import Foundation
import Testing
@testable import Terrarium

struct ThemeTests {
    let schema = ThemeSchema(colors: ["app.soil", "app.stem"], fonts: ["display"])

    private func load(_ json: String, name: String = "test") throws -> Theme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("\(name).json")
        try Data(json.utf8).write(to: url)
        return try Theme.load(url, plugin: "bloom", schema: schema)
    }

    private let valid = """
    {"plugin": "bloom", "colors": {"app.soil": "#3E2723", "app.stem": "#66BB6A80"},
     "fonts": {"display": {"family": "Quicksand", "weight": "bold", "size": 34}}}
    """

    @Test func loadsAValidTheme() throws {
        let theme = try load(valid)
        #expect(try theme.color("app.soil") == Color(hex: "#3E2723"))
        #expect(try theme.color("app.stem").alpha == 128.0 / 255)
        #expect(try theme.font("display") == Font(family: "Quicksand", weight: .bold, size: 34))
    }

    @Test(arguments: [
        (##""app.soil": "#3E2723""##, ##""app.soil": "brown""##, "colors.app.soil", "#RRGGBB"),
        (##""app.soil": "#3E2723""##, ##""app.soil": "#3E272""##, "colors.app.soil", "#RRGGBB"),
        (##""app.soil": "#3E2723", "##, "", "colors.app.soil", "is missing"),
        (##""app.soil": "#3E2723""##, ##""app.soil": "#3E2723", "app.leaf": "#00FF00""##, "colors.app.leaf", "not a known field"),
        (##""plugin": "bloom""##, ##""plugin": "rooted""##, "plugin", "not for 'bloom'"),
        (##""plugin": "bloom""##, ##""plugin": "bloom", "colours": {}"##, "colours", "not a known field"),
        (##""family": "Quicksand""##, ##""family": "Comic Sans""##, "fonts.display.family", "does not know"),
        (##""weight": "bold""##, ##""weight": "heavy""##, "fonts.display.weight", "must be one of"),
        (##""size": 34"##, ##""size": -1"##, "fonts.display.size", "from 1 to 400"),
    ])
    func errorsNameTheFileAndKey(find: String, replace: String, key: String, reason: String) {
        let json = valid.replacingOccurrences(of: find, with: replace)
        let error = #expect(throws: ThemeError.self) { try load(json, name: "broken") }
        #expect(error?.file == "broken.json")
        #expect(error?.key == key)
        #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
    }

    @Test func malformedJSONNamesTheFile() {
        let error = #expect(throws: ThemeError.self) { try load("{\"plugin\": ", name: "cut") }
        #expect(error?.description.hasPrefix("theme cut.json") == true)
    }
}
