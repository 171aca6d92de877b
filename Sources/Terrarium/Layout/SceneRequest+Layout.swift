import TerrariumGraphics
import TerrariumLayout

extension SceneRequest {
    /// Resolves a declarative layout for this request's canvas, its text measured by the
    /// engine exactly as it will be drawn: the scene a plugin returns.
    ///
    /// Where the canvas takes its content's height at this text size
    /// (`CanvasSpec.takesContentHeight`, the rule `CanvasFit` applies), content that no longer
    /// fits is laid out at its full height, captured whole as the screen would scroll; a
    /// picture whose content is laid out in whole art pixels (`inSteps(of:)`) grows by them.
    public func resolve(_ node: LayoutNode) throws -> Scene {
        let measuring = EngineTextMeasuring(text)
        let layout = canvas.takesContentHeight(at: typeSize)
            ? TerrariumLayout.resolveFilling(node, in: canvas.size, scale: Double(canvas.scale), measurer: measuring,
                                             textGrowth: typeSize.fitGrowth)
            : TerrariumLayout.resolve(node, in: canvas.size, scale: Double(canvas.scale), measurer: measuring,
                                      textGrowth: typeSize.fitGrowth)
        if let error = measuring.failure { throw error }
        return Scene(size: layout.size, commands: layout.commands)
    }

    /// Refuses, before any layout, a picture that cannot fit the engine's image limits:
    /// `minimum` is a lower bound of the scene's size in points that the plugin knows from its
    /// input alone (a scroll of rows, each at least so tall). The refusal the engine gives after
    /// layout (`RenderError.imageTooLarge`), in microseconds rather than after seconds of
    /// layout, for the CLI, batch, lint and the service alike.
    public func refuseBeyondImageLimits(minimum: Size) throws(RenderError) {
        try Renderer.checkImageSize(minimum, scale: canvas.scale, estimated: true)
    }

    /// Resolves a scrolling screen: as wide as the canvas and as tall as its content asks
    /// (its ideal height at that width, in whole points), captured whole.
    public func resolveScrolling(_ node: LayoutNode) throws -> Scene {
        let measuring = EngineTextMeasuring(text)
        let layout = TerrariumLayout.resolveScrolling(node, width: canvas.size.width, scale: Double(canvas.scale), measurer: measuring,
                                                      textGrowth: typeSize.fitGrowth)
        if let error = measuring.failure { throw error }
        return Scene(size: layout.size, commands: layout.commands)
    }
}

/// The layout's measure callback over the engine's Pango measurer. The callback cannot
/// throw, so the first failure (a font the catalogue lacks) is kept and thrown after.
final class EngineTextMeasuring: TextMeasuring {
    let measurer: any TextMeasurer
    private(set) var failure: (any Error)?

    init(_ measurer: any TextMeasurer) { self.measurer = measurer }

    func measure(_ block: TextBlock) -> TextMetrics {
        do { return try measurer.metrics(of: block) } catch {
            if failure == nil { failure = error }
            return TextMetrics(size: Size(0, 0), drawnText: "")
        }
    }
}
