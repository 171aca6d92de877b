internal import CCairo
internal import CPangoCairo
import TerrariumGraphics

extension Canvas {
    /// Lays out and draws a text block with Pango: wrapped at word boundaries to the frame's
    /// width, at most `maxLines` lines, shrunk down to its minimum scale factor when it does not
    /// fit, and then ending in an ellipsis when it still does not.
    package func draw(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) {
        try FontFacePins.drawingText { () throws(CanvasError) in
            let fitted = try FittedText(block, fonts: fonts, context: context)
            let y = fitted.top
            withSavedState {
                cairo_set_source_rgba(context, block.color.red, block.color.green, block.color.blue, block.color.alpha)
                cairo_move_to(context, block.frame.minX, y)
                pango_cairo_show_layout(context, fitted.layout.pointer)
            }
        }
    }

    /// The size the block's text takes when laid out, in points.
    package func measure(_ block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> Size {
        try metrics(of: block, fonts: fonts).size
    }

    /// Everything about how the block is laid out: its size and ink, whether it shrank or was
    /// cut, the text as drawn and the characters no font could draw.
    package func metrics(of block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> TextMetrics {
        try FontFacePins.drawingText { () throws(CanvasError) in try laidOutMetrics(of: block, fonts: fonts) }
    }

    private func laidOutMetrics(of block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> TextMetrics {
        let fitted = try FittedText(block, fonts: fonts, context: context)
        let layout = fitted.layout
        var ink: Rect?
        if let rect = layout.ink {
            ink = Rect(x: rect.minX, y: rect.minY + fitted.top - block.frame.minY, width: rect.width, height: rect.height)
        }
        let lines = layout.drawnLines(fitted.text)
        return TextMetrics(size: Size(layout.width, layout.height), ink: ink, lines: layout.lineCount,
                           drawnText: lines.joined(), truncated: fitted.truncated,
                           scaledBy: fitted.scale, missingGlyphs: layout.unknownGlyphs,
                           brokenWord: layout.breaksInsideAWord, lineTexts: lines.map(\.trimmingSpaces),
                           splitClusters: layout.splitClusters, pixelGrid: fonts.pixelGrid(of: block.font))
    }

    /// The font files Pango chose for the block's glyphs, in order: proof that the catalogue's
    /// file, and no other, drew the text.
    package func fontFiles(for block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> [String] {
        try FontFacePins.drawingText { () throws(CanvasError) in try laidOutFontFiles(for: block, fonts: fonts) }
    }

    private func laidOutFontFiles(for block: TextBlock, fonts: FontLibrary) throws(CanvasError) -> [String] {
        let layout = try TextLayout(block, fonts: fonts, context: context, spans: TextSpans(block))
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
/// it does not fit a line even at the minimum, as UIKit breaks it then. Lines break as
/// `LineBreakRules` keeps them together (dropped where a kept span would not fit a line), and
/// a last line of one word under a line of several takes that line's last word, as UIKit's
/// standard line-break strategy does, where that keeps the number of lines.
private struct FittedText {
    let layout: TextLayout
    let scale: Double
    /// The text the layout holds: the block's, or its start and "…" where the engine cut it.
    let text: String
    /// Whether the text was cut, by Pango's ellipsis or by the engine's.
    let truncated: Bool
    /// Where the first line's top lands, in points, after vertical alignment.
    let top: Double

    init(_ block: TextBlock, fonts: FontLibrary, context: OpaquePointer) throws(CanvasError) {
        var spans = TextSpans(block)
        var (layout, scale) = try Self.fit(block, fonts: fonts, context: context, spans: spans)
        // Kept spans give way where keeping them breaks the text worse (a span wider than its
        // line, which Pango lets run past the frame; a word broken between its letters; the
        // text cut), and where they make the text shrink though its lines read well without
        // them: the layout (`fitText`) shrinks a text for its breaks only where the plain lines
        // have a problem (`LineBreakRules.problems`), and the same rule here keeps what is
        // drawn the size the layout measured.
        if !spans.keptTogether.isEmpty, scale < 1 || layout.breaksInsideAWord || layout.overflows || layout.isEllipsized {
            spans.keptTogether = []
            let (plain, plainScale) = try Self.fit(block, fonts: fonts, context: context, spans: spans)
            let spansFail = layout.breaksInsideAWord || layout.overflows || layout.isEllipsized && !plain.isEllipsized
            let plainReads = !plain.breaksInsideAWord && !plain.overflows && !plain.isEllipsized && plainScale >= scale
                && LineBreakRules.problems(lines: plain.drawnLines(block.text).map(\.trimmingSpaces)).isEmpty
            if spansFail || plainReads { (layout, scale) = (plain, plainScale) }
        }
        if let moved = try Self.withoutShortLastLine(layout, block, fonts: fonts, context: context, spans: spans, scale: scale) {
            layout = moved
        }
        var text = block.text
        if layout.isEllipsized, block.text.unicodeScalars.contains(where: TextDirection.isRightToLeft),
           let cut = try Self.cutByHand(block, fonts: fonts, context: context, scale: scale) {
            (layout, text) = cut
        }
        self.text = text
        self.truncated = text != block.text || layout.isEllipsized
        self.layout = layout
        self.scale = scale
        let height = layout.height
        top = switch block.verticalAlignment {
        case .top: block.frame.minY
        case .center: block.frame.midY - height / 2
        case .bottom: block.frame.maxY - height
        }
    }

    private static func fit(_ block: TextBlock, fonts: FontLibrary, context: OpaquePointer,
                            spans: TextSpans) throws(CanvasError) -> (TextLayout, Double) {
        var layout = try TextLayout(block, fonts: fonts, context: context, spans: spans)
        var scale = 1.0
        if block.minimumScaleFactor < 1, !Self.fits(layout, block) {
            // Without hinting a line's width is proportional to the font size, so the ratio of
            // widths is a close first guess; each step down is then checked with Pango.
            let unwrapped = try TextLayout(block, fonts: fonts, context: context, spans: spans, unwrapped: true)
            // Without a line limit (the layout's 10,000) the text reflows into fewer lines as it
            // shrinks, so neither guess holds: the search starts at full size, as the layout's.
            let limited = block.maxLines < 10_000
            let lines = Double(block.maxLines)
            var guess = unwrapped.width > 0 && limited ? (block.frame.width * lines) / unwrapped.width : 1
            if limited, layout.height > 0, block.frame.height > 0 { guess = min(guess, block.frame.height / layout.height) }
            scale = max(block.minimumScaleFactor, min(1, (guess * 100).rounded(.down) / 100))
            while true {
                layout = try TextLayout(block, fonts: fonts, context: context, spans: spans, scale: scale)
                if Self.fits(layout, block) || scale <= block.minimumScaleFactor { break }
                scale = max(block.minimumScaleFactor, ((scale - 0.01) * 100).rounded() / 100)
            }
        }
        return (layout, scale)
    }

    /// The layout with a line break before the next-to-last line's last word, so that the last
    /// line is not one word alone under a line of several (the break replaces the space there,
    /// so the text's bytes keep their places). Nil where there is no such line, or where
    /// moving the word would add a line, cut the text or break a word.
    private static func withoutShortLastLine(_ layout: TextLayout, _ block: TextBlock, fonts: FontLibrary, context: OpaquePointer,
                                             spans: TextSpans, scale: Double) throws(CanvasError) -> TextLayout? {
        guard layout.lineCount > 1, !layout.isEllipsized, let space = layout.spaceBeforeLastWordAbove else { return nil }
        let moved = try TextLayout(block, fonts: fonts, context: context, spans: spans, scale: scale, breakAt: space)
        guard moved.lineCount == layout.lineCount, !moved.isEllipsized, !moved.breaksInsideAWord, !moved.overflows,
              moved.height <= layout.height + 0.01, moved.lastLineWords > 1 else { return nil }
        // Nor where the line above would then end in a number or a separator ("3 inhales, 3 /
        // exhales pattern"): a lone last word reads better than that.
        let lines = moved.drawnLines(block.text)
        if lines.count > 1, let end = lines[lines.count - 2].trimmingSpaces.split(separator: " ").last.map(String.init),
           LineBreakRules.isNumber(end) || LineBreakRules.separators.contains(end) {
            return nil
        }
        return moved
    }

    /// Pango 1.50 puts its ellipsis in a right-to-left run at the far side of a gap about a
    /// word wide ("…   לפני" for "…לפני"; measured with a C probe, in either base direction),
    /// so a text with right-to-left letters is cut here instead: the longest start, at a
    /// character boundary and without trailing spaces, that fits its lines with "…" after it,
    /// which the bidi algorithm then places at the cut as it does any neutral. Nil when not
    /// even "…" fits.
    private static func cutByHand(_ block: TextBlock, fonts: FontLibrary, context: OpaquePointer,
                                  scale: Double) throws(CanvasError) -> (TextLayout, String)? {
        let characters = Array(block.text)
        var best: (TextLayout, String)?
        // `low` characters fit (none: "…" alone is tried first), `high` do not.
        var low = -1, high = characters.count
        while high - low > 1 {
            let count = max(0, (low + high) / 2)
            var candidate = block
            candidate.text = String(String(characters[..<count]).reversed().drop { $0.isWhitespace }.reversed()) + "…"
            var spans = TextSpans(candidate)
            spans.keptTogether = []
            let layout = try TextLayout(candidate, fonts: fonts, context: context, spans: spans, scale: scale)
            if !layout.isEllipsized, !layout.overflows {
                best = (layout, candidate.text)
                low = count
            } else {
                high = count
                if count == 0 { break }
            }
        }
        return best
    }

    private static func fits(_ layout: TextLayout, _ block: TextBlock) -> Bool {
        !layout.isEllipsized && layout.height <= block.frame.height + 0.01 && !layout.breaksInsideAWord && !layout.overflows
    }
}

/// What a block's text asks of Pango beyond its font: the spans `LineBreakRules` keeps on one
/// line (only where it may wrap). (Emoji sequences need nothing here: Pango gives each run of
/// emoji to the family "emoji", which `FontLibrary` aliases to the colour emoji font.)
private struct TextSpans {
    var keptTogether: [Range<Int>]

    init(_ block: TextBlock) {
        keptTogether = block.maxLines > 1 ? LineBreakRules.keptTogether(block.text) : []
    }
}

/// A Pango layout for one text block, freed when it goes.
private final class TextLayout {
    let pointer: OpaquePointer
    /// The font size laid out, in points.
    let fontSize: Double

    /// The width its lines wrap at, in points.
    let wrapWidth: Double

    /// `unwrapped`: one line, however long. `scale` multiplies the block's font size.
    /// `breakAt`: the byte offset of a space laid out as a line break instead.
    init(_ block: TextBlock, fonts: FontLibrary, context cairo: OpaquePointer, spans: TextSpans, unwrapped: Bool = false,
         scale: Double = 1, breakAt: Int? = nil) throws(CanvasError) {
        let font = scale == 1 ? block.font : block.font.withSize(block.font.size * scale)
        fontSize = font.size
        let description = try fonts.description(for: font)
        // The shared Pango context follows this Cairo context's transform, so glyphs are
        // shaped for the pixel scale they are drawn at.
        let pangoContext = fonts.context(for: font)
        pango_cairo_update_context(cairo, pangoContext)
        // Every paragraph runs in the UI's direction (the text's language), not the direction
        // of its first strong character, so "روتين المساء · Morning" reads title then time as
        // every other row does; a text in the other direction's letters alone runs in its own
        // (`TextDirection.paragraphIsRightToLeft`). Either way it is aligned by the UI: with
        // auto-dir off, Pango takes LEFT and RIGHT literally. The bidi algorithm still orders
        // each run inside the line.
        pango_context_set_base_dir(pangoContext, TextDirection.paragraphIsRightToLeft(block.text, language: block.language)
                                       ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        guard let layout = pango_layout_new(pangoContext) else { throw .cairo("Pango could not create a layout") }
        pointer = layout
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_font_description(layout, description)
        if let attributes = pango_attr_list_new() {
            if block.language != "en" {
                pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(block.language)))
            }
            if block.font.tabularDigits {
                pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
            for range in spans.keptTogether { insert(pango_attr_allow_breaks_new(0), range) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let width = max(0, min(1_000_000, block.frame.width))
        self.wrapWidth = width
        if !unwrapped {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
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
        if let breakAt, breakAt < block.text.utf8.count {
            var bytes = Array(block.text.utf8)
            bytes[breakAt] = 0x0A
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
            }
        } else {
            pango_layout_set_text(layout, block.text, -1)
        }
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
    /// Whether a line runs past the wrap width: only where breaks were not allowed.
    var overflows: Bool { pango_layout_get_width(pointer) >= 0 && width > wrapWidth + 0.01 }
    /// Whether Pango cut the text with its ellipsis. `pango_layout_is_ellipsized` misses a cut
    /// in the last paragraph of several (a break laid out as "\n" makes two), so the lines'
    /// runs are asked too.
    var isEllipsized: Bool {
        if pango_layout_is_ellipsized(pointer) != 0 { return true }
        for line in lines {
            var runs = line.pointee.runs
            while let node = runs {
                defer { runs = node.pointee.next }
                if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee,
                   item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 { return true }
            }
        }
        return false
    }
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

    /// The layout's lines, first to last.
    private var lines: [UnsafeMutablePointer<PangoLayoutLine>] {
        var result: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var line = pango_layout_get_lines_readonly(pointer)
        while let node = line {
            if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            line = node.pointee.next
        }
        return result
    }

    /// How many places a line of `line`'s text may break inside it, plus one: its words (for
    /// Chinese or Japanese, its characters). Spaces at its end do not count.
    private func words(in line: PangoLayoutLine) -> Int {
        guard let text = pango_layout_get_text(pointer) else { return 0 }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(pointer, &count) else { return 0 }
        let first = Int(g_utf8_pointer_to_offset(text, text + Int(line.start_index)))
        let end = Int(g_utf8_pointer_to_offset(text, text + Int(line.start_index + line.length)))
        var last = end
        while last > first, attributes[last - 1].is_white != 0 { last -= 1 }
        guard last > first else { return 0 }
        var words = 1
        for offset in (first + 1)..<last where offset < Int(count) && attributes[offset].is_line_break != 0 { words += 1 }
        return words
    }

    /// The words on the last line.
    var lastLineWords: Int { lines.last.map { words(in: $0.pointee) } ?? 0 }

    /// The byte offset of the space before the next-to-last line's last word, where a break
    /// moves that word down to a last line that holds one word alone; nil when the last line
    /// has more than one word, the line above has one, or no space precedes that word.
    var spaceBeforeLastWordAbove: Int? {
        let all = lines
        guard all.count > 1, let text = pango_layout_get_text(pointer) else { return nil }
        let last = all[all.count - 1].pointee, above = all[all.count - 2].pointee
        guard words(in: last) == 1, words(in: above) > 1 else { return nil }
        // A last line that starts a new part ("· Mature") is not a word left alone: moving a
        // word across the separator would part "Rose / bush · Mature".
        let lastText = String(decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(text) + Int(last.start_index),
                                                               count: Int(last.length)), as: UTF8.self)
        if let first = lastText.split(whereSeparator: { $0 == " " }).first, LineBreakRules.separators.contains(String(first)) {
            return nil
        }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(pointer, &count) else { return nil }
        // The last place the line above may break: the start of its last word.
        let first = Int(g_utf8_pointer_to_offset(text, text + Int(above.start_index)))
        var end = Int(g_utf8_pointer_to_offset(text, text + Int(above.start_index + above.length)))
        while end > first, attributes[end - 1].is_white != 0 { end -= 1 }
        guard let lastBreak = ((first + 1)..<end).last(where: { $0 < Int(count) && attributes[$0].is_line_break != 0 }),
              let word = g_utf8_offset_to_pointer(text, lastBreak) else { return nil }
        let offset = UnsafePointer(word) - text
        guard offset > 0, text[offset - 1] == 0x20 else { return nil }
        return offset - 1
    }

    /// Grapheme clusters drawn by more than one font: a run of one font ending inside a
    /// cluster (where Pango may not place a cursor) and the next run in another.
    var splitClusters: Int {
        guard let text = pango_layout_get_text(pointer) else { return 0 }
        // ASCII is one font's (every brand face has it): nothing to split.
        let length = strlen(text)
        guard length > 0, UnsafeRawBufferPointer(start: text, count: length).contains(where: { $0 >= 0x80 }) else { return 0 }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(pointer, &count) else { return 0 }
        var split = 0
        var previous: UnsafeMutablePointer<PangoFont>?
        for line in lines {
            var runs = line.pointee.runs
            while let node = runs {
                defer { runs = node.pointee.next }
                guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee else { continue }
                let font = item.analysis.font
                if let previous, let font, previous != font {
                    let offset = Int(g_utf8_pointer_to_offset(text, text + Int(item.offset)))
                    if offset > 0, offset < Int(count), attributes[offset].is_cursor_position == 0 { split += 1 }
                }
                previous = font
            }
        }
        return split
    }

    /// The text as the lines show it, a line each: lines past the last are gone, and the span
    /// Pango replaced by its ellipsis run (flagged `IS_ELLIPSIS`, covering the text it hides)
    /// becomes "…".
    func drawnLines(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        var previousEnd: Int?
        for node in lines {
            var shown: [UInt8] = []
            defer { if !shown.isEmpty { result.append(String(decoding: shown, as: UTF8.self)) } }
            let layoutLine = node.pointee
            let start = Int(layoutLine.start_index), end = start + Int(layoutLine.length)
            // What lies between two lines (the space a forced break stands in for) belongs to
            // the line before, as a wrapped line keeps the space it broke at.
            if let previousEnd, previousEnd < start, !result.isEmpty, start <= bytes.count {
                result[result.count - 1] += String(decoding: bytes[previousEnd..<start], as: UTF8.self)
            }
            previousEnd = end
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
        return result
    }
}
