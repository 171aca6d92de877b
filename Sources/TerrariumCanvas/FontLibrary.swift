internal import CCairo
internal import CPangoCairo
import Foundation
import TerrariumGraphics

/// A Pango font map over a fontconfig configuration that holds only the catalogue's files.
///
/// Not thread-safe: Pango font maps corrupt memory when shared across threads, so every thread or
/// task that renders owns its own library (creating one costs about a millisecond).
package final class FontLibrary {
    /// The fonts this library was made over; nothing else can be drawn with it.
    package let catalog: FontCatalog
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// A second context over the same font map for pixel-grid faces, whose glyphs are drawn
    /// without antialiasing (font options belong to a context, not to a layout).
    let aliasedContext: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]
    private var pixelGridFamilies: [String: Int] = [:]

    /// A library over `catalog`; by default the bundled fonts, the system fallbacks and every
    /// font registered so far (`FontRegistry`).
    package init(catalog: FontCatalog = FontCatalog.standard.withRegistered()) throws(CanvasError) {
        self.catalog = catalog
        guard let config = FcConfigCreate() else { throw .cairo("fontconfig could not create a configuration") }
        // Only files that exist are added; a face that is missing is reported when a scene
        // asks for it, naming the package that installs it.
        // An empty configuration lacks fontconfig's rule that scales bitmap fonts to the size
        // asked for, and colour emoji are bitmaps (Noto Color Emoji has one 109 px strike):
        // without it a 14 pt line gets a 68 pt emoji. This is that rule (10-scale-bitmap-fonts),
        // held here so no system file decides it.
        FontconfigXML.load(FontLibrary.bitmapScaling, into: config)
        // Pango asks for the generic family "emoji" for a run of emoji (a sequence such as
        // 🧘🏽‍♀️ is one run), and an empty configuration has no such alias: each piece then
        // went to the first font with it, and ♀ came out black from DejaVu Sans. The alias
        // names the catalogue's colour emoji font, as fontconfig's 60-generic.conf does.
        if let emoji = catalog.fallbacks.first(where: \.drawsEmojiSequences)?.family {
            FontconfigXML.load(FontLibrary.emojiAlias(emoji), into: config)
        }
        // Each file's faces are read once per process (FontPatterns); only files that exist.
        let files = catalog.faces.map { FontPatterns.File(path: $0.path, ownFolder: $0.source == .bundled) }
            + catalog.fallbacks.flatMap { fallback in
                fallback.paths.map { FontPatterns.File(path: $0, family: fallback.family, face: fallback.face) }
            }
        FontPatterns.add(files, to: config)
        FontLibrary.claimFontconfig()
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw .cairo("Pango could not create a font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        self.config = config
        self.fontMap = map
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(UnsafeMutableRawPointer(map))
            FcConfigDestroy(config)
            throw .cairo("Pango could not create a context")
        }
        self.context = context
        guard let aliased = pango_font_map_create_context(map) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(map))
            FcConfigDestroy(config)
            throw .cairo("Pango could not create a context")
        }
        self.aliasedContext = aliased
        pixelGridFamilies = Dictionary(catalog.faces.compactMap { face in face.pixelGrid.map { (face.family, $0) } },
                                       uniquingKeysWith: { first, _ in first })
        // Fixed, machine-independent text settings: no hinting (layout scales exactly with the
        // pixel scale), greyscale antialiasing (none for pixel-grid faces: metrics are the same,
        // only coverage differs), and a fixed language instead of the process locale.
        for (target, antialias) in [(context, CAIRO_ANTIALIAS_GRAY), (aliased, CAIRO_ANTIALIAS_NONE)] {
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, antialias)
            pango_cairo_context_set_font_options(target, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(target, 0)
            pango_context_set_language(target, pango_language_from_string("en"))
        }
        // A second library may mean text on another thread: Cairo's faces are then kept open.
        FontFacePins.libraryMade()
    }

    /// Makes an empty configuration fontconfig's current one, once per process, before Pango's
    /// first font map. Pango's font map starts a thread that runs `FcInit`, which parses the
    /// system's fonts.conf (forty files here) and loads the caches of every installed font, and
    /// waits for it before its first match; every library here brings its own configuration of
    /// the catalogue's files, so that work was never used. With a current configuration already
    /// set, `FcInit` does nothing: a cold `terrarium render` skips it.
    static func claimFontconfig() { _ = claimedFontconfig }

    private static let claimedFontconfig: Void = {
        // Kept for the life of the process, as fontconfig's own default would be. (Asking for
        // the current one first would load the default: `FcConfigGetCurrent` is what `FcInit` does.)
        if let empty = FcConfigCreate() { _ = FcConfigSetCurrent(empty) }
    }()

    private static func emojiAlias(_ family: String) -> String {
        FontconfigXML.document("""
            <alias binding="same"><family>emoji</family><prefer><family>\(FontconfigXML.escaped(family))</family></prefer></alias>
            """)
    }

    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(aliasedContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// The Pango context a text in `font` is laid out and drawn with.
    func context(for font: Font) -> OpaquePointer {
        pixelGridFamilies[font.family] != nil ? aliasedContext : context
    }

    /// The dots per em of `font`'s face when it is drawn on a pixel grid; nil otherwise.
    func pixelGrid(of font: Font) -> Int? { pixelGridFamilies[font.family] }

    /// The Pango description that selects exactly the catalogue's file for `font`.
    func description(for font: Font) throws(CanvasError) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let face = try catalog.face(family: font.family, weight: font.weight, italic: font.italic)
        guard FileManager.default.fileExists(atPath: face.path) else {
            throw .fontFileMissing(family: face.family, weight: face.weight.rawValue,
                                   path: face.path, source: face.source)
        }
        guard let description = pango_font_description_new() else {
            throw .cairo("Pango could not create a font description")
        }
        // The fallbacks follow the face in the family list, so Pango takes each character from
        // the first of them that has it, in the catalogue's order, never fontconfig's guess.
        let families = [face.fontconfigFamily] + catalog.fallbacks.map(\.family)
        pango_font_description_set_family(description, families.joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.fileWeight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }
}
