internal import CCairo
internal import CPangoCairo
import TerrariumGraphics

extension Canvas {
    /// Lays out and draws a text block with Pango: wrapped at word boundaries to the frame's
    /// width, at most `maxLines` lines, shrunk down to its minimum scale factor when it does not
    /// fit, and then ending in an ellipsis when it still does not.
    package func draw(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) {
        let fitted = try FittedText(block, fonts: fonts, context: context)
        let y = fitted.top
        withSavedState {
            cairo_set_source_rgba(context, block.color.red, block.color.green, block.color.blue, block.color.alpha)
            cairo_move_to(context, block.frame.minX, y)
            pango_cairo_show_layout(context, fitted.layout.pointer)
        }
    }

    /// The size the block's text takes when laid out, in points.
    package func measure(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> Size {
        try metrics(of: block, fonts: fonts).size
    }

    /// Everything about how the block is laid out: its size and ink, whether it shrank or was
    /// cut, the text as drawn and the characters no font could draw.
    package func metrics(of block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> TextMetrics {
        let fitted = try FittedText(block, fonts: fonts, context: context)
        let layout = fitted.layout
        var ink: Rect?
        if let rect = layout.ink {
            ink = Rect(x: rect.minX, y: rect.minY + fitted.top - block.frame.minY, width: rect.width, height: rect.height)
        }
        return TextMetrics(size: Size(layout.width, layout.height), ink: ink, lines: layout.lineCount,
                           drawnText: layout.drawnText(block.text), truncated: layout.isEllipsized,
                           scaledBy: fitted.scale, missingGlyphs: layout.unknownGlyphs,
                           brokenWord: layout.breaksInsideAWord)
    }

    /// The font files Pango chose for the block's glyphs, in order: proof that the catalogue's
    /// file, and no other, drew the text.
    package func fontFiles(for block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> [String] {
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

/// A block laid out at the largest scale, down to its minimum, at which it fits its frame:
/// within `maxLines` without an ellipsis, without a word broken across lines and, when it
/// shrinks at all, within the frame's height. A word is broken (with Pango's hyphen) only when
/// it does not fit a line even at the minimum, as UIKit breaks it then.
private struct FittedText {
    let layout: TextLayout
    let scale: Double
    /// Where the first line's top lands, in points, after vertical alignment.
    let top: Double

    init(_ block: TextBlock, fonts: FontLibrary, context: OpaquePointer) throws(CanvasError) {
        var layout = try TextLayout(block, fonts: fonts, context: context)
        var scale = 1.0
        if block.minimumScaleFactor < 1, !Self.fits(layout, block) {
            // Without hinting a line's width is proportional to the font size, so the ratio of
            // widths is a close first guess; each step down is then checked with Pango.
            let unwrapped = try TextLayout(block, fonts: fonts, context: context, unwrapped: true)
            // Without a line limit (the layout's 10,000) the text reflows into fewer lines as it
            // shrinks, so neither guess holds: the search starts at full size, as the layout's.
            let limited = block.maxLines < 10_000
            let lines = Double(block.maxLines)
            var guess = unwrapped.width > 0 && limited ? (block.frame.width * lines) / unwrapped.width : 1
            if limited, layout.height > 0, block.frame.height > 0 { guess = min(guess, block.frame.height / layout.height) }
            scale = max(block.minimumScaleFactor, min(1, (guess * 100).rounded(.down) / 100))
            while true {
                layout = try TextLayout(block, fonts: fonts, context: context, scale: scale)
                if Self.fits(layout, block) || scale <= block.minimumScaleFactor { break }
                scale = max(block.minimumScaleFactor, ((scale - 0.01) * 100).rounded() / 100)
            }
        }
        self.layout = layout
        self.scale = scale
        let height = layout.height
        top = switch block.verticalAlignment {
        case .top: block.frame.minY
        case .center: block.frame.midY - height / 2
        case .bottom: block.frame.maxY - height
        }
    }

    private static func fits(_ layout: TextLayout, _ block: TextBlock) -> Bool {
        !layout.isEllipsized && layout.height <= block.frame.height + 0.01 && !layout.breaksInsideAWord
    }
}

/// A Pango layout for one text block, freed when it goes.
private final class TextLayout {
    let pointer: OpaquePointer
    /// The font size laid out, in points.
    let fontSize: Double

    /// `unwrapped`: one line, however long. `scale` multiplies the block's font size.
    init(_ block: TextBlock, fonts: FontLibrary, context cairo: OpaquePointer, unwrapped: Bool = false,
         scale: Double = 1) throws(CanvasError) {
        let font = scale == 1 ? block.font : block.font.withSize(block.font.size * scale)
        fontSize = font.size
        let description = try fonts.description(for: font)
        // The shared Pango context follows this Cairo context's transform, so glyphs are
        // shaped for the pixel scale they are drawn at.
        let pangoContext = fonts.context(for: font)
        pango_cairo_update_context(cairo, pangoContext)
        guard let layout = pango_layout_new(pangoContext) else { throw .cairo("Pango could not create a layout") }
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
        if !unwrapped {
            pango_layout_set_width(layout, Int32(max(0, min(1_000_000, block.frame.width)) * Double(PANGO_SCALE)))
            pango_layout_set_height(layout, -Int32(block.maxLines))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        let alignment = switch block.alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_text(layout, block.text, -1)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    private var extents: (ink: PangoRectangle, logical: PangoRectangle) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, &logical)
        return (ink, logical)
    }

    var width: Double { Double(extents.logical.width) / Double(PANGO_SCALE) }
    var height: Double { Double(extents.logical.height) / Double(PANGO_SCALE) }
    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// Whether a line starts where the text has no line-break opportunity: a word too long for
    /// the width, broken between its characters (`PANGO_WRAP_WORD_CHAR`'s fallback). Between
    /// CJK characters, and after a space or a hyphen, a break is an opportunity, so not this.
    var breaksInsideAWord: Bool {
        guard lineCount > 1, let text = pango_layout_get_text(pointer) else { return false }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(pointer, &count) else { return false }
        var line = pango_layout_get_lines_readonly(pointer)?.pointee.next
        while let node = line {
            defer { line = node.pointee.next }
            guard let data = node.pointee.data else { continue }
            let start = data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index
            let offset = Int(g_utf8_pointer_to_offset(text, text + Int(start)))
            if offset > 0, offset < Int(count), attributes[offset].is_line_break == 0 { return true }
        }
        return false
    }

    /// The glyphs' ink, relative to the layout's top-left corner; nil when nothing is inked.
    /// Kept within the line boxes plus a quarter of the font size each way: Pango reports a
    /// colour-bitmap emoji's ink at the bitmap's own strike size (64 pt for a 14 pt line),
    /// while what Cairo draws is scaled into the line; real overhang (accents, swashes) is
    /// smaller than that margin.
    var ink: Rect? {
        let (inkRect, logicalRect) = extents
        guard inkRect.width > 0, inkRect.height > 0 else { return nil }
        let unit = Double(PANGO_SCALE)
        func rect(_ r: PangoRectangle) -> Rect {
            Rect(x: Double(r.x) / unit, y: Double(r.y) / unit, width: Double(r.width) / unit, height: Double(r.height) / unit)
        }
        let margin = fontSize / 4
        return rect(inkRect).intersection(rect(logicalRect).insetBy(dx: -margin, dy: -margin))
    }

    /// The text as the lines show it: lines past the last are gone, and the span Pango replaced
    /// by its ellipsis run (flagged `IS_ELLIPSIS`, covering the text it hides) becomes "…".
    func drawnText(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var shown: [UInt8] = []
        var line = pango_layout_get_lines_readonly(pointer)
        while let node = line {
            defer { line = node.pointee.next }
            guard let data = node.pointee.data else { continue }
            let layoutLine = data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
            let start = Int(layoutLine.start_index), end = start + Int(layoutLine.length)
            var gap: Range<Int>?
            var runs = layoutLine.runs
            while let runNode = runs {
                defer { runs = runNode.pointee.next }
                guard let run = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                      let item = run.item?.pointee,
                      item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 else { continue }
                gap = Int(item.offset)..<Int(item.offset + item.length)
            }
            let clampedEnd = min(end, bytes.count)
            guard start < clampedEnd else { continue }
            if let gap {
                shown += bytes[start..<max(start, min(gap.lowerBound, clampedEnd))]
                shown += Array("…".utf8)
                if gap.upperBound < clampedEnd { shown += bytes[gap.upperBound..<clampedEnd] }
            } else {
                shown += bytes[start..<clampedEnd]
            }
        }
        return String(decoding: shown, as: UTF8.self)
    }
}
