import TerrariumGraphics

/// One app's renderer: its scenes, its input, its examples, and how it lays out a scene.
///
/// A plugin never touches pixels: it turns input into a display state and the state into a
/// `Scene` (a draw list), which the engine paints. Adding an app is a new module with one type
/// conforming to this protocol, and one line in `TerrariumPlugins`.
public protocol Plugin: Sendable {
    /// The id used on the command line (`bloom`, `cocoa-calm`).
    var id: String { get }
    var summary: String { get }
    var scenes: [SceneSpec] { get }
    /// The theme tokens its layouts read; themes are checked against this when loaded.
    var themeSchema: ThemeSchema { get }
    /// The theme used when none is named: `<defaultTheme>.json` in its themes folder.
    var defaultTheme: String { get }
    /// Named inputs that between them cover every visual state. Exactly one is the default.
    var examples: [Example] { get }
    /// Where its theme files and sprites are; none by default.
    var assets: PluginAssets { get }
    /// Whether it draws a dark appearance when `SceneRequest.inTheDark` asks (StandBy at
    /// night); false by default, and then the engine inverts a light picture's light for it.
    var drawsDarkAppearance: Bool { get }
    /// A version to raise whenever the plugin draws differently, so that `batch` renders again
    /// what it made before (its up-to-date check cannot see a plugin's code). Nil by default:
    /// the built-in plugins are covered by the engine's version.
    var contentVersion: String? { get }

    /// Decodes and validates the input, applies the display rules and lays out the scene.
    func render(_ request: SceneRequest) throws -> SceneOutput

    /// Input fields whose every value `lint` tries on every example (Rituals' `locale` and
    /// `appearance`). None by default.
    var inputAxes: [InputAxis] { get }
    /// Inputs at the edges, for `lint` only: the longest names allowed, emoji, CJK,
    /// right-to-left text, maximum counts, zero states. None by default.
    var stressExamples: [Example] { get }
    /// The scenes a typed plugin declares as a type (`TypedPlugin.SceneName`), which `scenes`
    /// must match; nil for a plugin that names its scenes only in `scenes`.
    var typedSceneNames: [String]? { get }
    /// Renders kept as goldens beyond the engine's walk (every example on its home device, the
    /// defaults on each golden device): its examples or stress inputs on the screen and text
    /// size where a defect once showed, so that its return fails a golden. None by default.
    var pinnedGoldens: [RenderRequest] { get }
}

extension Plugin {
    /// None of its own (see `PluginAssets`).
    public var assets: PluginAssets { .none }
    /// None: the engine's version stands for the built-in plugins.
    public var contentVersion: String? { nil }
    /// No dark appearance of its own.
    public var drawsDarkAppearance: Bool { false }
    /// No axes.
    public var inputAxes: [InputAxis] { [] }
    /// No stress inputs.
    public var stressExamples: [Example] { [] }
    /// Scenes named only in `scenes`.
    public var typedSceneNames: [String]? { nil }
    /// No goldens beyond the engine's walk.
    public var pinnedGoldens: [RenderRequest] { [] }
}

/// An input field and every value it takes, for `lint` to try.
public struct InputAxis: Sendable {
    /// The input field, such as `locale`.
    public var field: String
    /// Every value `lint` tries, such as `en`, `es-MX` and `fr-CA`.
    public var values: [String]

    /// An axis over `field`'s `values`.
    public init(_ field: String, _ values: [String]) {
        self.field = field
        self.values = values
    }
}

/// A scene a plugin can draw, and the canvas sizes it supports.
public struct SceneSpec: Sendable {
    /// How the scene's canvas is sized.
    public enum Layout: Sendable, Equatable {
        /// A home-screen widget in these families, sized from the device's widget table.
        case widget([WidgetFamily])
        /// A full phone screen, sized from the device's screen.
        case screen
        /// A scrolling view captured whole: the device screen's width, and as tall as the plugin
        /// lays it out (the canvas offered has the screen's height), within the image limits.
        case scroll
        /// Images of fixed pixel sizes, made to be shared rather than shown on a device (a
        /// square post, a story). The first is the default; the scale defaults to 1. One that
        /// takes text sizes above `large` keeps its width and grows taller at one where its
        /// content no longer fits, as a screen scrolls (`SceneRequest.resolve`).
        case image([ImageFormat])

        /// Whether the canvas is a system container of fixed size.
        public var isWidget: Bool { if case .widget = self { true } else { false } }
    }

