import Foundation
import Testing
@testable import Terrarium
import TerrariumCanvas
import TerrariumPlugins

/// The families' and modes' canvases through the real renderer and plugins.
struct SurfaceCanvasTests {
    @Test func standByDrawsASmallWidgetAtTwiceItsSize() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        var job = RenderRequest(plugin: "rituals", scene: "widget", family: "small")
        job.renderingMode = .standBy
        let result = try renderer.render(job)
        #expect(result.canvas.pixelWidth == 1020 && result.canvas.pixelHeight == 1020)
        let decoded = try PNGDecoder.decode(result.png)
        #expect(decoded.width == 1020)
    }

    @Test(arguments: [
        (RenderRequest(plugin: "bloom", scene: "dashboard"), RenderingMode.clear,
         "renderingMode: clear is drawn for home-screen widgets (StandBy: the small one), not scene 'dashboard', which is not a widget"),
        (RenderRequest(plugin: "bloom", scene: "widget", family: "large"), RenderingMode.standBy,
         "renderingMode: standby is drawn for home-screen widgets (StandBy: the small one), not the large family"),
    ])
    func aModeWhereIOSHasNoneIsRefused(job: RenderRequest, mode: RenderingMode, message: String) throws {
        var job = job
        job.renderingMode = mode
        #expect(throws: RenderError.renderingModeNotForCanvas(mode.label, canvas: String(message.split(separator: ", not ", maxSplits: 1)[1]))) {
            try Renderer(registry: TerrariumPlugins.registry).render(job)
        }
        do { _ = try Renderer(registry: TerrariumPlugins.registry).render(job) } catch { #expect("\(error)" == message) }
    }

    @Test func aFamilyTheDeviceLacksIsNamedWithWhy() throws {
        let spec = SceneSpec("w", "", layout: .widget([.small, .extraLarge, .accessoryCircular]))
        // Extra-large with no device named is drawn on the first class that has it.
        #expect(try spec.canvas(family: "extra-large", scale: nil, device: nil).screen == Size(1024, 1366))
        #expect(throws: RenderError.self) { try spec.canvas(family: "extra-large", scale: nil, device: "430x932") }
        do { _ = try spec.canvas(family: "accessory-circular", scale: nil, device: "320x568") } catch {
            #expect("\(error)" == "family: 'accessory-circular' has no container on 320x568 (the lock screen's widgets and Live Activities need iOS 16, on an iPhone); this scene's families there: small")
        }
        let pad = try spec.canvas(family: "extra-large", scale: nil, device: "1024x1366")
        #expect(pad.size == Size(795, 378.5) && pad.scale == 2)
    }

    @Test func aPhoneSceneRefusesIPadAndLandscapeAndAnAdaptiveOneTakesThem() throws {
        let phone = SceneSpec("s", "", layout: .scroll)
        do { _ = try phone.canvas(family: nil, scale: nil, device: "932x430"); Issue.record("drawn on its side") } catch {
            #expect("\(error)".hasPrefix("device: scene 's' is laid out for an iPhone held upright, not 932x430"))
        }
        let wide = SceneSpec("s", "", layout: .scroll, adaptsToWideScreens: true)
        let landscape = try wide.canvas(family: nil, scale: nil, device: "932x430")
        #expect(landscape.size == Size(932, 430) && landscape.safeArea.leading == 59)
    }

    @Test func typeSizeScalesTheThemesFonts() throws {
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        var job = RenderRequest(plugin: "rituals", scene: "widget", family: "medium")
        let regular = try renderer.layout(job).theme
        job.typeSize = .xLarge
        let larger = try renderer.layout(job).theme
        // Rituals' theme: largeTitle 28 pt at large; 28 x 19/17 = 31.29, to a quarter point 31.25.
        #expect(try regular.font("largeTitle").size == 28)
        #expect(try larger.font("largeTitle").size == 31.25)
        // A scene that takes fewer sizes draws a larger request at its largest: Rooted's
        // greenhouse, without words, takes `large` alone (its pixel font 16 pt at large).
        // Every widget and Live Activity now goes on to AX5.
        var garden = RenderRequest(plugin: "rooted", scene: "garden")
        garden.typeSize = .accessibility5
        #expect(try renderer.layout(garden).theme.font("pixel").size == 16)
        // Rituals' screens go on to AX5: 28 x 53/17 = 87.29, 87.25 (the plugin then draws its
        // display type, the title among it, as iOS's Large Title grows: RitualsTypeRules).
        let screen = try renderer.layout(RenderRequest(plugin: "rituals", scene: "detail").with(typeSize: .accessibility5)).theme
        #expect(try screen.font("largeTitle").size == 87.25)
    }
}

private extension RenderRequest {
    func with(typeSize: TypeSize) -> RenderRequest {
        var job = self
        job.typeSize = typeSize
        return job
    }
}
