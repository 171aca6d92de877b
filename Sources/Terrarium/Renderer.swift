import Foundation
import TerrariumGraphics
internal import TerrariumCanvas

/// Renders jobs to PNG. Owns fonts and caches, so it is not thread-safe: a program that renders
/// on several threads gives each its own renderer (the output bytes are the same either way),
/// and may give them one `SpriteStore`, so that each sprite is decoded and held once.
public final class Renderer {
    /// The plugins it renders.
    public let registry: PluginRegistry
    /// How its PNGs are written (filter, compression, threads).
    public let pngOptions: PNGOptions
    let fonts: FontLibrary
    let spriteStore: SpriteStore
    /// The opaque part of each sprite (and region) `inspect` has looked at.
    var opaqueParts: [String: OpaquePart] = [:]
    private var sprites: SpriteManifests { spriteStore.manifests }
    /// A folder every plugin's themes are read from instead of its own; nil: each its own.
    private let themesFolder: URL?
    /// This renderer's handles on the store's shared sprite pixels (see `Image`).
    private var images: [String: Image] = [:]
    private var themes: [String: Theme] = [:]
    private lazy var measurer = CanvasTextMeasurer(fonts: fonts)
    private let decodedInputs = DecodedInputs()
    /// The surface `renderPixels` drew on last, drawn on again at the same size.
    private var reusableSurface: Surface?
    /// Screens of more than twice this many bytes of pixels are drawn and encoded in strips of
    /// about this many, which bounds a render's pixel memory; the bytes of the file are the same
    /// whatever the value (a test cuts every screen into many strips to check).
    public var stripPixelBytes = Renderer.defaultStripPixelBytes
    /// `stripPixelBytes` unless set: 4 MiB.
    public static let defaultStripPixelBytes = 4 << 20

    /// A renderer of `registry`'s plugins, each drawing with its own sprites and themes
    /// (`Plugin.assets`), or with the themes in `themes` when given (a test's edited copy).
    public convenience init(registry: PluginRegistry, themes: URL? = nil, pngOptions: PNGOptions = PNGOptions()) throws {
        try self.init(registry: registry, spriteStore: SpriteStore(), themes: themes, pngOptions: pngOptions)
    }

    /// A renderer that takes its sprites from `spriteStore`, which other renderers may share.
    public init(registry: PluginRegistry, spriteStore: SpriteStore, themes: URL? = nil,
                pngOptions: PNGOptions = PNGOptions()) throws {
        if let problem = registry.contractProblems.first { throw RenderError.pluginContract(problem) }
        self.registry = registry
        self.pngOptions = pngOptions
        self.fonts = try FontLibrary()
        self.spriteStore = spriteStore
        self.themesFolder = themes
        for plugin in registry.plugins {
            if let sprites = plugin.assets.sprites { spriteStore.manifests.setRoot(sprites, for: plugin.id) }
        }
    }

    // A render is five stages, each below with its own doc:
    //   1. resolve the request  (`resolve`: plugin, scene, input, canvas, theme, text size, checks)
    //   2. the plugin's scene   (`sceneRequest(for:)`, then the plugin lays itself out, no pixels)
    //   3. fit the canvas       (`CanvasFit.fit`: the one place a canvas takes its content's height)
    //   4. paint, in strips     (`paint`: Cairo draws the scene; a tall one a strip at a time)
    //   5. encode               (the PNG encoder, strip by strip as painting goes, or a mode's map first)
    // `layout` is stages 1 to 3, for tests, `--json`, `inspect` and animation sizes; `render` all five.

    /// Stages 1 to 3: the request resolved and its scene laid out and fitted, without painting.
    public func layout(_ job: RenderRequest) throws -> LaidOutScene {
        let resolved = try resolve(job)
        let output = try resolved.plugin.render(sceneRequest(for: resolved))
        let canvas = try CanvasFit.fit(resolved.canvas, layout: resolved.spec.layout, typeSize: resolved.typeSize,
                                       to: output.scene.size)
        // A picture over the image limits is the request's mistake, said with its size, never
        // the surface's failure (a plugin that can bound its size refuses earlier, before
        // layout: `SceneRequest.refuseBeyondImageLimits`).
        try Self.checkImageSize(output.scene.size, scale: canvas.scale, estimated: false)
        return LaidOutScene(output: output, canvas: canvas, example: resolved.example, theme: resolved.theme)
    }

