import Terrarium
import TerrariumLayout

/// Bloom: steps grow a plant through seven stages (seed/000 PRD).
public struct BloomPlugin: TypedPlugin {
    public init() {}

    public let id = "bloom"
    public let summary = "Steps grow a plant through 7 stages, on a dawn or dusk gradient"
    public let defaultTheme = "bloom"
    public var themeSchema: ThemeSchema { BloomStyle.schema }

    public let scenes = [
        SceneSpec("widget", "Home-screen widget showing the plant and today's steps", layout: .widget([.small, .medium, .large])),
        SceneSpec("dashboard", "The app's main screen: greeting, plant view, step counter and progress bar", layout: .screen),
    ]

    public var examples: [Example] { BloomExamples.all }
    public var stressExamples: [Example] { BloomExamples.stress }

    public func render(_ request: SceneRequest, input: BloomInput) throws -> SceneOutput {
        let display = BloomDisplay(input)
        let style = try BloomStyle(theme: request.theme, background: display.background)
        let layout = BloomLayout(display: display, style: style, size: request.canvas.size, sprites: request.sprites,
                                 safeArea: request.canvas.device.safeArea)
        let node: LayoutNode = switch (request.scene, request.canvas.family) {
        case ("widget", .small?): try layout.small()
        case ("widget", .medium?): try layout.medium()
        case ("widget", _): try layout.large()
        default: try layout.dashboard()
        }
        let scene = try request.resolve(node)
        return SceneOutput(scene: scene, accessibilityLabel: display.accessibilityLabel,
                           state: try JSONValue(encoding: BloomState(display)))
    }
}

/// The `--json` state: what the rules decided.
struct BloomState: Encodable {
    enum Stage: Encodable {
        case index(Int), error
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .index(let value): try container.encode(value)
            case .error: try container.encode("error")
            }
        }
    }

    var stage: Stage
    var asset: String
    var background: Background
    var healthAccess: HealthAccess
    var steps: Int
    var goal: Int
    var percent: Int
    var progress: Double
    var midnightReset: Bool
    var localDate: String
    var localTime: String

    init(_ display: BloomDisplay) {
        stage = display.stage.map { .index($0.rawValue) } ?? .error
        asset = display.asset
        background = display.background
        healthAccess = display.healthAccess
        steps = display.steps
        goal = display.goal
        percent = display.percent
        progress = display.progress
        midnightReset = display.didReset
        localDate = display.local.date.description
        localTime = display.local.clockText
    }
}
