import ArgumentParser

/// `--matching`: `lint` and `golden` check only some of their cases, named by any part of the
/// name they print (a lint case's name, a golden's path), for a quick loop on one scene.
package struct MatchingOption: ParsableArguments {
    @Option(name: .customLong("matching"),
            help: ArgumentHelp("Only the cases whose name contains this text (repeatable: any of them), such as "
                               + "'rituals/widget', 'type=xxxLarge' or '@2x'.", valueName: "TEXT"))
    var texts: [String] = []

    /// Parsed by ArgumentParser.
    package init() {}

    /// Whether a case named `name` is asked for: every case when no text was given.
    package func matches(_ name: String) -> Bool {
        texts.isEmpty || texts.contains { name.contains($0) }
    }

    /// The option as it was given, for a command line to suggest (quoted for a shell where needed).
    package var arguments: [String] {
        texts.flatMap { text in
            let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/@._=-".contains($0) }
            return ["--matching", plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"]
        }
    }
}