    /// Throws `imageTooLarge` where `size` points at `scale` is over the image limits.
    static func checkImageSize(_ size: Size, scale: Int, estimated: Bool) throws(RenderError) {
        let width = Int((size.width * Double(scale)).rounded()), height = Int((size.height * Double(scale)).rounded())
        guard width <= maximumImageSide, height <= maximumImageSide, width * height <= maximumImagePixels else {
            throw .imageTooLarge(width: width, height: height, estimated: estimated)
        }
    }

    /// All five stages; `metadata` adds PNG text chunks after `Software` and `Description`, in
    /// key order (batch stores its content key there); none by default, so other renders keep
    /// their bytes.
    public func render(_ job: RenderRequest, metadata: [String: String] = [:]) throws -> RenderResult {
        let laidOut = try layout(job)
        let (output, canvas) = (laidOut.output, laidOut.canvas)
        // A widget sits in a rounded container; outside it the image is transparent.
        let cornerRadius = canvas.family?.containerCornerRadius(canvas.size)
        let png: Data
        if let mode = job.renderingMode, mode != .fullColor {
            // The mode is a map of the full-colour picture's pixels, as iOS makes it.
            let pixels = try drawSurface(output.scene, scale: canvas.scale, cornerRadius: cornerRadius).pixelBuffer()
            png = try PNGEncoder.encode(mode.apply(to: pixels), options: pngOptions,
                                        text: Self.textChunks(description: output.accessibilityLabel, metadata: metadata))
        } else {
            png = try paint(output.scene, scale: canvas.scale, options: pngOptions, description: output.accessibilityLabel,
                            cornerRadius: cornerRadius, metadata: metadata)
        }
        return RenderResult(plugin: job.plugin, scene: job.scene, example: laidOut.example, canvas: canvas,
                            theme: laidOut.theme.name, accessibilityLabel: output.accessibilityLabel,
                            makeState: output.makeState, png: png)
    }

    /// Stage 1: everything the plugin and the painter need, checked against the plugin: its
    /// scene, the input document (an example's, or the request's bytes, with `now`, `timeZone`
    /// and the axes applied), the canvas (StandBy's twice the widget's scale), the theme at the
    /// reader's text size (the request's, else the input's, else the plugin's own), and the
    /// page and moment the scene has.
    func resolve(_ job: RenderRequest) throws -> ResolvedRender {
        let plugin = try registry.plugin(job.plugin)
        let spec = try plugin.scene(job.scene)
        let (input, example) = try resolveInput(job, plugin: plugin)
        var canvas = try spec.canvas(family: job.family, scale: job.scale, device: job.device)
        var themeName = job.theme ?? plugin.defaultTheme
        if job.theme == nil, case .object(let fields) = input, let named = fields["theme"] {
            guard case .string(let name) = named else { throw InputError(field: "theme", "must be a theme name (a string)") }
            themeName = name
        }
        if let mode = job.renderingMode, mode != .fullColor {
            guard let family = canvas.family, mode.applies(to: family) else {
                let what = canvas.family.map { "the \($0.rawValue) family" } ?? "scene '\(spec.name)', which is not a widget"
                throw RenderError.renderingModeNotForCanvas(mode.label, canvas: what)
            }
            canvas.scale *= mode.sizeFactor  // StandBy shows a small widget at twice its size
        }
        let typeSize = spec.typeSize(for: job.typeSize)
        let theme = try theme(themeName, plugin: plugin).at(typeSize)
        if job.page != nil, !spec.paged { throw RenderError.pageOnUnpagedScene(scene: spec.name) }
        if let time = job.time {
            guard let animation = spec.animation else { throw RenderError.timeOnStillScene(scene: spec.name) }
            guard time.isFinite, time >= 0, time <= animation.duration else {
                throw RenderError.timeOutOfRange(time, duration: animation.duration)
            }
        }
        // An example's decoded input is kept (the plugin's own, small, drawn again and again by
        // lint, goldens and animation); a document only when small: a service's renderer may
        // meet many inputs of up to `maximumInputBytes`, decoded into many times that.
        let remembers: Bool
        if case .json(let data) = job.input { remembers = data.count <= DecodedInputs.largestDocumentBytes } else { remembers = true }
        return ResolvedRender(plugin: plugin, spec: spec, input: input, example: example, canvas: canvas, theme: theme,
                              typeSize: typeSize, page: max(1, job.page ?? 1), time: job.time, remembersInput: remembers,
                              renderingMode: job.renderingMode)
    }

