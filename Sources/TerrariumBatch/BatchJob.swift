import Foundation
import Terrarium

/// One image to render, fully resolved: the scene, variant, scale and output file are known
/// before anything is drawn, so the output can be checked for duplicates and for being up to date.
public struct BatchJob: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case example(String)
        /// A JSON file, its path resolved against the manifest's folder.
        case inputFile(String)
    }

    /// From 1, in manifest order after expansion; reports and `--shard` use it.
    public var index: Int
    /// The manifest line (JSON Lines) or element (array) the job came from.
    public var entry: Int
    public var plugin: String
    public var scene: String
    public var source: Source
    /// The widget family or image format; nil for screens.
    public var family: String?
    public var scale: Int
    public var device: String?
    public var theme: String?
    public var now: String?
    public var timeZone: String?
    public var page: Int?
    public var output: OutputPath

    /// The engine's job; `input` is the file's bytes for an input job.
    public func renderJob(input: Data?) -> RenderJob {
        let renderInput: RenderJob.Input = switch source {
        case .example(let name): .example(name)
        case .inputFile: .json(input ?? Data())
        }
        return RenderJob(plugin: plugin, scene: scene, input: renderInput, family: family, scale: scale,
                         device: device, theme: theme, now: now, timeZone: timeZone, page: page)
    }

    /// The job fields the renderer checks as input fields, for blaming the right one.
    var overrides: Set<String> {
        var fields: Set<String> = []
        if now != nil { fields.insert("now") }
        if timeZone != nil { fields.insert("timeZone") }
        return fields
    }

    /// The field that supplied the input, blamed for a bad input document.
    var sourceField: String {
        if case .inputFile = source { "input" } else { "example" }
    }
}

/// A job that failed, as the report shows it.
public struct BatchFailure: Sendable, Equatable {
    /// The job's index; nil for a fault in the manifest's structure, which is no one job's.
    public var index: Int?
    /// The manifest line or element it came from.
    public var entry: Int?
    public var error: BatchJobError
    /// The output path under `--out`, when it was known.
    public var output: OutputPath?

    public init(index: Int?, entry: Int?, error: BatchJobError, output: OutputPath? = nil) {
        self.index = index
        self.entry = entry
        self.error = error
        self.output = output
    }
}
