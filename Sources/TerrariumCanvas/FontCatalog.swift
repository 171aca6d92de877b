import Foundation
import TerrariumAssets
import TerrariumGraphics

/// One font file the engine knows, and how fontconfig names what is inside it.
package struct FontFace: Hashable, Sendable {
    /// The family as scenes and themes name it ("Quicksand"), which may differ from the name
    /// inside the file.
    package var family: String
    /// The weight this file is drawn for.
    package var weight: FontWeight
    /// Whether this is the family's italic face.
    package var italic = false
    /// The font file's absolute path.
    package var path: String
    /// Where the file comes from, for the error when it is missing: Terrarium's bundled fonts,
    /// a Debian package, or the file a user registered.
    package var source: FontSource
    /// The family name the file itself declares (`fc-query FILE`): Quicksand's Medium and Light
    /// files call themselves "Quicksand Medium" and "Quicksand Light", not "Quicksand".
    var fontconfigFamily: String
    /// The weight fontconfig reads from the file, as a CSS number.
    var fileWeight: Int
    /// For a face drawn on a pixel grid, its dots per em (DotGothic16's glyphs are drawn on 16):
    /// its glyphs are drawn without antialiasing, so at a whole number of device pixels per
    /// dot every dot is a solid block, as the pixel art around it is, instead of a
    /// grey-fringed blur. Nil for a face drawn smoothly at any size.
    package var pixelGrid: Int? = nil
}

/// Where a font file comes from.
package enum FontSource: Hashable, Sendable {
    /// Terrarium's bundle (Fonts/).
    case bundled
    /// A Debian package installs it (the fallbacks for emoji and other scripts).
    case debianPackage(String)
    /// A user registered it (`FontRegistry.register`, `--font-dir`).
    case registered
}

/// A font drawn only for characters the named face lacks: emoji, CJK, right-to-left scripts.
package struct FallbackFont: Hashable, Sendable {
    /// The family as fontconfig names it (`fc-query FILE`).
    package var family: String
    /// The files that hold the family; those that exist are added to the configuration.
    package var paths: [String]
    /// The Debian package that installs `paths`.
    package var package: String
    /// What it is there for, for error messages and the README.
    package var covers: String
    /// Whether it is the colour emoji font: the generic family "emoji", which Pango asks for a
    /// run of emoji (a whole sequence such as 🧘🏽‍♀️), is aliased to it.
    package var drawsEmojiSequences: Bool
    /// Where the family is in each of `paths` when they are collections of several families
    /// (NotoSansCJK-Regular.ttc holds ten), so only that face is read; nil reads every face.
    /// A hint: a file with another family there is read whole, and its faces of `family` kept.
    package var face: Int?

    /// A fallback family, the files that hold it, and the Debian package that installs them.
    package init(family: String, paths: [String], package: String, covers: String, drawsEmojiSequences: Bool = false,
                 face: Int? = nil) {
        self.family = family
        self.paths = paths
        self.package = package
        self.covers = covers
        self.drawsEmojiSequences = drawsEmojiSequences
        self.face = face
    }
}

