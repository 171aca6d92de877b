import Terrarium
import TerrariumPlugins
import Testing

/// The five built-in plugins keep the typed contract.
struct BuiltInContractTests {
    @Test func everyBuiltInPluginNamesItsScenesAsAType() {
        #expect(TerrariumPlugins.registry.plugins.filter { $0.typedSceneNames == nil }.map(\.id) == [])
        #expect(TerrariumPlugins.registry.contractProblems == [])
    }
}
