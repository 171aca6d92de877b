import Foundation
import Terrarium
import TerrariumGraphics

/// Rooted: each friend is a plant in an isometric 6x6 pixel-art greenhouse (seed/004 PRD).
public struct RootedPlugin: TypedPlugin {
    /// The plugin, for a registry.
    public init() {}

    public let id = "rooted"
    /// Its own Sprites/rooted/ and its two greenhouse themes, in its bundle (the package's AppResources build plugin puts them there).
    public let assets = PluginAssets(resources: "Terrarium_Rooted", bundle: .module)
    public let summary = "Friends as plants in an isometric 6x6 pixel-art greenhouse"
    public let defaultTheme = "cozy-greenhouse"
    public var themeSchema: ThemeSchema {
        ThemeSchema(colors: RootedColor.allCases.map(\.rawValue), fonts: ["pixel"])
    }

    /// The text sizes each scene takes. The in-app sheets (the card, the panel, the removal's
    /// confirmation, the four onboarding screens) take every size, xSmall to AX5: the pixel
    /// font steps by whole dots with the reader's size (`PixelType`), their rows, buttons and
    /// input boxes grow with it by whole art pixels, side-by-side rows stack at the
    /// accessibility sizes, and a sheet whose words no longer fit grows taller, as a screen
    /// scrolls. The widget takes them too: its box stays, and at the accessibility sizes
    /// it gives up its secondary pieces first (`RootedWidgetTypeRules`).
    /// `garden` has no text, and `share` is an exported picture, its size and words fixed by
    /// the export rather than by the reader's settings (a friend sees the same post whatever
    /// their own size): both stay at `large`, and a size asked for is drawn at it.
    public let scenes = sceneList.map { scene -> SceneSpec in
        var scene = scene
        switch RootedScene(rawValue: scene.name) {
        case .garden, .share: scene.typeSizes = .large ... .large
        default: scene.typeSizes = .xSmall ... .accessibility5
        }
        return scene
    }

