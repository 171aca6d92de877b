import TerrariumGraphics

/// Paints a scene's draw list onto a canvas. Knows no app: sprites come from `sprite`, fonts
/// from `fonts`.
package struct SceneRenderer {
    /// The fonts text is drawn with. Not thread-safe, so neither is this renderer: one per thread.
    package let fonts: FontLibrary
    /// Gives the decoded image for a sprite's name; what it throws (an unknown name, a bad file)
    /// ends the draw with that error.
    package let sprite: (String) throws -> Image

    /// A renderer that draws text with `fonts` and loads sprites through `sprite`.
    package init(fonts: FontLibrary, sprite: @escaping (String) throws -> Image) {
        self.fonts = fonts
        self.sprite = sprite
    }

    /// `rows`: only these rows of the scene, in points, are on the canvas (a strip of a tall
    /// picture); commands that cannot reach them are skipped.
    package func draw(_ scene: Scene, on canvas: Canvas, rows: ClosedRange<Double>? = nil) throws {
        try draw(scene.commands, on: canvas, rows: rows)
        try canvas.checkStatus()
    }

    private func draw(_ commands: [DrawCommand], on canvas: Canvas, rows: ClosedRange<Double>? = nil) throws {
        for command in commands {
            if let rows, let extent = command.verticalExtent, !extent.overlaps(rows) { continue }
            switch command {
            case .fill(let path, let paint):
                canvas.fill(path, with: paint)
            case .stroke(let path, let paint, let style):
                canvas.stroke(path, with: paint, style: style)
            case .sprite(let name, let frame, let sampling):
                canvas.draw(try sprite(name), in: frame, sampling: sampling)
            case .spriteRegion(let name, let source, let frame, let sampling):
                canvas.draw(try sprite(name), source: source, in: frame, sampling: sampling)
            case .pixelArt(let layer):
                let grid = try Surface(width: layer.width, height: layer.height)
                let gridCanvas = try Canvas(surface: grid, scale: 1, antialias: false)
                try draw(layer.commands, on: gridCanvas)
                try gridCanvas.checkStatus()
                if !canvas.drawEnlarged(grid, in: layer.frame) {
                    canvas.draw(Image(wrapping: grid), in: layer.frame, sampling: .nearest)
                }
            case .text(let block):
                try canvas.draw(block, fonts: fonts)
            case .box(_, let children):
                try draw(children, on: canvas, rows: rows)
            case .crossFade(let from, let to, let progress):
                try canvas.withCrossFade(progress: progress, from: { try draw(from, on: canvas, rows: rows) },
                                         to: { try draw(to, on: canvas, rows: rows) })
            case .group(let children, let clip, let opacity):
                try canvas.withSavedState {
                    if let clip { canvas.clip(to: clip) }
                    try canvas.withLayer(opacity: opacity) { try draw(children, on: canvas, rows: rows) }
                }
            }
        }
    }
}
