import Foundation
import Terrarium

/// One job object of a manifest, decoded and checked field by field, before the plugin registry
/// is asked anything. `"example": "*"` stands for many jobs; `BatchPlanner` expands it.
public struct ManifestJob: Sendable, Equatable {
    /// Where the job's input comes from, as the manifest wrote it (paths not yet resolved).
    public enum Source: Sendable, Equatable {
        /// Neither `input` nor `example`: the plugin's default example for the scene.
        case defaultExample
        case example(String)
        /// `"example": "*"`: every example that applies to the scene (or to every scene).
        case allExamples
        /// `input`, a path as written in the manifest.
        case input(String)
    }

    /// The plugin's id, not yet checked against the registry.
    public var plugin: String
    /// Nil only with `.allExamples`, meaning every scene.
    public var scene: String?
    /// The example, examples or input file named.
    public var source: Source
    /// The widget family or image format; nil for the scene's default (every variant for `*`).
    public var family: String?
    /// Device pixels per point, 1-3; nil for the device's native scale.
    public var scale: Int?
    /// A theme's name or file; nil for the input's or plugin's own.
    public var theme: String?
    /// The output file relative to `--out` (a `.png`), or for `"example": "*"` a folder; nil for
    /// a name made from the job.
    public var output: String?
    /// The page of a paged scene, from 1.
    public var page: Int?
    /// Replaces the input's `now` (ISO 8601 with a UTC offset).
    public var now: String?
    /// Replaces the input's `timeZone` (an IANA name).
    public var timeZone: String?
    /// The screen size in points (`375x812`); nil for the default device.
    public var device: String?
    /// Seconds into an animated scene's animation: the still at that moment (`render --at`).
    public var at: Double?
    /// `"animate": true` with its `fps`, `duration` and `loop`: the whole animation as an APNG.
    public var animation: AnimationRequest?
    /// The reader's text size (`render --type-size`); nil for iOS's default.
    public var typeSize: TypeSize?
    /// How iOS draws the widget (`render --rendering-mode`, with `tint`); nil for its own colours.
    public var renderingMode: RenderingMode?

    /// Every field a job object may have; any other is an error, so a typo never passes silently.
    public static let fields = ["plugin", "scene", "input", "example", "family", "scale", "theme", "output",
                                "page", "now", "timeZone", "device", "at", "animate", "fps", "duration", "loop", "typeSize", "renderingMode", "tint"]

    /// A job as decoded; `parse` is what checks the fields, this takes them as they are.
    public init(plugin: String, scene: String?, source: Source, family: String? = nil, scale: Int? = nil,
                theme: String? = nil, output: String? = nil, page: Int? = nil, now: String? = nil,
                timeZone: String? = nil, device: String? = nil, at: Double? = nil, animation: AnimationRequest? = nil) {
        self.plugin = plugin
        self.scene = scene
        self.source = source
        self.family = family
        self.scale = scale
        self.theme = theme
        self.output = output
        self.page = page
        self.now = now
        self.timeZone = timeZone
        self.device = device
        self.at = at
        self.animation = animation
    }

    /// Decodes one manifest entry; every error names the field at fault and what it must be.
    public static func parse(_ bytes: Data) throws(BatchJobError) -> ManifestJob {
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
        var common = RenderRequest(plugin: plugin, scene: scene ?? "", input: .defaultExample)
        do {
            try RequestReader { object.values[$0].map(RequestValue.json) }.read(into: &common)
        } catch {
            throw BatchJobError(error)
        }
        if animation != nil, common.time != nil {
            throw BatchJobError(field: "at", "draws one still; `\"animate\": true` draws every frame, so give one of them")
        }
        var job = ManifestJob(
            plugin: plugin, scene: scene, source: source, family: common.family, scale: common.scale,
            theme: common.theme, output: output, page: common.page, now: common.now, timeZone: common.timeZone,
            device: common.device, at: common.time, animation: animation)
        job.typeSize = common.typeSize
        job.renderingMode = common.renderingMode
        return job
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
