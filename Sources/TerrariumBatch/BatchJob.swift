import Foundation
import Terrarium

/// One image to render, fully resolved: the scene, variant, scale and output file are known
/// before anything is drawn, so the output can be checked for duplicates and for being up to date.
package struct BatchJob: Sendable, Equatable {
    /// Where the job's input comes from: one named example, or a JSON file (read when the job runs).
    package enum Source: Sendable, Equatable {
        case example(String)
        /// A JSON file, its path resolved against the manifest's folder.
        case inputFile(String)
    }

    /// From 1, in manifest order after expansion; reports and `--shard` use it.
    package var index: Int
    /// The manifest line (JSON Lines) or element (array) the job came from.
    package var entry: Int
    /// The render, resolved as the renderer resolves it: the plugin's id checked against the
    /// registry, one scene (even for a job expanded from `"example": "*"`), the family or format
    /// and the scale of the canvas (the device's native scale when the manifest gave none; 1
    /// for fixed-size images), and the manifest's other fields as it gave them. Its input is
    /// the example's name, or for an input file the document's bytes once the job reads them
    /// (`request(input:)`).
    package var request: RenderRequest
    /// The example or input file the picture is drawn from.
    package var source: Source
    /// The whole animation as an APNG instead of a still; nil for a still.
    package var animation: AnimationRequest? = nil
    /// Where the PNG goes, relative to `--out`: the manifest's `output` or a name made from the
    /// plugin, scene, example, variant, page and scale; unique in the batch.
    package var output: OutputPath

    /// The engine's request; `input` is the file's bytes for an input job.
    package func request(input: Data?) -> RenderRequest {
        var request = request
        if case .inputFile = source { request.input = .json(input ?? Data()) }
        return request
    }
}

/// A job that failed, as the report shows it.
package struct BatchFailure: Sendable, Equatable {
    /// The job's index; nil for a fault in the manifest's structure, which is no one job's.
    package var index: Int?
    /// The manifest line or element it came from.
    package var entry: Int?
    /// What went wrong, and the manifest field to blame.
    package var error: BatchJobError
    /// The output path under `--out`, when it was known.
    package var output: OutputPath?

    /// A failure for the report; `index` is nil for a fault in the manifest's structure.
    package init(index: Int?, entry: Int?, error: BatchJobError, output: OutputPath? = nil) {
        self.index = index
        self.entry = entry
        self.error = error
        self.output = output
    }
}