    private static let sceneList = [
        SceneSpec(RootedScene.garden.rawValue, "The greenhouse alone", layout: .image([ImageFormat("square", width: 1080, height: 1080)]),
                  animation: IdleLoop.animation),
        SceneSpec(RootedScene.share.rawValue, "The exported screenshot: the greenhouse, 'My Rooted Garden', the date and who is thriving",
                  layout: .image([ImageFormat("square", width: 1080, height: 1080), ImageFormat("story", width: 1080, height: 1920)]),
                  animation: IdleLoop.animation),
        SceneSpec(RootedScene.widget.rawValue, "Garden health at a glance: average hydration, who needs water, the greenhouse (iPad's extra large lists every friend's plant beside it)",
                  layout: .widget([.small, .medium, .large, .extraLarge])),
        SceneSpec(RootedScene.plantCard.rawValue, "One friend's info panel: plant, hydration bar, streak, next watering, last contact",
                  layout: .image([ImageFormat("card", width: 1080, height: 1350)])),
        SceneSpec(RootedScene.plantPanel.rawValue, "The info panel over the dimmed greenhouse: the friend's plant and care, and Call, Text, Log Interaction, Edit, Remove (Revive, Remove when dead)",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
        SceneSpec(RootedScene.onboardingWelcome.rawValue, "Onboarding 1 of 4: 'Welcome to Rooted', the greenhouse, Get Started",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
        SceneSpec(RootedScene.onboardingAccount.rawValue, "Onboarding 2 of 4: 'Create your account': email, phone, password, Sign Up, Sign in with Apple",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
        SceneSpec(RootedScene.onboardingFriend.rawValue, "Onboarding 3 of 4: 'Plant your first friendship': contacts or a name, the eight plants, how often you talk",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
        SceneSpec(RootedScene.onboardingPlace.rawValue, "Onboarding 4 of 4: the first plant placed, three tutorial tips, Start Gardening",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
        SceneSpec(RootedScene.removeConfirm.rawValue, "The confirmation Remove asks for: 'Remove [Name]'s plant? This cannot be undone.'",
                  layout: .image([ImageFormat("sheet", width: 1080, height: 1920)])),
    ]

    public var examples: [Example] { RootedExamples.all }
    public var stressExamples: [Example] { RootedExamples.stress }
    /// Where names were once squeezed to a barcode or a 4 pt stripe and a right-to-left title's
    /// ellipsis floated: the longest and the Arabic card, twenty thirsty friends on the iPad's
    /// extra-large widget and on the 375 pt phone's large one.
    public var pinnedGoldens: [RenderRequest] {
        [RenderRequest(plugin: id, scene: "plant-card", input: .example("stress-card-longest"), family: "card", scale: 1),
         RenderRequest(plugin: id, scene: "plant-card", input: .example("stress-card-arabic"), family: "card", scale: 1),
         RenderRequest(plugin: id, scene: "widget", input: .example("stress-thirsty"), family: "extra-large", scale: 2, device: "768x1024"),
         RenderRequest(plugin: id, scene: "widget", input: .example("stress-thirsty"), family: "large", scale: 2, device: "375x667")]
    }

    public func render(_ request: SceneRequest, scene name: RootedScene, input: RootedInput) throws -> SceneOutput {
        let garden = GardenState(input)
        var surfaces = RootedSurfaces(garden: garden, theme: request.theme, sprites: request.sprites, canvas: request.canvas)
        surfaces.time = request.time
        surfaces.typeSize = request.typeSize
        let measurer = request.text
        surfaces.measure = { string, font in try measurer.size(of: string, font: font) }
        let selected = input.selected.flatMap { id in garden.plants.first { $0.friend.id == id } } ?? garden.plants.first
        let scene: Scene = switch name {
        case .garden: try request.resolve(try surfaces.gardenLayout())
        case .share: try request.resolve(try surfaces.shareLayout(story: request.canvas.format?.name == "story"))
        case .widget: try request.resolve(try RootedWidget(surfaces: surfaces).layout(request.canvas.family ?? .medium))
        case .plantCard: try request.resolve(try surfaces.plantCardLayout(selected))
        case .plantPanel: try request.resolve(try surfaces.plantPanelLayout(selected))
        case .removeConfirm: try request.resolve(try surfaces.removeConfirmLayout(selected))
        case .onboardingWelcome: try request.resolve(try surfaces.onboardingLayout(.welcome))
        case .onboardingAccount: try request.resolve(try surfaces.onboardingLayout(.account))
        case .onboardingFriend: try request.resolve(try surfaces.onboardingLayout(.firstFriend))
        case .onboardingPlace: try request.resolve(try surfaces.onboardingLayout(.place))
        }
        let label = name == .removeConfirm
            ? selected.map { "\(PanelRules.confirmQuestion(name: $0.friend.name)) \(PanelRules.confirmWarning)" } ?? "No friends yet"
            : name == .plantCard || name == .plantPanel
            ? selected.map { "\($0.friend.name)'s \($0.friend.plant.displayName.lowercased()), \($0.state.rawValue), \(RootedSurfaces.percent($0.hydration.level)) hydrated" } ?? "No friends yet"
            : "A greenhouse of \(garden.plants.count) friends, \(garden.thrivingCount) thriving, average hydration \(RootedSurfaces.percent(garden.averageHydration))"
        return SceneOutput(scene: scene, accessibilityLabel: label, state: try JSONValue(encoding: RootedState(garden)))
    }
}

/// Rooted's scenes.
public enum RootedScene: String, CaseIterable, Sendable {
    /// The greenhouse alone.
    case garden
    /// The exported screenshot, square or story.
    case share
    /// The garden-health widget, small, medium or large.
    case widget
    /// One friend's info panel.
    case plantCard = "plant-card"
    /// The info panel with its buttons.
    case plantPanel = "plant-panel"
    /// The confirmation before a friend's plant is removed.
    case removeConfirm = "remove-confirm"
    /// The four onboarding screens, in order.
    case onboardingWelcome = "onboarding-welcome", onboardingAccount = "onboarding-account"
    case onboardingFriend = "onboarding-friend", onboardingPlace = "onboarding-place"
}

/// The `--json` state.
struct RootedState: Encodable {
    struct Plant: Encodable {
        var id: String
        var hydration: Double
        var state: String
        var stage: String
        var sprite: String
        /// Creatures shown on the plant, and every one its streak record has earned.
        var artifacts: [String]
        var earnedArtifacts: [String]
    }
    var plants: [Plant]
    /// Garden artifacts the history has earned (placed or not).
    var gardenArtifacts: [String]
    var averageHydration: Double
    var thriving: Int
    var timeOfDay: String
    var drawOrder: [String]
    var drop: Drop?
    struct Drop: Encodable {
        var item: String
        var tile: [Int]
        var valid: Bool
    }

    init(_ garden: GardenState) {
        plants = garden.plants.map {
            Plant(id: $0.friend.id, hydration: $0.hydration.rounded, state: $0.state.rawValue, stage: $0.stage.rawValue,
                  sprite: $0.sprite, artifacts: $0.friend.artifacts.map(\.rawValue),
                  earnedArtifacts: $0.friend.earnedArtifacts.map(\.rawValue))
        }
        gardenArtifacts = garden.input.gardenArtifacts.map(\.rawValue)
        averageHydration = (garden.averageHydration * 10).rounded(.toNearestOrAwayFromZero) / 10
        thriving = garden.thrivingCount
        timeOfDay = garden.timeOfDay.rawValue
        drawOrder = GardenArt.drawOrder(garden)
        drop = garden.input.drop.map {
            Drop(item: $0.item, tile: [$0.tile.col, $0.tile.row], valid: Greenhouse.dropIsValid($0, garden: garden))
        }
    }
}
