import Foundation
import Testing
import TestTags
@testable import Terrarium
@testable import TerrariumLint

/// A transition from a picture to another that share a square (opaque, half-transparent and
/// antialiased edges alike), drawn as the engine's cross-dissolve or as the two pictures faded
/// over each other (what Bloom's stage change did: the shared square flashed mid-way).
private struct DissolvePlugin: Plugin {
    var id: String { "dissolve" }
    var summary: String { "for tests" }
    var scenes: [SceneSpec] {
        [SceneSpec("fade", "a transition", layout: .image([ImageFormat("card", width: 40, height: 40)]),
                   animation: AnimationSpec(duration: 1, framesPerSecond: 10, transition: true)),
         // Motion, not a transition: lint does not check its frames.
         SceneSpec("pulse", "motion", layout: .image([ImageFormat("card", width: 40, height: 40)]),
                   animation: AnimationSpec(duration: 1, framesPerSecond: 10))]
    }
    var themeSchema: ThemeSchema { ThemeSchema(colors: [], fonts: []) }
    var defaultTheme: String { "dissolve" }
    var examples: [Example] {
        [Example("cross", "the cross-dissolve", isDefault: true, input: ["fade": "cross"]),
         Example("opacity", "two layers faded over each other", input: ["fade": "opacity"])]
    }

    func render(_ request: SceneRequest) throws -> SceneOutput {
        guard case .object(let fields) = request.input, case .string(let fade)? = fields["fade"] else {
            throw InputError(field: "fade", "is required")
        }
        let shared: [DrawCommand] = [
            .fill(.rect(Rect(x: 5.5, y: 5.5, width: 20, height: 20)), .solid(Color(red: 0.45, green: 0.29, blue: 0.26))),
            .fill(.rect(Rect(x: 10, y: 28, width: 20, height: 6)), .solid(Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5))),
        ]
        let from = shared + [.fill(.rect(Rect(x: 28, y: 2, width: 8, height: 8)), .solid(.black))]
        let to = shared + [.fill(.rect(Rect(x: 28, y: 12, width: 8, height: 14)), .solid(Color(red: 0.9, green: 0.2, blue: 0.2)))]
        var commands: [DrawCommand] = [.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .solid(Color(red: 0.9, green: 0.95, blue: 1)))]
        if let time = request.time {
            let progress = min(1, max(0, time / 0.9))
            commands += fade == "cross"
                ? [.crossFade(from: from, to: to, progress: progress)]
                : [.group(from, clip: nil, opacity: 1 - progress), .group(to, clip: nil, opacity: progress)]
        } else {
            commands += to
        }
        return SceneOutput(scene: Scene(size: Size(40, 40), commands: commands), accessibilityLabel: "fade", state: nil)
    }
}

struct TransitionLintTests {
    let renderer: Renderer
    let scratch: ScratchFolder
    var themes: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("terrarium-dissolve")
        let themes = scratch.url
        try Data(#"{"plugin": "dissolve", "colors": {}, "fonts": {}}"#.utf8).write(to: themes.appendingPathComponent("dissolve.json"))
        renderer = try Renderer(registry: PluginRegistry([DissolvePlugin()]), themes: themes)
    }

    func findings(_ example: String, scale: Int = 2) throws -> [LintFinding] {
        let request = RenderRequest(plugin: "dissolve", scene: "fade", input: .example(example), scale: scale)
        let animation = try #require(DissolvePlugin().scenes.first?.animation)
        return try TransitionLint.check(request, animation: animation, caseName: "dissolve/fade/\(example)", with: renderer)
    }

    /// The engine's cross-dissolve leaves every pixel the two ends share exactly as it is, in
    /// every frame (the weights are whole 8-bit steps, so the two roundings add up), at 1x, 2x and 3x.
    @Test(arguments: [1, 2, 3]) func aCrossDissolveKeepsSharedPixels(scale: Int) throws {
        #expect(try findings("cross", scale: scale).isEmpty)
    }

    /// Two layers faded over each other let the background show through what they share: the
    /// rule fires, naming the first frame and how far the shared pixels moved.
    @Test func fadingTwoLayersOverEachOtherFires() throws {
        let found = try findings("opacity")
        #expect(found.count == 1)
        #expect(found.first?.kind == .sharedPixels)
        #expect(found.first?.message.hasPrefix("at 0.1 s, ") == true, "\(found)")
    }

    /// The pure comparison: only pixels the two ends agree on count, and the largest change is
    /// in 8-bit levels.
    @Test func onlyPixelsBothEndsShareCount() {
        let start = PixelBuffer(width: 2, height: 1, rgba: [10, 20, 30, 255, 0, 0, 0, 255])
        let end = PixelBuffer(width: 2, height: 1, rgba: [10, 20, 30, 255, 255, 255, 255, 255])
        let moved = PixelBuffer(width: 2, height: 1, rgba: [10, 20, 33, 255, 128, 128, 128, 255])
        #expect(TransitionLint.sharedPixelsChanged(start: start, end: end, frame: moved) == .init(pixels: 1, largest: 3))
        let kept = PixelBuffer(width: 2, height: 1, rgba: [10, 20, 30, 255, 128, 128, 128, 255])
        #expect(TransitionLint.sharedPixelsChanged(start: start, end: end, frame: kept) == nil)
    }

    /// Lint checks each example's transition once: on its first size, in the default theme;
    /// an animation that is motion, never.
    @Test func lintChecksOneCaseOfEachExampleOfAnAnimatedScene() {
        let cases = LintPlan.cases(for: [DissolvePlugin()], themes: themes)
        #expect(cases.filter { $0.transition != nil }.map(\.name) == ["dissolve/fade/cross-card", "dissolve/fade/opacity-card"])
    }
}
