import ArgumentParser
import Foundation
import Terrarium

@main
struct TerrariumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terrarium",
        abstract: "Render the widgets, sprites and scenes of Terrarium's app plugins to PNG.",
        version: TerrariumVersion.current,
        subcommands: [ListCommand.self, RenderCommand.self, RenderExamplesCommand.self, LintCommand.self, BatchCommand.self, DiffCommand.self, GoldenCommand.self]
    )

    /// Parses and runs, reporting any failure as one line on standard error: scripts that
    /// render thousands of images read errors line by line.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            // A verdict already printed (diff outside tolerance, failing goldens).
            Foundation.exit(exit.rawValue)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(UserText.line(failure.message))\n".utf8))
            Foundation.exit(failure.code)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            // One line: the parser's errors add usage lines, which are dropped. The engine's
            // messages quote a user's text with `UserText.quoted`, so a newline in an input
            // never splits them; what is printed is escaped and bounded once more here.
            let message = message(for: error)
                .replacingOccurrences(of: "Error: ", with: "")
                .split(separator: "\n").first.map(String.init) ?? "failed"
            FileHandle.standardError.write(Data("error: \(UserText.line(message))\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}

/// A failure with its own exit code (for example `diff`'s 2 for an unreadable input).
struct CommandFailure: Error {
    var message: String
    var code: Int32
}
