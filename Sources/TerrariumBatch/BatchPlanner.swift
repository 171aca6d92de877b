import Foundation
import Terrarium

/// Turns manifest entries into numbered jobs: decodes each entry, expands `"example": "*"`,
/// resolves each job's scene, variant, scale and output file, refuses a second job writing a
/// file an earlier one writes, and keeps the jobs of its shard.
///
/// It needs only the plugin registry, never a renderer, so a first pass can count the jobs
/// cheaply. Its memory is one map entry per job (a 64-bit hash of the output path and the job's
/// index, about 40 bytes), not the jobs themselves.
package struct BatchPlanner {
    /// What one entry gives: a job to run, or a failure that takes a job's index.
    package enum Item: Sendable, Equatable {
        case job(BatchJob)
        case failure(BatchFailure)
    }

    /// The plugins jobs may name; read for scenes, examples and variants, never to render.
    package let registry: PluginRegistry
    /// Where relative `input` paths start: the manifest's folder (the current one for stdin).
    package let inputFolder: URL
    /// The part of the manifest this planner keeps; jobs outside it are numbered but dropped.
    package let shard: BatchShard
    /// Jobs numbered so far, in every shard.
    package private(set) var jobCount = 0
    /// FNV-1a of each output path, to the index of the job that writes it. A collision of two
    /// different paths (odds about n² / 2⁶⁵) would wrongly fail the later job; it never lets two
    /// jobs write one file.
    private var outputs: [UInt64: Int] = [:]
    /// Example names by plugin and scene: a plugin may build its examples (inputs and all) each
    /// time they are asked for, which is too slow to do for every job of a long manifest.
    private var examples: [String: SceneExamples] = [:]

    private struct SceneExamples {
        var names: [String]
        var defaultName: String?
    }

    /// A planner for one pass over a manifest; jobs are numbered from 1 as entries are planned.
    package init(registry: PluginRegistry, inputFolder: URL, shard: BatchShard = .all) {
        self.registry = registry
        self.inputFolder = inputFolder
        self.shard = shard
    }

    /// The jobs and failures of one entry that belong to this shard, in index order. An entry
    /// that cannot be read or expanded takes one index, as one failed job.
    package mutating func plan(_ entry: ManifestEntry) -> [Item] {
        let bytes: Data
        switch entry.content {
        case .json(let data): bytes = data
        case .tooLong(let count):
            return failed(entry, BatchJobError(field: nil, "the entry is \(count) bytes; the limit is \(ManifestScanner.maximumEntryBytes) bytes a job"))
        }
        let job: ManifestJob
        let variants: [Variant]
        do throws(BatchJobError) {
            job = try ManifestJob.parse(bytes)
            variants = try expand(job)
        } catch {
            return failed(entry, error)
        }
        var items: [Item] = []
        for variant in variants {
            jobCount += 1
            let index = jobCount
            let item: Item
            do throws(ResolutionError) {
                item = .job(try register(try resolve(variant, of: job, index: index, entry: entry.number)))
            } catch {
                item = .failure(BatchFailure(index: index, entry: entry.number, error: error.error, output: error.output))
            }
            if shard.contains(index) { items.append(item) }
        }
        return items
    }

    /// A fault in the manifest's structure, reported by every shard since it is no one job's.
    package func failure(_ error: ManifestSyntaxError) -> BatchFailure {
        BatchFailure(index: nil, entry: nil, error: BatchJobError(field: nil, error.message))
    }

    private mutating func failed(_ entry: ManifestEntry, _ error: BatchJobError) -> [Item] {
        jobCount += 1
        return shard.contains(jobCount) ? [.failure(BatchFailure(index: jobCount, entry: entry.number, error: error))] : []
    }

    // MARK: Expansion

    /// One concrete job of an entry, before resolution.
    private struct Variant {
        var scene: String
        var source: ManifestJob.Source
        var family: String?
        /// Whether the job came from `"example": "*"`, whose `output` is a folder.
        var expanded: Bool
    }

    /// Scene by scene as the plugin declares them, then example by example, then family by
    /// family, so the order (and every job's index) depends only on the manifest and the plugins.
    private func expand(_ job: ManifestJob) throws(BatchJobError) -> [Variant] {
        guard job.source == .allExamples else {
            return [Variant(scene: job.scene ?? "", source: job.source, family: job.request.family, expanded: false)]
        }
        let plugin: any Plugin
        let scenes: [SceneSpec]
        do {
            plugin = try registry.plugin(job.request.plugin)
            scenes = if let name = job.scene { [try plugin.scene(name)] } else { plugin.scenes }
            // A named scene's family and device are checked once here, not once per example.
            if job.scene != nil, let scene = scenes.first, job.request.family != nil || job.request.device != nil {
                _ = try Self.canvas(scene, family: job.request.family, scale: job.request.scale, device: job.request.device)
            }
        } catch {
            throw BatchJobError(error, source: "example")
        }
        let cases = plugin.cases(.all, scenes: scenes) { scene in
            guard let family = job.request.family else { return scene.variants }
            // With every scene, only those that have the family (a named scene's was checked).
            return job.scene != nil || scene.variants.contains(family) ? [family] : []
        }
        let variants = cases.map {
            Variant(scene: $0.scene.name, source: .example($0.example.name), family: $0.variant, expanded: true)
        }
        guard !variants.isEmpty else {
            if let family = job.request.family {
                let known = Set(plugin.scenes.flatMap { $0.variants.compactMap { $0 } }).sorted()
                throw BatchJobError(field: "family", "no scene of plugin \(UserText.quoted(plugin.id)) has family \(UserText.quoted(family)) (known: \(known.joined(separator: ", ")))")
            }
            throw BatchJobError(field: "example", "plugin \(UserText.quoted(plugin.id)) has no examples for \(job.scene.map { "scene '\($0)'" } ?? "any scene")")
        }
        return variants
    }

    // MARK: Resolution

    private struct ResolutionError: Error {
        var error: BatchJobError
        var output: OutputPath?
    }

    /// The examples that apply to a scene, and its default, as `Plugin.example(_:scene:)` and
    /// `Plugin.defaultExample(scene:)` find them.
    private mutating func examples(of plugin: any Plugin, scene: String) -> SceneExamples {
        let key = plugin.id + "\u{0}" + scene
        if let known = examples[key] { return known }
        let candidates = plugin.examples.filter { $0.applies(to: scene) }
        let known = SceneExamples(names: candidates.map(\.name),
                                  defaultName: (candidates.first(where: \.isDefault) ?? candidates.first)?.name)
        examples[key] = known
        return known
    }

    private mutating func resolve(_ variant: Variant, of job: ManifestJob, index: Int, entry: Int) throws(ResolutionError) -> BatchJob {
        do {
            let plugin = try registry.plugin(job.request.plugin)
            let spec = try plugin.scene(variant.scene)
            let source: BatchJob.Source
            let label: String
            let known = examples(of: plugin, scene: spec.name)
            switch variant.source {
            case .defaultExample:
                guard let name = known.defaultName else {
                    throw RenderError.unknownExample("(default)", plugin: plugin.id, scene: spec.name, known: [])
                }
                label = name
                source = .example(name)
            case .example(let name):
                guard known.names.contains(name) else {
                    throw RenderError.unknownExample(name, plugin: plugin.id, scene: spec.name, known: known.names)
                }
                label = name
                source = .example(name)
            case .input(let path):
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : inputFolder.appendingPathComponent(path)
                label = url.deletingPathExtension().lastPathComponent
                source = .inputFile(url.path)
            case .allExamples:
                throw BatchJobError(field: "example", "`*` was not expanded")  // expand() replaces it
            }
            let canvas = try Self.canvas(spec, family: variant.family, scale: job.request.scale, device: job.request.device)
            // RenderExamplesCommand's names (and the goldens'); a page is named when asked for.
            let page = job.request.page.map { "-page\($0)" } ?? ""
            // A moment or an animation is named too, so neither overwrites the still.
            let timing = job.animation != nil ? "-animated" : job.request.time.map { "-at\(AnimationSpec.label(seconds: $0))s" } ?? ""
            // Each text size and rendering mode has its own file.
            let typeSize = job.request.typeSize.map { "-\($0.rawValue)" } ?? ""
            let mode = job.request.renderingMode.map { "-" + $0.label.replacingOccurrences(of: ":#", with: "-") } ?? ""
            let name = "\(plugin.id)-\(spec.name)-\(label)-\(canvas.label)\(page)\(timing)\(typeSize)\(mode)@\(canvas.scale)x.png"
            let output: OutputPath
            if variant.expanded {
                output = try OutputPath(job.output.map { $0 + "/" + name } ?? name)
            } else {
                output = try OutputPath(job.output ?? name)
            }
            var request = job.request
            request.plugin = plugin.id
            request.scene = spec.name
            request.family = canvas.family
            request.scale = canvas.scale
            if case .example(let name) = source { request.input = .example(name) }
            return BatchJob(index: index, entry: entry, request: request, source: source, animation: job.animation, output: output)
        } catch {
            let source = if case .input = variant.source { "input" } else { "example" }
            throw ResolutionError(error: BatchJobError(error, source: source), output: nil)
        }
    }

    /// Refuses a second job that writes the same file; the first keeps it.
    private mutating func register(_ job: BatchJob) throws(ResolutionError) -> BatchJob {
        let key = Self.fnv1a(job.output.relative)
        if let first = outputs[key] {
            throw ResolutionError(error: BatchJobError(field: "output", "same file as job \(first) (\(job.output))"), output: job.output)
        }
        outputs[key] = job.index
        return job
    }

    /// The variant and scale a render will use, decided as the renderer decides them, and the
    /// size label of the file name: the family or format, or the device's screen for a screen
    /// (its screen size even for a scrolling scene, whose height is known only after layout).
    static func canvas(_ spec: SceneSpec, family: String?, scale: Int?, device name: String?) throws(RenderError)
        -> (family: String?, scale: Int, label: String) {
        let canvas = try spec.canvas(family: family, scale: scale, device: name)
        return (canvas.variant, canvas.scale, canvas.label)
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
