import Foundation
import Testing
@testable import Terrarium

/// Sprites are looked up by `app/name` in each app's manifest; found names are kept by their
/// whole name, and asking again (the way a scene asks hundreds of times) answers the same,
/// errors included.
struct SpriteManifestsTests {
    /// Manifests over a temporary folder holding one app's manifest, which `body` may read.
    static func withManifests(_ body: (SpriteManifests) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-manifests-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("garden")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = """
            {"sprites": [{"name": "fern", "file": "fern.png", "width": 16, "height": 24, "anchorX": 8, "anchorY": 23},
                         {"name": "pot", "file": "pot.png", "width": 10, "height": 6, "anchorX": 5, "anchorY": 5}]}
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let manifests = SpriteManifests()
        manifests.setRoot(root, for: "garden")
        try body(manifests)
    }

    @Test func askingAgainAnswersTheSame() throws {
        try Self.withManifests { (manifests: SpriteManifests) throws in
            for _ in 0..<3 {
                #expect(try manifests.info("garden/fern").file == "fern.png")
                #expect(try manifests.info("garden/pot").height == 6)
            }
        }
    }

    @Test(arguments: [("garden/rose", "sprite 'garden/rose' is not in Sprites/garden/manifest.json"),
                      ("fern", "sprite name 'fern' is not of the form app/sprite"),
                      ("meadow/fern", "no plugin brings sprites for 'meadow' (its PluginAssets has no sprites folder)")])
    func anUnknownNameIsAnErrorEveryTime(name: String, message: String) throws {
        try Self.withManifests { (manifests: SpriteManifests) throws in
            _ = try manifests.info("garden/fern")
            for _ in 0..<2 {
                #expect(throws: SpriteError(message: message)) { try manifests.info(name) }
            }
        }
    }
}
