import Foundation
import Terrarium

/// One image to render, fully resolved: the scene, variant, scale and output file are known
/// before anything is drawn, so the output can be checked for duplicates and for being up to date.
public struct BatchJob: Sendable, Equatable {
    /// Where the job's input comes from: one named example, or a JSON file (read when the job runs).
    public enum Source: Sendable, Equatable {
        case example(String)
        /// A JSON file, its path resolved against the manifest's folder.
        case inputFile(String)
    }

    /// From 1, in manifest order after expansion; reports and `--shard` use it.
    public var index: Int
    /// The manifest line (JSON Lines) or element (array) the job came from.
    public var entry: Int
    /// The plugin's id, as checked against the registry.
    public var plugin: String
    /// The scene's name; always one scene, even for a job expanded from `"example": "*"`.
    public var scene: String
    /// The example or input file the picture is drawn from.
    public var source: Source
    /// The widget family or image format; nil for screens.
    public var family: String?
    /// Device pixels per point, 1-3, resolved as the renderer resolves it (the device's native
    /// scale when the manifest gave none; 1 for fixed-size images).
    public var scale: Int
    /// The screen size in points (`430x932`) as the manifest gave it; nil for the default device.
    public var device: String?
    /// The theme's name or file, as the manifest gave it; nil for the input's or plugin's own.
    public var theme: String?
    /// Replaces the input's `now` (ISO 8601 with a UTC offset); nil keeps the input's.
    public var now: String?
    /// Replaces the input's `timeZone` (an IANA name); nil keeps the input's.
    public var timeZone: String?
    /// For a scene drawn in pages: which page, from 1; nil for the first.
    public var page: Int?
    /// Seconds into an animated scene's animation for a still of that moment; nil for the still
    /// the input describes.
    public var time: Double? = nil
    /// The whole animation as an APNG instead of a still; nil for a still.
    public var animation: AnimationRequest? = nil
    /// Where the PNG goes, relative to `--out`: the manifest's `output` or a name made from the
    /// plugin, scene, example, variant, page and scale; unique in the batch.
    public var output: OutputPath
    /// The reader's text size; nil for iOS's default.
    public var typeSize: TypeSize? = nil
    /// How iOS draws the widget; nil for its own colours.
    public var renderingMode: RenderingMode? = nil

    /// The engine's job; `input` is the file's bytes for an input job.
    public func renderJob(input: Data?) -> RenderRequest {
        let renderInput: RenderRequest.Input = switch source {
        case .example(let name): .example(name)
        case .inputFile: .json(input ?? Data())
        }
        var job = RenderRequest(plugin: plugin, scene: scene, input: renderInput, family: family, scale: scale,
                            device: device, theme: theme, now: now, timeZone: timeZone, page: page)
        job.time = time
        job.typeSize = typeSize
        job.renderingMode = renderingMode
        return job
    }
}

/// A job that failed, as the report shows it.
public struct BatchFailure: Sendable, Equatable {
    /// The job's index; nil for a fault in the manifest's structure, which is no one job's.
    public var index: Int?
    /// The manifest line or element it came from.
    public var entry: Int?
    /// What went wrong, and the manifest field to blame.
    public var error: BatchJobError
    /// The output path under `--out`, when it was known.
    public var output: OutputPath?

    /// A failure for the report; `index` is nil for a fault in the manifest's structure.
    public init(index: Int?, entry: Int?, error: BatchJobError, output: OutputPath? = nil) {
        self.index = index
        self.entry = entry
        self.error = error
        self.output = output
    }
}
