import TerrariumCLI
import TerrariumPlugins
import TerrariumServer

// The `terrarium` executable: the CLI library with the five apps' plugins, and `serve`. A
// team's own tool is this line with its plugins passed in.
TerrariumCLI.main(plugins: TerrariumPlugins.all, commands: [ServeCommand.self])
