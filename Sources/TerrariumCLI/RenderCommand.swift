import ArgumentParser
import Foundation
import Terrarium

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one scene of a plugin to a PNG file.",
        discussion: """
        The input is a JSON file (--input FILE, or --input - for standard input) or a named \
        example (--example NAME); with neither, the plugin's default example. --now and \
        --time-zone replace the input's `now` and `timeZone`. The PNG is written atomically: \
        a failed render leaves nothing at the output path.
        """
    )

    @Argument(help: "Plugin id, as `terrarium list` shows (for example bloom).")
    var plugin: String

    @Argument(help: "Scene name (for example widget or dashboard).")
    var scene: String

    @Option(help: "Input JSON file, or - for standard input (at most 1 MiB).")
    var input: String?

    @Option(help: "Render a named example instead of an input file.")
    var example: String?

    @OptionGroup var canvas: CanvasOptions

    @Option(help: "The current time, ISO 8601 with a UTC offset; replaces the input's `now`.")
    var now: String?

    @Option(name: .customLong("time-zone"), help: "IANA time zone; replaces the input's `timeZone`.")
    var timeZone: String?

    @Option(help: "light or dark: the system appearance, for the apps whose documents ask for both (`terrarium list` shows each plugin's).")
    var appearance: String?

    @Option(name: .customLong("axis"), help: ArgumentHelp(
        "A value of one of the plugin's input axes, as NAME=VALUE (repeatable; `terrarium list` shows them).",
        discussion: "How lint draws each example in every language and appearance: a case it reports as "
            + "rituals/widget/night-en-dark[locale=fr-CA,appearance=dark] is drawn with --axis locale=fr-CA --axis appearance=dark.",
        valueName: "NAME=VALUE"))
    var axes: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw an animated scene as it is this many seconds in.",
                                discussion: "`terrarium list` shows each animated scene's length and frame rate."))
    var at: String?

    @Flag(help: "Write the scene's animation as an APNG (animated PNG) to -o.")
    var animate = false

    @Option(help: "With --animate: frames a second, 1 to 60 (default: the scene's own).")
    var fps: Int?

    @Option(help: "With --animate: seconds of the animation to draw, from its start (default: all of it).")
    var duration: Double?

    @Flag(help: "With --animate: play the APNG forever (default: once).")
    var loop = false

    @Option(help: "With --animate: also write each frame as DIR/0000.png, DIR/0001.png and so on.")
    var frames: String?

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write, or - for standard output.")
    var output: String

    @Flag(help: "Print a JSON object describing the render on standard output.")
    var json = false

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    @Option(help: "Also write the resolved layout, every box with its rectangle in pixels, to this JSON file.")
    var layout: String?

    func validate() throws {
        if input != nil && example != nil {
            throw ValidationError("--input and --example cannot be used together")
        }
        if output == "-", json {
            throw ValidationError("-o - and --json both write to standard output; give -o a file")
        }
        _ = try axisValues()
        if !animate, fps != nil || duration != nil || loop || frames != nil {
            throw ValidationError("--fps, --duration, --loop and --frames go with --animate")
        }
        if animate, at != nil { throw ValidationError("--at draws one still; --animate draws them all") }
        if animate, layout != nil { throw ValidationError("--layout describes a still; it cannot go with --animate") }
    }

    /// `--axis NAME=VALUE`, each name at most once, and `--appearance` as the `appearance` axis.
    func axisValues() throws -> [String: String] {
        var values: [String: String] = [:]
        if let appearance { values["appearance"] = appearance }
        for entry in axes {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--axis '\(entry)' must be NAME=VALUE, such as locale=fr-CA")
            }
            guard values.updateValue(parts[1], forKey: parts[0]) == nil else {
                throw ValidationError(parts[0] == "appearance" && appearance != nil ? "--appearance and --axis appearance=… say it twice"
                                      : "--axis names '\(parts[0])' twice")
            }
        }
        return values
    }

    func run() throws {
        try fonts.register()
        let source: RenderRequest.Input = if let input {
            .json(try InputReader.read(input))
        } else if let example {
            .example(example)
        } else {
            .defaultExample
        }
        var fields = canvas.requestFields
        fields["now"] = now
        fields["timeZone"] = timeZone
        fields["at"] = at
        var job = try RequestReader(text: fields).request(plugin: plugin, scene: scene, input: source)
        job.axes = try axisValues()
        if animate { return try runAnimation(job) }
        let renderer = try Renderer(registry: TerrariumCLI.registry)
        let result: RenderResult
        do {
            result = try renderer.render(job)
            if let layout {
                let report = try renderer.inspect(job, pixels: .none).inspection
                try OutputFile.write(LayoutReport.json(report).encoded(pretty: true), to: layout)
            }
        } catch {
            throw RequestError.engine(error, request: job) ?? error
        }
        try Console.write(result.png, to: output)
        if json {
            Console.print(String(decoding: try RenderSummary.json(result, output: output).encoded(), as: UTF8.self))
        } else if output != "-" {  // standard output holds the PNG alone
            quiet.say("wrote \(UserText.line(output)) (\(result.width)x\(result.height) px)")
        }
    }
}

