import TerrariumCLI
import TerrariumPlugins
#if Serve
import TerrariumServer
#endif

// The `terrarium` executable: the CLI library with the five apps' plugins, and `serve`. A
// team's own tool is this line with its plugins passed in.
//
// `serve` comes with the `Serve` trait (on by default). Without it (`swift build
// --disable-default-traits`, as scripts/render-examples builds) the tool draws the same
// pictures and never compiles the HTTP stack (Hummingbird, SwiftNIO).
#if Serve
TerrariumCLI.main(plugins: TerrariumPlugins.all, commands: [ServeCommand.self])
#else
TerrariumCLI.main(plugins: TerrariumPlugins.all)
#endif
