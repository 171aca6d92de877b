import Foundation
import Terrarium

/// One golden image: an example of a plugin's scene in one family or image format, at the
/// default device or one of `GoldenCase.devices`.
/// Every example of every scene in every declared family is a case, and the default example
/// of every widget family and screen again at each of the other devices: what the golden suite
/// and `terrarium golden` check. The scene x example x family walk is `Plugin.cases`, the same
/// one `render-examples`, `lint` and batch's `"example": "*"` take.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    /// The render that makes this golden's picture: a plugin's example in one family or
    /// format, at a scale and, when not the default device, a screen; a keyframe's moment and a
    /// text size other than iOS's default where the case has them. The rest of the case is
    /// what it checks against: the file at `relativePath`.
    public var request: RenderRequest

    /// The plugin's id.
    public var plugin: String { request.plugin }
    /// The scene's name.
    public var scene: String { request.scene }
    /// The example drawn.
    public var example: String { if case .example(let name) = request.input { name } else { "" } }
    /// The widget family or image format; nil for a screen.
    public var variant: String? { request.family }
    /// Widgets and screens render at the default device's scale, fixed-size images at 1.
    public var scale: Int { request.scale ?? Device.default.nativeScale }
    /// The screen, when not the default device (`320x568`); nil for the default and images.
    public var device: String? { request.device }
    /// An animation's keyframe, in seconds: the frame drawn at that moment; nil for the still.
    public var time: Double? { request.time }
    /// The reader's text size, when not iOS's default: a screen or an image at the largest it takes.
    public var typeSize: TypeSize? { request.typeSize }
    /// How iOS draws the widget, when not in full colour: StandBy at night.
    public var renderingMode: RenderingMode? { request.renderingMode }

    /// Besides the default 430x932 @3x: the smallest screen and a mid one, each at the scale
    /// the lint matrix checks it at, where layouts that only hold on the default would break.
    public static let devices: [(screen: String, scale: Int)] = [("320x568", 2), ("375x812", 3)]

    /// Where a widget family the default device has no container for is drawn: the first
    /// class that has one (`SceneSpec.canvas` picks the same), at its native scale; nil for
    /// the default device's own families, screens and images.
    static func homeDevice(for variant: String?) -> (screen: String, scale: Int)? {
        guard let family = variant.flatMap(WidgetFamily.init(rawValue:)), !Device.default.supports(family),
              let device = Device.all.first(where: { $0.supports(family) }) else { return nil }
        return (device.screen.description, device.nativeScale)
    }

    /// The other devices a variant's default example is drawn on: `devices`, each replaced,
    /// where it lacks the family's container, by the smallest iPhone or iPad class that has one
    /// (the lock screen's families on 375x667, extra-large on 768x1024), without repeats or the
    /// family's home device. Watches have their own (`watchDevices`).
    static func devices(for variant: String?) -> [(screen: String, scale: Int)] {
        guard let family = variant.flatMap(WidgetFamily.init(rawValue:)) else { return devices }
        let home = homeDevice(for: variant)?.screen
        var chosen: [(screen: String, scale: Int)] = []
        for entry in devices {
            var pick: (screen: String, scale: Int)? = entry
            if let (device, screen) = Device.named(entry.screen), !device.supports(family, on: screen) {
                pick = Device.all.filter { $0.idiom != .watch && $0.supports(family) }
                    .min { $0.screen.width * $0.screen.height < $1.screen.width * $1.screen.height }
                    .map { ($0.screen.description, $0.nativeScale) }
            }
            if let pick, pick.screen != home, !chosen.contains(where: { $0.screen == pick.screen }) { chosen.append(pick) }
        }
        return chosen
    }
    /// For a scene with watch complications (`SceneSpec.hasWatchComplications`), each
    /// complication family's default example again on the smallest and the largest watch (the
    /// corner's home device is the smallest already).
    public static let watchDevices: [(screen: String, scale: Int)] = [("162x197", 2), ("205x251", 2)]

    /// For a screen that adapts to wide screens (`SceneSpec.adaptsToWideScreens`), its default
    /// example again on the largest iPhone on its side and the largest iPad: where its columns
    /// and maximum content width show.
    public static let wideDevices: [(screen: String, scale: Int)] = [("932x430", 3), ("1024x1366", 2)]

    /// A case that is a render asked for as it is (a plugin's `pinnedGoldens`).
    public init(request: RenderRequest) {
        self.request = request
    }

    /// A case on the default device at its native scale.
    public init(plugin: String, scene: String, example: String, family: WidgetFamily?) {
        self.init(plugin: plugin, scene: scene, example: example, variant: family?.rawValue,
                  scale: Device.default.nativeScale)
    }

    /// A case in any variant, scale and device.
    public init(plugin: String, scene: String, example: String, variant: String?, scale: Int, device: String? = nil,
                time: Double? = nil, typeSize: TypeSize? = nil, renderingMode: RenderingMode? = nil) {
        request = RenderRequest(plugin: plugin, scene: scene, input: .example(example), family: variant, scale: scale, device: device)
        request.time = time
        request.typeSize = typeSize
        request.renderingMode = renderingMode
    }

    /// Where an animated screen's keyframes are drawn: the smallest screen, so a set of them
    /// stays small. Fixed-size images keep their one size.
    public static let keyframeDevice = (screen: "320x568", scale: 2)

    /// `<plugin>/<scene>/<example>-<family, format or screen size>@<scale>x.png`; on another
    /// device a widget's adds the screen: `<example>-<family>-<screen>@<scale>x.png`; a
    /// keyframe adds its moment: `<example>-<size>-at1.5s@<scale>x.png`; a text size its name:
    /// `<example>-<size>-AX5@<scale>x.png`.
    public var relativePath: String {
        let size = switch (variant, device) {
        case (let variant?, let device?): "\(variant)-\(device)"
        case (let variant?, nil): variant
        case (nil, let device?): device
        case (nil, nil): Device.default.screen.description
        }
        let moment = time.map { "-at\(AnimationSpec.label(seconds: $0))s" } ?? ""
        let text = typeSize.map { "-\($0.rawValue)" } ?? ""
        let mode = renderingMode.map { "-\($0.label)" } ?? ""
        return "\(plugin)/\(scene)/\(example)-\(size)\(mode)\(text)\(moment)@\(scale)x.png"
    }

    /// The golden's path, as reports name it.
    public var description: String { relativePath }


    /// The cases of the named plugins (all when empty), in registry order.
    public static func all(in registry: PluginRegistry, plugins: [String] = []) throws(RenderError) -> [GoldenCase] {
        for id in plugins { _ = try registry.plugin(id) }
        return registry.plugins.filter { plugins.isEmpty || plugins.contains($0.id) }.flatMap { plugin in
            let walked = walk(plugin)
            // The plugin's pinned renders, after the walk, each once.
            var paths = Set(walked.map(\.relativePath))
            let pinned = plugin.pinnedGoldens.map(GoldenCase.init(request:)).filter { paths.insert($0.relativePath).inserted }
            return walked + pinned
        }
    }

    /// A plugin's cases in the engine's walk: every example, the defaults on every device,
    /// keyframes, the largest text size, StandBy at night.
    private static func walk(_ plugin: any Plugin) -> [GoldenCase] {
        plugin.scenes.flatMap { scene -> [GoldenCase] in
            let scale = scene.formats.isEmpty ? Device.default.nativeScale : 1
            let everyExample = plugin.cases(.all, scenes: [scene]).map { sceneCase -> GoldenCase in
                // A family the default iPhone lacks (extra-large) on the first class that has it.
                if let home = homeDevice(for: sceneCase.variant) {
                    return GoldenCase(plugin: plugin.id, scene: scene.name, example: sceneCase.example.name,
                                      variant: sceneCase.variant, scale: home.scale, device: home.screen)
                }
                return GoldenCase(plugin: plugin.id, scene: scene.name, example: sceneCase.example.name,
                                  variant: sceneCase.variant, scale: scale)
            }
            // An animated scene's keyframes: its default example in its first variant, on
            // the smallest screen (images at their one size).
            // A family the smallest screen lacks (a Live Activity's, the lock screen's)
            // is drawn on the default device instead.
            let keyframes: [GoldenCase] = plugin.cases(.defaults, scenes: [scene]).prefix(1).flatMap { first in
                (scene.animation?.keyframes ?? []).map { time in
                    let screen = scene.formats.isEmpty
                    let small = screen && Self.exists(first.variant, on: keyframeDevice.screen)
                    return GoldenCase(plugin: plugin.id, scene: scene.name, example: first.example.name, variant: first.variant,
                                      scale: small ? keyframeDevice.scale : screen ? Device.default.nativeScale : 1,
                                      device: small ? keyframeDevice.screen : nil, time: time)
                }
            }
            // A screen or widget that lays its text out at the accessibility sizes: its default
            // example (a widget's in each family) at the largest, on the smallest screen,
            // where lint checks it too; a family the smallest screen lacks (the lock
            // screen's, a Live Activity's) on the default device, as keyframes choose, or
            // on its home device where the default has none (extra-large).
            let largestText: [GoldenCase] = scene.typeSizes.upperBound.isAccessibilitySize && scene.formats.isEmpty
                ? plugin.cases(.defaults, scenes: [scene]).prefix(scene.families.isEmpty ? 1 : Int.max).map { first in
                    let small = Self.exists(first.variant, on: keyframeDevice.screen)
                    let home = homeDevice(for: first.variant)
                    return GoldenCase(plugin: plugin.id, scene: scene.name, example: first.example.name, variant: first.variant,
                                      scale: small ? keyframeDevice.scale : home?.scale ?? Device.default.nativeScale,
                                      device: small ? keyframeDevice.screen : home?.screen, typeSize: scene.typeSizes.upperBound)
                } : []
            // An image that lays its text out at the accessibility sizes: its default example
            // in its first format at the largest (as tall as its words need there), where
            // lint checks it too: `<example>-<format>-AX5@1x.png`.
            let largestImage: [GoldenCase] = scene.typeSizes.upperBound.isAccessibilitySize && !scene.formats.isEmpty
                ? plugin.cases(.defaults, scenes: [scene]).prefix(1).map { first in
                    GoldenCase(plugin: plugin.id, scene: scene.name, example: first.example.name, variant: first.variant,
                               scale: 1, typeSize: scene.typeSizes.upperBound)
                } : []
            // A small widget's default example in StandBy at night, for a plugin that draws
            // a dark appearance for it: `<example>-small-standby-night@3x.png`.
            let night: [GoldenCase] = plugin.drawsDarkAppearance && scene.families.contains(.small)
                ? plugin.cases(.defaults, scenes: [scene]).filter { $0.variant == WidgetFamily.small.rawValue }.prefix(1).map { first in
                    GoldenCase(plugin: plugin.id, scene: scene.name, example: first.example.name, variant: first.variant,
                               scale: Device.default.nativeScale, renderingMode: .standByNight)
                } : []
            // Images have one size; widgets and screens are drawn again on each device.
            guard scene.formats.isEmpty else { return everyExample + keyframes + largestImage }
            let defaults = plugin.cases(.defaults, scenes: [scene])
            return everyExample + defaults.flatMap { sceneCase in
                let watches = scene.hasWatchComplications
                    ? watchDevices.filter { exists(sceneCase.variant, on: $0.screen) && $0.screen != homeDevice(for: sceneCase.variant)?.screen }
                    : []
                return (devices(for: sceneCase.variant) + (scene.adaptsToWideScreens ? wideDevices : []) + watches).map { device in
                    GoldenCase(plugin: plugin.id, scene: scene.name, example: sceneCase.example.name, variant: sceneCase.variant,
                               scale: device.scale, device: device.screen)
                }
            } + keyframes + largestText + night
        }
    }

    /// Whether a variant can be drawn on `screen`: a screen always, a widget family where the
    /// device has its container (no island on 375x812, no lock screen on 320x568).
    static func exists(_ variant: String?, on screen: String) -> Bool {
        guard let family = variant.flatMap(WidgetFamily.init(rawValue:)), let (device, size) = Device.named(screen) else { return true }
        return device.supports(family, on: size)
    }

    /// PNG files under the plugins' folders that no case produces: stale goldens that test nothing.
    public static func stale(in goldens: URL, cases: [GoldenCase], plugins: [String]) -> [String] {
        let expected = Set(cases.map(\.relativePath))
        var stale: [String] = []
        for plugin in plugins {
            let enumerator = FileManager.default.enumerator(atPath: goldens.appendingPathComponent(plugin).path)
            while let path = enumerator?.nextObject() as? String {
                let relative = "\(plugin)/\(path)"
                if path.hasSuffix(".png") && !expected.contains(relative) { stale.append(relative) }
            }
        }
        return stale.sorted()
    }
}
