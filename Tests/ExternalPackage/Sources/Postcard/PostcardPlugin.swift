import Foundation
import Terrarium

/// A postcard widget from a friend: a greeting, a line of news and a pixel-art stamp. It shows
/// everything a team's plugin needs: its own input, theme, sprite, layout and examples.
public struct PostcardPlugin: TypedPlugin {
    public init() {}

    public let id = "postcard"
    public let summary = "A postcard from a friend: greeting, news and a stamp"
    public let defaultTheme = "postcard"
    public let scenes = [SceneSpec(PostcardScene.card.rawValue, "The postcard as a home-screen widget", layout: .widget([.small, .medium]))]
    public var themeSchema: ThemeSchema { ThemeSchema(colors: ["paper", "ink", "muted", "accent"], fonts: ["title", "body"]) }
    public let assets = PluginAssets(bundle: .module)   // its Resources/Themes and Resources/Sprites

    public var examples: [Example] {
        [
            Example("hello", "A short greeting", isDefault: true,
                    input: ["from": "Ada", "news": "The fern on the sill finally unrolled."]),
            Example("long", "The longest name and news the card takes",
                    input: ["from": .string(String(repeating: "Maximiliana ", count: 3).trimmingCharacters(in: .whitespaces)),
                            "news": .string(String(repeating: "We planted tomatoes, basil and two rows of beans. ", count: 2))]),
        ]
    }

    public func render(_ request: SceneRequest, scene: PostcardScene, input: PostcardInput) throws -> SceneOutput {
        let (from, news) = (input.from, input.news)
        let theme = request.theme
        let paper = try theme.color("paper"), ink = try theme.color("ink"), muted = try theme.color("muted")
        let title = try theme.font("title"), body = try theme.font("body")
        let stamp = try request.sprites.info("postcard/stamp")
        let medium = request.canvas.family == .medium

        let greeting = Text("Hello from \(from)", font: title, color: ink).lineLimit(2).minimumScaleFactor(0.7).id("greeting")
        let message = Text(news, font: body, color: muted).lineLimit(medium ? 3 : 2).id("news")
        // The stamp keeps its pixels square: a whole multiple of its 24 px, as large as fits.
        let scale = Double(request.canvas.scale)
        let picture = Shape { rect in
            let factor = max(1, floor(min(rect.width, rect.height) * scale / Double(stamp.height)))
            let side = Double(stamp.height) * factor / scale
            let frame = Rect(x: rect.maxX - side, y: rect.minY, width: side, height: side)
            return [.sprite(name: "postcard/stamp", frame: frame, sampling: .nearest)]
        }.frame(width: medium ? 64 : 48, height: medium ? 64 : 48).id("stamp")
        // Stacks align by a fraction: 0 is the top or leading edge.
        let content: LayoutNode = medium
            ? HStack(alignment: 0, spacing: 12) { VStack(alignment: 0, spacing: 6) { greeting; message; Spacer() }; picture }
            : VStack(alignment: 0, spacing: 6) { HStack { Spacer(); picture }; greeting; message; Spacer() }
        let node = content.padding(16).frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { rect in [.fill(.rect(rect), .solid(paper))] }
        return SceneOutput(scene: try request.resolve(node), accessibilityLabel: "Postcard from \(from): \(news)",
                           state: ["from": .string(from), "news": .string(news)])
    }
}

/// The postcard's one scene; a `switch` over these is checked by the compiler.
public enum PostcardScene: String, CaseIterable, Sendable {
    case card
}

/// What a postcard says. Decoded strictly by the engine: an unknown key, a number for a name or
/// a name over 40 characters is an error naming the field.
public struct PostcardInput: Decodable, Sendable {
    /// The friend's name: one line, 1 to 40 characters.
    public var from: String
    /// A line of news: up to 120 characters, empty by default.
    public var news: String

    enum CodingKeys: String, CodingKey { case from, news }

    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        from = try InputObject.checkedLine(fields.decode(String.self, forKey: .from), field: "from", limit: 40)
        news = try InputObject.checkedLine(fields.decodeIfPresent(String.self, forKey: .news) ?? "", field: "news",
                                           limit: 120, allowsEmpty: true)
    }
}
