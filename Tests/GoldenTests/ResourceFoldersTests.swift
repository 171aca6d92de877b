import Foundation
import Testing
import Terrarium
import TerrariumAssets
import TerrariumPlugins

/// The five apps and the engine find their resource folders beside the executable without
/// Foundation's bundles (ResourceFolders): the same folders Bundle finds there.
struct ResourceFoldersTests {
    /// Each app's themes and sprites, as its plugin finds them, against Bundle's reading of the
    /// same `Terrarium_<Module>.resources` folder.
    @Test(arguments: [("bloom", "Bloom"), ("rooted", "Rooted"), ("rituals", "Rituals"), ("forest", "Forest"),
                      ("cocoa-calm", "CocoaCalm")])
    func anAppsFoldersAreTheOnesItsBundleHas(_ id: String, _ module: String) throws {
        let plugin = try #require(TerrariumPlugins.all.first { $0.id == id })
        let folder = try #require(ResourceFolders.besideExecutable("Terrarium_\(module)"),
                                  "the test runner's resource folders are beside it")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(plugin.assets.themes?.standardizedFileURL == bundle.url(forResource: "Themes", withExtension: nil)?.standardizedFileURL)
        #expect(plugin.assets.sprites?.standardizedFileURL == bundle.url(forResource: "Sprites", withExtension: nil)?.standardizedFileURL)
        #expect(plugin.assets.themes != nil)
        #expect((plugin.assets.sprites != nil) == ["bloom", "rooted", "forest"].contains(id))
    }

    /// Where no folder of the name is beside the executable, the bundle given is read.
    @Test func withoutAFolderBesideTheExecutableTheBundleIsAsked() throws {
        let bloom = try #require(ResourceFolders.besideExecutable("Terrarium_Bloom"))
        let bundle = try #require(Bundle(path: bloom.path))
        let assets = PluginAssets(resources: "Terrarium_NoSuchModule", bundle: bundle)
        #expect(assets == PluginAssets(bundle: bundle))
        #expect(assets.sprites?.lastPathComponent == "Sprites")
    }

    @Test func theEnginesFontsAreInItsOwnFolder() throws {
        let folder = try #require(ResourceFolders.besideExecutable("Terrarium_TerrariumAssets"))
        #expect(Assets.root.standardizedFileURL == folder.standardizedFileURL)
        #expect(FileManager.default.fileExists(atPath: Assets.fonts.appendingPathComponent("Quicksand/Quicksand-Bold.ttf").path))
        #expect(ResourceFolders.besideExecutable("Terrarium_NoSuchModule") == nil)
    }
}