extension RenderCommand {
    /// `--animate`: every frame drawn (on every core) and written as one APNG as it is drawn,
    /// and, with `--frames`, as numbered PNGs too.
    func runAnimation(_ job: RenderRequest) throws {
        let animation = AnimationRenderer(registry: TerrariumCLI.registry)
        let (rate, times) = try animation.timing(job, fps: fps, duration: duration)
        let (width, height) = try animation.pixelSize(job)
        if let frames { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) }
        let apng = try animation.apng(job, at: times, fps: rate, loop: loop, each: frames.map { folder in
            { index, frame in
                try OutputFile.write(AnimationRenderer.png(frame), to: (folder as NSString).appendingPathComponent(String(format: "%04d.png", index)))
            }
        })
        try Console.write(apng, to: output)
        if json {
            let summary: JSONValue = [
                "plugin": .string(job.plugin), "scene": .string(job.scene), "frames": .integer(times.count),
                "fps": .integer(rate), "duration": .number(Double(times.count) / Double(rate)), "loop": .bool(loop),
                "width": .integer(width), "height": .integer(height), "output": .string(output), "bytes": .integer(apng.count),
            ]
            Console.print(String(decoding: summary.encoded(), as: UTF8.self))
        } else if output != "-" {
            quiet.say("wrote \(UserText.line(output)) (\(width)x\(height) px, \(times.count) frames at \(rate) fps)")
        }
    }
}

enum RenderSummary {
    static func json(_ result: RenderResult, output: String) throws -> JSONValue {
        [
            "plugin": .string(result.plugin),
            "scene": .string(result.scene),
            "example": result.example.map(JSONValue.string) ?? .null,
            // An image scene names its format where a widget names its family, and has no device.
            "family": (result.canvas.family?.rawValue ?? result.canvas.format?.name).map(JSONValue.string) ?? .null,
            "scale": .integer(result.canvas.scale),
            "device": result.canvas.format == nil ? .string(result.canvas.screen.description) : .null,
            "width": .integer(result.width),
            "height": .integer(result.height),
            "theme": .string(result.theme),
            "output": .string(output),
            "bytes": .integer(result.png.count),
            "accessibilityLabel": .string(result.accessibilityLabel),
            "state": try result.state,
        ]
    }
}

/// Reads an input document from a file or standard input, refusing anything over the limit
/// before reading it whole.
enum InputReader {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws -> Data {
        let limit = maximumInputBytes
        if path == "-" {
            let data = Console.current.input().readData(ofLength: limit + 1)
            guard data.count <= limit else { throw RenderError.inputTooLarge(bytes: data.count, limit: limit) }
            return data
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw ReadError(description: "input: cannot read \(path) (no such file)")
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw RenderError.inputTooLarge(bytes: size, limit: limit)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "input: cannot read \(path)")
        }
        return data
    }
}
