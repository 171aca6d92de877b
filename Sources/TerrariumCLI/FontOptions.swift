import ArgumentParser
import Foundation
import Terrarium

/// `--font-dir DIR`: brand fonts for the themes to name, registered before anything renders.
package struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A folder of .ttf, .otf or .ttc files whose families themes may name (repeatable).", valueName: "DIR"))
    var fontDirectories: [String] = []

    /// Parsed by ArgumentParser.
    package init() {}

    package func register() throws {
        for directory in fontDirectories {
            do { try Fonts.register(directory: URL(fileURLWithPath: directory)) } catch {
                throw CommandFailure(message: "--font-dir: \(error.description)", code: ExitStatus.unreadable)
            }
        }
    }
}
