import Foundation
import Terrarium
import TerrariumAssets

/// One render `lint` checks.
public struct LintCase: Sendable {
    /// The case's name in `lint`'s output: plugin/scene/example, then any axis values, variant,
    /// device and scale, and a theme other than the default.
    public var name: String
    /// The render to check; drawing it again reproduces the finding.
    public var job: RenderJob
}

/// Every case `lint` renders: each plugin's scenes x examples (and stress inputs) x families
/// or formats x the device matrix x themes x input axes (locales, appearances).
public enum LintPlan {
    /// Screen and widget sizes checked, each at the scale the issue names: the smallest and
    /// every class up to the largest, at @2x and @3x.
    public static let devices: [(screen: String, scale: Int)] = [
        ("320x568", 2), ("375x667", 2), ("375x812", 3), ("393x852", 3), ("414x736", 3), ("414x896", 2), ("430x932", 3),
    ]

    /// iPad screens, where widgets are checked too (and extra-large exists).
    public static let padDevices: [(screen: String, scale: Int)] = [("768x1024", 2), ("1024x1366", 2)]

    /// The wide screens a scene that adapts to them is checked on as well: the smallest and
    /// largest iPhones on their side, the smallest and largest iPads both ways.
    public static let wideDevices: [(screen: String, scale: Int)] = [
        ("568x320", 2), ("932x430", 3), ("768x1024", 2), ("1024x768", 2), ("1024x1366", 2), ("1366x1024", 2),
    ]

    /// The screens `spec`'s `variant` is checked on: the phones, and iPads or wide screens where
    /// the scene has them; a family only where the device has its container.
    static func sizes(_ spec: SceneSpec, variant: String?) -> [(device: String?, scale: Int?)] {
        switch spec.layout {
        case .image: return [(nil, nil)]
        case .widget:
            return (devices + padDevices).filter { entry in
                guard let family = variant.flatMap(WidgetFamily.init(rawValue:)), let (device, screen) = Device.named(entry.screen) else { return true }
                return device.supports(family, on: screen)
            }.map { ($0.screen, $0.scale) }
        case .screen, .scroll:
            return (devices + (spec.adaptsToWideScreens ? wideDevices : [])).map { ($0.screen, $0.scale) }
        }
    }

    /// The whole matrix for `plugins`: plugin, scene, example and variant, then axis values,
    /// device and theme, in that order of nesting;
    /// fixed-size images are checked once each rather than on every device.
    public static func cases(for plugins: [any Plugin], themes: URL = Assets.themes) -> [LintCase] {
        var cases: [LintCase] = []
        for plugin in plugins {
            let themeNames = ThemeIndex.names(for: plugin.id, in: plugin.assets.themesFolder(engine: themes))
            let axes = axisCombinations(plugin.inputAxes)
            for sceneCase in plugin.cases(.allWithStress) {
                let (spec, example, variant) = (sceneCase.scene, sceneCase.example, sceneCase.variant)
                let sizes = sizes(spec, variant: variant)
                for overrides in axes {
                    let axisLabel = overrides.isEmpty ? "" : "[" + overrides.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "]"
                    for size in sizes {
                        for theme in themeNames {
                            var name = "\(plugin.id)/\(spec.name)/\(example.name)\(axisLabel)"
                            if let variant { name += "-\(variant)" }
                            if let device = size.device, let scale = size.scale { name += "@\(device)@\(scale)x" }
                            if themeNames.count > 1 || theme != plugin.defaultTheme { name += " theme=\(theme)" }
                            var job = RenderJob(plugin: plugin.id, scene: spec.name, input: .example(example.name),
                                                family: variant, scale: size.scale, device: size.device, theme: theme)
                            job.axes = Dictionary(overrides, uniquingKeysWith: { _, last in last })
                            cases.append(LintCase(name: name, job: job))
                        }
                    }
                }
            }
        }
        return cases
    }

    private static func axisCombinations(_ axes: [InputAxis]) -> [[(String, String)]] {
        axes.reduce([[]]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [(axis.field, $0)] } }
        }
    }
}

extension LintPlan {
    /// The cases with one theme (a name or a theme file) in place of every theme: each
    /// case once, named with the theme.
    public static func withTheme(_ theme: String, _ cases: [LintCase]) -> [LintCase] {
        var seen: Set<String> = []
        return cases.compactMap { lintCase in
            var result = lintCase
            result.job.theme = theme
            let base = lintCase.name.components(separatedBy: " theme=")[0]
            guard seen.insert(base).inserted else { return nil }
            result.name = base + " theme=\(theme)"
            return result
        }
    }
}
