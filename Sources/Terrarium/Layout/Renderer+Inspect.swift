import TerrariumGraphics
internal import TerrariumCanvas

/// A render opened up for checking: its boxes with their text measured, its pixels, and the
/// pixels under its text.
public struct RenderInspection: Sendable {
    /// The boxes, with every text measured.
    public var inspection: SceneInspection
    /// The canvas the job resolved to: size in points, scale, family or format, device.
    public var canvas: CanvasSpec
    /// The example drawn; nil when the input was JSON.
    public var example: String?
    /// The name of the theme drawn with.
    public var theme: String
    /// What the picture shows, in words, as the plugin said it (the PNG's `Description`).
    public var accessibilityLabel: String
    /// The picture as `render` draws it (without the widget's corners cut), as the canvas holds it.
    public var pixels: PremultipliedPixels
    /// The same picture with every text left out: what the text is read against.
    public var backdrop: PremultipliedPixels
}

/// What `Renderer.inspect` paints beside measuring the boxes.
public enum InspectionPixels: Sendable {
    /// Nothing: the boxes alone (`render --layout`).
    case none
    /// The picture without its text only (what contrast reads); `pixels` is left empty.
    case backdrop
    /// The picture and the picture without its text.
    case pictureAndBackdrop
}

extension Renderer {
    /// Lays out and paints the job, and measures every box, for `lint` and `render --layout`.
    /// `pixels` says what to paint (the report needs only the boxes).
    public func inspect(_ job: RenderRequest, pixels wanted: InspectionPixels = .pictureAndBackdrop) throws -> RenderInspection {
        let laidOut = try layout(job)
        let (output, canvas, example, theme) = (laidOut.output, laidOut.canvas, laidOut.example, laidOut.theme)
        let (inspection, pixels, backdrop) = try inspect(output.scene, scale: canvas.scale, pixels: wanted)
        return RenderInspection(inspection: inspection, canvas: canvas, example: example, theme: theme.name,
                                accessibilityLabel: output.accessibilityLabel, pixels: pixels, backdrop: backdrop)
    }

    /// A bare scene's boxes, its pixels and its pixels without text (each empty when `pixels`
    /// leaves it out): what `lint` checks, for any scene.
    public func inspect(_ scene: Scene, scale: Int, pixels wanted: InspectionPixels = .pictureAndBackdrop) throws
        -> (inspection: SceneInspection, pixels: PremultipliedPixels, backdrop: PremultipliedPixels) {
        let scratch = try Canvas(surface: Surface(width: 1, height: 1), scale: Double(scale))
        var inspector = SceneInspector(canvas: scratch, fonts: fonts) { [unowned self] name, source in
            opaqueFraction(name, source: source)
        }
        try inspector.inspect(scene.commands)
        let inspection = SceneInspection(size: scene.size, scale: scale, boxes: inspector.boxes)
        let empty = PremultipliedPixels.empty
        guard wanted != .none else { return (inspection, empty, empty) }
        var textless = scene
        textless.commands = scene.commands.withoutText
        let picture = wanted == .pictureAndBackdrop ? try paintPixels(scene, scale: scale) : empty
        return (inspection, picture, try paintPixels(textless, scale: scale))
    }

    /// The opaque part of a sprite or of a region of it, as fractions of it; nil if none.
    private func opaqueFraction(_ name: String, source: Rect?) -> Rect? {
        let key = "\(name)|\(source.map { "\($0.minX),\($0.minY),\($0.width),\($0.height)" } ?? "")"
        if let cached = opaqueParts[key] { return cached.rect }
        var result: Rect?
        if let pixels = try? spriteStore.pixels(name) {
            let region = source.map { (x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) }
            let whole = region ?? (x: 0, y: 0, width: pixels.width, height: pixels.height)
            if let bounds = pixels.opaqueBounds(in: region), whole.width > 0, whole.height > 0 {
                let w = Double(whole.width), h = Double(whole.height)
                result = Rect(x: Double(bounds.x - whole.x) / w, y: Double(bounds.y - whole.y) / h,
                              width: Double(bounds.width) / w, height: Double(bounds.height) / h)
            }
        }
        opaqueParts[key] = OpaquePart(rect: result)
        return result
    }

    private func paintPixels(_ scene: Scene, scale: Int) throws -> PremultipliedPixels {
        let width = Int((scene.size.width * Double(scale)).rounded())
        let height = Int((scene.size.height * Double(scale)).rounded())
        let surface = try Surface(width: width, height: height)
        let context = try Canvas(surface: surface, scale: Double(scale))
        let renderer = SceneRenderer(fonts: fonts) { [unowned self] name in try image(name) }
        try renderer.draw(scene, on: context)
        return surface.premultipliedPixels()
    }
}

extension [DrawCommand] {
    /// The draw list with every text command left out, containers kept.
    var withoutText: [DrawCommand] {
        compactMap { command in
            switch command {
            case .text: nil
            case .box(let mark, let children): .box(mark, children.withoutText)
            case .group(let children, let clip, let opacity): .group(children.withoutText, clip: clip, opacity: opacity)
            case .crossFade(let from, let to, let progress): .crossFade(from: from.withoutText, to: to.withoutText, progress: progress)
            default: command
            }
        }
    }
}
