import Foundation
import Terrarium

/// One job object of a manifest, decoded and checked field by field, before the plugin registry
/// is asked anything. `"example": "*"` stands for many jobs; `BatchPlanner` expands it.
package struct ManifestJob: Sendable, Equatable {
    /// Where the job's input comes from, as the manifest wrote it (paths not yet resolved).
    package enum Source: Sendable, Equatable {
        /// Neither `input` nor `example`: the plugin's default example for the scene.
        case defaultExample
        case example(String)
        /// `"example": "*"`: every example that applies to the scene (or to every scene).
        case allExamples
        /// `input`, a path as written in the manifest.
        case input(String)
    }

    /// The request's fields as the entry gave them, read by `RequestReader` as the CLI and the
    /// service read theirs: the plugin's id (not yet checked against the registry), the scene's
    /// name (empty when the entry names none, for every scene), family, scale, device, theme,
    /// now, timeZone, page, `at` (`time`), typeSize and renderingMode. Its input is set when the
    /// job is planned.
    package var request: RenderRequest
    /// The scene named; nil only with `.allExamples`, meaning every scene.
    package var scene: String? { request.scene.isEmpty ? nil : request.scene }
    /// The example, examples or input file named.
    package var source: Source
    /// The output file relative to `--out` (a `.png`), or for `"example": "*"` a folder; nil for
    /// a name made from the job.
    package var output: String?
    /// `"animate": true` with its `fps`, `duration` and `loop`: the whole animation as an APNG.
    package var animation: AnimationRequest?

    /// Every field a job object may have; any other is an error, so a typo never passes silently.
    package static let fields = ["plugin", "scene", "input", "example", "family", "scale", "theme", "output",
                                "page", "now", "timeZone", "device", "at", "animate", "fps", "duration", "loop", "typeSize", "renderingMode", "tint"]

    /// A job as decoded; `parse` is what checks the fields, this takes them as they are.
    package init(request: RenderRequest, source: Source, output: String? = nil, animation: AnimationRequest? = nil) {
        self.request = request
        self.source = source
        self.output = output
        self.animation = animation
    }

    /// Decodes one manifest entry; every error names the field at fault and what it must be.
    package static func parse(_ bytes: Data) throws(BatchJobError) -> ManifestJob {
        let object: InputObject
        do {
            object = try InputObject(try JSONValue.parse(bytes))
        } catch {
            throw BatchJobError(field: nil, "the entry \(error.message)")
        }
        let plugin: String, scene: String?, source: Source, output: String?, animation: AnimationRequest?
        do throws(InputError) {
            try object.check(allowed: fields)
            plugin = try object.requiredString("plugin", hint: "name a plugin as `terrarium list` shows it")
            let input = try object.string("input")
            let example = try object.string("example")
            switch (input, example) {
            case (let path?, nil):
                guard !path.isEmpty else { throw InputError(field: "input", "must be a path to a JSON file, not empty") }
                source = .input(path)
            case (nil, "*"?): source = .allExamples
            case (nil, let name?): source = .example(name)
            case (nil, nil): source = .defaultExample
            case (_?, _?): throw InputError(field: "input", "cannot be used together with `example`; give one of them")
            }
            scene = try object.string("scene")
            if scene == nil, source != .allExamples {
                throw InputError(field: "scene", "is missing; name one of the plugin's scenes (only `\"example\": \"*\"` may leave it out, for every scene)")
            }
            // A file name is one line: control characters would make files no one can type or list.
            output = try object.line("output", limit: 4_096)
            if let output, source != .allExamples, !output.lowercased().hasSuffix(".png") {
                throw InputError(field: "output", "must name a .png file (got \(UserText.quoted(output)))")
            }
            if let output, source == .allExamples, output.lowercased().hasSuffix(".png") {
                throw InputError(field: "output", "is a folder for `\"example\": \"*\"`, which renders many files, so it cannot name a .png file (got \(output))")
            }
            animation = try self.animation(object)
        } catch {
            throw BatchJobError(field: error.field, error.message)
        }
        // The fields every request has, read as the CLI and the service read them.
        let request: RenderRequest
        do {
            request = try RequestReader { object.values[$0].map(RequestValue.json) }
                .request(plugin: plugin, scene: scene ?? "", input: .defaultExample)
        } catch {
            throw BatchJobError(error)
        }
        if animation != nil, request.time != nil {
            throw BatchJobError(field: "at", "draws one still; `\"animate\": true` draws every frame, so give one of them")
        }
        return ManifestJob(request: request, source: source, output: output, animation: animation)
    }

    /// `animate` with `fps`, `duration` and `loop`, as `render --animate` takes them: the
    /// ranges that need the scene (its length) are checked when the job runs.
    private static func animation(_ object: InputObject) throws(InputError) -> AnimationRequest? {
        let animate = try object.bool("animate") ?? false
        let fps = try object.integer("fps", in: 1...60, rule: "1 to 60")
        let duration = try object.number("duration")
        let loop = try object.bool("loop")
        guard animate else {
            for (field, given) in [("fps", fps != nil), ("duration", duration != nil), ("loop", loop != nil)] where given {
                throw InputError(field: field, "goes with `\"animate\": true`")
            }
            return nil
        }
        if let duration, !(duration.isFinite && duration > 0) {
            throw InputError(field: "duration", "must be a number of seconds above 0 (got \(duration))")
        }
        return AnimationRequest(fps: fps, duration: duration, loop: loop ?? false)
    }
}
