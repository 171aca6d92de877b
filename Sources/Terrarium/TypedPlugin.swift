/// A plugin whose scenes and input are Swift types. The engine decodes the input strictly
/// before `render(_:scene:input:)` (`StrictInputDecoder`: unknown keys, wrong types and
/// fractions where a whole number belongs are errors naming the field's path), so the plugin
/// never reads JSON by hand, and hands it the scene as a case of `SceneName`, so a `switch`
/// over the scenes is checked by the compiler. The input's `theme` field, which the engine
/// itself reads to pick the theme, is not passed on.
///
///     enum CardScene: String, CaseIterable, Sendable { case card }
///     struct CardInput: Decodable { var name: String; var count: Int? }
///     struct CardPlugin: TypedPlugin {
///         func render(_ request: SceneRequest, scene: CardScene, input: CardInput) throws -> SceneOutput { … }
///     }
///
/// `scenes` lists one `SceneSpec` per case, by its raw value; a registry whose typed plugin
/// lists other scenes is refused when a `Renderer` is made (`PluginRegistry.contractProblems`).
public protocol TypedPlugin: Plugin {
    /// What the plugin reads: decoded strictly from the job's input.
    associatedtype Input: Decodable
    /// The plugin's scenes, one case per `SceneSpec`, named by their raw values.
    associatedtype SceneName: RawRepresentable, CaseIterable, Sendable where SceneName.RawValue == String
    /// Lays out `scene` for a decoded, checked input.
    func render(_ request: SceneRequest, scene: SceneName, input: Input) throws -> SceneOutput
}

extension TypedPlugin {
    /// Decodes the input strictly and names the scene, then calls `render(_:scene:input:)`.
    public func render(_ request: SceneRequest) throws -> SceneOutput {
        guard let scene = SceneName(rawValue: request.scene) else {
            throw RenderError.unknownScene(request.scene, plugin: id, known: SceneName.allCases.map(\.rawValue))
        }
        var document = request.input
        if case .object(var fields) = document {
            fields["theme"] = nil
            document = .object(fields)
        }
        let decode = { () throws(InputError) -> Input in try StrictInputDecoder.decode(Input.self, from: document) }
        let input = try request.decodedInputs.map { try $0.value(Input.self, from: document, decode: decode) } ?? decode()
        return try render(request, scene: scene, input: input)
    }

    /// `SceneName`'s raw values, which `scenes` must list.
    public var typedSceneNames: [String]? { SceneName.allCases.map(\.rawValue) }
}
