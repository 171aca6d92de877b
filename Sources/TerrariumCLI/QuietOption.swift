import ArgumentParser

/// `--quiet`: the commands that report progress and results print nothing but errors (and
/// what `--json` asks for). The exit status still says how it went.
struct QuietOption: ParsableArguments {
    @Flag(name: [.customShort("q"), .long], help: "Print nothing but errors; the exit status says how it went.")
    var quiet = false

    /// Prints a progress or result line unless quiet.
    func say(_ line: String) {
        if !quiet { Console.print(line) }
    }
}