    /// Stage 2's question: what the plugin is asked to lay out (the resolved input, canvas,
    /// theme, page and moment); its answer is a value (draw commands and the display state), no pixels.
    func sceneRequest(for resolved: ResolvedRender) -> SceneRequest {
        var request = SceneRequest(scene: resolved.spec.name, input: resolved.input, canvas: resolved.canvas, theme: resolved.theme,
                                   sprites: sprites, text: measurer, page: resolved.page)
        request.time = resolved.time
        request.typeSize = resolved.typeSize
        request.inTheDark = resolved.renderingMode == .standByNight
        request.decodedInputs = resolved.remembersInput ? decodedInputs : nil
        return request
    }

    /// Paints a bare scene (no plugin, no container) at `scale` and encodes it: for tools such
    /// as the sprite generator.
    public func png(for scene: Scene, scale: Int, description: String) throws -> Data {
        try paint(scene, scale: scale, options: PNGOptions(compressionLevel: 9, filter: .adaptive), description: description)
    }

    /// Stages 1 to 4: the job's picture as pixels, not encoded: a frame of an animation.
    public func renderPixels(_ job: RenderRequest) throws -> PixelBuffer {
        let laidOut = try layout(job)
        let (output, canvas) = (laidOut.output, laidOut.canvas)
        let pixels = try drawSurface(output.scene, scale: canvas.scale, cornerRadius: canvas.family?.containerCornerRadius(canvas.size),
                                     reusing: true)
            .pixelBuffer()
        return job.renderingMode.map { $0.apply(to: pixels) } ?? pixels
    }

    /// Draws a scene at `scale` on a new surface; a widget's corners outside `cornerRadius` are
    /// left transparent, as its rounded container is. `reusing` draws on this renderer's last
    /// surface of that size, cleared (the same pixels): an animation's frames are drawn one
    /// after another at one size, and a new surface's memory costs more than the clearing.
    private func drawSurface(_ scene: Scene, scale: Int, cornerRadius: Double?, reusing: Bool = false) throws -> Surface {
        let width = Int((scene.size.width * Double(scale)).rounded())
        let height = Int((scene.size.height * Double(scale)).rounded())
        let renderer = SceneRenderer(fonts: fonts) { [unowned self] name in try image(name) }
        let surface: Surface
        if reusing, let last = reusableSurface, last.width == width, last.height == height {
            last.clear()
            surface = last
        } else {
            surface = try Surface(width: width, height: height)
            if reusing { reusableSurface = surface }
        }
        let context = try Canvas(surface: surface, scale: Double(scale))
        try renderer.draw(scene, on: context)
        if let radius = cornerRadius {
            let bounds = Rect(size: scene.size)
            // One point more, for the antialiased edge, out to whole device pixels: a square
            // ending inside a pixel would clear part of it, a seam across an island whose
            // 18.33 pt corners meet (36.67 pt tall) at 2x.
            let s = Double(scale)
            let corner = ((radius + 1) * s - 1e-9).rounded(.up) / s
            let right = ((bounds.width - radius - 1) * s + 1e-9).rounded(.down) / s
            let bottom = ((bounds.height - radius - 1) * s + 1e-9).rounded(.down) / s
            let far = bounds.width - right + 1, low = bounds.height - bottom + 1
            context.clearOutside(.roundedRect(bounds, radius: radius), within: [
                Rect(x: 0, y: 0, width: corner, height: corner),
                Rect(x: right, y: 0, width: far, height: corner),
                Rect(x: 0, y: bottom, width: corner, height: low),
                Rect(x: right, y: bottom, width: far, height: low),
            ])
            try context.checkStatus()
        }
        return surface
    }

