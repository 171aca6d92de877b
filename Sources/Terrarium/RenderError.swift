internal import TerrariumCanvas
import TerrariumGraphics

/// A render request that cannot be carried out, said in one line.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unknownPlugin(String, known: [String])
    case unknownScene(String, plugin: String, known: [String])
    case unknownExample(String, plugin: String, scene: String, known: [String])
    case unknownFamily(String, scene: String, known: [String])
    case familyOnScreen(scene: String)
    case deviceOnImage(scene: String)
    case unknownDevice(String, known: [String])
    /// A family the device has no container for (extra-large on an iPhone, the lock screen on
    /// 320x568, the Dynamic Island on a notch).
    case familyNotOnDevice(String, device: String, known: [String])
    /// A family on a screen Apple publishes no container sizes for, which the nearest
    /// documented screen (named) has.
    case familySizeUnpublished(String, device: String, nearest: String)
    /// A rendering mode for a scene that is not a widget, or a family it does not apply to.
    case renderingModeNotForCanvas(String, canvas: String)
    /// An iPad or landscape screen for a scene laid out only for a phone held upright.
    case screenNotForScene(String, scene: String, known: [String])
    case unsupportedScale(Int)
    case unknownTheme(String, plugin: String, known: [String])
    case inputTooLarge(bytes: Int, limit: Int)
    case sceneSizeMismatch(expected: String, got: String)
    case pageOnUnpagedScene(scene: String)
    case pageOutOfRange(Int, pages: Int, perPage: Int, what: String)
    case unknownAxis(String, plugin: String, known: [String])
    case unknownAxisValue(String, axis: String, known: [String])
    /// The registry breaks the plugin contract (`PluginRegistry.contractProblems`).
    case pluginContract(String)
    /// A time (`--at`) for a scene that does not move.
    case timeOnStillScene(scene: String)
    /// A time outside the scene's animation.
    case timeOutOfRange(Double, duration: Double)
    /// A frame rate outside 1-60.
    case framesPerSecondOutOfRange(Int)
    /// An animation whose frames would take more memory than the limit.
    case animationTooLarge(frames: Int, width: Int, height: Int, limitBytes: Int)
    /// The picture the input asks for is over the engine's image limits: known before layout
    /// from the plugin's lower bound (`Plugin.minimumSize`, `estimated`), or after it.
    case imageTooLarge(width: Int, height: Int, estimated: Bool)

    /// One line for the user; errors about a job field start with it (`family: …`, `scale: …`),
    /// and names the user gave are quoted as user text.
    public var description: String {
        switch self {
        case .unknownPlugin(let id, let known):
            "unknown plugin \(UserText.quoted(id)) (known: \(known.joined(separator: ", ")))"
        case .unknownScene(let name, let plugin, let known):
            "plugin \(UserText.quoted(plugin)) has no scene \(UserText.quoted(name)) (known: \(known.joined(separator: ", ")))"
        case .unknownExample(let name, let plugin, let scene, let known):
            "plugin \(UserText.quoted(plugin)) has no example \(UserText.quoted(name)) for scene \(UserText.quoted(scene)) (known: \(known.joined(separator: ", ")))"
        case .unknownFamily(let name, let scene, let known):
            "family: scene \(UserText.quoted(scene)) has no family \(UserText.quoted(name)) (known: \(known.joined(separator: ", ")))"
        case .familyOnScreen(let scene):
            "family: scene \(UserText.quoted(scene)) is a full screen, not a widget; size it with --device"
        case .deviceOnImage(let scene):
            "device: scene \(UserText.quoted(scene)) is an image of fixed size; choose it with --family and enlarge it with --scale"
        case .unknownDevice(let name, let known):
            "device: \(UserText.quoted(name)) is not an iPhone, iPad or Apple Watch screen size in points, upright or on its side (known: \(known.joined(separator: ", ")))"
        case .familyNotOnDevice(let family, let device, let known):
            "family: \(UserText.quoted(family)) has no container on \(device) (\(WidgetFamily(rawValue: family).map { Self.whyAbsent($0, on: device) } ?? "not in Apple's tables"))"
                + (known.isEmpty ? "" : "; this scene's families there: \(known.joined(separator: ", "))")
        case .familySizeUnpublished(let family, let device, let nearest):
            "device: Apple publishes no size of \(UserText.quoted(family)) for \(device) (no row in the guidelines' tables, "
                + "no measured source); the nearest documented screen is \(nearest) (--device \(nearest))"
        case .renderingModeNotForCanvas(let mode, let canvas):
            "renderingMode: \(mode) is drawn for home-screen widgets (StandBy: the small one), not \(canvas)"
        case .screenNotForScene(let screen, let scene, let known):
            "device: scene \(UserText.quoted(scene)) is laid out for an iPhone held upright, not \(screen) (known: \(known.joined(separator: ", ")))"
        case .unsupportedScale(let scale):
            "scale: \(scale) is not supported (use 1, 2 or 3)"
        case .unknownTheme(let name, let plugin, let known):
            "theme: no theme \(UserText.quoted(name)) for plugin \(UserText.quoted(plugin)) (known: \(known.joined(separator: ", ")))"
        case .inputTooLarge(let bytes, let limit):
            "input is \(bytes) bytes; the limit is \(limit) bytes"
        case .pageOnUnpagedScene(let scene):
            "page: scene \(UserText.quoted(scene)) is one image, not a set of pages"
        case .pageOutOfRange(let page, let pages, let perPage, let what):
            "page: \(page) is past the last page; there \(pages == 1 ? "is 1 page" : "are \(pages) pages") of up to \(perPage) \(what)"
        case .unknownAxis("appearance", let plugin, _):
            "appearance: plugin \(UserText.quoted(plugin)) draws one appearance (its document asks for no dark mode)"
        case .unknownAxis(let name, let plugin, let known):
            "axis: plugin \(UserText.quoted(plugin)) has no input axis \(UserText.quoted(name))"
                + (known.isEmpty ? " (it has none)" : " (known: \(known.joined(separator: ", ")))")
        case .unknownAxisValue(let value, let axis, let known):
            "axis: \(UserText.quoted(value)) is not a value of \(axis) (known: \(known.joined(separator: ", ")))"
        case .pluginContract(let problem):
            problem
        case .timeOnStillScene(let scene):
            "at: scene '\(scene)' is a still; only an animated scene is drawn at a time (`terrarium list` shows which)"
        case .animationTooLarge(let frames, let width, let height, let limit):
            "animate: \(frames) frames of \(width)x\(height) px take \((frames * width * height * 4) >> 20) MiB; the limit is \(limit >> 20) MiB (draw it at a smaller --scale, or less of it with --duration or --fps)"
        case .framesPerSecondOutOfRange(let fps):
            "fps: \(fps) frames a second; an animation is drawn at 1 to 60"
        case .timeOutOfRange(let time, let duration):
            "at: \(time) s is outside the animation, which runs from 0 to \(duration) s"
        case .imageTooLarge(let width, let height, let estimated):
            "the picture this input asks for is \(estimated ? "at least " : "")\(width)x\(height) px; "
                + (max(width, height) > maximumImageSide
                    ? "a side may be at most \(groupedThousands(maximumImageSide)) px"
                    : "the limit is \(groupedThousands(maximumImagePixels)) pixels in all")
                + " (fewer items, a smaller text size or scale)"
        case .sceneSizeMismatch(let expected, let got):
            "plugin laid out a \(got) pt scene for a \(expected) pt canvas"
        }
    }
}

extension RenderError {
    /// Why a device (named by its screen) lacks a family's container, for `familyNotOnDevice`.
    static func whyAbsent(_ family: WidgetFamily, on device: String) -> String {
        if Device.named(device)?.device.idiom == .watch {
            return family.isAccessory ? "this scene has no watch complications: a scene with them declares accessory-corner"
                : "Apple Watch shows only complications: \(WidgetFamily.complications.map(\.rawValue).joined(separator: ", "))"
        }
        return switch family {
        case .extraLarge: "the extra-large family is iPad's"
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .activityLockScreen:
            "the lock screen's widgets and Live Activities need iOS 16, on an iPhone"
        case .islandCompact, .islandMinimal, .islandExpanded: "the screen has no Dynamic Island"
        case .accessoryCorner: "the corner family is a watch face's"
        case .small, .medium, .large: "not in Apple's tables"
        }
    }
}

/// The largest input document the engine reads: 1 MiB.
public let maximumInputBytes = 1 << 20
