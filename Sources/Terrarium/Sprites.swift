import Foundation
import TerrariumGraphics

/// One sprite's entry in `Sprites/<app>/manifest.json`.
public struct SpriteInfo: Codable, Hashable, Sendable {
    public var name: String
    public var file: String
    /// Pixel size of the PNG.
    public var width: Int
    public var height: Int
    /// The pixel the sprite stands on (for a plant, the centre of the soil line), from the
    /// image's top-left corner.
    public var anchorX: Double
    public var anchorY: Double

    public init(name: String, file: String, width: Int, height: Int, anchorX: Double, anchorY: Double) {
        self.name = name
        self.file = file
        self.width = width
        self.height = height
        self.anchorX = anchorX
        self.anchorY = anchorY
    }

    public var size: Size { Size(Double(width), Double(height)) }
    public var aspect: Double { Double(width) / Double(height) }
}

public struct SpriteManifest: Codable, Sendable {
    public var description: String?
    public var sprites: [SpriteInfo]

    public init(description: String?, sprites: [SpriteInfo]) {
        self.description = description
        self.sprites = sprites
    }
}

/// Sprite metadata for layout (no pixels): what plugins see.
public protocol SpriteCatalog: Sendable {
    /// The entry for `app/name` (for example `bloom/plant_03_vegetative`).
    func info(_ name: String) throws -> SpriteInfo
}

public struct SpriteError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Reads manifests from a `Sprites/` folder, each app's once.
final class SpriteManifests: SpriteCatalog, @unchecked Sendable {
    // @unchecked: the cache is guarded by `lock`.
    let root: URL
    private var manifests: [String: [String: SpriteInfo]] = [:]
    private let lock = NSLock()

    init(root: URL) { self.root = root }

    func info(_ name: String) throws -> SpriteInfo {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw SpriteError(message: "sprite name '\(name)' is not of the form app/sprite") }
        let entries = try manifest(parts[0])
        guard let info = entries[parts[1]] else {
            throw SpriteError(message: "sprite '\(name)' is not in Sprites/\(parts[0])/manifest.json")
        }
        return info
    }

    func url(of info: SpriteInfo, app: String) -> URL {
        root.appendingPathComponent(app).appendingPathComponent(info.file)
    }

    private func manifest(_ app: String) throws -> [String: SpriteInfo] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = manifests[app] { return cached }
        let url = root.appendingPathComponent(app).appendingPathComponent("manifest.json")
        let manifest: SpriteManifest
        do {
            manifest = try JSONDecoder().decode(SpriteManifest.self, from: Data(contentsOf: url))
        } catch {
            throw SpriteError(message: "Sprites/\(app)/manifest.json cannot be read: \(error)")
        }
        let entries = Dictionary(manifest.sprites.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        manifests[app] = entries
        return entries
    }
}
