import Foundation
internal import TerrariumCanvas

/// Decoded sprites, shared by every renderer given the same store, on any number of threads
/// (a batch's workers): each sprite is decoded once, and its pixels are never written again, so
/// every thread reads the same bytes instead of holding a copy of its own (Bloom's eight plant
/// stages are 32 MB decoded). Holds every sprite it was asked for: at most what the plugins'
/// sprite folders hold, about 34 MB decoded today.
public final class SpriteStore: @unchecked Sendable {
    // @unchecked: `decoded` is read and written only while `lock` is held; the manifests guard
    // their own cache.
    let manifests: SpriteManifests
    private let lock = NSLock()
    private var decoded: [String: ImagePixels] = [:]
    private let cache: DecodedSpriteCache?

    /// An empty store: a renderer points each plugin's app at the plugin's sprite folder
    /// (`PluginAssets.sprites`), and `app/name` is read from `<folder>/app/`. Nothing is read yet.
    public convenience init() {
        self.init(cache: .standard)
    }

    /// An empty store that keeps large sprites' decoded pixels in `cache` (none: every process
    /// decodes them).
    init(cache: DecodedSpriteCache?) {
        manifests = SpriteManifests()
        self.cache = cache
    }

    /// The pixels of `name` (`app/sprite`), decoded on first use (or read from the cache of
    /// decoded sprites). A sprite that cannot be read is an error each time it is asked for,
    /// and is not kept.
    func pixels(_ name: String) throws -> ImagePixels {
        let (pixels, fresh) = try pixelsOnce(name)
        // Written for later processes outside the lock: the other workers need not wait for
        // a file of megabytes to reach the disk.
        if let fresh { cache?.keep(pixels, png: fresh) }
        return pixels
    }

    /// The sprite's pixels, and the PNG when they were decoded just now.
    private func pixelsOnce(_ name: String) throws -> (ImagePixels, Data?) {
        // Decoding under the lock makes a sprite wanted by two workers at once decoded once;
        // it happens once per sprite per process, so the wait is short and rare.
        lock.lock()
        defer { lock.unlock() }
        if let cached = decoded[name] { return (cached, nil) }
        let info = try manifests.info(name)
        let app = String(name.prefix { $0 != "/" })
        let url = try manifests.url(of: info, app: app)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CanvasError.png("cannot read \(url.path): \(error.localizedDescription)")
        }
        let kept = cache?.kept(png: data)
        let pixels = try kept ?? ImagePixels(png: data)   // the cache keeps only its own reader's
        guard pixels.width == info.width, pixels.height == info.height else {
            throw SpriteError(message: "sprite '\(name)' is \(pixels.width)x\(pixels.height) px but its manifest says \(info.width)x\(info.height)")
        }
        decoded[name] = pixels
        return (pixels, kept == nil ? data : nil)
    }
}
