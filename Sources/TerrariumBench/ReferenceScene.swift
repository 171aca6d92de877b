import Bloom
import Rituals
import Rooted
import Terrarium

/// Terrarium's equivalents of the three reference scenes in ../shared/bench/peers/spec.py,
/// which the peers (Chromium, Pillow, pycairo, librsvg) draw.
struct ReferenceScene: Sendable {
    var name: String
    var peerImage: String
    var job: RenderRequest
    /// Decodes the scene's input document strictly, as a render does the first time it meets
    /// it (a renderer remembers the last few it decoded, so warm renders of one input skip it).
    var decodeInput: @Sendable () throws -> Void

    static let all = [
        // Bloom's small widget at night @3x: 510x510, like the peers' "bloom-small".
        ReferenceScene(name: "bloom", peerImage: "bloom-small",
                       job: RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "small", scale: 3),
                       decodeInput: decoding(BloomPlugin(), example: "bloom-night")),
        // The 1080x1080 greenhouse with 20 friends' plants, like "rooted-garden".
        ReferenceScene(name: "rooted", peerImage: "rooted-garden",
                       job: RenderRequest(plugin: "rooted", scene: "garden", input: .example("full-greenhouse")),
                       decodeInput: decoding(RootedPlugin(), example: "full-greenhouse")),
        // Rituals' large widget @3x: 1092x1146, like "rituals-large".
        ReferenceScene(name: "rituals", peerImage: "rituals-large",
                       job: RenderRequest(plugin: "rituals", scene: "widget", family: "large", scale: 3),
                       decodeInput: decoding(RitualsPlugin(), example: nil)),
    ]

    /// Strict decoding of `plugin`'s example (its default when nil) into the plugin's `Input`.
    static func decoding<P: TypedPlugin>(_ plugin: P, example: String?) -> @Sendable () throws -> Void {
        let document = plugin.examples.first { example.map($0.name.elementsEqual) ?? $0.isDefault }?.input ?? .null
        return { _ = try StrictInputDecoder.decode(P.Input.self, from: document) }
    }
}
