import ArgumentParser
import Foundation
import Terrarium

/// The `terrarium` command line as a library: a team's own executable gets every command for
/// the plugins it passes in one call. The library knows no app: the `terrarium` tool passes the
/// five (`TerrariumPlugins.all`), a team's tool its own, beside those or alone.
///
///     import TerrariumCLI
///     import TerrariumPlugins
///     TerrariumCLI.main(plugins: TerrariumPlugins.all + [GreetingPlugin()])
public enum TerrariumCLI {
    /// The plugins the running commands see, as `main(plugins:)` registered them.
    static var registry: PluginRegistry { PluginRegistry.commandLine }
    /// Commands beyond the built-in ones (the `terrarium` tool's `serve`, and `golden review`
    /// under `golden`); set by `main`.
    @TaskLocal static var extraCommands = ExtraCommands(types: [], golden: [])
    /// The tool's own name, for hints that name a command to run: a team's `postcard golden
    /// record`, not a `terrarium` that lacks its plugin. `main` takes it from the process's
    /// first argument; `run` is `terrarium` unless told.
    @TaskLocal static var toolName = "terrarium"

    /// The plugins the running command sees, as `main` registered them. For commands added
    /// with `main(plugins:commands:)` (`PluginRegistry.commandLine` is the same registry, for a
    /// module that does not import the CLI).
    public static var currentRegistry: PluginRegistry { registry }

    /// Parses the process's arguments, runs the command and exits: status 0 on success, 1 when a
    /// render, input or check fails, 2 when a file cannot be read, 64 for a malformed command
    /// line (an unknown option, plugin, scene, example, family, device or scale).
    ///
    /// - Parameters:
    ///   - plugins: every plugin the commands see (`[]` for none); an id given twice is a usage
    ///     error, so a plugin can never be shadowed silently.
    ///   - commands: subcommands to add to the built-in ones (the `terrarium` tool adds
    ///     `serve`, so that the command line library needs no HTTP server of its own).
    ///   - goldenCommands: subcommands to add under `golden` (the tool's `golden review`, which
    ///     serves a page).
    public static func main(plugins: [any Plugin], commands: [any ParsableCommand.Type] = [],
                            goldenCommands: [any ParsableCommand.Type] = []) -> Never {
        let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "terrarium").lastPathComponent
        exit($toolName.withValue(tool) {
            run(Array(CommandLine.arguments.dropFirst()), plugins: plugins, commands: commands, goldenCommands: goldenCommands)
        })
    }

    /// Runs one command line in this process, as `main` does, and returns its exit status
    /// instead of exiting: for a tool that embeds the commands.
    public static func run(_ arguments: [String], plugins: [any Plugin], commands: [any ParsableCommand.Type] = [],
                           goldenCommands: [any ParsableCommand.Type] = []) -> Int32 {
        run(arguments, plugins: plugins, commands: commands, goldenCommands: goldenCommands, console: .standard)
    }

    /// The same, with standard input, output and error in `console`: how the CLI's tests run a
    /// command line without starting a process.
    package static func run(_ arguments: [String], plugins: [any Plugin], commands: [any ParsableCommand.Type] = [],
                            goldenCommands: [any ParsableCommand.Type] = [], console: Console) -> Int32 {
        Console.$current.withValue(console) {
            let registry = PluginRegistry(plugins)
            if let problem = registry.contractProblems.first {
                ErrorReport(message: problem, code: .usage).print(json: arguments.contains("--json"))
                return ExitStatus.usage
            }
            return PluginRegistry.$commandLine.withValue(registry) {
                $extraCommands.withValue(ExtraCommands(types: commands, golden: goldenCommands)) { run(arguments) }
            }
        }
    }

    /// Parses and runs one command line with the registry and commands already bound.
    private static func run(_ arguments: [String]) -> Int32 {
        let json = arguments.contains("--json")
        do {
            var command = try TerrariumCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            // A verdict already printed (diff outside tolerance, failing goldens).
            return exit.rawValue
        } catch let failure as CommandFailure {
            ErrorReport(message: failure.message, code: failure.code == ExitStatus.unreadable ? .unreadable : .failed)
                .print(json: json)
            return failure.code
        } catch let error where RequestError.engine(error) != nil {
            let report = ErrorReport(RequestError(error))
            report.print(json: json)
            return report.status
        } catch {
            let code = TerrariumCommand.exitCode(for: error)
            guard code != .success else {
                Console.print(TerrariumCommand.fullMessage(for: error))  // --help, --version
                return 0
            }
            // One line: the parser's errors add usage lines, which are dropped. The engine's
            // messages quote a user's text with `UserText.quoted`, so a newline in an input
            // never splits them; what is printed is escaped and bounded once more here.
            let message = TerrariumCommand.message(for: error)
                .replacingOccurrences(of: "Error: ", with: "")
                .split(separator: "\n").first.map(String.init) ?? "failed"
            let kind: ErrorReport.Code = code == .validationFailure ? .usage : .failed
            ErrorReport(message: message, code: kind).print(json: json)
            return code.rawValue
        }
    }
}

struct TerrariumCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "terrarium",
            abstract: "Render the widgets, sprites and scenes of Terrarium's app plugins to PNG.",
            version: TerrariumVersion.current,
            subcommands: [ListCommand.self, RenderCommand.self, RenderExamplesCommand.self, LintCommand.self, BatchCommand.self,
                          DiffCommand.self, GoldenCommand.self] + TerrariumCLI.extraCommands.types
        )
    }
}

/// Command types, which are immutable metadata, carried in a task-local value.
struct ExtraCommands: @unchecked Sendable {
    // @unchecked: metatypes carry no mutable state.
    var types: [any ParsableCommand.Type]
    /// Under `golden`.
    var golden: [any ParsableCommand.Type]
}

/// The exit statuses every command shares.
enum ExitStatus {
    static let failure: Int32 = 1
    /// A file that cannot be read or is not what it should be (`diff`'s inputs, a manifest).
    static let unreadable: Int32 = 2
    /// A malformed command line, as sysexits.h's EX_USAGE.
    static let usage: Int32 = 64
}

/// A failure with its own exit code (for example `diff`'s 2 for an unreadable input).
struct CommandFailure: Error {
    var message: String
    var code: Int32
}
