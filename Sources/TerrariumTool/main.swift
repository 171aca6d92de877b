import TerrariumCLI
import TerrariumServer

// The `terrarium` executable: the CLI library with the built-in plugins, and `serve`. A team's
// own tool is this line with its plugins passed in.
TerrariumCLI.main(commands: [ServeCommand.self])
