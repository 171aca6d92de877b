import Foundation
import Terrarium

/// Where a command reads standard input and writes standard output and error. A process's
/// streams when `terrarium` runs; buffers when a test or an embedding tool runs a command line
/// in process (`TerrariumCLI.run(_:plugins:commands:console:)`), so the CLI's tests need not start a
/// process each (which cost most of their time).
///
/// Every byte the commands print goes through `Console.current`. It is task-local: a command
/// that starts threads of its own (batch) takes the value before it does.
package struct Console: Sendable {
    /// Writes bytes to standard output; throws when they cannot be written (a closed pipe).
    package var out: @Sendable (Data) throws -> Void
    /// Writes bytes to standard error.
    package var err: @Sendable (Data) -> Void
    /// Standard input.
    package var input: @Sendable () -> FileHandle
    /// Whether standard error is a terminal (batch then draws a progress bar instead of lines).
    package var errorIsTerminal: Bool

    package init(out: @escaping @Sendable (Data) throws -> Void, err: @escaping @Sendable (Data) -> Void,
                 input: @escaping @Sendable () -> FileHandle, errorIsTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.input = input
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own streams.
    package static let standard = Console(
        out: { data in
            // Whatever `print` buffered first, then the bytes straight to the descriptor, with
            // the error a closed pipe gives.
            fflush(nil)
            try OutputFile.write(data, to: "-")
        },
        err: { FileHandle.standardError.write($0) },
        input: { FileHandle.standardInput },
        errorIsTerminal: isatty(STDERR_FILENO) == 1)

    @TaskLocal package static var current = Console.standard

    /// One line on standard output, as `print` would write it.
    static func print(_ line: String) {
        // As `print`: a line that cannot be written (a closed pipe) is not an error of the command.
        try? current.out(Data((line + "\n").utf8))
    }

    /// Text on standard error, as it is (the caller ends its lines).
    static func error(_ text: String) {
        current.err(Data(text.utf8))
    }

    /// Writes a command's file output: `-` is standard output, anything else a file written
    /// as `OutputFile.write` does.
    static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            try current.out(data)
        } else {
            try OutputFile.write(data, to: path)
        }
    }
}
