import TerrariumGraphics

/// One font file the engine knows, and how fontconfig names what is inside it.
public struct FontFace: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    public var path: String
    /// The Debian package that installs `path`.
    public var package: String
    /// The family name the file itself declares (`fc-query FILE`): Quicksand's Medium and Light
    /// files call themselves "Quicksand Medium" and "Quicksand Light", not "Quicksand".
    var fontconfigFamily: String
    /// The weight fontconfig reads from the file, as a CSS number.
    var fileWeight: Int
}

/// The fonts Terrarium draws with. Themes name a family and a weight; this table is the only
/// place that turns them into files, so no system font can stand in for one silently.
public struct FontCatalog: Sendable {
    public let faces: [FontFace]

    public init(faces: [FontFace]) { self.faces = faces }

    public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The face drawn for `family` at `weight`. Where the family has no file of that weight, the
    /// CSS font-matching rule picks one (heavier first above 500, lighter first below 400), so
    /// the choice is fixed here rather than left to fontconfig.
    public func face(family: String, weight: FontWeight) throws(CanvasError) -> FontFace {
        let candidates = faces.filter { $0.family == family }
        guard !candidates.isEmpty else { throw .unknownFontFamily(family, known: families) }
        if let exact = candidates.first(where: { $0.weight == weight }) { return exact }
        let target = weight.value
        let heavier = candidates.filter { $0.weight.value > target }.sorted { $0.weight < $1.weight }
        let lighter = candidates.filter { $0.weight.value < target }.sorted { $0.weight > $1.weight }
        let order = target > 500 ? heavier + lighter : lighter + heavier
        return order[0]
    }

    /// Quicksand stands in for SF Pro Rounded (it has no SemiBold: SemiBold draws Bold), Inter for
    /// the system text face, DotGothic16 is the pixel font of Rooted's UI (one weight; drawn at
    /// whole multiples of 16 px its dots land on the pixel grid).
    public static let standard = FontCatalog(faces: [
        quicksand(.light, "Light", "Quicksand Light", 400),
        quicksand(.regular, "Regular", "Quicksand", 400),
        quicksand(.medium, "Medium", "Quicksand Medium", 400),
        quicksand(.bold, "Bold", "Quicksand", 700),
        inter(.light, "Light"),
        inter(.regular, "Regular"),
        inter(.medium, "Medium"),
        inter(.semibold, "SemiBold"),
        inter(.bold, "Bold"),
        FontFace(family: "DotGothic16", weight: .regular,
                 path: "/usr/share/fonts/truetype/dotgothic16/DotGothic16-Regular.ttf",
                 package: "fonts-dotgothic16", fontconfigFamily: "DotGothic16", fileWeight: 400),
    ])

    private static func quicksand(_ weight: FontWeight, _ file: String, _ fcFamily: String,
                                  _ fileWeight: Int) -> FontFace {
        FontFace(family: "Quicksand", weight: weight,
                 path: "/usr/share/fonts/truetype/quicksand/Quicksand-\(file).ttf",
                 package: "fonts-quicksand", fontconfigFamily: fcFamily, fileWeight: fileWeight)
    }

    private static func inter(_ weight: FontWeight, _ file: String) -> FontFace {
        FontFace(family: "Inter", weight: weight,
                 path: "/usr/share/fonts/opentype/inter/Inter-\(file).otf",
                 package: "fonts-inter", fontconfigFamily: "Inter", fileWeight: weight.value)
    }
}
