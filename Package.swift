// swift-tools-version: 6.1
import PackageDescription

// Layering (each line may import only what is above it). `public` is the products' API;
// TerrariumCanvas, TerrariumBatch, TerrariumLint and TerrariumServer are `package` throughout.
//   CCairo, CPangoCairo, CPNGBridge   C headers and the libpng error-catching bridge
//   TerrariumGraphics                 pure values: colour, geometry, paths, paints, text, scenes
//   TerrariumLayout                   declarative layout (stacks, frames, text that fits) resolved to boxes
//   TerrariumAssets                   the engine's bundled fonts (Sources/TerrariumAssets/Fonts)
//   TerrariumDiff                     the perceptual pixel diff (pixelmatch semantics), pure Swift
//   TerrariumCanvas                   the only Swift code that calls Cairo, Pango or libpng
//   TerrariumInput                    what users send: JSON, strict typed decoding, dates, messages quoting their text
//   Terrarium                         the engine: the render request, themes, sizes, sprites, plugins, rendering
//   TerrariumBatch                    batch jobs: manifests, planning, content keys, outputs
//   TerrariumLint                     the layout checks and the matrix lint runs them over
//   Bloom, Rooted, Rituals, Forest, CocoaCalm   one module per app; imports Terrarium, never Cairo;
//                                     its sprites and themes are its own resources (the AppResources plugin)
//   TerrariumGolden                   goldens: tolerances, record modes, verify, failure reports
//   TerrariumTesting                  assertGolden for Swift Testing and XCTest (test code only)
//   TerrariumPlugins                  the five apps' plugins (TerrariumPlugins.all)
//   TerrariumCLI                      every command, for the plugins a tool passes in; knows no app
//   TerrariumServer                   `terrarium serve` (the HTTP render service, Hummingbird) and `golden review`'s page
//   TerrariumTool                     the `terrarium` executable: TerrariumCLI.main(plugins: TerrariumPlugins.all)
//   AppResources                      build plugin: copies Sprites/<app>/ and the app's Themes/ into the app's bundle
//   PixelForge, *SpriteForge          the sprite forges (scripts/make-sprites); terrarium-bench, terrarium-fuzz: figures and fuzzing
let package = Package(
    name: "Terrarium",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "terrarium", targets: ["TerrariumTool"]),
        .library(name: "TerrariumCLI", targets: ["TerrariumCLI"]),
        .library(name: "Terrarium", targets: ["Terrarium"]),
        .library(name: "TerrariumPlugins", targets: ["TerrariumPlugins"]),
        .library(name: "TerrariumTesting", targets: ["TerrariumTesting"]),
    ],
    // `Serve` puts `terrarium serve` (and the HTTP stack it needs) in the `terrarium` tool. On by
    // default; scripts/render-examples builds with --disable-default-traits, which draws the same
    // pictures without compiling Hummingbird or SwiftNIO.
    traits: [
        .trait(name: "Serve", description: "The `terrarium serve` HTTP render service in the terrarium tool."),
        .default(enabledTraits: ["Serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP service (`terrarium serve`) only: its server, lifecycle, logs, metrics and
        // the HMAC of share links. Hummingbird's default traits would bring swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // HTTP/1 to HTTP types (Hummingbird's own codec): the connection guard sits before it.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // Test-only: properties checked over generated inputs, shrunk to the smallest failing one.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // No unsafe flags anywhere (SwiftPM refuses them in a versioned dependency): the C is
        // optimised by `-c release` like the Swift.
        .target(name: "CPNGBridge", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),

        .target(name: "TerrariumGraphics"),
        // Declarative layout (stacks, frames, padding, text that fits): resolves to boxes and draw commands.
        .target(name: "TerrariumLayout", dependencies: ["TerrariumGraphics"]),
        .target(
            name: "TerrariumCanvas",
            dependencies: ["TerrariumGraphics", "TerrariumAssets", "CCairo", "CPangoCairo", "CPNGBridge"]
        ),
        // The engine's fonts (Fonts/, with their licences); each app bundles its own sprites and themes.
        .target(name: "TerrariumAssets", resources: [.copy("Fonts")]),
        // Puts an app's Sprites/<id>/ and its Themes/*.json in that app's bundle: the user fixed
        // both folders at the top level, and SwiftPM only bundles what is inside a target's folder.
        .plugin(name: "AppResources", capability: .buildTool()),
        // Reading what users send: JSON parsed and written, inputs decoded strictly with errors
        // that name the field, dates and time zones, and user text made safe to print.
        .target(name: "TerrariumInput", dependencies: ["TerrariumGraphics"]),
        .target(name: "Terrarium", dependencies: ["TerrariumGraphics", "TerrariumInput", "TerrariumLayout", "TerrariumCanvas", "TerrariumAssets"]),
        // Batch rendering: manifests read as a stream, jobs planned and named, content keys, outputs.
        .target(name: "TerrariumBatch", dependencies: ["Terrarium"]),
        // Layout checks (overlap, clipping, truncation, missing glyphs, contrast) over a device matrix.
        .target(name: "TerrariumLint", dependencies: ["Terrarium", "TerrariumGraphics"]),
        .target(name: "TerrariumDiff", dependencies: ["TerrariumGraphics"]),
        .target(name: "TerrariumGolden", dependencies: ["Terrarium", "TerrariumDiff"]),
        // For app teams' own test suites: a golden assertion in one line, in Swift Testing or XCTest.
        .target(name: "TerrariumTesting", dependencies: ["TerrariumGolden", "Terrarium"]),

        .target(name: "Bloom", dependencies: ["Terrarium", "TerrariumLayout"], plugins: ["AppResources"]),
        .target(name: "Rooted", dependencies: ["Terrarium", "TerrariumLayout"], plugins: ["AppResources"]),
        .target(name: "Rituals", dependencies: ["Terrarium", "TerrariumLayout"], plugins: ["AppResources"]),
        .target(name: "Forest", dependencies: ["Terrarium", "TerrariumLayout"], plugins: ["AppResources"]),
        .target(name: "CocoaCalm", dependencies: ["Terrarium", "TerrariumLayout"], plugins: ["AppResources"]),
        .target(name: "TerrariumPlugins", dependencies: ["Terrarium", "Bloom", "Rooted", "Rituals", "Forest", "CocoaCalm"]),
        .target(
            name: "TerrariumCLI",
            dependencies: ["Terrarium", "TerrariumBatch", "TerrariumLint", "TerrariumDiff", "TerrariumGolden",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The HTTP render service: routes, the byte-bounded cache, the render pool, share links;
        // and `golden review`'s page on loopback.
        .target(
            name: "TerrariumServer",
            dependencies: ["Terrarium", "TerrariumBatch", "TerrariumLint", "TerrariumGolden", "TerrariumCLI", "CPNGBridge",
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdCore", package: "hummingbird"),
                           .product(name: "NIOHTTP1", package: "swift-nio"),
                           .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "Prometheus", package: "swift-prometheus"),
                           .product(name: "HTTPTypes", package: "swift-http-types"),
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            resources: [.copy("Playground"), .copy("ReviewPage")]
        ),
        .executableTarget(name: "TerrariumTool", dependencies: ["TerrariumCLI", "TerrariumPlugins",
                                                               .target(name: "TerrariumServer", condition: .when(traits: ["Serve"]))]),
        // Draws Bloom's plant sprites into Sprites/bloom/ (run by scripts/make-sprites).
        .executableTarget(name: "BloomSpriteForge", dependencies: ["Terrarium", "Bloom"]),
        // Pixel maps to PNG sheets and manifests, shared by the pixel-art forges.
        .target(name: "PixelForge", dependencies: ["Terrarium"]),
        .executableTarget(name: "RootedSpriteForge", dependencies: ["Terrarium", "Rooted", "PixelForge"]),
        .executableTarget(name: "ForestSpriteForge", dependencies: ["PixelForge"]),
        // Benchmark figures for the README (run by scripts/bench).
        .executableTarget(name: "terrarium-bench", dependencies: ["Terrarium", "TerrariumDiff", "TerrariumPlugins", "Bloom", "Rituals", "Rooted"],
                          path: "Sources/TerrariumBench"),
        // libFuzzer targets for every reader of untrusted bytes (run by scripts/fuzz).
        .target(name: "TerrariumFuzzTargets", dependencies: ["Terrarium", "TerrariumBatch", "TerrariumDiff", "TerrariumGraphics", "TerrariumPlugins"]),
        .executableTarget(name: "terrarium-fuzz", dependencies: ["TerrariumFuzzTargets"], path: "Sources/TerrariumFuzz"),

        // The test suite's tags (its tiers: scripts/test skips the browser, external tool and slow tests).
        .target(name: "TestTags", path: "Tests/TestTags"),
        .testTarget(name: "TerrariumLayoutTests", dependencies: ["TerrariumLayout", "TerrariumGraphics"]),
        .testTarget(name: "TerrariumFuzzTests", dependencies: ["TerrariumFuzzTargets"]),
        .testTarget(name: "PropertyTests", dependencies: ["Terrarium", "TerrariumLint", "TerrariumDiff", "TerrariumPlugins", "TerrariumGraphics",
                                                          .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TerrariumCanvasTests", dependencies: ["TestTags", "TerrariumCanvas", "TerrariumGraphics", "TerrariumAssets", "CPangoCairo"]),
        .testTarget(name: "TerrariumTests", dependencies: ["TestTags", "Terrarium", "TerrariumBatch", "TerrariumLint"]),
        .testTarget(name: "TerrariumDiffTests", dependencies: ["TerrariumDiff", "Terrarium"]),
        .testTarget(name: "TerrariumGoldenTests", dependencies: ["TestTags", "TerrariumGolden", "TerrariumTesting", "Terrarium"]),
        .testTarget(name: "BloomTests", dependencies: ["Bloom", "Terrarium"]),
        .testTarget(name: "RootedTests", dependencies: ["Rooted", "TestTags"]),
        .testTarget(name: "RitualsTests", dependencies: ["Rituals"]),
        .testTarget(name: "ForestTests", dependencies: ["Forest"]),
        .testTarget(name: "CocoaCalmTests", dependencies: ["CocoaCalm"]),
        .testTarget(name: "GoldenTests", dependencies: ["TestTags", "Terrarium", "TerrariumPlugins", "TerrariumTesting", "TerrariumCanvas", "TerrariumAssets",
                                                        "TerrariumGolden"]),
        .testTarget(name: "ServerTests", dependencies: ["TestTags", "TerrariumServer", "Terrarium", "TerrariumPlugins", "TerrariumGolden",
                                                        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                                                        .product(name: "Logging", package: "swift-log"),
                                                        .product(name: "NIOCore", package: "swift-nio")]),
        // In process through TerrariumCLI.run; the built binary (TerrariumTool) for the process boundary.
        .testTarget(name: "CLITests", dependencies: ["TerrariumTool", "TerrariumCLI", "TerrariumPlugins", "Terrarium", "TestTags",
                                                     .product(name: "PropertyBased", package: "swift-property-based")]),
    ],
    swiftLanguageModes: [.v6]
)

// Documentation (scripts/docs): the DocC plugin is a dependency only when TERRARIUM_DOCS=1, so
// the teams that depend on Terrarium never fetch it.
if Context.environment["TERRARIUM_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
