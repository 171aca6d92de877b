import ArgumentParser
import Foundation
import Terrarium
import TerrariumDiff
import TerrariumGolden

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images with a perceptual pixel diff (pixelmatch's semantics).",
        discussion: """
        Prints how many pixels differ and their share of the image. Exit status: 0 within the \
        tolerance, 1 outside it, 2 when an input cannot be read or the sizes differ. The \
        tolerance is --max-diff-pixels (default 0) or --max-diff-ratio. The diff image (-o) \
        shows differing pixels in red, anti-aliasing in yellow, and the first image faded.
        """
    )

    @Argument(help: "The expected image.")
    var first: String

    @Argument(help: "The actual image.")
    var second: String

    @Option(help: "Colour distance 0 to 1 at which a pixel differs; smaller is stricter.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed (default 0).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Share of differing pixels allowed, 0 to 1.")
    var maxDiffRatio: Double?

    @Option(name: [.short, .customLong("output")], help: "Write the diff image to this PNG file (not standard output: the verdict goes there).")
    var output: String?

    @Flag(help: "Draw only the differing pixels, on a transparent background.")
    var mask = false

    @Flag(help: "Print a JSON object: mismatchedPixels, totalPixels, ratio, and more.")
    var json = false

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1, not \(threshold)") }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw ValidationError("--max-diff-ratio must be from 0 to 1") }
        if output == "-" { throw ValidationError("-o - would mix the diff image with the verdict on standard output; give -o a file") }
    }

    func run() throws {
        let a: PixelBuffer, b: PixelBuffer
        do {
            a = try PNGFile.read(first)
            b = try PNGFile.read(second)
        } catch {
            throw CommandFailure(message: error.message, code: 2)
        }
        let allowance: Tolerance.Allowance = maxDiffRatio.map { .ratio($0) } ?? .pixels(maxDiffPixels ?? 0)
        let tolerance = Tolerance(threshold: threshold, includeAA: includeAA, allowance: allowance, reason: "command line")
        var options = tolerance.pixelMatchOptions
        options.diffMask = mask
        let diff: PixelDiff
        do { diff = try PixelMatch.compare(a, b, options: options, drawDiff: output != nil) } catch {
            throw CommandFailure(message: "\(first) and \(second): \(error)", code: 2)
        }
        let within = tolerance.allows(diff)
        if let output, let image = diff.image {
            try OutputFile.write(try PNGFile.encode(image), to: output)
        }
        if json {
            var object: [String: JSONValue] = [
                "mismatchedPixels": .integer(diff.mismatchedPixels), "totalPixels": .integer(diff.totalPixels),
                "ratio": .number(diff.ratio), "withinTolerance": .bool(within), "threshold": .number(threshold),
                "includeAA": .bool(includeAA),
            ]
            if let maxDiffRatio { object["maxDiffRatio"] = .number(maxDiffRatio) } else { object["maxDiffPixels"] = .integer(maxDiffPixels ?? 0) }
            if let output { object["diffImage"] = .string(output) }
            Console.print(String(decoding: JSONValue.object(object).encoded(), as: UTF8.self))
        } else {
            let allowed = maxDiffRatio.map { "at most \($0 * 100)% of pixels" } ?? "at most \(maxDiffPixels ?? 0) pixels"
            quiet.say("\(diff.mismatchedPixels) of \(diff.totalPixels) pixels differ (\(String(format: "%.4f", diff.ratio * 100))%): \(within ? "within" : "outside") the tolerance (\(allowed), threshold \(threshold))")
        }
        if !within { throw ExitCode(1) }
    }
}