/// The fonts Terrarium draws with. Themes name a family and a weight; this table is the only
/// place that turns them into files, so no system font can stand in for one silently.
package struct FontCatalog: Sendable {
    /// Every face a scene may name, bundled or registered.
    package let faces: [FontFace]
    /// Tried in this order, after the named face, for each character it cannot draw.
    package let fallbacks: [FallbackFont]

    /// A catalogue of exactly these faces and fallbacks; most callers want `standard`, or
    /// `standard.withRegistered()`.
    package init(faces: [FontFace], fallbacks: [FallbackFont] = []) {
        self.faces = faces
        self.fallbacks = fallbacks
    }

    /// The family names, sorted and without repeats: what the unknown-family error lists.
    package var families: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// This catalogue with the registered fonts added (`FontRegistry`): what every renderer
    /// draws with.
    package func withRegistered() -> FontCatalog {
        FontCatalog(faces: faces + FontRegistry.faces, fallbacks: fallbacks)
    }

    /// The face drawn for `family` at `weight`. Where the family has no file of that weight, the
    /// CSS font-matching rule picks one (heavier first above 500, lighter first below 400), so
    /// the choice is fixed here rather than left to fontconfig.
    /// An italic is drawn from the family's italic files when it has them, else upright: the
    /// engine never slants a face itself.
    package func face(family: String, weight: FontWeight, italic: Bool = false) throws(CanvasError) -> FontFace {
        let all = faces.filter { $0.family == family }
        guard !all.isEmpty else { throw .unknownFontFamily(family, known: families) }
        let styled = all.filter { $0.italic == italic }
        let candidates = styled.isEmpty ? all.filter { !$0.italic } : styled
        if let exact = candidates.first(where: { $0.weight == weight }) { return exact }
        let target = weight.value
        let heavier = candidates.filter { $0.weight.value > target }.sorted { $0.weight < $1.weight }
        let lighter = candidates.filter { $0.weight.value < target }.sorted { $0.weight > $1.weight }
        let order = target > 500 ? heavier + lighter : lighter + heavier
        return order[0]
    }

    /// The bundled brand faces and the system fallbacks.
    package static let standard = FontCatalog(faces: bundled, fallbacks: standardFallbacks)

    /// The brand faces, from Terrarium's bundle. Quicksand stands in for SF Pro Rounded (it has
    /// no SemiBold: SemiBold draws Bold), Inter for the system text face, DotGothic16 is the
    /// pixel font of Rooted's UI (one weight; drawn at whole multiples of 16 px its dots land on
    /// the pixel grid).
    package static let bundled: [FontFace] = [
        quicksand(.light, "Light", "Quicksand Light", 400),
        quicksand(.regular, "Regular", "Quicksand", 400),
        quicksand(.medium, "Medium", "Quicksand Medium", 400),
        quicksand(.bold, "Bold", "Quicksand", 700),
        inter(.light, "Light"),
        inter(.regular, "Regular"),
        inter(.medium, "Medium"),
        inter(.semibold, "SemiBold"),
        inter(.bold, "Bold"),
        inter(.light, "LightItalic", italic: true),
        inter(.regular, "Italic", italic: true),
        inter(.medium, "MediumItalic", italic: true),
        // JetBrains Mono stands in for SF Mono: Cocoa Calm's timer is "light, monospaced".
        jetBrainsMono(.light, "Light"),
        jetBrainsMono(.regular, "Regular"),
        FontFace(family: "DotGothic16", weight: .regular, path: bundledFile("DotGothic16/DotGothic16-Regular.ttf"),
                 source: .bundled, fontconfigFamily: "DotGothic16", fileWeight: 400, pixelGrid: 16),
    ]

    private static func bundledFile(_ path: String) -> String { Assets.fonts.appendingPathComponent(path).path }

    /// Colour emoji first (an emoji the brand font also has as a plain symbol is drawn in
    /// colour only when it asks for it with U+FE0F), then CJK (one family holds Japanese,
    /// Korean and Chinese; the text's language picks the regional forms), then DejaVu Sans for
    /// Hebrew, Arabic and the rest of the Latin, Greek and Cyrillic the brand fonts lack.
    package static let standardFallbacks: [FallbackFont] = [
        FallbackFont(family: "Noto Color Emoji", paths: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"],
                     package: "fonts-noto-color-emoji", covers: "emoji", drawsEmojiSequences: true),
        FallbackFont(family: "Noto Sans CJK JP", paths: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                                                         "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"],
                     package: "fonts-noto-cjk", covers: "Chinese, Japanese and Korean", face: 0),
        FallbackFont(family: "DejaVu Sans", paths: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                                    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
                     package: "fonts-dejavu-core", covers: "Hebrew, Arabic, Greek, Cyrillic and symbols"),
    ]

    private static func quicksand(_ weight: FontWeight, _ file: String, _ fcFamily: String,
                                  _ fileWeight: Int) -> FontFace {
        FontFace(family: "Quicksand", weight: weight, path: bundledFile("Quicksand/Quicksand-\(file).ttf"),
                 source: .bundled, fontconfigFamily: fcFamily, fileWeight: fileWeight)
    }

    private static func jetBrainsMono(_ weight: FontWeight, _ file: String) -> FontFace {
        FontFace(family: "JetBrains Mono", weight: weight, path: bundledFile("JetBrainsMono/JetBrainsMono-\(file).ttf"),
                 source: .bundled, fontconfigFamily: "JetBrains Mono", fileWeight: weight.value)
    }

    private static func inter(_ weight: FontWeight, _ file: String, italic: Bool = false) -> FontFace {
        FontFace(family: "Inter", weight: weight, italic: italic, path: bundledFile("Inter/Inter-\(file).otf"),
                 source: .bundled, fontconfigFamily: "Inter", fileWeight: weight.value)
    }
}
