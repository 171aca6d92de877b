/// Stage 3 of a render: the canvas the plugin's scene is drawn on. A canvas is the size the
/// device, family or format gives, except where the content decides its height; this is the one
/// place that rule lives, and `SceneRequest.resolve` asks `takesContentHeight` before laying out.
public enum CanvasFit {
    /// The canvas `scene` is drawn on, or `sceneSizeMismatch` when a plugin laid out another size:
    /// - a scrolling scene (`.scroll`) is as tall as its content;
    /// - a canvas that takes its content's height at this text size (`takesContentHeight`) is,
    ///   where the content no longer fits, captured whole, as the screen would scroll;
    /// - a Live Activity is as tall as it needs, 84 to 160 pt.
    /// The width is always the canvas's.
    public static func fit(_ canvas: CanvasSpec, layout: SceneSpec.Layout, typeSize: TypeSize, to scene: Size) throws -> CanvasSpec {
        var fitted = canvas
        if scene.width == canvas.size.width {
            if layout == .scroll, scene.height >= 1 {
                fitted.size = scene
            } else if canvas.takesContentHeight(at: typeSize), scene.height > canvas.size.height {
                fitted.size = scene
            } else if canvas.family?.hasFlexibleHeight == true,
                      (LiveActivitySizes.minimumHeight...canvas.size.height).contains(scene.height) {
                fitted.size = scene
            }
        }
        guard scene == fitted.size else {
            throw RenderError.sceneSizeMismatch(expected: fitted.size.description, got: scene.description)
        }
        return fitted
    }
}

extension CanvasSpec {
    /// Whether content that no longer fits this canvas at `typeSize` makes it taller rather than
    /// being cut: a screen at an accessibility size (iOS apps put their content in a scroll view
    /// rather than shrink the reader's text back down), and an image at any size above `large`
    /// (its format was drawn for `large`, and a pixel font, whole dots or nothing, cannot shrink
    /// back by a fraction). A widget's box is fixed.
    public func takesContentHeight(at typeSize: TypeSize) -> Bool {
        family == nil && (format == nil ? typeSize.isAccessibilitySize : typeSize > .large)
    }
}
