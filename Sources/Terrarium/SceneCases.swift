/// One picture a plugin can draw from its own examples: a scene, an example that applies to it,
/// and one of its variants (widget family or image format; nil for a screen).
public struct SceneCase: Sendable {
    /// The scene.
    public var scene: SceneSpec
    /// An example that applies to it.
    public var example: Example
    /// One of its variants (widget family or image format); nil for a screen.
    public var variant: String?
}

/// Which examples `Plugin.cases` enumerates.
public enum ExampleSelection: Sendable {
    /// Each scene's default example.
    case defaults
    /// Every example that applies to the scene.
    case all
    /// Every example and every stress input (what `lint` checks).
    case allWithStress
}

extension Plugin {
    /// Scene x example x variant, in the order the plugin declares them: the one enumeration
    /// behind the golden cases, `render-examples`, `lint` and batch's `"example": "*"`.
    ///
    /// - Parameters:
    ///   - selection: which examples: each scene's default, all, or all and the stress inputs.
    ///   - scenes: the scenes to enumerate; all by default.
    ///   - variants: the variants of each scene to draw; all of its own by default.
    public func cases(_ selection: ExampleSelection, scenes: [SceneSpec]? = nil,
                      variants: (SceneSpec) -> [String?] = { $0.variants }) -> [SceneCase] {
        (scenes ?? self.scenes).flatMap { scene -> [SceneCase] in
            let examples: [Example] = switch selection {
            case .defaults: (try? defaultExample(scene: scene.name)).map { [$0] } ?? []
            case .all: self.examples.filter { $0.applies(to: scene.name) }
            case .allWithStress: (self.examples + stressExamples).filter { $0.applies(to: scene.name) }
            }
            let chosen = variants(scene)
            return examples.flatMap { example in chosen.map { SceneCase(scene: scene, example: example, variant: $0) } }
        }
    }
}
