import Foundation
import Terrarium
import TerrariumLayout

/// Bloom: steps grow a plant through seven stages (seed/000 PRD).
public struct BloomPlugin: TypedPlugin {
    /// The plugin, for a registry.
    public init() {}

    public let id = "bloom"
    /// Its own Sprites/bloom/ and Themes/bloom.json, in its bundle (the package's AppResources build plugin puts them there).
    public let assets = PluginAssets(resources: "Terrarium_Bloom", bundle: .module)
    public let summary = "Steps grow a plant through 7 stages, on a dawn or dusk gradient"
    public let defaultTheme = "bloom"
    public var themeSchema: ThemeSchema { BloomStyle.schema }

    public let scenes = [
        SceneSpec(BloomScene.widget.rawValue, "Home-screen widget showing the plant and today's steps; on the lock screen, the steps toward the goal and the stage", layout: .widget([.small, .medium, .large, .accessoryCircular, .accessoryRectangular, .accessoryInline]),
                  typeSizes: .xSmall ... .accessibility5),
        SceneSpec(BloomScene.dashboard.rawValue, "The app's main screen: greeting, plant view, step counter and progress bar", layout: .screen,
                  animation: StageChange.animation, typeSizes: .xSmall ... .accessibility5),
    ]

    public var examples: [Example] { BloomExamples.all }
    public var stressExamples: [Example] { BloomExamples.stress }
    /// Where the widget families once wrote one count two ways: the medium at AX3 on the
    /// smallest phone, "12.4K" as the small writes it.
    public var pinnedGoldens: [RenderRequest] {
        var medium = RenderRequest(plugin: id, scene: "widget", input: .example("bloom-day"), family: "medium", scale: 2, device: "320x568")
        medium.typeSize = .accessibility3
        return [medium]
    }
    /// In StandBy at night: the dusk colours.
    public var drawsDarkAppearance: Bool { true }
    /// The system appearance (PRD 5: "text must be legible in both Light and Dark system
    /// modes"). Bloom's gradients follow the time of day and each text colour follows the
    /// gradient behind it, never the system's, so both appearances draw the same picture; the
    /// axis lets lint check every example in both, and a test holds the two equal.
    public var inputAxes: [InputAxis] { [InputAxis("appearance", BloomAppearance.allCases.map(\.rawValue))] }

    public func render(_ request: SceneRequest, scene: BloomScene, input: BloomInput) throws -> SceneOutput {
        let display = BloomDisplay(input)
        // In StandBy at night the widget is drawn from its dark (dusk) colours.
        let style = try BloomStyle(theme: request.theme, background: request.inTheDark ? .dusk : display.background)
        var layout = BloomLayout(display: display, style: style, size: request.canvas.size, sprites: request.sprites,
                                 safeArea: request.canvas.device.safeArea)
        layout.time = request.time
        layout.typeSize = request.typeSize
        if scene == .widget, let family = request.canvas.family, family == .medium || family == .large {
            layout.compactCount = try smallWidgetCompactsCount(request, layout: layout, display: display)
        }
        if scene == .widget, let family = request.canvas.family, let node = try layout.largeTextWidget(family) {
            return SceneOutput(scene: try request.resolve(node), accessibilityLabel: display.accessibilityLabel,
                               state: try JSONValue(encoding: BloomState(display)))
        }
        let node: LayoutNode = switch (scene, request.canvas.family) {
        case (.widget, .small?): try layout.small()
        case (.widget, .medium?): try layout.medium()
        case (.widget, .accessoryCircular?): layout.accessoryCircular()
        case (.widget, .accessoryRectangular?): layout.accessoryRectangular()
        case (.widget, .accessoryInline?): layout.accessoryInline()
        case (.widget, _): try layout.large()
        case (.dashboard, _): try layout.dashboard()
        }
        return SceneOutput(scene: try request.resolve(node), accessibilityLabel: display.accessibilityLabel,
                           state: try JSONValue(encoding: BloomState(display)))
    }

    /// Whether the small widget on this screen, at this text size, writes the count compact:
    /// then the medium and large do too. The small is the narrowest of the three, so the
    /// count it can hold the others can. Only the accessibility forms ever compact it.
    private func smallWidgetCompactsCount(_ request: SceneRequest, layout: BloomLayout, display: BloomDisplay) throws -> Bool {
        guard request.typeSize.isAccessibilitySize, display.healthAccess == .authorized,
              let small = request.inFamily(.small) else { return false }
        let smallLayout = BloomLayout(display: display, style: layout.style, size: small.canvas.size, sprites: layout.sprites,
                                      safeArea: layout.safeArea, time: layout.time, typeSize: layout.typeSize)
        guard let node = try smallLayout.largeTextWidget(.small) else { return false }
        let shown = try small.resolve(node).commands.markedTexts().first { $0.id == "steps" }?.block.text
        return shown != nil && shown != grouped(display.steps)
    }
}

/// Bloom's scenes.
public enum BloomScene: String, CaseIterable, Sendable {
    /// The home-screen widget, small, medium or large.
    case widget
    /// The app's main screen.
    case dashboard
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