    /// The PNG's text: the engine, the picture in words, then `metadata` in key order.
    static func textChunks(description: String, metadata: [String: String]) -> [PNGText] {
        [PNGText("Software", TerrariumVersion.software), PNGText("Description", description)]
            + metadata.sorted { $0.key < $1.key }.map { PNGText($0.key, $0.value) }
    }

    /// Stages 4 and 5: paints a scene at `scale` and encodes it with the engine's metadata; a
    /// tall screen a strip at a time, each strip encoded as it is painted.
    private func paint(_ scene: Scene, scale: Int, options: PNGOptions, description: String,
                       cornerRadius: Double? = nil, metadata: [String: String] = [:]) throws -> Data {
        let width = Int((scene.size.width * Double(scale)).rounded())
        let height = Int((scene.size.height * Double(scale)).rounded())
        let renderer = SceneRenderer(fonts: fonts) { [unowned self] name in try image(name) }
        let text = Self.textChunks(description: description, metadata: metadata)
        if cornerRadius == nil, case .imageTuned = options.compression, width * height * 2 > stripPixelBytes {  // over twice a strip
            // A tall screen is drawn and encoded a strip at a time (the same bytes), so a batch
            // of year-long histories holds a few megabytes of pixels per worker, not 63.
            return try PNGEncoder.encodeInStrips(width: width, height: height, scale: Double(scale),
                                                 stripBytes: stripPixelBytes, options: options, text: text) { canvas, rows in
                try renderer.draw(scene, on: canvas, rows: rows)
            }
        }
        let surface = try drawSurface(scene, scale: scale, cornerRadius: cornerRadius)
        return try PNGEncoder.encode(surface, options: options, text: text)
    }

    private func resolveInput(_ job: RenderRequest, plugin: any Plugin) throws -> (JSONValue, String?) {
        var input: JSONValue
        var example: String?
        switch job.input {
        case .defaultExample:
            let chosen = try plugin.defaultExample(scene: job.scene)
            (input, example) = (chosen.input, chosen.name)
        case .example(let name):
            (input, example) = (try plugin.example(name, scene: job.scene).input, name)
        case .json(let data):
            guard data.count <= maximumInputBytes else {
                throw RenderError.inputTooLarge(bytes: data.count, limit: maximumInputBytes)
            }
            input = try JSONValue.parse(data)
        }
        // Every app reads the clock from `now` and the zone from `timeZone`; the overrides
        // replace those fields, so they are validated exactly as if the input had said them.
        if job.now != nil || job.timeZone != nil {
            guard case .object(var fields) = input else { throw InputError(field: nil, "must be a JSON object") }
            if let now = job.now { fields["now"] = .string(now) }
            if let zone = job.timeZone { fields["timeZone"] = .string(zone) }
            input = .object(fields)
        }
        if !job.axes.isEmpty {
            guard case .object(var fields) = input else { throw InputError(field: nil, "must be a JSON object") }
            for (name, value) in job.axes.sorted(by: { $0.key < $1.key }) {
                guard let axis = plugin.inputAxes.first(where: { $0.field == name }) else {
                    throw RenderError.unknownAxis(name, plugin: plugin.id, known: plugin.inputAxes.map(\.field))
                }
                guard axis.values.contains(value) else { throw RenderError.unknownAxisValue(value, axis: name, known: axis.values) }
                fields[name] = .string(value)
            }
            input = .object(fields)
        }
        return (input, example)
    }

    /// A theme by name (`<name>.json` in the plugin's themes folder) or, for a name that is a
    /// path to a `.json` file (it has a `/` or ends in `.json`), that file: a team's own colours and type.
    private func theme(_ name: String, plugin: any Plugin) throws -> Theme {
        let themesFolder = plugin.assets.themesFolder(override: themesFolder)
        // Per plugin: a theme is checked against the plugin's schema when loaded, so one plugin's
        // theme file must not be handed to another from the cache.
        let key = plugin.id + "\u{0}" + name
        if let cached = themes[key] { return cached }
        if name.contains("/") || name.hasSuffix(".json") {
            let url = URL(fileURLWithPath: name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw RenderError.unknownTheme(name, plugin: plugin.id, known: ThemeIndex.names(for: plugin.id, in: themesFolder))
            }
            let theme = try Theme.load(url, plugin: plugin.id, schema: plugin.themeSchema)
            themes[key] = theme
            return theme
        }
        guard let url = themesFolder?.appendingPathComponent(name + ".json"),
              FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.unknownTheme(name, plugin: plugin.id, known: ThemeIndex.names(for: plugin.id, in: themesFolder))
        }
        let theme = try Theme.load(url, plugin: plugin.id, schema: plugin.themeSchema)
        themes[key] = theme
        return theme
    }

    func image(_ name: String) throws -> Image {
        if let cached = images[name] { return cached }
        let image = try Image(sharing: spriteStore.pixels(name))
        images[name] = image
        return image
    }
}

