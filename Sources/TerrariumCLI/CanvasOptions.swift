import ArgumentParser
import Terrarium

/// The options that size and style a render, shared by every command that renders.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Widget family (small, medium, large) or, for an image scene, its format such as square or story (default: the scene's first).")
    var family: String?

    // `.unconditional`: the next word is the value even when it starts with a dash, so
    // `--scale -1` is told it is out of range rather than that its value is missing.
    @Option(parsing: .unconditional, help: "Pixel scale, 1 to 3 (default: the device's native scale; 1 for image scenes).")
    var scale: Int?

    @Option(parsing: .unconditional, help: "iPhone, iPad or Apple Watch screen size in points, WIDTHxHEIGHT; HEIGHTxWIDTH for the screen on its side, for the scenes that adapt to it (default: 430x932).")
    var device: String?

    @Option(name: .customLong("type-size"), help: ArgumentHelp("The reader's text size, iOS's Dynamic Type category.", discussion: "xSmall, small, medium, large (iOS's default), xLarge, xxLarge, xxxLarge, AX1 to AX5 (accessibility1 to accessibility5)."))
    var typeSizeName: String?

    @Option(name: .customLong("rendering-mode"), help: ArgumentHelp("How iOS draws the widget: full-color (default), tinted, clear, standby or standby-night.", discussion: "tinted takes --tint; standby draws a small widget at twice its size, as StandBy shows it."))
    var renderingModeName: String?

    @Option(help: "The tinted mode's accent colour, #RRGGBB (default: iOS's system blue, #007AFF).")
    var tint: String?

    /// The `--rendering-mode`; `validate` has checked the names.
    var renderingMode: RenderingMode? {
        renderingModeName.flatMap { RenderingMode.named($0, accent: tint.flatMap(Color.init(hex:))) }
    }

    /// The `--type-size` category; `validate` has checked the name.
    var typeSize: TypeSize? { typeSizeName.flatMap(TypeSize.named) }

    @Option(help: "Theme name, a file in Themes/ (default: the plugin's own).")
    var theme: String?

    @Option(parsing: .unconditional, help: "For a scene in pages (Forest's forest; Rituals' history at the accessibility text sizes): which page, from 1 (default: 1).")
    var page: Int?

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more (got \(page))") }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        if let renderingModeName, RenderingMode.named(renderingModeName) == nil {
            throw ValidationError("--rendering-mode must be one of \(RenderingMode.names.joined(separator: ", ")) (got \(renderingModeName))")
        }
        if let tint {
            guard Color(hex: tint) != nil else { throw ValidationError("--tint must be a colour as #RRGGBB (got \(tint))") }
            guard renderingModeName == "tinted" else { throw ValidationError("--tint goes with --rendering-mode tinted") }
        }
        if let typeSizeName, TypeSize.named(typeSizeName) == nil {
            throw ValidationError("--type-size must be one of \(TypeSize.allNames.joined(separator: ", ")) (got \(typeSizeName))")
        }
    }
}
