import ArgumentParser

/// The options that size and style a render, shared by every command that renders.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Widget family (small, medium, large) or, for an image scene, its format such as square or story (default: the scene's first).")
    var family: String?

    // `.unconditional`: the next word is the value even when it starts with a dash, so
    // `--scale -1` is told it is out of range rather than that its value is missing.
    @Option(parsing: .unconditional, help: "Pixel scale, 1 to 3 (default: the device's native scale; 1 for image scenes).")
    var scale: Int?

    @Option(parsing: .unconditional, help: "iPhone screen size in points, WIDTHxHEIGHT (default: 430x932).")
    var device: String?

    @Option(help: "Theme name, a file in Themes/ (default: the plugin's own).")
    var theme: String?

    @Option(parsing: .unconditional, help: "For a scene in pages (forest): which page, from 1 (default: 1).")
    var page: Int?

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more (got \(page))") }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }
}
