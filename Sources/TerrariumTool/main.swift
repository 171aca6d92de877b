import TerrariumCLI
import TerrariumPlugins
#if Serve
import TerrariumServer
#endif

// The `terrarium` executable: the CLI library with the five apps' plugins, `serve` and
// `golden review` (both served over HTTP). A team's own tool is this line with its plugins
// passed in.
//
// `serve` and `golden review` come with the `Serve` trait (on by default). Without it (`swift
// build --disable-default-traits`, as scripts/render-examples builds) the tool draws the same
// pictures and never compiles the HTTP stack (Hummingbird, SwiftNIO).
#if Serve
TerrariumCLI.main(plugins: TerrariumPlugins.all, commands: [ServeCommand.self], goldenCommands: [GoldenReviewCommand.self])
#else
TerrariumCLI.main(plugins: TerrariumPlugins.all)
#endif