    /// The name the command line uses (`widget`, `dashboard`).
    public var name: String
    /// One line for `terrarium list`.
    public var summary: String
    /// How its canvas is sized.
    public var layout: Layout
    /// Whether the scene is split into pages (`--page`), for content that can outgrow one image.
    public var paged: Bool
    /// Whether the scene's layout adapts to wide screens (iPad, and iPhone on its side) and so
    /// may be drawn on them; the others are an iPhone's, upright.
    public var adaptsToWideScreens: Bool
    /// The text sizes the layout adapts to. A larger (or smaller) one asked for is drawn at
    /// the nearest end, as SwiftUI's `.dynamicTypeSize(range)` clamps a view. By default a
    /// screen takes xSmall to xxxLarge and a widget, whose container is fixed, xSmall to
    /// xLarge; a scene whose layout turns rows into columns takes the accessibility sizes too.
    public var typeSizes: ClosedRange<TypeSize>
    /// How the scene moves, for one that does: its length, loop point and natural frame rate.
    /// A still of it is the animation at one time (`RenderRequest.time`). Nil for a still scene.
    public var animation: AnimationSpec?

    /// A scene named `name`, described by `summary`, sized by `layout`.
    public init(_ name: String, _ summary: String, layout: Layout, paged: Bool = false, animation: AnimationSpec? = nil,
                adaptsToWideScreens: Bool = false, typeSizes: ClosedRange<TypeSize>? = nil) {
        self.name = name
        self.summary = summary
        self.layout = layout
        self.paged = paged
        self.animation = animation
        self.adaptsToWideScreens = adaptsToWideScreens
        self.typeSizes = typeSizes ?? (layout.isWidget ? .xSmall ... .xLarge : .xSmall ... .xxxLarge)
    }

    /// The text size the scene is drawn at when `asked` is: within its `typeSizes`.
    public func typeSize(for asked: TypeSize?) -> TypeSize {
        min(max(asked ?? .large, typeSizes.lowerBound), typeSizes.upperBound)
    }

    /// Its widget families; none for a screen or an image.
    public var families: [WidgetFamily] {
        if case .widget(let families) = layout { families } else { [] }
    }

    /// Its image formats; none for a widget or a screen.
    public var formats: [ImageFormat] {
        if case .image(let formats) = layout { formats } else { [] }
    }

    /// What `--family` may name for this scene: its widget families or image formats; a
    /// screen has one variant, nil.
    public var variants: [String?] {
        switch layout {
        case .screen, .scroll: [nil]
        case .widget(let families): families.map(\.rawValue)
        case .image(let formats): formats.map(\.name)
        }
    }
}

/// A fixed image size, `name` as `--family` names it.
public struct ImageFormat: Hashable, Sendable {
    /// The name `--family` gives (`square`, `story`).
    public var name: String
    /// Width in points (pixels at scale 1).
    public var width: Int
    /// Height in points (pixels at scale 1).
    public var height: Int

    /// A format named `name` of `width` x `height` points.
    public init(_ name: String, width: Int, height: Int) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// The format's size in points.
    public var size: Size { Size(Double(width), Double(height)) }
}

/// A named input. `scenes` limits it to some scenes; nil means every scene.
public struct Example: Sendable {
    /// The name `--example` gives.
    public var name: String
    /// One line for `terrarium list`: the visual state it shows.
    public var summary: String
    /// The input document, as a user would send it.
    public var input: JSONValue
    /// Whether it is drawn when no input or example is named (one per plugin).
    public var isDefault: Bool
    /// The scenes it is for; nil for every scene.
    public var scenes: [String]?

    /// An example named `name`, described by `summary`, with `input`.
    public init(_ name: String, _ summary: String, isDefault: Bool = false, scenes: [String]? = nil,
                input: JSONValue) {
        self.name = name
        self.summary = summary
        self.input = input
        self.isDefault = isDefault
        self.scenes = scenes
    }

    /// Whether it is an example of `scene`.
    public func applies(to scene: String) -> Bool { scenes?.contains(scene) ?? true }
}

/// The canvas a scene is laid out for.
public struct CanvasSpec: Hashable, Sendable {
    /// Size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
    /// The widget family, for widget scenes.
    public var family: WidgetFamily?
    /// The device class the screen belongs to (its widget sizes and safe area).
    public var device: Device
    /// The image format, for image scenes.
    public var format: ImageFormat? = nil
    /// The screen named (`390x844` is in the class of `393x852`); the device's first when none was.
    public var screenSize: Size? = nil

    /// The screen, in points.
    public var screen: Size { screenSize ?? device.screen }

    /// The image's width in pixels.
    public var pixelWidth: Int { Int((size.width * Double(scale)).rounded()) }
    /// The image's height in pixels.
    public var pixelHeight: Int { Int((size.height * Double(scale)).rounded()) }
}

