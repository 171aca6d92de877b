import ArgumentParser
import Terrarium

/// The options that size and style a render, shared by every command that renders.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Widget family (small, medium, large) or, for an image scene, its format such as square or story (default: the scene's first).")
    var family: String?

    // `.unconditional`: the next word is the value even when it starts with a dash, so
    // `--scale -1` is told it is out of range rather than that its value is missing.
    // Text, read by `RequestReader` as every surface reads `scale`, so a bad value gets the
    // manifest's and the service's message. `.unconditional`: the next word is the value even
    // when it starts with a dash, so `--scale -1` is told it is out of range rather than that
    // its value is missing.
    @Option(parsing: .unconditional, help: "Pixel scale, 1 to 3 (default: the device's native scale; 1 for image scenes).")
    var scale: String?

    @Option(parsing: .unconditional, help: "iPhone, iPad or Apple Watch screen size in points, WIDTHxHEIGHT; HEIGHTxWIDTH for the screen on its side, for the scenes that adapt to it (default: 430x932).")
    var device: String?

    @Option(name: .customLong("type-size"), help: ArgumentHelp("The reader's text size, iOS's Dynamic Type category.", discussion: "xSmall, small, medium, large (iOS's default), xLarge, xxLarge, xxxLarge, AX1 to AX5 (accessibility1 to accessibility5)."))
    var typeSizeName: String?

    @Option(name: .customLong("rendering-mode"), help: ArgumentHelp("How iOS draws the widget: full-color (default), tinted, clear, standby or standby-night.", discussion: "tinted takes --tint; standby draws a small widget at twice its size, as StandBy shows it."))
    var renderingModeName: String?

    @Option(help: "The tinted mode's accent colour, #RRGGBB (default: iOS's system blue, #007AFF).")
    var tint: String?

    @Option(help: "Theme name, a file in Themes/ (default: the plugin's own).")
    var theme: String?

    @Option(parsing: .unconditional, help: "For a scene in pages (Forest's forest; Rituals' history at the accessibility text sizes): which page, from 1 (default: 1).")
    var page: String?

    /// The options by the request's field names, for `RequestReader`, which checks them as it
    /// checks a manifest's or a query's.
    var requestFields: [String: String] {
        let fields: [String: String?] = [
            "family": family, "scale": scale, "device": device, "typeSize": typeSizeName,
            "renderingMode": renderingModeName, "tint": tint, "theme": theme, "page": page,
        ]
        return fields.compactMapValues { $0 }
    }
}
