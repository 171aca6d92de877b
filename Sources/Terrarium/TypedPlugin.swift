/// A plugin whose input is a Swift type. The engine decodes the input strictly before
/// `render(_:input:)` (`StrictInputDecoder`: unknown keys, wrong types and fractions where a
/// whole number belongs are errors naming the field's path), so the plugin never reads JSON by
/// hand. The input's `theme` field, which the engine itself reads to pick the theme, is not
/// passed on.
///
///     struct CardInput: Decodable { var name: String; var count: Int? }
///     struct CardPlugin: TypedPlugin {
///         func render(_ request: SceneRequest, input: CardInput) throws -> SceneOutput { … }
///     }
public protocol TypedPlugin: Plugin {
    associatedtype Input: Decodable
    /// Lays out the scene `request.scene` for a decoded, checked input.
    func render(_ request: SceneRequest, input: Input) throws -> SceneOutput
}

extension TypedPlugin {
    /// Decodes the input strictly, then calls `render(_:input:)`.
    public func render(_ request: SceneRequest) throws -> SceneOutput {
        var document = request.input
        if case .object(var fields) = document {
            fields["theme"] = nil
            document = .object(fields)
        }
        return try render(request, input: StrictInputDecoder.decode(Input.self, from: document))
    }
}
