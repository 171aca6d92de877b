import Foundation
import TerrariumGraphics

/// One sprite's entry in `Sprites/<app>/manifest.json`.
public struct SpriteInfo: Codable, Hashable, Sendable {
    /// The sprite's name within its app: `bloom/<name>` finds it.
    public var name: String
    /// The PNG's file name, relative to the manifest's folder.
    public var file: String
    /// Pixel width of the PNG (the whole sheet, when it holds frames).
    public var width: Int
    /// Pixel height of the PNG.
    public var height: Int
    /// The pixel the sprite stands on (for a plant, the centre of the soil line), from the
    /// image's top-left corner.
    public var anchorX: Double
    /// The anchor's y, in pixels from the image's (or frame's) top edge; see `anchorX`.
    public var anchorY: Double
    /// The part of the image that holds paint, in pixels; layouts fit this box rather than the
    /// whole canvas. For a set of stages it is their union, so every stage scales alike.
    public var content: PixelRect?
    /// For a sheet of idle-animation frames side by side: each frame's rectangle. The anchor is
    /// measured from each frame's top-left corner. Nil for a single image.
    public var frames: [PixelRect]?
    /// Floor tiles covered, columns then rows (isometric art); nil for one tile or none.
    public var footprint: [Int]?

    /// An entry as a forge writes it; `content`, `frames` and `footprint` only where they apply.
    public init(name: String, file: String, width: Int, height: Int, anchorX: Double, anchorY: Double,
                content: PixelRect? = nil, frames: [PixelRect]? = nil, footprint: [Int]? = nil) {
        self.name = name
        self.file = file
        self.width = width
        self.height = height
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.content = content
        self.frames = frames
        self.footprint = footprint
    }

    /// The first frame: what a still image shows.
    public var firstFrame: PixelRect { frames?.first ?? PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The whole PNG's size in pixels, as a `Size`.
    public var size: Size { Size(Double(width), Double(height)) }

    /// Where to draw the whole image so that its content box is as large as fits in `frame`,
    /// centred across and resting on the frame's bottom edge.
    public func frame(fittingContentIn frame: Rect) -> Rect {
        let box = content ?? PixelRect(x: 0, y: 0, width: width, height: height)
        let scale = min(frame.width / Double(box.width), frame.height / Double(box.height))
        let x = frame.midX - (Double(box.x) + Double(box.width) / 2) * scale
        let y = frame.maxY - Double(box.y + box.height) * scale
        return Rect(x: x, y: y, width: Double(width) * scale, height: Double(height) * scale)
    }
}


/// The whole of `Sprites/<app>/manifest.json`: what the forges write and the engine reads.
public struct SpriteManifest: Codable, Sendable {
    /// What the sprites are and how they were made, for people reading the file.
    public var description: String?
    /// Every sprite, each name once (a repeated name is an error when the manifest is read).
    public var sprites: [SpriteInfo]

    /// A manifest of `sprites`.
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

/// A sprite that cannot be found or used: a malformed name, a missing or invalid manifest, a
/// name it does not list, or a PNG whose size disagrees with it.
public struct SpriteError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the sprite or the manifest.
    public var message: String
    /// The message as it is.
    public var description: String { message }
}

/// Reads each app's manifest once, from the sprite folder its plugin brings.
final class SpriteManifests: SpriteCatalog, @unchecked Sendable {
    // @unchecked: the caches are guarded by `lock`.
    private var manifests: [String: [String: SpriteInfo]] = [:]
    /// Every sprite asked for, by its whole name: a scene asks for hundreds (the Rooted garden's
    /// objects and their frames), and splitting each name and finding its app's manifest was
    /// 3% of the garden's render. Only names a manifest holds are kept.
    private var found: [String: SpriteInfo] = [:]
    /// Each app's sprite folder's parent (`PluginAssets.sprites`): its sprites are in `<root>/<app>/`.
    private var roots: [String: URL] = [:]
    private let lock = NSLock()

    /// Reads `app`'s sprites from `folder/app/`.
    func setRoot(_ folder: URL, for app: String) {
        lock.lock()
        defer { lock.unlock() }
        roots[app] = folder
    }

    private func root(of app: String) throws -> URL {
        guard let root = roots[app] else {
            throw SpriteError(message: "no plugin brings sprites for '\(app)' (its PluginAssets has no sprites folder)")
        }
        return root
    }

    func info(_ name: String) throws -> SpriteInfo {
        if let info = lock.withLock({ found[name] }) { return info }
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw SpriteError(message: "sprite name '\(name)' is not of the form app/sprite") }
        let entries = try manifest(parts[0])
        guard let info = entries[parts[1]] else {
            throw SpriteError(message: "sprite '\(name)' is not in Sprites/\(parts[0])/manifest.json")
        }
        lock.withLock { found[name] = info }
        return info
    }

    func url(of info: SpriteInfo, app: String) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        return try root(of: app).appendingPathComponent(app).appendingPathComponent(info.file)
    }

    private func manifest(_ app: String) throws -> [String: SpriteInfo] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = manifests[app] { return cached }
        let folder = try root(of: app)
        let url = folder.appendingPathComponent(app).appendingPathComponent("manifest.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SpriteError(message: "Sprites/\(app)/manifest.json is missing (looked in \(folder.path))")
        }
        let manifest: SpriteManifest
        do {
            manifest = try JSONDecoder().decode(SpriteManifest.self, from: data)
        } catch {
            throw SpriteError(message: "Sprites/\(app)/manifest.json is not a valid sprite manifest (\(error))")
        }
        var entries: [String: SpriteInfo] = [:]
        for sprite in manifest.sprites {
            guard entries.updateValue(sprite, forKey: sprite.name) == nil else {
                throw SpriteError(message: "Sprites/\(app)/manifest.json lists the sprite '\(sprite.name)' twice")
            }
        }
        manifests[app] = entries
        return entries
    }
}
