import Postcard
import TerrariumCLI

// `postcard list`, `render`, `batch`, `golden record` …: Terrarium's commands for Postcard and
// the built-in plugins.
TerrariumCLI.main(plugins: [PostcardPlugin()])