/// What a plugin is asked to lay out.
public struct SceneRequest {
    /// The scene's name, one of the plugin's `scenes`.
    public var scene: String
    /// The input JSON, with `--now` and `--time-zone` already applied as `now` and `timeZone`.
    public var input: JSONValue
    /// The canvas to lay the scene out for.
    public var canvas: CanvasSpec
    /// The theme, checked against the plugin's `themeSchema`.
    public var theme: Theme
    /// The sprites a scene may draw, with their sizes and anchors.
    public var sprites: any SpriteCatalog
    /// Text measured as the engine will draw it.
    public var text: any TextMeasurer
    /// The page asked for, from 1, for a paged scene; 1 when none was named.
    public var page: Int = 1
    /// The reader's text size: the theme's fonts are already at it; a layout reads it to
    /// adapt (rows become columns at the accessibility sizes, secondary text drops first).
    public var typeSize: TypeSize = .large
    /// Whether the picture is shown in the dark: StandBy at night (`standby-night`), which
    /// iOS draws from the widget's dark appearance in red. A plugin with a dark appearance
    /// (Bloom's night colours, Rituals' dark theme) draws it, so the red picture keeps the
    /// art's light and dark where it was; from a light picture the engine must invert the
    /// light to put the text in red on black, and the art came out as a negative.
    public var inTheDark = false
    /// Seconds into the scene's animation (`SceneSpec.animation`), when one was asked for: the
    /// scene draws itself as it is at that moment. Nil draws the still its input describes.
    public var time: Double?
    /// The renderer's decoded inputs (`TypedPlugin` decodes each document once per renderer).
    var decodedInputs: DecodedInputs?

    /// The same request drawn as a widget of `family` on the same screen, or nil where the
    /// screen has none. A scene whose families write a value in one form (SwiftUI widgets of
    /// one app share their formatters) lays out its narrowest family with it and reads back
    /// the forms that one could fit.
    public func inFamily(_ family: WidgetFamily) -> SceneRequest? {
        guard let size = canvas.device.widgetSize(family, on: canvas.screen) else { return nil }
        var sibling = self
        sibling.canvas.family = family
        sibling.canvas.size = size
        return sibling
    }
}

/// How an animated scene moves: everything a frame's time is measured against.
public struct AnimationSpec: Sendable, Equatable {
    /// The animation's whole length in seconds.
    public var duration: Double
    /// Where a loop starts again, in seconds from the start (0: the whole animation loops).
    public var loopStart: Double
    /// The frame rate it is drawn at unless told otherwise.
    public var framesPerSecond: Int

    /// The moments that show the animation best (its document's keyframes, the middle of a
    /// transition): each is a golden image of its own, so a change to how the scene moves fails
    /// a golden as a change to a still does. Empty: only the still is a golden.
    public var keyframes: [Double]
    /// A change from one state to the next (Bloom's stage change), as opposed to motion (a
    /// breathing circle, a countdown, an idle loop): whatever the first frame and the still
    /// draw alike must stay still in every frame between, which `lint` checks frame by frame.
    public var isTransition: Bool

    /// An animation `duration` seconds long, looping from `loopStart`, at `framesPerSecond`,
    /// its goldens drawn at `keyframes` (seconds, within the animation); `transition` for a
    /// change between two states.
    public init(duration: Double, loopStart: Double = 0, framesPerSecond: Int, keyframes: [Double] = [], transition: Bool = false) {
        self.duration = duration
        self.loopStart = loopStart
        self.framesPerSecond = framesPerSecond
        self.keyframes = keyframes
        self.isTransition = transition
    }

    /// Seconds as file names write a moment (`-at1.5s`): `2`, `1.5`, `0.0825`.
    public static func label(seconds value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The frame times of `duration` seconds at `fps`: frame i at i / fps, exactly, from 0 up to
    /// but not including the end (the end is the start of the next loop).
    public static func frameTimes(duration: Double, framesPerSecond fps: Int) -> [Double] {
        let count = max(1, Int((duration * Double(fps)).rounded(.toNearestOrAwayFromZero)))
        return (0..<count).map { Double($0) / Double(fps) }
    }
}

/// Measures text as the engine will lay it out, so layouts can size buttons and pills.
public protocol TextMeasurer {
    /// The width and height `string` takes in `font` on one line, in points.
    func size(of string: String, font: Font) throws -> Size
    /// The size a block takes wrapped to its frame's width, up to its `maxLines`: for laying
    /// out paragraphs one under another.
    func size(of block: TextBlock) throws -> Size
    /// Everything about how the block lays out: size, lines, whether it was cut or shrunk.
    func metrics(of block: TextBlock) throws -> TextMetrics
}

/// What a plugin returns: the picture, what it shows in words, and the state it derived.
public struct SceneOutput: Sendable {
    /// The picture, as a draw list the size of the canvas.
    public var scene: Scene
    /// What the picture shows, in words (the PNG's `Description`).
    public var accessibilityLabel: String
    /// Encodes the state; called only when someone asks (`--json`, tests), never per render.
    let makeState: @Sendable () throws -> JSONValue

    /// - Parameters:
    ///   - scene: the picture, as a draw list.
    ///   - accessibilityLabel: what the picture shows, in words (the PNG's `Description`).
    ///   - state: the display state the rules decided, as `--json` shows it. Not evaluated
    ///     here: a render nobody asks about never encodes it.
    public init(scene: Scene, accessibilityLabel: String, state: @escaping @autoclosure @Sendable () throws -> JSONValue) {
        self.scene = scene
        self.accessibilityLabel = accessibilityLabel
        self.makeState = state
    }

    /// The display state, encoded now.
    public var state: JSONValue { get throws { try makeState() } }
}
