import Postcard
import TerrariumCLI
import TerrariumPlugins

// `postcard list`, `render`, `batch`, `golden record` …: Terrarium's commands for Postcard and
// the five apps Terrarium ships.
TerrariumCLI.main(plugins: TerrariumPlugins.all + [PostcardPlugin()])
