import Foundation
import Terrarium

/// One render `lint` checks.
package struct LintCase: Sendable {
    /// The case's name in `lint`'s output: plugin/scene/example, then any axis values, variant,
    /// device and scale, and a theme other than the default.
    package var name: String
    /// The render to check; drawing it again reproduces the finding.
    package var request: RenderRequest
    /// A paged scene's second page, which only some inputs have: a case whose input has no
    /// such page is not a finding (it has nothing to draw).
    package var pageMayBeAbsent = false
    /// The scene's transition, checked frame by frame on this case (`TransitionLint`): set on
    /// one case of each example of a scene whose animation is a transition (its first size,
    /// default theme and text size), since a transition draws alike on every screen and the
    /// frames cost a render each. Motion (a breathing circle, a countdown) is not checked.
    package var transition: AnimationSpec?

    package init(name: String, request: RenderRequest, pageMayBeAbsent: Bool = false, transition: AnimationSpec? = nil) {
        self.name = name
        self.request = request
        self.pageMayBeAbsent = pageMayBeAbsent
        self.transition = transition
    }

    /// The case and, for a paged scene, its second page too: a page holds other content
    /// (older months, later trees) that may lay out differently.
    static func withLaterPage(_ lintCase: LintCase, paged: Bool) -> [LintCase] {
        guard paged else { return [lintCase] }
        var later = lintCase
        later.name += " page=2"
        later.request.page = 2
        later.pageMayBeAbsent = true
        later.transition = nil
        return [lintCase, later]
    }
}

/// Which screens `lint` checks each case on.
package enum LintDevices: String, Sendable, CaseIterable {
    /// The whole matrix: every phone class at @2x and @3x, and iPads, watches and wide screens
    /// where the scene has them.
    case all
    /// Where layouts break first: the smallest phone (320x568 @2x, where every text size is
    /// checked too), and a family only an iPad or a watch has on the smallest of those. The
    /// fast test tier's lint; the default device's pictures are pinned by the goldens.
    case `default`
}

