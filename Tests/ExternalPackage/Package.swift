// swift-tools-version: 6.0
import PackageDescription

// A team's own package, outside Terrarium's repository: one plugin (Postcard), its own
// `postcard` tool with every Terrarium command, and a golden test. Terrarium's CI builds it
// against a tagged version (scripts/test-external sets TERRARIUM_URL to a clone and
// TERRARIUM_VERSION to its tag); without them it builds against the checkout it sits in.
// A team writes its own line: .package(url: "https://…/terrarium", from: "0.2.0").
let url = Context.environment["TERRARIUM_URL"]
let checkout = String(Context.packageDirectory.split(separator: "/").dropLast(2).joined(separator: "/"))
let terrarium: Package.Dependency = if let url {
    .package(url: url, from: Version(stringLiteral: Context.environment["TERRARIUM_VERSION"] ?? "0.2.0"))
} else {
    .package(path: "/" + checkout)
}
// SwiftPM names a dependency by the last part of its URL or path.
let lastPart = String((url ?? checkout).split(separator: "/").last ?? "terrarium")
let terrariumName = lastPart.hasSuffix(".git") ? String(lastPart.dropLast(4)) : lastPart

let package = Package(
    name: "Postcard",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "postcard", targets: ["PostcardTool"]),
        .library(name: "Postcard", targets: ["Postcard"]),
    ],
    dependencies: [
        terrarium,
    ],
    targets: [
        .target(name: "Postcard", dependencies: [.product(name: "Terrarium", package: terrariumName)],
                resources: [.copy("Resources/Themes"), .copy("Resources/Sprites")]),
        .executableTarget(name: "PostcardTool", dependencies: [
            "Postcard", .product(name: "TerrariumCLI", package: terrariumName),
            .product(name: "TerrariumPlugins", package: terrariumName),
        ]),
        .testTarget(name: "PostcardTests", dependencies: [
            "Postcard", .product(name: "TerrariumTesting", package: terrariumName),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