/// A request's scene laid out and its canvas fitted (stages 1 to 3), not yet painted.
public struct LaidOutScene {
    /// What the plugin made: the scene's draw commands, the display state, the words for it.
    public var output: SceneOutput
    /// The canvas it is drawn on, fitted to it.
    public var canvas: CanvasSpec
    /// The example drawn; nil for an input document.
    public var example: String?
    /// The theme, at the reader's text size.
    public var theme: Theme
}

/// Stage 1's answer: a request checked against its plugin and resolved, what stage 2 lays out.
struct ResolvedRender {
    var plugin: any Plugin
    var spec: SceneSpec
    /// The input document, overrides and axes applied.
    var input: JSONValue
    /// The example's name; nil for an input document.
    var example: String?
    /// The canvas before fitting (StandBy's scale already doubled).
    var canvas: CanvasSpec
    var theme: Theme
    /// The text size the scene takes (the request's, within the scene's range).
    var typeSize: TypeSize
    var page: Int
    var time: Double?
    /// Whether the decoded input is worth keeping for the next render (`DecodedInputs`).
    var remembersInput: Bool
    /// How iOS draws the widget (the picture is mapped to it after painting).
    var renderingMode: RenderingMode?
}

/// Which theme files belong to which plugin.
public enum ThemeIndex {
    /// The plugin's themes, from its own folder (none when it brings none).
    public static func names(for plugin: any Plugin) -> [String] {
        names(for: plugin.id, in: plugin.assets.themes)
    }

    /// The names of the themes in `folder` whose `plugin` is `plugin`, sorted.
    public static func names(for plugin: String, in folder: URL?) -> [String] {
        guard let folder else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            let url = folder.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url),
                  case .object(let fields)? = try? JSONValue.parse(data),
                  fields["plugin"] == .string(plugin) else { return nil }
            return String(file.dropLast(5))
        }
    }
}

/// Text measurement on a scratch canvas. Hinting is off, so sizes in points do not depend on
/// the pixel scale the text is later drawn at.
private final class CanvasTextMeasurer: TextMeasurer {
    let fonts: FontLibrary
    private var canvas: Canvas?
    /// Blocks measured before, with what Pango said: a block's metrics depend on the block and
    /// the fonts alone, and a renderer meets the same titles, labels and names render after
    /// render (laying out text was about a twelfth of Rituals' large widget). Emptied when full.
    private var remembered: [TextBlock: TextMetrics] = [:]
    static let mostRemembered = 2048

    init(fonts: FontLibrary) { self.fonts = fonts }

    func size(of string: String, font: Font) throws -> Size {
        let canvas = try self.canvas ?? Canvas(surface: Surface(width: 1, height: 1))
        self.canvas = canvas
        let block = TextBlock(string, font: font, color: .black, frame: Rect(x: 0, y: 0, width: 100_000, height: 1000))
        return try canvas.measure(block, fonts: fonts)
    }

    func size(of block: TextBlock) throws -> Size {
        try metrics(of: block).size
    }

    func metrics(of block: TextBlock) throws -> TextMetrics {
        if let known = remembered[block] { return known }
        let canvas = try self.canvas ?? Canvas(surface: Surface(width: 1, height: 1))
        self.canvas = canvas
        let metrics = try canvas.metrics(of: block, fonts: fonts)
        if remembered.count >= Self.mostRemembered { remembered.removeAll(keepingCapacity: true) }
        remembered[block] = metrics
        return metrics
    }
}

/// A cached answer of `opaqueFraction`, nil included.
struct OpaquePart {
    var rect: Rect?
}
