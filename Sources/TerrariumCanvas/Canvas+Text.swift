internal import CCairo
internal import CPangoCairo
import TerrariumGraphics

extension Canvas {
    /// Lays out and draws a text block with Pango: wrapped at word boundaries to the frame's
    /// width, at most `maxLines` lines, the last ending in an ellipsis when the text is longer.
    public func draw(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) {
        let layout = try TextLayout(block, fonts: fonts, context: context)
        let height = layout.height
        let y = switch block.verticalAlignment {
        case .top: block.frame.minY
        case .center: block.frame.midY - height / 2
        case .bottom: block.frame.maxY - height
        }
        withSavedState {
            cairo_set_source_rgba(context, block.color.red, block.color.green, block.color.blue, block.color.alpha)
            cairo_move_to(context, block.frame.minX, y)
            pango_cairo_show_layout(context, layout.pointer)
        }
    }

    /// The size the block's text takes when laid out, in points.
    public func measure(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> Size {
        let layout = try TextLayout(block, fonts: fonts, context: context)
        return Size(layout.width, layout.height)
    }

    /// The font files Pango chose for the block's glyphs, in order: proof that the catalogue's
    /// file, and no other, drew the text.
    public func fontFiles(for block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> [String] {
        let layout = try TextLayout(block, fonts: fonts, context: context)
        var files: [String] = []
        let iterator = pango_layout_get_iter(layout.pointer)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let font = run.pointee.item.pointee.analysis.font,
                  let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
                if files.last != path { files.append(path) }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return files
    }
}

/// A Pango layout for one text block, freed when it goes.
private final class TextLayout {
    let pointer: OpaquePointer

    init(_ block: TextBlock, fonts: FontLibrary, context cairo: OpaquePointer) throws(CanvasError) {
        let description = try fonts.description(for: block.font)
        // The shared Pango context follows this Cairo context's transform, so glyphs are
        // shaped for the pixel scale they are drawn at.
        pango_cairo_update_context(cairo, fonts.context)
        guard let layout = pango_layout_new(fonts.context) else { throw .cairo("Pango could not create a layout") }
        pointer = layout
        pango_layout_set_font_description(layout, description)
        if let attributes = pango_attr_list_new() {
            if block.language != "en" {
                pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(block.language)))
            }
            if block.font.tabularDigits {
                pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_width(layout, Int32(max(0, block.frame.width) * Double(PANGO_SCALE)))
        pango_layout_set_height(layout, -Int32(block.maxLines))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        let alignment = switch block.alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_text(layout, block.text, -1)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    private var logical: PangoRectangle {
        var rect = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &rect)
        return rect
    }

    var width: Double { Double(logical.width) / Double(PANGO_SCALE) }
    var height: Double { Double(logical.height) / Double(PANGO_SCALE) }
}