/// Every case `lint` renders: each plugin's scenes x examples (and stress inputs) x families
/// or formats x the device matrix x themes x input axes (locales, appearances).
package enum LintPlan {
    /// Screen and widget sizes checked, each at the scale the issue names: the smallest and
    /// every class up to the largest, at @2x and @3x (the three screens without published
    /// widget sizes are checked in the scenes that draw screens).
    package static let phones: [(screen: String, scale: Int)] = [
        ("320x568", 2), ("375x667", 2), ("375x812", 3), ("393x852", 3), ("402x874", 3), ("414x736", 3), ("414x896", 2),
        ("420x912", 3), ("430x932", 3), ("440x956", 3),
    ]

    /// iPad screens, where widgets are checked too (and extra-large exists).
    package static let padDevices: [(screen: String, scale: Int)] = [("768x1024", 2), ("1024x1366", 2)]

    /// Apple Watch screens, every one at @2x, where a scene with watch complications is checked
    /// in each complication family.
    package static let watchDevices: [(screen: String, scale: Int)] = [
        ("162x197", 2), ("176x215", 2), ("184x224", 2), ("198x242", 2), ("205x251", 2),
    ]

    /// The wide screens a scene that adapts to them is checked on as well: the smallest and
    /// largest iPhones on their side, the smallest and largest iPads both ways.
    package static let wideDevices: [(screen: String, scale: Int)] = [
        ("568x320", 2), ("956x440", 3), ("768x1024", 2), ("1024x768", 2), ("1024x1366", 2), ("1366x1024", 2),
    ]

    /// The screens `spec`'s `variant` is checked on: the phones, and iPads, watches or wide
    /// screens where the scene has them; a family only where the device has its container (and,
    /// on a watch, only for a scene with watch complications).
    static func sizes(_ spec: SceneSpec, variant: String?, devices: LintDevices = .all) -> [(device: String?, scale: Int?)] {
        let all = sizes(spec, variant: variant)
        guard devices == .default else { return all }
        let kept = all.filter { size in size.device.map { $0 == phones[0].screen } ?? true }
        return kept.isEmpty ? Array(all.prefix(1)) : kept
    }

    private static func sizes(_ spec: SceneSpec, variant: String?) -> [(device: String?, scale: Int?)] {
        switch spec.layout {
        case .image: return [(nil, nil)]
        case .widget:
            return (phones + padDevices + watchDevices).filter { entry in
                guard let (device, screen) = Device.named(entry.screen) else { return true }
                guard let family = variant.flatMap(WidgetFamily.init(rawValue:)) else { return device.idiom != .watch }
                return spec.supports(family, on: device, screen: screen)
            }.map { ($0.screen, $0.scale) }
        case .screen, .scroll:
            return (phones + (spec.adaptsToWideScreens ? wideDevices : [])).map { ($0.screen, $0.scale) }
        }
    }

    /// Text sizes checked beyond iOS's default, on the screen where each is likeliest to break,
    /// the smallest of `sizes` (the case's screens, smallest first: 320x568 for a screen or a
    /// home-screen widget, the smallest phone with a lock screen or a Dynamic Island, iPad or
    /// watch for a family only they have; an image's one size): the scene's smallest size and
    /// its largest (xLarge for a widget that stops there, xxxLarge for a screen, AX5 for one
    /// that takes the accessibility sizes), and for one that does, xxxLarge too: the largest
    /// size of its regular form, which the accessibility forms do not show (a lock-screen
    /// prompt cut at xLarge was found only when it was the widget's largest); for a widget
    /// that goes past it, xxLarge, where its larger-text form begins. None for a
    /// scene that takes one size. A check of the largest on 430x932 found nothing the
    /// smallest screen did not and cost a third more.
    static func typeSizeChecks(_ spec: SceneSpec, sizes: [(device: String?, scale: Int?)])
        -> [(typeSize: TypeSize, device: String?, scale: Int?)] {
        let (smallestSize, largestSize) = (spec.typeSizes.lowerBound, spec.typeSizes.upperBound)
        guard smallestSize < largestSize, let smallest = sizes.first else { return [] }
        let regularLargest: [TypeSize] = largestSize.isAccessibilitySize && smallestSize < .xxxLarge ? [.xxxLarge] : []
        // A widget's larger-text form starts at xxLarge (`TypeSize.takesLargerWidgetForms`):
        // its smallest size is checked too (Rooted's drew an empty box there once).
        let widgetFormStart: [TypeSize] = spec.layout.isWidget && smallestSize < .xxLarge && largestSize > .xxLarge ? [.xxLarge] : []
        return ([smallestSize] + widgetFormStart + regularLargest + [largestSize]).map { ($0, smallest.device, smallest.scale) }
    }

    /// The whole matrix for `plugins`: plugin, scene, example and variant, then axis values,
    /// device and theme, in that order of nesting;
    /// fixed-size images are checked once each rather than on every device.
    package static func cases(for plugins: [any Plugin], devices: LintDevices = .all, themes: URL? = nil) -> [LintCase] {
        var cases: [LintCase] = []
        for plugin in plugins {
            let themeNames = ThemeIndex.names(for: plugin.id, in: plugin.assets.themesFolder(override: themes))
            let axes = axisCombinations(plugin.inputAxes)
            for sceneCase in plugin.cases(.allWithStress) {
                let (spec, example, variant) = (sceneCase.scene, sceneCase.example, sceneCase.variant)
                let sizes = sizes(spec, variant: variant, devices: devices)
                for overrides in axes {
                    let axisLabel = overrides.isEmpty ? "" : "[" + overrides.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "]"
                    for (sizeIndex, size) in sizes.enumerated() {
                        for theme in themeNames {
                            var name = "\(plugin.id)/\(spec.name)/\(example.name)\(axisLabel)"
                            if let variant { name += "-\(variant)" }
                            if let device = size.device, let scale = size.scale { name += "@\(device)@\(scale)x" }
                            if themeNames.count > 1 || theme != plugin.defaultTheme { name += " theme=\(theme)" }
                            var job = RenderRequest(plugin: plugin.id, scene: spec.name, input: .example(example.name),
                                                family: variant, scale: size.scale, device: size.device, theme: theme)
                            job.axes = Dictionary(overrides, uniquingKeysWith: { _, last in last })
                            let checksFrames = spec.animation?.isTransition == true && sizeIndex == 0 && overrides.isEmpty
                                && theme == plugin.defaultTheme
                            cases += LintCase.withLaterPage(LintCase(name: name, request: job, transition: checksFrames ? spec.animation : nil),
                                                            paged: spec.paged)
                        }
                    }
                    for check in typeSizeChecks(spec, sizes: sizes) {
                        var name = "\(plugin.id)/\(spec.name)/\(example.name)\(axisLabel)"
                        if let variant { name += "-\(variant)" }
                        if let device = check.device, let scale = check.scale { name += "@\(device)@\(scale)x" }
                        name += " type=\(check.typeSize.rawValue)"
                        var job = RenderRequest(plugin: plugin.id, scene: spec.name, input: .example(example.name),
                                            family: variant, scale: check.scale, device: check.device, theme: plugin.defaultTheme)
                        job.axes = Dictionary(overrides, uniquingKeysWith: { _, last in last })
                        job.typeSize = check.typeSize
                        cases += LintCase.withLaterPage(LintCase(name: name, request: job), paged: spec.paged)
                    }
                }
            }
        }
        return cases + renderingModeCases(for: plugins)
    }

    /// Each home-screen widget family's default example in every rendering mode that applies
    /// to it, on the default device: the modes map the full-colour picture's pixels, so the
    /// layout is the full-colour one's; these cases check the drawing at StandBy's doubled scale
    /// and that every mode is accepted where iOS shows it.
    static func renderingModeCases(for plugins: [any Plugin]) -> [LintCase] {
        let modes: [RenderingMode] = [.tinted(accent: RenderingMode.defaultAccent), .clear, .standBy, .standByNight]
        return plugins.flatMap { plugin in
            plugin.cases(.defaults).flatMap { sceneCase -> [LintCase] in
                guard let family = sceneCase.variant.flatMap(WidgetFamily.init(rawValue:)), WidgetFamily.homeScreen.contains(family),
                      Device.default.supports(family) else { return [] }
                return modes.filter { $0.applies(to: family) }.map { mode in
                    var job = RenderRequest(plugin: plugin.id, scene: sceneCase.scene.name, input: .example(sceneCase.example.name),
                                        family: family.rawValue, theme: plugin.defaultTheme)
                    job.renderingMode = mode
                    return LintCase(name: "\(plugin.id)/\(sceneCase.scene.name)/\(sceneCase.example.name)-\(family.rawValue) mode=\(mode.label)", request: job)
                }
            }
        }
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
    package static func withTheme(_ theme: String, _ cases: [LintCase]) -> [LintCase] {
        var seen: Set<String> = []
        return cases.compactMap { lintCase in
            var result = lintCase
            result.request.theme = theme
            let base = lintCase.name.components(separatedBy: " theme=")[0]
            guard seen.insert(base).inserted else { return nil }
            result.name = base + " theme=\(theme)"
            return result
        }
    }
}
