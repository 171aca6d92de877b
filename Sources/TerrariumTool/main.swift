import TerrariumCLI

// The `terrarium` executable: the CLI library with the built-in plugins. A team's own tool is
// this line with its plugins passed in.
TerrariumCLI.main()
