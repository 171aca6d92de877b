import Foundation
import Terrarium

/// Carries out batch jobs one at a time on one thread: reads the input, computes the content
/// key, skips an output that is up to date, else renders and writes the file atomically. Owns a
/// `Renderer` (fonts and caches), so each worker thread needs its own runner; the runners of
/// one batch may share one `SpriteStore`.
package final class BatchJobRunner {
    /// What became of a job: drawn and written, skipped as up to date (same content key in an
    /// intact file), or failed.
    package enum Outcome: Sendable, Equatable {
        case rendered(OutputPath)
        case skipped(OutputPath)
        case failed(BatchFailure)
    }

    /// The `--out` folder every job's `OutputPath` is relative to.
    package let outputFolder: URL
    /// Render even when the output is up to date.
    package let force: Bool
    private let renderer: Renderer
    private let themesFolder: URL?
    /// Theme file bytes by name (a handful of files of a few KiB); nil for a missing one.
    private var themeFiles: [String: Data?] = [:]
    /// The theme each example's input names (nil for none), by plugin and example: a plugin may
    /// build its examples each time they are asked for.
    private var exampleThemes: [String: String?] = [:]
    /// Folders known to exist, so a thousand files into one folder check it once. Bounded by the
    /// number of distinct folders, which is at most the number of jobs.
    private var existingFolders: Set<String> = []
    /// The registered fonts' digest, read once: fonts are registered before a batch starts.
    private let registeredFonts = Fonts.registeredDigest

    /// A runner with a renderer of its own over `registry`, encoding each image on one thread
    /// (the batch's workers already keep the cores busy). Throws what `Renderer`'s initialiser
    /// throws: a registry that breaks the plugin contract, or fonts that cannot be loaded.
    package init(registry: PluginRegistry, outputFolder: URL, force: Bool, themes: URL? = nil,
                sprites: SpriteStore = SpriteStore()) throws {
        // One thread per image: the batch's workers already keep every core busy.
        self.renderer = try Renderer(registry: registry, spriteStore: sprites, themes: themes,
                                     pngOptions: PNGOptions(threads: 1))
        self.outputFolder = outputFolder
        self.force = force
        self.themesFolder = themes
    }

    /// Carries out one job. Never throws: every failure, from a missing input file to a write
    /// error, comes back as `.failed` with the field to blame.
    package func run(_ job: BatchJob) -> Outcome {
        do throws(BatchJobError) {
            let input = try readInput(job)
            let key = try contentKey(job, input: input).hex
            let path = outputFolder.appendingPathComponent(job.output.relative).path
            // Up to date: the same content key, and the whole file intact (a damaged byte in
            // its image data would otherwise be skipped on every run and stay damaged).
            if !force, PNGTextReader.text(ContentKey.pngTextKey, inFileAt: path) == key,
               let existing = FileManager.default.contents(atPath: path), PNGFile.isIntact(existing) {
                return .skipped(job.output)
            }
            let png: Data
            do {
                png = try draw(job, input: input, key: key)
            } catch let error as BatchJobError {
                throw error
            } catch {
                throw BatchJobError(RequestError(error, request: job.request(input: input)))
            }
            try makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            // Not flushed to disk file by file: the batch flushes its folder's file system once, at the end.
            do { try OutputFile.write(png, to: path, durable: false) } catch {
                throw BatchJobError(field: "output", error.description.hasPrefix("output: ") ? String(error.description.dropFirst(8)) : error.description)
            }
            return .rendered(job.output)
        } catch {
            return .failed(BatchFailure(index: job.index, entry: job.entry, error: error, output: job.output))
        }
    }

    /// The job's PNG: a still (at its `time`, if it has one), or with `animation` every frame
    /// of the scene's animation drawn on this thread and written as one APNG.
    private func draw(_ job: BatchJob, input: Data?, key: String) throws -> Data {
        let renderJob = job.request(input: input)
        guard let request = job.animation else {
            return try renderer.render(renderJob, metadata: [ContentKey.pngTextKey: key]).png
        }
        let animation = AnimationRenderer(registry: renderer.registry, threads: 1)
        let timing: (fps: Int, times: [Double])
        do {
            timing = try animation.timing(renderJob, fps: request.fps, duration: request.duration)
        } catch RenderError.timeOnStillScene(let scene) {
            throw BatchJobError(field: "animate", "scene '\(scene)' does not move; `terrarium list --json` gives each scene's animation")
        } catch RenderError.timeOutOfRange(let length, let total) {
            throw BatchJobError(field: "duration", "must be from above 0 to the animation's \(total) s (got \(length))")
        }
        return try animation.apng(renderJob, at: timing.times, fps: timing.fps, loop: request.loop,
                                  options: PNGOptions(threads: 1), metadata: [ContentKey.pngTextKey: key], renderer: renderer)
    }

    /// An input file's bytes (at most `maximumInputBytes`); nil for an example job.
    private func readInput(_ job: BatchJob) throws(BatchJobError) -> Data? {
        guard case .inputFile(let path) = job.source else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else { throw BatchJobError(field: "input", "cannot read \(path) (no such file)") }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw BatchJobError(field: "input", "\(path) is a folder, not a JSON file")
        }
        if let size = attributes[.size] as? Int, size > maximumInputBytes {
            throw BatchJobError(field: "input", "\(path) is \(size) bytes; the limit is \(maximumInputBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BatchJobError(field: "input", "cannot read \(path)")
        }
        return data
    }

    private func contentKey(_ job: BatchJob, input: Data?) throws(BatchJobError) -> ContentKey {
        let plugin: any Plugin
        do { plugin = try renderer.registry.plugin(job.request.plugin) } catch { throw BatchJobError(RequestError(error, request: job.request(input: input))) }
        let inputTheme: String? = switch job.source {
        case .example(let name): exampleTheme(plugin, example: name, scene: job.request.scene)
        case .inputFile: job.request.theme == nil ? ContentKey.themeNamed(in: try? JSONValue.parse(input ?? Data())) : nil
        }
        var key = ContentKey(plugin: plugin, request: job.request(input: input), inputTheme: inputTheme,
                             registeredFonts: registeredFonts, themes: themesFolder, themeBytes: themeFile)
        key.animation = job.animation?.keyText
        return key
    }

    private func exampleTheme(_ plugin: any Plugin, example: String, scene: String) -> String? {
        let key = plugin.id + "\u{0}" + example
        if let cached = exampleThemes[key] { return cached }
        let theme = ContentKey.themeNamed(in: try? plugin.example(example, scene: scene).input)
        exampleThemes.updateValue(theme, forKey: key)
        return theme
    }

    private func themeFile(_ name: String, folder: URL) -> Data? {
        let path = folder.appendingPathComponent(name + ".json").path
        if let cached = themeFiles[path] { return cached }
        let bytes = name.contains("/") ? nil : FileManager.default.contents(atPath: path)
        themeFiles.updateValue(bytes, forKey: path)
        return bytes
    }

    /// `mkdir -p`, safe when another worker creates the same folder at the same moment.
    private func makeFolder(_ path: String) throws(BatchJobError) {
        guard !existingFolders.contains(path) else { return }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            try makeFolder((path as NSString).deletingLastPathComponent)
            if mkdir(path, 0o777) != 0, errno != EEXIST {
                throw BatchJobError(field: "output", "cannot create the folder \(path) (\(String(cString: strerror(errno))))")
            }
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        }
        guard isDirectory.boolValue else {
            throw BatchJobError(field: "output", "\(path) is a file, so it cannot hold the output")
        }
        existingFolders.insert(path)
    }
}
