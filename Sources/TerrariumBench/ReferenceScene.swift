import Terrarium

/// Terrarium's equivalents of the three reference scenes in ../shared/bench/peers/spec.py,
/// which the peers (Chromium, Pillow, pycairo, librsvg) draw.
struct ReferenceScene {
    var name: String
    var peerImage: String
    var job: RenderRequest

    static let all = [
        // Bloom's small widget at night @3x: 510x510, like the peers' "bloom-small".
        ReferenceScene(name: "bloom", peerImage: "bloom-small",
                       job: RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "small", scale: 3)),
        // The 1080x1080 greenhouse with 20 friends' plants, like "rooted-garden".
        ReferenceScene(name: "rooted", peerImage: "rooted-garden",
                       job: RenderRequest(plugin: "rooted", scene: "garden", input: .example("full-greenhouse"))),
        // Rituals' large widget @3x: 1092x1146, like "rituals-large".
        ReferenceScene(name: "rituals", peerImage: "rituals-large",
                       job: RenderRequest(plugin: "rituals", scene: "widget", family: "large", scale: 3)),
    ]
}
